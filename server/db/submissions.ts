import { randomUUID } from "node:crypto";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Attribution } from "../../app/features/submissions/envelope";
import type { LeadEvent, LeadType } from "../outbox/notification";
import { createBatcher } from "./batcher";
import type { Database } from "./client";
import { candidateApplications, hiringRequests, type OutboxChannel, subscriptions } from "./schema";

/** What the intake pipeline found out about a submission besides its fields. */
export interface SubmissionMeta {
  spam: boolean;
  spamReason: string | null;
  attribution: Attribution;
  userAgent: string | null;
  clientIp: string | null;
  idempotencyKey: string | null;
}

export interface StoreResult {
  id: string;
  /** False when an earlier request with the same idempotency key (or subscription) was found. */
  created: boolean;
}

export interface HiringRequestFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  roles: string[];
  primaryGoal: string;
  budgetRange: string;
  industries: string[];
  additionalInfo?: string | undefined;
}

export interface CandidateApplicationFields {
  name: string;
  email: string;
  /** Every answer of the form, as validated. */
  details: Record<string, unknown>;
}

export interface SubscriptionFields {
  email: string;
  source: "newsletter" | "match-report";
}

export interface SubmissionStore {
  storeHiringRequest(fields: HiringRequestFields, meta: SubmissionMeta): Promise<StoreResult>;
  storeCandidateApplication(fields: CandidateApplicationFields, meta: SubmissionMeta): Promise<StoreResult>;
  storeSubscription(fields: SubscriptionFields, meta: SubmissionMeta): Promise<StoreResult>;
}

const EVENT_NAMES: Record<LeadType, string> = {
  hiring_request: "hiring_request.created",
  candidate_application: "candidate_application.created",
};

/** A lead table's own columns, as the batched insert declares them (trusted constants only). */
const LEAD_TABLES = {
  hiring_request: {
    table: hiringRequests,
    name: "hiring_requests",
    columns: [
      ["name", "text"],
      ["email", "text"],
      ["phone", "text"],
      ["company", "text"],
      ["roles", "text[]"],
      ["primary_goal", "text"],
      ["budget_range", "text"],
      ["industries", "text[]"],
      ["additional_info", "text"],
    ],
  },
  candidate_application: {
    table: candidateApplications,
    name: "candidate_applications",
    columns: [
      ["name", "text"],
      ["email", "text"],
      ["details", "jsonb"],
    ],
  },
} as const;

const COMMON_COLUMNS = [
  ["id", "uuid"],
  ["received_at", "timestamptz"],
  ["idempotency_key", "text"],
  ["spam", "boolean"],
  ["spam_reason", "text"],
  ["attribution", "jsonb"],
  ["user_agent", "text"],
  ["client_ip", "text"],
] as const;

/** One lead as the batched insert takes it: snake_case columns plus the outbox payload (null for spam). */
type LeadInput = Record<string, unknown> & { id: string; idempotency_key: string | null; payload: unknown };

/**
 * One statement per batch: the rows and their outbox jobs are inserted together, so they commit
 * together (a statement is its own transaction), and a repeated idempotency key inserts nothing.
 */
