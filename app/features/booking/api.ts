/**
 * The booking endpoints and their answers, for the browser without the request schemas (which
 * bring zod, loaded by the picker only when it sends).
 */
import type { MeetingPlace } from "~/content/booking";

export const BOOKINGS_URL = "/api/bookings";
export const BOOKING_SLOTS_URL = "/api/booking-slots";
export const BOOKING_RESCHEDULES_URL = "/api/booking-reschedules";

/** The fields of a booking whose server messages the picker shows. */
export const BOOKING_FIELDS = ["name", "email", "company", "hostId", "start", "timeZone"] as const;

export type { MeetingPlace };

/** The answer of GET /api/booking-slots. */
export interface SlotsResponse {
  timeZone: string;
  slotMinutes: number;
  /** The hosts' names, for the confirmation ("with Daniela Ruiz"). */
  hosts: { id: string; name: string }[];
  /** Where the call takes place, for the confirmation. */
  meeting: MeetingPlace;
  slots: { hostId: string; start: string }[];
}

/** The body of a 409: the slot was just taken; here is what is still free. */
export interface SlotTakenResponse {
  error: string;
  reason: "slot-taken";
  slots: { hostId: string; start: string }[];
}
