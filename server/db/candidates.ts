/**
 * The talent pool's store: one candidate per person, made or updated by every application in the
 * application's own statement, and the vetting rules of vetting.ts applied to them — stage moves,
 * scorecards, rejection, withdrawal, reopening and consents, each in one transaction with its
 * stage history and audit entry. A refusal is a CandidateRefusal, whose `status` is the HTTP answer.
 */
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { countryCode, type ServedCountryName } from "../../app/content/countries";
import {
  type CandidateApplication,
  CandidateApplicationSchema,
} from "../../app/content/forms/candidate-application-schema";
import { seniorityForYears } from "../../app/content/seniority";
import {
  ANNOUNCED_STAGES,
  type AnnouncedStage,
  type CandidateStageChangedPayload,
  VISITOR_EMAIL_EVENTS,
} from "../emails/visitor-events";
import { applyMailBudget, type MailBudget } from "../outbox/mail-budget.server";
import { type AuditInput, recordAudit } from "./audit";
import { type Database, parseRows } from "./client";
import {
  type CandidateRow,
  type CandidateStageEventRow,
  candidateApplications,
  candidateScorecards,
  candidateStageEvents,
  candidates,
  outbox,
  type ScorecardRatings,
  seedRuns,
} from "./schema";
import {
  CANDIDATE_STAGES,
  type CandidateStage,
  type CefrLevel,
  EVIDENCE_MAX_LENGTH,
  findRejectionReason,
  isClosedStage,
  isPipelineStage,
  isScoredStage,
  nextStage,
  type PipelineStage,
  POOL_CONSENT_MONTHS,
  RATING_MAX,
  RATING_MIN,
  REJECTION_NOTE_MAX_LENGTH,
  SELF_REPORTED_ENGLISH,
  STAGE_CRITERIA,
  STAGE_LABELS,
} from "./vetting";

/** The address that names one person: NFKC, without surrounding spaces, lower-cased. */
export function normalizeCandidateEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

/**
 * What an application tells the pool about its candidate, with the candidates table's column
 * names (read back with `jsonb_populate_record`). `last_activity_at` is when the application
 * arrived: of two applications of one address in one batch the newer one's answers win (their
 * stacks and links are all kept), and it starts the retention clock, also for an application
 * stored before the pool existed.
 */
export interface CandidateSeed {
  email: string;
  name: string;
  locale: string;
  country: string;
  english_level: CefrLevel | null;
  category: string;
  stacks: string[];
  seniority: string;
  years_of_experience: number;
  hourly_rate_usd: number;
  earliest_start: string | null;
  links: string[];
  last_activity_at: string;
  /** The consents the application gives (not columns: the upsert turns them into the consent columns). */
  stay_in_pool: boolean;
  share_profile: boolean;
}

/** The earliest start an application's "Available from" answer means, counted from the day it arrived. */
function earliestStart(availability: CandidateApplication["availability"], receivedAt: Date): string | null {
  const start = new Date(receivedAt);
  if (availability === "Immediately") return start.toISOString().slice(0, 10);
  if (availability === "In 2 weeks") {
    start.setUTCDate(start.getUTCDate() + 14);
    return start.toISOString().slice(0, 10);
  }
  if (availability === "In 1 month") {
    // The same day next month, or that month's last day when it is shorter (31 January: 28 February).
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 2, 0)).getUTCDate();
    const day = Math.min(start.getUTCDate(), lastDay);
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, day))
      .toISOString()
      .slice(0, 10);
  }
  // "Later", or no answer: the team asks.
  return null;
}

