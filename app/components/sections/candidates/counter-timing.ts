/** How the stack pages' counters run (counters.tsx, site/scripts/counters.ts). */
export const COUNTER_DURATION_MS = 2000;
/** The share of the counters' block in view that starts them. */
export const COUNTER_THRESHOLD = 0.1;
/** The figures' format, in the markup and while counting. */
export const formatCount = (value: number) => value.toLocaleString("en-US");
