import { handleResumeUpload, resumeMethodNotAllowed } from "~/features/resumes/upload.server";
import type { Route } from "./+types/api.resumes";

export function loader() {
  return resumeMethodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleResumeUpload({ request, context });
}
