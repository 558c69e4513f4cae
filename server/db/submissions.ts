import { and, eq } from "drizzle-orm";
import type { Attribution } from "../../app/features/submissions/envelope";
import type { LeadEvent, LeadType } from "../outbox/notification";
import type { Database } from "./client";
import { candidateApplications, hiringRequests, type OutboxChannel, outbox, subscriptions } from "./schema";

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

export function createSubmissionStore(
  db: Database,
  options: {
    /** Channels each new genuine lead is delivered to (one outbox row per channel). */
    channels: () => OutboxChannel[];
    /** Called after a commit that queued outbox rows. */
    onQueued?: () => void;
  },
): SubmissionStore {
  type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

  async function queue(tx: Tx, event: LeadEvent) {
    const channels = options.channels();
    if (channels.length === 0) return false;
    await tx.insert(outbox).values(
      channels.map((channel) => ({
        channel,
        event: EVENT_NAMES[event.type],
        refId: event.id,
        payload: event as unknown as Record<string, unknown>,
      })),
    );
    return true;
  }

  const metaColumns = (meta: SubmissionMeta) => ({
    spam: meta.spam,
    spamReason: meta.spamReason,
    attribution: meta.attribution,
    userAgent: meta.userAgent,
    clientIp: meta.clientIp,
    idempotencyKey: meta.idempotencyKey,
  });

  const leadEvent = (
    type: LeadType,
    row: { id: string; receivedAt: Date },
    fields: Record<string, unknown>,
    meta: SubmissionMeta,
  ): LeadEvent => ({
    type,
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    fields,
    attribution: meta.attribution,
  });

  function afterCommit(result: StoreResult & { queued: boolean }): StoreResult {
    if (result.queued) options.onQueued?.();
    return { id: result.id, created: result.created };
  }

  return {
    async storeHiringRequest(fields, meta) {
      const result = await db.transaction(async (tx) => {
        // ON CONFLICT instead of a prior lookup: two concurrent retries cannot both insert.
        const [row] = await tx
          .insert(hiringRequests)
          .values({ ...fields, additionalInfo: fields.additionalInfo ?? null, ...metaColumns(meta) })
          .onConflictDoNothing({ target: hiringRequests.idempotencyKey })
          .returning({ id: hiringRequests.id, receivedAt: hiringRequests.receivedAt });
        if (row) {
          const queued =
            !meta.spam && (await queue(tx, leadEvent("hiring_request", row, { ...fields }, meta)));
          return { id: row.id, created: true, queued };
        }
        const [existing] = await tx
          .select({ id: hiringRequests.id })
          .from(hiringRequests)
          .where(eq(hiringRequests.idempotencyKey, meta.idempotencyKey ?? ""));
        if (!existing) throw new Error("Conflicting insert without a matching idempotency key");
        return { id: existing.id, created: false, queued: false };
      });
      return afterCommit(result);
    },

    async storeCandidateApplication(fields, meta) {
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(candidateApplications)
          .values({ ...fields, ...metaColumns(meta) })
          .onConflictDoNothing({ target: candidateApplications.idempotencyKey })
          .returning({ id: candidateApplications.id, receivedAt: candidateApplications.receivedAt });
        if (row) {
          const queued =
            !meta.spam && (await queue(tx, leadEvent("candidate_application", row, fields.details, meta)));
          return { id: row.id, created: true, queued };
        }
        const [existing] = await tx
          .select({ id: candidateApplications.id })
          .from(candidateApplications)
          .where(eq(candidateApplications.idempotencyKey, meta.idempotencyKey ?? ""));
        if (!existing) throw new Error("Conflicting insert without a matching idempotency key");
        return { id: existing.id, created: false, queued: false };
      });
      return afterCommit(result);
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
