import { z } from "zod";

const isoDay = z.iso.date();

/**
 * Whether a text is a day the calendar has (`YYYY-MM-DD`) in a year the database and the pages
 * can use: 2024-02-29 is one; 2024-02-30, 2023-02-29 and 0000-01-01 are not.
 */
export function isCalendarDay(value: string): boolean {
  if (!isoDay.safeParse(value).success) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 9999;
}
