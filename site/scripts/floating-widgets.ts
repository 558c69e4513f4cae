/**
 * The floating widgets of a page Astro builds, in plain DOM code over the HTML of
 * site/components/Widgets.astro: no framework loads until the visitor uses a widget. Like
 * page.ts it imports nothing an island imports, so Astro writes it into the page.
 */
import { scheduleOffer, writeDismissed } from "~/features/match-report-popup/offer-timer";

/** What the offer's `<dialog>` carries in `data-match-report` (written by Widgets.astro). */
export interface OfferSettings {
  delayMs: number;
  retryMs: number;
  dismissedKey: string;
  /** Marks the buttons that close the offer ("No thanks" and the corner's close button). */
  dismissAttribute: string;
  /** Set on the dialog when its form was sent before it was hydrated; the form sends it once live. */
  heldSubmitAttribute: string;
  /** sessionStorage key of the one offer a visit sees. */
  shownThisVisitKey: string;
  /** Selector of what the offer never covers (forms, calls to action). */
  keepClearOf: string;
}

export function setUpFloatingWidgets(): void {
  setUpChat();
  setUpMatchReportOffer();
}

/**
 * The launcher shows the panel's box and puts focus in its field; the panel's island hydrates
 * as it comes into view. Escape, the panel's close button or the panel itself (the event named
 * by `data-close-event`) close it and give focus back to the launcher.
 */
export function setUpChat(): void {
  const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
  const panel = document.querySelector<HTMLElement>("[data-chat-panel]");
  if (!launcher || !panel) return;

  const show = (open: boolean) => {
    panel.hidden = !open;
    launcher.hidden = open;
    launcher.setAttribute("aria-expanded", String(open));
  };
  const close = () => {
    if (panel.hidden) return;
    show(false);
    launcher.focus();
  };

  launcher.addEventListener("click", () => {
    show(true);
    panel.querySelector("input")?.focus();
  });
  // Once hydrated the panel answers these itself (and asks to be closed); before, the script does.
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-chat-close]")) close();
  });
  const closeEvent = panel.dataset.closeEvent;
  if (closeEvent) document.addEventListener(closeEvent, close);
}

/**
 * Opens the offer's `<dialog>` after SPEC's delay, counted from the start of the visit, once the
 * visitor is not busy and unless they dismissed it before; any way of closing it dismisses it
 * for good. Its form hydrates on the visitor's first use (`client:interaction`); a submit made
 * before then is held and sent by the form once it is live.
 */
export function setUpMatchReportOffer(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-match-report]");
  if (!dialog?.dataset.matchReport) return;
  const settings = JSON.parse(dialog.dataset.matchReport) as OfferSettings;

  // The dismissal is written as the dialog closes, not a task later when its "close" event comes.
  const dismiss = () => {
    writeDismissed(settings.dismissedKey);
    dialog.close();
  };
  dialog.addEventListener("cancel", () => writeDismissed(settings.dismissedKey));
  dialog.addEventListener("close", () => writeDismissed(settings.dismissedKey));
  dialog.addEventListener("click", (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(`[${settings.dismissAttribute}]`)) dismiss();
    // A press on the backdrop (outside the dialog's box) closes it, as a click outside a modal does.
    else if (target === dialog && isOutside(dialog, event)) dismiss();
  });
  // A hydrated form handles its submit (and prevents the browser's); an earlier one is held.
  dialog.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    dialog.setAttribute(settings.heldSubmitAttribute, "");
  });

  scheduleOffer(
    { ...settings, elapsedMs: performance.now() },
    () => {
      if (!dialog.open) dialog.showModal();
    },
    () => coversAny(offerBox(dialog), settings.keepClearOf),
  );
}

/** Phones get the offer as a bottom sheet (the dialog's `max-sm:` classes, below 40rem). */
const SHEET_QUERY = "(width < 40rem)";

/**
 * Where the offer's box would be once open, measured before it opens: drawn hidden for a moment
 * (no paint, no event, no focus), then placed as the modal dialog places it, centred, or at the
 * bottom of a phone's screen.
 */
function offerBox(dialog: HTMLDialogElement): DOMRect {
  dialog.style.visibility = "hidden";
  dialog.style.display = "flex";
  const { width, height } = dialog.getBoundingClientRect();
  dialog.style.removeProperty("display");
  dialog.style.removeProperty("visibility");
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const top = window.matchMedia(SHEET_QUERY).matches
    ? viewportHeight - height
    : (viewportHeight - height) / 2;
  return new DOMRect((viewportWidth - width) / 2, top, width, height);
}

/** Whether a box overlaps a shown element the selector names (a form, a call to action). */
function coversAny(box: DOMRect, selector: string): boolean {
  for (const element of document.querySelectorAll(selector)) {
    for (const rect of element.getClientRects()) {
      const overlaps =
        rect.width > 0 &&
        rect.height > 0 &&
        rect.left < box.right &&
        rect.right > box.left &&
        rect.top < box.bottom &&
        rect.bottom > box.top;
      if (overlaps) return true;
    }
  }
  return false;
}

function isOutside(element: Element, event: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}
