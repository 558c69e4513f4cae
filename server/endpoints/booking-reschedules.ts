import { RescheduleBodySchema } from "~/features/booking/schema";
import { handleSubmission, methodNotAllowed } from "~/features/submissions/intake.server";
import { bookingAnswer } from "./booking-calendar";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

/**
 * Moves a booking to a new slot with the signed link's token: the old booking is released and
 * the new one stored in one transaction. 201 `{ id, calendar }` of the new booking; 409 and 429 as for a
 * booking. It needs a valid form token too: a request the spam rules would quarantine is refused
 * with 400 and a `formToken` field error (the picker then fetches a new token for its retry).
 */
export function action({ request, context }: EndpointArgs) {
  return handleSubmission(
    { request, context },
    {
      form: "booking",
      schema: RescheduleBodySchema,
      store: (fields, meta, ctx) => ctx.services.bookings.reschedule(fields, meta),
      existingStatus: 201,
      answer: bookingAnswer,
    },
  );
}
