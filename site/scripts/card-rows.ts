/**
 * The card rows of a page Astro builds (app/components/sections/home/card-row.tsx): a row is a
 * tab stop in the HTML, as on a phone, where it scrolls sideways. It stays one only while it
 * overflows, measured whenever the browser reports the row's size, after a layout it does anyway.
 */
export function installCardRows(root: ParentNode = document): void {
  const rows = [...root.querySelectorAll<HTMLElement>("[data-card-row]")];
  // Every row is measured before any is changed, so one change never forces a layout for the next.
  const update = (changed: readonly HTMLElement[]) => {
    const overflowing = changed.map((row) => row.scrollWidth > row.clientWidth + 1);
    changed.forEach((row, index) => {
      if (overflowing[index]) row.tabIndex = 0;
      else row.removeAttribute("tabindex");
    });
  };
  if (typeof ResizeObserver === "undefined") {
    update(rows);
    return;
  }
  const observer = new ResizeObserver((entries) =>
    update(entries.map((entry) => entry.target as HTMLElement)),
  );
  for (const row of rows) observer.observe(row);
}
