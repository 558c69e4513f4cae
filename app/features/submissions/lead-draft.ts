/**
 * A form's draft in sessionStorage: what the visitor typed plus the submission's own state (the
 * form token and the idempotency key), so a reload or an accidental navigation in the same tab
 * loses nothing, while personal data does not outlive the tab. Cleared after a success.
 */

import type { FormTokenResponse } from "~/content/forms/form-token";
import { safeSessionStorage } from "~/features/attribution/attribution";
import { isFormTokenResponse } from "./fetch-form-token";

/** The key of one submission and the exact body it was used for. */
export interface IdempotencyEntry {
  key: string;
  fingerprint: string;
}

/** Stored next to the form's own draft fields. */
export interface SubmissionState {
  formToken?: FormTokenResponse;
  idempotency?: IdempotencyEntry;
}

export type StoredDraft = Record<string, unknown>;

export function readStoredDraft(
  storageKey: string,
  storage: Storage | undefined = safeSessionStorage(),
): StoredDraft | null {
  try {
    const raw = storage?.getItem(storageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function writeStoredDraft(
  storageKey: string,
  draft: StoredDraft,
  storage: Storage | undefined = safeSessionStorage(),
): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form keeps working, only the reload safety net is lost.
  }
}

export function removeStoredDraft(
  storageKey: string,
  storage: Storage | undefined = safeSessionStorage(),
): void {
  try {
    storage?.removeItem(storageKey);
  } catch {
    // See writeStoredDraft.
  }
}

/** The submission state kept in a stored draft, each part only when it is well formed. */
export function submissionStateOf(stored: StoredDraft): SubmissionState {
  const state: SubmissionState = {};
  if (isFormTokenResponse(stored.formToken)) state.formToken = stored.formToken;
  const idempotency = stored.idempotency as Partial<IdempotencyEntry> | undefined;
  if (typeof idempotency?.key === "string" && typeof idempotency.fingerprint === "string")
    state.idempotency = { key: idempotency.key, fingerprint: idempotency.fingerprint };
  return state;
}
