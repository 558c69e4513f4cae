/**
 * A candidate's interview times, as plain arithmetic: the weekly windows they state in their own
 * time zone (whole hours, e.g. Monday 9-17), turned into the 60-minute start times of a period.
 * Each start is a full hour of the candidate's local day, read through the zone's offset at that
 * instant, so a daylight-saving change moves the instants and never the local hours; a local hour
 * a change skips is no start at all, and one it repeats is offered once (its first occurrence).
 */
import { z } from "zod";
import type { InterviewWindow } from "~server/db/schema";
import { addDays, fromLocal, toLocal, weekdayOf } from "../booking/zoned-time";

/** An interview lasts an hour; it starts on a full hour of the candidate's day. */
export const INTERVIEW_MINUTES = 60;
/** The candidate has a day to confirm: no start earlier than this after the request. */
const INTERVIEW_MIN_NOTICE_HOURS = 24;
/** How far ahead a client can pick a time. */
const INTERVIEW_HORIZON_DAYS = 21;
/** The most times one request holds for the candidate to pick from. */
export const INTERVIEW_MAX_REQUESTED_TIMES = 3;
/** The windows of a candidate who has not stated any: weekdays 9:00-17:00 in their zone. */
export const DEFAULT_INTERVIEW_WINDOWS: readonly InterviewWindow[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  fromHour: 9,
  toHour: 17,
}));

const HOUR_MS = 3_600_000;

/** One window per weekday at most, hours in order: what the status page's form can state. */
export const InterviewWindowsSchema = z
  .array(
    z.strictObject({
      weekday: z.number().int().min(0).max(6),
      fromHour: z.number().int().min(0).max(23),
      toHour: z.number().int().min(1).max(24),
    }),
  )
  .max(7)
  .refine(
    (windows) => windows.every((window) => window.fromHour < window.toHour),
    "A window ends after it starts.",
  )
  .refine(
    (windows) => new Set(windows.map((window) => window.weekday)).size === windows.length,
    "One window per weekday.",
  );

/** The candidate's windows, or the default ones when none are stated. */
export function windowsOrDefault(windows: readonly InterviewWindow[] | null): readonly InterviewWindow[] {
  return windows ?? DEFAULT_INTERVIEW_WINDOWS;
}

/**
 * The start instants (epoch ms, ascending) inside the windows, in `timeZone`, from `fromMs`
 * (inclusive) to `toMs` (exclusive).
 */
export function windowStarts(
  windows: readonly InterviewWindow[],
  timeZone: string,
  fromMs: number,
  toMs: number,
): number[] {
  if (toMs <= fromMs || windows.length === 0) return [];
  const starts = new Set<number>();
  const lastDate = toLocal(toMs, timeZone).date;
  for (let date = toLocal(fromMs, timeZone).date; date <= lastDate; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const window of windows) {
      if (window.weekday !== weekday) continue;
      for (let hour = window.fromHour; hour < window.toHour; hour += 1) {
        const start = fromLocal(date, hour * 60, timeZone);
        if (start !== null && start >= fromMs && start < toMs) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** The earliest start a request made at `nowMs` may pick, and the end of what it may pick. */
export function requestablePeriod(nowMs: number): { fromMs: number; toMs: number } {
  return {
    fromMs: nowMs + INTERVIEW_MIN_NOTICE_HOURS * HOUR_MS,
    toMs: nowMs + INTERVIEW_HORIZON_DAYS * 24 * HOUR_MS,
  };
}

export const interviewEnd = (startMs: number) => startMs + INTERVIEW_MINUTES * 60_000;
