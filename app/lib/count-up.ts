/**
 * The industry pages' counters: the markup (app/components/sections/company/count-up.tsx) shows
 * the last step, and the page's script (site/scripts/count-up.ts) counts 50 steps at 30 ms once
 * the block is 30% visible (SPEC section 9).
 */
export const COUNTER_STEPS = 50;
export const COUNTER_STEP_MS = 30;
export const COUNTER_VISIBLE_RATIO = 0.3;

/** Splits "35,000" or "4.7" into the number to count to and how to print it. */
function parseCount(value: string): { target: number; decimals: number; grouped: boolean } {
  const digits = value.replace(/[^0-9.]/g, "");
  const decimals = (digits.split(".")[1] ?? "").length;
  return { target: Number(digits) || 0, decimals, grouped: value.includes(",") };
}

function formatCount(amount: number, decimals: number, grouped: boolean): string {
  return amount.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouped,
  });
}

/** What a counter shows at `step` of COUNTER_STEPS: "17,500+" halfway to "35,000+". */
export function countText(value: string, suffix: string, step: number): string {
  const { target, decimals, grouped } = parseCount(value);
  return `${formatCount((target * step) / COUNTER_STEPS, decimals, grouped)}${suffix}`;
}
