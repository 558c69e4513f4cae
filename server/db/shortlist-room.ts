/**
 * The client's shortlist page read from the database on every view (never cached, so a candidate
 * who withdrew, was rejected or took back their consent shows as no longer available at once),
 * and the client's "Pass" on a candidate. The page shows the version last sent; a link sent for
 * an earlier version also lists who is new and who is no longer on the list since.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { commonTimeZones } from "../../app/content/booking";
import { findCategory, findStack } from "../../app/content/categories";
import { SERVED_COUNTRIES } from "../../app/content/countries";
import {
  categoryRate,
  FULL_TIME_HOURS_PER_WEEK,
  monthlyPrice,
  rateForSeniority,
} from "../../app/content/pricing-model";
import { seniorityLevels } from "../../app/content/seniority";
import {
  SHORTLIST_PASS_NOTE_MAX_CHARS,
  SHORTLIST_PASS_REASONS,
  type ShortlistPassReason,
} from "../../app/content/shortlist-pass-reasons";
import { recordAudit } from "./audit";
import { isIanaTimeZone } from "./candidate-availability";
import { type Database, dbTimestamp, parseRows } from "./client";
import { shortlistPasses } from "./schema";
import { enqueueClientActionEmail, type OpenedShortlistLink, requestOwnerEmail } from "./shortlist-links";
import { workdayOverlapHours } from "./shortlist-ranking";
import { versionEntries } from "./shortlists";
import { STAGE_LABELS } from "./vetting";

/** The zone overlap is counted against when the request noted none and the client picked none. */
const SHORTLIST_DEFAULT_ZONE = "America/New_York";

/** The client's latest interview with a candidate of the shortlist (app/features/interviews/). */
export interface ShortlistCardInterview {
  id: string;
  status: "requested" | "confirmed" | "other-times" | "cancelled";
  /** The confirmed start; null until the candidate confirms. */
  startsAt: Date | null;
  /** The times held while the candidate picks one. */
  times: Date[];
  /** What the candidate wrote when asking for other times. */
  note: string | null;
}

/** The client's hire of a candidate of the shortlist and its trial (server/db/trials.ts). */
export interface ShortlistCardTrial {
  id: string;
  status: "running" | "placed" | "replacement";
  startsOn: string;
  endsOn: string;
}

export interface ShortlistCard {
  candidateId: string;
  /** The entry of the version shown: interviews are requested for it. */
  entryId: string;
  position: number;
  /** Full name with the candidate's consent to share it, else first name and initial. */
  name: string;
  /** Initials for the photo-free avatar: only with the consent. */
  initials: string | null;
  /** The candidate consented to share their full name and résumé with shortlist clients. */
  sharesProfile: boolean;
  available: boolean;
  role: string | null;
  seniority: string | null;
  years: number | null;
  country: string | null;
  timeZone: string | null;
  /** Hours of overlap with each zone the page offers (a zone without a known own zone: none). */
  overlaps: Record<string, number>;
  englishLevel: string | null;
  skills: string[];
  scorecards: { stage: string; average: number; count: number }[];
  pitch: string;
  hourlyRateUsd: number | null;
  monthlyPriceUsd: number | null;
  passed: { reason: ShortlistPassReason; note: string } | null;
  interview: ShortlistCardInterview | null;
  trial: ShortlistCardTrial | null;
}

export interface ShortlistRoom {
  shortlistId: string;
  company: string;
  roles: string[];
  sentAt: Date;
  expiresAt: Date;
  /** The zone the overlaps are shown for first, and why: the request's brief or the default. */
  zone: { value: string; source: "request" | "default" | "chosen" };
  zones: string[];
  cards: ShortlistCard[];
  changes: { added: string[]; removed: string[] } | null;
  ownerEmail: string | null;
}

const candidateRow = z.object({
  id: z.string(),
  name: z.string(),
  stage: z.string(),
  consenting: z.boolean(),
  share: z.boolean(),
  category: z.string().nullable(),
  stacks: z.array(z.string()),
  seniority: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  country: z.string().nullable(),
  time_zone: z.string().nullable(),
  english_level: z.string().nullable(),
  hired_elsewhere: z.boolean(),
});
const scorecardRow = z.object({
  candidate_id: z.string(),
  stage: z.string(),
  average: z.union([z.number(), z.string()]),
  count: z.number(),
});
const requestRow = z.object({
  company: z.string(),
  roles: z.array(z.string()),
});
const passRow = z.object({
  candidate_id: z.string(),
  reason: z.enum(SHORTLIST_PASS_REASONS),
  note: z.string(),
});