export function candidateSeed(
  fields: Pick<
    CandidateApplication,
    | "fullName"
    | "email"
    | "locale"
    | "country"
    | "englishLevel"
    | "category"
    | "specialization"
    | "yearsOfExperience"
    | "hourlyRate"
    | "availability"
    | "profileUrl"
    | "stayInPool"
    | "shareProfile"
  >,
  receivedAt: Date,
): CandidateSeed {
  return {
    email: normalizeCandidateEmail(fields.email),
    name: fields.fullName,
    locale: fields.locale,
    country: countryCode(fields.country as ServedCountryName),
    english_level: SELF_REPORTED_ENGLISH[fields.englishLevel] ?? null,
    category: fields.category,
    stacks: [fields.specialization],
    seniority: seniorityForYears(fields.yearsOfExperience),
    years_of_experience: fields.yearsOfExperience,
    hourly_rate_usd: fields.hourlyRate,
    earliest_start: earliestStart(fields.availability, receivedAt),
    links: [fields.profileUrl],
    last_activity_at: receivedAt.toISOString(),
    stay_in_pool: fields.stayInPool === true,
    share_profile: fields.shareProfile === true,
  };
}

/**
 * The address of the candidate a normalised address names: their own, or, for an address of a
 * candidate merged into another (candidate_addresses), the kept candidate's.
 */
export function candidateAddressOf(email: SQL): SQL {
  return sql`coalesce((select k.email from candidate_addresses m join candidates k on k.id = m.candidate_id
    where m.email = ${email}), ${email})`;
}

/**
 * Inserts or updates the candidates of the seeds `source` selects (a query with a jsonb column
 * `candidate`), one per address, and answers their `id` and `email`: the body of a CTE, so that an
 * application and its candidate are written by one statement. A concurrent application of the same
 * new address waits on the unique address and then updates the row the first one made, on either
 * database. What the team decided (stage, owner, tags, notes, an assessed English level) is never
 * overwritten by an application; its answers replace the candidate's own earlier ones, and its
 * stack and link join theirs. Its consents only grant: a ticked "stay in the pool" keeps the
 * candidate POOL_CONSENT_MONTHS from the application (a longer consent already given stays), a
 * ticked "share my profile" turns sharing on, and an unticked box withdraws nothing (that is the
 * status page's, where the candidate sees what they withdraw). An address merged into another
 * candidate updates that one; `returning` then names the kept candidate's address, which
 * `candidateAddressOf` finds.
 */
export function candidateUpsert(source: SQL): SQL {
  return sql`
    insert into candidates as c (email, name, locale, country, english_level, category, stacks,
      seniority, years_of_experience, hourly_rate_usd, earliest_start, links, created_at,
      stage_changed_at, last_activity_at, pool_consent_until, share_profile_consent, consents_changed_at)
    select r.email, r.name, r.locale, r.country, r.english_level, r.category, r.stacks, r.seniority,
      r.years_of_experience, r.hourly_rate_usd, r.earliest_start, r.links, r.last_activity_at,
      r.last_activity_at, r.last_activity_at,
      case when (seed.candidate->>'stay_in_pool')::boolean
        then r.last_activity_at + make_interval(months => ${POOL_CONSENT_MONTHS}::int) end,
      (seed.candidate->>'share_profile')::boolean,
      case when (seed.candidate->>'stay_in_pool')::boolean or (seed.candidate->>'share_profile')::boolean
        then r.last_activity_at end
    from (
      -- One row per address: the newest application's answers, with every stack and link named.
      select (array_agg(s.candidate order by s.candidate->>'last_activity_at' desc))[1]
        || jsonb_build_object(
          'stacks', (select jsonb_agg(distinct v) from jsonb_array_elements(jsonb_agg(s.candidate->'stacks')) as a(list),
            jsonb_array_elements_text(a.list) as v),
          'links', (select jsonb_agg(distinct v) from jsonb_array_elements(jsonb_agg(s.candidate->'links')) as a(list),
            jsonb_array_elements_text(a.list) as v),
          -- A consent given by any of the address's applications is given (absent before consents were asked).
          'stay_in_pool', coalesce(bool_or((s.candidate->>'stay_in_pool')::boolean), false),
          'share_profile', coalesce(bool_or((s.candidate->>'share_profile')::boolean), false)
        ) as candidate
      from (
        -- An address merged into another candidate applies as that candidate.
        select jsonb_set(a.candidate, '{email}', to_jsonb(${candidateAddressOf(sql`(a.candidate->>'email')`)})) as candidate
        from (${source}) as a
      ) as s
      group by s.candidate->>'email'
    ) as seed, jsonb_populate_record(null::candidates, seed.candidate) as r
    on conflict (email) do update set
      name = excluded.name,
      locale = excluded.locale,
      country = excluded.country,
      english_level = coalesce(c.english_level, excluded.english_level),
      category = excluded.category,
      stacks = c.stacks || array(select s from unnest(excluded.stacks) as s where s <> all(c.stacks)),
      seniority = excluded.seniority,
      years_of_experience = excluded.years_of_experience,
      hourly_rate_usd = excluded.hourly_rate_usd,
      earliest_start = coalesce(excluded.earliest_start, c.earliest_start),
      links = c.links || array(select l from unnest(excluded.links) as l where l <> all(c.links)),
      -- Only granted here: greatest ignores a null, so an unticked box keeps what was given.
      pool_consent_until = greatest(c.pool_consent_until, excluded.pool_consent_until),
      share_profile_consent = c.share_profile_consent or excluded.share_profile_consent,
      consents_changed_at = coalesce(excluded.consents_changed_at, c.consents_changed_at),
      updated_at = now(),
      last_activity_at = greatest(c.last_activity_at, excluded.last_activity_at)
    returning c.id, c.email`;
}

