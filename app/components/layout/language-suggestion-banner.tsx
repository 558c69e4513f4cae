import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { languageSuggestionText } from "~/content/ui/language-suggestion";
import { localeInfo, type TranslatedLocale } from "~/lib/i18n/locales";

/**
 * The suggestion itself, written in the language it offers. Its link follows it and its button
 * dismisses it (site/scripts/language-suggestion.ts).
 */
export default function LanguageSuggestionBanner({
  locale,
  href,
}: {
  locale: TranslatedLocale;
  href: string;
}) {
  const text = languageSuggestionText[locale];
  return (
    <section
      aria-label={text.message}
      lang={localeInfo[locale].tag}
      data-testid="language-suggestion"
      className="border-t bg-muted"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p>{text.message}</p>
        <SiteLink
          href={href}
          hrefLang={localeInfo[locale].tag}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {text.action}
        </SiteLink>
        <Button variant="ghost" size="sm" className="ml-auto">
          {text.dismiss}
        </Button>
      </div>
    </section>
  );
}
