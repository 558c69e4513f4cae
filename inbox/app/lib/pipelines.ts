/**
 * The lead kinds the inbox shows and the pipeline each one moves through. Shared by the pages
 * (labels, select options) and the server (which refuses any status not listed for the kind).
 */
export const LEAD_KINDS = [
  "hiring-requests",
  "candidate-applications",
  "subscriptions",
  "estimate-requests",
  "pilot-requests",
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, { plural: string; singular: string }>> = {
  "hiring-requests": { plural: "Hiring requests", singular: "Hiring request" },
  "candidate-applications": { plural: "Candidate applications", singular: "Candidate application" },
  subscriptions: { plural: "Subscriptions", singular: "Subscription" },
  "estimate-requests": { plural: "Estimate requests", singular: "Estimate request" },
  "pilot-requests": { plural: "Pilot requests", singular: "Pilot request" },
};

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

export interface StatusOption {
  value: string;
  label: string;
}

/** Statuses in pipeline order; subscriptions are not worked through a pipeline. */
export const PIPELINES: Readonly<Record<LeadKind, readonly StatusOption[]>> = {
  "hiring-requests": [
    { value: "new", label: "New" },
    { value: "contacted", label: "Contacted" },
    { value: "qualified", label: "Qualified" },
    { value: "proposal", label: "Proposal" },
    { value: "won", label: "Won" },
    { value: "lost", label: "Lost" },
  ],
  "candidate-applications": [
    { value: "new", label: "New" },
    { value: "screening", label: "Screening" },
    { value: "interview", label: "Interview" },
    { value: "accepted", label: "Accepted" },
    { value: "rejected", label: "Rejected" },
  ],
  subscriptions: [],
  "estimate-requests": [
    { value: "new", label: "New" },
    { value: "contacted", label: "Contacted" },
    { value: "qualified", label: "Qualified" },
    { value: "won", label: "Won" },
    { value: "lost", label: "Lost" },
  ],
  // A model lab's pilot: proposed, run with a first team, then won (scaled) or lost.
  "pilot-requests": [
    { value: "new", label: "New" },
    { value: "contacted", label: "Contacted" },
    { value: "proposal", label: "Proposal" },
    { value: "pilot", label: "Pilot running" },
    { value: "won", label: "Won" },
    { value: "lost", label: "Lost" },
  ],
};

export function isStatusOf(kind: LeadKind, status: unknown): status is string {
  return PIPELINES[kind].some((option) => option.value === status);
}

export function statusLabel(kind: LeadKind, status: string): string {
  return PIPELINES[kind].find((option) => option.value === status)?.label ?? status;
}

/** The spam verdicts a lead can have, as the list filters them. */
export const SPAM_VERDICTS = [
  { value: "clean", label: "Clean" },
  { value: "possible", label: "Possible spam" },
  { value: "quarantined", label: "Quarantined" },
] as const;
export type SpamVerdict = (typeof SPAM_VERDICTS)[number]["value"];

export function spamVerdictOf(lead: { spam: boolean; spamReason: string | null }): SpamVerdict {
  if (lead.spam) return "quarantined";
  return lead.spamReason ? "possible" : "clean";
}
