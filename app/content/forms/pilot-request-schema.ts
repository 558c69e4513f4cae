/**
 * The pilot request, validated by this one schema in the browser form and in
 * `POST /api/pilot-requests` (strict, plus the shared envelope). Options, limits and messages
 * live in ./pilot-request-fields.ts.
 */
import { z } from "zod";
import { freeText, oneLineText } from "~/lib/one-line-text";
import { envelopeShape } from "./envelope";
import {
  languageOptions,
  PILOT_LIMITS,
  PILOT_MESSAGES,
  type PilotRequestField,
  qualityBarOptions,
  startDateBounds,
  taskTypeOptions,
  volumeUnitOptions,
} from "./pilot-request-fields";

const dedupe = <T>(values: T[]): T[] => [...new Set(values)];

const option = <const T extends readonly [string, ...string[]]>(options: T) =>
  oneLineText({ error: PILOT_MESSAGES.unknownOption }).pipe(z.enum(options, PILOT_MESSAGES.unknownOption));

/** At least one of the listed options, each at most once; a missing or non-list value is 'Required'. */
const optionList = <const T extends readonly [string, ...string[]]>(options: T, emptyMessage: string) =>
  z
    .array(z.unknown(), { error: PILOT_MESSAGES.required })
    .pipe(
      z
        .array(option(options))
        .min(1, emptyMessage)
        .max(options.length, PILOT_MESSAGES.tooManyOptions)
        .transform(dedupe),
    );

const singleChoice = <const T extends readonly [string, ...string[]]>(options: T, emptyMessage: string) =>
  oneLineText({ error: emptyMessage })
    .min(1, emptyMessage)
    .pipe(z.enum(options, PILOT_MESSAGES.unknownOption));

/** A whole number within bounds; a blank number input (NaN) or a string gets the same message. */
const wholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .refine(Number.isFinite, message)
    .pipe(z.number().int(message).min(bounds.min, message).max(bounds.max, message));

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** YYYY-MM-DD, a real day, not past anywhere on Earth and within the horizon (checked at each parse). */
const startDate = oneLineText({ error: PILOT_MESSAGES.startDate })
  .refine(isCalendarDay, { error: PILOT_MESSAGES.startDate, abort: true })
  .superRefine((value, context) => {
    const { earliest, latest } = startDateBounds();
    if (value < earliest) context.addIssue({ code: "custom", message: PILOT_MESSAGES.startDatePast });
    else if (value > latest) context.addIssue({ code: "custom", message: PILOT_MESSAGES.startDateFar });
  });

const pilotRequestShape = {
  name: oneLineText({ error: PILOT_MESSAGES.required })
    .min(PILOT_LIMITS.name.min, PILOT_MESSAGES.name)
    .max(PILOT_LIMITS.name.max, PILOT_MESSAGES.nameLong),
  email: oneLineText({ error: PILOT_MESSAGES.required })
    .max(PILOT_LIMITS.email.max, PILOT_MESSAGES.emailLong)
    .pipe(z.email(PILOT_MESSAGES.email)),
  company: oneLineText({ error: PILOT_MESSAGES.required })
    .min(PILOT_LIMITS.company.min, PILOT_MESSAGES.company)
    .max(PILOT_LIMITS.company.max, PILOT_MESSAGES.companyLong),
  annotatorCount: wholeNumber(PILOT_LIMITS.annotatorCount, PILOT_MESSAGES.annotatorCount),
  taskTypes: optionList(taskTypeOptions, PILOT_MESSAGES.taskTypes),
  languages: optionList(languageOptions, PILOT_MESSAGES.languages),
  volume: wholeNumber(PILOT_LIMITS.volume, PILOT_MESSAGES.volume),
  volumeUnit: singleChoice(volumeUnitOptions, PILOT_MESSAGES.volumeUnit),
  qualityBar: singleChoice(qualityBarOptions, PILOT_MESSAGES.qualityBar),
  startDate,
  notes: freeText({ error: PILOT_MESSAGES.required })
    .max(PILOT_LIMITS.notes.max, PILOT_MESSAGES.notesLong)
    // An empty box is no answer.
    .transform((value) => value || undefined)
    .optional(),
} satisfies Record<PilotRequestField, z.ZodType>;

export const PilotRequestSchema = z.strictObject(pilotRequestShape);
export type PilotRequest = z.infer<typeof PilotRequestSchema>;
export type PilotRequestDraft = z.input<typeof PilotRequestSchema>;

/** What the endpoint accepts: the request plus the shared envelope (honeypot, form token, attribution). */
export const PilotRequestBodySchema = z.strictObject({ ...pilotRequestShape, ...envelopeShape });
