/**
 * The calculator's state in the query string (role, seniority, hours, overhead), so an estimate
 * can be shared as a link. Unknown or out-of-range values fall back to the defaults one by one.
 */
import { allStacks } from "~/content/categories";
import { hiringPackages } from "~/content/hiring-packages";
import { calculatorSettings } from "~/content/savings-calculator";
import { type SeniorityLevel, seniorityLevels } from "~/content/seniority";

export interface CalculatorState {
  role: string;
  seniority: SeniorityLevel;
  hoursPerWeek: number;
  overheadPercent: number;
}

const { defaults, overhead, params: names } = calculatorSettings;

export const defaultCalculatorState: CalculatorState = { ...defaults };

export function clampOverhead(value: number): number {
  return Math.min(overhead.max, Math.max(overhead.min, Math.round(value)));
}

export function stateFromSearch(params: URLSearchParams): CalculatorState {
  const role = params.get(names.role);
  const seniority = params.get(names.seniority);
  const hours = Number(params.get(names.hours));
  const overheadText = params.get(names.overhead);
  const overheadValue =
    overheadText === null || overheadText.trim() === "" ? Number.NaN : Number(overheadText);
  return {
    role: allStacks().some(({ stack }) => stack.slug === role) ? (role as string) : defaults.role,
    seniority: seniorityLevels.find((level) => level.value === seniority)?.value ?? defaults.seniority,
    hoursPerWeek: hiringPackages.some((item) => item.hoursPerWeek === hours) ? hours : defaults.hoursPerWeek,
    overheadPercent: Number.isFinite(overheadValue) ? clampOverhead(overheadValue) : defaults.overheadPercent,
  };
}

export function searchFromState(state: CalculatorState): string {
  return new URLSearchParams({
    [names.role]: state.role,
    [names.seniority]: state.seniority,
    [names.hours]: String(state.hoursPerWeek),
    [names.overhead]: String(state.overheadPercent),
  }).toString();
}
