import { isLocale, type Locale } from "./locales";

/** The languages' English names, for the team's e-mails and the inbox. */
const englishLanguageNames: Record<Locale, string> = {
  en: "English",
  es: "Spanish",
  "pt-br": "Portuguese (Brazil)",
};

/** "Spanish (es)"; an unknown value is shown as it is. */
export function languageLabel(value: unknown): string {
  const code = String(value ?? "");
  return isLocale(code) ? `${englishLanguageNames[code]} (${code})` : code;
}
