/**
 * The calendar invitation (.ics) sent with every booking e-mail. The event keeps one UID for the
 * life of a booking, moves included, and its SEQUENCE grows with each move, so calendars update
 * the event they already hold; a cancellation is the same event with METHOD:CANCEL.
 */
import { createEvent } from "ics";
import { bookingEmailText as text } from "~/content/emails";
import { type CalendarEvent, type CalendarLinks, calendarLinks } from "~/lib/calendar-links";
import type { MeetingPlace } from "./api";
import type { BookingService, BookingView } from "./bookings.server";

export interface InvitationInput {
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  company: string;
  visitor: { name: string; email: string };
  host: { name: string; email: string };
  /** Where the visitor can move or cancel the call. */
  manageUrl: string;
  /** Where the call takes place: LOCATION (the place, or else the link), URL and the description. */
  meeting?: MeetingPlace;
  cancelled?: boolean;
}

export interface Invitation {
  method: "REQUEST" | "CANCEL";
  filename: string;
  content: string;
}

/**
 * A name as an iCalendar parameter value (`CN="…"`). A parameter value cannot hold a double quote
 * at all: the calendar library writes one as `\"`, which calendars read as the end of the value,
 * so a visitor named `Jane" ;ROLE=CHAIR` could add parameters of their own. RFC 6868's caret
 * encoding is the standard escape (`^'` for a double quote, `^n` for a line break, `^^` for a
 * caret); other control characters have no place in a name and are dropped.
 */
export function calendarParamText(value: string): string {
  return (
    value
      .replace(/\r\n?|\n/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
      .replace(/[\^"\n]/g, (char) => (char === "^" ? "^^" : char === '"' ? "^'" : "^n"))
  );
}

/** The invitation's description: what the call is, where to join it, how to move it. */
function invitationDescription(manageUrl: string, meeting: MeetingPlace = {}): string {
  return [
    text.eventDescription,
    ...(meeting.place ? [text.eventPlace(meeting.place)] : []),
    ...(meeting.url ? [text.eventJoin(meeting.url)] : []),
    text.eventManage(manageUrl),
  ].join("\n\n");
}

/** The call's title, description, place and times, as the invitation and the calendar links give them. */
function invitationEvent(input: InvitationInput): CalendarEvent {
  const meeting = input.meeting ?? {};
  return {
    title: text.eventTitle(input.company),
    description: invitationDescription(input.manageUrl, meeting),
    location: meeting.place ?? meeting.url,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
  };
}

/** What the invitation of a booking is built from: the booking as it is now, and its links. */
export function bookingInvitationInput(
  bookings: Pick<BookingService, "manageLinks" | "meeting">,
  booking: BookingView,
  cancelled = false,
): InvitationInput {
  return {
    uid: booking.calendarUid,
    sequence: booking.calendarSequence + (cancelled ? 1 : 0),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    company: booking.company,
    visitor: { name: booking.name, email: booking.email },
    host: booking.host,
    manageUrl: bookings.manageLinks(booking.id).reschedule,
    meeting: bookings.meeting,
    cancelled,
  };
}

/** The booking's "Add to calendar" links: the confirmation page's and the e-mail's. */
export function bookingCalendarLinks(
  bookings: Pick<BookingService, "manageLinks" | "meeting">,
  booking: BookingView,
): CalendarLinks {
  return calendarLinks(
    invitationEvent(bookingInvitationInput(bookings, booking)),
    bookings.manageLinks(booking.id).calendar,
  );
}

export function buildInvitation(input: InvitationInput): Invitation {
  const method = input.cancelled ? "CANCEL" : "REQUEST";
  const meeting = input.meeting ?? {};
  const event = invitationEvent(input);
  const { error, value } = createEvent({
    productId: "latammatch/booking",
    method,
    uid: input.uid,
    sequence: input.sequence,
    start: Date.parse(input.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(input.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    // The meeting's link when there is one (calendars show it as the event's link), else the page
    // to move or cancel the call.
    url: meeting.url ?? input.manageUrl,
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: calendarParamText(input.host.name), email: input.host.email },
    attendees: [
      {
        name: calendarParamText(input.visitor.name),
        email: input.visitor.email,
        rsvp: true,
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
      {
        name: calendarParamText(input.host.name),
        email: input.host.email,
        rsvp: false,
        partstat: "ACCEPTED",
        role: "CHAIR",
      },
    ],
  });
  if (error || !value)
    throw new Error(`The calendar invitation could not be built: ${error?.message ?? "no output"}`);
  return {
    method,
    filename: input.cancelled ? "cancellation.ics" : "invitation.ics",
    content: foldContentLines(value),
  };
}

/** RFC 5545 §3.1: a content line is folded so that no line is longer than this many octets. */
const MAX_LINE_OCTETS = 75;

/**
 * Folds every content line at 75 octets, not characters (the calendar library counts characters,
 * so a line with accented names reached 88 octets), never inside a UTF-8 sequence: each
 * continuation line starts with one space, which counts towards its 75.
 */
export function foldContentLines(ics: string): string {
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const folded = lines.map((line) => {
    const parts: string[] = [];
    let current = "";
    let octets = 0;
    for (const char of line) {
      const size = Buffer.byteLength(char, "utf8");
      const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
      if (octets + size > limit) {
        parts.push(current);
        current = "";
        octets = 0;
      }
      current += char;
      octets += size;
    }
    parts.push(current);
    return parts.join("\r\n ");
  });
  return folded.join("\r\n");
}
