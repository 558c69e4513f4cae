import { SiteLink, usePathname } from "~/components/ui/site-link";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { LOCALES, localeFromPath, localeInfo, localizePath, TRANSLATED_LOCALES } from "~/lib/i18n/locales";
import LanguageSuggestionBanner from "./language-suggestion-banner";
import { SUGGESTION_ATTRIBUTE } from "./language-suggestion-rules";

const shortName = { en: "EN", es: "ES", "pt-br": "PT" } as const;

/** Links to the same candidate page in each language. */
export function LanguageSwitcher() {
  const pathname = usePathname();
  const current = localeFromPath(pathname);
  const text = useUiText("layout", layoutText).language;
  return (
    <nav aria-label={text.switcherLabel} data-testid="language-switcher">
      <ul className="flex items-center gap-0.5 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <SiteLink
              href={localizePath(pathname, locale)}
              hrefLang={localeInfo[locale].tag}
              lang={localeInfo[locale].tag}
              aria-current={locale === current ? "page" : undefined}
              className={cn(
                "inline-flex h-10 min-w-8 items-center justify-center rounded-lg px-1 font-medium sm:min-w-9 sm:px-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                locale === current ? "text-primary underline underline-offset-4" : "text-muted-foreground",
              )}
            >
              <span aria-hidden="true">{shortName[locale]}</span>
              <span className="sr-only">{localeInfo[locale].name}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On an English candidate page, a one-time offer of the page in the visitor's language when
 * their browser prefers Spanish or Portuguese. Never a redirect: the visitor chooses. The HTML
 * holds the offer of every language, each a template the page's script shows in its place for
 * the visitor's language (site/scripts/language-suggestion.ts).
 */
export function LanguageSuggestion() {
  const pathname = usePathname();
  if (localeFromPath(pathname) !== "en") return null;
  return TRANSLATED_LOCALES.map((locale) => (
    <template key={locale} {...{ [SUGGESTION_ATTRIBUTE]: locale }}>
      <LanguageSuggestionBanner locale={locale} href={localizePath(pathname, locale)} />
    </template>
  ));
}
