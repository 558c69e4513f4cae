/**
 * How long each step of the hiring loop takes: one source per duration, for companies and for
 * candidates. Pages, form confirmations and e-mails print these texts instead of typing a
 * duration, and a duration made of steps (a candidate's first paycheck) is their sum, so the
 * steps always add up. scripts/figure-relations/durations.ts holds every built page to them.
 *
 * SPEC: reply within 24 hours; discovery call within 24 hours; custom plan within 7 days; talent
 * match within 48 hours; 1-2 weeks average hire time; 2-week paid trial; annotator ramp-up 72 hours.
 */
import type { Locale } from "~/lib/i18n/locales";

export type DurationUnit = "hour" | "day" | "businessDay" | "week";

/** A duration, or a range of durations ("1-2 weeks"), in one unit. */
export interface Duration {
  min: number;
  max: number;
  unit: DurationUnit;
}

const hours = (count: number): Duration => ({ min: count, max: count, unit: "hour" });
const days = (count: number): Duration => ({ min: count, max: count, unit: "day" });
const businessDays = (count: number): Duration => ({ min: count, max: count, unit: "businessDay" });
const weeks = (min: number, max = min): Duration => ({ min, max, unit: "week" });

/** Hours a unit stands for; a business day is a fifth of a week, so 5 business days are a week. */
const HOURS_PER_UNIT: Readonly<Record<DurationUnit, number>> = {
  hour: 1,
  day: 24,
  businessDay: (7 * 24) / 5,
  week: 7 * 24,
};

/** A duration in hours, its least and its most: "1-2 weeks" → 168 to 336. */
export function durationHours(duration: Duration): { min: number; max: number } {
  const per = HOURS_PER_UNIT[duration.unit];
  return { min: duration.min * per, max: duration.max * per };
}

/** Steps one after the other, in weeks: 5 business days + 1-2 weeks + 2 weeks = 4-5 weeks. */
export function sumDurations(steps: readonly Duration[]): Duration {
  const total = steps
    .map(durationHours)
    .reduce((sum, step) => ({ min: sum.min + step.min, max: sum.max + step.max }));
  const week = HOURS_PER_UNIT.week;
  return {
    min: Math.round((total.min / week) * 10) / 10,
    max: Math.round((total.max / week) * 10) / 10,
    unit: "week",
  };
}

/** The shortlist of 3-5 pre-screened candidates (SPEC: talent match within 48 hours). */
const shortlist = hours(48);
/** From shortlist to signed contract (SPEC: 1-2 weeks average hire time). */
const hire = weeks(1, 2);

/**
 * The steps of a company's hiring request, from the form to a hire past its trial. "1-2 weeks"
 * is the hire step alone, after the shortlist: a page that gives the whole way from the request
 * to a signed contract gives both steps, or their sum (`firstHire`), never one step's duration
 * for the whole.
 */
export const companyDurations = {
  /** The first reply to a hiring request (SPEC: within 24 hours). */
  reply: hours(24),
  /** The discovery call, scheduled within 24 hours of the request. */
  discoveryCall: hours(24),
  /** The custom staffing plan, within 7 days. */
  staffingPlan: days(7),
  shortlist,
  /** An annotation team for LLM training, ramped up on the client's guidelines. */
  annotationTeam: hours(72),
  hire,
  /** The paid trial every hire starts with. */
  trial: weeks(2),
  /** From the request to a signed contract: the shortlist, then the hire step. */
  firstHire: sumDurations([shortlist, hire]),
} as const satisfies Record<string, Duration>;

/** Requests about a person's own data (a copy, an erasure): the privacy policy's reply time. */
export const privacyDurations = {
  reply: days(30),
} as const satisfies Record<string, Duration>;

const applicationReview = businessDays(5);

/**
 * The steps of a candidate's application. The first paycheck comes at the end of the paid
 * trial, so it is the review, the hire and the trial one after the other.
 */
export const candidateDurations = {
  /** A recruiter reviews the application and writes back. */
  applicationReview,
  /** From a match to a signed contract: the company's hire step. */
  hire: companyDurations.hire,
  /** The paid trial, the company's trial step; its pay is the first paycheck. */
  trial: companyDurations.trial,
  /** From the application to the first paycheck: review + hire + trial. */
  firstPaycheck: sumDurations([applicationReview, companyDurations.hire, companyDurations.trial]),
} as const satisfies Record<string, Duration>;

/** The steps a chained duration is made of, by name. */
export const durationChains = {
  firstPaycheck: ["applicationReview", "hire", "trial"],
  firstHire: ["shortlist", "hire"],
} as const satisfies Record<
  string,
  readonly (keyof typeof candidateDurations | keyof typeof companyDurations)[]
>;

const unitWords: Record<Locale, Record<DurationUnit, [one: string, many: string]>> = {
  en: {
    hour: ["hour", "hours"],
    day: ["day", "days"],
    businessDay: ["business day", "business days"],
    week: ["week", "weeks"],
  },
  es: {
    hour: ["hora", "horas"],
    day: ["día", "días"],
    businessDay: ["día hábil", "días hábiles"],
    week: ["semana", "semanas"],
  },
  "pt-br": {
    hour: ["hora", "horas"],
    day: ["dia", "dias"],
    businessDay: ["dia útil", "dias úteis"],
    week: ["semana", "semanas"],
  },
};

/**
 * A duration as running text writes it: "24 hours", "5 días hábiles", "1–2 semanas". `adjective`
 * gives the English form before a noun: "2-week" (paid trial), "48-hour" (shortlist).
 */
export function durationText(
  duration: Duration,
  locale: Locale = "en",
  options: { adjective?: boolean } = {},
): string {
  const { min, max, unit } = duration;
  const [one, many] = unitWords[locale][unit];
  const count = min === max ? String(min) : `${min}${locale === "en" ? "-" : "–"}${max}`;
  if (options.adjective && locale === "en") return `${count}-${one}`;
  return `${count} ${max === 1 ? one : many}`;
}
