/**
 * The savings percentages SPEC keeps (section 1: "40-65%, 50-60%, up to 60%, 50-70% depending on
 * the page"; section 9: one figure per industry). None of them is the all-inclusive saving the
 * pricing model computes: each compares the talent's pay with a U.S. salary for the same role,
 * yearly, before benefits, taxes and our fee. Every page prints them with the words that say so
 * ("on salary"), and the pricing model's all-inclusive figure (model-figures.ts) stands beside
 * them where a page has room, linked to the calculator with its inputs.
 */
import type { Locale } from "~/lib/i18n/locales";
import { claims } from "./claims";
import { type ModelInputs, scenarioLink } from "./model-figures";

/** The words that stand next to every pay-savings figure, in each language. */
export const paySavingsWords: Record<Locale, { onSalary: string; compares: string; forEmployers: string }> = {
  en: {
    onSalary: "on salary",
    compares:
      "talent pay against the U.S. median salary for the same role, yearly, before benefits, taxes and our fee",
    forEmployers: "For employers:",
  },
  es: {
    onSalary: "en salario",
    compares:
      "pago del talento frente al salario mediano en EE. UU. para el mismo rol, anual, antes de beneficios, impuestos y nuestra tarifa",
    forEmployers: "Para empresas:",
  },
  "pt-br": {
    onSalary: "em salário",
    compares:
      "remuneração do talento frente ao salário mediano nos EUA para a mesma função, anual, antes de benefícios, impostos e da nossa taxa",
    forEmployers: "Para empresas:",
  },
};

/** "40-65%": the range across the roles we place. */
export const typicalPaySavings = { min: 40, max: 65 } as const;

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

/** Each industry page's saving (SPEC section 9): median over its placements, pay only. */
export const industryPaySavings: Record<IndustryKey, number> = {
  startups: 60,
  saas: 55,
  ecommerce: 50,
  llm: 55,
};

/** Who each industry figure is about, in the words of its qualifier. */
const industryHires: Record<IndustryKey, string> = {
  startups: "startup hires",
  saas: "SaaS hires",
  ecommerce: "e-commerce hires",
  llm: "annotators and reviewers",
};

/** The line under an industry's savings tile: what the figure compares. */
export function industryPaySavingsQualifier(industry: IndustryKey): string {
  return `Median, ${industryHires[industry]}: yearly pay against the U.S. median salary for the same roles, before benefits, taxes and our fee.`;
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
  /** "Up to 60%" and the developer comparison's 60%: a junior Frontend Developer at 39% overhead. */
  developers: { role: "frontend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 39 },
  startups: { role: "frontend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 39 },
  saas: { role: "qa-testing", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
  ecommerce: { role: "backend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
  llm: { role: "prompt-engineering", seniority: "mid", hoursPerWeek: 40, overheadPercent: 24 },
  /** The case study's 50% cost cut on new engineering seats: a junior Backend Developer at 30% overhead. */
  caseStudy: { role: "backend", seniority: "junior", hoursPerWeek: 40, overheadPercent: 30 },
} as const satisfies Record<string, ModelInputs>;

export type SavingsScenarioKey = keyof typeof savingsScenarios;

/** The link that reproduces a savings figure, in the page's language. */
export function savingsScenarioLink(key: SavingsScenarioKey, locale: Locale = "en", roleName?: string) {
  return scenarioLink(savingsScenarios[key], locale, roleName);
}

/** The two links that reproduce "40-65%", lowest end first. */
export function typicalSavingsLinks(locale: Locale = "en", roleNames: [string?, string?] = []) {
  return [
    savingsScenarioLink("typicalLow", locale, roleNames[0]),
    savingsScenarioLink("typicalHigh", locale, roleNames[1]),
  ];
}
