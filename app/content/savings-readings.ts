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
