/**
 * When the match report offer opens, in plain DOM code: the script of the pages Astro builds
 * (site/scripts/floating-widgets.ts) runs it. It imports nothing, so that script stays small
 * enough to be written into the page.
 */

export interface OfferTiming {
  /** SPEC's delay before the offer opens. */
  delayMs: number;
  /** When the delay has passed while the visitor is busy, check again after this. */
  retryMs: number;
  /** localStorage key whose presence means the visitor closed or submitted the offer. */
  dismissedKey: string;
  /** How much of the delay has already passed: the time since the visit started, or 0. */
  elapsedMs: number;
}

/**
 * Calls `open` once the delay has passed, later while the visitor is busy elsewhere (see
 * `isVisitorBusy`), and never once they have dismissed the offer. Returns what cancels it.
 */
export function scheduleOffer(timing: OfferTiming, open: () => void): () => void {
  if (readDismissed(timing.dismissedKey)) return () => {};
  let timer = setTimeout(
    function openWhenIdle() {
      if (isVisitorBusy()) timer = setTimeout(openWhenIdle, timing.retryMs);
      else open();
    },
    Math.max(0, timing.delayMs - timing.elapsedMs),
  );
  return () => clearTimeout(timer);
}

/**
 * Another dialog is showing (a modal, the menu, the chat), or the visitor is typing in a field.
 * A dialog counts while neither it nor a box around it is hidden: the chat panel of a page Astro
 * builds sits in a hidden box until it is opened.
 */
export function isVisitorBusy(): boolean {
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (!dialog.closest("[hidden]")) return true;
  }
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.matches("input, textarea, select") || active.isContentEditable)
  );
}

// Storage can throw (blocked cookies, private modes); the offer then simply shows once per load.
export function readDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function writeDismissed(key: string): void {
  try {
    window.localStorage.setItem(key, String(Date.now()));
  } catch {
    // Nothing to keep it in; closing still hides it for this page view.
  }
}
