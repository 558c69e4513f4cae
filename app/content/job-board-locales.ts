import type { Locale } from "../lib/i18n/locales";
import { type JobBoardText, jobBoardText } from "./job-board";
import { jobBoardTextEs } from "./locales/es/job-board";
import { jobBoardTextPtBr } from "./locales/pt-br/job-board";

const byLocale: Record<Locale, JobBoardText> = {
  en: jobBoardText,
  es: jobBoardTextEs,
  "pt-br": jobBoardTextPtBr,
};

/** The job board's words in a page's language. */
export function jobBoardTextFor(locale: Locale): JobBoardText {
  return byLocale[locale];
}
