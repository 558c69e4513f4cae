import path from "node:path";
import type { FormKind } from "../app/content/forms/form-kinds";
import { site } from "../app/content/site";
import { availability } from "../app/features/booking/availability.server";
import { createBookingEmails } from "../app/features/booking/booking-emails.server";
import { createBookingService } from "../app/features/booking/bookings.server";
import type { CandidateStatusPages } from "../app/features/candidate-status/status-page.server";
import { createInterviewEmails } from "../app/features/interviews/interview-emails.server";
import { scheduleJobAlertDigests } from "../app/features/job-alerts/digest.server";
import { startSharedJobBoard } from "../app/features/jobs/job-board-purge.server";
import { seedSampleOpenings } from "../app/features/jobs/seed.server";
import { RESUME_HOLD_MS } from "../app/features/resumes/limits";
import {
  clientShortlistUrl,
  type ShortlistRoomPages,
} from "../app/features/shortlist-room/shortlist-page.server";
import { createFormTokens, FORM_TOKEN_LIFETIME_MS } from "../app/features/submissions/form-token.server";
import { createFormTokenUses } from "../app/features/submissions/form-token-uses.server";
import { createRateLimiter } from "../app/features/submissions/rate-limit.server";
import { loadTokenKeys, SECRETS_REFRESH_MS } from "../app/features/submissions/token-secret.server";
import { createMailingList } from "../app/features/subscriptions/unsubscribe.server";
import { createSignedTokens } from "../app/lib/signed-token.server";
import { createInboxServices } from "../inbox/app/lib/inbox-services.server";
import { addEarlierApplicationsToPool } from "./db/candidates";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { filesDir, openFileStorage } from "./db/open-file-storage";
import { createResumeStore } from "./db/resumes";
import type { OutboxChannel } from "./db/schema";
import { createSubmissionStore } from "./db/submissions";
import { createCandidateEmails } from "./emails/candidate-emails.server";
import { createShortlistEmails } from "./emails/shortlist-emails";
import { createStatusLinkEmails } from "./emails/status-link";
import { createTrialEmails } from "./emails/trial-emails";
import { createVisitorEmails } from "./emails/visitor-emails.server";
import type { Env } from "./env.server";
import type { AppServices } from "./load-context";
import { describeError, logger } from "./logger.server";
import type { BackoffPolicy } from "./outbox/backoff";
import { createDeliver } from "./outbox/deliver";
import { createMailBudget } from "./outbox/mail-budget.server";
import { registerMailFolder } from "./outbox/mail-folders.server";
import { createMailer } from "./outbox/mailer";
import { createWebhookSender } from "./outbox/webhook";
import { type OutboxWorker, startOutboxWorker } from "./outbox/worker";
import { runRetention, scheduleRetention } from "./retention/retention-job";

export interface ServiceOptions {
  /** Retry schedule and polling of the outbox worker (tests shorten them). */
  outbox?: {
    backoff?: BackoffPolicy;
    pollIntervalMs?: number;
    leaseMs?: number;
    wakeDelayMs?: number;
    /** false: jobs are queued but nothing delivers them (tests drive the worker themselves). */
    enabled?: boolean;
  };
  /** The daily retention job; false turns it off (tests that count rows run it themselves). */
  retention?: { enabled?: boolean; firstRunDelayMs?: number; intervalMs?: number };
  /** The job alerts' digest pass; false turns it off (tests run it themselves). */
  jobAlertDigests?: { enabled?: boolean; firstRunDelayMs?: number };
  migrationsFolder?: string;
  log?: (message: string) => void;
}

export type RunningServices = AppServices & {
  database: DatabaseHandle;
  outboxWorker: OutboxWorker | undefined;
  /** Delivers one outbox job; exposed so tests and tools can run the worker's logic directly. */
  deliver: ReturnType<typeof createDeliver>;
  stop: () => Promise<void>;
};

/**
 * How many résumés stored before their text was read one start reads (each a worker of at most
 * 10 s, most far less): the rest wait for the next start.
 */
const EARLIER_RESUME_TEXTS = 2_000;

