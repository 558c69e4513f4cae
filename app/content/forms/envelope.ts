/**
 * What every public form sends besides its own fields, shared by the browser and the server:
 * a honeypot field that people never see (bots fill it), the signed form token the server
 * issued when the form was started, and where the visit came from. Requests failing the spam
 * rules are stored flagged, never dropped.
 */
import { z } from "zod";
import { oneLineText } from "~/lib/one-line-text";
import type { FormKind } from "./form-kinds";
import { FORM_TOKEN_FIELD } from "./form-token";

// In the browser, zod would probe whether it may compile validators with `new Function`; our
// Content-Security-Policy forbids that, and even the caught attempt is reported as a violation.
// Every form schema imports this module, so the setting applies before any form validates.
if (typeof document !== "undefined") z.config({ jitless: true });

/** Name of the hidden honeypot input. It must arrive empty. */
export const HONEYPOT_FIELD = "website";

/** Minimum time a person needs between opening a form and sending it, per form. */
export const MIN_FILL_TIME_MS = {
  hiringRequest: 4_000,
  candidateApplication: 4_000,
  subscription: 1_500,
  booking: 2_000,
  estimateRequest: 1_500,
  jobAlert: 1_500,
  pilotRequest: 4_000,
} as const satisfies Record<FormKind, number>;

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 32 * 1024;

const text = (max: number) => oneLineText().max(max).optional();

export const AttributionSchema = z.strictObject({
  utmSource: text(200),
  utmMedium: text(200),
  utmCampaign: text(200),
  utmTerm: text(200),
  utmContent: text(200),
  referrer: text(2048),
  landingPage: text(2048),
  /** The role and package a visitor estimated before asking for a shortlist (savings calculator). */
  interestRole: text(200),
  interestPackage: text(200),
});
export type Attribution = z.infer<typeof AttributionSchema>;

/** The envelope fields, to be spread into each form's strict request schema. */
export const envelopeShape = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  [FORM_TOKEN_FIELD]: z.string().max(2048).optional(),
  /** Sent by pages cached before the form token existed; accepted and ignored. */
  fillTimeMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60 * 60 * 1000)
    .optional(),
  attribution: AttributionSchema.optional(),
};
