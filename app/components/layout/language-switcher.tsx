import * as React from "react";
import { SiteLink, usePathname } from "~/components/ui/site-link";
import { layoutText } from "~/content/ui/layout-text";
import { cn } from "~/lib/cn";
import {
  LOCALES,
  localeFromPath,
  localeInfo,
  localizePath,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "~/lib/i18n/locales";
import { useUiText } from "~/lib/i18n/ui-text";

const shortName = { en: "EN", es: "ES", "pt-br": "PT" } as const;

/** localStorage key whose presence means the visitor dismissed or followed the suggestion. */
export const LANGUAGE_SUGGESTION_KEY = "latammatch:language-suggestion-dismissed";

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

/** The first of the visitor's browser languages we publish in, if it is not English. */
export function preferredTranslation(languages: readonly string[]): TranslatedLocale | null {
  for (const language of languages) {
    const code = language.toLowerCase();
    if (code === "en" || code.startsWith("en-")) return null;
    if (code === "es" || code.startsWith("es-")) return "es";
    if (code === "pt" || code.startsWith("pt-")) return "pt-br";
  }
  return null;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_SUGGESTION_KEY) !== null;
  } catch {
    return false;
  }
}

function writeDismissed(): void {
  try {
    window.localStorage.setItem(LANGUAGE_SUGGESTION_KEY, String(Date.now()));
  } catch {
    // Nothing to keep it in: the suggestion simply shows again on the next page.
  }
}

const LanguageSuggestionBanner = React.lazy(() => import("./language-suggestion-banner"));

/**
 * On an English candidate page, a one-time offer of the page in the visitor's language when
 * their browser prefers Spanish or Portuguese. Never a redirect: the visitor chooses. The
 * banner's code loads only for those visitors.
 */
export function LanguageSuggestion() {
  const pathname = usePathname();
  const [suggested, setSuggested] = React.useState<TranslatedLocale | null>(null);
  const onEnglishPage = localeFromPath(pathname) === "en";

  React.useEffect(() => {
    if (!onEnglishPage || readDismissed()) return setSuggested(null);
    const locale = preferredTranslation(navigator.languages ?? [navigator.language]);
    setSuggested(locale && TRANSLATED_LOCALES.includes(locale) ? locale : null);
  }, [onEnglishPage]);

  if (!suggested || !onEnglishPage) return null;
  return (
    <React.Suspense fallback={null}>
      <LanguageSuggestionBanner
        locale={suggested}
        href={localizePath(pathname, suggested)}
        onFollow={writeDismissed}
        onDismiss={() => {
          writeDismissed();
          setSuggested(null);
        }}
      />
    </React.Suspense>
  );
}
