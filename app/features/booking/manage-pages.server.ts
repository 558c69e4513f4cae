/**
 * The two pages a booking's e-mail links to, rendered on request: /book-a-call/cancel and
 * /book-a-call/reschedule. Each link carries the booking's signed token; what a page shows (and,
 * for the cancel page's POST, does) follows from the token and the booking's status.
 */
import { cancelBookingContent, rescheduleBookingContent } from "~/content/booking";
import { type LinkPageAnswer, linkPageAnswer } from "~/features/subscriptions/link-page";
import type { BookingService, BookingView } from "./bookings.server";
import { formatWhen } from "./format";

/** What the cancel page shows. */
export type CancelPageState =
  | { state: "confirm"; token: string; when: string }
  | { state: "cancelled"; when: string }
  | { state: "not-confirmed" }
  | { state: "invalid" };

/** What the reschedule page shows. */
export type ReschedulePageState =
  | { state: "pick"; token: string; current: string; email: string }
  | { state: "not-confirmed" }
  | { state: "invalid" };

type Bookings = Pick<BookingService, "findByToken" | "cancel">;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";
const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";
const whenOf = (booking: BookingView) => formatWhen(booking.startsAt, booking.endsAt, booking.timeZone);

/**
 * The cancel page's answer. GET only shows the booking: mail scanners open every link, and must
 * not cancel anything. POST, from the page's button, cancels; other methods get 405. A link we
 * did not sign is a 400.
 */
export async function answerCancelPage(
  request: Request,
  services: { bookings: Bookings },
): Promise<LinkPageAnswer<CancelPageState>> {
  const invalid = { state: "invalid" } as const;
  const token = tokenOf(request);
  if (isRead(request)) {
    const booking = token ? await services.bookings.findByToken(token) : null;
    if (!booking) return linkPageAnswer(invalid, 400);
    if (booking.status !== "confirmed") return linkPageAnswer({ state: "not-confirmed" });
    const when = cancelBookingContent.when(whenOf(booking), booking.host.name);
    return linkPageAnswer({ state: "confirm", token, when });
  }
  if (request.method !== "POST") return linkPageAnswer(invalid, 405, { Allow: "POST" });
  const result = await services.bookings.cancel(token);
  if (result.kind === "invalid-link") return linkPageAnswer(invalid, 400);
  if (result.kind === "not-confirmed") return linkPageAnswer({ state: "not-confirmed" });
  const when = cancelBookingContent.when(whenOf(result.booking), result.booking.host.name);
  return linkPageAnswer({ state: "cancelled", when });
}

/**
 * The reschedule page's answer: the current booking and what the picker needs to move it (the
 * move itself is POST /api/booking-reschedules). The page takes no posts: 405.
 */
export async function answerReschedulePage(
  request: Request,
  services: { bookings: Pick<BookingService, "findByToken"> },
): Promise<LinkPageAnswer<ReschedulePageState>> {
  const invalid = { state: "invalid" } as const;
  if (!isRead(request)) return linkPageAnswer(invalid, 405, { Allow: "GET, HEAD" });
  const token = tokenOf(request);
  const booking = token ? await services.bookings.findByToken(token) : null;
  if (!booking) return linkPageAnswer(invalid, 400);
  if (booking.status !== "confirmed") return linkPageAnswer({ state: "not-confirmed" });
  const current = rescheduleBookingContent.current(whenOf(booking), booking.host.name);
  return linkPageAnswer({ state: "pick", token, current, email: booking.email });
}
