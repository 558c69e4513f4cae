/**
 * The outbox events of the e-mails to visitors and what each job's payload holds. The intake
 * queues them (server/db, app/features/*), server/emails/visitor-emails.server.ts renders them.
 */
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
} as const;

export interface MatchReportPayload {
  to: string;
  subscriptionId: string;
  /** Stack slugs; empty when the visitor picked none. */
  roles: string[];
}

export interface NewsletterConfirmationPayload {
  to: string;
  subscriptionId: string;
}

export interface EstimatePayload {
  to: string;
  estimate: CalculatorState;
}

/** The candidate's acknowledgment, in the language they applied in. */
export interface CandidateAcknowledgmentPayload {
  to: string;
  locale: string;
  fullName: string;
  category: string;
  specialization: string;
  receivedAt: string;
  /** The opening's title in the candidate's language, when they applied from its page. */
  jobTitle?: string;
  /** The attached résumé's file name, when they sent one. */
  resumeFileName?: string;
}

/** The hiring requester's acknowledgment, in the language of the page the request came from. */
export interface HiringAcknowledgmentPayload {
  to: string;
  locale: string;
  name: string;
  company: string;
  receivedAt: string;
}

/** A job alert's double opt-in, in the alert's language. */
export interface JobAlertConfirmationPayload {
  to: string;
  subscriptionId: string;
  locale: string;
  filter: { category?: string; stack?: string; country?: string };
}

/** One opening of a digest, as it was when the digest was queued. */
export interface JobAlertDigestOpening {
  slug: string;
  /** In the alert's language where the opening has a version in it. */
  title: string;
  stack: string;
  category: string;
  location: string;
  rateMin: number;
  rateMax: number;
}

/** A job alert's weekly digest: the new openings matching its filter, in its language. */
export interface JobAlertDigestPayload {
  to: string;
  subscriptionId: string;
  locale: string;
  filter: { category?: string; stack?: string; country?: string };
  openings: JobAlertDigestOpening[];
  /**
   * Matches beyond the openings listed (a digest lists at most a screenful), which the e-mail
   * links to on the board filtered as the alert is; absent on digests queued before it existed.
   */
  more?: number;
  /** The board's search string for the alert's filter ("?category=…"), for that link. */
  boardSearch?: string;
}

/**
 * The pilot requester's acknowledgment: the greeting's name and the pilot's chosen values only.
 * Anyone can type a stranger's address, so nothing else typed as free text (company, notes) is
 * sent back to the address.
 */
export interface PilotRequestAcknowledgmentPayload {
  to: string;
  name: string;
  pilot: PilotSummary;
  receivedAt: string;
}
