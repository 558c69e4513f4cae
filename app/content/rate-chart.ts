/**
 * The rate chart of the category heroes: each specialization's hourly range on one shared scale.
 * Written as markup here, at build time, so the page receives it as data instead of bundling the
 * chart's code; the names come from the localized explorer entries.
 */

export interface RateChartRow {
  slug: string;
  name: string;
  /** Hourly range, USD. */
  min: number;
  max: number;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** The chart's scale: round fives around the category's rates, with a tick every ten dollars. */
export function rateChartScale(rows: readonly Pick<RateChartRow, "min" | "max">[]): {
  low: number;
  high: number;
  ticks: number[];
} {
  const low = Math.floor(Math.min(...rows.map((row) => row.min)) / 5) * 5;
  const high = Math.ceil(Math.max(...rows.map((row) => row.max)) / 5) * 5;
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / 10) * 10; tick <= high; tick += 10) ticks.push(tick);
  return { low, high, ticks };
}

export function rateChartMarkup(rows: readonly RateChartRow[], title: string): string {
  if (rows.length === 0) return "";
  const { low, high, ticks } = rateChartScale(rows);
  const spread = high - low || 1;
  const at = (value: number) => ((value - low) / spread) * 100;
  const columns = "grid grid-cols-[10rem_minmax(0,1fr)] gap-3";
  const list = rows
    .map(
      (row) =>
        `<li class="${columns} items-center"><span class="text-sm leading-tight font-medium">${escapeHtml(row.name)}</span>` +
        `<span class="relative block h-6"><span class="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-border"></span>` +
        `<span class="absolute top-0 flex h-6 items-center justify-between rounded-full bg-gradient-to-r from-emerald-700 to-primary px-2 text-[0.7rem] font-semibold text-white shadow-sm" style="left:${percent(at(row.min))};width:${percent(at(row.max) - at(row.min))}">` +
        `<span>${row.min}</span><span>${row.max}</span></span></span></li>`,
    )
    .join("");
  const axis = ticks
    .map(
      (tick) =>
        `<span class="absolute top-1 -translate-x-1/2" style="left:${percent(at(tick))}">$${tick}</span>`,
    )
    .join("");
  return (
    `<div class="w-full rounded-2xl bg-white px-6 py-6 text-foreground shadow-[0_24px_60px_-12px_rgba(3,8,25,0.55)] ring-1 ring-black/5">` +
    `<p class="text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase">${escapeHtml(title)}</p>` +
    `<ul class="${rows.length > 5 ? "mt-5 space-y-3.5" : "mt-6 space-y-5"}">${list}</ul>` +
    `<div class="mt-4 ${columns}"><span></span><span class="relative block h-4 border-t border-border text-[0.7rem] text-muted-foreground">${axis}</span></div></div>`
  );
}
