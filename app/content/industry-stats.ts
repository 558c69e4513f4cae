/**
 * The figures each industry page is built around (SPEC section 9). Kept apart from the page
 * content so the page's sections can word them without bundling the content module.
 */
import type { StatItem } from "./company-shapes";

export interface IndustryStats {
  /** Shortlist delivery, in hours. */
  slaHours: number;
  /** Savings against U.S. hiring, percent. */
  savingsPct: number;
  /** Hires still in place after 90 days, percent. */
  retention90d: number;
  /** Change in time-to-hire, percent (negative: faster). */
  ttfDelta: number;
}

/** The four hero tiles, worded from the stats object so text and figures cannot drift apart. */
export function industryStatItems(stats: IndustryStats): StatItem[] {
  return [
    { value: `${stats.slaHours}h`, label: "Shortlist of pre-vetted candidates" },
    { value: `${stats.savingsPct}%`, label: "Savings against U.S. hiring" },
    { value: `${stats.retention90d}%`, label: "90-day retention" },
    { value: `${Math.abs(stats.ttfDelta)}%`, label: "Shorter time-to-hire" },
  ];
}
