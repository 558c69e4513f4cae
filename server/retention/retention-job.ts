/**
 * The daily retention job: what the privacy policy promises about how long data is kept, done by
 * the server itself (first shortly after start, then every 24 hours) or by `npm run retention`.
 * Every step is idempotent, so instances sharing a database may all run it.
 */
import { deleteExpiredRateLimits } from "../../app/features/submissions/rate-limit.server";
import type { Database } from "../db/client";
import type { FileStorage } from "../db/file-storage";
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
  mailFiles: number;
}

export async function runRetention(settings: RetentionSettings): Promise<RetentionReport> {
  const { resumeKeys, ...records } = await deleteExpiredRecords(settings.db, {
    retentionMonths: settings.retentionMonths,
  });
  // An object store cannot join the statement: its objects go once the rows are gone (a failure
  // leaves objects nothing refers to any more, never a row without its file).
  if (settings.files && !settings.files.inDatabase) await settings.files.delete(resumeKeys);
  const mailFiles = await deleteOldMailFiles(settings.mailDir, { maxAgeDays: settings.mailRetentionDays });
  await deleteExpiredRateLimits(settings.db);
  return { ...records, mailFiles };
}

/** Counts only: a retention report never names a person. */
export function describeRetentionReport(report: RetentionReport): string {
  return (
    `Retention: deleted ${report.hiringRequests} hiring requests, ${report.candidateApplications} ` +
    `candidate applications, ${report.subscriptions} subscriptions, ${report.estimateRequests} estimate ` +
    `requests, ${report.bookings} discovery calls, ${report.outboxJobs} outbox jobs, ` +
    `${report.unattachedResumes} résumés never attached to an application ` +
    `and ${report.mailFiles} mail files`
  );
}

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Late enough not to slow the start, early enough that a server restarted daily still runs it. */
export const RETENTION_FIRST_RUN_DELAY_MS = 60 * 1000;

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
