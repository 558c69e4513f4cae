/**
 * What the candidate's own status page shows of their record: the current stage and since when,
 * their applications (newest first) with the state of each opening applied to, the outcome's
 * reason in their language when rejected, and the values and version the page's forms carry.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { JobStatus } from "../../app/content/job-openings";
import type { Locale } from "../../app/lib/i18n/locales";
import { candidateVersion } from "./candidate-availability";
import type { Database } from "./client";
import { candidateApplications, candidateStageEvents, candidates, jobOpenings } from "./schema";
import { type CandidateStage, findRejectionReason } from "./vetting";

export interface CandidateStatus {
  stage: CandidateStage;
  stageChangedAt: Date;
  hoursPerWeek: number | null;
  earliestStart: string | null;
  hourlyRateUsd: number | null;
  timeZone: string | null;
  stayInPool: boolean;
  shareProfile: boolean;
  /** The version the page's forms carry (candidate-availability.ts). */
  version: string;
  /** The reason they were told, in the page's language, while rejected. */
  rejectionReason: string | null;
  applications: {
    receivedAt: Date;
    /** The opening applied to, null for the general application; its state null once deleted. */
    job: { slug: string; title: string | null; status: JobStatus | null } | null;
  }[];
}

/** The status of the candidate, or null when there is no such candidate. */
export async function candidateStatus(
  db: Database,
  candidateId: string,
  locale: Locale,
): Promise<CandidateStatus | null> {
  const [row] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!row) return null;
  const applications = await db
    .select({
      receivedAt: candidateApplications.receivedAt,
      slug: sql<string | null>`${candidateApplications.details}->>'job'`,
      title: jobOpenings.title,
      status: jobOpenings.status,
    })
    .from(candidateApplications)
    .leftJoin(jobOpenings, eq(jobOpenings.slug, sql`${candidateApplications.details}->>'job'`))
    .where(eq(candidateApplications.candidateId, row.id))
    .orderBy(desc(candidateApplications.receivedAt));
  let rejectionReason: string | null = null;
  if (row.stage === "rejected") {
    const [event] = await db
      .select({ reason: candidateStageEvents.reason })
      .from(candidateStageEvents)
      .where(and(eq(candidateStageEvents.candidateId, row.id), eq(candidateStageEvents.toStage, "rejected")))
      .orderBy(desc(candidateStageEvents.createdAt))
      .limit(1);
    rejectionReason = (event?.reason && findRejectionReason(event.reason)?.message[locale]) ?? null;
  }
  return {
    stage: row.stage,
    stageChangedAt: row.stageChangedAt,
    hoursPerWeek: row.hoursPerWeek,
    earliestStart: row.earliestStart,
    hourlyRateUsd: row.hourlyRateUsd,
    timeZone: row.timeZone,
    stayInPool: row.poolConsentUntil !== null && row.poolConsentUntil > new Date(),
    shareProfile: row.shareProfileConsent,
    version: candidateVersion(row),
    rejectionReason,
    applications: applications.map((application) => ({
      receivedAt: application.receivedAt,
      job: application.slug
        ? { slug: application.slug, title: application.title, status: application.status }
        : null,
    })),
  };
}
