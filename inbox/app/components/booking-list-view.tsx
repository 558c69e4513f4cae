import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { MAX_CANCELLATION_REASON_LENGTH } from "../lib/booking-cancellation";
import type { BookingListItem, BookingListQuery } from "../lib/booking-list.server";
import { CsrfField } from "./csrf-field";
import { PageLinks } from "./page-links";

const BOOKINGS_PATH = "/inbox/bookings";

const selectClass = cn(fieldControlClass, "h-10 bg-background");

const STATUS_LABELS: Readonly<Record<BookingListItem["status"], string>> = {
  confirmed: "Booked",
  cancelled: "Cancelled",
  rescheduled: "Moved to a new time",
  quarantined: "Quarantined",
};

const STATUS_FILTERS: readonly { value: BookingListQuery["status"]; label: string }[] = [
  { value: "", label: "Booked" },
  { value: "cancelled", label: "Cancelled" },
  { value: "rescheduled", label: "Moved" },
  { value: "quarantined", label: "Quarantined" },
  { value: "all", label: "Any" },
];

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The list's URL, without default values (so links stay short and shareable). */
function bookingListHref(state: BookingListQuery, changes: Partial<BookingListQuery> = {}): string {
  const merged = { ...state, ...changes };
  const params = new URLSearchParams();
  if (merged.when !== "upcoming") params.set("when", merged.when);
  if (merged.day) params.set("day", merged.day);
  if (merged.host) params.set("host", merged.host);
  if (merged.status) params.set("status", merged.status);
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `${BOOKINGS_PATH}?${query}` : BOOKINGS_PATH;
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A GET form: every filter lands in the URL, and works before any script has loaded. */
export function BookingFilters({
  state,
  hosts,
}: {
  state: BookingListQuery;
  hosts: { id: string; name: string; zone: string }[];
}) {
  return (
    <Form
      method="get"
      action={BOOKINGS_PATH}
      role="search"
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl border bg-background p-4 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end"
    >
      <Filter id="bookings-when" label="Calls">
        <select id="bookings-when" name="when" defaultValue={state.when} className={selectClass}>
          <option value="upcoming">Upcoming</option>
          <option value="past">Past</option>
        </select>
      </Filter>
      <Filter id="bookings-day" label="Day (host's time)">
        <Input id="bookings-day" name="day" type="date" defaultValue={state.day} className="h-10" />
      </Filter>
      <Filter id="bookings-host" label="Host">
        <select id="bookings-host" name="host" defaultValue={state.host} className={selectClass}>
          <option value="">Any host</option>
          {hosts.map((host) => (
            <option key={host.id} value={host.id}>
              {host.name}
            </option>
          ))}
        </select>
      </Filter>
      <Filter id="bookings-status" label="Status">
        <select id="bookings-status" name="status" defaultValue={state.status} className={selectClass}>
          {STATUS_FILTERS.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </Filter>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit">Apply</Button>
        <Button asChild variant="outline">
          <Link to={BOOKINGS_PATH}>Clear</Link>
        </Button>
      </div>
    </Form>
  );
}

function CancelForm({ booking, csrf, busy }: { booking: BookingListItem; csrf: string; busy: boolean }) {
  const reasonId = `reason-${booking.id}`;
  return (
    <Form method="post" className="mt-3 grid gap-2 border-t pt-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <CsrfField token={csrf} />
      <input type="hidden" name="id" value={booking.id} />
      <div className="grid gap-1">
        <Label htmlFor={reasonId} className="text-xs">
          Reason for cancelling (sent to {booking.name})
        </Label>
        <Input
          id={reasonId}
          name="reason"
          required
          maxLength={MAX_CANCELLATION_REASON_LENGTH}
          autoComplete="off"
          className="h-10"
        />
      </div>
      <Button type="submit" variant="outline" disabled={busy} aria-label={`Cancel call with ${booking.name}`}>
        Cancel call
      </Button>
    </Form>
  );
}

/** One call per card: when (host's zone), who, status, the linked hiring request and the cancel form. */
export function BookingListView({
  bookings,
  csrf,
  busy,
}: {
  bookings: BookingListItem[];
  csrf: string;
  busy: boolean;
}) {
  if (bookings.length === 0) {
    return (
      <p className="mt-4 rounded-xl border bg-background p-6 text-center text-muted-foreground">
        No calls match these filters.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-3 wrap-anywhere">
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-xl border bg-background p-4 text-sm">
          <div className="grid gap-3 md:grid-cols-[1.4fr_1.2fr_1fr] md:gap-4">
            <div className="min-w-0">
              <p className="font-semibold">
                <time dateTime={booking.startsAt}>{booking.when}</time>
              </p>
              <p className="text-muted-foreground">with {booking.host.name}</p>
            </div>
            <div className="min-w-0">
              <p className="font-semibold">{booking.name}</p>
              <p className="break-all">{booking.email}</p>
              <p className="text-muted-foreground">{booking.company}</p>
            </div>
            <div className="min-w-0">
              <p>
                <span
                  className={cn(
                    "rounded px-2 py-0.5",
                    booking.status === "confirmed"
                      ? "bg-secondary"
                      : booking.status === "quarantined"
                        ? "bg-destructive/10 text-destructive"
                        : "bg-muted text-muted-foreground",
                  )}
                >
                  {STATUS_LABELS[booking.status]}
                </span>
              </p>
              {booking.hiringRequestId ? (
                <p className="mt-1">
                  <Link
                    to={`/inbox/leads/hiring-requests/${booking.hiringRequestId}`}
                    className="font-medium text-primary hover:underline"
                  >
                    Hiring request
                  </Link>
                </p>
              ) : null}
              <p className="mt-1 text-xs text-muted-foreground">
                Booked {utc(booking.bookedAt)} · visitor's zone {booking.visitorTimeZone}
              </p>
            </div>
          </div>
          {booking.cancellationReason ? (
            <p className="mt-3 rounded-lg bg-muted px-3 py-2">
              Cancelled by {booking.cancelledByEmail ?? "the team"}
              {booking.cancelledAt ? ` on ${utc(booking.cancelledAt)}` : ""}: {booking.cancellationReason}
            </p>
          ) : booking.status === "cancelled" && booking.cancelledAt ? (
            <p className="mt-3 text-muted-foreground">
              Cancelled by the visitor on {utc(booking.cancelledAt)}.
            </p>
          ) : null}
          {booking.spamReason ? (
            <p className="mt-3 text-muted-foreground">Quarantined: {booking.spamReason}. It holds no slot.</p>
          ) : null}
          {booking.cancellable ? <CancelForm booking={booking} csrf={csrf} busy={busy} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function BookingPagination({ state, pageCount }: { state: BookingListQuery; pageCount: number }) {
  return (
    <PageLinks page={state.page} pageCount={pageCount} hrefFor={(page) => bookingListHref(state, { page })} />
  );
}
