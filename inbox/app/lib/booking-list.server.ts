/**
 * The discovery calls in the inbox: the list (upcoming or past, by day in the host's zone, by
 * host and by status, all in the URL) and the team's cancellation with a reason, which the
 * visitor is e-mailed and which lands in the audit log and the linked hiring request's timeline.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, not, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { BookingService } from "~/features/booking/bookings.server";
import { formatWhen, zoneLabel } from "~/features/booking/format";
import type { AvailabilityConfig } from "~/features/booking/slots";
import { addDays, fromLocal } from "~/features/booking/zoned-time";
import type { Database } from "~server/db/client";
import { type BOOKING_STATUSES, bookings, inboxUsers, leadEvents } from "~server/db/schema";
import { recordAudit } from "./audit.server";
import { MAX_CANCELLATION_REASON_LENGTH } from "./booking-cancellation";
import { isUuid } from "./lead-tables.server";
import { listDay } from "./list-day";

const BOOKING_PAGE_SIZE = 50;

/** The list's state, all of it in the URL. Unusable values fall back to their defaults. */
export const BookingListQuerySchema = z.object({
  when: z.enum(["upcoming", "past"]).catch("upcoming"),
  /** A day (`YYYY-MM-DD`) in each call's host's time zone, or empty for every day. */
  day: listDay,
  /** A host id, or empty for every host. */
  host: z.string().trim().max(64).catch(""),
  /** Empty: booked (confirmed) calls; "all" or one status. */
  status: z.enum(["", "all", "cancelled", "rescheduled", "quarantined"]).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

export function parseBookingListQuery(params: URLSearchParams): BookingListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(BookingListQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return BookingListQuerySchema.parse(raw);
}

export interface BookingListItem {
  id: string;
  status: (typeof BOOKING_STATUSES)[number];
  startsAt: string;
  /** The call's time in its host's zone, with the zone named. */
  when: string;
  host: { id: string; name: string };
  name: string;
  email: string;
  company: string;
  /** The zone the visitor booked in. */
  visitorTimeZone: string;
  hiringRequestId: string | null;
  bookedAt: string;
  cancelledAt: string | null;
  /** Set when the team cancelled it: the reason and who did. */
  cancellationReason: string | null;
  cancelledByEmail: string | null;
  spamReason: string | null;
  /** Confirmed and not started yet: the team may cancel it. */
  cancellable: boolean;
}

export interface BookingListPage {
  bookings: BookingListItem[];
  total: number;
  page: number;
  pageCount: number;
  hosts: { id: string; name: string; zone: string }[];
}

/** From local midnight to the next one, in `timeZone` (a midnight skipped by a clock change starts at 1:00). */
function dayRange(day: string, timeZone: string): [Date, Date] {
  const start = (date: string) => fromLocal(date, 0, timeZone) ?? fromLocal(date, 60, timeZone) ?? 0;
  return [new Date(start(day)), new Date(start(addDays(day, 1)))];
}

/** The calls on `day`, each in its own host's zone; hosts no longer configured count in UTC. */
function onDay(day: string, hosts: AvailabilityConfig["hosts"]): SQL | undefined {
  const known = hosts.map((host) => {
    const [from, to] = dayRange(day, host.timeZone);
    return and(eq(bookings.hostId, host.id), gte(bookings.startsAt, from), lt(bookings.startsAt, to));
  });
  const [from, to] = dayRange(day, "UTC");
  const others = and(
    hosts.length > 0
      ? not(
          inArray(
            bookings.hostId,
            hosts.map((host) => host.id),
          ),
        )
      : undefined,
    gte(bookings.startsAt, from),
    lt(bookings.startsAt, to),
  );
  return or(...known, others);
}

export async function listBookings(
  db: Database,
  query: BookingListQuery,
  options: { config: AvailabilityConfig; nowMs?: number },
): Promise<BookingListPage> {
  const { config } = options;
  const now = new Date(options.nowMs ?? Date.now());
  const hostOf = (id: string) => config.hosts.find((host) => host.id === id);
  const upcoming = query.when === "upcoming";
  const where = and(
    // A call under way is still upcoming: it can be found while it happens.
    upcoming ? gt(bookings.endsAt, now) : lte(bookings.endsAt, now),
    query.status === "" ? eq(bookings.status, "confirmed") : undefined,
    query.status !== "" && query.status !== "all" ? eq(bookings.status, query.status) : undefined,
    query.host ? eq(bookings.hostId, query.host) : undefined,
    query.day ? onDay(query.day, config.hosts) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(bookings).where(where);
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / BOOKING_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({ booking: bookings, cancelledByEmail: inboxUsers.email })
    .from(bookings)
    .leftJoin(inboxUsers, eq(inboxUsers.id, bookings.cancelledById))
    .where(where)
    .orderBy(upcoming ? asc(bookings.startsAt) : desc(bookings.startsAt), asc(bookings.id))
    .limit(BOOKING_PAGE_SIZE)
    .offset((page - 1) * BOOKING_PAGE_SIZE);
  return {
    total,
    page,
    pageCount,
    hosts: config.hosts.map((host) => ({ id: host.id, name: host.name, zone: zoneLabel(host.timeZone) })),
    bookings: rows.map(({ booking, cancelledByEmail }) => {
      const host = hostOf(booking.hostId);
      return {
        id: booking.id,
        status: booking.status,
        startsAt: booking.startsAt.toISOString(),
        when: formatWhen(
          booking.startsAt.toISOString(),
          booking.endsAt.toISOString(),
          host?.timeZone ?? "UTC",
        ),
        host: { id: booking.hostId, name: host?.name ?? booking.hostId },
        name: booking.name,
        email: booking.email,
        company: booking.company,
        visitorTimeZone: booking.timeZone,
        hiringRequestId: booking.hiringRequestId,
        bookedAt: booking.receivedAt.toISOString(),
        cancelledAt: booking.cancelledAt?.toISOString() ?? null,
        cancellationReason: booking.cancellationReason,
        cancelledByEmail,
        spamReason: booking.spam ? booking.spamReason : null,
        cancellable: booking.status === "confirmed" && booking.startsAt > now,
      };
    }),
  };
}

export type CancelBookingResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

// Control characters other than whitespace cannot be stored (NUL) or have no place in an e-mail.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** The reason as the visitor will read it: one line, spaces collapsed; or the message saying what is wrong. */
function readCancellationReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; message: string } {
  const text = typeof value === "string" ? value : "";
  if (CONTROL_CHARACTERS.test(text))
    return { ok: false, message: "The reason contains characters that cannot be sent." };
  const reason = text.replace(/\s+/g, " ").trim();
  if (!reason || reason.length > MAX_CANCELLATION_REASON_LENGTH) {
    return {
      ok: false,
      message: `Give a reason of 1 to ${MAX_CANCELLATION_REASON_LENGTH} characters: the visitor reads it in the cancellation e-mail.`,
    };
  }
  return { ok: true, reason };
}

/**
 * Cancels a call for the team. The booking's own cancellation (slot freed, reminders withdrawn,
 * visitor and host e-mailed with the reason) runs in one transaction with the audit entry and,
 * when the call belongs to a hiring request, the entry in that lead's timeline.
 */
export async function cancelBookingFromInbox(
  bookingService: BookingService,
  input: { id: unknown; reason: unknown; actorId: string },
): Promise<CancelBookingResult> {
  const notFound = { ok: false, status: 404, message: "This booking no longer exists." } as const;
  if (!isUuid(input.id)) return notFound;
  const reason = readCancellationReason(input.reason);
  if (!reason.ok) return { ok: false, status: 400, message: reason.message };
  const result = await bookingService.cancelByTeam(
    { id: input.id, actorId: input.actorId, reason: reason.reason },
    async (tx, booking) => {
      if (booking.hiringRequestId) {
        await tx.insert(leadEvents).values({
          hiringRequestId: booking.hiringRequestId,
          type: "call_cancelled",
          actorId: input.actorId,
          data: {
            bookingId: booking.id,
            startsAt: booking.startsAt,
            hostName: booking.host.name,
            reason: reason.reason,
          },
        });
      }
      // The reason may name people: the audit keeps ids and times only.
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "booking.cancelled",
        targetType: "booking",
        targetId: booking.id,
        detail: {
          hostId: booking.host.id,
          startsAt: booking.startsAt,
          hiringRequestId: booking.hiringRequestId,
        },
      });
    },
  );
  switch (result.kind) {
    case "not-found":
      return notFound;
    case "not-confirmed":
      return { ok: false, status: 409, message: "This call was already cancelled or moved." };
    case "past":
      return {
        ok: false,
        status: 409,
        message: "This call has started or taken place: it can no longer be cancelled.",
      };
    case "cancelled":
      return {
        ok: true,
        message: `Cancelled the call with ${result.booking.name} (${result.booking.company}). They are being e-mailed the reason.`,
      };
  }
}
