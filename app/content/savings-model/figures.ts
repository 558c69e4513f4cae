/**
 * An estimate as the calculator shows it: formatted figures with their labels, the headline and
 * the U.S. source lines. The page and the e-mails both read them from here, so an e-mailed
 * estimate always carries the figures the page showed. The U.S. references come in as an
 * argument: the page has them as loader data, the e-mails from estimate-figures.ts.
 */
import { allStacks, formatSalaryRange, type StackSummary } from "~/content/categories";
import { calculatorText as text } from "~/content/savings-calculator";
import { seniorityLevels } from "~/content/seniority";
import type { WageBenchmark } from "~/content/us-wage-benchmarks";
import { WAGE_SOURCE } from "~/content/us-wage-source";
import { type Estimate, estimate } from "./estimate";
import type { CalculatorState } from "./url-state";

export const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
export const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});
export const formatPercent = (value: number) => `${Math.round(value)}%`;

export interface EstimateFigures {
  stack: StackSummary;
  seniorityLabel: string;
  result: Estimate;
  benchmark: WageBenchmark | undefined;
  /** The whole percent the calculator shows as the saving; undefined when it shows no saving or no U.S. figure. */
  savingsPercent: number | undefined;
  /** The one-line answer: savings, no saving, or no U.S. figure. */
  headline: string;
  /** Label and value of each line of the result list, in the page's order. */
  rows: [label: string, value: string][];
  /** The small print under the list. */
  notes: string[];
  /** The U.S. reference's source, when the role has one. */
  source:
    | { occupation: string; note: string | undefined; statistic: string; credit: string; url: string }
    | undefined;
}

/**
 * The figures of a calculator state with the given U.S. references; an unknown role falls back to
 * the first stack. The page passes the references it received as loader data, so the table of all
 * roles stays out of its JavaScript.
 */
export function figuresWith(
  state: CalculatorState,
  benchmarkFor: (stackSlug: string) => WageBenchmark | undefined,
): EstimateFigures {
  const found = allStacks().find(({ stack }) => stack.slug === state.role) ?? allStacks()[0];
  if (!found) throw new Error("The category list has no stacks");
  const { stack } = found;
  const seniority = seniorityLevels.find((level) => level.value === state.seniority) ?? seniorityLevels[1];
  const benchmark = benchmarkFor(stack.slug);
  const result = estimate({
    range: stack.salaryRange,
    seniority: state.seniority,
    hoursPerWeek: state.hoursPerWeek,
    usAnnualWage: benchmark?.annualWage,
    usHoursPerYear: WAGE_SOURCE.hoursPerYear,
    overheadPercent: state.overheadPercent,
  });
  const { latam, us, savings } = result;
  const savingsPercent = savings && savings.annual > 0 ? Math.round(savings.percent) : undefined;
  const headline = savings
    ? savingsPercent !== undefined
      ? `${text.savingsLabel}: ${formatPercent(savingsPercent)}, ${text.savingsPerYear(dollars.format(savings.annual))}.`
      : `${text.noSavings}.`
    : `${text.noUsFigure}. ${text.latamAnnual}: ${dollars.format(latam.annual)}.`;
  const rows: [string, string][] = [
    [text.rangeLabel, formatSalaryRange(stack.salaryRange)],
    [text.rateLabel(seniority.label), `${cents.format(latam.hourly)}/hour`],
    [text.latamMonthly, dollars.format(latam.monthly)],
    [text.latamAnnual, dollars.format(latam.annual)],
  ];
  if (us) {
    rows.push([text.usMonthly, dollars.format(us.monthly)], [text.usAnnual, dollars.format(us.annual)]);
    if (savings) rows.push([text.savingsLabel, `${dollars.format(savings.monthly)}/month`]);
  }
  const notes = [
    text.rateRule,
    text.hoursNote(state.hoursPerWeek),
    ...(us ? [text.overheadNote(state.overheadPercent)] : []),
  ];
  const source =
    benchmark && us
      ? {
          occupation: text.sourceLine(benchmark.occupation, benchmark.socCode, benchmark.match === "closest"),
          note: benchmark.note,
          statistic: text.statisticLine(
            benchmark.statistic,
            dollars.format(benchmark.annualWage),
            cents.format(us.hourlyWage),
            benchmark.period,
          ),
          credit: text.sourceCredit,
          url: WAGE_SOURCE.url,
        }
      : undefined;
  return {
    stack,
    seniorityLabel: seniority.label,
    result,
    benchmark,
    savingsPercent,
    headline,
    rows,
    notes,
    source,
  };
}