/**
 * Makes or updates the candidate of one stored application and links the application to them
 * (an application leaving quarantine): the same upsert as the intake's.
 */
export async function linkApplicationToCandidate(
  tx: Database,
  applicationId: string,
  seed: CandidateSeed,
): Promise<string> {
  const [row] = parseRows(
    "link an application to its candidate",
    z.object({ id: z.string() }),
    await tx.execute(sql`
      with upserted as (${candidateUpsert(sql`select ${JSON.stringify(seed)}::jsonb as candidate`)})
      update candidate_applications set candidate_id = (select id from upserted)
      where id = ${applicationId}::uuid
      returning candidate_id as id`),
  );
  if (!row) throw new Error("The application to link to its candidate was not found");
  return row.id;
}

const POOL_BACKFILL = "talent-pool:earlier-applications";
const BACKFILL_CHUNK = 500;

/**
 * Once per database, at start-up: the genuine applications stored before the pool existed join
 * it, oldest first, through the intake's upsert, so each person has one candidate whose answers
 * are their latest and whose retention counts from their latest application. The claim row in
 * `seed_runs` and the links are written in one transaction, so instances starting together do it
 * once. An application whose stored answers no longer pass today's schema stays out, counted.
 */
export async function addEarlierApplicationsToPool(
  db: Database,
): Promise<{ linked: number; skipped: number }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: POOL_BACKFILL, ranAt: sql`now()` })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return { linked: 0, skipped: 0 };
    const rows = await tx
      .select({
        id: candidateApplications.id,
        name: candidateApplications.name,
        email: candidateApplications.email,
        locale: candidateApplications.locale,
        details: candidateApplications.details,
        receivedAt: candidateApplications.receivedAt,
      })
      .from(candidateApplications)
      .where(and(isNull(candidateApplications.candidateId), eq(candidateApplications.spam, false)))
      .orderBy(asc(candidateApplications.receivedAt));
    const seeds: { id: string; candidate: CandidateSeed }[] = [];
    for (const row of rows) {
      const parsed = CandidateApplicationSchema.safeParse({
        ...row.details,
        fullName: row.name,
        email: row.email,
        locale: row.locale,
      });
      if (parsed.success) seeds.push({ id: row.id, candidate: candidateSeed(parsed.data, row.receivedAt) });
    }
    for (let start = 0; start < seeds.length; start += BACKFILL_CHUNK) {
      const chunk = seeds.slice(start, start + BACKFILL_CHUNK);
      await tx.execute(sql`
        with earlier as (
          select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id uuid, candidate jsonb)
        ), pool as (${candidateUpsert(sql`select candidate from earlier`)})
        update candidate_applications a set candidate_id = pool.id
        from earlier join pool on pool.email = ${candidateAddressOf(sql`(earlier.candidate->>'email')`)}
        where a.id = earlier.id`);
    }
    return { linked: seeds.length, skipped: rows.length - seeds.length };
  });
}

