/**
 * The pilot request of /human-data-llm-training: option lists, limits, messages and the fields in
 * the form's order, as plain data. No validation library here: the form renders from this module
 * and loads its checks (./pilot-request-schema.ts) only when it first validates.
 *
 * The defaults and choices follow the page's own figures: a pilot of 10 annotators that scales
 * to 400+, Cohen's Kappa of 0.80 or more, golden-set accuracy of 85% or more with 10–15% of
 * tasks as golden-set audits.
 */

export const taskTypeOptions = [
  "RLHF preference ranking",
  "SFT demonstrations",
  "Red-teaming",
  "Evaluation and grading",
  "Annotation and labelling",
  "Other",
] as const;
export type TaskType = (typeof taskTypeOptions)[number];

export const languageOptions = [
  "English",
  "Spanish",
  "Portuguese",
  "French",
  "German",
  "Italian",
  "Other",
] as const;
export type PilotLanguage = (typeof languageOptions)[number];

export const volumeUnitOptions = ["Tasks per week", "Annotator hours per week"] as const;
export type VolumeUnit = (typeof volumeUnitOptions)[number];

export const qualityBarOptions = [
  "Our standard: Cohen's Kappa ≥ 0.80 and golden-set accuracy ≥ 85%",
  "Stricter than that (tell us in the notes)",
  "Not defined yet: help us set it",
] as const;
export type QualityBar = (typeof qualityBarOptions)[number];

export const PILOT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  company: { min: 2, max: 120 },
  /** A pilot starts at 10 annotators; teams scale to 400+, so the bound leaves room above that. */
  annotatorCount: { min: 1, max: 5_000, pilot: 10 },
  volume: { min: 1, max: 10_000_000 },
  /** How far ahead a start date may be, in days. */
  startDateHorizonDays: 730,
  notes: { max: 5_000 },
} as const;

export const PILOT_MESSAGES = {
  required: "Required",
  name: "Name must be at least 2 characters",
  nameLong: `Name must be at most ${PILOT_LIMITS.name.max} characters`,
  email: "Please enter a valid work email address",
  emailLong: `Email must be at most ${PILOT_LIMITS.email.max} characters`,
  company: "Company name is required",
  companyLong: `Company name must be at most ${PILOT_LIMITS.company.max} characters`,
  annotatorCount: `Enter a whole number of annotators from ${PILOT_LIMITS.annotatorCount.min} to ${PILOT_LIMITS.annotatorCount.max.toLocaleString("en-US")}`,
  taskTypes: "Please select at least one task type",
  languages: "Please select at least one language",
  volume: `Enter a whole number from ${PILOT_LIMITS.volume.min} to ${PILOT_LIMITS.volume.max.toLocaleString("en-US")}`,
  volumeUnit: "Please choose tasks or hours",
  qualityBar: "Please choose a quality bar",
  startDate: "Please enter a start date",
  startDatePast: "The start date cannot be in the past",
  startDateFar: "Please choose a start date within the next two years",
  notesLong: `Notes must be at most ${PILOT_LIMITS.notes.max.toLocaleString("en-US")} characters`,
  unknownOption: "Please choose one of the listed options",
  tooManyOptions: "Please choose each option at most once",
} as const;

/** The pilot request's fields in the form's order (the request also carries the envelope). */
export const PILOT_REQUEST_FIELDS = [
  "name",
  "email",
  "company",
  "annotatorCount",
  "taskTypes",
  "languages",
  "volume",
  "volumeUnit",
  "qualityBar",
  "startDate",
  "notes",
] as const;
export type PilotRequestField = (typeof PILOT_REQUEST_FIELDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The zone whose date is the earliest on Earth (UTC−12): a date it has reached is past everywhere. */
const EARLIEST_ZONE_OFFSET_MS = -12 * 60 * 60 * 1000;

/** A date as YYYY-MM-DD, read as the calendar day it names. */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The start dates allowed at `now`: from the date it still is somewhere on Earth (so a visitor
 * west of UTC can always pick their today) to the horizon. Browser and server share it.
 */
export function startDateBounds(now: Date = new Date()): { earliest: string; latest: string } {
  const time = now.getTime();
  return {
    earliest: isoDay(time + EARLIEST_ZONE_OFFSET_MS),
    latest: isoDay(time + PILOT_LIMITS.startDateHorizonDays * DAY_MS),
  };
}

/** The visitor's own today as YYYY-MM-DD, the date input's first choice. */
export function localToday(now: Date = new Date()): string {
  return isoDay(now.getTime() - now.getTimezoneOffset() * 60 * 1000);
}
