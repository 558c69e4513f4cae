import { handleResumeUpload, resumeMethodNotAllowed } from "~/features/resumes/upload.server";
import type { EndpointArgs } from "./endpoint";

export function loader() {
  return resumeMethodNotAllowed();
}

export function action({ request, context }: EndpointArgs) {
  return handleResumeUpload({ request, context });
}