export type CandidateRefusalCode =
  | "not-found"
  | "closed"
  | "not-closed"
  | "not-next-stage"
  | "scorecard-missing"
  | "stage-not-scored"
  | "invalid-scorecard"
  | "unknown-reason"
  | "invalid-note"
  | "invalid-availability"
  | "invalid-form"
  | "stale-form";

const REFUSAL_STATUS: Readonly<Record<CandidateRefusalCode, 400 | 404 | 409>> = {
  "not-found": 404,
  closed: 409,
  "not-closed": 409,
  "not-next-stage": 409,
  "scorecard-missing": 409,
  "stage-not-scored": 400,
  "invalid-scorecard": 400,
  "unknown-reason": 400,
  "invalid-note": 400,
  "invalid-availability": 400,
  "invalid-form": 400,
  "stale-form": 409,
};

/** A vetting rule refused the change; nothing was written. */
export class CandidateRefusal extends Error {
  readonly status: 400 | 404 | 409;
  constructor(
    readonly code: CandidateRefusalCode,
    message: string,
    /** Per-field messages of an invalid scorecard, by criterion key. */
    readonly fieldErrors: Readonly<Record<string, string[]>> = {},
  ) {
    super(message);
    this.name = "CandidateRefusal";
    this.status = REFUSAL_STATUS[code];
  }
}

/** Who acts: an inbox user, or null for the candidate themself (their status page). */
type Actor = string | null;

/** The candidate row locked for the change, or a refusal. */
async function lockCandidate(tx: Database, candidateId: string): Promise<CandidateRow> {
  if (!z.uuid().safeParse(candidateId).success) {
    throw new CandidateRefusal("not-found", "There is no such candidate.");
  }
  const [row] = await tx.select().from(candidates).where(eq(candidates.id, candidateId)).for("update");
  if (!row) throw new CandidateRefusal("not-found", "There is no such candidate.");
  return row;
}

const closedRefusal = (row: CandidateRow) =>
  new CandidateRefusal(
    "closed",
    `This candidate is ${STAGE_LABELS[row.stage].toLowerCase()}: reopen them before changing their vetting.`,
  );

/** The per-address e-mail budgets a stage change's e-mail counts against; none in tools and tests. */
interface Mail {
  mailBudget?: MailBudget | undefined;
}

const isAnnouncedStage = (stage: CandidateStage): stage is AnnouncedStage =>
  (ANNOUNCED_STAGES as readonly string[]).includes(stage);

/**
 * Queues the candidate's e-mail about the stage they were moved to, when it is one they hear
 * about (visitor-events.ts), in the move's transaction: a refused or rolled-back move sends
 * nothing. Past the address's budget the job is stored held back, like every visitor e-mail.
 */
async function queueStageEmail(
  tx: Database,
  row: CandidateRow,
  to: CandidateStage,
  reason: string | null,
  mailBudget: MailBudget | undefined,
): Promise<void> {
  if (!isAnnouncedStage(to)) return;
  const payload: CandidateStageChangedPayload = {
    to: row.email,
    locale: row.locale,
    fullName: row.name,
    stage: to,
    ...(to === "rejected" && reason ? { reason } : {}),
  };
  const jobs = await applyMailBudget(
    tx,
    mailBudget,
    { to: row.email, kind: "candidate-stage", clientIp: null },
    [
      {
        channel: "email" as const,
        event: VISITOR_EMAIL_EVENTS.candidateStageChanged,
        refId: row.id,
        payload,
      },
    ],
  );
  await tx.insert(outbox).values(jobs);
}

