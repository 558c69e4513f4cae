import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { rescheduleBookingContent as content } from "~/content/booking";
import { formatWhen } from "~/features/booking/format";
import { lazyInPlace } from "~/lib/lazy-in-place";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import { requestContext } from "../../server/load-context";
import type { Route } from "./+types/book-a-call.reschedule";

type PageState =
  | { state: "pick"; token: string; current: string; email: string }
  | { state: "not-confirmed" }
  | { state: "invalid" };

const NO_STORE = { "Cache-Control": "no-store" };

// The picker is its own chunk, as on /book-a-call. Imported statically here, its modules (the
// calendar icons) counted as first-load code and were merged into a section chunk that every
// category page loads (0.4 kB of gzip there).
const SlotPicker = lazyInPlace(() => import("~/features/booking/slot-picker"));

export const handle = audienceHandle("companies");

export const meta = () =>
  seo({
    title: "Reschedule Your Call | LatamMatch",
    description: content.title,
    path: "/book-a-call/reschedule",
    noIndex: true,
  });

/** Shows the current booking and the picker; the move itself is POST /api/booking-reschedules. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { bookings } = context.get(requestContext).services;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const booking = token ? await bookings.findByToken(token) : null;
  if (!booking) return data<PageState>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  if (booking.status !== "confirmed")
    return data<PageState>({ state: "not-confirmed" }, { headers: NO_STORE });
  const current = content.current(
    formatWhen(booking.startsAt, booking.endsAt, booking.timeZone),
    booking.host.name,
  );
  return data<PageState>({ state: "pick", token, current, email: booking.email }, { headers: NO_STORE });
}

export default function RescheduleBookingPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <section className="bg-muted px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-5xl rounded-2xl border bg-background p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{content.title}</h1>
        {page.state === "pick" ? (
          <>
            <p className="mt-2 text-muted-foreground">{page.current}</p>
            <SlotPicker
              className="mt-6"
              title="Choose a new time"
              reschedule={{ token: page.token, visitorEmail: page.email }}
            />
          </>
        ) : (
          <>
            <p className="mt-3 text-lg text-muted-foreground">
              {page.state === "not-confirmed" ? content.notConfirmed : content.invalidLink}
            </p>
            <Button asChild size="lg" className="mt-8">
              <Link to="/book-a-call">{content.bookAgain}</Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
