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
  /** sessionStorage key whose presence means an offer has opened in this visit already. */
  shownThisVisitKey: string;
  /** How much of the delay has already passed: the time since the visit started, or 0. */
  elapsedMs: number;
}

/**
 * Calls `open` once the delay has passed, later while the visitor is busy elsewhere (see
 * `isVisitorBusy`) or while `wouldCover` says the offer would hide what they may use, and never
 * once they have dismissed it or another offer has opened in this visit. Returns what cancels it.
 */
export function scheduleOffer(
  timing: OfferTiming,
  open: () => void,
  wouldCover: () => boolean = () => false,
): () => void {
  if (readDismissed(timing.dismissedKey) || shownThisVisit(timing.shownThisVisitKey)) return () => {};
  let timer = setTimeout(
    function openWhenIdle() {
      if (shownThisVisit(timing.shownThisVisitKey)) return;
      if (isVisitorBusy() || wouldCover()) {
        timer = setTimeout(openWhenIdle, timing.retryMs);
        return;
      }
      markShownThisVisit(timing.shownThisVisitKey);
      open();
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
function isVisitorBusy(): boolean {
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (!dialog.closest("[hidden]")) return true;
  }
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.matches("input, textarea, select") || active.isContentEditable)
  );
}

// Storage can throw (blocked cookies, private modes); the offer then simply shows once per load.
function readDismissed(key: string): boolean {
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

function shownThisVisit(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function markShownThisVisit(key: string): void {
  try {
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // Nothing to keep it in: the next page may offer again.
  }
}
