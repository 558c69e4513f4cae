import { describe, expect, it } from "vitest";
import { openEndedValidThrough } from "./job-board.server";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the validThrough of an opening without an end date", () => {
  const published = new Date("2026-11-01T12:00:00Z");

  it("is the same at every render within a period, whatever the time of the render", () => {
    const dates = [1, 5 * DAY_MS, 29 * DAY_MS].map((after) =>
      openEndedValidThrough(published, new Date(published.getTime() + after)).toISOString(),
    );
    expect(new Set(dates)).toEqual(new Set(["2026-12-01T12:00:00.000Z"]));
  });

  it("moves to the next period only once the last one has passed, and never lies in the past", () => {
    const later = new Date(published.getTime() + 31 * DAY_MS);
    const validThrough = openEndedValidThrough(published, later);
    expect(validThrough.toISOString()).toBe("2026-12-31T12:00:00.000Z");
    expect(validThrough.getTime()).toBeGreaterThan(later.getTime());
  });
});
