import { CalendarXIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cancelBookingContent as content } from "~/content/booking";
import type { BookingView } from "~/features/booking/bookings.server";
import { formatWhen } from "~/features/booking/format";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import { requestContext } from "../../server/load-context";
import type { Route } from "./+types/book-a-call.cancel";

type PageState =
  | { state: "confirm"; token: string; when: string }
  | { state: "cancelled"; when: string }
  | { state: "not-confirmed" }
  | { state: "invalid" };

const NO_STORE = { "Cache-Control": "no-store" };
const PATH = "/book-a-call/cancel";

export const handle = audienceHandle("companies");

export const meta = () =>
  seo({
    title: "Cancel Your Call | LatamMatch",
    description: content.description,
    path: PATH,
    noIndex: true,
  });

const whenOf = (booking: BookingView) =>
  content.when(formatWhen(booking.startsAt, booking.endsAt, booking.timeZone), booking.host.name);

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET only shows the booking: mail scanners open every link, and must not cancel anything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { bookings } = context.get(requestContext).services;
  const token = tokenOf(request);
  const booking = token ? await bookings.findByToken(token) : null;
  if (!booking) return data<PageState>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  if (booking.status !== "confirmed")
    return data<PageState>({ state: "not-confirmed" }, { headers: NO_STORE });
  return data<PageState>({ state: "confirm", token, when: whenOf(booking) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { bookings } = context.get(requestContext).services;
  const result = await bookings.cancel(tokenOf(request));
  if (result.kind === "invalid-link")
    return data<PageState>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  if (result.kind === "not-confirmed")
    return data<PageState>({ state: "not-confirmed" }, { headers: NO_STORE });
  return data<PageState>({ state: "cancelled", when: whenOf(result.booking) }, { headers: NO_STORE });
}

export default function CancelBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const page: PageState = actionData ?? loaderData;
  const title =
    page.state === "confirm"
      ? content.title
      : page.state === "cancelled"
        ? content.cancelledTitle
        : content.title;
  return (
    <section className="bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-12">
        <CalendarXIcon className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
        {page.state === "confirm" ? (
          <>
            <p className="mt-3 text-lg text-foreground">{page.when}</p>
            <p className="mt-2 text-muted-foreground">{content.description}</p>
            {/* A plain form: it works before the page's scripts load. */}
            <form
              method="post"
              action={`${PATH}?token=${encodeURIComponent(page.token)}`}
              className="mt-8 flex flex-col justify-center gap-3 sm:flex-row"
            >
              <Button type="submit" size="lg" variant="destructive">
                {content.confirm}
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/">{content.keep}</Link>
              </Button>
            </form>
          </>
        ) : (
          <>
            <p className="mt-3 text-lg text-muted-foreground">
              {page.state === "cancelled"
                ? `${page.when}. ${content.cancelledDescription}`
                : page.state === "not-confirmed"
                  ? content.alreadyCancelled
                  : content.invalidLink}
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
