/**
 * Interviews between a client and a candidate of their shortlist: the candidate's free times, a
 * client's request holding up to three of them, the candidate's answer (one time confirmed, or a
 * note asking for others), and the cancel and move the invitation's links lead to. Every change
 * runs in one transaction with its audit entry and its e-mails' outbox jobs; a refusal
 * (InterviewRefusal, with a 4xx status) writes nothing.
 *
 * No double holding: every change of a candidate's interviews locks the candidate's row first, so
 * requests for one candidate run one after the other in any instance, and a withdrawal, which
 * locks the same row, is either before a request (refused) or after it (the database's trigger
 * closes the interview and releases its holds, drizzle/0025_interviews.sql). A held start time is
 * also unique per candidate in the database, should anything write holds without that lock.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "~server/db/audit";
import { isIanaTimeZone } from "~server/db/candidate-availability";
import type { Database } from "~server/db/client";
import {
  type CandidateRow,
  candidates,
  hiringRequests,
  INTERVIEW_NOTE_MAX_CHARS,
  type InterviewRow,
  interviewHolds,
  interviews,
  outbox,
  shortlistEntries,
  shortlists,
  trials,
} from "~server/db/schema";
import { applyMailBudget, type MailBudget } from "~server/outbox/mail-budget.server";
import {
  INTERVIEW_MAX_REQUESTED_TIMES,
  INTERVIEW_MINUTES,
  interviewEnd,
  requestablePeriod,
  windowStarts,
  windowsOrDefault,
} from "./slots";

export type InterviewRefusalCode =
  | "invalid"
  | "not-found"
  | "unavailable"
  | "outside-availability"
  | "taken"
  | "already-requested"
  | "not-pending"
  | "not-confirmed";

/** A change the interview rules refused; nothing was written. */
export class InterviewRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: InterviewRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = "InterviewRefusal";
  }
}

/** The outbox events of the interview e-mails (interview-emails.server.ts renders them). */
export const INTERVIEW_EVENTS = {
  requested: "interview.requested",
  confirmed: "interview.confirmed",
  otherTimes: "interview.other_times",
  rescheduled: "interview.rescheduled",
  cancelled: "interview.cancelled",
} as const;

export type InterviewRecipient = "client" | "candidate";

export const interviewJobPayloadSchema = z.object({
  interviewId: z.uuid(),
  recipient: z.enum(["client", "candidate"]) satisfies z.ZodType<InterviewRecipient>,
});
export type InterviewJobPayload = z.infer<typeof interviewJobPayloadSchema>;

/**
 * Who acts on an interview: the client, through the shortlist link of the request named (the
 * caller checked the link), or the candidate, through their status page.
 */
export type InterviewParty =
  | { by: "client"; hiringRequestId: string }
  | { by: "candidate"; candidateId: string };

export interface InterviewOptions {
  /** The budgets every e-mail to a client or candidate counts against; none in tools and tests. */
  mailBudget?: MailBudget | undefined;
  /** The client's network, for the budgets (the client's requests only). */
  clientIp?: string | null;
  now?: () => number;
}

const HOUR_MS = 3_600_000;
const instant = z.iso.datetime({ offset: true }).transform((value) => Date.parse(value));

const RequestSchema = z.strictObject({
  hiringRequestId: z.uuid(),
  shortlistEntryId: z.uuid(),
  startTimes: z.array(instant).min(1).max(INTERVIEW_MAX_REQUESTED_TIMES),
  clientTimeZone: z.string().max(64).refine(isIanaTimeZone, "Not an IANA time zone."),
});

const SlotsQuerySchema = z.strictObject({
  hiringRequestId: z.uuid(),
  shortlistEntryId: z.uuid(),
  from: z.date().optional(),
  days: z.number().int().min(1).max(21).optional(),
});

const invalid = (message: string) => new InterviewRefusal(400, "invalid", message);
const notFound = () => new InterviewRefusal(404, "not-found", "There is no such interview or candidate.");

