/**
 * An opening's applications in the inbox: the candidate applications sent from its page (the
 * form keeps the job's slug among its answers, `details->>'job'`, which an expression index
 * answers), newest first, with the counts by pipeline status. Quarantined applications (spam)
 * are neither listed nor counted (the lead list filtered by job shows them, marked as such).
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { resumeDownloadPath } from "./lead-resume.server";
import { PIPELINES, statusLabel } from "./pipelines";

/** How many applications the opening's page lists; the lead list (filtered by job) has them all. */
export const OPENING_APPLICATIONS_LIMIT = 50;

export interface OpeningApplication {
  id: string;
  name: string;
  receivedAt: string;
  status: string;
  statusLabel: string;
  /** The résumé's download (the lead page's link), or null when none was sent. */
  resumePath: string | null;
}

export interface OpeningStatusCount {
  status: string;
  label: string;
  count: number;
}

export interface OpeningApplications {
  applications: OpeningApplication[];
  /** Every status of the pipeline in its order, then any other status found, each with its count. */
  counts: OpeningStatusCount[];
  total: number;
  /** The candidate applications list filtered to this job. */
  listPath: string;
}

const applicationRow = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  received_at: dbTimestamp,
  has_resume: z.boolean(),
});

const iso = (value: string | Date) => new Date(value).toISOString();

function openingApplicationsListPath(slug: string): string {
  return `/inbox?${new URLSearchParams({ kind: "candidate-applications", job: slug })}`;
}

export async function openingApplications(db: Database, slug: string): Promise<OpeningApplications> {
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select a.id, a.name, a.status, a.received_at, (r.id is not null) as has_resume
      from candidate_applications a
      left join resumes r on r.application_id = a.id
      where a.details->>'job' = ${slug} and not a.spam
      order by a.received_at desc, a.id desc
      limit ${OPENING_APPLICATIONS_LIMIT}`),
    db.execute(sql`
      select status, count(*)::int as count
      from candidate_applications
      where details->>'job' = ${slug} and not spam
      group by status`),
  ]);
  const byStatus = new Map(
    parseRows(
      "applications to an opening by status",
      z.object({ status: z.string(), count: z.union([z.number(), z.string()]) }),
      counted,
    ).map((row) => [row.status, Number(row.count)]),
  );
  const pipeline = PIPELINES["candidate-applications"].map((option) => option.value);
  const statuses = [...pipeline, ...[...byStatus.keys()].filter((status) => !pipeline.includes(status))];
  const counts = statuses.map((status) => ({
    status,
    label: statusLabel("candidate-applications", status),
    count: byStatus.get(status) ?? 0,
  }));
  return {
    applications: parseRows("applications to an opening", applicationRow, listed).map((row) => ({
      id: row.id,
      name: row.name,
      receivedAt: iso(row.received_at),
      status: row.status,
      statusLabel: statusLabel("candidate-applications", row.status),
      resumePath: row.has_resume ? resumeDownloadPath(row.id) : null,
    })),
    counts,
    total: counts.reduce((sum, each) => sum + each.count, 0),
    listPath: openingApplicationsListPath(slug),
  };
}
