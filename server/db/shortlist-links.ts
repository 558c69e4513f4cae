/**
 * Sending a shortlist to the client and the client's links to it, /shortlists/{token}. "Send"
 * (a ready shortlist) or "Send again" (a sent one) makes one link for the version sent and queues
 * its e-mail to the hiring request's own address, through the mail budgets, in one transaction
 * with the audit entry. The link's token, 256 random bits in base64url, is issued when the e-mail
 * is sent (`issueShortlistLinkToken`) and only its SHA-256 is stored, so no token sits in the
 * outbox or in the table. A link expires after the configured days and closes when revoked; the
 * earlier links of a shortlist keep working until revoked (docs/inbox.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { applyMailBudget, type MailBudget } from "../outbox/mail-budget.server";
import { recordAudit } from "./audit";
import type { Database } from "./client";
import {
  hiringRequests,
  inboxUsers,
  outbox,
  type ShortlistLinkRow,
  type ShortlistRow,
  shortlistLinks,
  shortlists,
} from "./schema";
import { ShortlistRefusal } from "./shortlists";

export const SHORTLIST_LINK_EVENT = "shortlist.link_sent";
/** The e-mail to the request's owner on each of the client's actions. */
export const SHORTLIST_CLIENT_EVENT = "shortlist.client_action";
/** How long a link opens the page unless the setting says otherwise. */
export const SHORTLIST_LINK_DEFAULT_DAYS = 30;

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const SendSchema = z.strictObject({ revision: z.coerce.number().int().min(1).max(2_147_483_647) });
const RevokeSchema = z.strictObject({ linkId: z.uuid() });

async function lockRequestShortlist(tx: Database, hiringRequestId: string): Promise<ShortlistRow> {
  if (!z.uuid().safeParse(hiringRequestId).success) {
    throw new ShortlistRefusal(404, "There is no such hiring request.");
  }
  const [shortlist] = await tx
    .select()
    .from(shortlists)
    .where(eq(shortlists.hiringRequestId, hiringRequestId))
    .for("update");
  if (!shortlist) throw new ShortlistRefusal(409, "Build the shortlist and mark it ready first.");
  return shortlist;
}

/**
 * Sends the request's shortlist: a ready one for the first time (it becomes "sent", the 48-hour
 * clock stops at the first send) or a sent one again, each time with a new link for the version
 * sent, e-mailed to the request's own address only. Refused unless the shortlist is ready or sent,
 * or when the form's revision is stale; nothing is written then.
 */
export async function sendShortlist(
  db: Database,
  input: {
    hiringRequestId: string;
    actorId: string;
    fields: Record<string, unknown>;
    mailBudget?: MailBudget | undefined;
    linkDays?: number;
    now?: Date;
  },
): Promise<ShortlistLinkRow> {
  const parsed = SendSchema.safeParse(input.fields);
  if (!parsed.success) throw new ShortlistRefusal(400, "The send form is incomplete.");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const shortlist = await lockRequestShortlist(tx, input.hiringRequestId);
    if (shortlist.revision !== parsed.data.revision) {
      throw new ShortlistRefusal(409, "Someone changed this shortlist since you opened the page: reload it.");
    }
    if (shortlist.status === "draft") {
      throw new ShortlistRefusal(409, "Mark the shortlist ready before sending it.");
    }
    const [request] = await tx
      .select({ email: hiringRequests.email, spam: hiringRequests.spam })
      .from(hiringRequests)
      .where(eq(hiringRequests.id, input.hiringRequestId));
    if (!request) throw new ShortlistRefusal(404, "There is no such hiring request.");
    if (request.spam) throw new ShortlistRefusal(409, "A quarantined request gets no shortlist.");
    const again = shortlist.status === "sent" && shortlist.sentVersion === shortlist.version;
    const days = input.linkDays ?? SHORTLIST_LINK_DEFAULT_DAYS;
    const [link] = await tx
      .insert(shortlistLinks)
      .values({
        shortlistId: shortlist.id,
        version: shortlist.version,
        sentById: input.actorId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
      })
      .returning();
    if (!link) throw new Error("The shortlist link was not stored.");
    const job = {
      channel: "email" as const,
      event: SHORTLIST_LINK_EVENT,
      refId: input.hiringRequestId,
      payload: { linkId: link.id },
    };
    const [decided] = await applyMailBudget(
      tx,
      input.mailBudget,
      { to: request.email, kind: "shortlist-link", clientIp: null },
      [job],
    );
    await tx.insert(outbox).values(decided ?? job);
    await tx
      .update(shortlists)
      .set({
        status: "sent",
        sentAt: shortlist.sentAt ?? now,
        sentVersion: shortlist.version,
        revision: shortlist.revision + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(shortlists.id, shortlist.id));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: again ? "shortlist.sent_again" : "shortlist.sent",
      targetType: "hiring-requests",
      targetId: input.hiringRequestId,
      detail: { shortlistId: shortlist.id, version: shortlist.version, linkId: link.id, days },
    });
    return link;
  });
}

