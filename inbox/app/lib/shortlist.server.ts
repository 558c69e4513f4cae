/**
 * The "Shortlist" section of a hiring request's page: the shortlist's entries, the vetted pool
 * ranked by the request and its brief, the 48-hour clock; and the section's forms, applied by the
 * shortlist store (server/db/shortlists.ts), which checks every rule.
 */
import { desc, eq, sql } from "drizzle-orm";
import { type Database, rowsOf } from "~server/db/client";
import { inboxUsers, SHORTLIST_PITCH_MAX_CHARS, shortlistLinks } from "~server/db/schema";
import { isShortlistOverdue, shortlistClockStart, shortlistDueAt } from "~server/db/shortlist-clock";
import { revokeShortlistLink, sendShortlist } from "~server/db/shortlist-links";
import { rankCandidates, shortlistablePool } from "~server/db/shortlist-ranking";
import { changeShortlist, ShortlistRefusal, shortlistOf } from "~server/db/shortlists";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import { fieldsOf } from "./candidate-page.server";

/** How many of the ranked pool the section lists. */
const POOL_SHOWN = 20;

export interface ShortlistSectionData {
  revision: number;
  status: "draft" | "ready" | "sent";
  dueAt: string;
  readyAt: string | null;
  sentAt: string | null;
  overdue: boolean;
  /** The version being edited, and the version the client was last sent (null: never sent). */
  version: number;
  sentVersion: number | null;
  /** The client's links, newest first. */
  links: ShortlistLinkSummary[];
  brief: { stacks: string; seniority: string; timeZone: string; maxRateUsd: string };
  entries: { candidateId: string; name: string; stage: string; position: number; pitch: string }[];
  pool: { id: string; name: string; score: number; reasons: string[] }[];
  pitchMaxChars: number;
}

/** The section of the hiring request `hiringRequestId` (null: no such request). */
export async function shortlistSection(
  db: Database,
  hiringRequestId: string,
  now = new Date(),
): Promise<ShortlistSectionData | null> {
  const [request] = rowsOf<{ received_at: Date | string; budget_range: string }>(
    await db.execute(
      sql`select received_at, budget_range from hiring_requests where id = ${hiringRequestId}::uuid`,
    ),
  );
  if (!request) return null;
  const { shortlist, entries } = await shortlistOf(db, hiringRequestId);
  const names = new Map(
    rowsOf<{ id: string; name: string; stage: string }>(
      entries.length === 0
        ? { rows: [] }
        : await db.execute(
            sql`select id, name, stage from candidates where id in (${sql.join(
              entries.map((entry) => sql`${entry.candidateId}::uuid`),
              sql`, `,
            )})`,
          ),
    ).map((row) => [row.id, row]),
  );
  const brief = {
    budgetRange: request.budget_range,
    stacks: shortlist?.briefStacks ?? [],
    seniority: shortlist?.briefSeniority ?? null,
    timeZone: shortlist?.briefTimeZone ?? null,
    maxRateUsd: shortlist?.briefMaxRateUsd ?? null,
  };
  const onList = new Set(entries.map((entry) => entry.candidateId));
  const pool = (await shortlistablePool(db)).filter((candidate) => !onList.has(candidate.id));
  const receivedAt = shortlistClockStart(new Date(request.received_at), shortlist?.reopenedAt ?? null);
  const readyAt = shortlist?.readyAt ?? null;
  const sentAt = shortlist?.sentAt ?? null;
  return {
    revision: shortlist?.revision ?? 1,
    status: shortlist?.status ?? "draft",
    dueAt: shortlistDueAt(receivedAt).toISOString(),
    readyAt: readyAt?.toISOString() ?? null,
    sentAt: sentAt?.toISOString() ?? null,
    overdue: isShortlistOverdue(receivedAt, sentAt, now),
    version: shortlist?.version ?? 1,
    sentVersion: shortlist?.sentVersion ?? null,
    links: shortlist ? await linkSummaries(db, shortlist.id, now) : [],
    brief: {
      stacks: brief.stacks.join(", "),
      seniority: brief.seniority ?? "",
      timeZone: brief.timeZone ?? "",
      maxRateUsd: brief.maxRateUsd === null ? "" : String(brief.maxRateUsd),
    },
    entries: entries.map((entry) => ({
      candidateId: entry.candidateId,
      name: names.get(entry.candidateId)?.name ?? "A candidate",
      stage: names.get(entry.candidateId)?.stage ?? "",
      position: entry.position,
      pitch: entry.pitch,
    })),
    pool: rankCandidates(pool, brief, now.toISOString().slice(0, 10))
      .slice(0, POOL_SHOWN)
      .map((ranked) => ({
        id: ranked.candidate.id,
        name: ranked.candidate.name,
        score: ranked.score,
        reasons: ranked.reasons,
      })),
    pitchMaxChars: SHORTLIST_PITCH_MAX_CHARS,
  };
}

