import { candidateResumeDownloadLoader } from "../lib/lead-resume.server";
import type { Route } from "./+types/inbox.candidates.$id.resumes.$resumeId";

/** GET: one of the candidate's résumés as a download (signed-in users, audited). */
export function loader(args: Route.LoaderArgs) {
  return candidateResumeDownloadLoader(args);
}
