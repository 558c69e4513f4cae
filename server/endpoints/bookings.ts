import { BookingBodySchema } from "~/features/booking/schema";
import { handleSubmission, methodNotAllowed } from "~/features/submissions/intake.server";
import { bookingAnswer } from "./booking-calendar";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

/**
 * Books a discovery call: 201 `{ id, calendar }` (the call's "Add to calendar" links); 400 for a slot that is not offered (past, too soon, off
 * hours, unknown host); 409 `{ reason: "slot-taken", slots }` when someone else took it first;
 * 429 `{ reason: "booking-limit" }` when the address or the network already holds as many open
 * bookings as allowed. Without a valid form token the booking is quarantined: stored, answered
 * like any other, never announced, and it holds no slot.
 */
export function action({ request, context }: EndpointArgs) {
  return handleSubmission(
    { request, context },
    {
      form: "booking",
      schema: BookingBodySchema,
      store: (fields, meta, ctx) => ctx.services.bookings.book(fields, meta),
      existingStatus: 201,
      answer: bookingAnswer,
    },
  );
}
