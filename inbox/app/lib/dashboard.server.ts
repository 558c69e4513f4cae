import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";
import { tableOf } from "./lead-tables.server";
import { LEAD_KINDS, type LeadKind, PIPELINES } from "./pipelines";

/** Weeks shown, the current one included. Weeks start on Monday, in UTC. */
export const DASHBOARD_WEEKS = 12;
/** UTM sources that get their own column; the rest are summed as "other". */
const DASHBOARD_TOP_SOURCES = 5;

export interface WeekByKind {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week: string;
  counts: Record<LeadKind, number>;
  total: number;
}

export interface WeekBySource {
  week: string;
  /** Leads per top source, in the order of `DashboardFigures.sources`. */
  counts: number[];
  other: number;
  none: number;
}

export interface DashboardFigures {
  weeks: WeekByKind[];
  /** The most frequent UTM sources of the period, most leads first. */
  sources: string[];
  bySource: WeekBySource[];
  /** Hiring requests (all time, quarantined aside) by current status, in pipeline order. */
  hiringStatuses: { status: string; count: number }[];
  won: number;
  lost: number;
  speedToLead: {
    /** Hiring requests received in the period (quarantined aside). */
    requests: number;
    /** Of those, how many have had their status changed. */
    handled: number;
    /** Median time from arrival to the first status change, in seconds; null with none handled. */
    medianSeconds: number | null;
  };
}

/**
 * The leads of the period, quarantined spam aside: one row per lead with its kind, week and
 * source. `now` fixes the period (tests pass a date; the page passes the current time).
 */
function recentLeads(now: Date) {
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC')`;
  const start = sql`(${thisWeek} - interval '${sql.raw(String(DASHBOARD_WEEKS - 1))} weeks')`;
  return {
    thisWeek,
    start,
    cte: sql`
      leads as (${sql.join(
        LEAD_KINDS.map(
          (kind) => sql`
            select ${kind}::text as kind, received_at, attribution->>'utmSource' as source
            from ${tableOf(kind)} where not spam`,
        ),
        sql` union all `,
      )}),
      recent as (
        select kind, date_trunc('week', received_at at time zone 'UTC') as week,
          nullif(trim(source), '') as source
        from leads
        where received_at >= ${start} at time zone 'UTC'
          and received_at < ${now.toISOString()}::timestamptz
      )`,
  };
}

export async function dashboardFigures(db: Database, now = new Date()): Promise<DashboardFigures> {
  const period = recentLeads(now);
  const [weekRows, sourceRows, statusRows, speedRows] = await Promise.all([
    db.execute(sql`
      with ${period.cte},
      weeks as (select generate_series(${period.start}, ${period.thisWeek}, interval '1 week') as week)
      select to_char(w.week, 'YYYY-MM-DD') as week, r.kind, count(r.kind)::int as count
      from weeks w left join recent r on r.week = w.week
      group by w.week, r.kind order by w.week, r.kind`),
    db.execute(sql`
      with ${period.cte},
      top as (
        select source, count(*) as leads from recent where source is not null
        group by source order by count(*) desc, source limit ${DASHBOARD_TOP_SOURCES}
      )
      select to_char(r.week, 'YYYY-MM-DD') as week, top.source as source,
        (r.source is not null and top.source is null) as other, count(*)::int as count,
        max(top.leads)::int as source_total
      from recent r left join top on top.source = r.source
      group by r.week, top.source, (r.source is not null and top.source is null)`),
    db.execute(sql`
      select status, count(*)::int as count from hiring_requests where not spam group by status`),
    db.execute(sql`
      with firsts as (
        select h.id, h.received_at, min(e.created_at) as first_change
        from hiring_requests h
        left join lead_events e on e.hiring_request_id = h.id and e.type = 'status_changed'
        where not h.spam
          and h.received_at >= ${period.start} at time zone 'UTC'
          and h.received_at < ${now.toISOString()}::timestamptz
        group by h.id, h.received_at
      )
      select count(*)::int as requests, count(first_change)::int as handled,
        percentile_cont(0.5) within group (
          order by extract(epoch from first_change - received_at)
        ) as median_seconds
      from firsts`),
  ]);

  const weeks: WeekByKind[] = [];
  for (const row of parseRows(
    "leads by week and kind",
    z.object({ week: z.string(), kind: z.enum(LEAD_KINDS).nullable(), count: z.number() }),
    weekRows,
  )) {
    let week = weeks.at(-1);
    if (week?.week !== row.week) {
      week = {
        week: row.week,
        counts: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>,
        total: 0,
      };
      weeks.push(week);
    }
    if (row.kind) {
      week.counts[row.kind] = Number(row.count);
      week.total += Number(row.count);
    }
  }

  const bySourceRows = parseRows(
    "leads by week and source",
    z.object({
      week: z.string(),
      source: z.string().nullable(),
      other: z.boolean(),
      count: z.number(),
      source_total: z.number().nullable(),
    }),
    sourceRows,
  );
  const totals = new Map<string, number>();
  for (const row of bySourceRows) {
    if (row.source !== null) totals.set(row.source, Number(row.source_total));
  }
  const sources = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([source]) => source);
  const bySource = weeks.map(({ week }) => {
    const counts = sources.map(() => 0);
    let other = 0;
    let none = 0;
    for (const row of bySourceRows) {
      if (row.week !== week) continue;
      if (row.source !== null) counts[sources.indexOf(row.source)] = Number(row.count);
      else if (row.other) other = Number(row.count);
      else none = Number(row.count);
    }
    return { week, counts, other, none };
  });

  const byStatus = new Map(
    parseRows(
      "hiring requests by status",
      z.object({ status: z.string(), count: z.number() }),
      statusRows,
    ).map((row) => [row.status, Number(row.count)]),
  );
  const speed = parseRows(
    "hiring requests handled",
    z.object({
      requests: z.number(),
      handled: z.number(),
      median_seconds: z.union([z.number(), z.string()]).nullable(),
    }),
    speedRows,
  )[0];

  return {
    weeks,
    sources,
    bySource,
    hiringStatuses: PIPELINES["hiring-requests"].map((option) => ({
      status: option.value,
      count: byStatus.get(option.value) ?? 0,
    })),
    won: byStatus.get("won") ?? 0,
    lost: byStatus.get("lost") ?? 0,
    speedToLead: {
      requests: Number(speed?.requests ?? 0),
      handled: Number(speed?.handled ?? 0),
      medianSeconds:
        speed?.median_seconds === null || speed?.median_seconds === undefined
          ? null
          : Number(speed.median_seconds),
    },
  };
}
