/**
 * The role (and package) a visitor was looking at when they asked for a shortlist, from the
 * savings calculator or the AI Talent Matcher, carried to the hiring wizard in its query string
 * and sent with the lead, so sales sees what was estimated or asked. Only known specializations
 * or categories, seniorities and packages are accepted.
 */
import { allStacks, type CategorySlug, categories } from "~/content/categories";
import { describeHiringPackage, findHiringPackage } from "~/content/hiring-packages";
import { seniorityLevels } from "~/content/seniority";

/** Query-string names on /hiring-form. */
const INTEREST_PARAMS = { role: "role", seniority: "seniority", package: "package" } as const;

/** Longest label accepted back from a stored draft (the envelope allows 200 characters). */
const MAX_LABEL = 200;

export interface HiringInterest {
  /** e.g. "Backend Developer (Senior)". */
  role: string;
  /** e.g. "Growth, 20 hours/week"; absent when no package was chosen. */
  package?: string;
  /** The category of the role, which fills in the wizard's roles step. */
  category?: CategorySlug;
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

/** The wizard with a role (a specialization's or a category's slug) and a seniority filled in. */
export function shortlistHref(choice: { role: string; seniority?: string }): string {
  const params = new URLSearchParams({ [INTEREST_PARAMS.role]: choice.role });
  if (choice.seniority) params.set(INTEREST_PARAMS.seniority, choice.seniority);
  return `/hiring-form?${params}`;
}

const isCategorySlug = (value: unknown): value is CategorySlug =>
  categories.some((category) => category.slug === value);

/** The interest named by /hiring-form's query string, or undefined when it names none we know. */
export function interestFromSearch(params: URLSearchParams): HiringInterest | undefined {
  const slug = params.get(INTEREST_PARAMS.role);
  const stack = allStacks().find((entry) => entry.stack.slug === slug);
  const category = stack?.category ?? categories.find((entry) => entry.slug === slug);
  if (!category) return undefined;
  const packageParam = params.get(INTEREST_PARAMS.package);
  const item = packageParam === null ? undefined : findHiringPackage(Number(packageParam));
  // A package that names none of ours makes the whole link suspect.
  if (packageParam !== null && !item) return undefined;
  const level = seniorityLevels.find(
    (candidate) => candidate.value === params.get(INTEREST_PARAMS.seniority),
  );
  const name = stack?.stack.name ?? category.name;
  return {
    role: level ? `${name} (${level.label})` : name,
    ...(item ? { package: describeHiringPackage(item) } : {}),
    category: category.slug as CategorySlug,
  };
}

/** An interest read back from stored data, or undefined when it is not well formed. */
export function parseInterest(value: unknown): HiringInterest | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { role, package: hiringPackage, category } = value as Record<string, unknown>;
  if (typeof role !== "string" || !role || role.length > MAX_LABEL) return undefined;
  if (hiringPackage !== undefined && (typeof hiringPackage !== "string" || !hiringPackage)) return undefined;
  if (typeof hiringPackage === "string" && hiringPackage.length > MAX_LABEL) return undefined;
  return {
    role,
    ...(typeof hiringPackage === "string" ? { package: hiringPackage } : {}),
    ...(isCategorySlug(category) ? { category } : {}),
  };
}

/** The attribution fields that carry the interest with the lead. */
export function interestAttribution(interest: HiringInterest | undefined) {
  if (!interest) return {};
  return interest.package
    ? { interestRole: interest.role, interestPackage: interest.package }
    : { interestRole: interest.role };
}
