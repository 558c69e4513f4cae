/**
 * The candidate application, validated by this one schema in the browser form and in
 * `POST /api/candidate-applications`. Option lists come from the content modules so a new
 * category or stack needs no change here.
 */
import { z } from "zod";
import { categories, findStack } from "~/content/categories";
import { envelopeShape } from "~/features/submissions/envelope";
import { oneLineText } from "~/features/submissions/one-line-text";

/** The countries we recruit in (SPEC section 9), in the order the spec lists them. */
export const CANDIDATE_COUNTRIES = [
  "Argentina",
  "Brazil",
  "Chile",
  "Colombia",
  "Mexico",
  "Uruguay",
  "Peru",
  "Costa Rica",
  "Ecuador",
  "Panama",
  "Paraguay",
  "Bolivia",
] as const;
export type CandidateCountry = (typeof CANDIDATE_COUNTRIES)[number];

export const ENGLISH_LEVELS = ["Basic", "Conversational", "Professional", "Fluent", "Native"] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];

export const CATEGORY_SLUGS = categories.map((category) => category.slug) as [
  (typeof categories)[number]["slug"],
  ...(typeof categories)[number]["slug"][],
];

export const STACK_SLUGS = categories.flatMap((category) => category.stacks.map((stack) => stack.slug)) as [
  (typeof categories)[number]["stacks"][number]["slug"],
  ...(typeof categories)[number]["stacks"][number]["slug"][],
];

export const LIMITS = {
  fullName: { min: 2, max: 100 },
  email: { max: 254 },
  yearsOfExperience: { min: 0, max: 50 },
  profileUrl: { max: 300 },
  hourlyRate: { min: 5, max: 500 },
  note: { max: 1000 },
} as const;

export const MESSAGES = {
  fullNameShort: `Full name must be at least ${LIMITS.fullName.min} characters`,
  fullNameLong: `Full name must be at most ${LIMITS.fullName.max} characters`,
  email: "Please enter a valid email address",
  emailLong: `Email must be at most ${LIMITS.email.max} characters`,
  country: "Please select your country",
  category: "Please select a category",
  specialization: "Please select a specialization from the chosen category",
  yearsOfExperience: `Enter your years of experience as a whole number from ${LIMITS.yearsOfExperience.min} to ${LIMITS.yearsOfExperience.max}`,
  englishLevel: "Please select your English level",
  profileUrl: "Enter a LinkedIn or portfolio link starting with http:// or https://",
  profileUrlLong: `The link must be at most ${LIMITS.profileUrl.max} characters`,
  hourlyRate: `Enter an hourly rate in USD between $${LIMITS.hourlyRate.min} and $${LIMITS.hourlyRate.max}`,
  note: `The note must be at most ${LIMITS.note.max} characters`,
} as const;

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const numberField = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);

/** One of the listed options, ignoring invisible characters and surrounding spaces. */
const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  oneLineText({ error: message }).pipe(z.enum(options, message));

/** The applicant's own fields, without the envelope. */
export const candidateApplicationShape = {
  fullName: oneLineText({ error: MESSAGES.fullNameShort })
    .min(LIMITS.fullName.min, MESSAGES.fullNameShort)
    .max(LIMITS.fullName.max, MESSAGES.fullNameLong),
  email: oneLineText({ error: MESSAGES.email })
    .max(LIMITS.email.max, MESSAGES.emailLong)
    .pipe(z.email(MESSAGES.email)),
  country: choice(CANDIDATE_COUNTRIES, MESSAGES.country),
  category: choice(CATEGORY_SLUGS, MESSAGES.category),
  specialization: choice(STACK_SLUGS, MESSAGES.specialization),
  yearsOfExperience: numberField(MESSAGES.yearsOfExperience).pipe(
    z
      .number()
      .int(MESSAGES.yearsOfExperience)
      .min(LIMITS.yearsOfExperience.min, MESSAGES.yearsOfExperience)
      .max(LIMITS.yearsOfExperience.max, MESSAGES.yearsOfExperience),
  ),
  englishLevel: choice(ENGLISH_LEVELS, MESSAGES.englishLevel),
  profileUrl: oneLineText({ error: MESSAGES.profileUrl })
    .max(LIMITS.profileUrl.max, MESSAGES.profileUrlLong)
    .refine(isHttpUrl, MESSAGES.profileUrl),
  hourlyRate: numberField(MESSAGES.hourlyRate).pipe(
    z
      .number()
      .min(LIMITS.hourlyRate.min, MESSAGES.hourlyRate)
      .max(LIMITS.hourlyRate.max, MESSAGES.hourlyRate),
  ),
  note: z.string().trim().max(LIMITS.note.max, MESSAGES.note).optional(),
};

/** The specialization must be one of the chosen category's stacks. */
function specializationBelongsToCategory(
  value: { category: string; specialization: string },
  context: z.RefinementCtx,
) {
  if (!findStack(value.category, value.specialization)) {
    context.addIssue({ code: "custom", path: ["specialization"], message: MESSAGES.specialization });
  }
}

export const CandidateApplicationSchema = z
  .strictObject(candidateApplicationShape)
  .superRefine(specializationBelongsToCategory);
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;

/** What the endpoint accepts: the application plus the shared envelope (honeypot, form token, attribution). */
export const CandidateApplicationRequestSchema = z
  .strictObject({ ...candidateApplicationShape, ...envelopeShape })
  .superRefine(specializationBelongsToCategory);
export type CandidateApplicationRequest = z.infer<typeof CandidateApplicationRequestSchema>;
