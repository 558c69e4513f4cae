import { describe, expect, it } from "vitest";
import { bookingCalendarUrl, calendarLinks } from "./calendar-links";

const event = {
  title: "LatamMatch discovery call · Acme & Söhne",
  description: "A call.\n\nMove it: https://latammatch.example/book-a-call/reschedule?token=a.b",
  location: "https://meet.google.com/abc-defg-hij",
  startsAt: "2026-12-07T15:00:00.000Z",
  endsAt: "2026-12-07T15:30:00.000Z",
};

describe("calendar links of a booked call", () => {
  const links = calendarLinks(event, bookingCalendarUrl("https://latammatch.example", "tok.sig"));

  it("prefills Google Calendar's composer with the UTC start/end and the call's words, encoded", () => {
    const url = new URL(links.google);
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: event.title,
      dates: "20261207T150000Z/20261207T153000Z",
      details: event.description,
      location: event.location,
    });
  });

  it("prefills Outlook's composer with ISO instants and its compose path", () => {
    const url = new URL(links.outlook);
    expect(`${url.origin}${url.pathname}`).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subject: event.title,
      startdt: "2026-12-07T15:00:00Z",
      enddt: "2026-12-07T15:30:00Z",
      body: event.description,
      location: event.location,
      path: "/calendar/action/compose",
      rru: "addevent",
    });
  });

  it("links the .ics on this site by the booking's signed token, and leaves out an unknown place", () => {
    expect(links.ics).toBe("https://latammatch.example/book-a-call/calendar.ics?token=tok.sig");
    const { location: _place, ...placeless } = event;
    const without = calendarLinks(placeless, links.ics);
    expect(new URL(without.google).searchParams.has("location")).toBe(false);
    expect(new URL(without.outlook).searchParams.has("location")).toBe(false);
  });
});
