import { HiringRequestBodySchema } from "~/content/forms/hiring-request-schema";
import { handleSubmission, methodNotAllowed } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

/** The spec's `send-hiring-form`: 201 `{ id }` once the request and its notification job are stored. */
export function action({ request, context }: EndpointArgs) {
  return handleSubmission(
    { request, context },
    {
      form: "hiringRequest",
      schema: HiringRequestBodySchema,
      store: (fields, meta, ctx) => ctx.services.submissions.storeHiringRequest(fields, meta),
      // A retry with the same Idempotency-Key gets the first answer again.
      existingStatus: 201,
    },
  );
}
