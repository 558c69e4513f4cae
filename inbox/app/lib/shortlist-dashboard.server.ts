/**
 * The 48-hour clock on the dashboard, computed in SQL: the open hiring requests by due time
 * (overdue first: the oldest are due first), the share of shortlists sent on time over the
 * last 30 and 90 days, and the median time from a request to its shortlist sent to the client. Quarantined
 * spam is not counted; "won" and "lost" requests are not open, but the share counts every request
 * (the promise is made to each one): a request past due without a sent shortlist is a miss (a shortlist counts from when it is first sent).
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { SHORTLIST_DUE_HOURS } from "~server/db/shortlist-clock";

/** How many open requests the dashboard lists. */
const OPEN_SHOWN = 20;

export interface ShortlistClockFigures {
  dueHours: number;
  open: { id: string; company: string; dueAt: string; overdue: boolean }[];
  /** Requests received in the window whose clock has run out or stopped, and those sent on time. */
  onTime: { days: number; decided: number; onTime: number }[];
  /** Median seconds from a request (last 90 days) to its shortlist first sent; null without one. */
  medianSeconds: number | null;
}

const openRow = z.object({ id: z.string(), company: z.string(), due_at: dbTimestamp, overdue: z.boolean() });
const numberish = z.union([z.number(), z.string()]).nullable();

export async function shortlistClockFigures(db: Database, now = new Date()): Promise<ShortlistClockFigures> {
  // The current round's clock: a replacement after a trial restarts it (shortlist-clock.ts).
  const start = sql`coalesce(s.reopened_at, h.received_at)`;
  const due = sql`${start} + make_interval(hours => ${SHORTLIST_DUE_HOURS}::int)`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const open = parseRows(
    "open hiring requests",
    openRow,
    await db.execute(sql`select h.id, h.company, ${due} as due_at, ${due} < ${at} as overdue
      from hiring_requests h left join shortlists s on s.hiring_request_id = h.id
      where not h.spam and h.status not in ('won', 'lost') and s.sent_at is null
      order by ${due}, h.id limit ${OPEN_SHOWN}`),
  );
  const window = (days: number, name: string) => {
    const within = sql`h.received_at > ${at} - make_interval(days => ${days}::int)
      and (s.sent_at is not null or ${due} < ${at})`;
    return sql`count(*) filter (where ${within})::int as ${sql.raw(`"decided${name}"`)},
      count(*) filter (where ${within} and s.sent_at <= ${due})::int as ${sql.raw(`"onTime${name}"`)}`;
  };
  const [row] = parseRows(
    "the shortlist clock's figures",
    z.record(z.string(), numberish),
    await db.execute(sql`select ${window(30, "30")}, ${window(90, "90")},
      percentile_cont(0.5) within group (order by extract(epoch from s.sent_at - ${start}))
        filter (where h.received_at > ${at} - make_interval(days => 90)) as "median"
      from hiring_requests h left join shortlists s on s.hiring_request_id = h.id
      where not h.spam`),
  );
  const value = (key: string) => Number(row?.[key] ?? 0);
  return {
    dueHours: SHORTLIST_DUE_HOURS,
    open: open.map((item) => ({
      id: item.id,
      company: item.company,
      dueAt: new Date(item.due_at).toISOString(),
      overdue: item.overdue,
    })),
    onTime: [30, 90].map((days) => ({
      days,
      decided: value(`decided${days}`),
      onTime: value(`onTime${days}`),
    })),
    medianSeconds: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}
