/**
 * The wizard's draft: its step and values, kept by the shared lead-form draft store (with the
 * form token and idempotency key) so a reload or a second mount resumes where the visitor was.
 */

import { type HiringInterest, parseInterest } from "~/features/hiring-request/hiring-interest";
import type { StoredDraft } from "~/features/submissions/lead-draft";
import { clampStep, type HiringFormValues, toHiringFormValues } from "./form-values";

export const DRAFT_STORAGE_KEY = "latammatch:hiring-request-draft";

export interface HiringDraft extends StoredDraft {
  step: number;
  values: HiringFormValues;
  /** The role and package the visitor came from the savings calculator with, if any. */
  interest?: HiringInterest;
}

/**
 * The draft from stored data, its step one of the wizard's. The wizard resumes it no further
 * than its first step that does not validate (`resumeStep` in ./validation.ts), so a restored
 * draft cannot skip a step's checks.
 */
export function parseHiringDraft(stored: StoredDraft): HiringDraft {
  const values = toHiringFormValues(stored.values);
  const step = clampStep(typeof stored.step === "number" ? stored.step : 1);
  const interest = parseInterest(stored.interest);
  return interest ? { values, step, interest } : { values, step };
}
