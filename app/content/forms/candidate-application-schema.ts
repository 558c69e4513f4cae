/**
 * The candidate application, validated by this one schema in the browser form and in
 * `POST /api/candidate-applications`. Option lists come from the content modules so a new
 * category or stack needs no change here.
 */
import { z } from "zod";
import {
  AVAILABILITIES,
  CANDIDATE_COUNTRIES,
  ENGLISH_LEVELS,
  LIMITS,
  MESSAGES,
} from "~/content/candidate-application";
import { categories, findStack } from "~/content/categories";
import { LOCALES } from "~/lib/i18n/locales";
import { freeText, oneLineText } from "~/lib/one-line-text";
import { envelopeShape } from "./envelope";

const CATEGORY_SLUGS = categories.map((category) => category.slug) as [
  (typeof categories)[number]["slug"],
  ...(typeof categories)[number]["slug"][],
];

const STACK_SLUGS = categories.flatMap((category) => category.stacks.map((stack) => stack.slug)) as [
  (typeof categories)[number]["stacks"][number]["slug"],
  ...(typeof categories)[number]["stacks"][number]["slug"][],
];

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Not typed by the visitor (the job page sets it), so one message in English serves. */
const JOB_MESSAGE = "Unknown job opening";
/** A checkbox's value; a browser form always sends true or false, so one message in English serves. */
const CONSENT_MESSAGE = "A consent is true or false";
const consent = z.boolean({ error: CONSENT_MESSAGE }).optional();

const numberField = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);

/** One of the listed options, ignoring invisible characters and surrounding spaces. */
const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  oneLineText({ error: message }).pipe(z.enum(options, message));

/** The validation messages, one per rule; each locale has its own version of these. */
export type ApplicationMessages = { readonly [Key in keyof typeof MESSAGES]: string };

/** The applicant's own fields with the given messages, without the envelope. */
const applicationShape = (messages: ApplicationMessages) => ({
  fullName: oneLineText({ error: messages.fullNameShort })
    .min(LIMITS.fullName.min, messages.fullNameShort)
    .max(LIMITS.fullName.max, messages.fullNameLong),
  email: oneLineText({ error: messages.email })
    .max(LIMITS.email.max, messages.emailLong)
    .pipe(z.email(messages.email)),
  country: choice(CANDIDATE_COUNTRIES, messages.country),
  category: choice(CATEGORY_SLUGS, messages.category),
  specialization: choice(STACK_SLUGS, messages.specialization),
  yearsOfExperience: numberField(messages.yearsOfExperience).pipe(
    z
      .number()
      .int(messages.yearsOfExperience)
      .min(LIMITS.yearsOfExperience.min, messages.yearsOfExperience)
      .max(LIMITS.yearsOfExperience.max, messages.yearsOfExperience),
  ),
  englishLevel: choice(ENGLISH_LEVELS, messages.englishLevel),
  profileUrl: oneLineText({ error: messages.profileUrl })
    .max(LIMITS.profileUrl.max, messages.profileUrlLong)
    .refine(isHttpUrl, messages.profileUrl),
  hourlyRate: numberField(messages.hourlyRate).pipe(
    z
      .number()
      .min(LIMITS.hourlyRate.min, messages.hourlyRate)
      .max(LIMITS.hourlyRate.max, messages.hourlyRate),
  ),
  /** When the candidate could start: optional, and an empty choice is no answer. */
  availability: z.preprocess(
    (value) => (value === "" ? undefined : value),
    choice(AVAILABILITIES, messages.availability).optional(),
  ),
  note: freeText().max(LIMITS.note.max, messages.note).optional(),
  /**
   * The consents the application asks for. Ticked, each is given to the candidate (candidates.ts);
   * unticked or absent, nothing is given and nothing earlier is withdrawn: that is done on the
   * status page, never silently by a later application.
   */
  stayInPool: consent,
  shareProfile: consent,
  /** The language the candidate applied in (the page's locale); their e-mails use it. */
  locale: z.enum(LOCALES).default("en"),
  /**
   * The opening applied to from its page (`/jobs/{slug}`): its slug, which the server checks is an
   * open opening; absent for a general application.
   */
  job: z
    .string({ error: JOB_MESSAGE })
    .max(100, JOB_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, JOB_MESSAGE)
    .optional(),
});

/** The applicant's own fields, without the envelope. */
export const candidateApplicationShape = applicationShape(MESSAGES);

/** The specialization must be one of the chosen category's stacks. */
const specializationInCategory =
  (message: string) => (value: { category: string; specialization: string }, context: z.RefinementCtx) => {
    if (!findStack(value.category, value.specialization)) {
      context.addIssue({ code: "custom", path: ["specialization"], message });
    }
  };
const specializationBelongsToCategory = specializationInCategory(MESSAGES.specialization);

/** The same rules as CandidateApplicationSchema, reporting in the visitor's language. */
export const localizedApplicationSchema = (messages: ApplicationMessages) =>
  z.strictObject(applicationShape(messages)).superRefine(specializationInCategory(messages.specialization));

export const CandidateApplicationSchema = z
  .strictObject(candidateApplicationShape)
  .superRefine(specializationBelongsToCategory);
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;
/** An application as the store takes it: the fields plus the uploaded résumé's id, if any. */
export type CandidateApplicationFields = CandidateApplication & { resumeId?: string | undefined };

/**
 * The résumé uploaded beforehand (POST /api/resumes answers its id): optional, and not one of the
 * form's own fields, so the form adds it to what it sends once the visitor has uploaded a file.
 */
const resumeReferenceShape = {
  resumeId: z.uuid("Upload your résumé again.").optional(),
};

/**
 * What the endpoint accepts: the application, the résumé's id if one was uploaded, and the
 * shared envelope (honeypot, form token, attribution).
 */
export const CandidateApplicationRequestSchema = z
  .strictObject({ ...candidateApplicationShape, ...resumeReferenceShape, ...envelopeShape })
  .superRefine(specializationBelongsToCategory);
export type CandidateApplicationRequest = z.infer<typeof CandidateApplicationRequestSchema>;
