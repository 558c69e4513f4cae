import * as React from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { hiringFormPath } from "~/content/navigation";
import { layoutText } from "~/content/ui/layout-text";
import { hasTranslations } from "~/lib/i18n/locales";
import { useUiText } from "~/lib/i18n/ui-text";
import { lazyInPlace } from "~/lib/lazy-in-place";
import { useApplyModal } from "./apply-modal";
import { HeaderMenus } from "./header-menus";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PortalLoginLink } from "./portal-login-link";

// Only the candidate pages have the language controls: their code loads with those pages'
// first render (prerendered HTML stays complete) without weighing on every other page.
const LanguageSwitcher = lazyInPlace(() =>
  import("./language-switcher").then((module) => ({ default: module.LanguageSwitcher })),
);
const LanguageSuggestion = lazyInPlace(() =>
  import("./language-switcher").then((module) => ({ default: module.LanguageSuggestion })),
);

export function SiteHeader() {
  const applyModal = useApplyModal();
  const text = useUiText("layout", layoutText).header;
  // The candidate pages exist in every language: they get the switcher (and the suggestion).
  const translated = hasTranslations(useLocation().pathname);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      {/* From lg to xl the row is tighter, so every item fits one line at 1024 px in every language. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:px-8">
        <div className="flex items-center gap-4">
          <Logo />
          <HeaderMenus />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button
            variant="outline"
            className="hidden lg:inline-flex lg:px-3 xl:px-4"
            onClick={applyModal.open}
          >
            {text.candidateApply}
          </Button>
          <PortalLoginLink className="hidden lg:inline-flex lg:px-3 xl:px-4" iconOnlyUntilXl={translated} />
          <Button asChild className="hidden sm:inline-flex lg:px-3 xl:px-4">
            <Link to={hiringFormPath}>{text.hireTalent}</Link>
          </Button>
          {translated ? (
            <React.Suspense fallback={null}>
              <LanguageSwitcher />
            </React.Suspense>
          ) : null}
          <MobileMenu />
        </div>
      </div>
      {translated ? (
        <React.Suspense fallback={null}>
          <LanguageSuggestion />
        </React.Suspense>
      ) : null}
    </header>
  );
}
