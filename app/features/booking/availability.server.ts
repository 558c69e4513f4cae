/**
 * When discovery calls can be booked: the sales hosts, their working hours in their own zone,
 * the slot length, the minimum notice, the horizon and the holidays. The one place to change
 * availability; the slot arithmetic lives in slots.ts.
 */
import type { AvailabilityConfig, WorkingWindow } from "./slots";
import { usFederalHolidays } from "./us-federal-holidays";

const OFFICE_HOURS: WorkingWindow[] = [{ start: "09:00", end: "17:00" }];
const MONDAY_TO_FRIDAY = {
  1: OFFICE_HOURS,
  2: OFFICE_HOURS,
  3: OFFICE_HOURS,
  4: OFFICE_HOURS,
  5: OFFICE_HOURS,
};

export const availability: AvailabilityConfig = {
  hosts: [
    {
      id: "sales-1",
      name: "Daniela Ruiz",
      email: "daniela.ruiz@latammatch.example",
      timeZone: "America/New_York",
      workingHours: MONDAY_TO_FRIDAY,
    },
    {
      id: "sales-2",
      name: "Marcus Bell",
      email: "marcus.bell@latammatch.example",
      timeZone: "America/New_York",
      workingHours: MONDAY_TO_FRIDAY,
    },
  ],
  slotMinutes: 30,
  minNoticeMinutes: 120,
  horizonBusinessDays: 10,
  // U.S. federal holidays, which the sales team observes: this year's and the next two, so a
  // running server's 10-day horizon always finds them.
  holidays: [0, 1, 2].flatMap((offset) => usFederalHolidays(new Date().getUTCFullYear() + offset)),
};
