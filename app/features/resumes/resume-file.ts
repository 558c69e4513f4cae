/**
 * The browser's checks of a chosen résumé, before anything is uploaded: its size and its name's
 * extension. The server checks the content and stays the authority; these only spare a visitor
 * an upload that is sure to be refused.
 */
import { RESUME_MAX_BYTES } from "./limits";

/** What the file input accepts: the extensions and their media types. */
export const RESUME_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type ResumeFileProblem = "tooLarge" | "wrongType";

/** Why a chosen file cannot be a résumé, or null when it may be uploaded. */
export function resumeFileProblem(file: { name: string; size: number }): ResumeFileProblem | null {
  if (!/\.(pdf|docx)$/i.test(file.name.trim())) return "wrongType";
  if (file.size > RESUME_MAX_BYTES) return "tooLarge";
  return null;
}