/**
 * Why a candidate cannot be interviewed for a request now, or null when they can: withdrawn, out
 * of "vetted", without pool consent or a time zone, or hired elsewhere (a running or placed trial
 * on another request). A hire locks the candidate's row as every interview change does, and closes
 * their interviews on other requests (server/db/trials.ts), so read under that lock this answer
 * cannot be overtaken by a hire.
 */
async function unavailableReason(
  db: Database,
  candidate: CandidateRow,
  hiringRequestId: string,
  nowMs: number,
): Promise<string | null> {
  if (candidate.stage === "withdrawn") return "The candidate has withdrawn.";
  if (candidate.stage !== "vetted") return "The candidate is no longer available.";
  if (!candidate.poolConsentUntil || candidate.poolConsentUntil.getTime() <= nowMs)
    return "The candidate is no longer in the pool.";
  if (!candidate.timeZone) return "The candidate has not stated their time zone yet.";
  const [hired] = await db
    .select({ id: trials.id })
    .from(trials)
    .where(
      and(
        eq(trials.candidateId, candidate.id),
        inArray(trials.status, ["running", "placed"]),
        ne(trials.hiringRequestId, hiringRequestId),
      ),
    )
    .limit(1);
  if (hired) return "The candidate is no longer available: hired elsewhere.";
  return null;
}

/** The entry of the request's shortlist (its current version, past the draft), or a 404. */
async function entryOf(db: Database, hiringRequestId: string, shortlistEntryId: string) {
  const [entry] = await db
    .select({ id: shortlistEntries.id, candidateId: shortlistEntries.candidateId })
    .from(shortlistEntries)
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .where(
      and(
        eq(shortlistEntries.id, shortlistEntryId),
        eq(shortlists.hiringRequestId, hiringRequestId),
        eq(shortlistEntries.version, shortlists.version),
        sql`${shortlists.status} <> 'draft'`,
      ),
    );
  if (!entry) throw notFound();
  return entry;
}

async function lockCandidate(tx: Database, candidateId: string): Promise<CandidateRow> {
  const [candidate] = await tx.select().from(candidates).where(eq(candidates.id, candidateId)).for("update");
  if (!candidate) throw notFound();
  return candidate;
}

/** The candidate's held start times (epoch ms) in a period, other than those of `exceptInterview`. */
async function heldStarts(
  db: Database,
  candidateId: string,
  fromMs: number,
  toMs: number,
  exceptInterview?: string,
): Promise<Set<number>> {
  const rows = await db
    .select({ startsAt: interviewHolds.startsAt })
    .from(interviewHolds)
    .where(
      and(
        eq(interviewHolds.candidateId, candidateId),
        sql`${interviewHolds.startsAt} > ${new Date(fromMs - INTERVIEW_MINUTES * 60_000).toISOString()}::timestamptz`,
        sql`${interviewHolds.startsAt} < ${new Date(toMs).toISOString()}::timestamptz`,
        exceptInterview ? sql`${interviewHolds.interviewId} <> ${exceptInterview}::uuid` : undefined,
      ),
    );
  return new Set(rows.map((row) => row.startsAt.getTime()));
}

/** The candidate's free starts in a period: inside their windows, after the notice, not held. */
async function freeStarts(
  db: Database,
  candidate: CandidateRow,
  fromMs: number,
  toMs: number,
  nowMs: number,
  exceptInterview?: string,
): Promise<number[]> {
  const period = requestablePeriod(nowMs);
  const start = Math.max(fromMs, period.fromMs);
  const end = Math.min(toMs, period.toMs);
  if (!candidate.timeZone || end <= start) return [];
  const held = await heldStarts(db, candidate.id, start, end, exceptInterview);
  return windowStarts(windowsOrDefault(candidate.interviewWindows), candidate.timeZone, start, end).filter(
    (startMs) => !held.has(startMs),
  );
}

export interface InterviewSlots {
  /** The candidate's IANA zone, in which the starts are full hours. */
  timeZone: string;
  slotMinutes: number;
  /** Free start times, ISO instants, ascending. */
  slots: string[];
}

/**
 * The candidate's free interview starts for one entry of a request's shortlist, over `days` days
 * (default 14, at most 21) from `from` (default now): a refusal when the entry is not on the
 * request's shortlist (404) or the candidate is no longer available (409).
 */
