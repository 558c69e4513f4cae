import {
  bookingCalendarLinks,
  bookingInvitationInput,
  buildInvitation,
} from "~/features/booking/invitation.server";
import type { RequestContext } from "../load-context";
import type { EndpointArgs } from "./endpoint";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * GET /book-a-call/calendar.ics?token=…: the booked call's .ics (the "Apple (.ics)" link of the
 * confirmation page and e-mail), the same invitation the e-mails carry (METHOD:CANCEL once the
 * call is cancelled or moved). The token is the booking's signed manage token, as in the cancel
 * and reschedule links: a missing one answers 400, a forged one or one of a deleted booking 404.
 */
export async function loader({ request, context }: EndpointArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return plain(400, "The calendar link has no token.");
  const { bookings } = context.services;
  const booking = await bookings.findByToken(token);
  if (!booking) return plain(404, "This calendar link is not valid.");
  // A quarantined booking's link answers as a real one does: bots learn nothing from it.
  const withdrawn = booking.status === "cancelled" || booking.status === "rescheduled";
  const invitation = buildInvitation(bookingInvitationInput(bookings, booking, withdrawn));
  return new Response(invitation.content, {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${invitation.method}`,
      "Content-Disposition": 'attachment; filename="latammatch-call.ics"',
      ...PRIVATE,
    },
  });
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
  });
}

/** What a booking's (or a move's) answer carries besides its id: the call's "Add to calendar" links. */
export async function bookingAnswer(id: string, context: RequestContext): Promise<Record<string, unknown>> {
  const { bookings } = context.services;
  const booking = await bookings.find(id);
  return booking ? { calendar: bookingCalendarLinks(bookings, booking) } : {};
}
