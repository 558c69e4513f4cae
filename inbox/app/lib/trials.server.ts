/**
 * The "Hire and trial" section of a hiring request's page: each hire with its trial's dates, the
 * start, check-in and end e-mails (sent, due, held back or not needed) and the outcome; and the
 * team's two forms for what the client answered by e-mail: record a hire, record the outcome.
 * The rules are the trial store's (server/db/trials.ts); each change is audited there.
 */
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { candidates, TRIAL_NOTE_MAX_CHARS, type TrialRow } from "~server/db/schema";
import { shortlistOf } from "~server/db/shortlists";
import {
  addDays,
  candidateAvailabilityForShortlist,
  findTrial,
  hireCandidate,
  recordTrialOutcome,
  TRIAL_EVENTS,
  TRIAL_START_HORIZON_DAYS,
  TrialRefusal,
  trialSchedule,
  trialsOf,
} from "~server/db/trials";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import { fieldsOf } from "./candidate-page.server";

/** Where one of a trial's e-mails stands. */
export type TrialMailState =
  | { state: "sent"; at: string }
  | { state: "due"; at: string }
  | { state: "held"; reason: string }
  | { state: "failed"; reason: string }
  /** Not queued, or withdrawn: the trial had started by then, or its outcome came first. */
  | { state: "not-needed" };

export interface TrialView {
  id: string;
  candidateId: string;
  candidateName: string;
  startsOn: string;
  /** The trial's last day (the end is the day after it). */
  lastDay: string;
  endsOn: string;
  status: TrialRow["status"];
  hiredBy: TrialRow["hiredBy"];
  clientTimeZone: string;
  started: TrialMailState;
  checkIns: { day: number; mail: TrialMailState }[];
  ending: TrialMailState;
  outcome: { at: string; by: "client" | "team"; note: string } | null;
}

export interface TrialSectionData {
  trials: TrialView[];
  /** The current shortlist's candidates who can be hired now (none while it is a draft). */
  hireable: { id: string; name: string }[];
  shortlistStatus: "draft" | "ready" | "sent" | null;
  /** The zone the hire form starts with: the brief's, the client's as the discovery call noted it. */
  defaultTimeZone: string;
  startHorizonDays: number;
  noteMaxChars: number;
}

const jobRow = z.object({
  event: z.string(),
  status: z.string(),
  day: z.union([z.number(), z.string()]).nullable(),
  next_attempt_at: dbTimestamp,
  sent_at: dbTimestamp.nullable(),
  last_error: z.string().nullable(),
});
type JobRow = z.output<typeof jobRow>;

const iso = (value: Date | string) => new Date(value).toISOString();

function stateOf(job: JobRow | undefined): TrialMailState {
  if (!job) return { state: "not-needed" };
  if (job.status === "sent") return { state: "sent", at: iso(job.sent_at ?? job.next_attempt_at) };
  if (job.status === "suppressed") return { state: "held", reason: job.last_error ?? "held back" };
  if (job.status === "failed") return { state: "failed", reason: job.last_error ?? "failed" };
  return { state: "due", at: iso(job.next_attempt_at) };
}

/**
 * The e-mails of one trial by what they are. A sent job's payload is cleared, so a sent check-in
 * no longer says its day: check-ins go out in the order of their days, so the sent ones are the
 * earliest days that no waiting job names.
 */
function mailOf(trial: TrialRow, jobs: JobRow[]): Pick<TrialView, "started" | "checkIns" | "ending"> {
  const schedule = trialSchedule(trial);
  const checkInJobs = jobs.filter((job) => job.event === TRIAL_EVENTS.checkIn);
  const named = new Map(
    checkInJobs.filter((job) => job.day !== null).map((job) => [Number(job.day), job] as const),
  );
  const unnamed = checkInJobs
    .filter((job) => job.day === null)
    .sort((a, b) => iso(a.sent_at ?? a.next_attempt_at).localeCompare(iso(b.sent_at ?? b.next_attempt_at)));
  return {
    started: stateOf(jobs.find((job) => job.event === TRIAL_EVENTS.started)),
    checkIns: schedule.checkIns.map(({ day }) => ({
      day,
      mail: stateOf(named.get(day) ?? unnamed.shift()),
    })),
    ending: stateOf(jobs.find((job) => job.event === TRIAL_EVENTS.ending)),
  };
}

