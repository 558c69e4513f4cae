/**
 * The booking e-mails, rendered when the outbox worker sends them (so they show the booking as it
 * is then): confirmation and move to the visitor and the host, cancellation to both, reminders to
 * the visitor. Each carries the calendar invitation; the visitor's carry the signed links to
 * cancel or reschedule. A reminder for a booking that is no longer confirmed is not sent.
 */
import { createElement } from "react";
import { bookingEmailText as text } from "~/content/emails";
import type { OutboxRow } from "~server/db/schema";
import { BookingCancellationEmail } from "~server/emails/booking-cancellation";
import { BookingConfirmationEmail } from "~server/emails/booking-confirmation";
import { BookingReminderEmail } from "~server/emails/booking-reminder";
import { renderEmail } from "~server/emails/render.server";
import type { MailMessage } from "~server/outbox/mailer";
import { jobPayload } from "~server/outbox/payload";
import {
  BOOKING_EVENTS,
  type BookingJobPayload,
  type BookingService,
  type BookingView,
  bookingJobPayloadSchema,
} from "./bookings.server";
import { formatWhen } from "./format";
import { bookingCalendarLinks, bookingInvitationInput, buildInvitation } from "./invitation.server";

/** Renders one booking job's e-mail, or null when there is nothing to send any more. */
export type ComposeBookingEmail = (job: OutboxRow) => Promise<MailMessage | null>;

export function createBookingEmails(options: {
  siteOrigin: string;
  bookings: BookingService;
}): Record<string, ComposeBookingEmail> {
  const { siteOrigin, bookings } = options;

  async function load(job: OutboxRow): Promise<{ booking: BookingView; payload: BookingJobPayload }> {
    const payload = jobPayload(job, bookingJobPayloadSchema);
    const booking = await bookings.find(payload.bookingId);
    if (!booking) throw new Error(`The booking of the ${job.event} job no longer exists`);
    return { booking, payload };
  }

  const zoneOf = (booking: BookingView, recipient: BookingJobPayload["recipient"]) =>
    recipient === "host"
      ? (bookings.config.hosts.find((host) => host.id === booking.host.id)?.timeZone ?? "UTC")
      : booking.timeZone;

  function invitation(booking: BookingView, cancelled = false) {
    return { icalEvent: buildInvitation(bookingInvitationInput(bookings, booking, cancelled)) };
  }

  const addressee = (booking: BookingView, recipient: BookingJobPayload["recipient"]) =>
    recipient === "host" ? booking.host.email : booking.email;

  async function confirmation(job: OutboxRow, kind: "confirmed" | "rescheduled"): Promise<MailMessage> {
    const { booking, payload } = await load(job);
    const when = formatWhen(booking.startsAt, booking.endsAt, zoneOf(booking, payload.recipient));
    const links = bookings.manageLinks(booking.id);
    const rendered = await renderEmail(
      createElement(BookingConfirmationEmail, {
        siteOrigin,
        audience: payload.recipient,
        kind,
        when,
        hostName: booking.host.name,
        visitor: {
          name: booking.name,
          email: booking.email,
          company: booking.company,
          timeZone: booking.timeZone,
        },
        cancelUrl: links.cancel,
        rescheduleUrl: links.reschedule,
        calendarLinks: bookingCalendarLinks(bookings, booking),
        hiringRequestUrl: booking.hiringRequestId
          ? `${siteOrigin}/inbox/leads/hiring-requests/${booking.hiringRequestId}`
          : undefined,
        meeting: bookings.meeting,
      }),
    );
    const copy = text[kind];
    return {
      to: addressee(booking, payload.recipient),
      subject:
        payload.recipient === "host"
          ? copy.hostSubject(booking.name, booking.company, when)
          : copy.subject(when),
      ...rendered,
      ...(payload.recipient === "host" ? { replyTo: booking.email } : {}),
      ...invitation(booking),
    };
  }

  return {
    [BOOKING_EVENTS.confirmed]: (job) => confirmation(job, "confirmed"),
    [BOOKING_EVENTS.rescheduled]: (job) => confirmation(job, "rescheduled"),

    async [BOOKING_EVENTS.cancelled](job) {
      const { booking, payload } = await load(job);
      const when = formatWhen(booking.startsAt, booking.endsAt, zoneOf(booking, payload.recipient));
      const rendered = await renderEmail(
        createElement(BookingCancellationEmail, {
          siteOrigin,
          audience: payload.recipient,
          when,
          hostName: booking.host.name,
          visitor: { name: booking.name, email: booking.email, company: booking.company },
          bookAgainUrl: `${siteOrigin}/book-a-call`,
          ...(booking.cancelledByTeam ? { reason: booking.cancellationReason ?? "" } : {}),
        }),
      );
      return {
        to: addressee(booking, payload.recipient),
        subject:
          payload.recipient === "host"
            ? text.cancelled.hostSubject(booking.name, booking.company, when)
            : text.cancelled.subject(when),
        ...rendered,
        ...invitation(booking, true),
      };
    },

    async [BOOKING_EVENTS.reminder](job) {
      const { booking, payload } = await load(job);
      // Cancelling withdraws pending reminders; this catches one already claimed at that moment.
      if (booking.status !== "confirmed") return null;
      const hoursBefore = payload.hoursBefore ?? 1;
      const when = formatWhen(booking.startsAt, booking.endsAt, booking.timeZone);
      const links = bookings.manageLinks(booking.id);
      const rendered = await renderEmail(
        createElement(BookingReminderEmail, {
          siteOrigin,
          hoursBefore,
          when,
          hostName: booking.host.name,
          cancelUrl: links.cancel,
          rescheduleUrl: links.reschedule,
          meeting: bookings.meeting,
        }),
      );
      return { to: booking.email, subject: text.reminder.subject(hoursBefore, when), ...rendered };
    },
  };
}
