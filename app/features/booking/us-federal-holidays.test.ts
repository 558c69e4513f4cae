import { describe, expect, it } from "vitest";
import { usFederalHolidays } from "./us-federal-holidays";

// The federal calendar as published for these years (opm.gov), observed dates included.
describe("usFederalHolidays", () => {
  it("gives the observed dates of 2026: Independence Day on a Saturday moves to Friday", () => {
    expect(usFederalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("gives the observed dates of 2027: Saturdays move to Friday, Sundays to Monday", () => {
    expect(usFederalHolidays(2027)).toEqual([
      "2027-01-01",
      "2027-01-18",
      "2027-02-15",
      "2027-05-31",
      "2027-06-18",
      "2027-07-05",
      "2027-09-06",
      "2027-10-11",
      "2027-11-11",
      "2027-11-25",
      "2027-12-24",
    ]);
  });

  it("observes the New Year's Day of 2028, a Saturday, on December 31, 2027", () => {
    expect(usFederalHolidays(2028)).toEqual([
      "2027-12-31",
      "2028-01-17",
      "2028-02-21",
      "2028-05-29",
      "2028-06-19",
      "2028-07-04",
      "2028-09-04",
      "2028-10-09",
      "2028-11-10",
      "2028-11-23",
      "2028-12-25",
    ]);
  });

  it("never falls on a weekend, and gives eleven dates every year", () => {
    for (let year = 2026; year <= 2060; year += 1) {
      const dates = usFederalHolidays(year);
      expect(dates).toHaveLength(11);
      for (const date of dates) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });
});
