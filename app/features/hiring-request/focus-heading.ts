/**
 * Moves focus to a step's (or the thank-you card's) heading. Inside a scrolling container such
 * as the modal body, the previous step may have been scrolled down; the container goes back to
 * its top first, so the progress bar and the whole new step are seen from the start.
 */
export function focusHeading(heading: HTMLElement): void {
  for (
    let element = heading.parentElement;
    element && element !== document.body;
    element = element.parentElement
  ) {
    if (element.scrollTop > 0 && /(auto|scroll)/.test(getComputedStyle(element).overflowY)) {
      element.scrollTop = 0;
      break;
    }
  }
  heading.focus();
}
