import { describe, expect, it } from "vitest";
import { addDays, fromLocal, isKnownTimeZone, offsetMinutes, toLocal, weekdayOf } from "./zoned-time";

describe("zoned time", () => {
  it("reads offsets on both sides of New York's daylight-saving changes", () => {
    expect(offsetMinutes(Date.parse("2026-03-08T06:59:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(Date.parse("2026-03-08T07:00:00Z"), "America/New_York")).toBe(-240);
    expect(offsetMinutes(Date.parse("2026-11-01T05:59:00Z"), "America/New_York")).toBe(-240);
    expect(offsetMinutes(Date.parse("2026-11-01T06:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(Date.parse("2026-07-01T00:00:00Z"), "Asia/Kolkata")).toBe(330);
  });

  it("turns local times into instants across DST changes", () => {
    expect(fromLocal("2026-03-06", 9 * 60, "America/New_York")).toBe(Date.parse("2026-03-06T14:00:00Z"));
    expect(fromLocal("2026-03-09", 9 * 60, "America/New_York")).toBe(Date.parse("2026-03-09T13:00:00Z"));
    // 02:30 does not exist on the spring-forward night; 01:30 happens twice in the autumn.
    expect(fromLocal("2026-03-08", 150, "America/New_York")).toBeNull();
    expect(fromLocal("2026-11-01", 90, "America/New_York")).toBe(Date.parse("2026-11-01T05:30:00Z"));
    expect(fromLocal("2026-10-04", 150, "Australia/Sydney")).toBeNull();
    expect(fromLocal("2026-10-04", 0, "Australia/Sydney")).toBe(Date.parse("2026-10-03T14:00:00Z"));
    // The first occurrence in every zone, those that turn back at 02:00 local as at 01:00 UTC.
    expect(fromLocal("2026-10-25", 90, "Europe/London")).toBe(Date.parse("2026-10-25T00:30:00Z"));
    expect(fromLocal("2026-04-05", 105, "Australia/Lord_Howe")).toBe(Date.parse("2026-04-04T14:45:00Z"));
  });

  it("gives the local date, time and weekday of an instant", () => {
    expect(toLocal(Date.parse("2026-11-24T03:30:00Z"), "America/New_York")).toEqual({
      date: "2026-11-23",
      minutes: 22 * 60 + 30,
      weekday: 1,
    });
    expect(toLocal(Date.parse("2026-11-24T03:30:00Z"), "Asia/Tokyo").date).toBe("2026-11-24");
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("knows IANA zones and refuses anything else", () => {
    for (const zone of [
      "America/New_York",
      "Europe/Madrid",
      "UTC",
      "America/Argentina/Buenos_Aires",
      "Asia/Calcutta",
    ]) {
      expect(isKnownTimeZone(zone)).toBe(true);
    }
    for (const zone of ["Mars/Olympus_Mons", "+05:00", "EST5EDT;drop", "", " America/New_York", 42, null]) {
      expect(isKnownTimeZone(zone)).toBe(false);
    }
  });
});
