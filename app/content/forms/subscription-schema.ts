/**
 * The newsletter ('AI Staffing Insights') and the AI Talent Match Report popup both subscribe an
 * address with this schema, in the browser and in `POST /api/subscriptions`.
 */
import { z } from "zod";
import { allStacks } from "~/content/categories";
import { oneLineText } from "~/lib/one-line-text";
import { envelopeShape } from "./envelope";

export const SUBSCRIPTION_SOURCES = ["newsletter", "match-report"] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

const SUBSCRIPTION_MESSAGES = {
  email: "Please enter a valid email address",
  emailLong: "Email must be at most 254 characters",
  source: "Unknown subscription source",
  role: "Please choose a role from the list",
} as const;

const STACK_SLUGS: ReadonlySet<string> = new Set(allStacks().map(({ stack }) => stack.slug));

const subscriptionShape = {
  email: oneLineText({ error: SUBSCRIPTION_MESSAGES.email })
    .max(254, SUBSCRIPTION_MESSAGES.emailLong)
    .pipe(z.email(SUBSCRIPTION_MESSAGES.email)),
  source: oneLineText({ error: SUBSCRIPTION_MESSAGES.source }).pipe(
    z.enum(SUBSCRIPTION_SOURCES, SUBSCRIPTION_MESSAGES.source),
  ),
  /** The match report's optional role (a stack slug); the report covers it. */
  role: oneLineText({ error: SUBSCRIPTION_MESSAGES.role })
    .refine((slug) => STACK_SLUGS.has(slug), SUBSCRIPTION_MESSAGES.role)
    .optional(),
};

export const SubscriptionSchema = z.strictObject(subscriptionShape);
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** What the endpoint accepts: the subscription plus the shared envelope. */
export const SubscriptionRequestSchema = z.strictObject({ ...subscriptionShape, ...envelopeShape });
export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>;
