import { Button } from "~/components/ui/button";
import { SiteLink, usePathname } from "~/components/ui/site-link";
import { hiringFormPath } from "~/content/navigation";
import { layoutText } from "~/content/ui/layout-text";
import { useLocale, useUiText } from "~/content/ui/ui-text";
import { hasTranslations, localizedHref } from "~/lib/i18n/locales";
import { HeaderMenus } from "./header-menus";
import { LanguageSuggestion, LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PortalLoginLink } from "./portal-login-link";

/**
 * The site header, rendered once to HTML: its behaviour is site/scripts/header.ts, and
 * "Candidate Apply" opens the apply modal by its `data-opens` (site/scripts/modals.ts). The page
 * renders the mobile menu's dialog (`MobileMenuDialog`) beside it.
 */
export function SiteHeader() {
  const text = useUiText("layout", layoutText).header;
  // The candidate pages exist in every language: they get the switcher (and the suggestion).
  const translated = hasTranslations(usePathname());
  const locale = useLocale();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      {/* From lg to xl the row is tighter, so every item fits one line at 1024 px in every language. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:px-8">
        <div className="flex items-center gap-4">
          <Logo />
          <HeaderMenus />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* Two paths, side by side: work for candidates, then talent for companies. */}
          <Button asChild variant="ghost" className="hidden xl:inline-flex">
            <SiteLink href={localizedHref("/talent", locale)}>{text.findWork}</SiteLink>
          </Button>
          <Button
            variant="outline"
            className="hidden md:inline-flex lg:px-3 xl:px-4"
            data-opens="apply-modal"
          >
            {text.candidateApply}
          </Button>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border lg:block" />
          <PortalLoginLink className="hidden lg:inline-flex lg:px-3 xl:px-4" iconOnly={translated} />
          <Button asChild className="hidden sm:inline-flex lg:px-3 xl:px-4">
            <SiteLink href={hiringFormPath}>{text.hireTalent}</SiteLink>
          </Button>
          {translated ? <LanguageSwitcher /> : null}
          <MobileMenu />
        </div>
      </div>
      {translated ? <LanguageSuggestion /> : null}
    </header>
  );
}
