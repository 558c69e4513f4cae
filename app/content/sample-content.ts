/**
 * The one policy for illustrative content. Every sample person, company, logo, testimonial and
 * case study on the site is invented for the page (our own names, wordmarks and drawings), and
 * says so once, next to it, in these words, in the page's language. Nothing else on the site
 * describes sample content: no "shared with permission", no "names shortened for privacy".
 */
import type { Locale } from "~/lib/i18n/locales";

const SAMPLE_NOTICE: Readonly<Record<Locale, string>> = {
  en: "Illustrative examples: the people, companies and logos shown here are invented.",
  es: "Ejemplos ilustrativos: las personas, empresas y logos que se muestran aquí son ficticios.",
  "pt-br": "Exemplos ilustrativos: as pessoas, empresas e logotipos mostrados aqui são fictícios.",
};

/** The notice in a page's language. */
export function sampleNotice(locale: Locale = "en"): string {
  return SAMPLE_NOTICE[locale];
}