/** Closes one of the request's shortlist links at once; refused for another request's or a closed link. */
export async function revokeShortlistLink(
  db: Database,
  input: { hiringRequestId: string; actorId: string; fields: Record<string, unknown> },
): Promise<void> {
  const parsed = RevokeSchema.safeParse(input.fields);
  if (!parsed.success) throw new ShortlistRefusal(400, "The revoke form is incomplete.");
  await db.transaction(async (tx) => {
    const shortlist = await lockRequestShortlist(tx, input.hiringRequestId);
    const [link] = await tx
      .select()
      .from(shortlistLinks)
      .where(and(eq(shortlistLinks.id, parsed.data.linkId), eq(shortlistLinks.shortlistId, shortlist.id)));
    if (!link) throw new ShortlistRefusal(404, "There is no such link on this shortlist.");
    if (link.revokedAt) throw new ShortlistRefusal(409, "That link is already revoked.");
    await tx.update(shortlistLinks).set({ revokedAt: new Date() }).where(eq(shortlistLinks.id, link.id));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "shortlist.link_revoked",
      targetType: "hiring-requests",
      targetId: input.hiringRequestId,
      detail: { shortlistId: shortlist.id, linkId: link.id },
    });
  });
}

/**
 * The token of a link whose e-mail is being sent, stored as its hash: null when the link was
 * revoked, expired or deleted meanwhile (the e-mail is then not sent). A retried delivery issues
 * a new token, which replaces the one of the attempt that failed.
 */
export async function issueShortlistLinkToken(db: Database, linkId: string): Promise<string | null> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const [updated] = await db
    .update(shortlistLinks)
    .set({ tokenHash: hashOf(token) })
    .where(
      and(
        eq(shortlistLinks.id, linkId),
        isNull(shortlistLinks.revokedAt),
        gt(shortlistLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: shortlistLinks.id });
  return updated ? token : null;
}

/** What a token opens: nothing (unknown, malformed), a closed link, or the shortlist. */
export type OpenedShortlistLink =
  | { state: "unknown" }
  | { state: "gone"; why: "expired" | "revoked"; hiringRequestId: string }
  | { state: "open"; link: ShortlistLinkRow; shortlist: ShortlistRow; hiringRequestId: string };

export async function openShortlistLink(
  db: Database,
  token: string | null | undefined,
  now = new Date(),
): Promise<OpenedShortlistLink> {
  if (!token || !TOKEN_SHAPE.test(token)) return { state: "unknown" };
  const [row] = await db
    .select({ link: shortlistLinks, shortlist: shortlists })
    .from(shortlistLinks)
    .innerJoin(shortlists, eq(shortlists.id, shortlistLinks.shortlistId))
    .where(eq(shortlistLinks.tokenHash, hashOf(token)));
  return linkState(row, now);
}

/**
 * The link with this id, as its token would open it: the way in of a link the server signed
 * itself (an interview invitation's "Open your shortlist"), which closes with the link.
 */