/**
 * Moves the candidate and records it: the row, its stage history, the audit entry and the
 * candidate's e-mail about it (queueStageEmail).
 */
async function changeStage(
  tx: Database,
  row: CandidateRow,
  input: {
    to: CandidateStage;
    actorId: Actor;
    action: string;
    reason?: string | null;
    note?: string | null;
    detail?: AuditInput["detail"];
    mailBudget?: MailBudget | undefined;
  },
): Promise<CandidateStageEventRow> {
  await tx
    .update(candidates)
    .set({
      stage: input.to,
      stageChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      lastActivityAt: sql`now()`,
    })
    .where(eq(candidates.id, row.id));
  const [event] = await tx
    .insert(candidateStageEvents)
    .values({
      candidateId: row.id,
      fromStage: row.stage,
      toStage: input.to,
      actorId: input.actorId,
      reason: input.reason ?? null,
      note: input.note ?? null,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await recordAudit(tx, {
    actorId: input.actorId,
    action: input.action,
    targetType: "candidate",
    targetId: row.id,
    detail: { from: row.stage, to: input.to, ...input.detail },
  });
  if (!event) throw new Error("The stage event was not stored");
  await queueStageEmail(tx, row, input.to, input.reason ?? null, input.mailBudget);
  return event;
}

/**
 * Advances the candidate to the next stage of the pipeline. Refused for a rejected or withdrawn
 * candidate, for any stage but the next one (which also refuses a move someone else made first),
 * and when the stage being passed has criteria but no scorecard yet.
 */
export async function moveStage(
  db: Database,
  input: { candidateId: string; to: string; actorId: string } & Mail,
): Promise<CandidateStageEventRow> {
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, input.candidateId);
    if (isClosedStage(row.stage)) throw closedRefusal(row);
    const current = row.stage as PipelineStage;
    const next = nextStage(current);
    if (!isPipelineStage(input.to) || input.to !== next) {
      throw new CandidateRefusal(
        "not-next-stage",
        next
          ? `A candidate in ${STAGE_LABELS[current]} moves to ${STAGE_LABELS[next]} next.`
          : "A vetted candidate has no further stage.",
      );
    }
    if (isScoredStage(current)) {
      const [scored] = await tx
        .select({ id: candidateScorecards.id })
        .from(candidateScorecards)
        .where(and(eq(candidateScorecards.candidateId, row.id), eq(candidateScorecards.stage, current)))
        .limit(1);
      if (!scored) {
        throw new CandidateRefusal(
          "scorecard-missing",
          `${STAGE_LABELS[current]} is passed with a scorecard: add one before moving on.`,
        );
      }
    }
    return changeStage(tx, row, {
      to: next,
      actorId: input.actorId,
      action: "candidate.stage_changed",
      mailBudget: input.mailBudget,
    });
  });
}

/** The scorecard of a stage: every criterion of it, rated 1–4 with its evidence, nothing else. */
export function scorecardSchema(stage: PipelineStage) {
  const criteria = STAGE_CRITERIA[stage] ?? [];
  const rating = z.strictObject({
    rating: z
      .number({ error: `Rate from ${RATING_MIN} to ${RATING_MAX}.` })
      .int(`Rate from ${RATING_MIN} to ${RATING_MAX}.`)
      .min(RATING_MIN, `Rate from ${RATING_MIN} to ${RATING_MAX}.`)
      .max(RATING_MAX, `Rate from ${RATING_MIN} to ${RATING_MAX}.`),
    evidence: z
      .string({ error: "Write the evidence for this rating." })
      .trim()
      .min(1, "Write the evidence for this rating.")
      .max(EVIDENCE_MAX_LENGTH, `Keep the evidence within ${EVIDENCE_MAX_LENGTH} characters.`),
  });
  return z.strictObject(Object.fromEntries(criteria.map((criterion) => [criterion.key, rating])));
}

