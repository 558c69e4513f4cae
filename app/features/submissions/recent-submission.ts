/**
 * The submission this tab just made, per form: its id and when the server accepted it, kept in
 * sessionStorage. /thank-you confirms a hiring request only when this tab sent one a moment ago,
 * so the page opened directly (a bookmark, a shared link, a crawler) claims nothing was received.
 */
import type { FormKind } from "~/content/forms/form-kinds";
import { safeSessionStorage } from "~/features/attribution/attribution";

const STORAGE_KEY = "latammatch:recent-submissions";
/** The attribute of /thank-you's two states ("received", "none"), which its script shows or hides. */
export const THANK_YOU_STATE_ATTRIBUTE = "data-thank-you";
/** How long after a submission /thank-you still confirms it. */
export const RECENT_SUBMISSION_MS = 60 * 60 * 1000;
/** The attribute carrying what /thank-you's script reads (site/scripts/thank-you.ts). */
export const RECENT_SUBMISSION_SOURCE = "data-recent-submission";

/** What /thank-you's script needs to tell whether this tab just sent `form`, as its attribute. */
export function recentSubmissionSource(form: FormKind): Record<string, string> {
  return {
    [RECENT_SUBMISSION_SOURCE]: JSON.stringify({
      key: STORAGE_KEY,
      form,
      maxAgeMs: RECENT_SUBMISSION_MS,
      stateAttribute: THANK_YOU_STATE_ATTRIBUTE,
    }),
  };
}

export interface RecentSubmission {
  id: string;
  at: number;
}

type Stored = Partial<Record<FormKind, RecentSubmission>>;

function read(storage: Storage | undefined): Stored {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** Notes that the server accepted a submission of `form` with this id. */
export function rememberSubmission(
  form: FormKind,
  id: string,
  now = Date.now(),
  storage: Storage | undefined = safeSessionStorage(),
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ ...read(storage), [form]: { id, at: now } }));
  } catch {
    // Storage full or blocked: /thank-you then shows its neutral page, which is still true.
  }
}

/** The submission of `form` this tab made in the last RECENT_SUBMISSION_MS, if any. */
export function recentSubmission(
  form: FormKind,
  now = Date.now(),
  storage: Storage | undefined = safeSessionStorage(),
): RecentSubmission | null {
  const entry = read(storage)[form];
  if (!entry || typeof entry.id !== "string" || entry.id === "" || typeof entry.at !== "number") return null;
  const age = now - entry.at;
  return age >= 0 && age <= RECENT_SUBMISSION_MS ? entry : null;
}
