/**
 * The hire from a shortlist and its paid trial: the client (or the team on their behalf) hires a
 * candidate of the shortlist's current version with a start date; the trial ends the trial's
 * length later (app/content/durations.ts); the client gets the start, check-ins on the days
 * app/content/trial-emails.ts names and the end as outbox jobs scheduled for their morning, the
 * way booking reminders are; then the placement is confirmed or a replacement is asked for, which
 * reopens the request with a new shortlist version and a new 48-hour clock.
 *
 * A candidate is in at most one running or placed trial: the hire locks the candidate's row, and a
 * partial unique index holds it across instances. Every change writes its audit entry in its
 * transaction; a refusal is a TrialRefusal and writes nothing.
 */
import { TZDate } from "@date-fns/tz";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { companyDurations, durationHours } from "../../app/content/durations";
import { trialCheckInDays } from "../../app/content/trial-emails";
import { applyMailBudget, type MailBudget } from "../outbox/mail-budget.server";
import { recordAudit } from "./audit";
import { isIanaTimeZone } from "./candidate-availability";
import type { Database } from "./client";
import { closeInterviewsForPool } from "./interview-closing";
import {
  candidates,
  hiringRequests,
  interviews,
  leadEvents,
  outbox,
  type ShortlistRow,
  shortlistEntries,
  shortlists,
  TRIAL_NOTE_MAX_CHARS,
  type TrialRow,
  trials,
} from "./schema";

/** Days from the start date to the trial's end: the trial's one definition, in days. */
export const TRIAL_LENGTH_DAYS = durationHours(companyDurations.trial).max / 24;
/** How far ahead a client may set a trial's start. */
export const TRIAL_START_HORIZON_DAYS = 60;
/** The local hour, in the client's zone, the trial's e-mails are sent at. */
const TRIAL_MAIL_HOUR = 9;

export const TRIAL_EVENTS = {
  started: "trial.started",
  checkIn: "trial.check_in",
  ending: "trial.ending",
} as const;

/** What each trial job's payload holds; the e-mail reads the trial as it is when sent. */
export const trialJobPayloadSchema = z.object({
  trialId: z.uuid(),
  /** The check-in's day of the trial (day 1 is the start date). */
  day: z.number().int().positive().optional(),
});
export type TrialJobPayload = z.infer<typeof trialJobPayloadSchema>;

/** A hire or outcome the trial's rules refused; nothing was written. */
export class TrialRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "TrialRefusal";
  }
}

/** Who acts: the client on their shortlist page (their network counts for the mail budget) or the team. */
export type TrialActorInput = { kind: "client"; clientIp: string | null } | { kind: "team"; userId: string };

/**
 * A rule the hire must pass besides this module's own, e.g. that the client interviewed the
 * candidate first: it answers the refusal's message, or null to let the hire go ahead. It runs
 * inside the hire's transaction, after the shortlist and the candidate are locked.
 */
export type HirePrecondition = (
  tx: Database,
  hire: { shortlistId: string; shortlistVersion: number; candidateId: string },
) => Promise<string | null>;

const uuid = z.uuid();
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date like 2027-01-04.");

const HireFieldsSchema = z.strictObject({
  startsOn: localDate,
  timeZone: z.string().max(64).refine(isIanaTimeZone, "Not an IANA time zone."),
});

const OutcomeFieldsSchema = z.strictObject({
  outcome: z.enum(["placed", "replacement"]),
  note: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(TRIAL_NOTE_MAX_CHARS, `Keep the note within ${TRIAL_NOTE_MAX_CHARS} characters.`)),
});

function refusalOf(error: z.ZodError, form: string): TrialRefusal {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys")
    return new TrialRefusal(400, `The ${form} sent fields it does not have.`);
  const message = issue?.message ?? "";
  return new TrialRefusal(
    400,
    !message || message.startsWith("Invalid") ? `The ${form} is incomplete.` : message,
  );
}

/** Plain fields only: an object built from a form or JSON whose keys are its own. */
function ownFields(fields: unknown, form: string): Record<string, unknown> {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    throw new TrialRefusal(400, `The ${form} is incomplete.`);
  }
  return Object.fromEntries(Object.entries(fields));
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus days, in the calendar (no zone: a date is a date). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isRealDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

/** Today's date in a zone. */
function todayIn(timeZone: string, now: Date): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant of a local date's mail hour in a zone (daylight saving counted by @date-fns/tz). */
export function trialMailTime(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, TRIAL_MAIL_HOUR, 0, 0, timeZone).getTime());
}

