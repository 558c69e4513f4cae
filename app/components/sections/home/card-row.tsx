import type * as React from "react";
import { cn } from "~/lib/cn";

/** Vertical rhythm of the home bands: tighter on phones, where every screen of scrolling counts. */
export const homeSectionClass = "py-10 sm:py-16";

/** Space between a section's heading and what follows it. */
export const headingGapClass = "mt-6 sm:mt-8 lg:mt-10";

/**
 * For a section heading: on phones the lead paragraph under the h2 takes the body size, so a
 * heading block stays within a few lines and the content starts on the same screen.
 */
export const homeHeadingClass = "max-sm:[&>p:last-child]:mt-3 max-sm:[&>p:last-child]:text-base";

/** The home page's card: one border, radius, padding and shadow for every section. */
export const cardClass = "rounded-2xl border bg-card p-5 shadow-sm sm:p-6";

/** Body copy inside a card. */
export const cardTextClass = "text-[0.9375rem]/6 text-muted-foreground";

/** Width under which a set of cards is a swipeable row rather than a grid. */
type RowBreakpoint = "sm" | "lg";

interface Layout {
  grid: string;
  rowBelow: RowBreakpoint;
}

/** For counts not listed: two columns, then three. */
const fallbackLayout: Layout = { grid: "sm:grid-cols-2 lg:grid-cols-3", rowBelow: "sm" };

/**
 * Columns picked from the number of cards, so that every row is full at every width (no card
 * left alone in a last row), and the breakpoint under which they form a swipeable row instead.
 */
const layouts: Record<number, Layout> = {
  2: { grid: "sm:grid-cols-2", rowBelow: "sm" },
  3: { grid: "lg:grid-cols-3", rowBelow: "lg" },
  4: { grid: "sm:grid-cols-2 lg:grid-cols-4", rowBelow: "sm" },
  5: { grid: "lg:grid-cols-5", rowBelow: "lg" },
  6: { grid: "sm:grid-cols-2 lg:grid-cols-3", rowBelow: "sm" },
  8: { grid: "sm:grid-cols-2 lg:grid-cols-4", rowBelow: "sm" },
  9: { grid: "sm:grid-cols-3", rowBelow: "sm" },
};

// Under the breakpoint the list runs edge to edge and scrolls sideways, one card per snap; the
// next card peeks in at the right edge, which is what tells the visitor there is more.
const rowClasses: Record<RowBreakpoint, { list: string; item: string }> = {
  sm: {
    list: "max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:px-4 max-sm:scroll-px-4 max-sm:pt-1 max-sm:pb-3",
    item: "max-sm:w-[86%] max-sm:max-w-88 max-sm:shrink-0 max-sm:snap-start",
  },
  lg: {
    list: "max-sm:-mx-4 max-sm:px-4 max-sm:scroll-px-4 sm:max-lg:-mx-6 sm:max-lg:px-6 sm:max-lg:scroll-px-6 max-lg:flex max-lg:snap-x max-lg:snap-mandatory max-lg:overflow-x-auto max-lg:overscroll-x-contain max-lg:pt-1 max-lg:pb-3",
    item: "max-lg:w-[86%] max-lg:max-w-88 max-lg:shrink-0 max-lg:snap-start",
  },
};

/**
 * Cards as a grid whose columns fit their number, and on narrow screens as a horizontal
 * scroll-snap row. While the row overflows it is a tab stop, so the keyboard can scroll it too:
 * it is one in the HTML (as on a phone), and the page's script (site/scripts/card-rows.ts)
 * takes it out of the tab order while the row fits.
 */
export function CardRow<T>({
  items,
  getKey,
  renderItem,
  className,
  itemClassName,
  testId,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
  className?: string;
  itemClassName?: string | ((item: T) => string);
  testId?: string;
}) {
  const layout = layouts[items.length] ?? fallbackLayout;
  const row = rowClasses[layout.rowBelow];
  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways is scrolled with the keyboard
      tabIndex={0}
      data-card-row=""
      data-testid={testId}
      className={cn(
        "relative grid gap-4 [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring lg:gap-5",
        layout.grid,
        row.list,
        className,
      )}
    >
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          className={cn(
            "flex flex-col",
            row.item,
            typeof itemClassName === "function" ? itemClassName(item) : itemClassName,
          )}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
