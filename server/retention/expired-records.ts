import { sql } from "drizzle-orm";
import { z } from "zod";
import { RESUME_HOLD_MS } from "../../app/features/resumes/limits";
import { type Database, parseRows } from "../db/client";

export interface DeletedRecords {
  hiringRequests: number;
  /** Talent pool candidates inactive for the months and not kept by a consent to stay in the pool. */
  candidates: number;
  candidateApplications: number;
  subscriptions: number;
  estimateRequests: number;
  pilotRequests: number;
  bookings: number;
  outboxJobs: number;
  /** Résumés uploaded and never attached to an application within their hold time. */
  unattachedResumes: number;
}

const countsRow = z.object({
  hiring_requests: z.number(),
  candidates: z.number(),
  candidate_applications: z.number(),
  subscriptions: z.number(),
  estimate_requests: z.number(),
  pilot_requests: z.number(),
  bookings: z.number(),
  outbox: z.number(),
  unattached_resumes: z.number(),
  resume_keys: z.string(),
});

/**
 * Deletes what the privacy policy says we no longer keep, in one statement (so in one
 * transaction): hiring requests, estimate and pilot requests older than `retentionMonths` and
 * discovery calls that took place longer ago than that; talent pool candidates whose last
 * activity is that old, unless their consent to stay in the pool still runs, with their stage
 * history and scorecards; candidate applications older than that whose candidate goes too (or
 * that have none, quarantined ones), so a kept candidate keeps their history; all with their
 * notification jobs; subscriptions once unsubscribed; subscriptions flagged as spam after
 * the same months. Outbox jobs older than that go too, whatever they belonged to. Résumés go with
 * their applications (metadata by the foreign key, bytes here), and uploads never attached to an
 * application once their hold time has passed. Times are the
 * database's, so every instance draws the same line.
 */
export async function deleteExpiredRecords(
  db: Database,
  options: { retentionMonths: number; resumeHoldMs?: number },
): Promise<DeletedRecords & { resumeKeys: string[] }> {
  const cutoff = sql`now() - make_interval(months => ${options.retentionMonths}::int)`;
  const resumeCutoff = sql`now() - ${options.resumeHoldMs ?? RESUME_HOLD_MS} * interval '1 millisecond'`;
  const result = await db.execute(sql`
    with old_hiring as (
      delete from hiring_requests where received_at < ${cutoff} returning id
    ), old_pool as (
      delete from candidates
      where last_activity_at < ${cutoff} and (pool_consent_until is null or pool_consent_until < now())
      returning id
    ), old_candidates as (
      -- Listed here, not left to the foreign key's cascade, so their résumés and jobs go too.
      delete from candidate_applications
      where received_at < ${cutoff} and (candidate_id is null or candidate_id in (select id from old_pool))
      returning id
    ), old_subscriptions as (
      delete from subscriptions
      where unsubscribed_at is not null or (spam and received_at < ${cutoff})
      returning id
    ), old_estimates as (
      delete from estimate_requests where received_at < ${cutoff} returning id
    ), old_pilots as (
      delete from pilot_requests where received_at < ${cutoff} returning id
    ), old_bookings as (
      delete from bookings where starts_at < ${cutoff} returning id
    ), old_candidate_files as (
      -- The statement's snapshot still has the résumés the applications' deletion cascades to.
      delete from stored_files
      where key in (select storage_key from resumes where application_id in (select id from old_candidates)
        or candidate_id in (select id from old_pool))
    ), old_uploads as (
      delete from resumes
      where application_id is null and candidate_id is null and uploaded_at < ${resumeCutoff}
      returning storage_key
    ), old_upload_files as (
      delete from stored_files where key in (select storage_key from old_uploads)
    ), orphan_files as (
      -- Bytes whose metadata was never written (an upload that failed half-way).
      delete from stored_files
      where key like 'resumes/%' and created_at < ${resumeCutoff}
        and key not in (select storage_key from resumes)
    ), old_jobs as (
      delete from outbox
      where created_at < ${cutoff}
        or ref_id in (
          select id from old_hiring union all select id from old_candidates union all select id from old_pool
          union all select id from old_estimates union all select id from old_pilots
          union all select id from old_bookings
        )
      returning id
    )
    select
      (select count(*) from old_hiring)::int as hiring_requests,
      (select count(*) from old_pool)::int as candidates,
      (select count(*) from old_candidates)::int as candidate_applications,
      (select count(*) from old_subscriptions)::int as subscriptions,
      (select count(*) from old_estimates)::int as estimate_requests,
      (select count(*) from old_pilots)::int as pilot_requests,
      (select count(*) from old_bookings)::int as bookings,
      (select count(*) from old_jobs)::int as outbox,
      (select count(*) from old_uploads)::int as unattached_resumes,
      (select coalesce(json_agg(storage_key), '[]'::json) from (
        select storage_key from resumes where application_id in (select id from old_candidates)
          or candidate_id in (select id from old_pool)
        union all select storage_key from old_uploads
      ) as deleted)::text as resume_keys`);
  const row = parseRows("delete expired records", countsRow, result)[0];
  return {
    hiringRequests: Number(row?.hiring_requests ?? 0),
    candidates: Number(row?.candidates ?? 0),
    candidateApplications: Number(row?.candidate_applications ?? 0),
    subscriptions: Number(row?.subscriptions ?? 0),
    estimateRequests: Number(row?.estimate_requests ?? 0),
    pilotRequests: Number(row?.pilot_requests ?? 0),
    bookings: Number(row?.bookings ?? 0),
    outboxJobs: Number(row?.outbox ?? 0),
    unattachedResumes: Number(row?.unattached_resumes ?? 0),
    // The keys of the résumés deleted, for a file storage outside the database.
    resumeKeys: z.array(z.string()).parse(JSON.parse(row?.resume_keys ?? "[]")),
  };
}
