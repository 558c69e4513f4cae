/**
 * U.S. federal holidays (5 U.S.C. 6103) as the federal calendar observes them, from date-holidays'
 * U.S. public holidays: a holiday on a Saturday is observed the Friday before, one on a Sunday the
 * Monday after (date-holidays' substitute days). So the New Year's Day of a year that starts on a
 * Saturday is observed on December 31 of the year before, and it is listed with the year it
 * belongs to. Dates are `YYYY-MM-DD`, in order.
 */
import Holidays from "date-holidays";
import { addDays, weekdayOf } from "./zoned-time";

// No state or region: the nationwide public holidays, which are the federal ones. Veterans Day's
// substitute day is listed as a bank holiday.
const US = new Holidays("US", { types: ["public", "bank"] });

export function usFederalHolidays(year: number): string[] {
  const listed = [year - 1, year, year + 1].flatMap((each) => US.getHolidays(each));
  const day = (holiday: { date: string }) => holiday.date.slice(0, 10);
  const substitutes = new Set(listed.filter((holiday) => holiday.substitute).map(day));
  return listed
    .filter(
      (holiday) => holiday.type === "public" && !holiday.substitute && day(holiday).startsWith(`${year}-`),
    )
    .map((holiday) => {
      const date = day(holiday);
      if (weekdayOf(date) % 6 !== 0) return date;
      // On a weekend: the substitute day next to it, the Friday before or the Monday after.
      return [addDays(date, -1), addDays(date, 1)].find((next) => substitutes.has(next)) ?? date;
    })
    .sort();
}
