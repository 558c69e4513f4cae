/**
 * Uploads a résumé from the browser: `POST /api/resumes` with the file in the field `resume`, the
 * first step of an application with a résumé. Loaded when the form is sent with a file.
 */
import { RESUME_FIELD } from "./limits";

const RESUME_ENDPOINT = "/api/resumes";

export type ResumeUploadResult =
  | { ok: true; id: string }
  /** `status` is null when the request never got an answer (offline, connection reset). */
  | { ok: false; status: number | null };

/** Never rejects: a failure is a result with the server's status. */
export async function uploadResume(file: File): Promise<ResumeUploadResult> {
  const body = new FormData();
  body.append(RESUME_FIELD, file, file.name);
  let response: Response;
  try {
    // The browser sets the multipart boundary and the page's Origin, as for the JSON forms.
    response = await fetch(RESUME_ENDPOINT, { method: "POST", body, credentials: "same-origin" });
  } catch {
    return { ok: false, status: null };
  }
  const payload = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (response.ok && typeof payload?.id === "string") return { ok: true, id: payload.id };
  return { ok: false, status: response.ok ? null : response.status };
}
