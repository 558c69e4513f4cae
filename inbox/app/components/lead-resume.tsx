import { Download } from "lucide-react";
import type { LeadResume } from "../lib/lead-resume.server";

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The application's résumé: what it is, and a download (a plain link: the server answers a file). */
export function ResumeSection({ resume }: { resume: LeadResume | null }) {
  return (
    <section
      className="min-w-0 rounded-xl border bg-background p-4 wrap-anywhere"
      aria-labelledby="resume-title"
    >
      <h2 id="resume-title" className="font-semibold">
        Résumé
      </h2>
      {resume ? (
        <>
          <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
            <dt className="text-muted-foreground">File</dt>
            <dd className="min-w-0">{resume.fileName}</dd>
            <dt className="text-muted-foreground">Type</dt>
            <dd>{resume.kindLabel}</dd>
            <dt className="text-muted-foreground">Size</dt>
            <dd>{fileSize(resume.sizeBytes)}</dd>
            <dt className="text-muted-foreground">Uploaded</dt>
            <dd>{dateTime(resume.uploadedAt)}</dd>
          </dl>
          <a
            href={resume.downloadPath}
            download
            className="mt-3 inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Download aria-hidden="true" className="size-4" />
            Download the résumé
          </a>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">No résumé was sent with this application.</p>
      )}
    </section>
  );
}
