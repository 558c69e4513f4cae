/**
 * /thank-you's script: the confirmation shows only when this tab sent a hiring request a moment
 * ago; otherwise the neutral state the HTML starts with stays.
 *
 * It imports no code at run time on purpose: a module the form islands share would become a
 * separate file the page fetches before its script runs, where every page's own script is in its
 * HTML. The page gives it what it reads (the storage key, the form and how long a submission
 * counts as recent) in `data-recent-submission`, from app/features/submissions/recent-submission.ts,
 * and thank-you.test.ts checks it against what that module writes.
 */
export const RECENT_SUBMISSION_SOURCE = "data-recent-submission";

interface Source {
  key: string;
  form: string;
  maxAgeMs: number;
  stateAttribute: string;
}

function sourceOf(root: ParentNode): Source | null {
  try {
    const raw = root.querySelector(`[${RECENT_SUBMISSION_SOURCE}]`)?.getAttribute(RECENT_SUBMISSION_SOURCE);
    return raw ? (JSON.parse(raw) as Source) : null;
  } catch {
    return null;
  }
}

function sentRecently(source: Source, now: number): boolean {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(source.key) ?? "{}");
    const entry =
      stored && typeof stored === "object" ? (stored as Record<string, unknown>)[source.form] : null;
    if (!entry || typeof entry !== "object") return false;
    const { id, at } = entry as { id?: unknown; at?: unknown };
    if (typeof id !== "string" || id === "" || typeof at !== "number") return false;
    return now - at >= 0 && now - at <= source.maxAgeMs;
  } catch {
    return false;
  }
}

export function showThankYouState(root: ParentNode = document, now = Date.now()): void {
  const source = sourceOf(root);
  if (!source) return;
  const received = sentRecently(source, now);
  for (const block of root.querySelectorAll<HTMLElement>(`[${source.stateAttribute}]`))
    block.hidden = block.getAttribute(source.stateAttribute) !== (received ? "received" : "none");
}
