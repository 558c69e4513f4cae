/**
 * /thank-you's script: the confirmation shows only when this tab sent a hiring request a moment
 * ago (app/features/submissions/recent-submission.ts); otherwise the neutral state the HTML
 * starts with stays.
 */
import { recentSubmission, THANK_YOU_STATE_ATTRIBUTE } from "~/features/submissions/recent-submission";

export function showThankYouState(root: ParentNode = document, now = Date.now()): void {
  const received = recentSubmission("hiringRequest", now) !== null;
  for (const block of root.querySelectorAll<HTMLElement>(`[${THANK_YOU_STATE_ATTRIBUTE}]`))
    block.hidden = block.getAttribute(THANK_YOU_STATE_ATTRIBUTE) !== (received ? "received" : "none");
}
