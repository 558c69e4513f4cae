/**
 * The savings calculator's arithmetic, kept free of React and copy so it can be checked by hand.
 *
 * LATAM side: the stack's hourly range, a rate picked by seniority, times the hours worked.
 * U.S. side: the occupation's median wage as an hourly figure, plus the employer's overhead
 * (benefits, payroll taxes), times the same hours. LatamMatch rates are all-inclusive, so no
 * overhead is added on that side.
 */
import type { SalaryRange } from "~/content/categories";
// The LATAM side is the pricing model's own arithmetic, the one rule behind every price on the site.
import { MONTHS_PER_YEAR, monthlyPrice, rateForSeniority, type Seniority } from "~/content/pricing-model";

export interface EstimateInput {
  range: Pick<SalaryRange, "min" | "max">;
  seniority: Seniority;
  hoursPerWeek: number;
  /** The U.S. reference as an annual full-time wage, or undefined when there is none. */
  usAnnualWage?: number;
  /** Hours the U.S. annual wage stands for (2,080 in BLS figures). */
  usHoursPerYear: number;
  /** Employer overhead on top of the U.S. wage, in percent (30 = 30%). */
  overheadPercent: number;
}

export interface CostFigures {
  hourly: number;
  monthly: number;
  annual: number;
}

export interface Estimate {
  latam: CostFigures;
  /** Absent when the role has no U.S. reference. */
  us?: CostFigures & { hourlyWage: number };
  /** U.S. cost minus LATAM cost; absent without a U.S. reference. */
  savings?: { monthly: number; annual: number; percent: number };
}

function costOf(hourly: number, hoursPerWeek: number): CostFigures {
  const monthly = monthlyPrice(hoursPerWeek, hourly);
  return { hourly, monthly, annual: monthly * MONTHS_PER_YEAR };
}

export function estimate(input: EstimateInput): Estimate {
  const latam = costOf(rateForSeniority(input.range, input.seniority), input.hoursPerWeek);
  if (input.usAnnualWage === undefined) return { latam };
  const hourlyWage = input.usAnnualWage / input.usHoursPerYear;
  const us = {
    hourlyWage,
    ...costOf(hourlyWage * (1 + input.overheadPercent / 100), input.hoursPerWeek),
  };
  const annual = us.annual - latam.annual;
  return {
    latam,
    us,
    savings: { monthly: us.monthly - latam.monthly, annual, percent: (annual / us.annual) * 100 },
  };
}
