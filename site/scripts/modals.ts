/**
 * Opens and closes the site-wide modals of a page Astro builds (site/components/SiteModal.astro):
 * a click on a button carrying `data-opens="<dialog id>"` opens that `<dialog>`; a click on a
 * `data-closes` button in it, or on the backdrop around it, closes it. The browser keeps the page
 * behind it inert, closes it on Escape and gives focus back to the opener; Tab and Shift+Tab
 * go round the open dialog's controls instead of leaving for the browser's own.
 */

function dialogById(id: string | undefined): HTMLDialogElement | null {
  const element = id ? document.getElementById(id) : null;
  return element instanceof HTMLDialogElement ? element : null;
}

// The dialog's content fills its box, so a press on the dialog element itself is on the backdrop.
// A press that starts inside (selecting text) and ends outside closes nothing.
let pressedOnBackdrop = false;
document.addEventListener("pointerdown", (event) => {
  pressedOnBackdrop = event.target instanceof HTMLDialogElement;
});

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const opener = target.closest<HTMLElement>("[data-opens]");
  const dialog = dialogById(opener?.dataset.opens);
  if (opener && dialog) {
    if (dialog.open) return;
    // Safari does not focus a button on click: focused, it is where focus returns on close.
    opener.focus();
    dialog.showModal();
  } else if (target instanceof HTMLDialogElement && target.open && pressedOnBackdrop) {
    target.close();
  } else {
    target.closest("[data-closes]")?.closest("dialog")?.close();
  }
});

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

document.addEventListener("keydown", (event) => {
  if (event.key !== "Tab") return;
  const dialog = [...document.querySelectorAll("dialog[open]")].at(-1);
  if (!dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.tabIndex >= 0 && control.checkVisibility(),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = !dialog.contains(active) || active === (event.shiftKey ? first : last);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
});
