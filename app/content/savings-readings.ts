/**
 * The savings percentages SPEC keeps (section 1: "40-65%, 50-60%, up to 60%, 50-70% depending on
 * the page"; section 9: one figure per industry, the stack FAQs' 40-65%, the case studies' 50%).
 * Each is read as the calculator's all-inclusive saving (what a client pays LatamMatch a year
 * against a U.S. median wage plus employer overhead, for the same hours) for a named scenario:
 * `savingsScenarios` below gives the role, seniority, hours and overhead that produce each figure,
 * and pages print the figure with the link to that scenario beside it, so a visitor reproduces it
 * in the calculator. A range has a scenario for each end. The developer pay comparison ($120K+
 * against $48K, claims.ts) is the one pay reading: it says so, and links the scenario whose
 * all-inclusive saving is the same 60%.
 */
import type { Locale } from "~/lib/i18n/locales";
import { claims } from "./claims";
import { type ModelInputs, scenarioLink, scenarioLinks } from "./model-figures";

/** The words that stand next to every savings figure, in each language. */
export const savingsWords: Record<Locale, { forEmployers: string; allInclusive: string }> = {
  en: { forEmployers: "For employers:", allInclusive: "all-inclusive" },
  es: { forEmployers: "Para empresas:", allInclusive: "todo incluido" },
  "pt-br": { forEmployers: "Para empresas:", allInclusive: "com tudo incluído" },
};

/** The label of a savings tile (industry pages, services, LLM results): the figure is all-inclusive. */
export const savingsTileLabel = "All-inclusive savings against U.S. hiring";

/**
 * "40-65%": the all-inclusive saving from a mid-level Customer Success Manager to a junior Prompt
 * Engineer at the calculator's default overhead (the two `typical` scenarios below). It is no
 * floor: some roles and seniorities save less, which `savingsScopes.typical` says beside it.
 */
export const typicalPaySavings = { min: 40, max: 65 } as const;

/**
 * What each savings figure spans, printed beside it so two figures side by side never read as one
 * claim: "up to 60%" is the highest saving among developer roles, "40-65%" the span between two
 * example roles. savings-readings.test.ts checks the "up to" against every developer role.
 */
export const savingsScopes = {
  upTo: "the highest all-inclusive saving among developer roles, a junior hire set against the U.S. median of all experience levels, which overstates a junior's saving",
  typical:
    "the span between the two example roles linked, at the calculator's default overhead; some roles save less, and the top end is a junior hire set against the U.S. median of all experience levels, which overstates a junior's saving",
} as const;

/** "40-65%" as the pages print it. */
export const typicalPaySavingsText = `${typicalPaySavings.min}-${typicalPaySavings.max}%`;

/**
 * "Up to 60%": where it holds, computed from the developer pay comparison (claims.ts): a U.S.
 * developer's median salary against a mid-level LATAM developer's pay.
 */
export function upToPaySavingsPercent(): number {
  const amount = (value: string) => Number(value.replace(/[^\d]/g, ""));
  const us = amount(claims.usDeveloperSalary.value);
  const latam = amount(claims.latamDeveloperPay.value);
  return Math.round(((us - latam) / us) * 100);
}

export type IndustryKey = "startups" | "saas" | "ecommerce" | "llm";

/** Each industry page's saving (SPEC section 9): all-inclusive, for the industry's scenario below. */
export const industryPaySavings: Record<IndustryKey, number> = {
  startups: 60,
  saas: 55,
  ecommerce: 50,
  llm: 55,
};

/** Who each industry figure is about, in the words of its qualifier. */
const industryHires: Record<IndustryKey, string> = {
  startups: "a startup's engineering hire",
  saas: "a SaaS team's QA hire",
  ecommerce: "a storefront developer",
  llm: "an LLM training specialist",
};

/** The line under an industry's savings tile: what the figure compares, for which hire. */
export function industryPaySavingsQualifier(industry: IndustryKey): string {
  return `For ${industryHires[industry]}: the yearly all-inclusive cost against a U.S. median wage plus employer overhead, in the calculator.`;
}

/**
 * The calculator scenario behind each savings figure the pages print: the all-inclusive saving
 * the calculator shows for it is the figure (savings-readings.test.ts checks each). A range has
 * one scenario per end. Pages link each figure to its scenario, so a visitor can reproduce it.
 */
export const savingsScenarios = {
  /** "40-65%": the lowest end, a mid-level Customer Success Manager at 30% overhead. */
  typicalLow: { role: "customer-success", seniority: "mid", hoursPerWeek: 40, overheadPercent: 30 },
  /** "40-65%": the highest end, a junior Prompt Engineer at 30% overhead. */
  typicalHigh: { role: "prompt-engineering", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
  /**
   * "Up to 60%" and the developer comparison's 60%: a junior Frontend Developer at 39% overhead,
   * the highest saving among developer roles at that overhead; its links add the same hire at the
   * calculator's default overhead.
   */
  developers: { role: "frontend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 39 },
  startups: { role: "frontend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 39 },
  saas: { role: "qa-testing", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
  ecommerce: { role: "backend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
  llm: { role: "prompt-engineering", seniority: "mid", hoursPerWeek: 40, overheadPercent: 24 },
  /** A case study's 50% cost cut on an agency's creative seats: a junior UI/Visual Designer at 31% overhead. */
  caseStudyAgency: { role: "ui-visual", seniority: "junior", hoursPerWeek: 40, overheadPercent: 31 },
  /** A case study's 50% cost cut on new engineering seats: a junior Backend Developer at 30% overhead. */
  caseStudyEngineering: { role: "backend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
} as const satisfies Record<string, ModelInputs>;

export type SavingsScenarioKey = keyof typeof savingsScenarios;

/** The link that reproduces a savings figure, in the page's language. */
function savingsScenarioLink(key: SavingsScenarioKey, locale: Locale = "en", roleName?: string) {
  return scenarioLink(savingsScenarios[key], locale, roleName);
}

/**
 * The links a savings figure stands beside: its scenario and, when that scenario's overhead is
 * not the calculator's default, the same hire at the default (model-figures.ts).
 */
export function savingsScenarioLinks(key: SavingsScenarioKey, locale: Locale = "en", roleName?: string) {
  return scenarioLinks(savingsScenarios[key], locale, roleName);
}

/** The two links that reproduce "40-65%", lowest end first. */
export function typicalSavingsLinks(locale: Locale = "en", roleNames: [string?, string?] = []) {
  return [
    savingsScenarioLink("typicalLow", locale, roleNames[0]),
    savingsScenarioLink("typicalHigh", locale, roleNames[1]),
  ];
}