/** When each of a trial's scheduled e-mails is due: the check-ins on their days, the end on its day. */
export function trialSchedule(trial: Pick<TrialRow, "startsOn" | "endsOn" | "clientTimeZone">): {
  checkIns: { day: number; at: Date }[];
  endingAt: Date;
} {
  return {
    checkIns: trialCheckInDays.map((day) => ({
      day,
      at: trialMailTime(addDays(trial.startsOn, day - 1), trial.clientTimeZone),
    })),
    endingAt: trialMailTime(trial.endsOn, trial.clientTimeZone),
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

async function lockShortlistById(tx: Database, shortlistId: string): Promise<ShortlistRow> {
  const [shortlist] = await tx.select().from(shortlists).where(eq(shortlists.id, shortlistId)).for("update");
  if (!shortlist) throw new TrialRefusal(404, "There is no such shortlist.");
  return shortlist;
}

/**
 * Hires `candidateId` from the shortlist `shortlistId` with the trial starting on `fields.startsOn`
 * (the client's date, today or later in their zone `fields.timeZone`, at most
 * TRIAL_START_HORIZON_DAYS ahead). Refused when the candidate is not on the shortlist's current
 * version, has withdrawn or is no longer vetted, or is in a running or placed trial elsewhere, or
 * when `precondition` refuses. The same hire sent again (a double submit) answers the trial made
 * the first time with `replayed: true` and writes nothing.
 */
export async function hireCandidate(
  db: Database,
  input: {
    shortlistId: string;
    candidateId: string;
    fields: unknown;
    actor: TrialActorInput;
    mailBudget?: MailBudget | undefined;
    precondition?: HirePrecondition;
  },
  now: Date = new Date(),
): Promise<{ trial: TrialRow; replayed: boolean }> {
  if (!uuid.safeParse(input.shortlistId).success) throw new TrialRefusal(404, "There is no such shortlist.");
  if (!uuid.safeParse(input.candidateId).success) {
    throw new TrialRefusal(409, "That candidate is not on the current shortlist.");
  }
  const parsed = HireFieldsSchema.safeParse(ownFields(input.fields, "hire form"));
  if (!parsed.success) throw refusalOf(parsed.error, "hire form");
  const { startsOn, timeZone } = parsed.data;
  if (!isRealDate(startsOn)) throw new TrialRefusal(400, "That start date does not exist.");
  const today = todayIn(timeZone, now);
  if (startsOn < today) throw new TrialRefusal(400, "The trial cannot start in the past.");
  if (startsOn > addDays(today, TRIAL_START_HORIZON_DAYS)) {
    throw new TrialRefusal(400, `Pick a start within ${TRIAL_START_HORIZON_DAYS} days.`);
  }

  try {
    return await db.transaction(async (tx) => {
      const shortlist = await lockShortlistById(tx, input.shortlistId);
      const [entry] = await tx
        .select({ id: shortlistEntries.id })
        .from(shortlistEntries)
        .where(
          and(
            eq(shortlistEntries.shortlistId, shortlist.id),
            eq(shortlistEntries.version, shortlist.version),
            eq(shortlistEntries.candidateId, input.candidateId),
          ),
        );
      if (!entry) throw new TrialRefusal(409, "That candidate is not on the current shortlist.");
      if (shortlist.status === "draft") {
        throw new TrialRefusal(409, "The shortlist is being changed: hire once the team has sent it.");
      }
      const [candidate] = await tx
        .select({ name: candidates.name, stage: candidates.stage })
        .from(candidates)
        .where(eq(candidates.id, input.candidateId))
        .for("update");
      if (!candidate) throw new TrialRefusal(409, "That candidate is not on the current shortlist.");

      const [engaged] = await tx
        .select()
        .from(trials)
        .where(and(eq(trials.candidateId, input.candidateId), inArray(trials.status, ["running", "placed"])));
      if (engaged?.shortlistId === shortlist.id) {
        if (engaged.startsOn === startsOn) return { trial: engaged, replayed: true };
        throw new TrialRefusal(
          409,
          `${candidate.name} is already hired here, with the trial starting on ${engaged.startsOn}.`,
        );
      }
      if (engaged) throw new TrialRefusal(409, `${candidate.name} is no longer available: hired elsewhere.`);
      if (candidate.stage === "withdrawn") throw new TrialRefusal(409, `${candidate.name} has withdrawn.`);
      if (candidate.stage !== "vetted")
        throw new TrialRefusal(409, `${candidate.name} is no longer available.`);
      const refused = await input.precondition?.(tx, {
        shortlistId: shortlist.id,
        shortlistVersion: shortlist.version,
        candidateId: input.candidateId,
      });
      if (refused) throw new TrialRefusal(409, refused);

      const [trial] = await tx
        .insert(trials)
        .values({
          hiringRequestId: shortlist.hiringRequestId,
          shortlistId: shortlist.id,
          shortlistVersion: shortlist.version,
          candidateId: input.candidateId,
          startsOn,
          endsOn: addDays(startsOn, TRIAL_LENGTH_DAYS),
          clientTimeZone: timeZone,
          hiredBy: input.actor.kind,
          hiredById: input.actor.kind === "team" ? input.actor.userId : null,
        })
        .returning();
      if (!trial) throw new Error("The trial was not stored.");
      // A hire is the candidate's latest activity: retention counts from it.
      await tx
        .update(candidates)
        .set({ lastActivityAt: sql`now()` })
        .where(eq(candidates.id, input.candidateId));
      await queueTrialMail(tx, trial, input, now);
      await closeInterviewsElsewhere(tx, trial, input.actor);
      await recordAudit(tx, {
        actorId: input.actor.kind === "team" ? input.actor.userId : null,
        action: "shortlist.hired",
        targetType: "hiring-requests",
        targetId: shortlist.hiringRequestId,
        detail: {
          trialId: trial.id,
          candidateId: trial.candidateId,
          version: trial.shortlistVersion,
          startsOn: trial.startsOn,
          endsOn: trial.endsOn,
          by: trial.hiredBy,
        },
      });
      return { trial, replayed: false };
    });
  } catch (error) {
    // Another instance's hire of the same person committed between our check and our insert.
    if (isUniqueViolation(error))
      throw new TrialRefusal(409, "That candidate is no longer available: hired elsewhere.");
    throw error;
  }
}

/**
 * A hire takes the candidate off every other request: their open interviews there (requested or
 * confirmed) close as a withdrawal closes them (by the pool), and every time those held is
 * released. It runs in the hire's transaction under the candidate's row lock, which every
 * interview change takes first (app/features/interviews), so no request can hold a time of theirs
 * in between; each closing is audited on its interview.
 */
async function closeInterviewsElsewhere(
  tx: Database,
  trial: TrialRow,
  actor: TrialActorInput,
): Promise<void> {
  const open = await tx
    .select({ id: interviews.id, hiringRequestId: interviews.hiringRequestId, status: interviews.status })
    .from(interviews)
    .where(
      and(
        eq(interviews.candidateId, trial.candidateId),
        ne(interviews.hiringRequestId, trial.hiringRequestId),
        inArray(interviews.status, ["requested", "confirmed"]),
      ),
    )
    .for("update");
  if (open.length === 0) return;
  await closeInterviewsForPool(
    tx,
    open.map((interview) => interview.id),
  );
  for (const interview of open) {
    await recordAudit(tx, {
      actorId: actor.kind === "team" ? actor.userId : null,
      action: "interview.cancelled",
      targetType: "interview",
      targetId: interview.id,
      detail: {
        by: "pool",
        reason: "hired-elsewhere",
        hiringRequestId: interview.hiringRequestId,
        was: interview.status,
        trialId: trial.id,
      },
    });
  }
}

/**
 * The trial's e-mails to the request's contact: the start now (counted against the visitor mail
 * budgets) and its follow-ups at their times, held back with it when it is.
 */
async function queueTrialMail(
  tx: Database,
  trial: TrialRow,
  input: { actor: TrialActorInput; mailBudget?: MailBudget | undefined },
  now: Date,
): Promise<void> {
  const [request] = await tx
    .select({ email: hiringRequests.email })
    .from(hiringRequests)
    .where(eq(hiringRequests.id, trial.hiringRequestId));
  if (!request) throw new TrialRefusal(404, "There is no such hiring request.");
  const schedule = trialSchedule(trial);
  const job = (event: string, payload: TrialJobPayload, at?: Date): typeof outbox.$inferInsert => ({
    channel: "email",
    event,
    refId: trial.id,
    payload,
    ...(at ? { nextAttemptAt: at } : {}),
  });
  const jobs = [
    job(TRIAL_EVENTS.started, { trialId: trial.id }),
    ...schedule.checkIns
      .filter((checkIn) => checkIn.at > now)
      .map((checkIn) => job(TRIAL_EVENTS.checkIn, { trialId: trial.id, day: checkIn.day }, checkIn.at)),
    job(TRIAL_EVENTS.ending, { trialId: trial.id }, schedule.endingAt),
  ];
  const clientIp = input.actor.kind === "client" ? input.actor.clientIp : null;
  await tx
    .insert(outbox)
    .values(
      await applyMailBudget(tx, input.mailBudget, { to: request.email, kind: "trial", clientIp }, jobs),
    );
}

/**
 * Records a running trial's outcome: "placed" (the placement confirmed) or "replacement" (with
 * the reason in `note`), from the client or from the team on their behalf. The trial's e-mails not
 * sent yet are withdrawn. A replacement reopens the request: a new version of its shortlist
 * holding the other candidates of the version hired from, back to draft, with a new 48-hour clock
 * from now. The same outcome sent again answers the trial with `replayed: true`.
 */
export async function recordTrialOutcome(
  db: Database,
  input: { trialId: string; fields: unknown; actor: TrialActorInput },
  now: Date = new Date(),
): Promise<{ trial: TrialRow; replayed: boolean }> {
  if (!uuid.safeParse(input.trialId).success) throw new TrialRefusal(404, "There is no such trial.");
  const parsed = OutcomeFieldsSchema.safeParse(ownFields(input.fields, "outcome form"));
  if (!parsed.success) throw refusalOf(parsed.error, "outcome form");
  const { outcome, note } = parsed.data;
  if (outcome === "replacement" && note === "") {
    throw new TrialRefusal(400, "Say why a replacement is needed, so the next shortlist fits better.");
  }
  return db.transaction(async (tx) => {
    const [trial] = await tx.select().from(trials).where(eq(trials.id, input.trialId)).for("update");
    if (!trial) throw new TrialRefusal(404, "There is no such trial.");
    if (trial.status === outcome) return { trial, replayed: true };
    if (trial.status !== "running") {
      throw new TrialRefusal(409, "This trial's outcome is already recorded.");
    }
    if (todayIn(trial.clientTimeZone, now) < trial.startsOn) {
      throw new TrialRefusal(409, `The trial starts on ${trial.startsOn}: its outcome comes after that.`);
    }
    const actorId = input.actor.kind === "team" ? input.actor.userId : null;
    const [updated] = await tx
      .update(trials)
      .set({
        status: outcome,
        outcomeAt: now,
        outcomeBy: input.actor.kind,
        outcomeById: actorId,
        outcomeNote: note,
      })
      .where(eq(trials.id, trial.id))
      .returning();
    if (!updated) throw new Error("The trial was not updated.");
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.refId, trial.id),
          inArray(outbox.event, [TRIAL_EVENTS.checkIn, TRIAL_EVENTS.ending]),
          eq(outbox.status, "pending"),
        ),
      );
    const detail: Record<string, unknown> = {
      trialId: trial.id,
      candidateId: trial.candidateId,
      by: input.actor.kind,
      noteLength: note.length,
    };
    if (outcome === "replacement") detail.version = await reopenShortlist(tx, trial, now);
    await recordAudit(tx, {
      actorId,
      action: outcome === "placed" ? "shortlist.placed" : "shortlist.replacement_asked",
      targetType: "hiring-requests",
      targetId: trial.hiringRequestId,
      detail,
    });
    return { trial: updated, replayed: false };
  });
}

