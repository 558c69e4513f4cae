/**
 * When an English candidate page offers itself in the visitor's language: the rules the header's
 * suggestion (language-switcher.tsx) follows in the page's script (site/scripts/language-suggestion.ts).
 */
import type { TranslatedLocale } from "~/lib/i18n/locales";

/** localStorage key whose presence means the visitor dismissed or followed the suggestion. */
const LANGUAGE_SUGGESTION_KEY = "latammatch:language-suggestion-dismissed";

/** The attribute of each hidden offer in static HTML, naming its locale. */
export const SUGGESTION_ATTRIBUTE = "data-language-suggestion";

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

export function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_SUGGESTION_KEY) !== null;
  } catch {
    return false;
  }
}

export function writeDismissed(): void {
  try {
    window.localStorage.setItem(LANGUAGE_SUGGESTION_KEY, String(Date.now()));
  } catch {
    // Nothing to keep it in: the suggestion simply shows again on the next page.
  }
}
