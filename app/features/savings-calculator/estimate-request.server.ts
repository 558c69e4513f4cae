import { EstimateRequestRequestSchema } from "~/content/forms/estimate-request-schema";
import { type EndpointArgs, handleSubmission } from "~/features/submissions/intake.server";

/** `POST /api/estimate-requests`: stores the request and queues the estimate e-mail; 201 with its id. */
export function requestEstimate(args: EndpointArgs): Promise<Response> {
  return handleSubmission(args, {
    form: "estimateRequest",
    schema: EstimateRequestRequestSchema,
    store: (fields, meta, context) => context.services.submissions.storeEstimateRequest(fields, meta),
    existingStatus: 201,
  });
}
