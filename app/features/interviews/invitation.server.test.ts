import { describe, expect, it } from "vitest";
import { parseInvitation } from "../../../tests/support/interview-calendar";
import { buildInterviewInvitation, type InterviewInvitationInput } from "./invitation.server";

const base: InterviewInvitationInput = {
  uid: "interview-1@latammatch",
  sequence: 0,
  // 9:00 in Bogotá, 10:00 in New York (summer time), the day after the change.
  startsAt: "2027-03-15T14:00:00.000Z",
  endsAt: "2027-03-15T15:00:00.000Z",
  timeZone: "America/New_York",
  locale: "en",
  company: "Acme, Inc.",
  recipient: { name: 'Jane "JJ" Doe', email: "jane@acme.example" },
  organizer: { name: "LatamMatch", email: "hello@latammatch.example" },
  manageUrl: "https://latammatch.example/shortlists/abc",
  meeting: { url: "https://meet.example/latammatch" },
};

describe("interview invitations", () => {
  it("names the same instant in each recipient's own zone, with alarms a day and an hour before", () => {
    const client = parseInvitation(buildInterviewInvitation(base).content);
    const candidate = parseInvitation(
      buildInterviewInvitation({
        ...base,
        timeZone: "America/Bogota",
        locale: "es",
        recipient: { name: "María Pérez", email: "maria@example.com" },
        manageUrl: "https://latammatch.example/es/candidate/xyz",
      }).content,
    );
    expect(client.start).toBe("2027-03-15T14:00:00.000Z");
    expect(candidate.start).toBe(client.start);
    expect([client.zone, client.localStart]).toEqual(["America/New_York", "2027-03-15T10:00:00"]);
    expect([candidate.zone, candidate.localStart]).toEqual(["America/Bogota", "2027-03-15T09:00:00"]);
    expect(client.uid).toBe(candidate.uid);
    expect(client.method).toBe("REQUEST");
    expect(client.alarms.sort()).toEqual(["-PT1H", "-PT24H"]);
    // Each file lists its own recipient only.
    expect(client.attendees).toEqual(["mailto:jane@acme.example"]);
    expect(candidate.attendees).toEqual(["mailto:maria@example.com"]);
  });

  it("keeps the UID across a move with a higher SEQUENCE, and cancels the same event", () => {
    const moved = parseInvitation(
      buildInterviewInvitation({
        ...base,
        sequence: 1,
        startsAt: "2027-03-16T14:00:00.000Z",
        endsAt: "2027-03-16T15:00:00.000Z",
      }).content,
    );
    expect(moved.uid).toBe(base.uid);
    expect(moved.sequence).toBe(1);
    expect(moved.start).toBe("2027-03-16T14:00:00.000Z");
    const cancelled = buildInterviewInvitation({ ...base, sequence: 2, cancelled: true });
    const parsed = parseInvitation(cancelled.content);
    expect([parsed.method, parsed.uid, parsed.sequence]).toEqual(["CANCEL", base.uid, 2]);
    expect(parsed.alarms).toEqual([]);
    expect(cancelled.filename).toBe("cancellation.ics");
  });

  it("folds every line within 75 octets and carries the meeting link", () => {
    const { content } = buildInterviewInvitation({
      ...base,
      company: "Équipe Très Longue Société Anonyme de Développement Logiciel",
    });
    for (const line of content.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(content.replace(/\r\n /g, "")).toContain("URL:https://meet.example/latammatch");
  });
});
