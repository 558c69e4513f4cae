/**
 * "Add to calendar" links of a booked call: Google Calendar's and Outlook's event composers
 * (plain navigations to their sites, prefilled with the call) and the call's .ics on this site,
 * behind the booking's signed manage token. The booking confirmation page and the confirmation
 * e-mail show the same three links, built here from one booking.
 */

/** The call as a calendar shows it: the same title, description and place as its invitation. */
export interface CalendarEvent {
  title: string;
  description: string;
  location?: string | undefined;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  /** The booking's .ics on this site (absolute). */
  ics: string;
}

/** The path of a booking's .ics download; its `token` is the booking's signed manage token. */
const BOOKING_CALENDAR_PATH = "/book-a-call/calendar.ics";

export function bookingCalendarUrl(siteOrigin: string, manageToken: string): string {
  const url = new URL(BOOKING_CALENDAR_PATH, siteOrigin);
  url.searchParams.set("token", manageToken);
  return url.href;
}

/** 2026-03-02T15:00:00.000Z → 20260302T150000Z, the UTC form Google Calendar's `dates` takes. */
function basicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 2026-03-02T15:00:00.000Z → 2026-03-02T15:00:00Z, the form Outlook's `startdt` takes. */
function extendedUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}/, "");
}

export function calendarLinks(event: CalendarEvent, icsUrl: string): CalendarLinks {
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${basicUtc(event.startsAt)}/${basicUtc(event.endsAt)}`,
    details: event.description,
    ...(event.location ? { location: event.location } : {}),
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    subject: event.title,
    startdt: extendedUtc(event.startsAt),
    enddt: extendedUtc(event.endsAt),
    body: event.description,
    ...(event.location ? { location: event.location } : {}),
    path: "/calendar/action/compose",
    rru: "addevent",
  }).toString();
  return { google: google.href, outlook: outlook.href, ics: icsUrl };
}
