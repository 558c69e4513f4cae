/**
 * A form's confirmation replaces the form where it stood, which may be far above or below the
 * viewport once the form was scrolled through: it is brought into view and takes focus, so the
 * visitor sees it and a screen reader reads it. The element needs `tabIndex={-1}`.
 */
export function revealConfirmation(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  // Centred: clear of the sticky header above and of anything pinned to the bottom.
  element.scrollIntoView({ block: "center" });
}
