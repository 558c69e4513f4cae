/**
 * The card rows of a page Astro builds (app/components/sections/home/card-row.tsx): a row is a
 * tab stop in the HTML, as on a phone, where it scrolls sideways. It stays one only while it
 * overflows, measured whenever the browser reports the row's size, after a layout it does anyway.
 */
export function installCardRows(root: ParentNode = document): void {
  const rows = [...root.querySelectorAll<HTMLElement>("[data-card-row]")];
  const update = (row: HTMLElement) => {
    if (row.scrollWidth > row.clientWidth + 1) row.tabIndex = 0;
    else row.removeAttribute("tabindex");
  };
  if (typeof ResizeObserver === "undefined") {
    for (const row of rows) update(row);
    return;
  }
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target as HTMLElement);
  });
  for (const row of rows) observer.observe(row);
}
