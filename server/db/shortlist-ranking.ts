/**
 * The pool ranked for a hiring request: a pure scoring of each candidate against the request's
 * budget and the shortlist's brief (stacks, seniority, the client's time zone, the most the client
 * pays an hour), each rank with the reasons it stands on; and the query that reads the candidates
 * a shortlist may hold (vetted, consenting to the pool).
 */

import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import type { BudgetRange } from "../../app/content/forms/hiring-request-fields";
import { FULL_TIME_HOURS_PER_WEEK, MONTHS_PER_YEAR, monthlyPrice } from "../../app/content/pricing-model";
import { isIanaTimeZone } from "./candidate-availability";
import { type Database, rowsOf } from "./client";

/** The working day compared across zones: 9:00 to 17:00 local. */
const WORKDAY_START_HOUR = 9;
const WORKDAY_END_HOUR = 17;

/**
 * Hours the 9–17 working days of two zones share on a date (YYYY-MM-DD, the first zone's day;
 * the second zone's day before and after are tried too, so zones across midnight still meet).
 * @date-fns/tz reads each zone's offset on that day, so daylight saving counts.
 */
export function workdayOverlapHours(date: string, zone: string, otherZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const workday = (shift: number, timeZone: string) => ({
    start: new TZDate(year, month - 1, day + shift, WORKDAY_START_HOUR, 0, 0, timeZone).getTime(),
    end: new TZDate(year, month - 1, day + shift, WORKDAY_END_HOUR, 0, 0, timeZone).getTime(),
  });
  const own = workday(0, zone);
  let best = 0;
  for (const shift of [-1, 0, 1]) {
    const other = workday(shift, otherZone);
    best = Math.max(best, (Math.min(own.end, other.end) - Math.max(own.start, other.start)) / 3_600_000);
  }
  return Math.round(best * 10) / 10;
}

/** The most a budget option lets a quarter cost, in USD (null: no ceiling stated). */
const BUDGET_CEILING_PER_QUARTER: Readonly<Record<BudgetRange, number | null>> = {
  "< $50K/quarter": 50_000,
  "$50K-200K/quarter": 200_000,
  "> $200K/quarter": null,
  "Just exploring options": null,
};

const MONTHS_PER_QUARTER = MONTHS_PER_YEAR / 4;

export interface RankedCandidateInput {
  id: string;
  name: string;
  stacks: string[];
  seniority: string | null;
  timeZone: string | null;
  hourlyRateUsd: number | null;
  hoursPerWeek: number | null;
}

export interface RankingBrief {
  /** The request's budget option, as the form stored it. */
  budgetRange: string;
  stacks: string[];
  seniority: string | null;
  timeZone: string | null;
  maxRateUsd: number | null;
}

export interface RankedCandidate<Candidate extends RankedCandidateInput = RankedCandidateInput> {
  candidate: Candidate;
  score: number;
  /** Why, in the order they count: "2 of 3 stacks match", "4 h overlap", "rate inside budget". */
  reasons: string[];
}

/** One candidate's score and reasons against the brief. */
function scoreCandidate(candidate: RankedCandidateInput, brief: RankingBrief, date: string) {
  let score = 0;
  const reasons: string[] = [];
  if (brief.stacks.length > 0) {
    const matches = brief.stacks.filter((stack) => candidate.stacks.includes(stack)).length;
    score += (matches / brief.stacks.length) * 40;
    reasons.push(
      matches === brief.stacks.length
        ? "stack match"
        : matches === 0
          ? "no stack match"
          : `${matches} of ${brief.stacks.length} stacks match`,
    );
  }
  if (brief.seniority) {
    const same = candidate.seniority === brief.seniority;
    if (same) score += 20;
    reasons.push(same ? `${brief.seniority} as asked` : `${candidate.seniority ?? "unknown"} level`);
  }
  if (brief.timeZone && isIanaTimeZone(brief.timeZone)) {
    if (candidate.timeZone && isIanaTimeZone(candidate.timeZone)) {
      const overlap = workdayOverlapHours(date, candidate.timeZone, brief.timeZone);
      score += (overlap / 8) * 20;
      reasons.push(`${overlap} h overlap`);
    } else reasons.push("time zone unknown");
  }
  const rate = candidate.hourlyRateUsd;
  if (rate === null) reasons.push("rate unknown");
  else {
    const quarter =
      monthlyPrice(candidate.hoursPerWeek ?? FULL_TIME_HOURS_PER_WEEK, rate) * MONTHS_PER_QUARTER;
    const ceiling = BUDGET_CEILING_PER_QUARTER[brief.budgetRange as BudgetRange] ?? null;
    const insideRate = brief.maxRateUsd === null || rate <= brief.maxRateUsd;
    const insideBudget = ceiling === null || quarter <= ceiling;
    if (insideRate && insideBudget) score += 20;
    reasons.push(
      !insideRate
        ? "rate above the brief's"
        : insideBudget
          ? "rate inside budget"
          : "over the quarterly budget",
    );
  }
  return { score: Math.round(score), reasons };
}

/**
 * The candidates best first: by score, then the lower rate, then the name, so the order is the
 * same on every load. `date` (YYYY-MM-DD) is the day the time zones are compared on.
 */
export function rankCandidates<Candidate extends RankedCandidateInput>(
  candidates: readonly Candidate[],
  brief: RankingBrief,
  date: string,
): RankedCandidate<Candidate>[] {
  return candidates
    .map((candidate) => ({ candidate, ...scoreCandidate(candidate, brief, date) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.candidate.hourlyRateUsd ?? Number.POSITIVE_INFINITY) -
          (b.candidate.hourlyRateUsd ?? Number.POSITIVE_INFINITY) ||
        a.candidate.name.localeCompare(b.candidate.name) ||
        a.candidate.id.localeCompare(b.candidate.id),
    );
}

/**
 * The pool a shortlist may draw from: vetted candidates whose consent to the pool has not run out
 * and who are not in a running or placed trial.
 */
export async function shortlistablePool(db: Database): Promise<RankedCandidateInput[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    stacks: string[];
    seniority: string | null;
    time_zone: string | null;
    hourly_rate_usd: string | number | null;
    hours_per_week: number | null;
  }>(
    await db.execute(sql`select id, name, stacks, seniority, time_zone, hourly_rate_usd, hours_per_week
      from candidates
      where stage = 'vetted' and pool_consent_until > now()
        -- In a trial or placed from another shortlist (server/db/trials.ts): not available.
        and not exists (select 1 from trials t where t.candidate_id = candidates.id
          and t.status in ('running', 'placed'))
      order by id`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    stacks: row.stacks,
    seniority: row.seniority,
    timeZone: row.time_zone,
    hourlyRateUsd: row.hourly_rate_usd === null ? null : Number(row.hourly_rate_usd),
    hoursPerWeek: row.hours_per_week,
  }));
}
