import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "~server/db/client";
import { auditLog } from "~server/db/schema";
import { LEAD_TABLES, tableOf } from "./lead-tables.server";
import { isLeadKind, type LeadKind } from "./pipelines";

export interface AuditInput {
  /** The signed-in user who acted, or null (e.g. a failed login for an unknown address). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** Ids, counts, from/to values: never passwords, codes, secrets or a person's data. */
  detail?: Record<string, unknown>;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry exists exactly
 * when the change does. The time is the clock's, not the transaction's start, so entries written
 * in one transaction keep their order.
 */
export async function recordAudit(db: Database, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    detail: input.detail ?? {},
    createdAt: sql`clock_timestamp()`,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: string;
  action: string;
  actorEmail: string | null;
  targetType: string;
  targetId: string | null;
  /** The user an entry about an account names, when the target is one. */
  targetEmail: string | null;
  /** The inbox page of the target lead, while the lead still exists. */
  leadHref: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
  total: number;
}

interface AuditRow {
  id: string;
  action: string;
  actor_email: string | null;
  target_type: string;
  target_id: string | null;
  target_email: string | null;
  detail: Record<string, unknown>;
  created_at: string | Date;
}

/** Which of these lead ids still exist, per kind. */
async function existingLeads(db: Database, rows: AuditRow[]): Promise<Set<string>> {
  const existing = new Set<string>();
  const byKind = new Map<LeadKind, string[]>();
  for (const row of rows) {
    if (!row.target_id || !isLeadKind(row.target_type) || !LEAD_TABLES[row.target_type]) continue;
    byKind.set(row.target_type, [...(byKind.get(row.target_type) ?? []), row.target_id]);
  }
  for (const [kind, ids] of byKind) {
    const found = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id::text as id from ${tableOf(kind)} where id::text in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    for (const row of found) existing.add(`${kind}/${row.id}`);
  }
  return existing;
}

/** Newest first, AUDIT_PAGE_SIZE entries a page; a page past the end shows the last one. */
export async function listAudit(db: Database, requestedPage: number): Promise<AuditPage> {
  const total = Number(
    rowsOf<{ count: number | string }>(await db.execute(sql`select count(*) as count from audit_log`))[0]
      ?.count ?? 0,
  );
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      select a.id, a.action, actor.email as actor_email, a.target_type, a.target_id,
        target.email as target_email, a.detail, a.created_at
      from audit_log a
      left join inbox_users actor on actor.id = a.actor_id
      left join inbox_users target on a.target_type = 'user' and target.id::text = a.target_id
      order by a.created_at desc, a.seq desc
      limit ${AUDIT_PAGE_SIZE} offset ${(page - 1) * AUDIT_PAGE_SIZE}`),
  );
  const existing = await existingLeads(db, rows);
  return {
    entries: rows.map((row) => {
      const key = `${row.target_type}/${row.target_id}`;
      return {
        id: row.id,
        action: row.action,
        actorEmail: row.actor_email,
        targetType: row.target_type,
        targetId: row.target_id,
        targetEmail: row.target_email,
        leadHref: existing.has(key) ? `/inbox/leads/${key}` : null,
        detail: row.detail ?? {},
        createdAt: new Date(row.created_at).toISOString(),
      };
    }),
    page,
    pageCount,
    total,
  };
}
