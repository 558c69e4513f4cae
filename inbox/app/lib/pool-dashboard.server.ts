/**
 * The talent pool's figures on the dashboard, computed in SQL over the whole pool: candidates by
 * stage, how long an applicant waits for the team's first decision, each stage's pass rate and the
 * measured approval rate, shown beside the site's claimed one (app/content/claims.ts).
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { claims, claimValue } from "~/content/claims";
import { type Database, parseRows } from "~server/db/client";
import { CANDIDATE_STAGES, type CandidateStage, PIPELINE_STAGES, STAGE_LABELS } from "~server/db/vetting";

export interface PoolFigures {
  byStage: { stage: CandidateStage; label: string; count: number }[];
  firstDecision: {
    /** Applicants the team has decided on: moved on from Applied, or rejected. */
    decided: number;
    /** Applicants still in Applied with no decision, counted at their wait so far. */
    waiting: number;
    /** Over the decided and the waiting; null with neither. */
    medianSeconds: number | null;
    p90Seconds: number | null;
  };
  /** Per stage but the last: of those who reached it, how many moved past it. */
  passRates: { stage: CandidateStage; label: string; reached: number; passed: number }[];
  approval: { vetted: number; decided: number; claimed: string; claimLabel: string; claimQualifier: string };
}

/** The pipeline as an SQL array: a stage's position in it (1 for Applied) says how far it is. */
const pipeline = sql.raw(`array[${PIPELINE_STAGES.map((stage) => `'${stage}'`).join(", ")}]::text[]`);

/**
 * How far along each candidate got: the furthest pipeline stage of their current stage and of
 * every stage their history names (a rejected candidate got as far as the stage they left).
 */
const reach = sql`
  reach as (
    select c.id, c.stage, coalesce(greatest(
      array_position(${pipeline}, c.stage),
      (select max(array_position(${pipeline}, s.stage))
        from candidate_stage_events e, unnest(array[e.from_stage, e.to_stage]) as s(stage)
        where e.candidate_id = c.id)
    ), 1) as furthest
    from candidates c
  )`;

const optionalNumber = z.union([z.number(), z.string()]).nullable();

export async function poolFigures(db: Database, now = new Date()): Promise<PoolFigures> {
  const [stageRows, waitRows, passRows, approvalRows] = await Promise.all([
    db.execute(sql`select stage, count(*)::int as count from candidates group by stage`),
    // The first decision is the first move that is not a withdrawal (a withdrawal is the
    // candidate's choice). Those still in Applied count at their wait so far, so an unanswered
    // backlog raises the figures instead of hiding; those who withdrew undecided are left out.
    db.execute(sql`
      with waits as (
        select c.stage, extract(epoch from coalesce(
          (select min(e.created_at) from candidate_stage_events e
            where e.candidate_id = c.id and e.to_stage <> 'withdrawn'),
          case when c.stage = 'applied' then ${now.toISOString()}::timestamptz end
        ) - c.created_at) as seconds,
        exists (select 1 from candidate_stage_events e
          where e.candidate_id = c.id and e.to_stage <> 'withdrawn') as decided
        from candidates c
      )
      select count(*) filter (where decided)::int as decided,
        count(*) filter (where not decided and seconds is not null)::int as waiting,
        percentile_cont(0.5) within group (order by seconds) filter (where seconds is not null) as median,
        percentile_cont(0.9) within group (order by seconds) filter (where seconds is not null) as p90
      from waits`),
    db.execute(sql`
      with ${reach}
      select i::int as position, count(*) filter (where furthest >= i)::int as reached,
        count(*) filter (where furthest > i)::int as passed
      from reach, generate_series(1, ${PIPELINE_STAGES.length - 1}) as i
      group by i order by i`),
    db.execute(sql`
      with ${reach}
      select count(*) filter (where furthest = ${PIPELINE_STAGES.length})::int as vetted,
        count(*) filter (where furthest = ${PIPELINE_STAGES.length} or stage = 'rejected')::int as decided
      from reach`),
  ]);
  const counts = new Map(
    parseRows("candidates by stage", z.object({ stage: z.string(), count: z.number() }), stageRows).map(
      (row) => [row.stage, Number(row.count)],
    ),
  );
  const wait = parseRows(
    "waits for a first decision",
    z.object({ decided: z.number(), waiting: z.number(), median: optionalNumber, p90: optionalNumber }),
    waitRows,
  )[0];
  const passes = parseRows(
    "pass rates",
    z.object({ position: z.number(), reached: z.number(), passed: z.number() }),
    passRows,
  );
  const approval = parseRows(
    "approval rate",
    z.object({ vetted: z.number(), decided: z.number() }),
    approvalRows,
  )[0];
  const seconds = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    byStage: CANDIDATE_STAGES.map((stage) => ({
      stage,
      label: STAGE_LABELS[stage],
      count: counts.get(stage) ?? 0,
    })),
    firstDecision: {
      decided: Number(wait?.decided ?? 0),
      waiting: Number(wait?.waiting ?? 0),
      medianSeconds: seconds(wait?.median),
      p90Seconds: seconds(wait?.p90),
    },
    passRates: passes.map((row) => {
      const stage = PIPELINE_STAGES[Number(row.position) - 1] as CandidateStage;
      return { stage, label: STAGE_LABELS[stage], reached: Number(row.reached), passed: Number(row.passed) };
    }),
    approval: {
      vetted: Number(approval?.vetted ?? 0),
      decided: Number(approval?.decided ?? 0),
      claimed: claimValue("approvalRate"),
      claimLabel: claims.approvalRate.label,
      claimQualifier: claims.approvalRate.qualifier,
    },
  };
}
