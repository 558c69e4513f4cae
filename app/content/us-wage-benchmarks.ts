/**
 * U.S. wage references for the savings calculator.
 *
 * Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS),
 * national cross-industry estimates, May 2023 — the "median annual wage" (50th percentile) of each
 * occupation, as published in the national estimates table (www.bls.gov/oes/tables.htm) and quoted
 * in the Occupational Outlook Handbook. BLS annualises wages over 2,080 hours (52 weeks of 40), so
 * the hourly equivalent is the annual figure divided by 2,080.
 *
 * A stack is listed only where its work clearly falls inside the occupation's SOC definition.
 * Stacks left out (sales roles paid partly in commission, marketing, design, AI and LLM work)
 * have no reliable one-to-one figure here, and the calculator says so instead of guessing.
 */
import type { StackSlug } from "./categories";

export interface WageBenchmark {
  occupation: string;
  socCode: string;
  /** The published statistic this figure is. */
  statistic: "median annual wage";
  /** Median annual wage in USD, all experience levels. */
  annualWage: number;
  /** Reference period of the estimate. */
  period: string;
}

export const WAGE_SOURCE = {
  publisher: "U.S. Bureau of Labor Statistics",
  program: "Occupational Employment and Wage Statistics (OEWS)",
  table: "National occupational employment and wage estimates",
  period: "May 2023",
  url: "https://www.bls.gov/oes/2023/may/oes_nat.htm",
  /** Hours BLS uses to turn an hourly wage into an annual one. */
  hoursPerYear: 2080,
} as const;

const softwareDevelopers: WageBenchmark = {
  occupation: "Software Developers",
  socCode: "15-1252",
  statistic: "median annual wage",
  annualWage: 132_270,
  period: WAGE_SOURCE.period,
};

const qaAnalystsAndTesters: WageBenchmark = {
  occupation: "Software Quality Assurance Analysts and Testers",
  socCode: "15-1253",
  statistic: "median annual wage",
  annualWage: 101_800,
  period: WAGE_SOURCE.period,
};

export const usWageBenchmarks: Partial<Record<StackSlug, WageBenchmark>> = {
  "full-stack": softwareDevelopers,
  backend: softwareDevelopers,
  frontend: softwareDevelopers,
  mobile: softwareDevelopers,
  "qa-testing": qaAnalystsAndTesters,
};

export function wageBenchmarkFor(stackSlug: string): WageBenchmark | undefined {
  return Object.hasOwn(usWageBenchmarks, stackSlug) ? usWageBenchmarks[stackSlug as StackSlug] : undefined;
}
