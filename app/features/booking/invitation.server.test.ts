import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvitation, calendarParamText, foldContentLines } from "./invitation.server";

interface ContentLine {
  name: string;
  params: [string, string][];
  value: string;
}

/**
 * Reads one content line the way RFC 5545 defines it: `NAME *(";" param) ":" value`, where a
 * parameter value is either quoted (no double quote inside) or plain (no `"`, `;`, `:` or `,`).
 */
function parseContentLine(line: string): ContentLine {
  const head = /^([A-Z-]+)/.exec(line);
  if (!head?.[1]) throw new Error(`No property name: ${line}`);
  let rest = line.slice(head[1].length);
  const params: [string, string][] = [];
  while (rest.startsWith(";")) {
    const param = /^;([A-Za-z-]+)=("[^"]*"|[^";:,]*)/.exec(rest);
    if (!param?.[1] || param[2] === undefined) throw new Error(`Malformed parameter in: ${line}`);
    params.push([param[1], param[2].replace(/^"|"$/g, "")]);
    rest = rest.slice(param[0].length);
  }
  if (!rest.startsWith(":")) throw new Error(`Expected ":" after the parameters in: ${line}`);
  return { name: head[1], params, value: rest.slice(1) };
}

/** RFC 6868's decoding of a parameter value. */
const decodeParam = (value: string) =>
  value.replace(/\^(\^|'|n)/g, (_match, code: string) => (code === "^" ? "^" : code === "'" ? '"' : "\n"));

function attendees(ics: string): ContentLine[] {
  return ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line.startsWith("ATTENDEE") || line.startsWith("ORGANIZER"))
    .map(parseContentLine);
}

const invitationFor = (name: string) =>
  buildInvitation({
    uid: "0b8f6f0e-3a7e-4a4b-9a53-5a0c1b8c2f10@latammatch",
    sequence: 0,
    startsAt: "2026-12-01T16:00:00.000Z",
    endsAt: "2026-12-01T16:30:00.000Z",
    company: "Acme Inc",
    visitor: { name, email: "jane@acme.example" },
    host: { name: "Daniela Ruiz", email: "daniela.ruiz@latammatch.example" },
    manageUrl: "https://latammatch.example/book-a-call/reschedule?token=abc",
  });

describe("calendar invitation", () => {
  it("keeps a double quote in the visitor's name inside CN: no parameter of the visitor's making", () => {
    const name = 'Jane "JJ" Doe" ;ROLE=CHAIR;X-INJECTED="1';
    const lines = attendees(invitationFor(name).content);
    const visitor = lines.find((line) => line.value === "mailto:jane@acme.example");
    expect(visitor).toBeDefined();
    expect(visitor?.params.map(([key]) => key).sort()).toEqual(["CN", "PARTSTAT", "ROLE", "RSVP"]);
    expect(Object.fromEntries(visitor?.params ?? [])).toMatchObject({ ROLE: "REQ-PARTICIPANT" });
    const cn = visitor?.params.find(([key]) => key === "CN")?.[1] ?? "";
    expect(decodeParam(cn)).toBe(name);
    // The host's lines are untouched.
    expect(
      lines.filter((line) => line.value.toLowerCase() === "mailto:daniela.ruiz@latammatch.example"),
    ).toHaveLength(2);
  });

  it("encodes carets and line breaks, and drops other control characters", () => {
    expect(calendarParamText('a^b "c"\nd\u0007e')).toBe("a^^b ^'c^'^nde");
    expect(decodeParam(calendarParamText("Ann ^ O'Neil"))).toBe("Ann ^ O'Neil");
  });
});

/** A booking whose names are long and accented: lines that need folding at octets, not characters. */
const accented = {
  uid: "fold-test@latammatch.example",
  sequence: 0,
  startsAt: "2026-12-07T15:00:00.000Z",
  endsAt: "2026-12-07T15:30:00.000Z",
  company: "Compañía Ñandú Añejo Órbita Información Ingeniería Señal Sueño Acción",
  visitor: { name: "María José Núñez Gutiérrez de la Peña Ibáñez Álvarez", email: "maria@acme.example" },
  host: { name: "Sofía Martínez", email: "sofia@latammatch.example" },
  manageUrl: "https://latammatch.example/book-a-call/reschedule?token=abc",
};

describe("line folding (RFC 5545 §3.1)", () => {
  it("keeps every line within 75 octets without splitting a character, and unfolds to the same content", () => {
    const { content } = buildInvitation(accented);
    const lines = content.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // Folding only inserted CRLF + space: no character was cut (a cut one would decode as U+FFFD).
    expect(content).not.toContain("\uFFFD");
    const unfolded = content.replace(/\r\n /g, "");
    expect(unfolded).toContain("María José Núñez Gutiérrez de la Peña Ibáñez Álvarez");
    expect(unfolded).toContain("Compañía Ñandú Añejo Órbita Información Ingeniería Señal Sueño Acción");
  });

  it("folds a line of two-octet characters at the last whole character", () => {
    const folded = foldContentLines(`SUMMARY:${"ñ".repeat(60)}`);
    const [first, second] = folded.split("\r\n");
    expect(Buffer.byteLength(first!, "utf8")).toBe(74);
    expect(second!.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"ñ".repeat(60)}`);
  });
});

describe("the invitation as a calendar reads it (ical.js)", () => {
  it("parses, folded lines included, into the event with its organizer, attendee and method", () => {
    const { content } = buildInvitation({
      ...accented,
      uid: "parse-test@latammatch.example",
      sequence: 2,
      visitor: { name: 'María "Majo" Núñez Gutiérrez de la Peña Ibáñez', email: "maria@acme.example" },
    });
    const calendar = new ICAL.Component(ICAL.parse(content));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe("parse-test@latammatch.example");
    expect(event.sequence).toBe(2);
    expect(event.summary).toContain("Compañía Ñandú Añejo Órbita Información Ingeniería Señal Sueño Acción");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-07T15:00:00.000Z");
    const attendee = event.attendees.find((property) => String(property.getFirstValue()).includes("maria@"));
    // RFC 6868's caret encoding of the quotes, decoded by the calendar.
    expect(attendee?.getParameter("cn")).toBe('María "Majo" Núñez Gutiérrez de la Peña Ibáñez');
  });
});

describe("where the call takes place (BOOKING_MEETING_URL, BOOKING_MEETING_PLACE)", () => {
  const meetingUrl = "https://meet.google.com/abc-defg-hij";
  const eventOf = (meeting?: { url?: string; place?: string }) => {
    const { content } = buildInvitation({ ...accented, ...(meeting ? { meeting } : {}) });
    const vevent = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("No event");
    return {
      location: vevent.getFirstPropertyValue("location"),
      url: vevent.getFirstPropertyValue("url"),
      description: String(vevent.getFirstPropertyValue("description")),
    };
  };

  it("gives a calendar the link to join as the location, the event's link and in the description", () => {
    const event = eventOf({ url: meetingUrl });
    expect(event.location).toBe(meetingUrl);
    expect(event.url).toBe(meetingUrl);
    expect(event.description).toContain(`Join the call: ${meetingUrl}`);
    // The page to move or cancel the call stays in the description.
    expect(event.description).toContain(accented.manageUrl);
  });

  it("names a place in words as the location, with the link still in the description", () => {
    const event = eventOf({ url: meetingUrl, place: "Zoom, room Andes; dial-in in the link" });
    expect(event.location).toBe("Zoom, room Andes; dial-in in the link");
    expect(event.url).toBe(meetingUrl);
    expect(event.description).toContain("Where: Zoom, room Andes; dial-in in the link");
    expect(event.description).toContain(`Join the call: ${meetingUrl}`);
  });

  it("has no location when the host set neither, and links the page to manage the call", () => {
    const event = eventOf();
    expect(event.location).toBeNull();
    expect(event.url).toBe(accented.manageUrl);
    expect(event.description).toContain(accented.manageUrl);
  });
});
