import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { SERVED_COUNTRIES } from "../../app/content/countries";
import type { Attribution } from "../../app/content/forms/envelope";
import type { JobOpeningTranslations, JobStatus, JobType } from "../../app/content/job-openings";
import {
  SHORTLIST_PASS_NOTE_MAX_CHARS,
  SHORTLIST_PASS_REASONS,
  type ShortlistPassReason,
} from "../../app/content/shortlist-pass-reasons";
import { CANDIDATE_STAGES, type CandidateStage, type CefrLevel, ENGLISH_LEVELS_CEFR } from "./vetting";

/** Columns every stored submission carries besides its own fields. */
const submissionColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  spam: boolean("spam").notNull().default(false),
  spamReason: text("spam_reason"),
  attribution: jsonb("attribution").$type<Attribution>().notNull().default({}),
  userAgent: text("user_agent"),
  clientIp: text("client_ip"),
  // Unique so that concurrent retries of one submission collapse into one row (NULLs never clash).
  idempotencyKey: text("idempotency_key").unique(),
  // SHA-256 of the canonical request body: a reused idempotency key with another body is refused.
  requestHash: text("request_hash"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Where the team stands with a lead (the inbox's pipeline; values per kind in inbox/app/lib/pipelines.ts). */
const pipelineColumns = () => ({
  status: text("status").notNull().default("new"),
  ownerId: uuid("owner_id").references((): AnyPgColumn => inboxUsers.id),
});

/**
 * Indexes for the inbox list's filters (inbox/app/lib/lead-list.server.ts): owner, quarantine
 * and the UTM values, each followed by received_at, the list's order, so a filtered page is read
 * in order; and the lower-cased address and its domain, which the duplicate check compares.
 */
const leadListIndexes = (
  name: string,
  table: {
    ownerId: AnyPgColumn;
    receivedAt: AnyPgColumn;
    spam: AnyPgColumn;
    attribution: AnyPgColumn;
    email: AnyPgColumn;
  },
) => [
  index(`${name}_owner_idx`).on(table.ownerId, table.receivedAt),
  index(`${name}_quarantined_idx`).on(table.receivedAt).where(sql`${table.spam}`),
  index(`${name}_utm_source_idx`).on(sql`(${table.attribution}->>'utmSource')`, table.receivedAt),
  index(`${name}_utm_medium_idx`).on(sql`(${table.attribution}->>'utmMedium')`, table.receivedAt),
  index(`${name}_utm_campaign_idx`).on(sql`(${table.attribution}->>'utmCampaign')`, table.receivedAt),
  index(`${name}_email_idx`).on(sql`lower(${table.email})`),
  index(`${name}_email_domain_idx`).on(sql`split_part(lower(${table.email}), '@', 2)`),
];

export const hiringRequests = pgTable(
  "hiring_requests",
  {
    ...submissionColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull(),
    roles: text("roles").array().notNull(),
    primaryGoal: text("primary_goal").notNull(),
    budgetRange: text("budget_range").notNull(),
    industries: text("industries").array().notNull(),
    additionalInfo: text("additional_info"),
    ...pipelineColumns(),
  },
  (table) => [
    index("hiring_requests_received_at_idx").on(table.receivedAt),
    index("hiring_requests_status_idx").on(table.status, table.receivedAt),
    ...leadListIndexes("hiring_requests", table),
  ],
);

export const candidateApplications = pgTable(
  "candidate_applications",
  {
    ...submissionColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // The remaining answers of the application form, kept as submitted (validated by its schema).
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    /** The language the candidate applied in ("en", "es", "pt-br"); their e-mails use it. */
    locale: text("locale").notNull().default("en"),
    ...pipelineColumns(),
    /**
     * The person who applied (one per normalised address, candidates.ts), set in the application's
     * own statement; null while the application is quarantined as spam. A candidate's deletion
     * takes their applications with it.
     */
    candidateId: uuid("candidate_id").references((): AnyPgColumn => candidates.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("candidate_applications_received_at_idx").on(table.receivedAt),
    index("candidate_applications_candidate_idx").on(table.candidateId, table.receivedAt),
    index("candidate_applications_status_idx").on(table.status, table.receivedAt),
    // An opening's applications in the inbox (inbox/app/lib/opening-applications.server.ts):
    // the job's slug among the answers, newest first.
    index("candidate_applications_job_idx").on(sql`(${table.details}->>'job')`, table.receivedAt),
    ...leadListIndexes("candidate_applications", table),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    ...submissionColumns(),
    email: text("email").notNull(),
    source: text("source").$type<"newsletter" | "match-report" | "job-alert">().notNull(),
    /** The role (stack slug) a match report was asked for; null when none was picked. */
    role: text("role"),
    /**
     * Job alerts (source "job-alert") live here too: the same double opt-in, confirmation page,
     * signed unsubscribe links, mail budgets and retention as the newsletter, plus the alert's
     * filter (each part optional: none matches every new opening), the language its e-mails are
     * written in and when its last weekly digest was queued.
     */
    locale: text("locale"),
    alertCategory: text("alert_category"),
    alertStack: text("alert_stack"),
    alertCountry: text("alert_country"),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    /** Double opt-in: set when the address confirmed the newsletter; only then is it subscribed. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ownerId: uuid("owner_id").references((): AnyPgColumn => inboxUsers.id),
  },
  (table) => [
    // One genuine subscription per address, form and job-alert filter; rows flagged as spam never
    // block a real one.
    uniqueIndex("subscriptions_email_source_filter_idx")
      .on(
        table.email,
        table.source,
        sql`coalesce(${table.alertCategory}, '')`,
        sql`coalesce(${table.alertStack}, '')`,
        sql`coalesce(${table.alertCountry}, '')`,
      )
      .where(sql`${table.spam} = false`),
    // The digest job's scan: confirmed job alerts, the least recently sent first.
    index("subscriptions_job_alerts_idx")
      .on(table.lastDigestAt)
      .where(
        sql`${table.source} = 'job-alert' and ${table.confirmedAt} is not null and ${table.unsubscribedAt} is null and ${table.spam} = false`,
      ),
    index("subscriptions_received_at_idx").on(table.receivedAt),
    ...leadListIndexes("subscriptions", table),
  ],
);

/** "E-mail me this estimate" on /savings-calculator: the address and the calculator's inputs. */
export const estimateRequests = pgTable(
  "estimate_requests",
  {
    ...submissionColumns(),
    email: text("email").notNull(),
    /** Stack slug (app/content/categories.ts). */
    role: text("role").notNull(),
    seniority: text("seniority").notNull(),
    hoursPerWeek: integer("hours_per_week").notNull(),
    overheadPercent: integer("overhead_percent").notNull(),
    /** Set when the estimate e-mail's unsubscribe link (or its one-click POST) was used. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...pipelineColumns(),
  },
  (table) => [
    index("estimate_requests_received_at_idx").on(table.receivedAt),
    index("estimate_requests_status_idx").on(table.status, table.receivedAt),
    ...leadListIndexes("estimate_requests", table),
  ],
);

/**
 * The pilot requests of /human-data-llm-training (app/features/pilot-request): who asks, and the
 * pilot's answers (annotators, task types, languages, volume, quality bar, start date, notes) as
 * validated by their schema.
 */
export const pilotRequests = pgTable(
  "pilot_requests",
  {
    ...submissionColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    ...pipelineColumns(),
  },
  (table) => [
    index("pilot_requests_received_at_idx").on(table.receivedAt),
    index("pilot_requests_status_idx").on(table.status, table.receivedAt),
    ...leadListIndexes("pilot_requests", table),
  ],
);

/** Fixed-window counters of the form rate limits, shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** "suppressed": an e-mail to a visitor held back (over a budget, or a form sent too fast); last_error says why. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "suppressed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type OutboxChannel = "email" | "webhook";

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Delivery channel: one row per channel, so each retries on its own. */
    channel: text("channel").$type<OutboxChannel>().notNull(),
    /** What happened, e.g. "hiring_request.created". */
    event: text("event").notNull(),
    refId: uuid("ref_id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // While 'sending', this is the end of the claim's lease: a crashed worker's rows come back then.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    index("outbox_ref_idx").on(table.refId),
    // The jobs held back for good, few among the sent ones: counted by /metrics at every scrape.
    index("outbox_held_idx")
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('failed', 'suppressed')`),
  ],
);

export const INBOX_ROLES = ["admin", "sales"] as const;
export type InboxRole = (typeof INBOX_ROLES)[number];

/** The team's accounts for the leads inbox. Disabled, never deleted: events keep naming their author. */
export const inboxUsers = pgTable("inbox_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Stored lower-cased, so the address is unique whatever case it is typed in.
  email: text("email").notNull().unique(),
  role: text("role").$type<InboxRole>().notNull(),
  passwordHash: text("password_hash").notNull(),
  /** Set for a password handed out by the command line: it only lets the user choose a new one. */
  mustChangePassword: boolean("must_change_password").notNull().default(true),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The second factor's TOTP secret, AES-GCM encrypted with a key derived from the server's secret; null = off. */
  totpSecret: text("totp_secret"),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  totpLastStep: integer("totp_last_step"),
});

/** Signed-in browsers. Only the SHA-256 of the cookie's random id is stored. */
export const inboxSessions = pgTable(
  "inbox_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => inboxUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session, however active it is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("inbox_sessions_user_idx").on(table.userId)],
);

export const LEAD_EVENT_TYPES = [
  "status_changed",
  "owner_changed",
  "note",
  "released_from_quarantine",
  "delivery_retried",
  "call_cancelled",
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/**
 * What the team did on a lead. One column per lead table, each deleted with its lead (retention
 * deletes leads; their history and notes must go with them).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hiringRequestId: uuid("hiring_request_id").references(() => hiringRequests.id, { onDelete: "cascade" }),
    candidateApplicationId: uuid("candidate_application_id").references(() => candidateApplications.id, {
      onDelete: "cascade",
    }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "cascade" }),
    estimateRequestId: uuid("estimate_request_id").references(() => estimateRequests.id, {
      onDelete: "cascade",
    }),
    pilotRequestId: uuid("pilot_request_id").references(() => pilotRequests.id, { onDelete: "cascade" }),
    type: text("type").$type<LeadEventType>().notNull(),
    actorId: uuid("actor_id").references(() => inboxUsers.id),
    /** status/owner changes: { from, to }; notes: { text }. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "lead_events_one_lead",
      sql`num_nonnulls(${table.hiringRequestId}, ${table.candidateApplicationId}, ${table.subscriptionId}, ${table.estimateRequestId}, ${table.pilotRequestId}) = 1`,
    ),
    index("lead_events_hiring_request_idx").on(table.hiringRequestId),
    index("lead_events_candidate_application_idx").on(table.candidateApplicationId),
    index("lead_events_subscription_idx").on(table.subscriptionId),
    index("lead_events_estimate_request_idx").on(table.estimateRequestId),
    index("lead_events_pilot_request_idx").on(table.pilotRequestId),
  ],
);

/**
 * Who did what in the inbox, kept apart from the leads so that it outlives them (deleting a lead
 * leaves its audit entries, which hold ids and counts, never a person's data).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Insertion order. Two entries can carry the same `created_at` (the embedded database's clock
     * ticks in milliseconds), so listings break ties with it.
     */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    /** Null for an action nobody signed in did, e.g. a failed login for an unknown address. */
    actorId: uuid("actor_id").references(() => inboxUsers.id),
    /** e.g. "lead.status_changed", "user.created", "auth.login_failed". */
    action: text("action").notNull(),
    /** e.g. "hiring-requests", "user", "person". */
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    /** When it happened; for a summary, the last attempt it counts. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on a summary entry (refused and failed sign-ins, inbox/app/lib/audit.server.ts): one row
     * per client address, account and window, so nobody can grow the log by trying to sign in.
     */
    summaryKey: text("summary_key"),
    /** How many attempts a summary counts (null on a single entry). */
    attempts: integer("attempts"),
    /** A summary's first attempt. */
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    uniqueIndex("audit_log_summary_key_idx").on(table.summaryKey),
  ],
);

export const BOOKING_STATUSES = ["confirmed", "cancelled", "rescheduled", "quarantined"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Discovery calls booked on the site (app/features/booking). Times are UTC. A host's slot holds
 * one confirmed booking: the partial unique index makes a second one fail in any instance, and a
 * cancelled (or quarantined) booking frees the slot.
 */
export const bookings = pgTable(
  "bookings",
  {
    ...submissionColumns(),
    hostId: text("host_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The mailbox the booking limits count (`mailboxKey` of the address: no capitals, no +tag). */
    mailbox: text("mailbox").notNull(),
    company: text("company").notNull(),
    /** The visitor's IANA time zone, for the e-mails. */
    timeZone: text("time_zone").notNull(),
    hiringRequestId: uuid("hiring_request_id").references(() => hiringRequests.id, { onDelete: "set null" }),
    /** The booking this one replaced (reschedule). */
    rescheduledFromId: uuid("rescheduled_from_id").references((): AnyPgColumn => bookings.id, {
      onDelete: "set null",
    }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set when the team cancelled the call from the inbox: who, and the reason the visitor was sent. */
    cancelledById: uuid("cancelled_by_id").references(() => inboxUsers.id),
    cancellationReason: text("cancellation_reason"),
    /**
     * The client's network as the booking limits count it: the IPv4 address, or the /64 of an
     * IPv6 one (one subscriber's usual allocation), so a host cannot dodge the limit by
     * changing the last bits of its address.
     */
    clientNetwork: text("client_network"),
    /** The calendar event's UID: kept by a reschedule, whose invitation then updates the same event. */
    calendarUid: text("calendar_uid").notNull(),
    /** The invitation's SEQUENCE: one more at each reschedule. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
  },
  (table) => [
    uniqueIndex("bookings_host_slot_idx")
      .on(table.hostId, table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
    index("bookings_hiring_request_idx").on(table.hiringRequestId),
    index("bookings_starts_at_idx").on(table.startsAt),
    // The booking limits count a visitor's open bookings by mailbox and by network.
    index("bookings_open_mailbox_idx")
      .on(table.mailbox, table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
    index("bookings_open_network_idx")
      .on(table.clientNetwork, table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
  ],
);

/**
 * The openings candidates apply to (app/features/jobs), written by the team in the inbox. Category
 * and stack are slugs of app/content/categories.ts, countries ISO codes of app/content/countries.ts,
 * rates whole USD an hour. The public listing reads published rows only: each filter has a partial
 * index on published rows, followed by the listing's order where it is a plain equality. The
 * texts live in `job_opening_texts`, so the listing counts and filters thousands of narrow rows
 * and reads the texts of the openings it shows only.
 */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** From the title when the opening is created, then kept: it is the public URL. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    stack: text("stack").notNull(),
    seniority: text("seniority").notNull(),
    type: text("type").$type<JobType>().notNull(),
    location: text("location").notNull().default("Remote"),
    /** The countries a candidate may apply from; all served countries unless the team narrows them. */
    countries: text("countries")
      .array()
      .notNull()
      .default(SERVED_COUNTRIES.map((country) => country.code)),
    rateMin: integer("rate_min").notNull(),
    rateMax: integer("rate_max").notNull(),
    /** The editor chose a range outside the stack's typical one, and saw the warning. */
    rateOverride: boolean("rate_override").notNull().default(false),
    /** The languages the opening has a version in (its texts' translations), for the localised listings. */
    locales: text("locales").array().notNull().default([]),
    validThrough: date("valid_through", { mode: "string" }),
    status: text("status").$type<JobStatus>().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdById: uuid("created_by_id").references(() => inboxUsers.id),
    updatedById: uuid("updated_by_id").references(() => inboxUsers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const published = sql`${table.status} = 'published'`;
    return [
      check("job_openings_rate_range", sql`${table.rateMin} > 0 and ${table.rateMin} <= ${table.rateMax}`),
      check("job_openings_status", sql`${table.status} in ('draft', 'published', 'closed')`),
      index("job_openings_status_idx").on(table.status, table.updatedAt),
      index("job_openings_listing_idx").on(table.publishedAt, table.id).where(published),
      index("job_openings_category_idx").on(table.category, table.publishedAt).where(published),
      index("job_openings_stack_idx").on(table.stack, table.publishedAt).where(published),
      index("job_openings_type_idx").on(table.type, table.publishedAt).where(published),
      index("job_openings_seniority_idx").on(table.seniority, table.publishedAt).where(published),
      index("job_openings_rate_idx").on(table.rateMax).where(published),
      index("job_openings_countries_idx").using("gin", table.countries).where(published),
      index("job_openings_locales_idx").using("gin", table.locales).where(published),
    ];
  },
);

/** An opening's Markdown texts (rendered sanitised) and their versions in other languages. */
export const jobOpeningTexts = pgTable("job_opening_texts", {
  openingId: uuid("opening_id")
    .primaryKey()
    .references(() => jobOpenings.id, { onDelete: "cascade" }),
  description: text("description").notNull(),
  responsibilities: text("responsibilities").notNull().default(""),
  requirements: text("requirements").notNull().default(""),
  benefits: text("benefits").notNull().default(""),
  translations: jsonb("translations").$type<JobOpeningTranslations>().notNull().default({}),
});

/**
 * One-time data tasks done at start-up (e.g. the sample openings): a row is claimed in the
 * transaction that does the task, so among instances starting together exactly one does it, once.
 */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

export const SERVER_SECRET_PURPOSES = ["signing", "inbox-keys"] as const;
export type ServerSecretPurpose = (typeof SERVER_SECRET_PURPOSES)[number];

/**
 * The secrets the server generates for itself when FORM_TOKEN_SECRET is not set, kept in the
 * database so that every instance sharing it signs and verifies with the same ones
 * (app/features/submissions/token-secret.server.ts). "signing" rows sign form tokens and mailed
 * links and can be rotated: the newest row whose `signsFrom` has come signs, and a row that
 * `retiredAt` some time ago still verifies for the grace period unless revoked. The one
 * "inbox-keys" row is what the inbox derives its stored keys from; it is never rotated, since
 * the second factors encrypted with it would no longer open.
 */
export const serverSecrets = pgTable(
  "server_secrets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose").$type<ServerSecretPurpose>().notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    signsFrom: timestamp("signs_from", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("server_secrets_inbox_keys_idx")
      .on(table.purpose)
      .where(sql`${table.purpose} = 'inbox-keys'`),
    check("server_secrets_purpose_check", sql`${table.purpose} in ('signing', 'inbox-keys')`),
  ],
);

/**
 * The folders instances write their .eml copies to when no SMTP_URL is set, one row per host and
 * folder, refreshed at each start: an erasure run on one instance deletes the copies it can reach
 * and names the folders it cannot (server/outbox/mail-folders.server.ts).
 */
export const mailFolders = pgTable(
  "mail_folders",
  {
    host: text("host").notNull(),
    path: text("path").notNull(),
    lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.host, table.path] })],
);

/** Raw bytes: PGlite reads them as a Uint8Array, node-postgres as a Buffer (also a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The database backend of the file storage (server/storage): one row per stored object, so every
 * instance sharing the database reads the same files, and a lead's files can be deleted in the
 * transaction that deletes the lead.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const RESUME_KINDS = ["pdf", "docx"] as const;
export type ResumeKind = (typeof RESUME_KINDS)[number];

/**
 * A candidate's résumé. Uploaded first (unattached, held for a limited time), then attached to
 * the application that names its id, or to the candidate who sent it from their status page;
 * deleted with the application or the candidate (its bytes too, by the code
 * that deletes applications: the bytes live in the storage, not behind a foreign key).
 */
export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Where the bytes are, in the file storage. */
    storageKey: text("storage_key").notNull().unique(),
    kind: text("kind").$type<ResumeKind>().notNull(),
    /** The name the file was sent with, made safe to show and to offer as a download's name. */
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    clientIp: text("client_ip"),
    applicationId: uuid("application_id").references(() => candidateApplications.id, {
      onDelete: "cascade",
    }),
    /** When an application took it; the per-address daily limit counts by it. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    /**
     * The candidate who sent it from their status page, without an application: their newest
     * résumé then, the earlier ones kept. Deleted with the candidate (its bytes too, by the code
     * that deletes candidates).
     */
    candidateId: uuid("candidate_id").references((): AnyPgColumn => candidates.id, { onDelete: "cascade" }),
    /**
     * The file's words for the pool's search, its first RESUME_TEXT_MAX_CHARS characters
     * (server/db/resume-text.ts); null when it could not be read.
     */
    text: text("text"),
    /** When its text was read or tried (null: never, the start-up backfill reads it). */
    textReadAt: timestamp("text_read_at", { withTimezone: true }),
  },
  (table) => [
    // One résumé per application.
    uniqueIndex("resumes_application_idx").on(table.applicationId),
    index("resumes_candidate_idx").on(table.candidateId, table.uploadedAt),
    // The retention job finds the unattached uploads past their hold time.
    index("resumes_unattached_idx")
      .on(table.uploadedAt)
      .where(sql`${table.applicationId} is null and ${table.candidateId} is null`),
    check("resumes_kind_check", sql`${table.kind} in ('pdf', 'docx')`),
  ],
);

/** SQL list of fixed values, for a check constraint. */
const valuesList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * The talent pool: one row per person who applied, found by their normalised address (NFKC,
 * trimmed, lower-cased: `normalizeCandidateEmail` in candidates.ts), whichever form or opening
 * they applied through. Their applications are their history; the fields here are what the
 * applications said last and what the team has learned since. Category and stacks are slugs of
 * app/content/categories.ts, the country an ISO code of app/content/countries.ts, the rate whole
 * or fractional USD an hour, the English level CEFR.
 */
export const candidates = pgTable(
  "candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    /** The language of their latest application: their e-mails and status page use it. */
    locale: text("locale").notNull().default("en"),
    country: text("country"),
    /** IANA time zone, e.g. "America/Bogota". */
    timeZone: text("time_zone"),
    /** Languages they work in, as BCP 47 tags ("es", "pt-BR", "en"). */
    languages: text("languages").array().notNull().default([]),
    englishLevel: text("english_level").$type<CefrLevel>(),
    category: text("category"),
    stacks: text("stacks").array().notNull().default([]),
    seniority: text("seniority"),
    yearsOfExperience: integer("years_of_experience"),
    hourlyRateUsd: numeric("hourly_rate_usd", { precision: 7, scale: 2, mode: "number" }),
    hoursPerWeek: integer("hours_per_week"),
    earliestStart: date("earliest_start", { mode: "string" }),
    links: text("links").array().notNull().default([]),
    /** Consent to stay in the pool for future roles: until when it keeps them (null: not given). */
    poolConsentUntil: timestamp("pool_consent_until", { withTimezone: true }),
    /**
     * The weekly hours they can interview in, in their own time zone (server/db/interviews.ts);
     * null until they state them on their status page, when weekdays 9:00-17:00 apply.
     */
    interviewWindows: jsonb("interview_windows").$type<InterviewWindow[]>(),
    /** Consent to show clients on a shortlist their full profile and résumé (else first name and initial). */
    shareProfileConsent: boolean("share_profile_consent").notNull().default(false),
    consentsChangedAt: timestamp("consents_changed_at", { withTimezone: true }),
    ownerId: uuid("owner_id").references((): AnyPgColumn => inboxUsers.id),
    tags: text("tags").array().notNull().default([]),
    notes: text("notes").notNull().default(""),
    stage: text("stage").$type<CandidateStage>().notNull().default("applied"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The candidate's or the team's latest action on the record: retention counts from it. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("candidates_stage", sql`${table.stage} in (${valuesList(CANDIDATE_STAGES)})`),
    check("candidates_english_level", sql`${table.englishLevel} in (${valuesList(ENGLISH_LEVELS_CEFR)})`),
    check("candidates_hours_per_week", sql`${table.hoursPerWeek} between 1 and 168`),
    check("candidates_years_of_experience", sql`${table.yearsOfExperience} between 0 and 80`),
    check("candidates_hourly_rate", sql`${table.hourlyRateUsd} > 0`),
    index("candidates_stage_idx").on(table.stage, table.stageChangedAt),
    index("candidates_owner_idx").on(table.ownerId),
    index("candidates_last_activity_idx").on(table.lastActivityAt),
    // The pool list's orders (inbox/app/lib/candidate-list.server.ts). Its word search reads the
    // column `search_vector`, kept by triggers and left out of this schema: nothing here writes
    // it, and no query of the app should carry it (drizzle/0022_pool_full_text.sql).
    index("candidates_created_idx").on(table.createdAt, table.id),
    index("candidates_rate_idx").on(table.hourlyRateUsd.asc().nullsLast(), table.id),
    index("candidates_stage_age_idx").on(table.stageChangedAt, table.id),
  ],
);

/**
 * A candidate's stage history: every move, by whom (an inbox user; null when the candidate did it
 * from their status page) and when; a rejection with its template's key and the team's note.
 */
export const candidateStageEvents = pgTable(
  "candidate_stage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    fromStage: text("from_stage").$type<CandidateStage>().notNull(),
    toStage: text("to_stage").$type<CandidateStage>().notNull(),
    actorId: uuid("actor_id").references(() => inboxUsers.id),
    /** The rejection template's key (vetting.ts), for a rejection. */
    reason: text("reason"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("candidate_stage_events_candidate_idx").on(table.candidateId, table.createdAt)],
);

/** Ratings of one criterion of a scorecard, keyed by the criterion (vetting.ts). */
export type ScorecardRatings = Record<string, { rating: number; evidence: string }>;

/** One interviewer's scorecard of a stage: each criterion of the stage rated 1–4 with its evidence. */
export const candidateScorecards = pgTable(
  "candidate_scorecards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    stage: text("stage").$type<CandidateStage>().notNull(),
    ratings: jsonb("ratings").$type<ScorecardRatings>().notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => inboxUsers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("candidate_scorecards_candidate_idx").on(table.candidateId, table.stage)],
);

/**
 * The links to a candidate's own status page (server/db/candidate-tokens.ts): each a random
 * 256-bit token whose SHA-256 alone is kept, so the table cannot open a page. A candidate has as
 * many as they were mailed; revoking closes all of them at once.
 */
export const candidateStatusTokens = pgTable(
  "candidate_status_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("candidate_status_tokens_candidate_idx").on(table.candidateId)],
);

/**
 * The other addresses of a candidate: those of the candidates merged into them
 * (server/db/candidate-merge.ts). An application from one of them joins this candidate instead of
 * making the duplicate again; erasure deletes the row with the address.
 */
export const candidateAddresses = pgTable(
  "candidate_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Normalised like candidates.email. */
    email: text("email").notNull().unique(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("candidate_addresses_candidate_idx").on(table.candidateId)],
);

export const SHORTLIST_STATUSES = ["draft", "ready", "sent"] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/**
 * The team's shortlist for a hiring request (server/db/shortlists.ts): one per request, deleted
 * with it. "draft" while the team builds it, "ready" once it passed the rules (3 to 5 vetted,
 * consenting candidates). `version` is the shortlist's version the client sees (a replacement
 * candidate makes a new one); `revision` counts every change, and the inbox's forms carry it so a
 * stale form is refused. The brief is what the team noted of the role on the discovery call: the
 * pool is ranked by it (server/db/shortlist-ranking.ts).
 */
export const shortlists = pgTable(
  "shortlists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hiringRequestId: uuid("hiring_request_id")
      .notNull()
      .unique()
      .references(() => hiringRequests.id, { onDelete: "cascade" }),
    status: text("status").$type<ShortlistStatus>().notNull().default("draft"),
    version: integer("version").notNull().default(1),
    revision: integer("revision").notNull().default(1),
    /** Stack slugs of app/content/categories.ts. */
    briefStacks: text("brief_stacks").array().notNull().default([]),
    briefSeniority: text("brief_seniority"),
    /** The client's IANA time zone. */
    briefTimeZone: text("brief_time_zone"),
    briefMaxRateUsd: numeric("brief_max_rate_usd", { precision: 7, scale: 2, mode: "number" }),
    createdById: uuid("created_by_id").references(() => inboxUsers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the shortlist was last marked ready. */
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** When it was first sent to the client: the 48-hour clock stops then (shortlist-clock.ts). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The version the client was last sent: their page shows it while the team edits the next. */
    sentVersion: integer("sent_version"),
    /**
     * When a replacement after a trial reopened the request (server/db/trials.ts): the current
     * round's 48-hour clock starts here; null for the first round, which starts at the request.
     */
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
  },
  (table) => [
    check("shortlists_status", sql`${table.status} in (${valuesList(SHORTLIST_STATUSES)})`),
    check("shortlists_brief_max_rate", sql`${table.briefMaxRateUsd} > 0`),
    index("shortlists_ready_idx").on(table.readyAt),
    index("shortlists_sent_idx").on(table.sentAt),
  ],
);

/**
 * The most candidates a shortlist's draft holds while the team weighs them (a ready shortlist
 * holds 3 to 5, shortlists.ts), and the longest pitch the team writes for one.
 */
export const SHORTLIST_DRAFT_MAX_ENTRIES = 10;
export const SHORTLIST_PITCH_MAX_CHARS = 1_000;

/**
 * A candidate on a shortlist's version, in the team's order (1 first), with the team's pitch.
 * Deleted with the shortlist or the candidate; a candidate merge moves them (candidate-merge.ts).
 */
export const shortlistEntries = pgTable(
  "shortlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    pitch: text("pitch").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("shortlist_entries_shortlist_idx").on(table.shortlistId, table.version, table.position),
    index("shortlist_entries_candidate_idx").on(table.candidateId),
    check(
      "shortlist_entries_position",
      sql`${table.position} between 1 and ${sql.raw(String(SHORTLIST_DRAFT_MAX_ENTRIES))}`,
    ),
    check(
      "shortlist_entries_pitch_length",
      sql`char_length(${table.pitch}) <= ${sql.raw(String(SHORTLIST_PITCH_MAX_CHARS))}`,
    ),
  ],
);

/**
 * The client's links to a shortlist's page, /shortlists/{token} (server/db/shortlist-links.ts):
 * one per "Send", for the version sent. The token, 256 random bits, is issued when its e-mail is
 * sent and only its SHA-256 is kept (null until then), so neither the outbox nor the table opens
 * the page. A link expires at `expires_at` and closes when revoked; deleted with the shortlist.
 */
export const shortlistLinks = pgTable(
  "shortlist_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    tokenHash: text("token_hash").unique(),
    sentById: uuid("sent_by_id").references(() => inboxUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The client's first view through this link (audited, and mailed to the request's owner). */
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
  },
  (table) => [
    index("shortlist_links_shortlist_idx").on(table.shortlistId, table.createdAt),
    check("shortlist_links_expiry", sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

/**
 * The client's "Pass" on a candidate of a shortlist: one per candidate and shortlist (a second
 * submit finds the first), with the reason picked and the client's own words. Deleted with the
 * shortlist or the candidate.
 */
export const shortlistPasses = pgTable(
  "shortlist_passes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    linkId: uuid("link_id").references(() => shortlistLinks.id, { onDelete: "set null" }),
    reason: text("reason").$type<ShortlistPassReason>().notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("shortlist_passes_candidate_idx").on(table.shortlistId, table.candidateId),
    index("shortlist_passes_candidate_only_idx").on(table.candidateId),
    check("shortlist_passes_reason", sql`${table.reason} in (${valuesList(SHORTLIST_PASS_REASONS)})`),
    check(
      "shortlist_passes_note_length",
      sql`char_length(${table.note}) <= ${sql.raw(String(SHORTLIST_PASS_NOTE_MAX_CHARS))}`,
    ),
  ],
);

/**
 * One weekly window a candidate can interview in: a weekday (0 = Sunday … 6 = Saturday) and the
 * local hours from its start to its end, whole hours 0-24, in the candidate's time zone.
 */
export interface InterviewWindow {
  weekday: number;
  fromHour: number;
  toHour: number;
}

export const INTERVIEW_STATUSES = ["requested", "confirmed", "other-times", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** Who closed an interview: either side, or the pool when the candidate left it (withdrawn, rejected). */
export const INTERVIEW_CLOSERS = ["client", "candidate", "pool"] as const;
export type InterviewCloser = (typeof INTERVIEW_CLOSERS)[number];
/** The longest note a candidate sends when asking for other times. */
export const INTERVIEW_NOTE_MAX_CHARS = 500;

/**
 * An interview a client requested with a candidate of their shortlist (server/db/interviews.ts):
 * "requested" while the candidate picks one of the held times, "confirmed" with its time,
 * "other-times" when the candidate asked for others, "cancelled" by either side or by the pool.
 * One open (requested or confirmed) interview per shortlist entry. The calendar UID stays for the
 * interview's life; SEQUENCE grows with each change of its invitation. Deleted with its request,
 * its shortlist entry or its candidate, so erasure and the retention job's deletions cover it.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shortlistEntryId: uuid("shortlist_entry_id")
      .notNull()
      .references(() => shortlistEntries.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    hiringRequestId: uuid("hiring_request_id")
      .notNull()
      .references(() => hiringRequests.id, { onDelete: "cascade" }),
    status: text("status").$type<InterviewStatus>().notNull().default("requested"),
    /** The client's IANA time zone, for their e-mails and invitation. */
    clientTimeZone: text("client_time_zone").notNull(),
    /** The confirmed time (null until then). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** What the candidate wrote when asking for other times. */
    candidateNote: text("candidate_note"),
    closedBy: text("closed_by").$type<InterviewCloser>(),
    calendarUid: text("calendar_uid").notNull(),
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    check("interviews_status", sql`${table.status} in (${valuesList(INTERVIEW_STATUSES)})`),
    check("interviews_closed_by", sql`${table.closedBy} in (${valuesList(INTERVIEW_CLOSERS)})`),
    check(
      "interviews_note_length",
      sql`char_length(${table.candidateNote}) <= ${sql.raw(String(INTERVIEW_NOTE_MAX_CHARS))}`,
    ),
    uniqueIndex("interviews_open_entry_idx")
      .on(table.shortlistEntryId)
      .where(sql`${table.status} in ('requested', 'confirmed')`),
    index("interviews_candidate_idx").on(table.candidateId, table.status),
    index("interviews_hiring_request_idx").on(table.hiringRequestId),
  ],
);

/**
 * The candidate's times an interview holds: each time the client requested while the candidate
 * picks, then the confirmed one alone. A candidate's start time is held once (the unique index),
 * so two clients, tabs or instances cannot both hold it; a released hold is deleted.
 */
export const interviewHolds = pgTable(
  "interview_holds",
  {
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.startsAt] }),
    uniqueIndex("interview_holds_candidate_time_idx").on(table.candidateId, table.startsAt),
  ],
);

export const TRIAL_STATUSES = ["running", "placed", "replacement"] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];
/** Who acted on a hire: the client on their shortlist page, or the team on their behalf. */
export const TRIAL_ACTORS = ["client", "team"] as const;
export type TrialActor = (typeof TRIAL_ACTORS)[number];
/** The longest note the client or the team writes with a trial's outcome. */
export const TRIAL_NOTE_MAX_CHARS = 1_000;

/**
 * A hire from a shortlist and its paid trial (server/db/trials.ts): the candidate of the
 * shortlist's version the client hired from, the start date the client gave and the end the
 * trial's length gives, then the outcome: "running" until the placement is confirmed ("placed")
 * or a replacement is asked for ("replacement", which reopens the request). A candidate is in at
 * most one running or placed hire (a partial unique index), so two clients cannot hire one person.
 * Deleted with its request, its shortlist or its candidate.
 */
export const trials = pgTable(
  "trials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hiringRequestId: uuid("hiring_request_id")
      .notNull()
      .references(() => hiringRequests.id, { onDelete: "cascade" }),
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    /** The shortlist's version the candidate was hired from. */
    shortlistVersion: integer("shortlist_version").notNull(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** The trial's first day, as the client gave it. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** The day the trial's length is over: the end-of-trial e-mail asks for the decision then. */
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** The client's IANA zone: the check-in e-mails go out in their morning. */
    clientTimeZone: text("client_time_zone").notNull(),
    status: text("status").$type<TrialStatus>().notNull().default("running"),
    hiredBy: text("hired_by").$type<TrialActor>().notNull(),
    /** The inbox user who recorded the hire for the client; null when the client did. */
    hiredById: uuid("hired_by_id").references(() => inboxUsers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    outcomeBy: text("outcome_by").$type<TrialActor>(),
    outcomeById: uuid("outcome_by_id").references(() => inboxUsers.id),
    /** What the client said with the outcome (a replacement's reason), or the team's note of it. */
    outcomeNote: text("outcome_note").notNull().default(""),
  },
  (table) => [
    check("trials_status", sql`${table.status} in (${valuesList(TRIAL_STATUSES)})`),
    check("trials_hired_by", sql`${table.hiredBy} in (${valuesList(TRIAL_ACTORS)})`),
    check("trials_outcome_by", sql`${table.outcomeBy} in (${valuesList(TRIAL_ACTORS)})`),
    check("trials_dates", sql`${table.endsOn} > ${table.startsOn}`),
    check(
      "trials_outcome_note_length",
      sql`char_length(${table.outcomeNote}) <= ${sql.raw(String(TRIAL_NOTE_MAX_CHARS))}`,
    ),
    uniqueIndex("trials_candidate_engaged_idx")
      .on(table.candidateId)
      .where(sql`${table.status} in ('running', 'placed')`),
    index("trials_hiring_request_idx").on(table.hiringRequestId, table.createdAt),
    index("trials_created_idx").on(table.createdAt),
  ],
);

export type HiringRequestRow = typeof hiringRequests.$inferSelect;
export type CandidateApplicationRow = typeof candidateApplications.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type EstimateRequestRow = typeof estimateRequests.$inferSelect;
export type PilotRequestRow = typeof pilotRequests.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type InboxUserRow = typeof inboxUsers.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
/** An opening with its texts, as the store reads it. */
export type JobOpeningRow = typeof jobOpenings.$inferSelect &
  Omit<typeof jobOpeningTexts.$inferSelect, "openingId">;
export type ResumeRow = typeof resumes.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateStageEventRow = typeof candidateStageEvents.$inferSelect;
export type CandidateScorecardRow = typeof candidateScorecards.$inferSelect;
export type ShortlistRow = typeof shortlists.$inferSelect;
export type ShortlistEntryRow = typeof shortlistEntries.$inferSelect;
export type ShortlistLinkRow = typeof shortlistLinks.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewHoldRow = typeof interviewHolds.$inferSelect;
export type TrialRow = typeof trials.$inferSelect;
