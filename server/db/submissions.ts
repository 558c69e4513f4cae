import { randomUUID } from "node:crypto";
import { and, eq, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type {
  CandidateApplication,
  CandidateApplicationFields,
} from "../../app/content/forms/candidate-application-schema";
import type { Attribution } from "../../app/content/forms/envelope";
import type { EstimateRequest } from "../../app/content/forms/estimate-request-schema";
import type { HiringRequest } from "../../app/content/forms/hiring-request-schema";
import type { PilotRequest } from "../../app/content/forms/pilot-request-schema";
import type { Subscription } from "../../app/content/forms/subscription-schema";
import {
  type CandidateAcknowledgmentPayload,
  type EstimatePayload,
  type HiringAcknowledgmentPayload,
  type JobAlertConfirmationPayload,
  type MatchReportPayload,
  type NewsletterConfirmationPayload,
  type PilotRequestAcknowledgmentPayload,
  VISITOR_EMAIL_EVENTS,
} from "../emails/visitor-events";
import { type LeadType, leadColumns, leadColumnValues, orderedAnswers } from "../lead-forms";
import { LEAD_CREATED_EVENTS, type LeadEvent, type ResumeSummary } from "../outbox/lead-event";
import {
  applyMailBudget,
  decideVisitorMail,
  type MailBudget,
  suppressedColumns,
  type VisitorMail,
  type VisitorMailKind,
} from "../outbox/mail-budget.server";
import { createBatcher } from "./batcher";
import { type CandidateSeed, candidateAddressOf, candidateSeed, candidateUpsert } from "./candidates";
import { type Database, parseRows } from "./client";
import {
  candidateApplications,
  estimateRequests,
  hiringRequests,
  type OutboxChannel,
  outbox,
  pilotRequests,
  RESUME_KINDS,
  resumes,
  subscriptions,
} from "./schema";

/** What the intake pipeline found out about a submission besides its fields. */
export interface SubmissionMeta {
  /** Quarantined: stored, never announced. */
  spam: boolean;
  /** Why it is quarantined, or the doubt about a lead that is still announced. */
  spamReason: string | null;
  /**
   * Why no e-mail may go to the address the submission names (a form sent faster than a person
   * can), or null: its e-mail job is then stored as suppressed with this reason.
   */
  visitorMailHold?: string | null;
  attribution: Attribution;
  userAgent: string | null;
  clientIp: string | null;
  idempotencyKey: string | null;
  /** Hash of the canonical request, compared when an idempotency key comes back. */
  requestHash: string;
}

export type StoreResult =
  | {
      kind: "stored";
      id: string;
      /** False when the subscription already existed (a retry of the creating request counts as created). */
      created: boolean;
    }
  /** The idempotency key belongs to an earlier request with a different body: nothing was stored. */
  | { kind: "idempotency-conflict" }
  /**
   * The request is well formed but cannot be granted (e.g. a slot just taken, or a limit reached):
   * nothing was stored.
   */
  | { kind: "refused"; status: 400 | 404 | 409 | 410 | 429; error: string; extra?: Record<string, unknown> };

/** A job alert as the endpoint accepted it (app/features/job-alerts/schema.ts). */
export interface JobAlert {
  email: string;
  locale: string;
  category?: string | undefined;
  stack?: string | undefined;
  country?: string | undefined;
}

export interface SubmissionStore {
  storeHiringRequest(
    fields: HiringRequest,
    meta: SubmissionMeta,
    /** The language of the page the request was sent from, for the requester's acknowledgment. */
    options?: { locale?: string },
  ): Promise<StoreResult>;
  /** With a `resumeId`, the uploaded résumé is attached in the application's transaction. */
  storeCandidateApplication(
    fields: CandidateApplicationFields,
    meta: SubmissionMeta,
    /** The title of the opening the application names, for the candidate's acknowledgment. */
    options?: { jobTitle?: string },
  ): Promise<StoreResult>;
  storeSubscription(fields: Subscription, meta: SubmissionMeta): Promise<StoreResult>;
  /** Stores a job alert (a subscription with a filter) and queues its confirmation e-mail. */
  storeJobAlert(fields: JobAlert, meta: SubmissionMeta): Promise<StoreResult>;
  /** Stores an "E-mail me this estimate" request with its e-mail job (none for spam). */
  storeEstimateRequest(fields: EstimateRequest, meta: SubmissionMeta): Promise<StoreResult>;
  /** Stores a pilot request with the team's notification and the requester's acknowledgment. */
  storePilotRequest(fields: PilotRequest, meta: SubmissionMeta): Promise<StoreResult>;
}

/** The acknowledgment e-mail to the person who sent a new genuine lead, per lead type. */
/** A lead the insert statement stored (none when its idempotency key was taken). */
const insertedRow = z.object({ id: z.string() });

const ACKNOWLEDGMENTS: Record<LeadType, { event: string; kind: VisitorMailKind }> = {
  hiring_request: { event: VISITOR_EMAIL_EVENTS.hiringAcknowledgment, kind: "hiring-acknowledgment" },
  candidate_application: {
    event: VISITOR_EMAIL_EVENTS.candidateAcknowledgment,
    kind: "candidate-acknowledgment",
  },
  pilot_request: {
    event: VISITOR_EMAIL_EVENTS.pilotRequestAcknowledgment,
    kind: "pilot-request-acknowledgment",
  },
};

type AcknowledgmentPayload =
  | CandidateAcknowledgmentPayload
  | HiringAcknowledgmentPayload
  | PilotRequestAcknowledgmentPayload;

const LEAD_TABLES = {
  hiring_request: hiringRequests,
  candidate_application: candidateApplications,
  pilot_request: pilotRequests,
} as const;

const COMMON_COLUMNS = [
  { name: "id", type: "uuid" },
  { name: "received_at", type: "timestamptz" },
  { name: "idempotency_key", type: "text" },
  { name: "request_hash", type: "text" },
  { name: "spam", type: "boolean" },
  { name: "spam_reason", type: "text" },
  { name: "attribution", type: "jsonb" },
  { name: "user_agent", type: "text" },
  { name: "client_ip", type: "text" },
] as const;

/** One lead as the batched insert takes it: snake_case columns plus the outbox payload (null for spam). */
type LeadInput = Record<string, unknown> & {
  id: string;
  idempotency_key: string | null;
  request_hash: string;
  payload: unknown;
  /** The acknowledgment e-mail job to the person who sent the lead (none for spam), else null. */
  acknowledgment: AcknowledgmentPayload | null;
  /** The acknowledgment job's status: "suppressed" when the mail budget or a hold keeps it back. */
  acknowledgment_status: "pending" | "suppressed";
  acknowledgment_error: string | null;
  /** A genuine candidate application's candidate, else null. */
  candidate: CandidateSeed | null;
};

/**
 * One statement per batch: the rows and their outbox jobs are inserted together, so they commit
 * together (a statement is its own transaction), and a repeated idempotency key inserts nothing.
 * A candidate application also makes or updates its candidate (candidates.ts) in the same
 * statement and is linked to them; a quarantined one has no candidate until it is released.
 */
function leadInsertStatement(type: LeadType, rows: LeadInput[], channels: OutboxChannel[]): SQL {
  // Names and types come from this module and the form descriptors, never from a request.
  const all = [...COMMON_COLUMNS, ...leadColumns(type)];
  const declared = sql.raw(all.map((column) => `"${column.name}" ${column.type}`).join(", "));
  const names = sql.raw(all.map((column) => `"${column.name}"`).join(", "));
  const table = sql.raw(`"${getTableName(LEAD_TABLES[type])}"`);
  const withCandidate = type === "candidate_application";
  const candidateSteps = withCandidate
    ? sql`, pool as (
      ${candidateUpsert(sql`
        select input."candidate" from input
        where input."candidate" is not null
          and not exists (select 1 from ${table} t where t."idempotency_key" = input."idempotency_key")`)}
    )`
    : sql``;
  return sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(${declared}, "payload" jsonb, "acknowledgment" jsonb, "acknowledgment_status" text,
          "acknowledgment_error" text, "candidate" jsonb)
    )${candidateSteps}, inserted as (
      insert into ${table} (${names}${withCandidate ? sql`, "candidate_id"` : sql``})
      select ${sql.raw(all.map((column) => `input."${column.name}"`).join(", "))}${withCandidate ? sql`, pool.id` : sql``}
      from input
      ${withCandidate ? sql`left join pool on pool.email = ${candidateAddressOf(sql`(input."candidate"->>'email')`)}` : sql``}
      on conflict ("idempotency_key") do nothing
      returning "id"
    ), queued as (
      insert into "outbox" ("channel", "event", "ref_id", "payload")
      select channel.value, ${LEAD_CREATED_EVENTS[type]}, input."id", input."payload"
      from input
      join inserted on inserted."id" = input."id"
      cross join jsonb_array_elements_text(${JSON.stringify(channels)}::jsonb) as channel(value)
      where input."payload" is not null
    ), acknowledged as (
      insert into "outbox" ("channel", "event", "ref_id", "payload", "status", "last_error")
      select 'email', ${ACKNOWLEDGMENTS[type].event}, input."id", input."acknowledgment",
        input."acknowledgment_status", input."acknowledgment_error"
      from input
      join inserted on inserted."id" = input."id"
      where input."acknowledgment" is not null
    )
    select "id" from inserted`;
}

/**
 * The notification event of a new genuine lead: what the intake queues, and what the inbox
 * queues when a lead leaves quarantine (from the stored row, so both carry the same payload).
 */
export function leadCreatedEvent(
  type: LeadType,
  lead: {
    id: string;
    receivedAt: string;
    fields: Readonly<Record<string, unknown>>;
    attribution: Attribution;
    spamReason: string | null;
  },
): LeadEvent {
  return {
    type,
    id: lead.id,
    receivedAt: lead.receivedAt,
    fields: orderedAnswers(type, lead.fields),
    attribution: lead.attribution,
    spamReason: lead.spamReason,
  };
}

/**
 * The acknowledgment the sender of a new lead gets: a candidate in the language they applied in,
 * a hiring requester in the language of the page they sent the request from, a pilot requester
 * with the pilot's chosen values.
 */
function acknowledgmentOf(
  type: LeadType,
  fields: Readonly<Record<string, unknown>>,
  receivedAt: string,
  pageLocale: string | undefined,
): AcknowledgmentPayload {
  if (type === "pilot_request") {
    const { name, email, annotatorCount, taskTypes, languages, volume, volumeUnit, qualityBar, startDate } =
      fields as PilotRequest;
    return {
      to: email,
      name,
      pilot: { annotatorCount, taskTypes, languages, volume, volumeUnit, qualityBar, startDate },
      receivedAt,
    } satisfies PilotRequestAcknowledgmentPayload;
  }
  const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : "");
  if (type === "hiring_request") {
    return {
      to: text("email"),
      locale: pageLocale || "en",
      name: text("name"),
      company: text("company"),
      receivedAt,
    } satisfies HiringAcknowledgmentPayload;
  }
  return {
    to: text("email"),
    locale: text("locale") || "en",
    fullName: text("fullName"),
    category: text("category"),
    specialization: text("specialization"),
    receivedAt,
  } satisfies CandidateAcknowledgmentPayload;
}

/** The candidate's acknowledgment of an application's input, to add the job or the résumé to. */
const candidateAcknowledgment = (input: LeadInput) =>
  input.acknowledgment as CandidateAcknowledgmentPayload | null;

/** The e-mail a new subscription gets: the match report, or the newsletter's confirmation link. */
function subscriptionEmailJob(subscriptionId: string, email: string, fields: Subscription) {
  if (fields.source === "match-report") {
    const payload: MatchReportPayload = {
      to: email,
      subscriptionId,
      roles: fields.role ? [fields.role] : [],
    };
    return {
      channel: "email" as const,
      event: VISITOR_EMAIL_EVENTS.matchReport,
      refId: subscriptionId,
      payload: { ...payload },
    };
  }
  const payload: NewsletterConfirmationPayload = { to: email, subscriptionId };
  return {
    channel: "email" as const,
    event: VISITOR_EMAIL_EVENTS.newsletterConfirmation,
    refId: subscriptionId,
    payload: { ...payload },
  };
}

function jobAlertEmailJob(subscriptionId: string, email: string, fields: JobAlert) {
  const payload: JobAlertConfirmationPayload = {
    to: email,
    subscriptionId,
    locale: fields.locale,
    filter: jobAlertFilter(fields),
  };
  return {
    channel: "email" as const,
    event: VISITOR_EMAIL_EVENTS.jobAlertConfirmation,
    refId: subscriptionId,
    payload: { ...payload },
  };
}

/** The alert's filter without its empty parts. */
function jobAlertFilter(fields: JobAlert): JobAlertConfirmationPayload["filter"] {
  return {
    ...(fields.category ? { category: fields.category } : {}),
    ...(fields.stack ? { stack: fields.stack } : {}),
    ...(fields.country ? { country: fields.country } : {}),
  };
}

/** Rows stored before requests were hashed cannot be compared, so they count as the same request. */
function isSameRequest(storedHash: string | null, requestHash: string): boolean {
  return storedHash === null || storedHash === requestHash;
}

/**
 * The answer to a subscription request whose idempotency key created a row already: the
 * creation's answer again for the same request, a conflict for another; undefined otherwise.
 */
async function subscriptionRetry(
  tx: Pick<Database, "select">,
  meta: SubmissionMeta,
): Promise<StoreResult | undefined> {
  if (!meta.idempotencyKey) return undefined;
  const [retried] = await tx
    .select({ id: subscriptions.id, requestHash: subscriptions.requestHash })
    .from(subscriptions)
    .where(eq(subscriptions.idempotencyKey, meta.idempotencyKey));
  if (!retried) return undefined;
  if (!isSameRequest(retried.requestHash, meta.requestHash)) return { kind: "idempotency-conflict" };
  return { kind: "stored", id: retried.id, created: true };
}

export function createSubmissionStore(
  db: Database,
  options: {
    /** Channels each new genuine lead is delivered to (one outbox row per channel). */
    channels: () => OutboxChannel[];
    /** Called after a commit that queued outbox rows. */
    onQueued?: () => void;
    /** Batches written at the same time (1 suits PGlite's single connection). */
    writeConcurrency?: number;
    /** Wait before a write so that concurrent submissions share it (see createBatcher). */
    lingerMs?: number;
    /** Budgets of the e-mails to visitors; without one only a submission's hold keeps an e-mail back. */
    mailBudget?: MailBudget;
    /** Résumés attached per e-mail address in 24 hours; 0 or absent: no limit. */
    resumesPerAddress?: number;
    /** How long an uploaded résumé may wait for its application; default 24 hours. */
    resumeHoldMs?: number;
  },
): SubmissionStore {
  const { mailBudget } = options;
  const visitorMail = (to: string, kind: VisitorMail["kind"], meta: SubmissionMeta): VisitorMail => ({
    to,
    kind,
    clientIp: meta.clientIp,
    hold: meta.visitorMailHold ?? null,
  });
  const subscriptionMail = (email: string, fields: Subscription, meta: SubmissionMeta) =>
    visitorMail(email, fields.source === "match-report" ? "match-report" : "newsletter-confirmation", meta);

  async function writeLeads(type: LeadType, rows: LeadInput[]): Promise<StoreResult[]> {
    const channels = options.channels();
    const result = await db.execute(leadInsertStatement(type, rows, channels));
    const inserted = new Set(parseRows("insert leads", insertedRow, result).map((row) => row.id));
    const queuedJob = (row: LeadInput) =>
      (channels.length > 0 && row.payload !== null) || row.acknowledgment !== null;
    if (rows.some((row) => inserted.has(row.id) && queuedJob(row))) {
      options.onQueued?.();
    }
    // Rows not inserted carried a key that was already stored: they get that row's id, when
    // that row came from the same request.
    const repeatedKeys = rows
      .filter((row) => !inserted.has(row.id))
      .map((row) => row.idempotency_key)
      .filter((key): key is string => key !== null);
    const existing = new Map<string, { id: string; requestHash: string | null }>();
    if (repeatedKeys.length > 0) {
      const table = LEAD_TABLES[type];
      const found = await db
        .select({ id: table.id, key: table.idempotencyKey, requestHash: table.requestHash })
        .from(table)
        .where(inArray(table.idempotencyKey, repeatedKeys));
      for (const row of found) if (row.key) existing.set(row.key, row);
    }
    return rows.map((row): StoreResult => {
      if (inserted.has(row.id)) return { kind: "stored", id: row.id, created: true };
      const first = row.idempotency_key ? existing.get(row.idempotency_key) : undefined;
      if (!first) throw new Error("A lead was neither inserted nor found by its idempotency key");
      if (!isSameRequest(first.requestHash, row.request_hash)) return { kind: "idempotency-conflict" };
      return { kind: "stored", id: first.id, created: false };
    });
  }

  const metaColumns = (meta: SubmissionMeta) => ({
    spam: meta.spam,
    spamReason: meta.spamReason,
    attribution: meta.attribution,
    userAgent: meta.userAgent,
    clientIp: meta.clientIp,
    idempotencyKey: meta.idempotencyKey,
    requestHash: meta.requestHash,
  });

  function batcherFor(type: LeadType) {
    return createBatcher<LeadInput, StoreResult>(
      async (rows) => {
        try {
          return (await writeLeads(type, rows)).map((value) => ({ status: "fulfilled", value }));
        } catch (error) {
          if (rows.length === 1) return [{ status: "rejected", reason: error }];
          // One bad row must not fail its neighbours: write them one by one.
          return Promise.allSettled(rows.map(async (row) => (await writeLeads(type, [row]))[0]!));
        }
      },
      { concurrency: options.writeConcurrency ?? 1, maxBatch: 200, lingerMs: options.lingerMs ?? 0 },
    );
  }
  const batchers = {
    hiring_request: batcherFor("hiring_request"),
    candidate_application: batcherFor("candidate_application"),
    pilot_request: batcherFor("pilot_request"),
  };

  function leadInput(
    type: LeadType,
    fields: Readonly<Record<string, unknown>>,
    meta: SubmissionMeta,
    pageLocale?: string,
  ): LeadInput {
    const id = randomUUID();
    const receivedAt = new Date().toISOString();
    const event = leadCreatedEvent(type, { id, receivedAt, fields, ...meta });
    return {
      id,
      received_at: receivedAt,
      idempotency_key: meta.idempotencyKey,
      request_hash: meta.requestHash,
      spam: meta.spam,
      spam_reason: meta.spamReason,
      attribution: meta.attribution,
      user_agent: meta.userAgent,
      client_ip: meta.clientIp,
      ...leadColumnValues(type, fields),
      // Quarantined spam is stored but never announced.
      payload: meta.spam ? null : event,
      acknowledgment: meta.spam ? null : acknowledgmentOf(type, fields, receivedAt, pageLocale),
      acknowledgment_status: "pending",
      acknowledgment_error: null,
      candidate:
        type === "candidate_application" && !meta.spam
          ? candidateSeed(fields as CandidateApplication, new Date(receivedAt))
          : null,
    };
  }

  const resumeHoldMs = options.resumeHoldMs ?? 24 * 60 * 60 * 1000;

  /**
   * The application with a résumé, in one transaction: the upload is locked and checked (it
   * exists, is within its hold time, is not attached yet), the address's daily count is checked
   * under a lock on the address, then the lead with its outbox jobs is inserted (the same
   * statement as the batched path) and the résumé attached to it. Anything refused stores nothing.
   */
  async function writeLeadWithResume(
    input: LeadInput,
    resumeId: string,
    email: string,
  ): Promise<StoreResult> {
    const channels = options.channels();
    const table = LEAD_TABLES.candidate_application;
    const result = await db.transaction(async (tx): Promise<StoreResult> => {
      if (input.idempotency_key) {
        // A retry of an application stored with its résumé: the first answer again.
        const [first] = await tx
          .select({ id: table.id, requestHash: table.requestHash })
          .from(table)
          .where(eq(table.idempotencyKey, input.idempotency_key));
        if (first) {
          if (!isSameRequest(first.requestHash, input.request_hash)) return { kind: "idempotency-conflict" };
          return { kind: "stored", id: first.id, created: false };
        }
      }
      const [resume] = parseRows(
        "resume to attach",
        z.object({
          file_name: z.string(),
          kind: z.enum(RESUME_KINDS),
          size_bytes: z.number(),
          attached: z.boolean(),
          expired: z.boolean(),
        }),
        await tx.execute(sql`
          select file_name, kind, size_bytes, application_id is not null as attached,
            uploaded_at < now() - ${resumeHoldMs} * interval '1 millisecond' as expired
          from ${resumes} where id = ${resumeId} for update`),
      );
      if (!resume || resume.expired) {
        return {
          kind: "refused",
          status: 410,
          error: "Your résumé upload has expired or could not be found. Upload your résumé again.",
          extra: { fieldErrors: { resumeId: ["Upload your résumé again."] } },
        };
      }
      if (resume.attached) {
        return {
          kind: "refused",
          status: 409,
          error: "This résumé is already part of an application. Upload your résumé again.",
          extra: { fieldErrors: { resumeId: ["Upload your résumé again."] } },
        };
      }
      const perAddress = options.resumesPerAddress ?? 0;
      if (perAddress > 0) {
        // Applications for one address wait on each other here, so the count cannot be overrun.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`resume-address:${email}`}))`);
        const [count] = parseRows(
          "resumes attached today for an address",
          z.object({ attached: z.number() }),
          await tx.execute(sql`
            select count(*)::int as attached from ${resumes} r
            join ${table} a on a.id = r.application_id
            where lower(a.email) = ${email} and r.attached_at > now() - interval '1 day'`),
        );
        if ((count?.attached ?? 0) >= perAddress) {
          return {
            kind: "refused",
            status: 429,
            error: "Too many résumés were sent for this e-mail address today. Please try again tomorrow.",
          };
        }
      }
      const summary: ResumeSummary = {
        fileName: resume.file_name,
        kind: resume.kind,
        sizeBytes: Number(resume.size_bytes),
      };
      if (input.payload) (input.payload as LeadEvent).resume = summary;
      const acknowledgment = candidateAcknowledgment(input);
      if (acknowledgment) acknowledgment.resumeFileName = resume.file_name;
      const inserted = parseRows(
        "insert an application with its resume",
        insertedRow,
        await tx.execute(leadInsertStatement("candidate_application", [input], channels)),
      );
      // The key was taken since the check above by a concurrent retry: that one answers.
      if (inserted.length === 0) throw new Error("A lead with a résumé was not inserted");
      await tx
        .update(resumes)
        .set({ applicationId: input.id, attachedAt: sql`now()` })
        .where(eq(resumes.id, resumeId));
      return { kind: "stored", id: input.id, created: true };
    });
    if (result.kind === "stored" && result.created) options.onQueued?.();
    return result;
  }

  /**
   * Writes a lead with the acknowledgment to its sender, counted against the mail budgets.
   * Decided before the batched write, so that concurrent leads do not wait on each other's
   * counters; given back when the lead was not stored after all (a retry, a failed write).
   */
  async function writeAcknowledgedLead(
    type: LeadType,
    input: LeadInput,
    meta: SubmissionMeta,
    write: (row: LeadInput) => Promise<StoreResult>,
  ): Promise<StoreResult> {
    if (!input.acknowledgment) return write(input);
    const mail = visitorMail(input.acknowledgment.to, ACKNOWLEDGMENTS[type].kind, meta);
    const decision = await decideVisitorMail(db, mailBudget, mail);
    const held = suppressedColumns(decision);
    if (held) {
      input.acknowledgment_status = held.status;
      input.acknowledgment_error = held.lastError;
    }
    // Best effort: a count not given back only holds back an e-mail sooner, never sends one more.
    const giveBack = () => (decision.send ? mailBudget?.giveBack(db, mail).catch(() => {}) : undefined);
    let result: StoreResult;
    try {
      result = await write(input);
    } catch (error) {
      await giveBack();
      throw error;
    }
    // A retried request stores nothing new and queues no second acknowledgment.
    if (!(result.kind === "stored" && result.id === input.id)) await giveBack();
    return result;
  }

  return {
    storeHiringRequest(fields, meta, options = {}) {
      const input = leadInput("hiring_request", fields, meta, options.locale);
      return writeAcknowledgedLead("hiring_request", input, meta, (row) => batchers.hiring_request.add(row));
    },

    async storeCandidateApplication({ resumeId, ...fields }, meta, options = {}) {
      const input = leadInput("candidate_application", fields, meta);
      const acknowledgment = candidateAcknowledgment(input);
      if (acknowledgment && options.jobTitle) acknowledgment.jobTitle = options.jobTitle;
      // Applications without a résumé keep the batched path; one with a résumé has its own transaction.
      return writeAcknowledgedLead("candidate_application", input, meta, (row) =>
        resumeId
          ? writeLeadWithResume(row, resumeId, fields.email.trim().toLowerCase())
          : batchers.candidate_application.add(row),
      );
    },

    storePilotRequest(fields, meta) {
      const input = leadInput("pilot_request", fields, meta);
      return writeAcknowledgedLead("pilot_request", input, meta, (row) => batchers.pilot_request.add(row));
    },

    async storeSubscription(fields, meta) {
      const email = fields.email.trim().toLowerCase();
      let queued = false;
      const result = await db.transaction(async (tx): Promise<StoreResult> => {
        // No conflict target: either the idempotency key or the (email, source) pair may clash.
        const [row] = await tx
          .insert(subscriptions)
          .values({
            email,
            source: fields.source,
            role: fields.source === "match-report" ? (fields.role ?? null) : null,
            ...metaColumns(meta),
          })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        if (row) {
          // The report, or the newsletter's confirmation, is sent once per address, with the row.
          if (!meta.spam) {
            await tx
              .insert(outbox)
              .values(
                await applyMailBudget(tx, mailBudget, subscriptionMail(email, fields, meta), [
                  subscriptionEmailJob(row.id, email, fields),
                ]),
              );
          }
          queued = !meta.spam;
          return { kind: "stored", id: row.id, created: true };
        }
        const retry = await subscriptionRetry(tx, meta);
        if (retry) return retry;
        const [existing] = await tx
          .select({
            id: subscriptions.id,
            confirmedAt: subscriptions.confirmedAt,
            unsubscribedAt: subscriptions.unsubscribedAt,
          })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.email, email),
              eq(subscriptions.source, fields.source),
              eq(subscriptions.spam, false),
            ),
          );
        if (!existing) throw new Error("Conflicting subscription insert without a matching row");
        // A newsletter sign-up not confirmed yet (the link lost or expired) gets a new link.
        if (
          !meta.spam &&
          fields.source === "newsletter" &&
          !existing.confirmedAt &&
          !existing.unsubscribedAt
        ) {
          await tx
            .insert(outbox)
            .values(
              await applyMailBudget(tx, mailBudget, subscriptionMail(email, fields, meta), [
                subscriptionEmailJob(existing.id, email, fields),
              ]),
            );
          queued = true;
        }
        return { kind: "stored", id: existing.id, created: false };
      });
      if (queued) options.onQueued?.();
      return result;
    },

    async storeJobAlert(fields, meta) {
      const email = fields.email.trim().toLowerCase();
      const filter = {
        alertCategory: fields.category ?? null,
        alertStack: fields.stack ?? null,
        alertCountry: fields.country ?? null,
      };
      const mail = visitorMail(email, "job-alert-confirmation", meta);
      let queued = false;
      const result = await db.transaction(async (tx): Promise<StoreResult> => {
        // No conflict target: the idempotency key or the (email, source, filter) index may clash.
        const [row] = await tx
          .insert(subscriptions)
          .values({ email, source: "job-alert", locale: fields.locale, ...filter, ...metaColumns(meta) })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        if (row) {
          if (!meta.spam) {
            await tx
              .insert(outbox)
              .values(await applyMailBudget(tx, mailBudget, mail, [jobAlertEmailJob(row.id, email, fields)]));
          }
          queued = !meta.spam;
          return { kind: "stored", id: row.id, created: true };
        }
        const retry = await subscriptionRetry(tx, meta);
        if (retry) return retry;
        const [existing] = await tx
          .select({
            id: subscriptions.id,
            confirmedAt: subscriptions.confirmedAt,
            unsubscribedAt: subscriptions.unsubscribedAt,
          })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.email, email),
              eq(subscriptions.source, "job-alert"),
              eq(subscriptions.spam, false),
              sql`coalesce(${subscriptions.alertCategory}, '') = ${filter.alertCategory ?? ""}`,
              sql`coalesce(${subscriptions.alertStack}, '') = ${filter.alertStack ?? ""}`,
              sql`coalesce(${subscriptions.alertCountry}, '') = ${filter.alertCountry ?? ""}`,
            ),
          );
        if (!existing) throw new Error("Conflicting job alert insert without a matching row");
        // The same alert again: not confirmed yet, it gets a new link (in the language asked now).
        if (!meta.spam && !existing.confirmedAt && !existing.unsubscribedAt) {
          await tx
            .update(subscriptions)
            .set({ locale: fields.locale })
            .where(eq(subscriptions.id, existing.id));
          await tx
            .insert(outbox)
            .values(
              await applyMailBudget(tx, mailBudget, mail, [jobAlertEmailJob(existing.id, email, fields)]),
            );
          queued = true;
        }
        return { kind: "stored", id: existing.id, created: false };
      });
      if (queued) options.onQueued?.();
      return result;
    },

    async storeEstimateRequest(fields, meta) {
      const { email, ...estimate } = fields;
      let queued = false;
      const result = await db.transaction(async (tx): Promise<StoreResult> => {
        const [row] = await tx
          .insert(estimateRequests)
          .values({ email: email.trim(), ...estimate, ...metaColumns(meta) })
          .onConflictDoNothing()
          .returning({ id: estimateRequests.id });
        if (row) {
          if (!meta.spam) {
            const payload: EstimatePayload = { to: email.trim(), estimate };
            const job = {
              channel: "email" as const,
              event: VISITOR_EMAIL_EVENTS.estimate,
              refId: row.id,
              payload: { ...payload },
            };
            await tx
              .insert(outbox)
              .values(
                await applyMailBudget(tx, mailBudget, visitorMail(payload.to, "estimate", meta), [job]),
              );
            queued = true;
          }
          return { kind: "stored", id: row.id, created: true };
        }
        // Only the idempotency key can clash: this is a retry of an earlier request.
        const [retried] = await tx
          .select({ id: estimateRequests.id, requestHash: estimateRequests.requestHash })
          .from(estimateRequests)
          .where(eq(estimateRequests.idempotencyKey, meta.idempotencyKey ?? ""));
        if (!retried) throw new Error("Conflicting estimate request insert without a matching row");
        if (!isSameRequest(retried.requestHash, meta.requestHash)) return { kind: "idempotency-conflict" };
        return { kind: "stored", id: retried.id, created: false };
      });
      if (queued) options.onQueued?.();
      return result;
    },
  };
}
