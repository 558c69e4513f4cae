/**
 * A résumé served for download, the inbox's or a shortlist client's: only ever an attachment of
 * the exact type the content check found, never a page, never cached.
 */
import type { ResumeKind, ResumeRow } from "~server/db/schema";
import { attachmentDisposition } from "./file-name";

const RESUME_MEDIA_TYPES: Readonly<Record<ResumeKind, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Nothing in a downloaded file may run, load or be framed, even if a browser opened it anyway. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

export function resumeAttachment(
  resume: ResumeRow,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": RESUME_MEDIA_TYPES[resume.kind],
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(resume.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      "Content-Security-Policy": DOWNLOAD_CSP,
      ...headers,
    },
  });
}
