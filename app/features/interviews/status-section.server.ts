/**
 * The interviews section of the candidate's status page: their weekly interview hours (a from-to
 * pair of whole hours per weekday, in their own zone), the requests waiting for their answer with
 * the proposed times in that zone, and their confirmed interviews with a move and a cancel. Its
 * plain forms post to the page like the page's others; the hours form carries the record's
 * version (a stale form is refused), the answers name their interview, which the interview rules
 * check (interviews.server.ts).
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { InterviewNotice } from "~/content/interviews";
import { recordAudit } from "~server/db/audit";
import { lockUnchangedCandidate } from "~server/db/candidate-availability";
import type { Database } from "~server/db/client";
import { candidates, type InterviewWindow } from "~server/db/schema";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import {
  askForOtherTimes,
  cancelInterview,
  candidateInterviews,
  confirmInterview,
  InterviewRefusal,
  type InterviewRefusalCode,
  type InterviewView,
  rescheduleInterview,
} from "./interviews.server";
import { InterviewWindowsSchema, requestablePeriod, windowStarts, windowsOrDefault } from "./slots";

const INTERVIEW_INTENTS = [
  "interview-hours",
  "interview-confirm",
  "interview-other-times",
  "interview-cancel",
  "interview-move",
] as const;
export type InterviewIntent = (typeof INTERVIEW_INTENTS)[number];

export const isInterviewIntent = (value: string | undefined): value is InterviewIntent =>
  (INTERVIEW_INTENTS as readonly string[]).includes(value ?? "");

/** A confirmed interview with the free times it can move to. */
export interface UpcomingInterview extends InterviewView {
  moveTimes: string[];
}

export interface InterviewSection {
  /** The candidate's zone, in which their hours and every time here are shown; null until stated. */
  timeZone: string | null;
  /** Their hours, or the default ones when `stated` is false. */
  windows: readonly InterviewWindow[];
  stated: boolean;
  pending: InterviewView[];
  upcoming: UpcomingInterview[];
}

/** Free times for a move over the next two weeks, at most this many listed. */
const MOVE_DAYS = 14;
const MOVE_TIMES_SHOWN = 40;

/** What the section shows of the candidate. */
export async function interviewSection(db: Database, candidateId: string): Promise<InterviewSection> {
  const [row] = await db
    .select({ timeZone: candidates.timeZone, windows: candidates.interviewWindows })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  const open = await candidateInterviews(db, candidateId);
  const nowMs = Date.now();
  const windows = windowsOrDefault(row?.windows ?? null);
  const held = new Set(open.flatMap((view) => view.times.map((time) => Date.parse(time))));
  const period = requestablePeriod(nowMs);
  const moveTimes = row?.timeZone
    ? windowStarts(
        windows,
        row.timeZone,
        period.fromMs,
        Math.min(period.toMs, period.fromMs + MOVE_DAYS * 86_400_000),
      )
        .filter((startMs) => !held.has(startMs))
        .slice(0, MOVE_TIMES_SHOWN)
        .map((startMs) => new Date(startMs).toISOString())
    : [];
  const upcoming: UpcomingInterview[] = open
    .filter((view) => view.status === "confirmed")
    .map((interview) => ({ ...interview, moveTimes }));
  return {
    timeZone: row?.timeZone ?? null,
    windows,
    stated: Boolean(row?.windows),
    pending: open.filter((view) => view.status === "requested"),
    upcoming,
  };
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const hour = z.union([z.literal(""), z.string().regex(/^\d{1,2}$/)]).optional();
const HoursFormSchema = z.strictObject({
  version: z.iso.datetime({ offset: true }),
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [`from${day}`, hour],
      [`to${day}`, hour],
    ]),
  ),
});

/** A refusal of the section's own, with the notice it shows. */
class InterviewFormRefusal extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly key: InterviewNotice,
  ) {
    super(key);
  }
}

