import { describe, expect, it } from "vitest";
import { DEFAULT_INTERVIEW_WINDOWS, InterviewWindowsSchema, requestablePeriod, windowStarts } from "./slots";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("interview start times", () => {
  it("keeps the candidate's local hours across a daylight-saving change", () => {
    // New York moves to summer time on Sunday 14 March 2027: Friday 9:00 is 14:00 UTC, Monday 9:00 13:00 UTC.
    const starts = windowStarts(
      [
        { weekday: 5, fromHour: 9, toHour: 11 },
        { weekday: 1, fromHour: 9, toHour: 11 },
      ],
      "America/New_York",
      at("2027-03-12T00:00:00Z"),
      at("2027-03-16T00:00:00Z"),
    ).map(iso);
    expect(starts).toEqual([
      "2027-03-12T14:00:00.000Z",
      "2027-03-12T15:00:00.000Z",
      "2027-03-15T13:00:00.000Z",
      "2027-03-15T14:00:00.000Z",
    ]);
  });

  it("skips the local hour the change leaves out and offers a repeated one once", () => {
    const sunday = [{ weekday: 0, fromHour: 0, toHour: 4 }];
    const spring = windowStarts(
      sunday,
      "America/New_York",
      at("2027-03-14T00:00:00Z"),
      at("2027-03-15T00:00:00Z"),
    );
    // 2:00 does not exist that night: 0:00, 1:00 and 3:00 remain.
    expect(spring.map(iso)).toEqual([
      "2027-03-14T05:00:00.000Z",
      "2027-03-14T06:00:00.000Z",
      "2027-03-14T07:00:00.000Z",
    ]);
    const autumn = windowStarts(
      sunday,
      "America/New_York",
      at("2027-11-07T00:00:00Z"),
      at("2027-11-08T00:00:00Z"),
    );
    // 1:00 happens twice: offered at its first occurrence (summer time) only.
    expect(autumn.map(iso)).toEqual([
      "2027-11-07T04:00:00.000Z",
      "2027-11-07T05:00:00.000Z",
      "2027-11-07T07:00:00.000Z",
      "2027-11-07T08:00:00.000Z",
    ]);
  });

  it("reads a window to 24 as ending at midnight and keeps to the period", () => {
    const starts = windowStarts(
      [{ weekday: 2, fromHour: 22, toHour: 24 }],
      "UTC",
      at("2027-03-09T22:30:00Z"),
      at("2027-03-10T23:00:00Z"),
    );
    expect(starts.map(iso)).toEqual(["2027-03-09T23:00:00.000Z"]);
  });

  it("offers weekdays 9-17 by default, from a day after the request", () => {
    const now = at("2027-03-08T12:00:00Z");
    const period = requestablePeriod(now);
    const starts = windowStarts(DEFAULT_INTERVIEW_WINDOWS, "America/Bogota", period.fromMs, period.toMs);
    expect(iso(starts[0]!)).toBe("2027-03-09T14:00:00.000Z");
    // Three weeks less the first day: 14 weekdays of 8 hours.
    expect(starts).toHaveLength(14 * 8);
  });

  it("accepts one window per weekday with its end after its start", () => {
    expect(InterviewWindowsSchema.safeParse([{ weekday: 1, fromHour: 9, toHour: 17 }]).success).toBe(true);
    for (const windows of [
      [{ weekday: 1, fromHour: 17, toHour: 9 }],
      [{ weekday: 7, fromHour: 9, toHour: 10 }],
      [
        { weekday: 1, fromHour: 9, toHour: 10 },
        { weekday: 1, fromHour: 11, toHour: 12 },
      ],
      [{ weekday: 1, fromHour: 9, toHour: 10, extra: true }],
    ])
      expect(InterviewWindowsSchema.safeParse(windows).success, JSON.stringify(windows)).toBe(false);
  });
});
