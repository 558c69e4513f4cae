/**
 * The role and package a visitor was looking at when they asked for a shortlist (from the savings
 * calculator), carried to the hiring wizard in its query string and sent with the lead, so sales
 * sees what was estimated. Only known stacks, seniorities and packages are accepted.
 */
import { allStacks } from "~/content/categories";
import { describeHiringPackage, findHiringPackage } from "~/content/hiring-packages";
import { seniorityLevels } from "~/content/seniority";

/** Query-string names on /hiring-form. */
export const INTEREST_PARAMS = { role: "role", seniority: "seniority", package: "package" } as const;

/** Longest label accepted back from a stored draft (the envelope allows 200 characters). */
const MAX_LABEL = 200;

export interface HiringInterest {
  /** e.g. "Backend Developer (Senior)". */
  role: string;
  /** e.g. "Growth, 20 hours/week". */
  package: string;
}

export interface InterestChoice {
  stackSlug: string;
  seniority: string;
  hoursPerWeek: number;
}

export function hiringFormHref(choice: InterestChoice): string {
  const params = new URLSearchParams({
    [INTEREST_PARAMS.role]: choice.stackSlug,
    [INTEREST_PARAMS.seniority]: choice.seniority,
    [INTEREST_PARAMS.package]: String(choice.hoursPerWeek),
  });
  return `/hiring-form?${params}`;
}

/** The interest named by /hiring-form's query string, or undefined when it names none we know. */
export function interestFromSearch(params: URLSearchParams): HiringInterest | undefined {
  const stack = allStacks().find(({ stack }) => stack.slug === params.get(INTEREST_PARAMS.role))?.stack;
  const item = findHiringPackage(Number(params.get(INTEREST_PARAMS.package)));
  if (!stack || !item) return undefined;
  const level = seniorityLevels.find(
    (candidate) => candidate.value === params.get(INTEREST_PARAMS.seniority),
  );
  return {
    role: level ? `${stack.name} (${level.label})` : stack.name,
    package: describeHiringPackage(item),
  };
}

/** An interest read back from stored data, or undefined when it is not well formed. */
export function parseInterest(value: unknown): HiringInterest | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { role, package: hiringPackage } = value as Record<string, unknown>;
  if (typeof role !== "string" || typeof hiringPackage !== "string") return undefined;
  if (!role || !hiringPackage || role.length > MAX_LABEL || hiringPackage.length > MAX_LABEL)
    return undefined;
  return { role, package: hiringPackage };
}

/** The attribution fields that carry the interest with the lead. */
export function interestAttribution(interest: HiringInterest | undefined) {
  return interest ? { interestRole: interest.role, interestPackage: interest.package } : {};
}
