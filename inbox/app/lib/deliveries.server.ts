import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { recordAudit } from "./audit.server";
import type { InboxServices } from "./inbox-services.server";
import { expr, isUuid, LEAD_TABLES, tableOf } from "./lead-tables.server";
import { LEAD_KINDS, type LeadKind } from "./pipelines";

/** At most this many jobs are listed; the counts above the list are always complete. */
const DELIVERY_LIST_LIMIT = 200;

export interface Delivery {
  id: string;
  channel: string;
  event: string;
  /** "suppressed": an e-mail to a visitor held back for good; lastError says why. */
  status: "pending" | "sending" | "failed" | "suppressed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  updatedAt: string;
  /** The lead the job announces, when it still exists. */
  lead: { kind: LeadKind; id: string; label: string } | null;
}

export interface DeliveryOverview {
  deliveries: Delivery[];
  failed: number;
  waiting: number;
  suppressed: number;
}

const deliveryRow = z.object({
  id: z.string(),
  channel: z.string(),
  event: z.string(),
  status: z.enum(["pending", "sending", "failed", "suppressed"]),
  attempts: z.number(),
  next_attempt_at: dbTimestamp,
  last_error: z.string().nullable(),
  updated_at: dbTimestamp,
  ref_id: z.string(),
  lead_kind: z.enum(LEAD_KINDS).nullable(),
  lead_label: z.string().nullable(),
});

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Jobs that have not been delivered: failed ones first (latest first), then the queue in due
 * order, then the e-mails to visitors held back by the budgets (latest first).
 */
export async function listDeliveries(db: Database): Promise<DeliveryOverview> {
  // The lead of each job, whichever table holds it (one lateral lookup per lead kind).
  const leads = sql.join(
    LEAD_KINDS.map(
      (kind) => sql`
        select ${kind}::text as kind, coalesce(${expr(LEAD_TABLES[kind].name)}, t.email) as name,
          ${expr(LEAD_TABLES[kind].company)} as company
        from ${tableOf(kind)} t where t.id = o.ref_id`,
    ),
    sql` union all `,
  );
  const [jobs, counts] = await Promise.all([
    db.execute(sql`
      select o.id, o.channel, o.event, o.status, o.attempts, o.next_attempt_at, o.last_error,
        o.updated_at, o.ref_id, lead.kind as lead_kind,
        case when lead.company is null then lead.name
          else lead.name || ' (' || lead.company || ')' end as lead_label
      from outbox o
      left join lateral (${leads} limit 1) lead on true
      where o.status in ('pending', 'sending', 'failed', 'suppressed')
      order by case o.status when 'failed' then 0 when 'suppressed' then 2 else 1 end,
        case when o.status in ('failed', 'suppressed') then o.updated_at end desc,
        o.next_attempt_at asc, o.id
      limit ${DELIVERY_LIST_LIMIT}`),
    db.execute(sql`
      select count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status in ('pending', 'sending'))::int as waiting,
        count(*) filter (where status = 'suppressed')::int as suppressed
      from outbox where status in ('pending', 'sending', 'failed', 'suppressed')`),
  ]);
  const count = parseRows(
    "deliveries by state",
    z.object({ failed: z.number(), waiting: z.number(), suppressed: z.number() }),
    counts,
  )[0];
  return {
    failed: Number(count?.failed ?? 0),
    waiting: Number(count?.waiting ?? 0),
    suppressed: Number(count?.suppressed ?? 0),
    deliveries: parseRows("deliveries not sent", deliveryRow, jobs).map((row) => ({
      id: row.id,
      channel: row.channel,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: iso(row.next_attempt_at),
      lastError: row.last_error,
      updatedAt: iso(row.updated_at),
      lead:
        row.lead_kind && row.lead_label !== null
          ? { kind: row.lead_kind, id: row.ref_id, label: row.lead_label }
          : null,
    })),
  };
}

export type RetryResult =
  | { ok: true; jobId: string; leadId: string }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Puts a failed job back in the queue, due now, and wakes the worker. Its attempts are kept (the
 * worker then tries it once more); its last error stays visible until that try settles. The
 * lead's timeline records who asked for it.
 */
export async function retryDelivery(
  inbox: InboxServices,
  input: { id: unknown; actorId: string },
): Promise<RetryResult> {
  const notFound = { ok: false, status: 404, message: "This delivery no longer exists." } as const;
  if (!isUuid(input.id)) return notFound;
  const jobId = input.id;
  const result = await inbox.db.transaction(async (tx): Promise<RetryResult> => {
    const job = parseRows(
      "retry a failed delivery",
      z.object({ ref_id: z.string(), channel: z.string(), event: z.string(), attempts: z.number() }),
      await tx.execute(sql`
        update outbox set status = 'pending', next_attempt_at = now(), updated_at = now()
        where id = ${jobId}::uuid and status = 'failed'
        returning ref_id, channel, event, attempts`),
    )[0];
    if (!job) {
      const exists = parseRows(
        "delivery exists",
        z.unknown(),
        await tx.execute(sql`select 1 from outbox where id = ${jobId}::uuid`),
      );
      return exists.length
        ? { ok: false, status: 409, message: "This delivery is not failed: it is queued or already sent." }
        : notFound;
    }
    let leadKind: LeadKind | null = null;
    for (const kind of LEAD_KINDS) {
      const inserted = parseRows(
        "note a retried delivery on its lead",
        z.unknown(),
        await tx.execute(sql`
          insert into lead_events (${expr(LEAD_TABLES[kind].eventColumn)}, type, actor_id, data)
          select id, 'delivery_retried', ${input.actorId}::uuid,
            ${JSON.stringify({ jobId, channel: job.channel })}::jsonb
          from ${tableOf(kind)} where id = ${job.ref_id}::uuid
          returning id`),
      );
      if (inserted.length > 0) {
        leadKind = kind;
        break;
      }
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "delivery.retried",
      targetType: "delivery",
      targetId: jobId,
      detail: {
        channel: job.channel,
        event: job.event,
        attempts: job.attempts,
        leadKind,
        leadId: job.ref_id,
      },
    });
    return { ok: true, jobId, leadId: job.ref_id };
  });
  if (result.ok) inbox.onQueued();
  return result;
}
