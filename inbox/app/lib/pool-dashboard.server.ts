/**
 * The talent pool's figures on the dashboard, computed in SQL over the whole pool: candidates by
 * stage, how long an applicant waits for the team's first decision, each stage's pass rate and the
 * measured approval rate, shown beside the site's claimed one (app/content/claims.ts).
 */
import { type SQL, sql } from "drizzle-orm";
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
 * One row per candidate, read in one pass over the pool and its history: the stage, when they
 * joined, how far along the pipeline they got (the furthest stage their current stage and their
 * history name: a rejected candidate got as far as the stage they left), and their first decision,
 * the first move that is not a withdrawal (a withdrawal is the candidate's choice).
 */
const pool = sql`
  history as (
    select candidate_id,
      max(greatest(array_position(${pipeline}, from_stage), array_position(${pipeline}, to_stage))) as furthest,
      min(created_at) filter (where to_stage <> 'withdrawn') as decided_at
    from candidate_stage_events group by candidate_id
  ),
  pool as (
    select c.stage, c.created_at, h.decided_at,
      coalesce(greatest(array_position(${pipeline}, c.stage), h.furthest), 1) as furthest
    from candidates c left join history h on h.candidate_id = c.id
  )`;

/** Counts are numbers; percentile_cont answers a string or a number, depending on the driver. */
const optionalNumber = z.union([z.number(), z.string()]).nullable();

const count = (name: string, condition: SQL) =>
  sql`count(*) filter (where ${condition})::int as ${sql.raw(`"${name}"`)}`;

export async function poolFigures(db: Database, now = new Date()): Promise<PoolFigures> {
  const last = PIPELINE_STAGES.length;
  // Those still in Applied count at their wait so far, so an unanswered backlog raises the
  // figures instead of hiding; those who withdrew undecided are left out.
  const wait = sql`extract(epoch from coalesce(decided_at,
    case when stage = 'applied' then ${now.toISOString()}::timestamptz end) - created_at)`;
  const columns = [
    ...CANDIDATE_STAGES.map((stage) => count(`stage:${stage}`, sql`stage = ${stage}`)),
    ...PIPELINE_STAGES.slice(0, -1).flatMap((_, index) => [
      count(`reached:${index + 1}`, sql`furthest >= ${index + 1}`),
      count(`passed:${index + 1}`, sql`furthest > ${index + 1}`),
    ]),
    count("vetted", sql`furthest = ${last}`),
    count("approvalDecided", sql`furthest = ${last} or stage = 'rejected'`),
    count("decided", sql`decided_at is not null`),
    count("waiting", sql`decided_at is null and stage = 'applied'`),
    sql`percentile_cont(0.5) within group (order by ${wait}) as "median"`,
    sql`percentile_cont(0.9) within group (order by ${wait}) as "p90"`,
  ];
  const [row] = parseRows(
    "the pool's figures",
    z.record(z.string(), optionalNumber),
    await db.execute(sql`with ${pool} select ${sql.join(columns, sql`, `)} from pool`),
  );
  const number = (key: string) => Number(row?.[key] ?? 0);
  const seconds = (key: string) =>
    row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]);
  return {
    byStage: CANDIDATE_STAGES.map((stage) => ({
      stage,
      label: STAGE_LABELS[stage],
      count: number(`stage:${stage}`),
    })),
    firstDecision: {
      decided: number("decided"),
      waiting: number("waiting"),
      medianSeconds: seconds("median"),
      p90Seconds: seconds("p90"),
    },
    passRates: PIPELINE_STAGES.slice(0, -1).map((stage, index) => ({
      stage,
      label: STAGE_LABELS[stage],
      reached: number(`reached:${index + 1}`),
      passed: number(`passed:${index + 1}`),
    })),
    approval: {
      vetted: number("vetted"),
      decided: number("approvalDecided"),
      claimed: claimValue("approvalRate"),
      claimLabel: claims.approvalRate.label,
      claimQualifier: claims.approvalRate.qualifier,
    },
  };
}
