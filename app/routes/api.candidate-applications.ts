import { CandidateApplicationRequestSchema } from "~/features/candidate-application/schema";
import { handleSubmission, methodNotAllowed } from "~/features/submissions/intake.server";
import type { Route } from "./+types/api.candidate-applications";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(
    { request, context },
    {
      form: "candidateApplication",
      schema: CandidateApplicationRequestSchema,
      store: (fields, meta, ctx) => ctx.services.submissions.storeCandidateApplication(fields, meta),
      // A retry with the same Idempotency-Key gets the first answer again.
      existingStatus: 201,
    },
  );
}
