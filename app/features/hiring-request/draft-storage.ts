/**
 * The wizard's draft, kept in sessionStorage so a reload or an accidental navigation in the same
 * tab loses nothing, while the personal data does not outlive the tab. Cleared after a success.
 */
import { safeSessionStorage } from "~/features/attribution/attribution";
import { clampStep, firstInvalidStep, type HiringFormValues, toHiringFormValues } from "./form-values";

export const DRAFT_STORAGE_KEY = "latammatch:hiring-request-draft";

export interface HiringDraft {
  step: number;
  values: HiringFormValues;
}

/**
 * The saved draft, or null. The step is never past the first step that does not validate, so
 * a restored draft cannot skip a step's checks.
 */
export function loadDraft(storage: Storage | undefined = safeSessionStorage()): HiringDraft | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: unknown } | null;
    if (!parsed || typeof parsed !== "object") return null;
    const values = toHiringFormValues(parsed.values);
    const requested = clampStep(typeof parsed.step === "number" ? parsed.step : 1);
    const firstInvalid = firstInvalidStep(values);
    return { values, step: firstInvalid === undefined ? requested : Math.min(requested, firstInvalid) };
  } catch {
    return null;
  }
}

export function saveDraft(draft: HiringDraft, storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form keeps working, only the reload safety net is lost.
  }
}

export function clearDraft(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // See saveDraft.
  }
}
