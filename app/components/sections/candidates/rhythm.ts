/**
 * The compact rhythm of the candidate pages. On a phone every screen of scrolling counts: bands
 * get less padding and a smaller heading, and long stacks of cards become rows that scroll
 * sideways. From `sm` the cards form a grid; each list picks columns that suit its number of
 * cards, so that no card is ever left alone in a last row.
 */

/** A band's vertical padding. */
export const bandClass = "py-10 sm:py-20";

/** Space between a band's heading and its body. */
export const bodyGapClass = "mt-6 sm:mt-10";

/** For SectionHeading's wrapper: its title and lead one step smaller on phones. */
export const compactHeadingClass =
  "[&>h2]:text-2xl sm:[&>h2]:text-4xl [&>h2+p]:mt-2 [&>h2+p]:text-base sm:[&>h2+p]:mt-4 sm:[&>h2+p]:text-lg";

/**
 * A list of cards that runs edge to edge on a phone and scrolls sideways, one card per snap; the
 * next card peeks in at the edge, which tells the visitor there is more. From `sm` it is a grid:
 * add its columns. `relative` keeps absolutely positioned content (screen-reader text) inside
 * the row rather than widening the page.
 */
export const rowClass =
  "relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain px-4 py-1 scroll-px-4 [scrollbar-width:none] *:w-[85%] *:shrink-0 *:snap-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:mx-0 sm:grid sm:p-0 sm:*:w-auto";

/** Marks a tab stop that `tabStopWhileScrolling` checks; on a page without React, its script does. */
export const SCROLL_TAB_STOP = "data-scroll-tab-stop";

/**
 * The rows are tab stops in the HTML, so the keyboard can scroll them; where a list does not
 * scroll (a grid on a wider screen) it stops being one once the page is live. The check waits
 * for the browser's first report of the list's size, so hydration never forces a layout.
 */
export function tabStopWhileScrolling(list: HTMLElement | null): (() => void) | undefined {
  if (!list) return;
  const check = () => {
    if (list.scrollWidth <= list.clientWidth && list.scrollHeight <= list.clientHeight)
      list.removeAttribute("tabindex");
  };
  if (typeof ResizeObserver === "undefined") {
    check();
    return;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    check();
  });
  observer.observe(list);
  return () => observer.disconnect();
}

/** Props of a row of cards without links of their own, with its grid columns from `sm`. */
export function rowProps(columns: string) {
  return {
    ref: tabStopWhileScrolling,
    tabIndex: 0,
    className: `${rowClass} ${columns}`,
    [SCROLL_TAB_STOP]: "",
  };
}
