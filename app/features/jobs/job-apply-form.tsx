import { withUiText } from "~/content/ui/ui-text";
import { ApplicationForm, type ApplicationJob } from "~/features/candidate-application/application-form";

/**
 * The application form on a job's page, the job attached: the island of `/jobs/{slug}` (hydrated
 * when it comes into view; its HTML is in the page before).
 */
export function JobApplyForm({ job }: { job: ApplicationJob }) {
  return <ApplicationForm job={job} />;
}

/** The form on a translated job page, in the page's language. */
export const TranslatedJobApplyForm = /* @__PURE__ */ withUiText(JobApplyForm);
