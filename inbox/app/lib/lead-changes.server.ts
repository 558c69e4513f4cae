import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CandidateApplication } from "~/content/forms/candidate-application-schema";
import { AttributionSchema } from "~/content/forms/envelope";
import { candidateSeed, linkApplicationToCandidate } from "~server/db/candidates";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { leadCreatedEvent } from "~server/db/submissions";
import { answersFromColumns } from "~server/lead-forms";
import { LEAD_CREATED_EVENTS } from "~server/outbox/lead-event";
import { recordAudit } from "./audit.server";
import type { InboxServices } from "./inbox-services.server";
import { expr, isUuid, LEAD_TABLES, tableOf } from "./lead-tables.server";
import { isStatusOf, type LeadKind } from "./pipelines";

function sqlStateOf(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } };
  const code = withCode.cause?.code ?? withCode.code;
  return typeof code === "string" ? code : undefined;
}

export const MAX_NOTE_LENGTH = 5_000;

export type ChangeResult = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

const notFound: ChangeResult = { ok: false, status: 404, message: "This lead no longer exists." };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function recordEvent(
  tx: Tx,
  kind: LeadKind,
  leadId: string,
  type: string,
  actorId: string,
  data: Record<string, unknown>,
) {
  await tx.execute(sql`
    insert into lead_events (${expr(LEAD_TABLES[kind].eventColumn)}, type, actor_id, data)
    values (${leadId}::uuid, ${type}, ${actorId}::uuid, ${JSON.stringify(data)}::jsonb)`);
  // A note's text may name people: the audit keeps only that a note was added.
  await recordAudit(tx, {
    actorId,
    action: `lead.${type}`,
    targetType: kind,
    targetId: leadId,
    detail: type === "note" ? {} : data,
  });
}

export async function changeStatus(
  db: Database,
  input: { kind: LeadKind; id: string; status: unknown; actorId: string },
): Promise<ChangeResult> {
  if (!isUuid(input.id)) return notFound;
  if (!LEAD_TABLES[input.kind].hasPipeline || !isStatusOf(input.kind, input.status)) {
    return { ok: false, status: 400, message: "Choose one of the listed statuses." };
  }
  const status = input.status;
  return db.transaction(async (tx) => {
    const current = parseRows(
      "lead status to change",
      z.object({ status: z.string() }),
      await tx.execute(
        sql`select status from ${tableOf(input.kind)} where id = ${input.id}::uuid for update`,
      ),
    )[0];
    if (!current) return notFound;
    if (current.status === status) return { ok: true };
    await tx.execute(sql`update ${tableOf(input.kind)} set status = ${status} where id = ${input.id}::uuid`);
    await recordEvent(tx, input.kind, input.id, "status_changed", input.actorId, {
      from: current.status,
      to: status,
    });
    return { ok: true };
  });
}

/** Assigns the lead to an active user, or to nobody with an empty owner. */
export async function assignOwner(
  db: Database,
  input: { kind: LeadKind; id: string; ownerId: unknown; actorId: string },
): Promise<ChangeResult> {
  if (!isUuid(input.id)) return notFound;
  const ownerId = input.ownerId === "" || input.ownerId === null ? null : input.ownerId;
  if (ownerId !== null) {
    const active = isUuid(ownerId)
      ? parseRows(
          "active team member",
          z.unknown(),
          await db.execute(
            sql`select 1 from inbox_users where id = ${ownerId}::uuid and disabled_at is null`,
          ),
        )
      : [];
    if (active.length === 0) return { ok: false, status: 400, message: "Choose an active team member." };
  }
  return db.transaction(async (tx) => {
    const current = parseRows(
      "lead owner to change",
      z.object({ owner_id: z.string().nullable() }),
      await tx.execute(
        sql`select owner_id from ${tableOf(input.kind)} where id = ${input.id}::uuid for update`,
      ),
    )[0];
    if (!current) return notFound;
    if (current.owner_id === ownerId) return { ok: true };
    await tx.execute(
      sql`update ${tableOf(input.kind)} set owner_id = ${ownerId}::uuid where id = ${input.id}::uuid`,
    );
    await recordEvent(tx, input.kind, input.id, "owner_changed", input.actorId, {
      from: current.owner_id,
      to: ownerId,
    });
    return { ok: true };
  });
}

