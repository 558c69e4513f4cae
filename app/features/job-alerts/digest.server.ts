/**
 * The job alerts' weekly digest. For each confirmed alert whose last digest (or, before the first
 * one, its confirmation) is at least an interval old, one e-mail job is queued in the outbox
 * listing the open openings published since then that match its filter, in the alert's language;
 * an alert with no new opening gets no e-mail. Either way its `last_digest_at` moves on, so an
 * opening is never listed twice. A digest lists the newest MAX_DIGEST_OPENINGS and says how many
 * more matched, linked to the board filtered the same way, so a busy week drops none.
 *
 * Instances sharing the database may all run it: the due alerts are claimed with
 * `FOR UPDATE SKIP LOCKED` in the transaction that queues their e-mails and moves their
 * `last_digest_at`, so an alert another instance is handling is skipped, and once it is
 * committed the alert is no longer due.
 */
import { and, arrayContains, asc, desc, eq, gt, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { jobBoardSearch } from "~/content/job-board-search";
import { JOB_TRANSLATION_LOCALES, type JobTranslationLocale } from "~/content/job-openings";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import type { Database } from "~server/db/client";
import { jobOpenings, jobOpeningTexts, outbox, subscriptions } from "~server/db/schema";
import {
  type JobAlertDigestOpening,
  type JobAlertDigestPayload,
  VISITOR_EMAIL_EVENTS,
} from "~server/emails/visitor-events";

/** How often an alert gets its digest, unless JOB_ALERT_DIGEST_INTERVAL_MS says otherwise. */
const JOB_ALERT_DIGEST_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
/** Alerts claimed per transaction. */
const BATCH_SIZE = 50;
/** At most this many openings listed in one digest (the newest); the others are counted and linked. */
const MAX_DIGEST_OPENINGS = 20;

export interface DigestReport {
  /** Alerts whose digest was due and handled (with or without an e-mail). */
  alerts: number;
  /** Digest e-mails queued. */
  queued: number;
}

type Executor = Pick<Database, "select">;

interface DueAlert {
  id: string;
  email: string;
  locale: string | null;
  alertCategory: string | null;
  alertStack: string | null;
  alertCountry: string | null;
  since: Date;
}

/**
 * The newest open openings published after `since` (and up to the transaction's time) matching the
 * alert, and how many matched in all.
 */
async function newOpenings(
  tx: Executor,
  alert: DueAlert,
  locale: Locale,
): Promise<{ openings: JobAlertDigestOpening[]; total: number }> {
  const conditions: SQL[] = [
    eq(jobOpenings.status, "published"),
    or(isNull(jobOpenings.validThrough), gte(jobOpenings.validThrough, sql`current_date`)) as SQL,
    gt(jobOpenings.publishedAt, alert.since),
    lte(jobOpenings.publishedAt, sql`now()`),
  ];
  if (alert.alertCategory) conditions.push(eq(jobOpenings.category, alert.alertCategory));
  if (alert.alertStack) conditions.push(eq(jobOpenings.stack, alert.alertStack));
  if (alert.alertCountry) conditions.push(arrayContains(jobOpenings.countries, [alert.alertCountry]));
  const translated = (JOB_TRANSLATION_LOCALES as readonly string[]).includes(locale)
    ? (locale as JobTranslationLocale)
    : undefined;
  const rows = await tx
    .select({
      slug: jobOpenings.slug,
      title: jobOpenings.title,
      translatedTitle: translated
        ? sql<string | null>`(${jobOpeningTexts.translations} -> ${translated} ->> 'title')`
        : sql<null>`null`,
      category: jobOpenings.category,
      stack: jobOpenings.stack,
      location: jobOpenings.location,
      rateMin: jobOpenings.rateMin,
      rateMax: jobOpenings.rateMax,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobOpenings)
    .leftJoin(jobOpeningTexts, eq(jobOpeningTexts.openingId, jobOpenings.id))
    .where(and(...conditions))
    .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id))
    .limit(MAX_DIGEST_OPENINGS);
  return {
    openings: rows.map(({ translatedTitle, title, total: _total, ...opening }) => ({
      ...opening,
      title: translatedTitle || title,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Queues the digests that are due; returns how many alerts were handled and e-mails queued. */
export async function runJobAlertDigests(
  db: Database,
  options: { intervalMs?: number } = {},
): Promise<DigestReport> {
  const intervalMs = Math.max(0, Math.floor(options.intervalMs ?? JOB_ALERT_DIGEST_INTERVAL_MS));
  const report: DigestReport = { alerts: 0, queued: 0 };
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const since = sql<Date>`coalesce(${subscriptions.lastDigestAt}, ${subscriptions.confirmedAt})`;
      const due = await tx
        .select({
          id: subscriptions.id,
          email: subscriptions.email,
          locale: subscriptions.locale,
          alertCategory: subscriptions.alertCategory,
          alertStack: subscriptions.alertStack,
          alertCountry: subscriptions.alertCountry,
          lastDigestAt: subscriptions.lastDigestAt,
          confirmedAt: subscriptions.confirmedAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.source, "job-alert"),
            sql`${subscriptions.confirmedAt} is not null`,
            isNull(subscriptions.unsubscribedAt),
            eq(subscriptions.spam, false),
            sql`${since} <= now() - (${intervalMs} * interval '1 millisecond')`,
          ),
        )
        .orderBy(asc(since))
        .limit(BATCH_SIZE)
        .for("update", { skipLocked: true });
      for (const row of due) {
        const sinceDate = row.lastDigestAt ?? row.confirmedAt;
        if (!sinceDate) continue;
        const locale: Locale = row.locale && isLocale(row.locale) ? row.locale : "en";
        const alert: DueAlert = { ...row, since: sinceDate };
        const { openings, total } = await newOpenings(tx, alert, locale);
        if (openings.length > 0) {
          const filter = {
            ...(row.alertCategory ? { category: row.alertCategory } : {}),
            ...(row.alertStack ? { stack: row.alertStack } : {}),
            ...(row.alertCountry ? { country: row.alertCountry } : {}),
          };
          const payload: JobAlertDigestPayload = {
            to: row.email,
            subscriptionId: row.id,
            locale,
            filter,
            openings,
            more: total - openings.length,
            boardSearch: jobBoardSearch({ ...filter, page: 1 }),
          };
          await tx.insert(outbox).values({
            channel: "email",
            event: VISITOR_EMAIL_EVENTS.jobAlertDigest,
            refId: row.id,
            payload: { ...payload },
          });
          report.queued += 1;
        }
        await tx.update(subscriptions).set({ lastDigestAt: sql`now()` }).where(eq(subscriptions.id, row.id));
        report.alerts += 1;
      }
      return due.length;
    });
    if (handled < BATCH_SIZE) return report;
  }
}

/** Counts only: a digest report never names a person. */
export function describeDigestReport(report: DigestReport): string {
  return `Job alerts: ${report.alerts} digests due, ${report.queued} e-mails queued`;
}

/** How often the server looks for due digests: hourly, or as often as the interval when shorter. */
function digestCheckPeriodMs(intervalMs: number): number {
  return Math.max(1000, Math.min(intervalMs, 60 * 60 * 1000));
}

export interface DigestSchedule {
  stop(): Promise<void>;
}

/**
 * Runs the digest pass in the server process: first shortly after start, then every check period
 * (`digestCheckPeriodMs`); a run that queued e-mails wakes the outbox worker.
 */
export function scheduleJobAlertDigests(options: {
  db: Database;
  intervalMs: number;
  log: (message: string) => void;
  onQueued?: () => void;
  firstRunDelayMs?: number;
}): DigestSchedule {
  const periodMs = digestCheckPeriodMs(options.intervalMs);
  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const arm = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    // A pending run never keeps the process alive on its own.
    timer.unref();
  };
  function tick() {
    inFlight = runJobAlertDigests(options.db, { intervalMs: options.intervalMs })
      .then(
        (report) => {
          if (report.queued > 0) options.onQueued?.();
          if (report.alerts > 0) options.log(describeDigestReport(report));
        },
        (error: unknown) =>
          options.log(`Job alert digests failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        inFlight = undefined;
        if (!stopped) arm(periodMs);
      });
  }
  arm(options.firstRunDelayMs ?? Math.min(periodMs, 60 * 1000));

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
