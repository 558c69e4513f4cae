import { sql } from "drizzle-orm";
import type { LeadType } from "~server/lead-forms";
import type { LeadKind } from "./pipelines";

/**
 * How each lead kind is stored. Table and column names come from here, never from a request, so
 * they can be placed into SQL as identifiers.
 */
export interface LeadTable {
  table: string;
  /** The notification type of the kind; subscriptions are never announced. */
  notifiedAs: LeadType | null;
  /** The kind's column in lead_events. */
  eventColumn:
    | "hiring_request_id"
    | "candidate_application_id"
    | "subscription_id"
    | "estimate_request_id"
    | "pilot_request_id";
  hasPipeline: boolean;
  /** Expressions over the row alias `t`. */
  name: string;
  company: string;
  /** The fields shown and exported for a kind without a form descriptor (`notifiedAs` null). */
  columns?: readonly LeadColumn[];
}

export interface LeadColumn {
  label: string;
  column: string;
  /** A timestamp: shown as ISO time, or "No" when unset. */
  time?: boolean;
}

export const LEAD_TABLES: Readonly<Record<LeadKind, LeadTable>> = {
  "hiring-requests": {
    table: "hiring_requests",
    notifiedAs: "hiring_request",
    eventColumn: "hiring_request_id",
    hasPipeline: true,
    name: "t.name",
    company: "t.company",
  },
  "candidate-applications": {
    table: "candidate_applications",
    notifiedAs: "candidate_application",
    eventColumn: "candidate_application_id",
    hasPipeline: true,
    name: "t.name",
    company: "null::text",
  },
  subscriptions: {
    table: "subscriptions",
    notifiedAs: null,
    eventColumn: "subscription_id",
    hasPipeline: false,
    name: "null::text",
    company: "null::text",
    columns: [
      { label: "Email", column: "email" },
      { label: "Form", column: "source" },
      { label: "Role", column: "role" },
      { label: "Confirmed", column: "confirmed_at", time: true },
      { label: "Unsubscribed", column: "unsubscribed_at", time: true },
    ],
  },
  "estimate-requests": {
    table: "estimate_requests",
    notifiedAs: null,
    eventColumn: "estimate_request_id",
    hasPipeline: true,
    name: "null::text",
    company: "null::text",
    columns: [
      { label: "Email", column: "email" },
      { label: "Role", column: "role" },
      { label: "Seniority", column: "seniority" },
      { label: "Hours per week", column: "hours_per_week" },
      { label: "U.S. overhead (%)", column: "overhead_percent" },
    ],
  },
  "pilot-requests": {
    table: "pilot_requests",
    notifiedAs: "pilot_request",
    eventColumn: "pilot_request_id",
    hasPipeline: true,
    name: "t.name",
    company: "t.company",
  },
};

export const tableOf = (kind: LeadKind) => sql.raw(`"${LEAD_TABLES[kind].table}"`);
export const expr = (source: string) => sql.raw(source);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs and forms are checked before they reach a uuid column (a bad one would be a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
