/**
 * A candidate application's résumé in the inbox: what the lead page shows, and the download,
 * which is only ever an attachment of the exact type the content check found, never a page.
 */
import type { RouterContextProvider } from "react-router";
import { attachmentDisposition } from "~/features/resumes/file-name";
import { createResumeStore } from "~server/db/resumes";
import type { ResumeKind } from "~server/db/schema";
import { recordAudit } from "./audit.server";
import { requireInboxSession } from "./auth.server";
import { requestContext } from "./inbox-meta";
import type { InboxServices } from "./inbox-services.server";
import { isUuid } from "./lead-tables.server";

const RESUME_MEDIA_TYPES: Readonly<Record<ResumeKind, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const RESUME_KIND_LABELS: Readonly<Record<ResumeKind, string>> = {
  pdf: "PDF",
  docx: "Word document (.docx)",
};

/** Nothing in a downloaded file may run, load or be framed, even if a browser opened it anyway. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

export interface LeadResume {
  fileName: string;
  kindLabel: string;
  sizeBytes: number;
  uploadedAt: string;
  downloadPath: string;
}

export function resumeDownloadPath(applicationId: string): string {
  return `/inbox/leads/candidate-applications/${applicationId}/resume`;
}

export async function leadResume(inbox: InboxServices, applicationId: string): Promise<LeadResume | null> {
  const resume = await createResumeStore(inbox.db, inbox.files).findByApplication(applicationId);
  if (!resume) return null;
  return {
    fileName: resume.fileName,
    kindLabel: RESUME_KIND_LABELS[resume.kind],
    sizeBytes: resume.sizeBytes,
    uploadedAt: resume.uploadedAt.toISOString(),
    downloadPath: resumeDownloadPath(applicationId),
  };
}

/** The download of an application's résumé, written to the audit log; null when there is none. */
async function resumeDownload(
  inbox: InboxServices,
  input: { applicationId: string; actorId: string },
): Promise<Response | null> {
  const store = createResumeStore(inbox.db, inbox.files);
  const resume = await store.findByApplication(input.applicationId);
  if (!resume) return null;
  const bytes = await store.bytesOf(resume);
  if (!bytes) return null;
  // The entry names the lead and the file's hash, not its name (a name may name a person).
  await recordAudit(inbox.db, {
    actorId: input.actorId,
    action: "lead.resume_downloaded",
    targetType: "candidate-applications",
    targetId: input.applicationId,
    detail: { kind: resume.kind, sizeBytes: resume.sizeBytes, sha256: resume.sha256 },
  });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": RESUME_MEDIA_TYPES[resume.kind],
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(resume.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      "Content-Security-Policy": DOWNLOAD_CSP,
    },
  });
}

/**
 * GET /inbox/leads/candidate-applications/:id/resume: the application's résumé as a download,
 * for signed-in users only (others go to the login page), each download in the audit log.
 */
export async function resumeDownloadLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<Response> {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const notFound = () =>
    Response.json(
      { error: "This application has no résumé." },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  if (!isUuid(params.id)) return notFound();
  return (await resumeDownload(inbox, { applicationId: params.id, actorId: session.user.id })) ?? notFound();
}