export async function interviewSlots(
  db: Database,
  input: { hiringRequestId: string; shortlistEntryId: string; from?: Date; days?: number },
  options: Pick<InterviewOptions, "now"> = {},
): Promise<InterviewSlots> {
  const parsed = SlotsQuerySchema.safeParse(input);
  if (!parsed.success) throw invalid("Name the shortlist's candidate and a period of 1 to 21 days.");
  const nowMs = (options.now ?? Date.now)();
  const entry = await entryOf(db, parsed.data.hiringRequestId, parsed.data.shortlistEntryId);
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, entry.candidateId));
  if (!candidate) throw notFound();
  const reason = await unavailableReason(db, candidate, parsed.data.hiringRequestId, nowMs);
  if (reason || !candidate.timeZone) throw new InterviewRefusal(409, "unavailable", reason ?? "");
  const fromMs = parsed.data.from?.getTime() ?? nowMs;
  const toMs = fromMs + (parsed.data.days ?? 14) * 24 * HOUR_MS;
  const starts = await freeStarts(db, candidate, fromMs, toMs, nowMs);
  return {
    timeZone: candidate.timeZone,
    slotMinutes: INTERVIEW_MINUTES,
    slots: starts.map((startMs) => new Date(startMs).toISOString()),
  };
}

/** The jobs of one e-mail to a recipient, within their budget. */
async function mailJobs(
  tx: Database,
  input: { interviewId: string; event: string; recipients: { recipient: InterviewRecipient; to: string }[] },
  options: InterviewOptions,
): Promise<(typeof outbox.$inferInsert)[]> {
  const jobs: (typeof outbox.$inferInsert)[] = [];
  for (const { recipient, to } of input.recipients) {
    const job = {
      channel: "email" as const,
      event: input.event,
      refId: input.interviewId,
      payload: { interviewId: input.interviewId, recipient } satisfies InterviewJobPayload,
    };
    const clientIp = recipient === "client" ? (options.clientIp ?? null) : null;
    jobs.push(...(await applyMailBudget(tx, options.mailBudget, { to, kind: "interview", clientIp }, [job])));
  }
  return jobs;
}

/** The addresses of an interview's two sides. */
async function addressesOf(tx: Database, interview: InterviewRow) {
  const [row] = await tx
    .select({ client: hiringRequests.email, candidate: candidates.email })
    .from(interviews)
    .innerJoin(hiringRequests, eq(hiringRequests.id, interviews.hiringRequestId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .where(eq(interviews.id, interview.id));
  if (!row) throw notFound();
  return row;
}

/** A unique index broken by a concurrent write, as a refusal; anything else is rethrown. */
function refusalOfConflict(error: unknown): InterviewRefusal {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code !== "23505") continue;
    if (constraint === "interviews_open_entry_idx")
      return new InterviewRefusal(
        409,
        "already-requested",
        "An interview with this candidate is already requested.",
      );
    return new InterviewRefusal(409, "taken", "One of these times was just taken: pick another one.");
  }
  throw error;
}

/**
 * The client requests an interview with a candidate of their shortlist at one of up to three
 * times, all held for the candidate at once; the candidate is e-mailed in their language.
 * Refused (nothing written) for a time outside the candidate's windows, too soon or too far
 * (400), a time given twice (400), a time another request holds (409), a second open request for
 * the same entry (409), and a candidate no longer available (withdrawn, not vetted, no pool
 * consent, hired on another request: 409).
 */
