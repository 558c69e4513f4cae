/**
 * A résumé in the inbox: what the lead and candidate pages show, and the download, which is only
 * ever an attachment of the exact type the content check found, never a page.
 */
import type { RouterContextProvider } from "react-router";
import { resumeAttachment } from "~/features/resumes/download.server";
import { createResumeStore, type ResumeStore } from "~server/db/resumes";
import type { ResumeKind, ResumeRow } from "~server/db/schema";
import { recordAudit } from "./audit.server";
import { requireInboxSession } from "./auth.server";
import { requestContext } from "./inbox-meta";
import type { InboxServices } from "./inbox-services.server";

const RESUME_KIND_LABELS: Readonly<Record<ResumeKind, string>> = {
  pdf: "PDF",
  docx: "Word document (.docx)",
};

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

/** Where one of a candidate's résumés is downloaded, whichever way it came. */
export function candidateResumeDownloadPath(candidateId: string, resumeId: string): string {
  return `/inbox/candidates/${candidateId}/resumes/${resumeId}`;
}

/** What a page shows of a stored résumé. */
export function resumeFacts(resume: ResumeRow, downloadPath: string): LeadResume {
  return {
    fileName: resume.fileName,
    kindLabel: RESUME_KIND_LABELS[resume.kind],
    sizeBytes: resume.sizeBytes,
    uploadedAt: resume.uploadedAt.toISOString(),
    downloadPath,
  };
}

export async function leadResume(inbox: InboxServices, applicationId: string): Promise<LeadResume | null> {
  const resume = await createResumeStore(inbox.db, inbox.files).findByApplication(applicationId);
  return resume ? resumeFacts(resume, resumeDownloadPath(applicationId)) : null;
}

interface DownloadArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

/** The résumé a download asks for, and the audit entry's action and target. */
interface Located {
  resume: ResumeRow;
  action: "lead.resume_downloaded" | "candidate.resume_downloaded";
  targetType: "candidate-applications" | "candidate";
  targetId: string;
}

/**
 * Serves the résumé `locate` finds as a download, for signed-in users only (others go to the
 * login page), each download in the audit log; 404 with `missing` when there is none.
 */
async function resumeDownload(
  { request, params, context }: DownloadArgs,
  missing: string,
  locate: (store: ResumeStore, params: DownloadArgs["params"]) => Promise<Located | null>,
): Promise<Response> {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const store = createResumeStore(inbox.db, inbox.files);
  const located = await locate(store, params);
  const bytes = located ? await store.bytesOf(located.resume) : null;
  if (!located || !bytes) {
    return Response.json({ error: missing }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const { resume } = located;
  // The entry names the file by its id and hash, not its name (a name may name a person).
  await recordAudit(inbox.db, {
    actorId: session.user.id,
    action: located.action,
    targetType: located.targetType,
    targetId: located.targetId,
    detail: { resumeId: resume.id, kind: resume.kind, sizeBytes: resume.sizeBytes, sha256: resume.sha256 },
  });
  return resumeAttachment(resume, bytes);
}

/** GET /inbox/leads/candidate-applications/:id/resume: the application's résumé. */
export function resumeDownloadLoader(args: DownloadArgs): Promise<Response> {
  return resumeDownload(args, "This application has no résumé.", async (store, { id = "" }) => {
    const resume = await store.findByApplication(id);
    return resume
      ? { resume, action: "lead.resume_downloaded", targetType: "candidate-applications", targetId: id }
      : null;
  });
}

/**
 * GET /inbox/candidates/:id/resumes/:resumeId: any of the candidate's résumés, sent with an
 * application or from the status page; another candidate's is not found.
 */
export function candidateResumeDownloadLoader(args: DownloadArgs): Promise<Response> {
  return resumeDownload(
    args,
    "This candidate has no such résumé.",
    async (store, { id = "", resumeId = "" }) => {
      const resume = await store.findOfCandidate(id, resumeId);
      return resume
        ? { resume, action: "candidate.resume_downloaded", targetType: "candidate", targetId: id }
        : null;
    },
  );
}
