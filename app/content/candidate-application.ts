/**
 * The candidate application's option lists, field limits and English validation messages: the
 * schema (content/forms/candidate-application-schema.ts) enforces them, and each locale's form text
 * (content/ui/application-form-*.ts) states them.
 */

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

/** When the candidate could start; optional. The stored values are these English ones. */
export const AVAILABILITIES = ["Immediately", "In 2 weeks", "In 1 month", "Later"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

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
  availability: "Choose when you could start, or leave it empty",
} as const;
