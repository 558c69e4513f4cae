import { describe, expect, it } from "vitest";
import { listDay } from "./list-day";

describe("listDay", () => {
  it("keeps a real calendar day", () => {
    expect(listDay.parse("2024-02-29")).toBe("2024-02-29");
    expect(listDay.parse("2026-12-31")).toBe("2026-12-31");
  });

  it("drops a day the calendar does not have, an odd year and anything else", () => {
    for (const value of [
      "2024-02-30",
      "2023-02-29",
      "2024-04-31",
      "2024-13-01",
      "0000-01-01",
      "2024-1-1",
      "",
      20240101,
    ])
      expect(listDay.parse(value)).toBe("");
  });
});
