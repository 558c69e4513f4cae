/** Reads an interview invitation with the iCalendar parser ical.js, its own time zone registered. */
import ICAL from "ical.js";

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  /** The instant DTSTART names, ISO. */
  start: string;
  /** DTSTART's TZID and local time as written. */
  zone: string;
  localStart: string;
  /** The alarms' triggers, e.g. "-P1D" / "-PT1H". */
  alarms: string[];
  attendees: string[];
}

export function parseInvitation(ics: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("The invitation has no event");
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstProperty("dtstart");
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    zone: String(start?.getParameter("tzid") ?? ""),
    localStart: event.startDate.toString(),
    alarms: vevent
      .getAllSubcomponents("valarm")
      .map((alarm) => String(alarm.getFirstPropertyValue("trigger"))),
    attendees: vevent.getAllProperties("attendee").map((attendee) => String(attendee.getFirstValue())),
  };
}
