/**
 * The hiring request, validated by these schemas in the wizard (one schema per step) and in
 * `POST /api/hiring-requests` (the whole, strict, plus the shared envelope). Option lists and
 * messages are the spec's; the maximum lengths only guard the server and the sales inbox.
 */
import { z } from "zod";
import { LOCALES } from "~/lib/i18n/locales";
import { freeText, oneLineText } from "~/lib/one-line-text";
import { envelopeShape } from "./envelope";
import {
  budgetRangeOptions,
  HIRING_STEP_FIELDS,
  type HiringField,
  type HiringStepId,
  industryOptions,
  LIMITS,
  MESSAGES,
  primaryGoalOptions,
  roleOptions,
} from "./hiring-request-fields";

export {
  type BudgetRange,
  HIRING_FIELDS,
  type HiringField,
  type HiringStepId,
  type Industry,
  industryOptions,
  MESSAGES,
  type PrimaryGoal,
  type Role,
  roleOptions,
} from "./hiring-request-fields";

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
} satisfies Record<HiringField, z.ZodType>;

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

/**
 * What the endpoint accepts: the request plus the shared envelope (honeypot, form token,
 * attribution) and the language of the page it was sent from, which the requester's
 * acknowledgment e-mail is written in (English when absent).
 */
export const HiringRequestBodySchema = z.strictObject({
  ...hiringRequestShape,
  ...envelopeShape,
  locale: z.enum(LOCALES).optional(),
});
export type HiringRequestBody = z.infer<typeof HiringRequestBodySchema>;

const stepSchemas = {
  details: detailsStepSchema,
  roles: rolesStepSchema,
  primaryGoal: primaryGoalStepSchema,
  budgetRange: budgetRangeStepSchema,
  industries: industriesStepSchema,
  additionalInfo: additionalInfoStepSchema,
} as const satisfies Record<HiringStepId, z.ZodType>;

/** The six steps in order (./hiring-request-fields.ts), each with the schema of its fields. */
export const HIRING_STEPS = HIRING_STEP_FIELDS.map((step) => ({ ...step, schema: stepSchemas[step.id] }));
