/**
 * The 48-hour clock of a hiring request: its shortlist is due the promised hours after the request
 * arrived (app/content/durations.ts holds the promise), counted in calendar hours, weekends and
 * holidays included, and it stops when the shortlist is first sent to the client: it is overdue
 * while it is past due and not yet sent. A
 * replacement after a trial reopens the request (server/db/trials.ts): the new round's clock
 * starts at the replacement request.
 */
import { companyDurations, durationHours } from "../../app/content/durations";

/** Hours from a request to its shortlist. */
export const SHORTLIST_DUE_HOURS = durationHours(companyDurations.shortlist).max;

/** When the current round's clock started: the replacement request, else the request itself. */
export function shortlistClockStart(receivedAt: Date, reopenedAt: Date | null): Date {
  return reopenedAt ?? receivedAt;
}

export function shortlistDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + SHORTLIST_DUE_HOURS * 3_600_000);
}

/** Overdue: past due and not sent yet, or sent only after it was due. */
export function isShortlistOverdue(receivedAt: Date, sentAt: Date | null, now: Date): boolean {
  const due = shortlistDueAt(receivedAt).getTime();
  return sentAt === null ? now.getTime() > due : sentAt.getTime() > due;
}
