/**
 * The dashboard's funnel after the 48-hour clock: of the hiring requests whose shortlist went to
 * the client in the last 30 and 90 days, how many got at least one confirmed interview, a hire, and
 * a trial passed (the placement confirmed). Each request counts once per step, whenever it reached it;
 * quarantined spam is not counted. In SQL, one statement per figure set.
 */
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";

const FUNNEL_WINDOWS = [30, 90] as const;

export interface FunnelWindow {
  days: number;
  sent: number;
  /** Requests with at least one interview the candidate confirmed (whatever became of it later). */
  interviewed: number;
  hired: number;
  placed: number;
  /** The trials of these requests that ended, and those whose placement was confirmed. */
  trialsDecided: number;
  trialsPlaced: number;
}

/**
 * The requests whose shortlist went to the client, with when it first did: `sent_at` is set by the
 * first send and kept through later sends and a replacement's new version.
 */
function shortlistsSent(): SQL {
  return sql`select h.id as hiring_request_id, s.sent_at
    from shortlists s join hiring_requests h on h.id = s.hiring_request_id
    where s.sent_at is not null and not h.spam`;
}

const countRow = z.object({
  sent: z.number(),
  interviewed: z.number(),
  hired: z.number(),
  placed: z.number(),
  trials_decided: z.number(),
  trials_placed: z.number(),
});

export async function shortlistFunnel(db: Database, now = new Date()): Promise<FunnelWindow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return Promise.all(
    FUNNEL_WINDOWS.map(async (days) => {
      const sent = sql`select hiring_request_id from (${shortlistsSent()}) as sent
        where sent_at > ${at} - make_interval(days => ${days}::int) and sent_at <= ${at}`;
      const [row] = parseRows(
        "the shortlist funnel",
        countRow,
        await db.execute(sql`select count(*)::int as sent,
            count(*) filter (where exists (select 1 from interviews i
              where i.hiring_request_id = s.hiring_request_id and i.confirmed_at is not null))::int as interviewed,
            count(*) filter (where exists (select 1 from trials t
              where t.hiring_request_id = s.hiring_request_id))::int as hired,
            count(*) filter (where exists (select 1 from trials t
              where t.hiring_request_id = s.hiring_request_id and t.status = 'placed'))::int as placed,
            (select count(*) from trials t where t.status in ('placed', 'replacement')
              and t.hiring_request_id in (select hiring_request_id from (${sent}) as d))::int as trials_decided,
            (select count(*) from trials t where t.status = 'placed'
              and t.hiring_request_id in (select hiring_request_id from (${sent}) as d))::int as trials_placed
          from (${sent}) as s`),
      );
      return {
        days,
        sent: row?.sent ?? 0,
        interviewed: row?.interviewed ?? 0,
        hired: row?.hired ?? 0,
        placed: row?.placed ?? 0,
        trialsDecided: row?.trials_decided ?? 0,
        trialsPlaced: row?.trials_placed ?? 0,
      };
    }),
  );
}
