/** Why a client passes on a candidate: the keys stored (shortlist_passes.reason), in the form's order. */
export const SHORTLIST_PASS_REASONS = [
  "skills",
  "experience",
  "rate",
  "time-zone",
  "english",
  "other",
] as const;
export type ShortlistPassReason = (typeof SHORTLIST_PASS_REASONS)[number];
/** The longest note a client writes with a pass. */
export const SHORTLIST_PASS_NOTE_MAX_CHARS = 500;
