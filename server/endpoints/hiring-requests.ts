import { HiringRequestBodySchema } from "~/content/forms/hiring-request-schema";
import { handleSubmission, methodNotAllowed } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

/** The spec's `send-hiring-form`: 201 `{ id }` once the request, its notification job and the requester's acknowledgment are stored. */
export function action({ request, context }: EndpointArgs) {
  return handleSubmission(
    { request, context },
    {
      form: "hiringRequest",
      schema: HiringRequestBodySchema,
      store: ({ locale, ...fields }, meta, ctx) =>
        ctx.services.submissions.storeHiringRequest(fields, meta, locale ? { locale } : {}),
      // A retry with the same Idempotency-Key gets the first answer again.
      existingStatus: 201,
    },
  );
}
