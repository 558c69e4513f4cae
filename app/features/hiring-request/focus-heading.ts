/**
 * Inside a scrolling container such as the modal body, the previous step may have been scrolled
 * down: the container goes back to its top, so the progress bar and the whole new step (or the
 * thank-you card) are seen from the start.
 */
export function scrollContainerToTop(element: HTMLElement): void {
  for (
    let parent = element.parentElement;
    parent && parent !== document.body;
    parent = parent.parentElement
  ) {
    if (parent.scrollTop > 0 && /(auto|scroll)/.test(getComputedStyle(parent).overflowY)) {
      parent.scrollTop = 0;
      break;
    }
  }
}

/** Moves focus to a step's (or the thank-you card's) heading, its container scrolled to the top. */
export function focusHeading(heading: HTMLElement): void {
  scrollContainerToTop(heading);
  heading.focus();
}
