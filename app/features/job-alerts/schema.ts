/**
 * Job alerts: a candidate subscribes an address to a filter of the job board (category, stack,
 * country; each optional, none matches every new opening) in their language, in the browser and
 * in `POST /api/job-alerts`. The alert is a row of the subscriptions table (source "job-alert"):
 * see server/db/schema.ts.
 */
import { z } from "zod";
import { categories } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import { envelopeShape } from "~/content/forms/envelope";
import { LOCALES } from "~/lib/i18n/locales";
import { oneLineText } from "~/lib/one-line-text";

export const JOB_ALERTS_URL = "/api/job-alerts";

const JOB_ALERT_MESSAGES = {
  email: "Please enter a valid email address",
  emailLong: "Email must be at most 254 characters",
  locale: "Unknown language",
  category: "Please choose a category from the list",
  stack: "Please choose a specialization from the list",
  stackOfCategory: "This specialization is not in the chosen category",
  country: "Please choose a country from the list",
} as const;

const CATEGORY_SLUGS: ReadonlySet<string> = new Set(categories.map((category) => category.slug));
const STACK_SLUGS: ReadonlySet<string> = new Set(
  categories.flatMap((category) => category.stacks.map((stack) => stack.slug)),
);
const COUNTRY_CODES: ReadonlySet<string> = new Set(SERVED_COUNTRIES.map((country) => country.code));

/** An optional choice from a list: an empty string (the select's "any") counts as none. */
const optionalChoice = (values: ReadonlySet<string>, message: string) =>
  z
    .string(message)
    .max(80, message)
    .transform((value) => value.trim() || undefined)
    .refine((value) => value === undefined || values.has(value), message)
    .optional();

const jobAlertShape = {
  email: oneLineText({ error: JOB_ALERT_MESSAGES.email })
    .max(254, JOB_ALERT_MESSAGES.emailLong)
    .pipe(z.email(JOB_ALERT_MESSAGES.email)),
  locale: z.enum(LOCALES, JOB_ALERT_MESSAGES.locale),
  category: optionalChoice(CATEGORY_SLUGS, JOB_ALERT_MESSAGES.category),
  stack: optionalChoice(STACK_SLUGS, JOB_ALERT_MESSAGES.stack),
  country: optionalChoice(COUNTRY_CODES, JOB_ALERT_MESSAGES.country),
};

/** A stack of another category than the chosen one could never match: refused. */
function stackFitsCategory(alert: { category?: string | undefined; stack?: string | undefined }) {
  if (!alert.category || !alert.stack) return true;
  return categories.some(
    (category) =>
      category.slug === alert.category && category.stacks.some((stack) => stack.slug === alert.stack),
  );
}

const stackCheck = { message: JOB_ALERT_MESSAGES.stackOfCategory, path: ["stack"] };

const JobAlertSchema = z.strictObject(jobAlertShape).refine(stackFitsCategory, stackCheck);
export type JobAlert = z.infer<typeof JobAlertSchema>;

/** What the endpoint accepts: the alert plus the shared envelope. */
export const JobAlertRequestSchema = z
  .strictObject({ ...jobAlertShape, ...envelopeShape })
  .refine(stackFitsCategory, stackCheck);
export type JobAlertRequest = z.infer<typeof JobAlertRequestSchema>;

/** The filter part of an alert, as stored and matched. */
export interface JobAlertFilter {
  category?: string | undefined;
  stack?: string | undefined;
  country?: string | undefined;
}
