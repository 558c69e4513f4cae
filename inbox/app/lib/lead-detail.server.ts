import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ShortlistPassReason } from "~/content/shortlist-pass-reasons";
import { shortlistPassReasons } from "~/content/shortlist-room";
import { callTimelineItems, leadCalls, teamCancelledCallItem } from "~/features/booking/lead-calls.server";
import { getOpeningBySlug } from "~/features/jobs/openings.server";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { SHORTLIST_LINK_EVENT } from "~server/db/shortlist-links";
import { VISITOR_EMAIL_EVENTS } from "~server/emails/visitor-events";
import { ATTRIBUTION_LABELS, answersFromColumns, LEAD_FORMS } from "~server/lead-forms";
import { auditActionLabel } from "./audit-actions";
import { expr, isUuid, LEAD_TABLES, tableOf } from "./lead-tables.server";
import { LEAD_KINDS, type LeadKind } from "./pipelines";

/** Addresses shared by unrelated people: a matching domain there says nothing. */
const FREE_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "yandex.com",
  "zoho.com",
]);

export interface LeadField {
  label: string;
  value: string;
  /** An inbox page shown before the value (a candidate application's job opening, by title). */
  link?: { href: string; text: string };
}

export interface LeadDetail {
  kind: LeadKind;
  id: string;
  name: string | null;
  email: string;
  company: string | null;
  status: string | null;
  ownerId: string | null;
  spam: boolean;
  spamReason: string | null;
  receivedAt: string;
  fields: LeadField[];
  attribution: LeadField[];
  clientIp: string | null;
  userAgent: string | null;
}

export interface Duplicate {
  kind: LeadKind;
  id: string;
  label: string;
  receivedAt: string;
  reason: "same e-mail" | "same company domain";
}

export interface TimelineItem {
  at: string;
  title: string;
  detail?: string;
  tone?: "default" | "success" | "warning";
}

function display(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(display).join(", ") : "—";
  if (value instanceof Date) return value.toISOString();
  // A checkbox's answer (an application's consent).
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/** A lead's row: every column of its table (its answers), with those read by name checked. */
const leadRow = z.looseObject({
  email: z.string(),
  display_name: z.string().nullable(),
  display_company: z.string().nullable(),
  status: z.string().optional(),
  owner_id: z.string().nullable().optional(),
  spam: z.boolean().optional(),
  spam_reason: z.string().nullable().optional(),
  received_at: dbTimestamp,
  attribution: z.record(z.string(), z.unknown()).optional(),
  client_ip: z.string().nullable().optional(),
  user_agent: z.string().nullable().optional(),
});

export async function getLeadDetail(db: Database, kind: LeadKind, id: string): Promise<LeadDetail | null> {
  if (!isUuid(id)) return null;
  const info = LEAD_TABLES[kind];
  const result = await db.execute(sql`
    select t.*, ${expr(info.name)} as display_name, ${expr(info.company)} as display_company
    from ${tableOf(kind)} t where t.id = ${id}::uuid`);
  const row = parseRows("lead detail", leadRow, result)[0];
  if (!row) return null;

  let fields: LeadField[];
  if (info.notifiedAs) {
    const form = LEAD_FORMS[info.notifiedAs];
    const answers = answersFromColumns(info.notifiedAs, row);
    // The job an application was sent from: its title, linking to the opening in the inbox.
    const job = answers.job;
    const opening = typeof job === "string" && job ? await getOpeningBySlug(db, job) : undefined;
    fields = Object.entries(form.fields).map(([key, field]) => ({
      label: field.label,
      value: display(answers[key]),
      ...(key === "job" && opening
        ? { link: { href: `/inbox/openings/${opening.id}`, text: opening.title } }
        : {}),
    }));
  } else {
    fields = (info.columns ?? []).map(({ label, column, time }) => ({
      label,
      value: time ? (row[column] ? iso(row[column]) : "No") : display(row[column]),
    }));
  }
  const attribution: Record<string, unknown> = row.attribution ?? {};
  return {
    kind,
    id,
    name: row.display_name,
    email: row.email,
    company: row.display_company,
    status: info.hasPipeline ? (row.status ?? null) : null,
    ownerId: row.owner_id ?? null,
    spam: row.spam ?? false,
    spamReason: row.spam_reason ?? null,
    receivedAt: new Date(row.received_at).toISOString(),
    fields,
    attribution: Object.entries(ATTRIBUTION_LABELS).flatMap(([key, label]) =>
      attribution[key] ? [{ label, value: display(attribution[key]) }] : [],
    ),
    clientIp: row.client_ip ?? null,
    userAgent: row.user_agent ?? null,
  };
}

function emailDomain(email: string): string | null {
  const domain = email.trim().toLowerCase().split("@")[1];
  return domain && !FREE_MAIL_DOMAINS.has(domain) ? domain : null;
}

/** Other leads from the same address, or from the same company domain (free-mail domains aside). */
export async function findDuplicates(db: Database, lead: LeadDetail): Promise<Duplicate[]> {
  const email = lead.email.trim().toLowerCase();
  const domain = emailDomain(email);
  const result = await db.execute(sql`
    select kind, id, label, received_at, lower(email) = ${email} as same_email
    from (
      select 'hiring-requests' as kind, id, name || ' (' || company || ')' as label, email, received_at from hiring_requests
      union all select 'candidate-applications', id, name, email, received_at from candidate_applications
      union all select 'subscriptions', id, email, email, received_at from subscriptions
      union all select 'pilot-requests', id, name || ' (' || company || ')', email, received_at from pilot_requests
    ) leads
    where id <> ${lead.id}::uuid
      and (lower(email) = ${email} or (${domain}::text is not null and split_part(lower(email), '@', 2) = ${domain}))
    order by received_at desc
    limit 25`);
  return parseRows(
    "leads from the same address or domain",
    z.object({
      kind: z.enum(LEAD_KINDS),
      id: z.string(),
      label: z.string(),
      received_at: dbTimestamp,
      same_email: z.boolean(),
    }),
    result,
  ).map((row) => ({
    kind: row.kind,
    id: row.id,
    label: row.label,
    receivedAt: new Date(row.received_at).toISOString(),
    reason: row.same_email ? "same e-mail" : "same company domain",
  }));
}

const outboxTimelineRow = z.object({
  channel: z.string(),
  event: z.string(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: dbTimestamp,
  updated_at: dbTimestamp,
  sent_at: dbTimestamp.nullable(),
});

const eventRow = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: dbTimestamp,
  actor_email: z.string().nullable(),
});

