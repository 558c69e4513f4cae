/**
 * The outbox events of the e-mails to visitors and what each job's payload holds, as schemas the
 * worker checks every job against before it renders the e-mail. The intake queues them
 * (server/db, app/features/*), server/emails/visitor-emails.server.ts renders them.
 */
import { z } from "zod";
import {
  languageOptions,
  qualityBarOptions,
  taskTypeOptions,
  volumeUnitOptions,
} from "../../app/content/forms/pilot-request-fields";
import type { PilotSummary } from "../../app/content/pilot-request";
import type { CalculatorState } from "../../app/content/savings-model/url-state";

export const VISITOR_EMAIL_EVENTS = {
  matchReport: "match_report.requested",
  newsletterConfirmation: "subscription.confirmation_requested",
  estimate: "estimate_request.created",
  candidateAcknowledgment: "candidate_application.acknowledgment_requested",
  hiringAcknowledgment: "hiring_request.acknowledgment_requested",
  jobAlertConfirmation: "job_alert.confirmation_requested",
  jobAlertDigest: "job_alert.digest",
  pilotRequestAcknowledgment: "pilot_request.acknowledgment_requested",
  candidateStageChanged: "candidate.stage_email_requested",
} as const;

const to = z.string().min(1);
const subscriptionId = z.string().min(1);
const locale = z.string().min(1);
const receivedAt = z.string().min(1);
const jobAlertFilter = z.object({
  category: z.string().optional(),
  stack: z.string().optional(),
  country: z.string().optional(),
});

export const matchReportPayloadSchema = z.object({
  to,
  subscriptionId,
  /** Stack slugs; empty when the visitor picked none. */
  roles: z.array(z.string()),
});
export type MatchReportPayload = z.infer<typeof matchReportPayloadSchema>;

export const newsletterConfirmationPayloadSchema = z.object({ to, subscriptionId });
export type NewsletterConfirmationPayload = z.infer<typeof newsletterConfirmationPayloadSchema>;

export const estimatePayloadSchema = z.object({
  to,
  estimate: z.object({
    role: z.string().min(1),
    seniority: z.enum(["junior", "mid", "senior"]),
    hoursPerWeek: z.number(),
    overheadPercent: z.number(),
  }) satisfies z.ZodType<CalculatorState>,
});
export type EstimatePayload = z.infer<typeof estimatePayloadSchema>;

/** The candidate's acknowledgment, in the language they applied in. */
export const candidateAcknowledgmentPayloadSchema = z.object({
  to,
  locale,
  fullName: z.string().min(1),
  category: z.string(),
  specialization: z.string(),
  receivedAt,
  /** The opening's title in the candidate's language, when they applied from its page. */
  jobTitle: z.string().optional(),
  /** The attached résumé's file name, when they sent one. */
  resumeFileName: z.string().optional(),
});
export type CandidateAcknowledgmentPayload = z.infer<typeof candidateAcknowledgmentPayloadSchema>;

/**
 * The stages a candidate is e-mailed about when the team (or they themself) moves them there.
 * "Applied" is the acknowledgment; screening and the English stage go unannounced, since the
 * acknowledgment already says the profile is reviewed and the assessment's e-mail names the
 * English test as part of it; a reopening is the team's to explain.
 */
export const ANNOUNCED_STAGES = ["technical", "vetted", "rejected", "withdrawn"] as const;
export type AnnouncedStage = (typeof ANNOUNCED_STAGES)[number];

/**
 * A stage change's e-mail to the candidate, in their language: the job's `refId` is the
 * candidate, whose status link is issued when the e-mail is sent (never stored here). A
 * rejection names its template reason by key; the text is rendered in the candidate's language.
 */
export const candidateStageChangedPayloadSchema = z.object({
  to,
  locale,
  fullName: z.string().min(1),
  stage: z.enum(ANNOUNCED_STAGES),
  reason: z.string().min(1).optional(),
});
export type CandidateStageChangedPayload = z.infer<typeof candidateStageChangedPayloadSchema>;

/** The e-mail with a fresh status-page link: the candidate only, read and given a link when sent. */
export const statusLinkPayloadSchema = z.object({ candidateId: z.uuid() });

/** The hiring requester's acknowledgment, in the language of the page the request came from. */
export const hiringAcknowledgmentPayloadSchema = z.object({
  to,
  locale,
  name: z.string().min(1),
  company: z.string(),
  receivedAt,
});
export type HiringAcknowledgmentPayload = z.infer<typeof hiringAcknowledgmentPayloadSchema>;

/** A job alert's double opt-in, in the alert's language. */
export const jobAlertConfirmationPayloadSchema = z.object({
  to,
  subscriptionId,
  locale,
  filter: jobAlertFilter,
});
export type JobAlertConfirmationPayload = z.infer<typeof jobAlertConfirmationPayloadSchema>;

/** One opening of a digest, as it was when the digest was queued. */
const jobAlertDigestOpeningSchema = z.object({
  slug: z.string().min(1),
  /** In the alert's language where the opening has a version in it. */
  title: z.string(),
  stack: z.string(),
  category: z.string(),
  location: z.string(),
  rateMin: z.number(),
  rateMax: z.number(),
});
export type JobAlertDigestOpening = z.infer<typeof jobAlertDigestOpeningSchema>;

/** A job alert's weekly digest: the new openings matching its filter, in its language. */
export const jobAlertDigestPayloadSchema = z.object({
  to,
  subscriptionId,
  locale,
  filter: jobAlertFilter,
  openings: z.array(jobAlertDigestOpeningSchema),
  /**
   * Matches beyond the openings listed (a digest lists at most a screenful), which the e-mail
   * links to on the board filtered as the alert is; absent on digests queued before it existed.
   */
  more: z.number().int().nonnegative().optional(),
  /** The board's search string for the alert's filter ("?category=…"), for that link. */
  boardSearch: z.string().optional(),
});
export type JobAlertDigestPayload = z.infer<typeof jobAlertDigestPayloadSchema>;

/**
 * The pilot requester's acknowledgment: the greeting's name and the pilot's chosen values only.
 * Anyone can type a stranger's address, so nothing else typed as free text (company, notes) is
 * sent back to the address.
 */
export const pilotRequestAcknowledgmentPayloadSchema = z.object({
  to,
  name: z.string().min(1),
  pilot: z.object({
    annotatorCount: z.number(),
    taskTypes: z.array(z.enum(taskTypeOptions)),
    languages: z.array(z.enum(languageOptions)),
    volume: z.number(),
    volumeUnit: z.enum(volumeUnitOptions),
    qualityBar: z.enum(qualityBarOptions),
    startDate: z.string(),
  }) satisfies z.ZodType<PilotSummary>,
  receivedAt,
});
export type PilotRequestAcknowledgmentPayload = z.infer<typeof pilotRequestAcknowledgmentPayloadSchema>;
