import { type EndpointArgs, handleSubmission } from "~/features/submissions/intake.server";
import { JobAlertRequestSchema } from "./schema";

/** `POST /api/job-alerts`: 201 for a new alert, 200 with the existing id for the same alert again. */
export function subscribeToJobAlert(args: EndpointArgs): Promise<Response> {
  return handleSubmission(args, {
    form: "jobAlert",
    schema: JobAlertRequestSchema,
    store: (fields, meta, context) => context.services.submissions.storeJobAlert(fields, meta),
    existingStatus: 200,
  });
}
