import { SubscriptionRequestSchema } from "~/content/forms/subscription-schema";
import { type EndpointArgs, handleSubmission } from "~/features/submissions/intake.server";

/** `POST /api/subscriptions`: 201 for a new subscription, 200 with the existing id for a repeat. */
export function subscribe(args: EndpointArgs): Promise<Response> {
  return handleSubmission(args, {
    form: "subscription",
    schema: SubscriptionRequestSchema,
    store: (fields, meta, context) => context.services.submissions.storeSubscription(fields, meta),
    existingStatus: 200,
  });
}