/**
 * Everything that happened to a lead, oldest first: its arrival, each notification job's state,
 * and the team's changes and notes. `statusLabel` and `userEmail` turn stored values into words.
 */
export async function leadTimeline(
  db: Database,
  lead: LeadDetail,
  words: { statusLabel: (status: string) => string; userEmail: (id: unknown) => string },
): Promise<TimelineItem[]> {
  const info = LEAD_TABLES[lead.kind];
  const [jobs, events] = await Promise.all([
    db.execute(sql`
      select channel, event, status, attempts, last_error, created_at, updated_at, sent_at
      from outbox where ref_id = ${lead.id}::uuid order by created_at`),
    db.execute(sql`
      select e.type, e.data, e.created_at, u.email as actor_email
      from lead_events e left join inbox_users u on u.id = e.actor_id
      where e.${expr(info.eventColumn)} = ${lead.id}::uuid order by e.created_at`),
  ]);
  const items: TimelineItem[] = [
    {
      at: lead.receivedAt,
      title: "Received",
      detail: lead.spam ? `Quarantined: ${lead.spamReason ?? "spam"}` : (lead.spamReason ?? undefined),
    },
  ];
  const visitorEvents: readonly string[] = [...Object.values(VISITOR_EMAIL_EVENTS), SHORTLIST_LINK_EVENT];
  for (const job of parseRows("lead notification jobs", outboxTimelineRow, jobs)) {
    const channel =
      job.channel !== "email"
        ? "Webhook notification"
        : visitorEvents.includes(job.event)
          ? "E-mail to the visitor"
          : "E-mail notification";
    if (job.status === "suppressed") {
      // Held back by the visitor e-mail budgets or a form sent too fast (mail-budget.server.ts).
      items.push({
        at: iso(job.created_at),
        title: `${channel} not sent`,
        detail: `Not sent: ${job.last_error ?? "held back"}`,
        tone: "warning",
      });
    } else if (job.status === "sent") {
      items.push({ at: iso(job.sent_at ?? job.updated_at), title: `${channel} sent`, tone: "success" });
    } else if (job.status === "failed") {
      items.push({
        at: iso(job.updated_at),
        title: `${channel} failed after ${job.attempts} attempts`,
        detail: job.last_error ?? undefined,
        tone: "warning",
      });
    } else {
      items.push({
        at: iso(job.created_at),
        title: `${channel} queued`,
        detail: job.last_error
          ? `Attempt ${job.attempts} failed: ${job.last_error}; retrying`
          : job.attempts
            ? `Attempts so far: ${job.attempts}`
            : undefined,
      });
    }
  }
  for (const event of parseRows("lead events", eventRow, events)) {
    const by = event.actor_email ? ` by ${event.actor_email}` : "";
    const at = iso(event.created_at);
    if (event.type === "status_changed") {
      items.push({
        at,
        title: `Status: ${words.statusLabel(String(event.data.from))} → ${words.statusLabel(String(event.data.to))}`,
        detail: by.trim() || undefined,
      });
    } else if (event.type === "owner_changed") {
      items.push({
        at,
        title: `Owner: ${words.userEmail(event.data.from)} → ${words.userEmail(event.data.to)}`,
        detail: by.trim() || undefined,
      });
    } else if (event.type === "note") {
      items.push({ at, title: `Note${by}`, detail: String(event.data.text ?? "") });
    } else if (event.type === "released_from_quarantine") {
      items.push({ at, title: `Marked as not spam${by}`, tone: "success" });
    } else if (event.type === "delivery_retried") {
      const channel = event.data.channel === "webhook" ? "Webhook notification" : "E-mail notification";
      items.push({ at, title: `${channel} retried${by}` });
    } else if (event.type === "call_cancelled") {
      items.push({ at, tone: "warning", ...teamCancelledCallItem(event.data, by) });
    }
  }
  if (lead.kind === "hiring-requests") {
    items.push(...callTimelineItems(await leadCalls(db, lead.id)));
    items.push(...(await shortlistTimelineItems(db, lead.id)));
  }
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

const shortlistAuditRow = z.object({
  action: z.string(),
  created_at: dbTimestamp,
  actor_email: z.string().nullable(),
  candidate_name: z.string().nullable(),
  reason: z.string().nullable(),
  party: z.string().nullable(),
});

/** Why the pool closed an interview, as its audit entry names it. */
const POOL_CLOSINGS: Readonly<Record<string, string>> = {
  "hired-elsewhere": "the candidate was hired on another request",
  "merged-duplicate": "a duplicate candidate record was merged",
};

/** The actions a client takes on their shortlist page: without an inbox user, the client did them. */
const CLIENT_ACTIONS: ReadonlySet<string> = new Set([
  "shortlist.hired",
  "shortlist.placed",
  "shortlist.replacement_asked",
  "shortlist.client_viewed",
  "shortlist.client_passed",
  "shortlist.client_resume_downloaded",
]);

/**
 * The shortlist's changes, the client's actions on it and its interviews, from their audit
 * entries (server/db/shortlists.ts, shortlist-links.ts, shortlist-room.ts and trials.ts write the
 * request's; app/features/interviews/ names the request in each interview's entry).
 */
async function shortlistTimelineItems(db: Database, hiringRequestId: string): Promise<TimelineItem[]> {
  const rows = await db.execute(sql`
    select a.action, a.created_at, u.email as actor_email, c.name as candidate_name,
      a.detail->>'reason' as reason, a.detail->>'by' as party
    from audit_log a left join inbox_users u on u.id = a.actor_id
      left join interviews i on a.target_type = 'interview' and i.id::text = a.target_id
      left join candidates c on c.id::text = case when a.action = 'shortlist.client_passed'
        then a.detail->>'candidateId' else i.candidate_id::text end
    where (a.target_type = 'hiring-requests' and a.target_id = ${hiringRequestId} and a.action like 'shortlist.%')
      or (a.target_type = 'interview' and a.detail->>'hiringRequestId' = ${hiringRequestId})
    order by a.seq`);
  return parseRows("shortlist changes", shortlistAuditRow, rows).map((row) => {
    const passed = row.action === "shortlist.client_passed";
    const reason = row.reason ? shortlistPassReasons[row.reason as ShortlistPassReason] : undefined;
    const interview = row.action.startsWith("interview.");
    const by = row.actor_email
      ? ` by ${row.actor_email}`
      : CLIENT_ACTIONS.has(row.action)
        ? " by the client"
        : interview && row.party === "pool"
          ? ` (${POOL_CLOSINGS[row.reason ?? ""] ?? "the candidate left the pool"})`
          : interview && row.party
            ? ` by the ${row.party}`
            : "";
    const withWhom = interview ? ` with ${row.candidate_name ?? "a former candidate"}` : "";
    return {
      at: iso(row.created_at),
      title: passed
        ? `The client passed on ${row.candidate_name ?? "a former candidate"}`
        : `${auditActionLabel(row.action)}${withWhom}${by}`,
      ...(passed && reason ? { detail: `Reason: ${reason}` } : {}),
      tone:
        row.action === "shortlist.ready" ||
        row.action === "shortlist.sent" ||
        row.action === "shortlist.placed"
          ? "success"
          : passed || row.action === "shortlist.replacement_asked"
            ? "warning"
            : "default",
    };
  });
}
