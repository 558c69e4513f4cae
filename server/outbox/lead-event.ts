/**
 * The lead events of the outbox: which events are the team's notifications of a new lead, and the
 * snapshot each carries. Free of the e-mail templates, so the intake and the tests can read it.
 */
import { z } from "zod";
import type { LeadType } from "../lead-forms";

/** The outbox event of a new lead, per lead type. */
export const LEAD_CREATED_EVENTS: Readonly<Record<LeadType, string>> = {
  hiring_request: "hiring_request.created",
  candidate_application: "candidate_application.created",
  pilot_request: "pilot_request.created",
};

/** True for the events whose jobs are the team's lead notifications (e-mail and webhook). */
export function isLeadCreatedEvent(event: string): boolean {
  return Object.values(LEAD_CREATED_EVENTS).includes(event);
}

const resumeSummarySchema = z.object({
  fileName: z.string(),
  kind: z.enum(["pdf", "docx"]),
  sizeBytes: z.number().int().nonnegative(),
});

/**
 * The event stored in the outbox and sent to the webhook: a snapshot of the stored record. Keys
 * it does not name are kept, so the webhook receives the snapshot as it was queued.
 */
export const leadEventSchema = z.looseObject({
  type: z.enum(Object.keys(LEAD_CREATED_EVENTS) as [LeadType, ...LeadType[]]),
  id: z.string().min(1),
  receivedAt: z.string().min(1),
  fields: z.record(z.string(), z.unknown()),
  attribution: z.record(z.string(), z.unknown()),
  /** Set when the lead looks plausible but its timing was odd; absent in events queued before. */
  spamReason: z.string().nullish(),
  /** The résumé attached to an application: what it is, never its bytes (it is in the inbox). */
  resume: resumeSummarySchema.nullish(),
});

export type LeadEvent = z.infer<typeof leadEventSchema>;
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;
