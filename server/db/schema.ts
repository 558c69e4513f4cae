import { sql } from "drizzle-orm";
import {
  boolean,
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

export type HiringRequestRow = typeof hiringRequests.$inferSelect;
export type CandidateApplicationRow = typeof candidateApplications.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
