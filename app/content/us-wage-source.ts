/**
 * The publication every U.S. wage reference comes from (us-wage-benchmarks.ts). Small and on its
 * own: the calculator's copy and code read it in the browser, while the per-role figures reach
 * the page as loader data.
 */
export const WAGE_SOURCE = {
  period: "May 2024",
  url: "https://www.bls.gov/oes/tables.htm",
  /** Hours BLS uses to turn an hourly wage into an annual one. */
  hoursPerYear: 2080,
} as const;
