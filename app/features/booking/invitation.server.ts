/**
 * The calendar invitation (.ics) sent with every booking e-mail. The event keeps one UID for the
 * life of a booking, moves included, and its SEQUENCE grows with each move, so calendars update
 * the event they already hold; a cancellation is the same event with METHOD:CANCEL.
 */
import { createEvent } from "ics";
import { bookingEmailText as text } from "~/content/emails";

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
  cancelled?: boolean;
}

export interface Invitation {
  method: "REQUEST" | "CANCEL";
  filename: string;
  content: string;
}

export function buildInvitation(input: InvitationInput): Invitation {
  const method = input.cancelled ? "CANCEL" : "REQUEST";
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
    title: text.eventTitle(input.company),
    description: `${text.eventDescription}\n\n${input.manageUrl}`,
    url: input.manageUrl,
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: input.host.name, email: input.host.email },
    attendees: [
      {
        name: input.visitor.name,
        email: input.visitor.email,
        rsvp: true,
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
      { name: input.host.name, email: input.host.email, rsvp: false, partstat: "ACCEPTED", role: "CHAIR" },
    ],
  });
  if (error || !value)
    throw new Error(`The calendar invitation could not be built: ${error?.message ?? "no output"}`);
  return { method, filename: input.cancelled ? "cancellation.ics" : "invitation.ics", content: value };
}
