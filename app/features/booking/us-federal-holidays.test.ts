import { describe, expect, it } from "vitest";
import { usFederalHolidays } from "./us-federal-holidays";

/**
 * The federal calendar as published for these years (opm.gov), observed dates included: in 2026
 * Independence Day (a Saturday) is observed on Friday, in 2027 Saturdays move to Friday and
 * Sundays to Monday, and the New Year's Day of 2028 (a Saturday) is observed on December 31, 2027.
 */
const published: Record<number, string[]> = {
  2026: [
    "01-01",
    "01-19",
    "02-16",
    "05-25",
    "06-19",
    "07-03",
    "09-07",
    "10-12",
    "11-11",
    "11-26",
    "12-25",
  ].map((day) => `2026-${day}`),
  2027: [
    "01-01",
    "01-18",
    "02-15",
    "05-31",
    "06-18",
    "07-05",
    "09-06",
    "10-11",
    "11-11",
    "11-25",
    "12-24",
  ].map((day) => `2027-${day}`),
  2028: [
    "2027-12-31",
    ...["01-17", "02-21", "05-29", "06-19", "07-04", "09-04", "10-09", "11-10", "11-23", "12-25"].map(
      (day) => `2028-${day}`,
    ),
  ],
};

describe("usFederalHolidays", () => {
  it.each(Object.entries(published))("gives the published observed dates of %s", (year, dates) => {
    expect(usFederalHolidays(Number(year))).toEqual(dates);
  });

  it("never falls on a weekend, and gives eleven dates every year", () => {
    for (let year = 2026; year <= 2060; year += 1) {
      const dates = usFederalHolidays(year);
      expect(dates).toHaveLength(11);
      for (const date of dates) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });
});
