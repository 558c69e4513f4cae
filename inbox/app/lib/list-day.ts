import { z } from "zod";
import { isCalendarDay } from "~/lib/calendar-day";

/** A calendar day (`YYYY-MM-DD`) in a list's URL, or empty when it is not one. */
export const listDay = z.string().refine(isCalendarDay).catch("");
