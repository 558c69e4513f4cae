/**
 * Calls to action in a page's static HTML (Astro pages render sections without React in the
 * browser) open the site-wide modals through their `data-opens` attribute: one click listener on
 * the document calls the modal's store. Installed once per page by the site layout's
 * `SiteBehaviour` island; in the React Router app the buttons' own handlers do the same, and a
 * second open is a no-op.
 */
import { openApplyModal, openHiringModal } from "./modal-state";

const openers: Record<string, () => void> = {
  "hiring-modal": openHiringModal,
  "apply-modal": openApplyModal,
};

function handleOpenerClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-opens]") : null;
  const open = button?.dataset.opens ? openers[button.dataset.opens] : undefined;
  if (!button || !open) return;
  // Safari does not focus a button on click: the store remembers the focused element as the
  // opener and gives focus back to it when the modal closes.
  button.focus();
  open();
}

/** Starts listening for clicks on `data-opens` buttons; returns the function that stops it. */
export function installModalOpeners(): () => void {
  document.addEventListener("click", handleOpenerClick);
  return () => document.removeEventListener("click", handleOpenerClick);
}
