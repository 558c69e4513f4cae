/**
 * One descriptor per lead form: its fields in the form's order, the label the sales e-mail gives
 * each, and the database column that holds it. The store builds its insert from it and the
 * notification its rows, so a field added to a form's schema fails type checking until it is
 * described here, and a label can never outlive its field.
 */
import type { CandidateApplication } from "../app/content/forms/candidate-application-schema";
import type { Attribution } from "../app/content/forms/envelope";
import type { HiringRequest } from "../app/content/forms/hiring-request-schema";
import type { PilotRequest } from "../app/content/forms/pilot-request-schema";

export type LeadType = "hiring_request" | "candidate_application" | "pilot_request";

export type ColumnType = "text" | "text[]" | "jsonb";

export interface FieldDescriptor {
  label: string;
  /** The lead table's column for this field; without one the field lives in `answersColumn` only. */
  column?: { name: string; type: ColumnType };
}

/** Exactly the fields of a form's validated output, optional ones included. */
export type FieldDescriptors<Fields> = { readonly [Key in keyof Required<Fields>]: FieldDescriptor };

export interface LeadForm<Fields> {
  heading: string;
  fields: FieldDescriptors<Fields>;
  /** A jsonb column that keeps every answer as validated. */
  answersColumn?: string;
}

export const HIRING_REQUEST_FORM = {
  heading: "New hiring request",
  fields: {
    name: { label: "Name", column: { name: "name", type: "text" } },
    email: { label: "Email", column: { name: "email", type: "text" } },
    phone: { label: "Phone", column: { name: "phone", type: "text" } },
    company: { label: "Company", column: { name: "company", type: "text" } },
    roles: { label: "Roles", column: { name: "roles", type: "text[]" } },
    primaryGoal: { label: "Primary goal", column: { name: "primary_goal", type: "text" } },
    budgetRange: { label: "Budget range", column: { name: "budget_range", type: "text" } },
    industries: { label: "Industries", column: { name: "industries", type: "text[]" } },
    additionalInfo: { label: "Additional information", column: { name: "additional_info", type: "text" } },
  },
} as const satisfies LeadForm<HiringRequest>;

export const CANDIDATE_APPLICATION_FORM = {
  heading: "New candidate application",
  fields: {
    fullName: { label: "Full name", column: { name: "name", type: "text" } },
    email: { label: "Email", column: { name: "email", type: "text" } },
    country: { label: "Country" },
    category: { label: "Category" },
    specialization: { label: "Specialization" },
    yearsOfExperience: { label: "Years of experience" },
    englishLevel: { label: "English level" },
    profileUrl: { label: "LinkedIn or portfolio" },
    hourlyRate: { label: "Expected hourly rate (USD)" },
    availability: { label: "Available from" },
    note: { label: "Note" },
    stayInPool: { label: "Keep in the talent pool for future roles" },
    shareProfile: { label: "Share the full profile and résumé with clients on a shortlist" },
    locale: { label: "Language", column: { name: "locale", type: "text" } },
    job: { label: "Job opening (/jobs/…)" },
  },
  answersColumn: "details",
} as const satisfies LeadForm<CandidateApplication>;

/** The pilot request of /human-data-llm-training: who asks, in columns; the pilot's answers in `details`. */
const PILOT_REQUEST_FORM = {
  heading: "New pilot request",
  fields: {
    name: { label: "Name", column: { name: "name", type: "text" } },
    email: { label: "Email", column: { name: "email", type: "text" } },
    company: { label: "Company", column: { name: "company", type: "text" } },
    annotatorCount: { label: "Annotators" },
    taskTypes: { label: "Task types" },
    languages: { label: "Languages" },
    volume: { label: "Volume" },
    volumeUnit: { label: "Volume unit" },
    qualityBar: { label: "Quality bar" },
    startDate: { label: "Start date" },
    notes: { label: "Notes" },
  },
  answersColumn: "details",
} as const satisfies LeadForm<PilotRequest>;

export const LEAD_FORMS: Record<LeadType, LeadForm<Record<string, unknown>>> = {
  hiring_request: HIRING_REQUEST_FORM,
  candidate_application: CANDIDATE_APPLICATION_FORM,
  pilot_request: PILOT_REQUEST_FORM,
};

export const ATTRIBUTION_LABELS: Readonly<Record<keyof Attribution, string>> = {
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  utmTerm: "UTM term",
  utmContent: "UTM content",
  referrer: "Referrer",
  landingPage: "Landing page",
  interestRole: "Role of interest",
  interestPackage: "Package of interest",
};

/** A form's answers in the form's order (absent optional answers left out). */
export function orderedAnswers(form: LeadType, fields: Readonly<Record<string, unknown>>) {
  const answers: Record<string, unknown> = {};
  for (const key of Object.keys(LEAD_FORMS[form].fields)) {
    if (fields[key] !== undefined) answers[key] = fields[key];
  }
  return answers;
}

/** The columns of a form's own fields in its lead table, in the descriptor's order. */
export function leadColumns(form: LeadType): { name: string; type: ColumnType }[] {
  const descriptor = LEAD_FORMS[form];
  const columns = Object.values(descriptor.fields).flatMap((field) => (field.column ? [field.column] : []));
  if (descriptor.answersColumn) columns.push({ name: descriptor.answersColumn, type: "jsonb" });
  return columns;
}

/** A lead's values keyed by column name, matching leadColumns (absent answers are null). */
export function leadColumnValues(form: LeadType, fields: Readonly<Record<string, unknown>>) {
  const descriptor = LEAD_FORMS[form];
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(descriptor.fields)) {
    if (field.column) values[field.column.name] = fields[key] ?? null;
  }
  if (descriptor.answersColumn) values[descriptor.answersColumn] = orderedAnswers(form, fields);
  return values;
}

/**
 * A stored lead's answers (its row with snake_case column names), as the intake had them:
 * the inverse of leadColumnValues, so an event built later matches the one built at intake.
 */
export function answersFromColumns(form: LeadType, row: Readonly<Record<string, unknown>>) {
  const descriptor = LEAD_FORMS[form];
  if (descriptor.answersColumn) {
    return orderedAnswers(form, (row[descriptor.answersColumn] ?? {}) as Record<string, unknown>);
  }
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(descriptor.fields)) {
    const value = field.column ? row[field.column.name] : undefined;
    if (value !== null && value !== undefined) fields[key] = value;
  }
  return orderedAnswers(form, fields);
}