/** The section of the hiring request `hiringRequestId`. */
export async function trialSection(db: Database, hiringRequestId: string): Promise<TrialSectionData> {
  const [rows, { shortlist, entries }] = await Promise.all([
    trialsOf(db, hiringRequestId),
    shortlistOf(db, hiringRequestId),
  ]);
  const ids = [
    ...new Set([...rows.map((row) => row.candidateId), ...entries.map((entry) => entry.candidateId)]),
  ];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: candidates.id, name: candidates.name })
            .from(candidates)
            .where(inArray(candidates.id, ids))
        ).map((row) => [row.id, row.name]),
  );
  const jobs =
    rows.length === 0
      ? []
      : parseRows(
          "a trial's e-mails",
          jobRow.extend({ ref_id: z.string() }),
          await db.execute(sql`select ref_id, event, status, payload->'day' as day, next_attempt_at, sent_at,
              last_error from outbox
            where ref_id in (${sql.join(
              rows.map((row) => sql`${row.id}::uuid`),
              sql`, `,
            )}) and event like 'trial.%'`),
        );
  const availability = shortlist ? await candidateAvailabilityForShortlist(db, shortlist.id) : new Map();
  return {
    trials: rows.map((trial) => ({
      id: trial.id,
      candidateId: trial.candidateId,
      candidateName: names.get(trial.candidateId) ?? "A candidate",
      startsOn: trial.startsOn,
      lastDay: addDays(trial.endsOn, -1),
      endsOn: trial.endsOn,
      status: trial.status,
      hiredBy: trial.hiredBy,
      clientTimeZone: trial.clientTimeZone,
      ...mailOf(
        trial,
        jobs.filter((job) => job.ref_id === trial.id),
      ),
      outcome:
        trial.outcomeAt && trial.outcomeBy
          ? { at: trial.outcomeAt.toISOString(), by: trial.outcomeBy, note: trial.outcomeNote }
          : null,
    })),
    hireable:
      shortlist && shortlist.status !== "draft"
        ? entries
            .filter((entry) => availability.get(entry.candidateId)?.status === "available")
            .map((entry) => ({ id: entry.candidateId, name: names.get(entry.candidateId) ?? "A candidate" }))
        : [],
    shortlistStatus: shortlist?.status ?? null,
    defaultTimeZone: shortlist?.briefTimeZone ?? "",
    startHorizonDays: TRIAL_START_HORIZON_DAYS,
    noteMaxChars: TRIAL_NOTE_MAX_CHARS,
  };
}

const HIRE_FIELDS = new Set(["candidateId", "startsOn", "timeZone"]);
const OUTCOME_FIELDS = new Set(["trialId", "outcome", "note"]);

/** True for the intents the section's forms post. */
export function isTrialIntent(intent: unknown): intent is "trial-hire" | "trial-outcome" {
  return intent === "trial-hire" || intent === "trial-outcome";
}

export type TrialActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Applies one of the section's forms for the team, on the client's behalf: a hire from the
 * request's shortlist, or a trial's outcome (the trial must be this request's).
 */
export async function runTrialAction(
  inbox: { db: Database; mailBudget: MailBudget | undefined },
  input: { hiringRequestId: string; actorId: string; intent: "trial-hire" | "trial-outcome"; form: FormData },
): Promise<TrialActionResult> {
  const { db } = inbox;
  const actor = { kind: "team", userId: input.actorId } as const;
  const allowed = input.intent === "trial-hire" ? HIRE_FIELDS : OUTCOME_FIELDS;
  const fields = fieldsOf(input.form, (key) => allowed.has(key));
  if (typeof fields === "string") return { ok: false, status: 400, message: fields };
  try {
    if (input.intent === "trial-hire") {
      const { candidateId = "", ...hire } = fields;
      const { shortlist } = await shortlistOf(db, input.hiringRequestId);
      if (!shortlist)
        return { ok: false, status: 409, message: "This request has no shortlist to hire from." };
      const { trial, replayed } = await hireCandidate(db, {
        shortlistId: shortlist.id,
        candidateId,
        fields: hire,
        actor,
        mailBudget: inbox.mailBudget,
      });
      return {
        ok: true,
        message: replayed
          ? `That hire was already recorded: the trial starts on ${trial.startsOn}.`
          : `Recorded the hire: the trial runs from ${trial.startsOn} to ${addDays(trial.endsOn, -1)}.`,
      };
    }
    const { trialId = "", ...outcome } = fields;
    const trial = await findTrial(db, trialId);
    if (!trial || trial.hiringRequestId !== input.hiringRequestId) {
      return { ok: false, status: 404, message: "There is no such trial on this request." };
    }
    const result = await recordTrialOutcome(db, { trialId, fields: outcome, actor });
    return {
      ok: true,
      message:
        result.trial.status === "placed"
          ? "Recorded the confirmed placement."
          : "Recorded the replacement: the request is open again with a new shortlist version.",
    };
  } catch (error) {
    if (error instanceof TrialRefusal) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
