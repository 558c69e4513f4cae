/**
 * The daily retention job: what the privacy policy promises about how long data is kept, done by
 * the server itself (first shortly after start, then every 24 hours) or by `npm run retention`.
 * Every step is idempotent, so instances sharing a database may all run it.
 */
import { inArray } from "drizzle-orm";
import { RESUME_HOLD_MS } from "../../app/features/resumes/limits";
import { deleteExpiredRateLimits } from "../../app/features/submissions/rate-limit.server";
import { deleteExpiredSessions } from "../../inbox/app/lib/sessions.server";
import type { Database } from "../db/client";
import type { FileStorage } from "../db/file-storage";
import { resumes } from "../db/schema";
import { type DeletedRecords, deleteExpiredRecords } from "./expired-records";
import { deleteOldMailFiles } from "./mail-files";

export interface RetentionSettings {
  db: Database;
  /** The .eml folder of this instance (DATA_DIR/mail). */
  mailDir: string;
  retentionMonths: number;
  mailRetentionDays: number;
  /** The file storage, when its objects are not rows the deleting statement removes itself. */
  files?: FileStorage;
}

export interface RetentionReport extends DeletedRecords {
  /** Stored files no résumé names, past the hold time (an upload cut off between file and row). */
  orphanFiles: number;
  mailFiles: number;
  /** Inbox sessions past their idle or absolute end (a browser that never came back). */
  inboxSessions: number;
}

export async function runRetention(settings: RetentionSettings): Promise<RetentionReport> {
  const { resumeKeys, ...records } = await deleteExpiredRecords(settings.db, {
    retentionMonths: settings.retentionMonths,
  });
  // An object store cannot join the statement: its objects go once the rows are gone (a failure
  // leaves objects nothing refers to any more, never a row without its file).
  if (settings.files && !settings.files.inDatabase) await settings.files.delete(resumeKeys);
  const orphanFiles = settings.files ? await deleteOrphanFiles(settings.db, settings.files) : 0;
  const mailFiles = await deleteOldMailFiles(settings.mailDir, { maxAgeDays: settings.mailRetentionDays });
  await deleteExpiredRateLimits(settings.db);
  const inboxSessions = await deleteExpiredSessions(settings.db);
  return { ...records, orphanFiles, mailFiles, inboxSessions };
}

/**
 * Deletes the files of a storage outside the database that no résumé names, once older than an
 * upload's hold: bytes are stored before their row, so a younger one may be an upload under way.
 */
async function deleteOrphanFiles(db: Database, files: FileStorage): Promise<number> {
  if (!files.listOlderThan) return 0;
  const stale = await files.listOlderThan(new Date(Date.now() - RESUME_HOLD_MS));
  let deleted = 0;
  for (let start = 0; start < stale.length; start += 500) {
    const keys = stale.slice(start, start + 500);
    const named = new Set(
      (
        await db.select({ key: resumes.storageKey }).from(resumes).where(inArray(resumes.storageKey, keys))
      ).map((row) => row.key),
    );
    const orphans = keys.filter((key) => !named.has(key));
    await files.delete(orphans);
    deleted += orphans.length;
  }
  return deleted;
}

/** Counts only: a retention report never names a person. */
export function describeRetentionReport(report: RetentionReport): string {
  return (
    `Retention: deleted ${report.hiringRequests} hiring requests, ${report.candidates} talent pool ` +
    `candidates, ${report.candidateApplications} ` +
    `candidate applications, ${report.subscriptions} subscriptions, ${report.estimateRequests} estimate ` +
    `requests, ${report.pilotRequests} pilot requests, ${report.bookings} discovery calls, ${report.outboxJobs} outbox jobs, ` +
    `${report.unattachedResumes} résumés never attached to an application, ` +
    `${report.orphanFiles} stored files no résumé named, ` +
    `${report.mailFiles} mail files and ${report.inboxSessions} expired inbox sessions`
  );
}

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Late enough not to slow the start, early enough that a server restarted daily still runs it. */
const RETENTION_FIRST_RUN_DELAY_MS = 60 * 1000;

export interface RetentionSchedule {
  stop(): Promise<void>;
}

export function scheduleRetention(options: {
  run: () => Promise<RetentionReport>;
  log: (message: string) => void;
  firstRunDelayMs?: number;
  intervalMs?: number;
}): RetentionSchedule {
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    inFlight = options
      .run()
      .then(
        (report) => options.log(describeRetentionReport(report)),
        (error: unknown) =>
          options.log(`Retention job failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        inFlight = undefined;
        if (!stopped) arm(intervalMs);
      });
  };
  const arm = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    // A pending run never keeps the process alive on its own.
    timer.unref();
  };
  arm(options.firstRunDelayMs ?? RETENTION_FIRST_RUN_DELAY_MS);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