/** The hours form's days as windows: a day with neither hour is not available; one alone is refused. */
function windowsOfForm(fields: Record<string, string>): InterviewWindow[] {
  const windows: InterviewWindow[] = [];
  for (const day of WEEKDAYS) {
    const from = fields[`from${day}`] ?? "";
    const to = fields[`to${day}`] ?? "";
    if (from === "" && to === "") continue;
    if (from === "" || to === "") throw new InterviewFormRefusal(400, "invalid-windows");
    windows.push({ weekday: day, fromHour: Number(from), toHour: Number(to) });
  }
  const parsed = InterviewWindowsSchema.safeParse(windows);
  if (!parsed.success) throw new InterviewFormRefusal(400, "invalid-windows");
  return parsed.data;
}

/** Stores the candidate's weekly interview hours, with its audit entry. */
async function saveInterviewHours(
  db: Database,
  candidateId: string,
  fields: Record<string, string>,
): Promise<void> {
  const parsed = HoursFormSchema.safeParse(fields);
  if (!parsed.success) throw new InterviewFormRefusal(400, "invalid");
  const windows = windowsOfForm(fields);
  await db.transaction(async (tx) => {
    const row = await lockUnchangedCandidate(tx, candidateId, parsed.data.version);
    await tx
      .update(candidates)
      .set({ interviewWindows: windows, updatedAt: sql`clock_timestamp()`, lastActivityAt: sql`now()` })
      .where(eq(candidates.id, row.id));
    await recordAudit(tx, {
      actorId: null,
      action: "candidate.interview_hours_changed",
      targetType: "candidate",
      targetId: row.id,
      detail: { by: "candidate", days: windows.length },
    });
  });
}

const InterviewIdSchema = z.string().min(1).max(64);
const AnswerSchema = z.strictObject({ interviewId: InterviewIdSchema, startTime: z.string().min(1).max(40) });
const OtherTimesSchema = z.strictObject({ interviewId: InterviewIdSchema, note: z.string().max(2_000) });
const CancelSchema = z.strictObject({ interviewId: InterviewIdSchema });

function fieldsOf<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new InterviewFormRefusal(400, "invalid");
  return parsed.data;
}

/** Runs one of the section's forms for the candidate; throws an InterviewFormRefusal or an InterviewRefusal. */
export async function runInterviewForm(
  db: Database,
  input: {
    candidateId: string;
    intent: InterviewIntent;
    fields: Record<string, string>;
    mailBudget?: MailBudget;
  },
): Promise<InterviewNotice> {
  const { candidateId, fields } = input;
  const options = { mailBudget: input.mailBudget };
  switch (input.intent) {
    case "interview-hours":
      await saveInterviewHours(db, candidateId, fields);
      return "windows-saved";
    case "interview-confirm": {
      const answer = fieldsOf(AnswerSchema, fields);
      await confirmInterview(db, { ...answer, candidateId }, options);
      return "confirmed";
    }
    case "interview-other-times": {
      const answer = fieldsOf(OtherTimesSchema, fields);
      await askForOtherTimes(db, { ...answer, candidateId }, options);
      return "other-times-sent";
    }
    case "interview-cancel": {
      const answer = fieldsOf(CancelSchema, fields);
      await cancelInterview(
        db,
        { interviewId: answer.interviewId, party: { by: "candidate", candidateId } },
        options,
      );
      return "cancelled";
    }
    case "interview-move": {
      const answer = fieldsOf(AnswerSchema, fields);
      await rescheduleInterview(db, { ...answer, party: { by: "candidate", candidateId } }, options);
      return "rescheduled";
    }
  }
}

const REFUSAL_NOTICES: Record<InterviewRefusalCode, InterviewNotice> = {
  invalid: "invalid",
  "not-found": "not-pending",
  unavailable: "unavailable",
  "outside-availability": "outside-availability",
  taken: "taken",
  "already-requested": "not-pending",
  "not-pending": "not-pending",
  "not-confirmed": "not-pending",
};

/** The status and notice of a refusal of the section's forms, or null for another error. */
export function interviewRefusalNotice(error: unknown): { status: number; key: InterviewNotice } | null {
  if (error instanceof InterviewFormRefusal) return { status: error.status, key: error.key };
  if (error instanceof InterviewRefusal) return { status: error.status, key: REFUSAL_NOTICES[error.code] };
  return null;
}