/** Opens everything the app needs (database, workers) before the port opens. */
export async function startServices(env: Env, options: ServiceOptions = {}): Promise<RunningServices> {
  const log = options.log ?? ((message: string) => logger.info(message));
  // The first start on an empty database takes a while (the migrations, the samples): said as it happens.
  log(
    env.DATABASE_URL
      ? "Database: connecting to PostgreSQL (DATABASE_URL) and applying any pending migrations…"
      : `Database: opening the embedded database in ${path.join(env.dataDir, "db")} and applying any pending migrations (on the first start this takes up to a minute)…`,
  );
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, "db"),
    migrationsFolder: options.migrationsFolder,
  });

  // SPEC's sample openings, once per database (app/features/jobs/seed.server.ts).
  const seeded = await seedSampleOpenings(database.db, {
    onSeeding: () => log("Job board: seeding the sample openings (first start only)…"),
  }).catch(async (error) => {
    await database.close();
    throw error;
  });
  if (seeded > 0) log(`Job board: published the ${seeded} sample openings`);
  // Applications stored before the talent pool existed join it, once per database.
  const earlier = await addEarlierApplicationsToPool(database.db).catch(async (error) => {
    await database.close();
    throw error;
  });
  if (earlier.linked + earlier.skipped > 0) {
    log(
      `Talent pool: ${earlier.linked} earlier applications joined the pool` +
        (earlier.skipped > 0
          ? `, ${earlier.skipped} whose answers no longer pass the form's checks did not`
          : ""),
    );
  }
  // Before anything may read a résumé: files an earlier version kept in the database move here.
  const fileStorage = await openFileStorage(env, database).catch(async (error) => {
    await database.close();
    throw error;
  });

  const tokenKeys = await loadTokenKeys({
    db: database.db,
    configured: env.FORM_TOKEN_SECRET,
    configuredPrevious: env.FORM_TOKEN_PREVIOUS_SECRET,
    dataDir: env.dataDir,
  }).catch(async (error) => {
    await database.close();
    throw error;
  });
  const signedTokens = createSignedTokens(tokenKeys);
  // A rotation done by another instance or by `npm run secrets:rotate` is learnt within this.
  const secretsRefresh =
    tokenKeys.source === "database"
      ? setInterval(() => {
          tokenKeys
            .refresh()
            .catch((error: unknown) =>
              log(`Form tokens: could not re-read the secrets (${(error as Error).message})`),
            );
        }, SECRETS_REFRESH_MS).unref()
      : undefined;
  const formTokens = createFormTokens({
    tokens: signedTokens,
    minFillMs: env.FORM_MIN_FILL_MS,
    // Each token carries one stored submission, counted in the database that instances share.
    uses: createFormTokenUses({
      db: database.db,
      windowMs: FORM_TOKEN_LIFETIME_MS,
      writeConcurrency: database.driver === "postgres" ? 4 : 1,
      lingerMs: database.driver === "postgres" ? 0 : 4,
    }),
  });
  // Every e-mail to a visitor counts against these (server/outbox/mail-budget.server.ts).
  const mailBudget = createMailBudget({
    perAddress: env.MAIL_BUDGET_PER_ADDRESS,
    confirmationsPerAddress: env.MAIL_BUDGET_CONFIRMATIONS_PER_ADDRESS,
    perClient: env.MAIL_BUDGET_PER_IP,
  });
  log(
    tokenKeys.source === "database"
      ? "Form tokens and links: signed with the secret kept in the database, the same for every instance that shares it"
      : "Form tokens and links: signed with FORM_TOKEN_SECRET",
  );

  if (env.SMTP_URL && !site.postalAddress) {
    logger.warn(
      { setting: "POSTAL_ADDRESS" },
      "E-mails: no POSTAL_ADDRESS was set at build time, so the e-mails sent over SMTP carry no postal address (U.S. CAN-SPAM asks commercial e-mail for one): build with POSTAL_ADDRESS set",
    );
  }
  // Without SMTP, the .eml copies stay in this instance's folder: recorded, so an erasure run on
  // another instance can find them or say it cannot.
  if (!env.SMTP_URL) await registerMailFolder(database.db, path.join(env.dataDir, "mail"));
  const mailer = createMailer({
    from: env.MAIL_FROM,
    to: env.NOTIFY_TO,
    replyTo: env.REPLY_TO ?? env.NOTIFY_TO,
    smtpUrl: env.SMTP_URL,
    mailDir: path.join(env.dataDir, "mail"),
  });
  const webhook =
    env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? createWebhookSender({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET })
      : undefined;
  const channels: OutboxChannel[] = webhook ? ["email", "webhook"] : ["email"];
  // Discovery-call bookings (app/features/booking); their e-mails go through the outbox below.
  const bookings = createBookingService({
    db: database.db,
    mailBudget,
    config: availability,
    tokens: signedTokens,
    siteOrigin: env.SITE_ORIGIN,
    meeting: {
      ...(env.BOOKING_MEETING_URL ? { url: env.BOOKING_MEETING_URL } : {}),
      ...(env.BOOKING_MEETING_PLACE ? { place: env.BOOKING_MEETING_PLACE } : {}),
    },
    limits: { perEmail: env.BOOKING_MAX_OPEN_PER_EMAIL, perNetwork: env.BOOKING_MAX_OPEN_PER_IP },
    onQueued: () => outboxWorker?.wake(),
  });
  const deliver = createDeliver({
    mailer,
    webhook,
    siteOrigin: env.SITE_ORIGIN,
    emails: {
      ...createVisitorEmails({ siteOrigin: env.SITE_ORIGIN, tokens: signedTokens }),
      ...createCandidateEmails({ db: database.db, siteOrigin: env.SITE_ORIGIN }),
      ...createBookingEmails({ siteOrigin: env.SITE_ORIGIN, bookings }),
      ...createInterviewEmails({
        db: database.db,
        siteOrigin: env.SITE_ORIGIN,
        meeting: bookings.meeting,
        organizer: { name: site.name, email: env.REPLY_TO ?? env.NOTIFY_TO },
        clientManageUrl: (interview) =>
          clientShortlistUrl(database.db, signedTokens, env.SITE_ORIGIN, interview.hiringRequestId),
      }),
      ...createStatusLinkEmails({ db: database.db, siteOrigin: env.SITE_ORIGIN }),
      ...createShortlistEmails({ db: database.db, siteOrigin: env.SITE_ORIGIN }),
      ...createTrialEmails({ db: database.db, siteOrigin: env.SITE_ORIGIN }),
    },
  });

  const outboxOptions = options.outbox ?? {};
  const outboxWorker =
    outboxOptions.enabled === false
      ? undefined
      : startOutboxWorker({ db: database.db, deliver, ...outboxOptions });

  const resumes = createResumeStore(database.db, fileStorage);
  // Résumés stored before their text was read get it now, in the background, one at a time.
  const earlierTexts = new AbortController();
  const readingEarlierTexts = resumes
    .readEarlierTexts({ limit: EARLIER_RESUME_TEXTS, signal: earlierTexts.signal })
    .then((count) => {
      if (count > 0) log(`Talent pool: read the text of ${count} earlier résumés for the search`);
    })
    .catch((error: unknown) =>
      log(`Talent pool: reading earlier résumés stopped (${(error as Error).message})`),
    );
  const resumeUploadLimiter = createRateLimiter({
    db: database.db,
    name: "resumeUpload",
    max: env.RESUME_RATE_LIMIT_MAX,
    windowMs: env.RATE_LIMIT_WINDOW_MS,
  });

  const submissions = createSubmissionStore(database.db, {
    resumesPerAddress: env.RESUME_MAX_PER_ADDRESS,
    resumeHoldMs: RESUME_HOLD_MS,
    writeConcurrency: database.driver === "postgres" ? 4 : 1,
    lingerMs: database.driver === "postgres" ? 0 : 4,
    channels: () => channels,
    mailBudget,
    onQueued: () => outboxWorker?.wake(),
  });

  const limiter = (name: FormKind) =>
    createRateLimiter({ db: database.db, name, max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS });
  const rateLimiters = {
    hiringRequest: limiter("hiringRequest"),
    candidateApplication: limiter("candidateApplication"),
    subscription: limiter("subscription"),
    estimateRequest: limiter("estimateRequest"),
    booking: limiter("booking"),
    jobAlert: limiter("jobAlert"),
    pilotRequest: limiter("pilotRequest"),
  };

  const candidateStatus: CandidateStatusPages = {
    db: database.db,
    mailBudget,
    linkLimiter: createRateLimiter({
      db: database.db,
      name: "statusLink",
      max: env.RATE_LIMIT_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    }),
    resumes,
    resumeLimiter: resumeUploadLimiter,
    onQueued: () => outboxWorker?.wake(),
    onError: (error) => logger.error({ err: describeError(error) }, "Queuing a status link failed"),
  };

  const shortlistRoom: ShortlistRoomPages = {
    db: database.db,
    resumes,
    tokens: signedTokens,
    mailBudget,
    viewLimiter: createRateLimiter({
      db: database.db,
      name: "shortlistView",
      max: env.SHORTLIST_VIEW_RATE_LIMIT_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    }),
    onQueued: () => outboxWorker?.wake(),
  };

  const mailingList = createMailingList({
    db: database.db,
    tokens: signedTokens,
    siteOrigin: env.SITE_ORIGIN,
  });

  // The job board's page cache, purged in every instance whenever the inbox changes an opening.
  const sharedJobBoard = await startSharedJobBoard(database).catch(async (error) => {
    await database.close();
    throw error;
  });
  const { jobBoard } = sharedJobBoard;
  const inbox = createInboxServices({
    db: database.db,
    onOpeningsChanged: () => jobBoard.purge(),
    siteOrigin: env.SITE_ORIGIN,
    channels: () => channels,
    onQueued: () => outboxWorker?.wake(),
    mailBudget,
    mailDir: path.join(env.dataDir, "mail"),
    secret: tokenKeys.inboxKey,
    requireTwoFactorForAdmins: env.INBOX_REQUIRE_2FA,
    files: fileStorage,
    shortlistLinkDays: env.SHORTLIST_LINK_DAYS,
  });

  const retentionOptions = options.retention ?? {};
  const retention =
    retentionOptions.enabled === false
      ? undefined
      : scheduleRetention({
          run: () =>
            runRetention({
              db: database.db,
              mailDir: path.join(env.dataDir, "mail"),
              retentionMonths: env.RETENTION_MONTHS,
              mailRetentionDays: env.MAIL_RETENTION_DAYS,
              files: fileStorage,
            }),
          log,
          firstRunDelayMs: retentionOptions.firstRunDelayMs,
          intervalMs: retentionOptions.intervalMs,
        });

  const digestOptions = options.jobAlertDigests ?? {};
  const jobAlertDigests =
    digestOptions.enabled === false
      ? undefined
      : scheduleJobAlertDigests({
          db: database.db,
          intervalMs: env.JOB_ALERT_DIGEST_INTERVAL_MS,
          log,
          onQueued: () => outboxWorker?.wake(),
          firstRunDelayMs: digestOptions.firstRunDelayMs,
        });

  log(
    `Database: ${database.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${path.join(env.dataDir, "db")}`}; uploaded files: ${fileStorage.inDatabase ? "in the database" : env.S3_ENDPOINT ? "in the S3 bucket (S3_ENDPOINT)" : `in ${filesDir(env.dataDir)}`}; notifications: ${mailer.describe()}${webhook ? " and the lead webhook" : ""}`,
  );

  let stopped = false;
  return {
    env,
    submissions,
    rateLimiters,
    resumes,
    resumeUploadLimiter,
    formTokens,
    signedTokens,
    mailingList,
    inbox,
    bookings,
    jobBoard,
    candidateStatus,
    shortlistRoom,
    checkHealth: () => database.ping(),
    database,
    outboxWorker,
    deliver,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(secretsRefresh);
      earlierTexts.abort();
      await readingEarlierTexts;
      await retention?.stop();
      await jobAlertDigests?.stop();
      await outboxWorker?.stop();
      await sharedJobBoard.stop();
      mailer.close();
      await database.close();
    },
  };
}
