/**
 * The openings editor's limits and the rate range check, without zod: the inbox's editor runs
 * them in the browser as the rates are typed (zod's compiler would need eval there, which the
 * pages' CSP forbids). The schema (./schema.ts) enforces the same on the server.
 */
import { findStack, formatSalaryRange, type SalaryRange } from "~/content/categories";

export const MAX_MARKDOWN_LENGTH = 5_000;
export const MAX_TITLE_LENGTH = 120;
export const MAX_HOURLY_RATE = 500;

export function isInsideRange(value: { rateMin: number; rateMax: number }, range: SalaryRange): boolean {
  return value.rateMin >= range.min && value.rateMax <= range.max;
}

/** The stack's typical range, when the opening's range lies outside it (the editor's warning). */
export function rateWarning(value: {
  category: string;
  stack: string;
  rateMin: number;
  rateMax: number;
}): string | null {
  const found = findStack(value.category, value.stack);
  if (!found || isInsideRange(value, found.stack.salaryRange)) return null;
  return `This range is outside what ${found.stack.name}s usually earn (${formatSalaryRange(found.stack.salaryRange)}).`;
}