export async function addNote(
  db: Database,
  input: { kind: LeadKind; id: string; text: unknown; actorId: string },
): Promise<ChangeResult> {
  if (!isUuid(input.id)) return notFound;
  const text = typeof input.text === "string" ? input.text.trim() : "";
  if (!text || text.length > MAX_NOTE_LENGTH) {
    return { ok: false, status: 400, message: `Write a note of 1 to ${MAX_NOTE_LENGTH} characters.` };
  }
  return db.transaction(async (tx) => {
    const exists = parseRows(
      "lead to note",
      z.unknown(),
      await tx.execute(sql`select 1 from ${tableOf(input.kind)} where id = ${input.id}::uuid`),
    );
    if (exists.length === 0) return notFound;
    await recordEvent(tx, input.kind, input.id, "note", input.actorId, { text });
    return { ok: true };
  });
}

/** A released lead's row: every column of its table (its answers), with those read here checked. */
const releasedRow = z.looseObject({
  received_at: dbTimestamp,
  attribution: AttributionSchema.optional(),
  quarantine_reason: z.string().nullable(),
});

/**
 * "Not spam": the lead leaves quarantine as New, and is announced now with the event the intake
 * would have queued (one outbox row per configured channel), in the same transaction.
 */
export async function releaseFromQuarantine(
  inbox: InboxServices,
  input: { kind: LeadKind; id: string; actorId: string },
): Promise<ChangeResult> {
  if (!isUuid(input.id)) return notFound;
  const info = LEAD_TABLES[input.kind];
  const channels = inbox.channels();
  let queued = false;
  try {
    const result = await inbox.db.transaction(async (tx): Promise<ChangeResult> => {
      const row = parseRows(
        "release a lead from quarantine",
        releasedRow,
        await tx.execute(sql`
          update ${tableOf(input.kind)} t set spam = false, spam_reason = null
            ${info.hasPipeline ? sql`, status = 'new'` : sql``}
          from ${tableOf(input.kind)} before
          where t.id = ${input.id}::uuid and t.spam and before.id = t.id
          returning t.*, before.spam_reason as quarantine_reason`),
      )[0];
      if (!row) {
        const exists = parseRows(
          "lead to release",
          z.unknown(),
          await tx.execute(sql`select 1 from ${tableOf(input.kind)} where id = ${input.id}::uuid`),
        );
        return exists.length
          ? { ok: false, status: 409, message: "This lead is not quarantined." }
          : notFound;
      }
      // A person has judged the lead: the old verdict stays in the timeline, not on the lead.
      await recordEvent(tx, input.kind, input.id, "released_from_quarantine", input.actorId, {
        reason: row.quarantine_reason ?? null,
      });
      if (info.notifiedAs === "candidate_application") {
        // A genuine application joins the pool now, as it would have at intake.
        const answers = answersFromColumns("candidate_application", row) as CandidateApplication;
        await linkApplicationToCandidate(tx, input.id, candidateSeed(answers, new Date(row.received_at)));
      }
      if (info.notifiedAs && channels.length > 0) {
        const event = leadCreatedEvent(info.notifiedAs, {
          id: input.id,
          receivedAt: new Date(row.received_at).toISOString(),
          fields: answersFromColumns(info.notifiedAs, row),
          attribution: row.attribution ?? {},
          spamReason: null,
        });
        for (const channel of channels) {
          await tx.execute(sql`
            insert into outbox (channel, event, ref_id, payload)
            values (${channel}, ${LEAD_CREATED_EVENTS[info.notifiedAs]}, ${input.id}::uuid, ${JSON.stringify(event)}::jsonb)`);
        }
        queued = true;
      }
      return { ok: true };
    });
    if (queued) inbox.onQueued();
    return result;
  } catch (error) {
    // A genuine subscription of the same address and form already exists (unique index).
    if (sqlStateOf(error) === "23505") {
      return {
        ok: false,
        status: 409,
        message: "This address already has a genuine subscription to the same form.",
      };
    }
    throw error;
  }
}
