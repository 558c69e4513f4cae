import { PilotRequestBodySchema } from "~/content/forms/pilot-request-schema";
import { type EndpointArgs, handleSubmission } from "~/features/submissions/intake.server";

/**
 * `POST /api/pilot-requests`: through the one intake pipeline, stores the request with the team's
 * notification and the requester's acknowledgment; 201 with its id (again for a retry).
 */
export function requestPilot(args: EndpointArgs): Promise<Response> {
  return handleSubmission(args, {
    form: "pilotRequest",
    schema: PilotRequestBodySchema,
    store: (fields, meta, context) => context.services.submissions.storePilotRequest(fields, meta),
    existingStatus: 201,
  });
}
