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
      store: async (fields, meta, ctx) => {
        const { fullName, email, ...rest } = fields;
        const { id } = await ctx.services.submissions.storeCandidateApplication(
          { name: fullName, email, details: { fullName, email, ...rest } },
          meta,
        );
        return { id, status: 201 };
      },
    },
  );
}
