/**
 * Pay bands quoted on the developer and sales category pages (SPEC section 9). Monthly figures
 * are USD for full-time contractors in Argentina, Colombia and Chile.
 */
import type { StackSlug } from "./categories";
import type { Seniority } from "./pricing-model";

export interface MonthlyBand {
  level: string;
  /** The seniority the band is paid at: its share of the rate (pricing-model.ts, talentPayShare). */
  seniority: Seniority;
  experience: string;
  /** Monthly USD, lower and upper end. */
  min: number;
  max: number;
}

export interface OteBand {
  role: string;
  /** The stack whose all-inclusive rate the base is a part of (commission is billed on top). */
  stack: StackSlug;
  base: { min: number; max: number };
  total: { min: number; max: number };
}

export const developerMonthlyBands: readonly MonthlyBand[] = [
  { level: "Junior", seniority: "junior", experience: "1-3 years", min: 1800, max: 3800 },
  { level: "Mid", seniority: "mid", experience: "3-6 years", min: 3200, max: 5800 },
  { level: "Senior", seniority: "senior", experience: "6+ years", min: 5200, max: 8500 },
];

export const salesOteBands: readonly OteBand[] = [
  { role: "SDR", stack: "sdr-bdr", base: { min: 1600, max: 2400 }, total: { min: 2000, max: 3600 } },
  {
    role: "Account Executive",
    stack: "enterprise-ae",
    base: { min: 2400, max: 3600 },
    total: { min: 4000, max: 6800 },
  },
  {
    role: "Sales Manager",
    stack: "enterprise-ae",
    base: { min: 3600, max: 5200 },
    total: { min: 6000, max: 10000 },
  },
];

/** The highest monthly on-target earnings of the sales bands (a sales manager's, base plus commission). */
export function topMonthlyOte(): number {
  return Math.max(...salesOteBands.map((band) => band.total.max));
}
