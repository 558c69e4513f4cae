/**
 * The hiring request, validated by these schemas in the wizard (one schema per step) and in
 * `POST /api/hiring-requests` (the whole, strict, plus the shared envelope). Option lists and
 * messages are the spec's; the maximum lengths only guard the server and the sales inbox.
 */
import { z } from "zod";
import { envelopeShape } from "~/features/submissions/envelope";
import { freeText, oneLineText } from "~/features/submissions/one-line-text";

export const roleOptions = [
  "Engineering",
  "Product",
  "Operations",
  "Sales/Marketing",
  "Executive",
  "HR/Recruiting",
  "Other",
] as const;
export type Role = (typeof roleOptions)[number];

export const primaryGoalOptions = [
  "Hire LATAM developers",
  "Scale existing team",
  "Find specialists (Motion Graphics/BIM/Salesforce)",
  "Build complete team from scratch",
  "Other",
] as const;
export type PrimaryGoal = (typeof primaryGoalOptions)[number];

export const budgetRangeOptions = [
  "< $50K/quarter",
  "$50K-200K/quarter",
  "> $200K/quarter",
  "Just exploring options",
] as const;
export type BudgetRange = (typeof budgetRangeOptions)[number];

export const industryOptions = [
  "Software Development",
  "Motion Graphics",
  "BIM/Revit",
  "Executive Assistance",
  "Sales/Marketing",
  "Salesforce",
  "Other",
] as const;
export type Industry = (typeof industryOptions)[number];

export const LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 6, max: 32 },
  company: { min: 2, max: 120 },
  additionalInfo: { max: 5_000 },
} as const;

export const MESSAGES = {
  required: "Required",
  name: "Name must be at least 2 characters",
  nameLong: `Name must be at most ${LIMITS.name.max} characters`,
  email: "Please enter a valid email address",
  emailLong: `Email must be at most ${LIMITS.email.max} characters`,
  phone: "Please enter a valid phone number",
  phoneLong: `Phone number must be at most ${LIMITS.phone.max} characters`,
  company: "Company name is required",
  companyLong: `Company name must be at most ${LIMITS.company.max} characters`,
  roles: "Please select at least one role",
  primaryGoal: "Please select your primary goal",
  budgetRange: "Please select your budget range",
  industries: "Please select at least one industry",
  additionalInfoLong: `Additional information must be at most ${LIMITS.additionalInfo.max.toLocaleString("en-US")} characters`,
  unknownOption: "Please choose one of the listed options",
  tooManyOptions: "Please choose each option at most once",
} as const;

const dedupe = <T>(values: T[]): T[] => [...new Set(values)];

/** One of the listed options, ignoring invisible characters and surrounding spaces. */
const option = <const T extends readonly [string, ...string[]]>(options: T) =>
  oneLineText({ error: MESSAGES.unknownOption }).pipe(z.enum(options, MESSAGES.unknownOption));

/** At least one of the listed options, each at most once. A missing or non-list value is 'Required'. */
const optionList = <const T extends readonly [string, ...string[]]>(options: T, emptyMessage: string) =>
  z
    .array(z.unknown(), { error: MESSAGES.required })
    // The pipe keeps a wrong type from also reporting length problems.
    .pipe(
      z
        .array(option(options))
        .min(1, emptyMessage)
        .max(options.length, MESSAGES.tooManyOptions)
        .transform(dedupe),
    );

/** One of the listed options. Empty means "nothing chosen" and gets the field's own message. */
const singleChoice = <const T extends readonly [string, ...string[]]>(options: T, emptyMessage: string) =>
  oneLineText({ error: MESSAGES.required })
    .min(1, emptyMessage)
    .pipe(z.enum(options, MESSAGES.unknownOption));

/** The nine fields of the hiring request (SPEC section 3), without the envelope. */
export const hiringRequestShape = {
  name: oneLineText({ error: MESSAGES.required })
    .min(LIMITS.name.min, MESSAGES.name)
    .max(LIMITS.name.max, MESSAGES.nameLong),
  email: oneLineText({ error: MESSAGES.required })
    .max(LIMITS.email.max, MESSAGES.emailLong)
    .pipe(z.email(MESSAGES.email)),
  phone: oneLineText({ error: MESSAGES.required })
    .min(LIMITS.phone.min, MESSAGES.phone)
    .max(LIMITS.phone.max, MESSAGES.phoneLong),
  company: oneLineText({ error: MESSAGES.required })
    .min(LIMITS.company.min, MESSAGES.company)
    .max(LIMITS.company.max, MESSAGES.companyLong),
  roles: optionList(roleOptions, MESSAGES.roles),
  primaryGoal: singleChoice(primaryGoalOptions, MESSAGES.primaryGoal),
  budgetRange: singleChoice(budgetRangeOptions, MESSAGES.budgetRange),
  industries: optionList(industryOptions, MESSAGES.industries),
  additionalInfo: freeText({ error: MESSAGES.required })
    .max(LIMITS.additionalInfo.max, MESSAGES.additionalInfoLong)
    .optional(),
};

const { name, email, phone, company, roles, primaryGoal, budgetRange, industries, additionalInfo } =
  hiringRequestShape;

// Step schemas are not strict: the wizard validates the whole draft against the current step only.
export const detailsStepSchema = z.object({ name, email, phone, company });
export const rolesStepSchema = z.object({ roles });
export const primaryGoalStepSchema = z.object({ primaryGoal });
export const budgetRangeStepSchema = z.object({ budgetRange });
export const industriesStepSchema = z.object({ industries });
export const additionalInfoStepSchema = z.object({ additionalInfo });

export const HiringRequestSchema = z.strictObject(hiringRequestShape);
export type HiringRequest = z.infer<typeof HiringRequestSchema>;
/** What the wizard holds while it is being filled in (lists may still be empty, choices ""). */
export type HiringRequestDraft = z.input<typeof HiringRequestSchema>;

/** What the endpoint accepts: the request plus the shared envelope (honeypot, form token, attribution). */
export const HiringRequestBodySchema = z.strictObject({ ...hiringRequestShape, ...envelopeShape });
export type HiringRequestBody = z.infer<typeof HiringRequestBodySchema>;

export type HiringField = keyof HiringRequest;

/** The six steps in order; `fields` are the ones each step validates and owns. */
export const HIRING_STEPS = [
  { id: "details", schema: detailsStepSchema, fields: ["name", "email", "phone", "company"] },
  { id: "roles", schema: rolesStepSchema, fields: ["roles"] },
  { id: "primaryGoal", schema: primaryGoalStepSchema, fields: ["primaryGoal"] },
  { id: "budgetRange", schema: budgetRangeStepSchema, fields: ["budgetRange"] },
  { id: "industries", schema: industriesStepSchema, fields: ["industries"] },
  { id: "additionalInfo", schema: additionalInfoStepSchema, fields: ["additionalInfo"] },
] as const satisfies readonly { id: string; schema: z.ZodType; fields: readonly HiringField[] }[];
export type HiringStepId = (typeof HIRING_STEPS)[number]["id"];
export const HIRING_STEP_COUNT = HIRING_STEPS.length;