export async function requestInterview(
  db: Database,
  input: {
    hiringRequestId: string;
    shortlistEntryId: string;
    startTimes: string[];
    clientTimeZone: string;
  },
  options: InterviewOptions = {},
): Promise<InterviewRow> {
  const parsed = RequestSchema.safeParse(input);
  if (!parsed.success)
    throw invalid(`Pick one to ${INTERVIEW_MAX_REQUESTED_TIMES} times and a time zone for the interview.`);
  const fields = parsed.data;
  const starts = [...fields.startTimes].sort((a, b) => a - b);
  if (new Set(starts).size !== starts.length) throw invalid("Each time can be picked once.");
  const nowMs = (options.now ?? Date.now)();
  const entry = await entryOf(db, fields.hiringRequestId, fields.shortlistEntryId);
  try {
    return await db.transaction(async (tx) => {
      const candidate = await lockCandidate(tx, entry.candidateId);
      const reason = await unavailableReason(tx, candidate, fields.hiringRequestId, nowMs);
      if (reason) throw new InterviewRefusal(409, "unavailable", reason);
      const [open] = await tx
        .select({ id: interviews.id })
        .from(interviews)
        .where(
          and(
            eq(interviews.shortlistEntryId, entry.id),
            inArray(interviews.status, ["requested", "confirmed"]),
          ),
        );
      if (open)
        throw new InterviewRefusal(
          409,
          "already-requested",
          "An interview with this candidate is already requested.",
        );
      const period = requestablePeriod(nowMs);
      const windowed = new Set(
        windowStarts(
          windowsOrDefault(candidate.interviewWindows),
          candidate.timeZone ?? "UTC",
          period.fromMs,
          period.toMs,
        ),
      );
      if (!starts.every((startMs) => windowed.has(startMs)))
        throw new InterviewRefusal(
          400,
          "outside-availability",
          "Pick times the candidate is available at, at least a day ahead.",
        );
      const held = await heldStarts(tx, candidate.id, starts[0]!, starts.at(-1)! + 1);
      if (starts.some((startMs) => held.has(startMs)))
        throw new InterviewRefusal(409, "taken", "One of these times was just taken: pick another one.");
      const id = randomUUID();
      const [interview] = await tx
        .insert(interviews)
        .values({
          id,
          shortlistEntryId: entry.id,
          candidateId: candidate.id,
          hiringRequestId: fields.hiringRequestId,
          clientTimeZone: fields.clientTimeZone,
          calendarUid: `interview-${id}@latammatch`,
        })
        .returning();
      if (!interview) throw new Error("The interview was not stored");
      await tx.insert(interviewHolds).values(
        starts.map((startMs) => ({
          interviewId: id,
          candidateId: candidate.id,
          startsAt: new Date(startMs),
          endsAt: new Date(interviewEnd(startMs)),
        })),
      );
      await recordAudit(tx, {
        actorId: null,
        action: "interview.requested",
        targetType: "interview",
        targetId: id,
        detail: {
          by: "client",
          hiringRequestId: fields.hiringRequestId,
          candidateId: candidate.id,
          times: starts.length,
        },
      });
      const jobs = await mailJobs(
        tx,
        {
          interviewId: id,
          event: INTERVIEW_EVENTS.requested,
          recipients: [{ recipient: "candidate", to: candidate.email }],
        },
        options,
      );
      await tx.insert(outbox).values(jobs);
      return interview;
    });
  } catch (error) {
    if (error instanceof InterviewRefusal) throw error;
    throw refusalOfConflict(error);
  }
}

/** The interview locked for a change by one side, with its candidate locked first; or a 404. */
async function lockInterview(tx: Database, interviewId: string, party: InterviewParty) {
  const ids = z.object({ interviewId: z.uuid() }).safeParse({ interviewId });
  if (!ids.success) throw notFound();
  const [peek] = await tx
    .select({ candidateId: interviews.candidateId, hiringRequestId: interviews.hiringRequestId })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  if (!peek) throw notFound();
  if (
    party.by === "candidate"
      ? peek.candidateId !== party.candidateId
      : peek.hiringRequestId !== party.hiringRequestId
  )
    throw notFound();
  const candidate = await lockCandidate(tx, peek.candidateId);
  const [interview] = await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for("update");
  if (!interview) throw notFound();
  return { interview, candidate };
}

const TimeSchema = z.strictObject({ interviewId: z.string().max(64), startTime: instant });
const NoteSchema = z.strictObject({
  interviewId: z.string().max(64),
  note: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(INTERVIEW_NOTE_MAX_CHARS, `Keep the note within ${INTERVIEW_NOTE_MAX_CHARS} characters.`),
    ),
});

function parsedOr<T>(schema: z.ZodType<T>, value: unknown, message: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(message);
  return parsed.data;
}