export interface ShortlistLinkSummary {
  id: string;
  version: number;
  sentAt: string;
  sentBy: string | null;
  expiresAt: string;
  revokedAt: string | null;
  firstViewedAt: string | null;
  state: "open" | "expired" | "revoked";
}

async function linkSummaries(db: Database, shortlistId: string, now: Date): Promise<ShortlistLinkSummary[]> {
  const rows = await db
    .select({ link: shortlistLinks, sentBy: inboxUsers.email })
    .from(shortlistLinks)
    .leftJoin(inboxUsers, eq(inboxUsers.id, shortlistLinks.sentById))
    .where(eq(shortlistLinks.shortlistId, shortlistId))
    .orderBy(desc(shortlistLinks.createdAt));
  return rows.map(({ link, sentBy }) => ({
    id: link.id,
    version: link.version,
    sentAt: link.createdAt.toISOString(),
    sentBy,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    firstViewedAt: link.firstViewedAt?.toISOString() ?? null,
    state: link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now.getTime() ? "expired" : "open",
  }));
}

const SHORTLIST_FIELDS = new Set([
  "linkId",
  "revision",
  "candidateId",
  "direction",
  "pitch",
  "stacks",
  "seniority",
  "timeZone",
  "maxRateUsd",
]);

/** True for the intents the section's forms post. */
export function isShortlistIntent(intent: unknown): boolean {
  return typeof intent === "string" && intent.startsWith("shortlist-");
}

/** Applies one of the section's forms; a refusal comes back with its status and message. */
export async function runShortlistAction(
  db: Database,
  input: {
    hiringRequestId: string;
    actorId: string;
    form: FormData;
    mailBudget?: MailBudget | undefined;
    linkDays?: number;
    onQueued?: (() => void) | undefined;
  },
): Promise<
  { ok: true; message: string; revision: number } | { ok: false; status: 400 | 404 | 409; message: string }
> {
  const fields = fieldsOf(input.form, (key) => SHORTLIST_FIELDS.has(key));
  if (typeof fields === "string") return { ok: false, status: 400, message: fields };
  const intent = input.form.get("intent");
  try {
    const message = await applyShortlistForm(db, input, fields, intent);
    // The revision after the change goes back with the message: the forms carry it at once,
    // before the page's data is read again (see ShortlistSection).
    const { shortlist } = await shortlistOf(db, input.hiringRequestId);
    return { ok: true, message, revision: shortlist?.revision ?? 1 };
  } catch (error) {
    if (error instanceof ShortlistRefusal) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** Applies one form of the section; answers its message or throws the store's refusal. */
async function applyShortlistForm(
  db: Database,
  input: Parameters<typeof runShortlistAction>[1],
  fields: Record<string, string>,
  intent: FormDataEntryValue | null,
): Promise<string> {
  if (intent === "shortlist-send") {
    const link = await sendShortlist(db, {
      hiringRequestId: input.hiringRequestId,
      actorId: input.actorId,
      fields,
      mailBudget: input.mailBudget,
      ...(input.linkDays ? { linkDays: input.linkDays } : {}),
    });
    input.onQueued?.();
    return `Sent version ${link.version} to the client; the link expires ${link.expiresAt.toISOString().slice(0, 10)}.`;
  }
  if (intent === "shortlist-revoke") {
    await revokeShortlistLink(db, {
      hiringRequestId: input.hiringRequestId,
      actorId: input.actorId,
      fields,
    });
    return "The link is revoked: it no longer opens the shortlist.";
  }
  const result = await changeShortlist(db, {
    hiringRequestId: input.hiringRequestId,
    actorId: input.actorId,
    fields: { ...fields, intent: input.form.get("intent") },
  });
  if (result.shortlist?.status === "ready") return "The shortlist is ready.";
  const candidateId = fields.candidateId;
  const [named] = candidateId
    ? rowsOf<{ name: string }>(
        await db.execute(sql`select name from candidates where id = ${candidateId}::uuid`),
      )
    : [];
  const message = !named
    ? "Shortlist saved."
    : intent === "shortlist-pitch"
      ? `Saved the pitch for ${named.name}.`
      : intent === "shortlist-add"
        ? `Added ${named.name}.`
        : intent === "shortlist-remove"
          ? `Took ${named.name} off the shortlist.`
          : `Moved ${named.name}.`;
  return message;
}
