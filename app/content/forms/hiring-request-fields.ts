/**
 * The hiring request's fields as plain data: the option lists, limits and messages, and which
 * fields each of the wizard's six steps holds. No validation library here: the wizard renders
 * from this module and loads its checks (app/features/hiring-request/validation.ts, with
 * ./hiring-request-schema.ts) only when it first validates, so they stay out of a page's first load.
 */

export const roleOptions = [
  "Engineering",
  "Product",
  "Operations",
  "Sales/Marketing",
  "Executive",
  "HR/Recruiting",
  "Other",
] as const;
export type Role = (typeof roleOptions)[number];

export const primaryGoalOptions = [
  "Hire LATAM developers",
  "Scale existing team",
  "Find specialists (Motion Graphics/BIM/Salesforce)",
  "Build complete team from scratch",
  "Other",
] as const;
export type PrimaryGoal = (typeof primaryGoalOptions)[number];

export const budgetRangeOptions = [
  "< $50K/quarter",
  "$50K-200K/quarter",
  "> $200K/quarter",
  "Just exploring options",
] as const;
export type BudgetRange = (typeof budgetRangeOptions)[number];

export const industryOptions = [
  "Software Development",
  "Motion Graphics",
  "BIM/Revit",
  "Executive Assistance",
  "Sales/Marketing",
  "Salesforce",
  "Other",
] as const;
export type Industry = (typeof industryOptions)[number];

export const LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 6, max: 32 },
  company: { min: 2, max: 120 },
  additionalInfo: { max: 5_000 },
} as const;

export const MESSAGES = {
  required: "Required",
  name: "Name must be at least 2 characters",
  nameLong: `Name must be at most ${LIMITS.name.max} characters`,
  email: "Please enter a valid email address",
  emailLong: `Email must be at most ${LIMITS.email.max} characters`,
  phone: "Please enter a valid phone number",
  phoneLong: `Phone number must be at most ${LIMITS.phone.max} characters`,
  company: "Company name is required",
  companyLong: `Company name must be at most ${LIMITS.company.max} characters`,
  roles: "Please select at least one role",
  primaryGoal: "Please select your primary goal",
  budgetRange: "Please select your budget range",
  industries: "Please select at least one industry",
  additionalInfoLong: `Additional information must be at most ${LIMITS.additionalInfo.max.toLocaleString("en-US")} characters`,
  unknownOption: "Please choose one of the listed options",
  tooManyOptions: "Please choose each option at most once",
} as const;

/** The nine fields of the hiring request (SPEC section 3), in the wizard's order. */
export const HIRING_FIELDS = [
  "name",
  "email",
  "phone",
  "company",
  "roles",
  "primaryGoal",
  "budgetRange",
  "industries",
  "additionalInfo",
] as const;
export type HiringField = (typeof HIRING_FIELDS)[number];

/** The six steps in order; `fields` are the ones each step validates and owns. */
export const HIRING_STEP_FIELDS = [
  { id: "details", fields: ["name", "email", "phone", "company"] },
  { id: "roles", fields: ["roles"] },
  { id: "primaryGoal", fields: ["primaryGoal"] },
  { id: "budgetRange", fields: ["budgetRange"] },
  { id: "industries", fields: ["industries"] },
  { id: "additionalInfo", fields: ["additionalInfo"] },
] as const satisfies readonly { id: string; fields: readonly HiringField[] }[];
export type HiringStepId = (typeof HIRING_STEP_FIELDS)[number]["id"];
export const HIRING_STEP_COUNT = HIRING_STEP_FIELDS.length;
