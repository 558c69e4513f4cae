/** The public forms that send leads through the intake pipeline. */
export const FORM_KINDS = [
  "hiringRequest",
  "candidateApplication",
  "subscription",
  "booking",
  "estimateRequest",
  "jobAlert",
  "pilotRequest",
] as const;
export type FormKind = (typeof FORM_KINDS)[number];