function leadInsertStatement(type: LeadType, rows: LeadInput[], channels: OutboxChannel[]): SQL {
  const spec = LEAD_TABLES[type];
  const all = [...COMMON_COLUMNS, ...spec.columns];
  const declared = sql.raw(all.map(([column, kind]) => `"${column}" ${kind}`).join(", "));
  const names = sql.raw(all.map(([column]) => `"${column}"`).join(", "));
  return sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${declared}, "payload" jsonb)
    ), inserted as (
      insert into ${sql.raw(`"${spec.name}"`)} (${names})
      select ${names} from input
      on conflict ("idempotency_key") do nothing
      returning "id"
    ), queued as (
      insert into "outbox" ("channel", "event", "ref_id", "payload")
      select channel.value, ${EVENT_NAMES[type]}, input."id", input."payload"
      from input
      join inserted on inserted."id" = input."id"
      cross join jsonb_array_elements_text(${JSON.stringify(channels)}::jsonb) as channel(value)
      where input."payload" is not null
    )
    select "id" from inserted`;
}

export function createSubmissionStore(
  db: Database,
  options: {
    /** Channels each new genuine lead is delivered to (one outbox row per channel). */
    channels: () => OutboxChannel[];
    /** Called after a commit that queued outbox rows. */
    onQueued?: () => void;
    /** Batches written at the same time (1 suits PGlite's single connection). */
    writeConcurrency?: number;
    /** Wait before a write so that concurrent submissions share it (see createBatcher). */
    lingerMs?: number;
  },
): SubmissionStore {
  async function writeLeads(type: LeadType, rows: LeadInput[]): Promise<StoreResult[]> {
    const channels = options.channels();
    const result = await db.execute<{ id: string }>(leadInsertStatement(type, rows, channels));
    const inserted = new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    if (channels.length > 0 && rows.some((row) => inserted.has(row.id) && row.payload !== null)) {
      options.onQueued?.();
    }
    // Rows not inserted carried a key that was already stored: answer with that row's id.
    const repeatedKeys = rows
      .filter((row) => !inserted.has(row.id))
      .map((row) => row.idempotency_key)
      .filter((key): key is string => key !== null);
    const existing = new Map<string, string>();
    if (repeatedKeys.length > 0) {
      const table = LEAD_TABLES[type].table;
      const found = await db
        .select({ id: table.id, key: table.idempotencyKey })
        .from(table)
        .where(inArray(table.idempotencyKey, repeatedKeys));
      for (const row of found) if (row.key) existing.set(row.key, row.id);
    }
    return rows.map((row) => {
      if (inserted.has(row.id)) return { id: row.id, created: true };
      const id = row.idempotency_key ? existing.get(row.idempotency_key) : undefined;
      if (!id) throw new Error("A lead was neither inserted nor found by its idempotency key");
      return { id, created: false };
    });
  }

  const metaColumns = (meta: SubmissionMeta) => ({
    spam: meta.spam,
    spamReason: meta.spamReason,
    attribution: meta.attribution,
    userAgent: meta.userAgent,
    clientIp: meta.clientIp,
    idempotencyKey: meta.idempotencyKey,
  });

  function batcherFor(type: LeadType) {
    return createBatcher<LeadInput, StoreResult>(
      async (rows) => {
        try {
          return (await writeLeads(type, rows)).map((value) => ({ status: "fulfilled", value }));
        } catch (error) {
          if (rows.length === 1) return [{ status: "rejected", reason: error }];
          // One bad row must not fail its neighbours: write them one by one.
          return Promise.allSettled(rows.map(async (row) => (await writeLeads(type, [row]))[0]!));
        }
      },
      { concurrency: options.writeConcurrency ?? 1, maxBatch: 200, lingerMs: options.lingerMs ?? 0 },
    );
  }
  const batchers = {
    hiring_request: batcherFor("hiring_request"),
    candidate_application: batcherFor("candidate_application"),
  };

  function leadInput(
    type: LeadType,
    columns: Record<string, unknown>,
    eventFields: Record<string, unknown>,
    meta: SubmissionMeta,
  ): LeadInput {
    const id = randomUUID();
    const receivedAt = new Date().toISOString();
    const event: LeadEvent = { type, id, receivedAt, fields: eventFields, attribution: meta.attribution };
    return {
      id,
      received_at: receivedAt,
      idempotency_key: meta.idempotencyKey,
      spam: meta.spam,
      spam_reason: meta.spamReason,
      attribution: meta.attribution,
      user_agent: meta.userAgent,
      client_ip: meta.clientIp,
      ...columns,
      // Spam is stored but never announced.
      payload: meta.spam ? null : event,
    };
  }

  return {
    storeHiringRequest(fields, meta) {
      const row = leadInput(
        "hiring_request",
        {
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          company: fields.company,
          roles: fields.roles,
          primary_goal: fields.primaryGoal,
          budget_range: fields.budgetRange,
          industries: fields.industries,
          additional_info: fields.additionalInfo ?? null,
        },
        { ...fields },
        meta,
      );
      return batchers.hiring_request.add(row);
    },

    storeCandidateApplication(fields, meta) {
      const row = leadInput(
        "candidate_application",
        { name: fields.name, email: fields.email, details: fields.details },
        fields.details,
        meta,
      );
      return batchers.candidate_application.add(row);
    },

    async storeSubscription(fields, meta) {
      const email = fields.email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        // No conflict target: either the idempotency key or the (email, source) pair may clash.
        const [row] = await tx
          .insert(subscriptions)
          .values({ email, source: fields.source, ...metaColumns(meta) })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        if (row) return { id: row.id, created: true };
        if (meta.idempotencyKey) {
          const [retried] = await tx
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(eq(subscriptions.idempotencyKey, meta.idempotencyKey));
          // A retry of the request that created the row gets the creation's answer again.
          if (retried) return { id: retried.id, created: true };
        }
        const [existing] = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.email, email),
              eq(subscriptions.source, fields.source),
              eq(subscriptions.spam, false),
            ),
          );
        if (!existing) throw new Error("Conflicting subscription insert without a matching row");
        return { id: existing.id, created: false };
      });
    },
  };
}
