/**
 * When discovery calls can be booked: the sales hosts, their working hours in their own zone,
 * the slot length, the minimum notice, the horizon and the holidays. The one place to change
 * availability; the slot arithmetic lives in slots.ts.
 */
import type { AvailabilityConfig, WorkingWindow } from "./slots";

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
  // U.S. federal holidays observed by the sales team.
  holidays: [
    "2026-11-26",
    "2026-12-25",
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
  ],
};