/**
 * The candidate confirms one of the requested times: it stays held, the others are released,
 * and both sides get the invitation. Refused when the interview is not waiting for them (409),
 * the time is not one requested (400), or the candidate left the pool meanwhile (409).
 */
export async function confirmInterview(
  db: Database,
  input: { interviewId: string; startTime: string; candidateId: string },
  options: InterviewOptions = {},
): Promise<InterviewRow> {
  const fields = parsedOr(
    TimeSchema,
    { interviewId: input.interviewId, startTime: input.startTime },
    "Pick one of the times.",
  );
  const nowMs = (options.now ?? Date.now)();
  return db.transaction(async (tx) => {
    const { interview, candidate } = await lockInterview(tx, fields.interviewId, {
      by: "candidate",
      candidateId: input.candidateId,
    });
    if (interview.status !== "requested")
      throw new InterviewRefusal(409, "not-pending", "This interview request was answered already.");
    const reason = await unavailableReason(tx, candidate, interview.hiringRequestId, nowMs);
    if (reason) throw new InterviewRefusal(409, "unavailable", reason);
    const holds = await tx.select().from(interviewHolds).where(eq(interviewHolds.interviewId, interview.id));
    const chosen = holds.find((hold) => hold.startsAt.getTime() === fields.startTime);
    if (!chosen || chosen.startsAt.getTime() <= nowMs)
      throw new InterviewRefusal(400, "outside-availability", "Pick one of the times the client asked for.");
    await tx
      .delete(interviewHolds)
      .where(
        and(
          eq(interviewHolds.interviewId, interview.id),
          sql`${interviewHolds.startsAt} <> ${chosen.startsAt.toISOString()}::timestamptz`,
        ),
      );
    const [confirmed] = await tx
      .update(interviews)
      .set({
        status: "confirmed",
        startsAt: chosen.startsAt,
        endsAt: chosen.endsAt,
        confirmedAt: sql`now()`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(interviews.id, interview.id))
      .returning();
    if (!confirmed) throw new Error("The interview was not confirmed");
    await recordAudit(tx, {
      actorId: null,
      action: "interview.confirmed",
      targetType: "interview",
      targetId: interview.id,
      detail: {
        by: "candidate",
        hiringRequestId: interview.hiringRequestId,
        startsAt: chosen.startsAt.toISOString(),
      },
    });
    const addresses = await addressesOf(tx, interview);
    await tx.insert(outbox).values(
      await mailJobs(
        tx,
        {
          interviewId: interview.id,
          event: INTERVIEW_EVENTS.confirmed,
          recipients: [
            { recipient: "client", to: addresses.client },
            { recipient: "candidate", to: addresses.candidate },
          ],
        },
        options,
      ),
    );
    return confirmed;
  });
}

/**
 * The candidate cannot make any of the requested times: the holds are released, their note kept,
 * and the client is told, so they can request others.
 */
export async function askForOtherTimes(
  db: Database,
  input: { interviewId: string; note: string; candidateId: string },
  options: InterviewOptions = {},
): Promise<InterviewRow> {
  const fields = parsedOr(
    NoteSchema,
    { interviewId: input.interviewId, note: input.note },
    `Keep the note within ${INTERVIEW_NOTE_MAX_CHARS} characters.`,
  );
  return db.transaction(async (tx) => {
    const { interview } = await lockInterview(tx, fields.interviewId, {
      by: "candidate",
      candidateId: input.candidateId,
    });
    if (interview.status !== "requested")
      throw new InterviewRefusal(409, "not-pending", "This interview request was answered already.");
    await tx.delete(interviewHolds).where(eq(interviewHolds.interviewId, interview.id));
    const [answered] = await tx
      .update(interviews)
      .set({
        status: "other-times",
        candidateNote: fields.note,
        closedBy: "candidate",
        closedAt: sql`now()`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(interviews.id, interview.id))
      .returning();
    if (!answered) throw new Error("The interview was not answered");
    await recordAudit(tx, {
      actorId: null,
      action: "interview.other_times_asked",
      targetType: "interview",
      targetId: interview.id,
      detail: {
        by: "candidate",
        hiringRequestId: interview.hiringRequestId,
        withNote: fields.note.length > 0,
      },
    });
    const addresses = await addressesOf(tx, interview);
    await tx.insert(outbox).values(
      await mailJobs(
        tx,
        {
          interviewId: interview.id,
          event: INTERVIEW_EVENTS.otherTimes,
          recipients: [{ recipient: "client", to: addresses.client }],
        },
        options,
      ),
    );
    return answered;
  });
}

/**
 * Either side cancels a requested or confirmed interview: the holds are released and both sides
 * told (a confirmed one's invitation becomes a cancellation of the same event).
 */
export async function cancelInterview(
  db: Database,
  input: { interviewId: string; party: InterviewParty },
  options: InterviewOptions = {},
): Promise<InterviewRow> {
  return db.transaction(async (tx) => {
    const { interview } = await lockInterview(tx, input.interviewId, input.party);
    if (interview.status !== "requested" && interview.status !== "confirmed")
      throw new InterviewRefusal(409, "not-confirmed", "This interview is not open any more.");
    await tx.delete(interviewHolds).where(eq(interviewHolds.interviewId, interview.id));
    const [cancelled] = await tx
      .update(interviews)
      .set({
        status: "cancelled",
        closedBy: input.party.by,
        closedAt: sql`now()`,
        updatedAt: sql`clock_timestamp()`,
        calendarSequence: interview.calendarSequence + 1,
      })
      .where(eq(interviews.id, interview.id))
      .returning();
    if (!cancelled) throw new Error("The interview was not cancelled");
    await recordAudit(tx, {
      actorId: null,
      action: "interview.cancelled",
      targetType: "interview",
      targetId: interview.id,
      detail: { by: input.party.by, hiringRequestId: interview.hiringRequestId, was: interview.status },
    });
    const addresses = await addressesOf(tx, interview);
    await tx.insert(outbox).values(
      await mailJobs(
        tx,
        {
          interviewId: interview.id,
          event: INTERVIEW_EVENTS.cancelled,
          recipients: [
            { recipient: "client", to: addresses.client },
            { recipient: "candidate", to: addresses.candidate },
          ],
        },
        options,
      ),
    );
    return cancelled;
  });
}

/**
 * Either side moves a confirmed interview to another free time of the candidate: the hold moves,
 * the invitation keeps its UID with SEQUENCE one more, and both sides get the update.
 */
export async function rescheduleInterview(
  db: Database,
  input: { interviewId: string; startTime: string; party: InterviewParty },
  options: InterviewOptions = {},
): Promise<InterviewRow> {
  const fields = parsedOr(
    TimeSchema,
    { interviewId: input.interviewId, startTime: input.startTime },
    "Pick a new time.",
  );
  const nowMs = (options.now ?? Date.now)();
  try {
    return await db.transaction(async (tx) => {
      const { interview, candidate } = await lockInterview(tx, fields.interviewId, input.party);
      if (interview.status !== "confirmed")
        throw new InterviewRefusal(409, "not-confirmed", "Only a confirmed interview can be moved.");
      const reason = await unavailableReason(tx, candidate, interview.hiringRequestId, nowMs);
      if (reason) throw new InterviewRefusal(409, "unavailable", reason);
      const free = await freeStarts(
        tx,
        candidate,
        fields.startTime,
        fields.startTime + 1,
        nowMs,
        interview.id,
      );
      if (!free.includes(fields.startTime))
        throw new InterviewRefusal(
          400,
          "outside-availability",
          "Pick a free time of the candidate, at least a day ahead.",
        );
      await tx.delete(interviewHolds).where(eq(interviewHolds.interviewId, interview.id));
      const startsAt = new Date(fields.startTime);
      const endsAt = new Date(interviewEnd(fields.startTime));
      await tx
        .insert(interviewHolds)
        .values({ interviewId: interview.id, candidateId: candidate.id, startsAt, endsAt });
      const [moved] = await tx
        .update(interviews)
        .set({
          startsAt,
          endsAt,
          calendarSequence: interview.calendarSequence + 1,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(interviews.id, interview.id))
        .returning();
      if (!moved) throw new Error("The interview was not moved");
      await recordAudit(tx, {
        actorId: null,
        action: "interview.rescheduled",
        targetType: "interview",
        targetId: interview.id,
        detail: {
          by: input.party.by,
          hiringRequestId: interview.hiringRequestId,
          from: interview.startsAt?.toISOString() ?? null,
          to: startsAt.toISOString(),
        },
      });
      const addresses = await addressesOf(tx, interview);
      await tx.insert(outbox).values(
        await mailJobs(
          tx,
          {
            interviewId: interview.id,
            event: INTERVIEW_EVENTS.rescheduled,
            recipients: [
              { recipient: "client", to: addresses.client },
              { recipient: "candidate", to: addresses.candidate },
            ],
          },
          options,
        ),
      );
      return moved;
    });
  } catch (error) {
    if (error instanceof InterviewRefusal) throw error;
    throw refusalOfConflict(error);
  }
}

/** An interview as its e-mails and the status page show it. */
export interface InterviewView {
  id: string;
  hiringRequestId: string;
  status: InterviewRow["status"];
  company: string;
  client: { name: string; email: string; timeZone: string };
  candidate: {
    id: string;
    name: string;
    email: string;
    locale: string;
    timeZone: string;
    shareProfile: boolean;
  };
  /** The held times while requested; the confirmed time alone once confirmed. */
  times: string[];
  startsAt: string | null;
  endsAt: string | null;
  note: string | null;
  calendarUid: string;
  calendarSequence: number;
}

async function views(db: Database, where: ReturnType<typeof eq>): Promise<InterviewView[]> {
  const rows = await db
    .select({
      interview: interviews,
      company: hiringRequests.company,
      clientName: hiringRequests.name,
      clientEmail: hiringRequests.email,
      candidateName: candidates.name,
      candidateEmail: candidates.email,
      locale: candidates.locale,
      candidateZone: candidates.timeZone,
      shareProfile: candidates.shareProfileConsent,
    })
    .from(interviews)
    .innerJoin(hiringRequests, eq(hiringRequests.id, interviews.hiringRequestId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .where(where)
    .orderBy(asc(interviews.createdAt));
  if (rows.length === 0) return [];
  const holds = await db
    .select()
    .from(interviewHolds)
    .where(
      inArray(
        interviewHolds.interviewId,
        rows.map((row) => row.interview.id),
      ),
    )
    .orderBy(asc(interviewHolds.startsAt));
  return rows.map(({ interview, ...row }) => ({
    id: interview.id,
    hiringRequestId: interview.hiringRequestId,
    status: interview.status,
    company: row.company,
    client: { name: row.clientName, email: row.clientEmail, timeZone: interview.clientTimeZone },
    candidate: {
      id: interview.candidateId,
      name: row.candidateName,
      email: row.candidateEmail,
      locale: row.locale,
      timeZone: row.candidateZone ?? "UTC",
      shareProfile: row.shareProfile,
    },
    times: holds
      .filter((hold) => hold.interviewId === interview.id)
      .map((hold) => hold.startsAt.toISOString()),
    startsAt: interview.startsAt?.toISOString() ?? null,
    endsAt: interview.endsAt?.toISOString() ?? null,
    note: interview.candidateNote,
    calendarUid: interview.calendarUid,
    calendarSequence: interview.calendarSequence,
  }));
}

export async function findInterview(db: Database, interviewId: string): Promise<InterviewView | null> {
  if (!z.uuid().safeParse(interviewId).success) return null;
  const [found] = await views(db, eq(interviews.id, interviewId));
  return found ?? null;
}

/** The candidate's open interviews (requested, or confirmed and not over), oldest request first. */
export async function candidateInterviews(db: Database, candidateId: string): Promise<InterviewView[]> {
  const all = await views(db, eq(interviews.candidateId, candidateId));
  const nowMs = Date.now();
  return all.filter(
    (view) =>
      view.status === "requested" ||
      (view.status === "confirmed" && view.endsAt !== null && Date.parse(view.endsAt) > nowMs),
  );
}
