/**
 * U.S. federal holidays (5 U.S.C. 6103) as the federal calendar observes them: a holiday on a
 * Saturday is observed the Friday before, one on a Sunday the Monday after. So the New Year's Day
 * of a year that starts on a Saturday is observed on December 31 of the year before, and it is
 * listed with the year it belongs to. Dates are `YYYY-MM-DD`, in order.
 */
export function usFederalHolidays(year: number): string[] {
  const fixed = (month: number, day: number) => observed(new Date(Date.UTC(year, month - 1, day)));
  return [
    fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    lastWeekday(year, 5, MONDAY), // Memorial Day
    fixed(6, 19), // Juneteenth National Independence Day
    fixed(7, 4), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
    fixed(12, 25), // Christmas Day
  ].map((date) => date.toISOString().slice(0, 10));
}

const MONDAY = 1;
const THURSDAY = 4;

function observed(date: Date): Date {
  const shift = { 0: 1, 6: -1 }[date.getUTCDay()] ?? 0;
  return new Date(date.getTime() + shift * 86_400_000);
}

/** The nth given weekday (0 Sunday … 6 Saturday) of a month (1–12). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return new Date(Date.UTC(year, month - 1, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7));
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = new Date(Date.UTC(year, month, 0));
  return new Date(Date.UTC(year, month - 1, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
}
