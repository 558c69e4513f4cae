/**
 * U.S. wage references for the savings calculator: one for each role (stack).
 *
 * Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS),
 * May 2024 national cross-industry estimates — the "annual median wage" (50th percentile,
 * A_MEDIAN in the national data file national_M2024_dl.xlsx) of each occupation. BLS
 * annualises wages over 2,080 hours (52 weeks of 40), so the hourly equivalent is the annual
 * figure divided by 2,080. OEWS wages include commissions and production bonuses.
 *
 * Release: May 2024 (published 2 April 2025) is the newest release whose figures could be
 * checked for every occupation below. BLS has since published May 2025 estimates (May 2026);
 * moving to them means re-checking every figure at once, so the calculator never mixes releases.
 * BLS no longer serves one HTML page per occupation for these releases (the old
 * /oes/<year>/may/oes<code>.htm addresses lead to the table index), so every figure cites the
 * table index where the national file is downloaded.
 *
 * Each role maps to the closest OEWS occupation. `match` says how close: "direct" when the role
 * is a specialisation of the occupation's own definition, "closest" when no occupation covers
 * the role and the nearest one is used; `note` then says what differs. us-wage-checks.ts lists
 * the published pages each figure was checked against; it stays out of the page's JavaScript.
 */
import type { StackSlug } from "./categories";
import { WAGE_SOURCE } from "./us-wage-source";

export interface WageOccupation {
  occupation: string;
  socCode: string;
  /** The published statistic this figure is. */
  statistic: "median annual wage";
  /** Median annual wage in USD, all experience levels. */
  annualWage: number;
  /** Reference period of the estimate. */
  period: string;
}

export interface WageBenchmark extends WageOccupation {
  match: "direct" | "closest";
  /** For a "closest" match: how the role differs from the occupation, shown to the visitor. */
  note?: string;
}

export { WAGE_SOURCE };

const occupation = (socCode: string, title: string, annualWage: number): WageOccupation => ({
  occupation: title,
  socCode,
  statistic: "median annual wage",
  annualWage,
  period: WAGE_SOURCE.period,
});

/** The occupations used, each once. Where each figure was checked: us-wage-checks.ts. */
export const wageOccupations = {
  softwareDevelopers: occupation("15-1252", "Software Developers", 133_080),
  qaAnalysts: occupation("15-1253", "Software Quality Assurance Analysts and Testers", 102_610),
  databaseArchitects: occupation("15-1243", "Database Architects", 135_980),
  dataScientists: occupation("15-2051", "Data Scientists", 112_590),
  researchScientists: occupation("15-1221", "Computer and Information Research Scientists", 140_910),
  interfaceDesigners: occupation("15-1255", "Web and Digital Interface Designers", 98_090),
  animators: occupation("27-1014", "Special Effects Artists and Animators", 99_800),
  technicalWriters: occupation("27-3042", "Technical Writers", 91_670),
  marketingSpecialists: occupation("13-1161", "Market Research Analysts and Marketing Specialists", 76_950),
  businessOperations: occupation("13-1199", "Business Operations Specialists, All Other", 81_270),
  salesEngineers: occupation("41-9031", "Sales Engineers", 121_520),
  dataEntryKeyers: occupation("43-9021", "Data Entry Keyers", 39_850),
} as const satisfies Record<string, WageOccupation>;

const direct = (source: WageOccupation): WageBenchmark => ({ ...source, match: "direct" });
const closest = (source: WageOccupation, note: string): WageBenchmark => ({
  ...source,
  match: "closest",
  note,
});

const o = wageOccupations;

/** Every role's U.S. reference. The Record type makes a role without one a type error. */
export const usWageBenchmarks: Readonly<Record<StackSlug, WageBenchmark>> = {
  // Developers
  "full-stack": direct(o.softwareDevelopers),
  backend: direct(o.softwareDevelopers),
  frontend: direct(o.softwareDevelopers),
  mobile: direct(o.softwareDevelopers),
  devops: closest(
    o.softwareDevelopers,
    "OEWS has no DevOps occupation; the work is closest to software development.",
  ),
  "data-engineering": closest(
    o.databaseArchitects,
    "OEWS has no data engineer occupation; database architects build data models and warehouses.",
  ),
  "qa-testing": direct(o.qaAnalysts),
  // Sales: OEWS wages include commission, as the sales rates here come plus commission or bonus.
  "enterprise-ae": closest(o.salesEngineers, "Sells complex technical products; pay includes commission."),
  "sdr-bdr": closest(
    o.marketingSpecialists,
    "Lead generation sits between sales and marketing; no sales representative figure could be checked.",
  ),
  "customer-success": closest(
    o.businessOperations,
    "OEWS has no customer success occupation; it falls under other business operations.",
  ),
  "sales-operations": closest(
    o.businessOperations,
    "OEWS has no sales operations occupation; it falls under other business operations.",
  ),
  // Marketing
  growth: direct(o.marketingSpecialists),
  content: closest(o.marketingSpecialists, "Content marketing sits with marketing specialists."),
  email: direct(o.marketingSpecialists),
  "social-media": direct(o.marketingSpecialists),
  analytics: direct(o.marketingSpecialists),
  // Design
  "ux-research": closest(
    o.interfaceDesigners,
    "OEWS has no UX research occupation; interface designers test layouts for usability.",
  ),
  "ui-visual": direct(o.interfaceDesigners),
  "product-design": direct(o.interfaceDesigners),
  "motion-3d": direct(o.animators),
  // AI specialists
  "machine-learning": closest(
    o.researchScientists,
    "OEWS has no machine learning occupation; research scientists cover ML models.",
  ),
  nlp: closest(
    o.researchScientists,
    "OEWS has no NLP occupation; research scientists cover language models.",
  ),
  "computer-vision": closest(
    o.researchScientists,
    "OEWS has no computer vision occupation; research scientists cover vision models.",
  ),
  automation: closest(
    o.softwareDevelopers,
    "OEWS has no AI automation occupation; the work is software development.",
  ),
  "data-science": direct(o.dataScientists),
  mlops: closest(
    o.softwareDevelopers,
    "OEWS has no MLOps occupation; the work is closest to software development.",
  ),
  // LLM specialists
  rlhf: closest(
    o.technicalWriters,
    "OEWS has no RLHF occupation; critiquing and rewriting answers is closest to technical writing.",
  ),
  sft: closest(
    o.technicalWriters,
    "OEWS has no SFT occupation; writing expert answers is closest to technical writing.",
  ),
  "prompt-engineering": closest(
    o.softwareDevelopers,
    "OEWS has no prompt engineering occupation; the work is closest to software development.",
  ),
  "data-annotation": closest(
    o.dataEntryKeyers,
    "OEWS has no data annotation occupation; data entry is nearest, with less judgment.",
  ),
  "model-evaluation": closest(
    o.qaAnalysts,
    "OEWS has no model evaluation occupation; test design and grading is closest to software QA.",
  ),
};

export function wageBenchmarkFor(stackSlug: string): WageBenchmark | undefined {
  return Object.hasOwn(usWageBenchmarks, stackSlug) ? usWageBenchmarks[stackSlug as StackSlug] : undefined;
}
