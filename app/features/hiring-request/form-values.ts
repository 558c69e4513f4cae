import type { z } from "zod";
import type { CategorySlug } from "~/content/categories";
import { HIRING_STEP_COUNT, type HiringField, type Role } from "~/content/forms/hiring-request-fields";
import type { HiringRequestSchema } from "~/content/forms/hiring-request-schema";
import type { HiringInterest } from "~/features/hiring-request/hiring-interest";

/**
 * What the wizard holds while it is filled in: the request schema's input with every field
 * present; choices stay "" and lists empty until chosen.
 */
export type HiringFormValues = Required<z.input<typeof HiringRequestSchema>>;

export const emptyHiringFormValues: HiringFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  roles: [],
  primaryGoal: "",
  budgetRange: "",
  industries: [],
  additionalInfo: "",
};

/** The roles-step option a category of our catalogue belongs to. */
const roleForCategory: Record<CategorySlug, Role> = {
  developers: "Engineering",
  "ai-specialists": "Engineering",
  "llm-specialists": "Engineering",
  sales: "Sales/Marketing",
  marketing: "Sales/Marketing",
  design: "Product",
};

/** The values with the role a shortlist link named ticked, unless roles are already chosen. */
export function withInterestRole(values: HiringFormValues, interest: HiringInterest | undefined) {
  if (!interest?.category || values.roles.length > 0) return values;
  return { ...values, roles: [roleForCategory[interest.category]] };
}

const listFields = new Set<HiringField>(["roles", "industries"]);

/** Keeps only the known fields with the right types, so stored data can never break the form. */
export function toHiringFormValues(input: unknown): HiringFormValues {
  const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const values: HiringFormValues = { ...emptyHiringFormValues, roles: [], industries: [] };
  for (const field of Object.keys(emptyHiringFormValues) as HiringField[]) {
    const value = source[field];
    if (listFields.has(field)) {
      if (Array.isArray(value))
        (values[field] as string[]) = value.filter((item): item is string => typeof item === "string");
    } else if (typeof value === "string") {
      (values[field] as string) = value;
    }
  }
  return values;
}

export const clampStep = (step: number) => Math.min(Math.max(1, Math.trunc(step) || 1), HIRING_STEP_COUNT);
