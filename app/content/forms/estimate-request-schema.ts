/**
 * "E-mail me this estimate": a work e-mail and the calculator's inputs, in the browser and in
 * `POST /api/estimate-requests`. The server recomputes the figures from the inputs.
 */
import { z } from "zod";
import { allStacks } from "~/content/categories";
import { hiringPackages } from "~/content/hiring-packages";
import { calculatorSettings } from "~/content/savings-calculator";
import { oneLineText } from "~/lib/one-line-text";
import { envelopeShape } from "./envelope";

const ESTIMATE_REQUEST_MESSAGES = {
  email: "Please enter a valid work email address",
  emailLong: "Email must be at most 254 characters",
  role: "Please choose a role from the list",
  seniority: "Please choose a seniority",
  hours: "Please choose the hours per week",
  overhead: "Overhead must be a whole number from 0 to 100",
} as const;

const STACK_SLUGS: ReadonlySet<string> = new Set(allStacks().map(({ stack }) => stack.slug));
const HOURS: ReadonlySet<number> = new Set(hiringPackages.map((item) => item.hoursPerWeek));
const { overhead } = calculatorSettings;

const estimateRequestShape = {
  email: oneLineText({ error: ESTIMATE_REQUEST_MESSAGES.email })
    .max(254, ESTIMATE_REQUEST_MESSAGES.emailLong)
    .pipe(z.email(ESTIMATE_REQUEST_MESSAGES.email)),
  role: oneLineText({ error: ESTIMATE_REQUEST_MESSAGES.role }).refine(
    (slug) => STACK_SLUGS.has(slug),
    ESTIMATE_REQUEST_MESSAGES.role,
  ),
  seniority: z.enum(["junior", "mid", "senior"], ESTIMATE_REQUEST_MESSAGES.seniority),
  hoursPerWeek: z
    .number(ESTIMATE_REQUEST_MESSAGES.hours)
    .refine((hours) => HOURS.has(hours), ESTIMATE_REQUEST_MESSAGES.hours),
  overheadPercent: z
    .number(ESTIMATE_REQUEST_MESSAGES.overhead)
    .int(ESTIMATE_REQUEST_MESSAGES.overhead)
    .min(overhead.min, ESTIMATE_REQUEST_MESSAGES.overhead)
    .max(overhead.max, ESTIMATE_REQUEST_MESSAGES.overhead),
};

export const EstimateRequestSchema = z.strictObject(estimateRequestShape);
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>;

/** What the endpoint accepts: the request plus the shared envelope. */
export const EstimateRequestRequestSchema = z.strictObject({ ...estimateRequestShape, ...envelopeShape });
