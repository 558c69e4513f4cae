/**
 * What the slot picker sends, shared by the browser and the server: the visitor's details, the
 * chosen slot (host and UTC start) and the zone they saw it in.
 */
import { z } from "zod";
import { envelopeShape } from "~/content/forms/envelope";
import { hiringRequestShape } from "~/content/forms/hiring-request-schema";
import { oneLineText } from "~/lib/one-line-text";
import { isKnownTimeZone } from "./zoned-time";

const slotShape = {
  hostId: oneLineText({ error: "Pick a time." }).min(1, "Pick a time.").max(64, "Unknown host."),
  start: z.iso.datetime({
    offset: true,
    error: "The start must be an ISO date and time, e.g. 2026-12-01T15:00:00Z.",
  }),
  timeZone: z.string({ error: "The time zone is required." }).refine(isKnownTimeZone, "Unknown time zone."),
};

const bookingShape = {
  name: hiringRequestShape.name,
  email: hiringRequestShape.email,
  company: hiringRequestShape.company,
  ...slotShape,
  /** The hiring request the visitor just sent, when they book from its confirmation. */
  hiringRequestId: z.uuid("Unknown hiring request.").optional(),
};
/** The visitor's details, checked in the browser before the slot is sent. */
export const BookingDetailsSchema = z.object({
  name: bookingShape.name,
  email: bookingShape.email,
  company: bookingShape.company,
});
export const BookingSchema = z.strictObject(bookingShape);
export type Booking = z.infer<typeof BookingSchema>;
export const BookingBodySchema = z.strictObject({ ...bookingShape, ...envelopeShape });

export const RescheduleBodySchema = z.strictObject({
  ...slotShape,
  token: z.string({ error: "The link is incomplete." }).min(1, "The link is incomplete.").max(2048),
  ...envelopeShape,
});
export type Reschedule = z.infer<typeof RescheduleBodySchema>;
