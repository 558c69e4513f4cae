/**
 * Opens and closes the site-wide modals of a page Astro builds (site/components/SiteModal.astro):
 * a click on a button carrying `data-opens="<dialog id>"` opens that `<dialog>`; a click on a
 * `data-closes` button in it, or on the backdrop around it, closes it. The browser holds focus
 * inside while it is open, closes it on Escape and gives focus back to the opener.
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