export async function openShortlistLinkById(
  db: Database,
  linkId: string,
  now = new Date(),
): Promise<OpenedShortlistLink> {
  if (!z.uuid().safeParse(linkId).success) return { state: "unknown" };
  const [row] = await db
    .select({ link: shortlistLinks, shortlist: shortlists })
    .from(shortlistLinks)
    .innerJoin(shortlists, eq(shortlists.id, shortlistLinks.shortlistId))
    .where(eq(shortlistLinks.id, linkId));
  return linkState(row, now);
}

/** The newest link of a request's shortlist that still opens it, or null. */
export async function openLinkOfRequest(db: Database, hiringRequestId: string, now = new Date()) {
  const [row] = await db
    .select({ id: shortlistLinks.id })
    .from(shortlistLinks)
    .innerJoin(shortlists, eq(shortlists.id, shortlistLinks.shortlistId))
    .where(
      and(
        eq(shortlists.hiringRequestId, hiringRequestId),
        isNull(shortlistLinks.revokedAt),
        gt(shortlistLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(shortlistLinks.createdAt))
    .limit(1);
  return row?.id ?? null;
}

function linkState(
  row: { link: ShortlistLinkRow; shortlist: ShortlistRow } | undefined,
  now: Date,
): OpenedShortlistLink {
  if (!row) return { state: "unknown" };
  const hiringRequestId = row.shortlist.hiringRequestId;
  if (row.link.revokedAt) return { state: "gone", why: "revoked", hiringRequestId };
  if (row.link.expiresAt.getTime() <= now.getTime())
    return { state: "gone", why: "expired", hiringRequestId };
  return { state: "open", link: row.link, shortlist: row.shortlist, hiringRequestId };
}

/** What a client does on their shortlist page that the request's owner hears of by e-mail. */
export const SHORTLIST_CLIENT_ACTIONS = [
  "viewed",
  "passed",
  "interview-requested",
  "interview-cancelled",
  "hired",
  "placed",
  "replacement",
] as const;
export type ShortlistClientAction = (typeof SHORTLIST_CLIENT_ACTIONS)[number];

/**
 * Queues the e-mail that tells the request's owner (or, without one, the team's address) what
 * the client just did, in the transaction that recorded it. The team's own mail: no budget.
 */
export async function enqueueClientActionEmail(
  tx: Database,
  input: { hiringRequestId: string; action: ShortlistClientAction; candidateId?: string },
): Promise<void> {
  await tx.insert(outbox).values({
    channel: "email",
    event: SHORTLIST_CLIENT_EVENT,
    refId: input.hiringRequestId,
    payload: {
      hiringRequestId: input.hiringRequestId,
      action: input.action,
      ...(input.candidateId ? { candidateId: input.candidateId } : {}),
    },
  });
}

/**
 * Records the client's first view through a link: once per link however many tabs open it at
 * once (the update's condition decides), audited and mailed to the owner. Answers whether this
 * view was the first.
 */
export async function recordFirstView(
  db: Database,
  link: ShortlistLinkRow,
  hiringRequestId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(shortlistLinks)
      .set({ firstViewedAt: sql`now()` })
      .where(and(eq(shortlistLinks.id, link.id), isNull(shortlistLinks.firstViewedAt)))
      .returning({ id: shortlistLinks.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      actorId: null,
      action: "shortlist.client_viewed",
      targetType: "hiring-requests",
      targetId: hiringRequestId,
      detail: { linkId: link.id, version: link.version },
    });
    await enqueueClientActionEmail(tx, { hiringRequestId, action: "viewed" });
    return true;
  });
}

/** The address of the request's owner, still at work in the inbox; null without one. */
export async function requestOwnerEmail(db: Database, hiringRequestId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: inboxUsers.email })
    .from(hiringRequests)
    .innerJoin(inboxUsers, and(eq(inboxUsers.id, hiringRequests.ownerId), isNull(inboxUsers.disabledAt)))
    .where(eq(hiringRequests.id, hiringRequestId));
  return row?.email ?? null;
}
