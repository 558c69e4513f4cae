import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { LEAD_TABLES, tableOf } from "./lead-tables.server";
import { isLeadKind, type LeadKind } from "./pipelines";

/** The audit writer lives in the core, where the talent pool's store writes its entries too. */
export { recordAudit } from "~server/db/audit";

/** A summary's window: refused and failed sign-ins add to one entry per address and account in it. */
const SIGN_IN_SUMMARY_WINDOW = "hour";
/** Counts stop here, far below the column's range. */
const ATTEMPTS_CAP = 1_000_000_000;

/**
 * Counts one refused or failed sign-in (`reason`: "wrong password", "locked", …) in the summary
 * entry of its client address, account (null for an address that names none) and window, on the
 * database's clock: first and last attempt, how many, and how many for each reason. Anyone can
 * try to sign in, so one entry per attempt would let a stranger grow the log without end; a
 * completed sign-in and every action of a signed-in user are still entered one by one.
 */
export async function recordFailedSignIn(
  db: Database,
  input: { targetId: string | null; clientIp: string; reason: string },
): Promise<void> {
  const window = sql`to_char(date_trunc(${SIGN_IN_SUMMARY_WINDOW}, now() at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI')`;
  // The address never contains "|", so no account id can forge another pair's key.
  const key = sql`${`auth.login_failed|${input.clientIp}|${input.targetId ?? ""}|`}::text || ${window}`;
  const reasonPath = sql`array['reasons', ${input.reason}::text]`;
  await db.execute(sql`
    insert into audit_log as entry
      (action, target_type, target_id, detail, summary_key, attempts, first_seen_at, created_at)
    select 'auth.login_failed', 'user', ${input.targetId},
      jsonb_build_object('clientIp', ${input.clientIp}::text, 'reasons', jsonb_build_object(${input.reason}::text, 1)),
      ${key}, 1, attempt.at, attempt.at
    from (select clock_timestamp() as at) as attempt
    on conflict (summary_key) do update set
      attempts = least(entry.attempts + 1, ${ATTEMPTS_CAP}),
      created_at = clock_timestamp(),
      detail = jsonb_set(entry.detail, ${reasonPath},
        to_jsonb(least(coalesce((entry.detail #>> ${reasonPath})::int, 0) + 1, ${ATTEMPTS_CAP})))`);
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
  /** For a summary, its last attempt. */
  createdAt: string;
  /** A summary's count of attempts and first one; null on a single entry. */
  attempts: number | null;
  firstSeenAt: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
  total: number;
}

const auditRow = z.object({
  id: z.string(),
  action: z.string(),
  actor_email: z.string().nullable(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_email: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: dbTimestamp,
  attempts: z.number().nullable(),
  first_seen_at: dbTimestamp.nullable(),
});
type AuditRow = z.output<typeof auditRow>;

/** Which of these lead ids still exist, per kind. */
async function existingLeads(db: Database, rows: AuditRow[]): Promise<Set<string>> {
  const existing = new Set<string>();
  const byKind = new Map<LeadKind, string[]>();
  for (const row of rows) {
    if (!row.target_id || !isLeadKind(row.target_type) || !LEAD_TABLES[row.target_type]) continue;
    byKind.set(row.target_type, [...(byKind.get(row.target_type) ?? []), row.target_id]);
  }
  for (const [kind, ids] of byKind) {
    const found = parseRows(
      "audited leads that still exist",
      z.object({ id: z.string() }),
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
    parseRows(
      "audit log entries",
      z.object({ count: z.union([z.number(), z.string()]) }),
      await db.execute(sql`select count(*) as count from audit_log`),
    )[0]?.count ?? 0,
  );
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = parseRows(
    "audit log page",
    auditRow,
    await db.execute(sql`
      select a.id, a.action, actor.email as actor_email, a.target_type, a.target_id,
        target.email as target_email, a.detail, a.created_at,
        a.attempts, a.first_seen_at
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
        attempts: row.attempts === null ? null : Number(row.attempts),
        firstSeenAt: row.first_seen_at === null ? null : new Date(row.first_seen_at).toISOString(),
      };
    }),
    page,
    pageCount,
    total,
  };
}
