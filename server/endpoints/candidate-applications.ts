import { CandidateApplicationRequestSchema } from "~/content/forms/candidate-application-schema";
import { openOpeningTitle } from "~/features/jobs/job-board.server";
import { handleSubmission, methodNotAllowed } from "~/features/submissions/intake.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: EndpointArgs) {
  return handleSubmission(
    { request, context },
    {
      form: "candidateApplication",
      schema: CandidateApplicationRequestSchema,
      store: async (fields, meta, ctx) => {
        // An application from a job's page names the job: it must be one candidates can apply to.
        const { jobBoard } = ctx.services;
        // Its title, in the candidate's language where it has one, goes into their acknowledgment.
        const jobTitle = fields.job
          ? await openOpeningTitle(jobBoard.db, fields.job, jobBoard.now(), fields.locale)
          : null;
        if (fields.job && !jobTitle) {
          return {
            kind: "refused",
            status: 409,
            error: "This job is no longer open. Apply without it, or choose another open role.",
            extra: { fieldErrors: { job: ["This job is no longer open"] } },
          };
        }
        return ctx.services.submissions.storeCandidateApplication(fields, meta, jobTitle ? { jobTitle } : {});
      },
      // A retry with the same Idempotency-Key gets the first answer again.
      existingStatus: 201,
    },
  );
}