/**
 * Adds one interviewer's scorecard of the candidate's current stage. Refused on a rejected or
 * withdrawn candidate, on a stage without criteria, and when a criterion is missing, unknown or
 * rated outside 1–4.
 */
export async function addScorecard(
  db: Database,
  input: { candidateId: string; stage: string; ratings: unknown; authorId: string },
) {
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, input.candidateId);
    if (isClosedStage(row.stage)) throw closedRefusal(row);
    if (input.stage !== row.stage || !isScoredStage(row.stage)) {
      throw new CandidateRefusal(
        "stage-not-scored",
        isScoredStage(row.stage)
          ? `This candidate is in ${STAGE_LABELS[row.stage]}: score that stage.`
          : `${STAGE_LABELS[row.stage]} has no scorecard.`,
      );
    }
    const parsed = scorecardSchema(row.stage as PipelineStage).safeParse(input.ratings);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(
          issue.path[0] ?? (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : ""),
        );
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
      }
      throw new CandidateRefusal("invalid-scorecard", "Rate every criterion of the stage.", fieldErrors);
    }
    const ratings = parsed.data as ScorecardRatings;
    const [scorecard] = await tx
      .insert(candidateScorecards)
      .values({
        candidateId: row.id,
        stage: row.stage,
        ratings,
        authorId: input.authorId,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    if (!scorecard) throw new Error("The scorecard was not stored");
    await tx
      .update(candidates)
      .set({ updatedAt: sql`now()`, lastActivityAt: sql`now()` })
      .where(eq(candidates.id, row.id));
    await recordAudit(tx, {
      actorId: input.authorId,
      action: "candidate.scorecard_added",
      targetType: "candidate",
      targetId: row.id,
      detail: { stage: row.stage, scorecardId: scorecard.id, average: scorecardAverage(ratings) },
    });
    return scorecard;
  });
}

/** The mean of a scorecard's ratings. */
function scorecardAverage(ratings: ScorecardRatings): number {
  const values = Object.values(ratings).map((entry) => entry.rating);
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface StageScores {
  stage: CandidateStage;
  scorecards: (typeof candidateScorecards.$inferSelect)[];
  /** The mean of the scorecards' own averages: each interviewer counts once. */
  average: number;
}

/** The candidate's scorecards by stage, in the pipeline's order, with each stage's average. */
export async function scoresOf(db: Database, candidateId: string): Promise<StageScores[]> {
  const rows = await db
    .select()
    .from(candidateScorecards)
    .where(eq(candidateScorecards.candidateId, candidateId))
    .orderBy(asc(candidateScorecards.createdAt));
  const byStage = new Map<CandidateStage, (typeof rows)[number][]>();
  for (const row of rows) byStage.set(row.stage, [...(byStage.get(row.stage) ?? []), row]);
  return [...byStage]
    .sort(([a], [b]) => stageOrder(a) - stageOrder(b))
    .map(([stage, scorecards]) => ({
      stage,
      scorecards,
      average:
        scorecards.reduce((sum, scorecard) => sum + scorecardAverage(scorecard.ratings), 0) /
        scorecards.length,
    }));
}

const stageOrder = (stage: CandidateStage) => CANDIDATE_STAGES.indexOf(stage);

/** The candidate's stage history, oldest first. */
export async function stageHistoryOf(db: Database, candidateId: string): Promise<CandidateStageEventRow[]> {
  return db
    .select()
    .from(candidateStageEvents)
    .where(eq(candidateStageEvents.candidateId, candidateId))
    .orderBy(asc(candidateStageEvents.createdAt));
}

const NoteSchema = z
  .string()
  .trim()
  .max(REJECTION_NOTE_MAX_LENGTH, `Keep the note within ${REJECTION_NOTE_MAX_LENGTH} characters.`)
  .optional();

/**
 * Rejects the candidate from whatever stage they are in, with a reason from the templates
 * (vetting.ts) and an optional note for the team. Refused for an unknown reason and for a
 * candidate already rejected or withdrawn.
 */
export async function rejectCandidate(
  db: Database,
  input: { candidateId: string; reason: string; note?: string | undefined; actorId: string } & Mail,
): Promise<CandidateStageEventRow> {
  const reason = findRejectionReason(input.reason);
  if (!reason) throw new CandidateRefusal("unknown-reason", "Choose one of the rejection reasons.");
  const note = NoteSchema.safeParse(input.note);
  if (!note.success)
    throw new CandidateRefusal("invalid-note", note.error.issues[0]?.message ?? "Invalid note.");
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, input.candidateId);
    if (isClosedStage(row.stage)) throw closedRefusal(row);
    return changeStage(tx, row, {
      to: "rejected",
      actorId: input.actorId,
      action: "candidate.rejected",
      reason: reason.key,
      note: note.data || null,
      detail: { reason: reason.key },
      mailBudget: input.mailBudget,
    });
  });
}

