/**
 * An interview's calendar invitation (.ics), one per recipient, written in that recipient's time
 * zone: DTSTART and DTEND carry the zone's TZID and local time, with a VTIMEZONE giving the zone's
 * offset at the interview, so the client's and the candidate's files name the same instant. The
 * event keeps one UID for the interview's life and its SEQUENCE grows with each change; a
 * cancellation is the same event with METHOD:CANCEL. Reminders 24 hours and 1 hour before are
 * alarms of the event. Each file lists its own recipient alone beside LatamMatch as organizer: a
 * client's invitation never carries the candidate's address, nor the other way round.
 *
 * The escaping of names and the folding of lines are the discovery calls' (booking/invitation).
 */
import { createEvent } from "ics";
import type { MeetingPlace } from "~/content/booking";
import { candidateInterviewText } from "~/content/interviews";
import type { Locale } from "~/lib/i18n/locales";
import { calendarParamText, foldContentLines, type Invitation } from "../booking/invitation.server";
import { offsetMinutes, toLocal } from "../booking/zoned-time";

export interface InterviewInvitationInput {
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  /** The recipient's IANA zone, which the times are written in. */
  timeZone: string;
  /** The language of the event's texts. */
  locale: Locale;
  company: string;
  recipient: { name: string; email: string };
  organizer: { name: string; email: string };
  /** Where the recipient can move or cancel it, when there is such a page. */
  manageUrl?: string | undefined;
  meeting?: MeetingPlace | undefined;
  cancelled?: boolean;
}

/** The hours before the interview its alarms go off. */
const INTERVIEW_ALARM_HOURS = [24, 1] as const;

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, "0");

/** "+0530", "-0500": an offset in minutes as iCalendar writes it. */
function utcOffset(minutes: number): string {
  return `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** An instant as the zone's local date-time, `YYYYMMDDTHHMMSS`. */
function localStamp(epochMs: number, timeZone: string): string {
  const local = toLocal(epochMs, timeZone);
  return `${local.date.replaceAll("-", "")}T${pad(Math.floor(local.minutes / 60))}${pad(local.minutes % 60)}00`;
}

/**
 * The zone's VTIMEZONE for one event: one observance from a day before the event, with the
 * zone's offset at its start, which is what a reader needs to place this event's times.
 */
function vtimezone(timeZone: string, startMs: number): string[] {
  const offset = utcOffset(offsetMinutes(startMs, timeZone));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    `DTSTART:${localStamp(startMs - 86_400_000, timeZone)}`,
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

export function buildInterviewInvitation(input: InterviewInvitationInput): Invitation {
  const text = candidateInterviewText(input.locale).event;
  const method = input.cancelled ? "CANCEL" : "REQUEST";
  const meeting = input.meeting ?? {};
  const startMs = Date.parse(input.startsAt);
  const endMs = Date.parse(input.endsAt);
  const description = [
    text.description,
    ...(meeting.place ? [text.place(meeting.place)] : []),
    ...(meeting.url ? [text.join(meeting.url)] : []),
    ...(input.manageUrl ? [text.manage(input.manageUrl)] : []),
  ].join("\n\n");
  const { error, value } = createEvent({
    productId: "latammatch/interview",
    method,
    uid: input.uid,
    sequence: input.sequence,
    start: startMs,
    startInputType: "utc",
    startOutputType: "utc",
    end: endMs,
    endInputType: "utc",
    endOutputType: "utc",
    title: text.title(input.company),
    description,
    ...((meeting.place ?? meeting.url) ? { location: meeting.place ?? meeting.url } : {}),
    ...((meeting.url ?? input.manageUrl) ? { url: meeting.url ?? input.manageUrl } : {}),
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: calendarParamText(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: calendarParamText(input.recipient.name),
        email: input.recipient.email,
        rsvp: true,
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
    ],
    alarms: input.cancelled
      ? []
      : INTERVIEW_ALARM_HOURS.map((hours) => ({
          action: "display" as const,
          description: text.title(input.company),
          trigger: { hours, minutes: 0, before: true },
        })),
  });
  if (error || !value)
    throw new Error(`The interview invitation could not be built: ${error?.message ?? "no output"}`);
  const lines = value.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const zoned = lines.flatMap((line) => {
    if (line === "BEGIN:VEVENT") return [...vtimezone(input.timeZone, startMs), line];
    if (line.startsWith("DTSTART:"))
      return [`DTSTART;TZID=${input.timeZone}:${localStamp(startMs, input.timeZone)}`];
    if (line.startsWith("DTEND:"))
      return [`DTEND;TZID=${input.timeZone}:${localStamp(endMs, input.timeZone)}`];
    return [line];
  });
  return {
    method,
    filename: input.cancelled ? "cancellation.ics" : "invitation.ics",
    content: foldContentLines(zoned.join("\r\n")),
  };
}
