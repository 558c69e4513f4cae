/**
 * The durations the stack pages' FAQ answers and search descriptions state — the shortlist, the
 * paid trial, the hire, an annotation team's ramp-up — written in a locale from durations.ts, so
 * no stack file types a duration of its own and a changed step reads the same on every stack page.
 */
import type { Locale } from "~/lib/i18n/locales";
import { companyDurations, durationText } from "../durations";

export interface StackFaqDurations {
  /** "48 hours", "48 horas": the shortlist of 3-5 candidates. */
  shortlist: string;
  /** The shortlist's duration before a noun: "48-hour" (shortlist) in English. */
  shortlistBeforeNoun: string;
  /** "2 weeks", "2 semanas": the paid trial. */
  trial: string;
  /** The trial's duration before a noun: "2-week" (paid trial) in English. */
  trialBeforeNoun: string;
  /** "1-2 weeks", "1–2 semanas": from shortlist to signed contract. */
  hire: string;
  /** "72 hours": an annotation team ramped up on the client's guidelines. */
  rampUp: string;
}

export function stackFaqDurations(locale: Locale): StackFaqDurations {
  return {
    shortlist: durationText(companyDurations.shortlist, locale),
    shortlistBeforeNoun: durationText(companyDurations.shortlist, locale, { adjective: true }),
    trial: durationText(companyDurations.trial, locale),
    trialBeforeNoun: durationText(companyDurations.trial, locale, { adjective: true }),
    hire: durationText(companyDurations.hire, locale),
    rampUp: durationText(companyDurations.annotationTeam, locale),
  };
}