/** A new shortlist version for a replacement: the hired version's other candidates, a new clock. */
async function reopenShortlist(tx: Database, trial: TrialRow, now: Date): Promise<number> {
  const shortlist = await lockShortlistById(tx, trial.shortlistId);
  const kept = (
    await tx
      .select()
      .from(shortlistEntries)
      .where(
        and(eq(shortlistEntries.shortlistId, shortlist.id), eq(shortlistEntries.version, shortlist.version)),
      )
      .orderBy(asc(shortlistEntries.position))
  ).filter((entry) => entry.candidateId !== trial.candidateId);
  const version = shortlist.version + 1;
  if (kept.length > 0) {
    await tx.insert(shortlistEntries).values(
      kept.map((entry, index) => ({
        shortlistId: shortlist.id,
        version,
        candidateId: entry.candidateId,
        position: index + 1,
        pitch: entry.pitch,
      })),
    );
  }
  await tx
    .update(shortlists)
    .set({
      version,
      status: "draft",
      readyAt: null,
      sentAt: null,
      reopenedAt: now,
      revision: shortlist.revision + 1,
      updatedAt: sql`now()`,
    })
    .where(eq(shortlists.id, shortlist.id));
  // A request the team had closed as won (or lost) is open again: the dashboard lists it by its new due time.
  const [request] = await tx
    .select({ status: hiringRequests.status })
    .from(hiringRequests)
    .where(eq(hiringRequests.id, trial.hiringRequestId))
    .for("update");
  if (request && REOPENED_FROM.has(request.status)) {
    await tx
      .update(hiringRequests)
      .set({ status: REOPENED_STATUS })
      .where(eq(hiringRequests.id, trial.hiringRequestId));
    await tx.insert(leadEvents).values({
      hiringRequestId: trial.hiringRequestId,
      type: "status_changed",
      actorId: null,
      data: { from: request.status, to: REOPENED_STATUS, reason: "replacement" },
    });
  }
  return version;
}

