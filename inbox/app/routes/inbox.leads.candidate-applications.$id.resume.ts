import { resumeDownloadLoader } from "../lib/lead-resume.server";
import type { Route } from "./+types/inbox.leads.candidate-applications.$id.resume";

/** GET: the application's résumé as a download (signed-in users, audited). */
export function loader(args: Route.LoaderArgs) {
  return resumeDownloadLoader(args);
}
