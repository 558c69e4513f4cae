/**
 * Cost figures the pages quote from the pricing model, each with the inputs it was computed
 * from and the calculator link that reproduces it. The arithmetic is the calculator's: the LATAM
 * side is the stack's all-inclusive rate for the seniority × the hours (pricing-model.ts), the
 * U.S. side the role's median wage (us-wage-benchmarks.ts) plus the employer overhead × the same
 * hours. model-figures.test.ts checks every figure against the calculator's own estimate.
 */
import { formatUsdAmount } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locales";
import { allStacks, type StackSlug } from "./categories";
import { annualPrice, rateForSeniority, type Seniority } from "./pricing-model";
import { calculatorSettings } from "./savings-calculator";
import type { ScenarioLinkItem } from "./types";
import { WAGE_SOURCE, wageBenchmarkFor } from "./us-wage-benchmarks";

/** What a figure is computed from: the calculator's four inputs. */
export interface ModelInputs {
  role: StackSlug;
  seniority: Seniority;
  hoursPerWeek: number;
  overheadPercent: number;
}

/**
 * The hire the site's all-inclusive examples are priced at: the calculator's first estimate
 * (a mid-level backend developer, full-time, 30% U.S. overhead).
 */
export const referenceHire: ModelInputs = {
  role: calculatorSettings.defaults.role as StackSlug,
  seniority: calculatorSettings.defaults.seniority,
  hoursPerWeek: calculatorSettings.defaults.hoursPerWeek,
  overheadPercent: calculatorSettings.defaults.overheadPercent,
};

/** The calculator's page. */
export const CALCULATOR_PATH = "/savings-calculator";

/** "/savings-calculator?role=backend&seniority=mid&hours=40&overhead=30": the calculator with these inputs. */
export function calculatorHref(inputs: ModelInputs): string {
  const { params } = calculatorSettings;
  const query = new URLSearchParams({
    [params.role]: inputs.role,
    [params.seniority]: inputs.seniority,
    [params.hours]: String(inputs.hoursPerWeek),
    [params.overhead]: String(inputs.overheadPercent),
  });
  return `${CALCULATOR_PATH}?${query.toString()}`;
}

function stackOf(role: StackSlug) {
  const found = allStacks().find(({ stack }) => stack.slug === role);
  if (!found) throw new Error(`Unknown role ${role}`);
  return found.stack;
}

/** What a client pays a year for the hire, all-inclusive. */
export function allInclusiveAnnual(inputs: ModelInputs): number {
  return annualPrice(
    inputs.hoursPerWeek,
    rateForSeniority(stackOf(inputs.role).salaryRange, inputs.seniority),
  );
}

/** The U.S. side a year: the role's median wage plus the employer overhead, for the same hours. */
export function usReferenceAnnual(inputs: ModelInputs): number | undefined {
  const benchmark = wageBenchmarkFor(inputs.role);
  if (!benchmark) return undefined;
  const hourly = (benchmark.annualWage / WAGE_SOURCE.hoursPerYear) * (1 + inputs.overheadPercent / 100);
  return annualPrice(inputs.hoursPerWeek, hourly);
}

/** The all-inclusive saving against the U.S. side, in whole percent, as the calculator rounds it. */
export function allInclusiveSavingsPercent(inputs: ModelInputs): number | undefined {
  const us = usReferenceAnnual(inputs);
  if (us === undefined) return undefined;
  return Math.round(((us - allInclusiveAnnual(inputs)) / us) * 100);
}

/** How each language names the employer overhead right after its percentage ("30% employer overhead"). */
export const overheadWords: Record<Locale, string> = {
  en: "employer overhead",
  es: "costos del empleador",
  "pt-br": "encargos do empregador",
};

const seniorityWords: Record<Locale, Record<Seniority, string>> = {
  en: { junior: "junior", mid: "mid-level", senior: "senior" },
  es: { junior: "junior", mid: "de nivel medio", senior: "senior" },
  "pt-br": { junior: "júnior", mid: "pleno", senior: "sênior" },
};

const scenarioWords: Record<
  Locale,
  (percent: number, role: string, seniority: string, hours: number, overhead: number) => string
> = {
  en: (percent, role, seniority, hours, overhead) =>
    `${percent}% all-inclusive saving: a ${seniority} ${role}, ${hours} hours a week, ${overhead}% employer overhead`,
  es: (percent, role, seniority, hours, overhead) =>
    `${percent}% de ahorro todo incluido: un ${role} ${seniority}, ${hours} horas por semana, ${overhead}% de costos del empleador`,
  "pt-br": (percent, role, seniority, hours, overhead) =>
    `${percent}% de economia com tudo incluído: um ${role} ${seniority}, ${hours} horas por semana, ${overhead}% de encargos do empregador`,
};

export type { ScenarioLinkItem };

/**
 * The calculator link that reproduces a savings figure, its label naming the figure and the
 * scenario. `roleName` is the role's display name in the page's language (the stack's English
 * name by default).
 */