/** "Ana Torres" → "Ana T." */
function firstNameAndInitial(name: string): string {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

const interviewRow = z.object({
  id: z.string(),
  candidate_id: z.string(),
  status: z.enum(["requested", "confirmed", "other-times", "cancelled"]),
  starts_at: dbTimestamp.nullable(),
  candidate_note: z.string().nullable(),
  times: z.array(z.string()),
});
const trialRow = z.object({
  id: z.string(),
  candidate_id: z.string(),
  status: z.enum(["running", "placed", "replacement"]),
  starts_on: z.string(),
  ends_on: z.string(),
});

async function candidatesById(db: Database, hiringRequestId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, z.output<typeof candidateRow>>();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = parseRows(
    "shortlist room candidates",
    candidateRow,
    await db.execute(sql`select id, name, stage, coalesce(pool_consent_until > now(), false) as consenting,
      share_profile_consent as share, category, stacks, seniority, years_of_experience, country, time_zone,
      english_level, exists (select 1 from trials t where t.candidate_id = candidates.id
        and t.status in ('running', 'placed') and t.hiring_request_id <> ${hiringRequestId}::uuid) as hired_elsewhere
      from candidates where id in (${list})`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The all-inclusive hourly price of a candidate from the one pricing model: their first listed
 * stack's rate range (else their category's) at their seniority (mid-level when not noted). The
 * candidate's own expected pay is what they earn from it, never the client's price.
 */
function clientHourlyRate(row: { category: string | null; stacks: string[]; seniority: string | null }) {
  const category = findCategory(row.category ?? undefined);
  if (!category) return null;
  const stack = row.stacks.map((slug) => findStack(category.slug, slug)?.stack).find(Boolean);
  const seniority = seniorityLevels.find((level) => level.value === row.seniority)?.value ?? "mid";
  return rateForSeniority(stack ? stack.salaryRange : categoryRate(category), seniority);
}

const displayName = (row: { name: string; share: boolean } | undefined) =>
  row ? (row.share ? row.name : firstNameAndInitial(row.name)) : "A former candidate";

/**
 * The page of an open link, read now. `chosenZone` is the client's pick (from the page's select);
 * an unknown zone falls back to the request's.
 */
export async function shortlistRoom(
  db: Database,
  opened: Extract<OpenedShortlistLink, { state: "open" }>,
  chosenZone?: string | null,
  now = new Date(),
): Promise<ShortlistRoom> {
  const { shortlist, link } = opened;
  const shownVersion = shortlist.sentVersion ?? link.version;
  const [request] = parseRows(
    "shortlist room request",
    requestRow,
    await db.execute(
      sql`select company, roles from hiring_requests where id = ${shortlist.hiringRequestId}::uuid`,
    ),
  );
  if (!request) throw new Error("The shortlist's request is gone.");
  const entries = await versionEntries(db, shortlist.id, shownVersion);
  const earlier = link.version === shownVersion ? null : await versionEntries(db, shortlist.id, link.version);
  const ids = [...new Set([...entries, ...(earlier ?? [])].map((entry) => entry.candidateId))];
  const people = await candidatesById(db, shortlist.hiringRequestId, ids);
  const latestInterviews = new Map(
    parseRows(
      "shortlist room interviews",
      interviewRow,
      await db.execute(sql`select distinct on (i.candidate_id) i.id, i.candidate_id, i.status, i.starts_at,
          i.candidate_note, coalesce((select array_agg(to_char(h.starts_at at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') order by h.starts_at) from interview_holds h
            where h.interview_id = i.id), '{}') as times
        from interviews i where i.hiring_request_id = ${shortlist.hiringRequestId}::uuid
        order by i.candidate_id, i.created_at desc`),
    ).map((row) => [row.candidate_id, row]),
  );
  const latestTrials = new Map(
    parseRows(
      "shortlist room trials",
      trialRow,
      await db.execute(sql`select distinct on (candidate_id) id, candidate_id, status,
          starts_on::text, ends_on::text from trials
        where hiring_request_id = ${shortlist.hiringRequestId}::uuid
        order by candidate_id, created_at desc`),
    ).map((row) => [row.candidate_id, row]),
  );
  const scorecards = parseRows(
    "shortlist room scorecards",
    scorecardRow,
    ids.length === 0
      ? { rows: [] }
      : await db.execute(sql`select candidate_id, stage,
          round(avg((value->>'rating')::numeric), 1) as average, count(distinct s.id)::int as count
          from candidate_scorecards s, jsonb_each(s.ratings)
          where candidate_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) group by candidate_id, stage order by candidate_id, stage`),
  );
  const passes = new Map(
    parseRows(
      "shortlist passes",
      passRow,
      await db.execute(
        sql`select candidate_id, reason, note from shortlist_passes where shortlist_id = ${shortlist.id}::uuid`,
      ),
    ).map((row) => [row.candidate_id, row]),
  );
  const requestZone =
    shortlist.briefTimeZone && isIanaTimeZone(shortlist.briefTimeZone) ? shortlist.briefTimeZone : null;
  const zone: ShortlistRoom["zone"] =
    chosenZone && isIanaTimeZone(chosenZone)
      ? { value: chosenZone, source: "chosen" }
      : requestZone
        ? { value: requestZone, source: "request" }
        : { value: SHORTLIST_DEFAULT_ZONE, source: "default" };
  const zones = [...new Set([zone.value, ...(requestZone ? [requestZone] : []), ...commonTimeZones])];
  const date = now.toISOString().slice(0, 10);
  const stageOrder = Object.keys(STAGE_LABELS);

  const cards = entries.map((entry): ShortlistCard => {
    const row = people.get(entry.candidateId);
    const rate = row ? clientHourlyRate(row) : null;
    const interview = latestInterviews.get(entry.candidateId);
    const trial = latestTrials.get(entry.candidateId);
    const ownZone = row?.time_zone && isIanaTimeZone(row.time_zone) ? row.time_zone : null;
    const pass = passes.get(entry.candidateId);
    return {
      candidateId: entry.candidateId,
      position: entry.position,
      name: displayName(row),
      initials: row?.share ? initialsOf(row.name) : null,
      sharesProfile: Boolean(row?.share),
      entryId: entry.id,
      available: Boolean(row && row.stage === "vetted" && row.consenting && !row.hired_elsewhere),
      role: row ? (findCategory(row.category ?? undefined)?.roleNoun ?? null) : null,
      seniority: row?.seniority ?? null,
      years: row?.years_of_experience ?? null,
      country:
        SERVED_COUNTRIES.find((country) => country.code === row?.country)?.name ?? row?.country ?? null,
      timeZone: ownZone,
      overlaps: ownZone
        ? Object.fromEntries(zones.map((other) => [other, workdayOverlapHours(date, ownZone, other)]))
        : {},
      englishLevel: row?.english_level ?? null,
      skills: (row?.stacks ?? []).map(
        (stack) => findStack(row?.category ?? undefined, stack)?.stack.name ?? stack,
      ),
      scorecards: scorecards
        .filter((card) => card.candidate_id === entry.candidateId)
        .sort((a, b) => stageOrder.indexOf(a.stage) - stageOrder.indexOf(b.stage))
        .map((card) => ({
          stage: STAGE_LABELS[card.stage as keyof typeof STAGE_LABELS] ?? card.stage,
          average: Number(card.average),
          count: card.count,
        })),
      pitch: entry.pitch,
      hourlyRateUsd: rate,
      monthlyPriceUsd: rate === null ? null : Math.round(monthlyPrice(FULL_TIME_HOURS_PER_WEEK, rate)),
      passed: pass ? { reason: pass.reason, note: pass.note } : null,
      interview: interview
        ? {
            id: interview.id,
            status: interview.status,
            startsAt: interview.starts_at ? new Date(interview.starts_at) : null,
            times: interview.times.map((time) => new Date(time)),
            note: interview.candidate_note,
          }
        : null,
      trial: trial
        ? { id: trial.id, status: trial.status, startsOn: trial.starts_on, endsOn: trial.ends_on }
        : null,
    };
  });
  let changes: ShortlistRoom["changes"] = null;
  if (earlier) {
    const before = new Set(earlier.map((entry) => entry.candidateId));
    const after = new Set(entries.map((entry) => entry.candidateId));
    changes = {
      added: entries
        .filter((entry) => !before.has(entry.candidateId))
        .map((entry) => displayName(people.get(entry.candidateId))),
      removed: earlier
        .filter((entry) => !after.has(entry.candidateId))
        .map((entry) => displayName(people.get(entry.candidateId))),
    };
  }
  return {
    shortlistId: shortlist.id,
    company: request.company,
    roles: request.roles,
    sentAt: shortlist.sentAt ?? link.createdAt,
    expiresAt: link.expiresAt,
    zone,
    zones,
    cards,
    changes,
    ownerEmail: await requestOwnerEmail(db, shortlist.hiringRequestId),
  };
}

/**
 * The candidate whose résumé a client may download through an open link: on the version shown,
 * available and consenting to share their profile; null otherwise.
 */
export async function sharedResumeCandidate(
  db: Database,
  opened: Extract<OpenedShortlistLink, { state: "open" }>,
  candidateId: string | undefined,
): Promise<string | null> {
  if (!candidateId || !z.uuid().safeParse(candidateId).success) return null;
  const { shortlist, link } = opened;
  const entries = await versionEntries(db, shortlist.id, shortlist.sentVersion ?? link.version);
  if (!entries.some((entry) => entry.candidateId === candidateId)) return null;
  const row = (await candidatesById(db, shortlist.hiringRequestId, [candidateId])).get(candidateId);
  return row?.share && row.stage === "vetted" && row.consenting && !row.hired_elsewhere ? candidateId : null;
}

/** A pass the rules refused, with the page's notice for it; nothing was written. */
export class ShortlistPassRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: "invalid-form" | "no-reason" | "note-too-long",
  ) {
    super(key);
    this.name = "ShortlistPassRefusal";
  }
}

const PassSchema = z.strictObject({
  candidateId: z.uuid(),
  reason: z.string(),
  note: z.string().transform((value) => value.trim()),
});

/**
 * The client's "Pass" on a candidate of the version they see, with a reason from the list and
 * their own words. Idempotent: a second submit (a double click, another tab) finds the first and
 * answers "already". Audited and mailed to the request's owner in the same transaction.
 */
export async function passOnCandidate(
  db: Database,
  opened: Extract<OpenedShortlistLink, { state: "open" }>,
  fields: Record<string, string>,
): Promise<"passed" | "already-passed"> {
  const parsed = PassSchema.safeParse(fields);
  if (!parsed.success) throw new ShortlistPassRefusal(400, "invalid-form");
  const { candidateId, note } = parsed.data;
  const reason = SHORTLIST_PASS_REASONS.find((key) => key === parsed.data.reason);
  if (!reason) throw new ShortlistPassRefusal(400, "no-reason");
  if (note.length > SHORTLIST_PASS_NOTE_MAX_CHARS) throw new ShortlistPassRefusal(400, "note-too-long");
  const { shortlist, link } = opened;
  const entries = await versionEntries(db, shortlist.id, shortlist.sentVersion ?? link.version);
  if (!entries.some((entry) => entry.candidateId === candidateId)) {
    throw new ShortlistPassRefusal(404, "invalid-form");
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shortlistPasses)
      .values({ shortlistId: shortlist.id, candidateId, linkId: link.id, reason, note })
      .onConflictDoNothing()
      .returning({ id: shortlistPasses.id });
    if (inserted.length === 0) return "already-passed" as const;
    await recordAudit(tx, {
      actorId: null,
      action: "shortlist.client_passed",
      targetType: "hiring-requests",
      targetId: shortlist.hiringRequestId,
      detail: { linkId: link.id, candidateId, reason, noteLength: note.length },
    });
    await enqueueClientActionEmail(tx, {
      hiringRequestId: shortlist.hiringRequestId,
      action: "passed",
      candidateId,
    });
    return "passed" as const;
  });
}
