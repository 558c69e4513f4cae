/**
 * The calculator's state in the query string (role, seniority, hours, overhead), so an estimate
 * can be shared as a link. Unknown or out-of-range values fall back to the defaults one by one,
 * and `scenarioProblems` names each of them, so the page can say which part of a link it did
 * not understand instead of silently showing another estimate.
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

export type ScenarioParam = keyof typeof names;

/** A part of a scenario link the calculator could not use as given. */
export interface ScenarioProblem {
  param: ScenarioParam;
  /** The value as the link gave it. */
  given: string;
  /** Not understood (the default is used), or outside its limits (the nearest limit is used). */
  kind: "unknown" | "clamped";
}

/**
 * The parts of a link that the state read from it does not show as given: a value that is not an
 * option (a role, a seniority, a package's hours, a number) or an overhead outside its limits.
 * A part the link leaves out is no problem: it has its default.
 */
export function scenarioProblems(params: URLSearchParams): ScenarioProblem[] {
  const state = stateFromSearch(params);
  const problems: ScenarioProblem[] = [];
  const given = (param: ScenarioParam) => params.get(names[param]);
  for (const param of ["role", "seniority", "hours"] as const) {
    const value = given(param);
    const shown =
      param === "role" ? state.role : param === "seniority" ? state.seniority : String(state.hoursPerWeek);
    // "040" hours is the 40-hour package, as the calculator reads it.
    const same =
      param === "hours" ? value?.trim() !== "" && Number(value) === state.hoursPerWeek : value === shown;
    if (value !== null && !same) problems.push({ param, given: value, kind: "unknown" });
  }
  const overheadText = given("overhead");
  if (overheadText !== null) {
    const value = overheadText.trim() === "" ? Number.NaN : Number(overheadText);
    if (!Number.isFinite(value)) problems.push({ param: "overhead", given: overheadText, kind: "unknown" });
    // Rounded to a whole percent is the same choice; beyond the limits it is not.
    else if (value < overhead.min || value > overhead.max)
      problems.push({ param: "overhead", given: overheadText, kind: "clamped" });
  }
  return problems;
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