export function scenarioLink(
  inputs: ModelInputs,
  locale: Locale = "en",
  roleName: string = stackOf(inputs.role).name,
): ScenarioLinkItem {
  const percent = allInclusiveSavingsPercent(inputs);
  if (percent === undefined || percent <= 0) throw new Error(`${calculatorHref(inputs)} shows no saving`);
  return {
    label: scenarioWords[locale](
      percent,
      roleName,
      seniorityWords[locale][inputs.seniority],
      inputs.hoursPerWeek,
      inputs.overheadPercent,
    ),
    href: calculatorHref(inputs),
  };
}

/** The same hire at the calculator's default overhead, for a figure priced at another one. */
const defaultOverheadWords: Record<Locale, (percent: number, overhead: number) => string> = {
  en: (percent, overhead) => `${percent}% at the calculator's default, ${overhead}% employer overhead`,
  es: (percent, overhead) =>
    `${percent}% con el valor de la calculadora, ${overhead}% de costos del empleador`,
  "pt-br": (percent, overhead) =>
    `${percent}% no padrão da calculadora, ${overhead}% de encargos do empregador`,
};

/**
 * A savings figure's calculator links: its own scenario and, when that scenario's overhead is
 * not the calculator's default, the same hire at the default overhead, so a figure priced at
 * another overhead never stands without the saving the calculator shows first. The figure
 * relations hold every page to it (scripts/figure-relations/savings-reproducible.ts).
 */
export function scenarioLinks(
  inputs: ModelInputs,
  locale: Locale = "en",
  roleName: string = stackOf(inputs.role).name,
): ScenarioLinkItem[] {
  const own = scenarioLink(inputs, locale, roleName);
  const defaultOverhead = calculatorSettings.defaults.overheadPercent;
  if (inputs.overheadPercent === defaultOverhead) return [own];
  const atDefault = { ...inputs, overheadPercent: defaultOverhead };
  const percent = allInclusiveSavingsPercent(atDefault);
  if (percent === undefined || percent <= 0) throw new Error(`${calculatorHref(atDefault)} shows no saving`);
  return [
    own,
    { label: defaultOverheadWords[locale](percent, defaultOverhead), href: calculatorHref(atDefault) },
  ];
}

/** The computed all-inclusive figure a page shows beside a pay comparison, with its inputs. */
export interface AllInclusiveFigure {
  /** "$100,880" */
  value: string;
  label: string;
  /** The inputs and what the figure compares, in a sentence. */
  description: string;
  /** The calculator with the same inputs. */
  link: { label: string; href: string };
}

const words: Record<
  Locale,
  {
    label: string;
    description: (role: string, seniority: string, hours: number, savings: string) => string;
    savings: (percent: number, overhead: number) => string;
    link: string;
  }
> = {
  en: {
    label: "All-inclusive cost via LatamMatch",
    description: (role, seniority, hours, savings) =>
      `What a client pays a year for a ${seniority} ${role}, ${hours} hours a week: pay, payroll and taxes, benefits, equipment and our margin${savings}.`,
    savings: (percent, overhead) =>
      `; ${percent}% below a U.S. hire's median wage plus ${overhead}% employer overhead`,
    link: "See this estimate in the calculator",
  },
  es: {
    label: "Costo todo incluido con LatamMatch",
    description: (role, seniority, hours, savings) =>
      `Lo que una empresa paga al año por un ${role} ${seniority}, ${hours} horas por semana: pago, nómina e impuestos, beneficios, equipo y nuestro margen${savings}.`,
    savings: (percent, overhead) =>
      `; un ${percent}% menos que el salario mediano en EE. UU. más un ${overhead}% de costos del empleador`,
    link: "Ver este cálculo en la calculadora",
  },
  "pt-br": {
    label: "Custo com tudo incluído pela LatamMatch",
    description: (role, seniority, hours, savings) =>
      `O que uma empresa paga por ano por um ${role} ${seniority}, ${hours} horas por semana: remuneração, folha e impostos, benefícios, equipamento e a nossa margem${savings}.`,
    savings: (percent, overhead) =>
      `; ${percent}% abaixo do salário mediano nos EUA mais ${overhead}% de encargos do empregador`,
    link: "Ver esta estimativa na calculadora",
  },
};

/**
 * A hire's all-inclusive yearly cost as a page prints it, with the inputs named and the
 * calculator link. `roleName` is the role as the page's language writes it.
 */
export function allInclusiveFigure(
  inputs: ModelInputs,
  roleName: string,
  locale: Locale = "en",
): AllInclusiveFigure {
  const text = words[locale];
  const percent = allInclusiveSavingsPercent(inputs);
  const savings = percent === undefined ? "" : text.savings(percent, inputs.overheadPercent);
  return {
    value: formatUsdAmount(Math.round(allInclusiveAnnual(inputs)), locale),
    label: text.label,
    description: text.description(
      roleName,
      seniorityWords[locale][inputs.seniority],
      inputs.hoursPerWeek,
      savings,
    ),
    link: { label: text.link, href: calculatorHref(inputs) },
  };
}
