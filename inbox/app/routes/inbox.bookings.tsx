import { data, useNavigation } from "react-router";
import { BookingFilters, BookingListView, BookingPagination } from "../components/booking-list-view";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { cancelBookingFromInbox, listBookings, parseBookingListQuery } from "../lib/booking-list.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox.bookings";

export const meta = () => inboxMeta("Discovery calls");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox, bookings } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const query = parseBookingListQuery(new URL(request.url).searchParams);
  const page = await listBookings(inbox.db, query, { config: bookings.config });
  return { csrf: session.csrfToken, query: { ...query, page: page.page }, ...page };
}

/** Cancel: the call is cancelled with the team's reason, which the visitor is e-mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { inbox, bookings } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const result = await cancelBookingFromInbox(bookings, {
    id: form.get("id"),
    reason: form.get("reason"),
    actorId: session.user.id,
  });
  if (!result.ok) return data(result, { status: result.status });
  return result;
}

export default function InboxBookings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { csrf, query, bookings, total, pageCount, hosts } = loaderData;
  const upcoming = query.when === "upcoming";
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Discovery calls</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {total} {upcoming ? "upcoming" : "past"} {total === 1 ? "call" : "calls"} match. Times are in each
        host's zone: {[...new Set(hosts.map((host) => host.zone))].join(", ")}. Cancelling frees the slot,
        withdraws the reminders and e-mails the visitor your reason.
      </p>
      <div aria-live="polite">
        {actionData ? (
          <p
            role={actionData.ok ? "status" : "alert"}
            className={
              actionData.ok
                ? "mt-3 rounded-lg bg-secondary px-3 py-2 text-sm font-medium"
                : "mt-3 rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
            }
          >
            {actionData.message}
          </p>
        ) : null}
      </div>
      <BookingFilters key={JSON.stringify(query)} state={query} hosts={hosts} />
      <BookingListView bookings={bookings} csrf={csrf} busy={busy} />
      <BookingPagination state={query} pageCount={pageCount} />
    </section>
  );
}