/** The pipeline's closed statuses (inbox/app/lib/pipelines.ts), and where a replacement moves a request back to. */
const REOPENED_FROM: ReadonlySet<string> = new Set(["won", "lost"]);
const REOPENED_STATUS = "qualified";

/** The trials of a hiring request, newest first. */
export function trialsOf(db: Database, hiringRequestId: string): Promise<TrialRow[]> {
  if (!uuid.safeParse(hiringRequestId).success) return Promise.resolve([]);
  return db
    .select()
    .from(trials)
    .where(eq(trials.hiringRequestId, hiringRequestId))
    .orderBy(desc(trials.createdAt), desc(trials.id));
}

/** One trial by id (null for an unknown or malformed id). */
export async function findTrial(db: Database, trialId: string): Promise<TrialRow | null> {
  if (!uuid.safeParse(trialId).success) return null;
  const [trial] = await db.select().from(trials).where(eq(trials.id, trialId));
  return trial ?? null;
}

export type ShortlistCandidateAvailability =
  | { status: "available" }
  /** Hired from this shortlist: the client's own hire, with its trial. */
  | { status: "hired-here"; trialId: string }
  | { status: "unavailable"; reason: "withdrawn" | "not-vetted" | "hired-elsewhere" };

/**
 * Whether each candidate of a shortlist's current version can still be interviewed and hired, as
 * it is now: withdrawn, moved out of "vetted", or in a running or placed trial from another
 * shortlist makes them unavailable on every open shortlist at once. Keyed by candidate id.
 */
