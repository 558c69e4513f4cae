import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Attribution } from "../../app/features/submissions/envelope";

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

/** Where the team stands with a lead (the inbox's pipeline; values per kind in app/features/inbox/pipelines.ts). */
const pipelineColumns = () => ({
  status: text("status").notNull().default("new"),
  ownerId: uuid("owner_id").references((): AnyPgColumn => inboxUsers.id),
});

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
  (table) => [index("hiring_requests_received_at_idx").on(table.receivedAt)],
);

export const candidateApplications = pgTable(
  "candidate_applications",
  {
    ...submissionColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // The remaining answers of the application form, kept as submitted (validated by its schema).
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    ...pipelineColumns(),
  },
  (table) => [index("candidate_applications_received_at_idx").on(table.receivedAt)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    ...submissionColumns(),
    email: text("email").notNull(),
    source: text("source").$type<"newsletter" | "match-report">().notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ownerId: uuid("owner_id").references((): AnyPgColumn => inboxUsers.id),
  },
  (table) => [
    // One genuine subscription per address and form; rows flagged as spam never block a real one.
    uniqueIndex("subscriptions_email_source_idx")
      .on(table.email, table.source)
      .where(sql`${table.spam} = false`),
  ],
);

/** Fixed-window counters of the form rate limits, shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
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
    type: text("type").$type<LeadEventType>().notNull(),
    actorId: uuid("actor_id").references(() => inboxUsers.id),
    /** status/owner changes: { from, to }; notes: { text }. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "lead_events_one_lead",
      sql`num_nonnulls(${table.hiringRequestId}, ${table.candidateApplicationId}, ${table.subscriptionId}) = 1`,
    ),
    index("lead_events_hiring_request_idx").on(table.hiringRequestId),
    index("lead_events_candidate_application_idx").on(table.candidateApplicationId),
    index("lead_events_subscription_idx").on(table.subscriptionId),
  ],
);

export type HiringRequestRow = typeof hiringRequests.$inferSelect;
export type CandidateApplicationRow = typeof candidateApplications.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type InboxUserRow = typeof inboxUsers.$inferSelect;
export type LeadEventRow = typeof leadEvents.$inferSelect;