/**
 * The candidate leaves the process, from any stage: by their own choice on their status page
 * (`actorId` null) or as the team records it.
 */
export async function withdrawCandidate(
  db: Database,
  input: { candidateId: string; actorId: Actor } & Mail,
): Promise<CandidateStageEventRow> {
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, input.candidateId);
    if (isClosedStage(row.stage)) throw closedRefusal(row);
    return changeStage(tx, row, {
      mailBudget: input.mailBudget,
      to: "withdrawn",
      actorId: input.actorId,
      action: "candidate.withdrawn",
      detail: { by: input.actorId ? "team" : "candidate" },
    });
  });
}

/**
 * Brings a rejected or withdrawn candidate back to the stage they left from, so the team decides
 * again on purpose: the only way their vetting changes once closed.
 */
export async function reopenCandidate(
  db: Database,
  input: { candidateId: string; actorId: string },
): Promise<CandidateStageEventRow> {
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, input.candidateId);
    if (!isClosedStage(row.stage)) {
      throw new CandidateRefusal("not-closed", "Only a rejected or withdrawn candidate is reopened.");
    }
    const [closing] = await tx
      .select({ fromStage: candidateStageEvents.fromStage })
      .from(candidateStageEvents)
      .where(and(eq(candidateStageEvents.candidateId, row.id), eq(candidateStageEvents.toStage, row.stage)))
      .orderBy(sql`${candidateStageEvents.createdAt} desc`)
      .limit(1);
    const back = closing && isPipelineStage(closing.fromStage) ? closing.fromStage : "applied";
    return changeStage(tx, row, { to: back, actorId: input.actorId, action: "candidate.reopened" });
  });
}

/**
 * Sets the candidate's consents. A consent to stay in the pool keeps them for POOL_CONSENT_MONTHS
 * from now (renewed each time it is given); withdrawing it leaves them to the usual retention.
 */
export async function setConsents(
  db: Database,
  input: { candidateId: string; stayInPool: boolean; shareProfile: boolean; actorId: Actor },
): Promise<CandidateRow> {
  return db.transaction(async (tx) => {
    const row = await lockCandidate(tx, input.candidateId);
    const [updated] = await tx
      .update(candidates)
      .set({
        poolConsentUntil: input.stayInPool
          ? sql`now() + make_interval(months => ${POOL_CONSENT_MONTHS}::int)`
          : null,
        shareProfileConsent: input.shareProfile,
        consentsChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        lastActivityAt: sql`now()`,
      })
      .where(eq(candidates.id, row.id))
      .returning();
    if (!updated) throw new Error("The candidate's consents were not stored");
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "candidate.consents_changed",
      targetType: "candidate",
      targetId: row.id,
      detail: { stayInPool: input.stayInPool, shareProfile: input.shareProfile },
    });
    return updated;
  });
}

/** The candidate an address names, if any: also an address of a candidate merged into them. */
export async function candidateByEmail(db: Database, email: string): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select()
    .from(candidates)
    .where(eq(candidates.email, candidateAddressOf(sql`${normalizeCandidateEmail(email)}::text`)));
  return row;
}