export async function candidateAvailabilityForShortlist(
  db: Database,
  shortlistId: string,
): Promise<Map<string, ShortlistCandidateAvailability>> {
  const availability = new Map<string, ShortlistCandidateAvailability>();
  if (!uuid.safeParse(shortlistId).success) return availability;
  const rows = await db
    .select({
      candidateId: shortlistEntries.candidateId,
      stage: candidates.stage,
      trialId: trials.id,
      trialShortlistId: trials.shortlistId,
    })
    .from(shortlistEntries)
    .innerJoin(
      shortlists,
      and(eq(shortlists.id, shortlistEntries.shortlistId), eq(shortlists.version, shortlistEntries.version)),
    )
    .innerJoin(candidates, eq(candidates.id, shortlistEntries.candidateId))
    .leftJoin(
      trials,
      and(
        eq(trials.candidateId, shortlistEntries.candidateId),
        inArray(trials.status, ["running", "placed"]),
      ),
    )
    .where(eq(shortlistEntries.shortlistId, shortlistId));
  for (const row of rows) {
    availability.set(
      row.candidateId,
      row.trialId && row.trialShortlistId === shortlistId
        ? { status: "hired-here", trialId: row.trialId }
        : row.trialId
          ? { status: "unavailable", reason: "hired-elsewhere" }
          : row.stage === "withdrawn"
            ? { status: "unavailable", reason: "withdrawn" }
            : row.stage !== "vetted"
              ? { status: "unavailable", reason: "not-vetted" }
              : { status: "available" },
    );
  }
  return availability;
}

/**
 * The name a client is shown for a candidate: the full name where the candidate consented to
 * share their profile, else the first name and the initial of the last ("María G.").
 */
export function clientFacingName(name: string, shareProfileConsent: boolean): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (shareProfileConsent || words.length < 2) return words.join(" ");
  return `${words[0]} ${Array.from(words[words.length - 1] as string)[0]?.toUpperCase()}.`;
}
