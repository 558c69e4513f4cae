/**
 * Unsubscribing: each e-mail to a subscriber carries a link with the subscription's id (the
 * estimate e-mail: its estimate request's id), signed
 * with the server's secret for the purpose "unsubscribe" (server/emails/subscription-links.server.ts),
 * so it works without a login and cannot be made up for someone else, in List-Unsubscribe too,
 * with the one-click POST of RFC 8058 that mail providers offer as an "Unsubscribe" button.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import type { SignedTokens } from "~/lib/signed-token.server";
import type { Database } from "~server/db/client";
import { estimateRequests, subscriptions } from "~server/db/schema";
import { listUnsubscribeHeaders, readUnsubscribeToken } from "~server/emails/subscription-links.server";
import { type ConfirmOutcome, confirmSubscription } from "./confirm.server";
import { type LinkPageAnswer, linkPageAnswer } from "./link-page";

/**
 * Records the unsubscription of a subscription or of an estimate request's e-mail (the id is one
 * of either). Repeating it changes nothing (the first time is kept), and a subscription already
 * deleted by the retention job counts as unsubscribed too.
 */
async function unsubscribe(db: Database, subscriptionId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.unsubscribedAt)));
  await db
    .update(estimateRequests)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(estimateRequests.id, subscriptionId), isNull(estimateRequests.unsubscribedAt)));
}

/** What a link unsubscribes from: its list (or the e-mailed estimate), and the language it writes in. */
export interface SubscriptionKind {
  source: (typeof subscriptions.$inferSelect)["source"] | "estimate";
  locale: Locale;
}

/** The subscription's list and language; null once the retention job has deleted it. */
async function subscriptionKind(db: Database, subscriptionId: string): Promise<SubscriptionKind | null> {
  const [row] = await db
    .select({ source: subscriptions.source, locale: subscriptions.locale })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (row) return { source: row.source, locale: row.locale && isLocale(row.locale) ? row.locale : "en" };
  const [estimate] = await db
    .select({ id: estimateRequests.id })
    .from(estimateRequests)
    .where(eq(estimateRequests.id, subscriptionId));
  return estimate ? { source: "estimate", locale: "en" } : null;
}

/** What the rest of the server needs of the mailing list: the unsubscribe headers, (un)subscribing. */
export interface MailingList {
  unsubscribeHeaders(subscriptionId: string): Record<string, string>;
  /** What the subscription is, for the unsubscribe page's words. */
  kindOf(subscriptionId: string): Promise<SubscriptionKind | null>;
  unsubscribe(subscriptionId: string): Promise<void>;
  /** The double opt-in's confirmation (see confirm.server.ts). */
  confirm(subscriptionId: string): Promise<ConfirmOutcome>;
}

export function createMailingList(options: {
  db: Database;
  tokens: SignedTokens;
  siteOrigin: string;
}): MailingList {
  return {
    unsubscribeHeaders: (subscriptionId) =>
      listUnsubscribeHeaders({ tokens: options.tokens, siteOrigin: options.siteOrigin, subscriptionId }),
    kindOf: (subscriptionId) => subscriptionKind(options.db, subscriptionId),
    unsubscribe: (subscriptionId) => unsubscribe(options.db, subscriptionId),
    confirm: (subscriptionId) => confirmSubscription(options.db, subscriptionId),
  };
}

/**
 * What the unsubscribe page shows, with what the link unsubscribes from (null when the
 * subscription is already gone): the page names that list, in its language.
 */
export type UnsubscribePageState =
  | { state: "confirm"; token: string; kind: SubscriptionKind | null }
  | { state: "done"; kind: SubscriptionKind | null }
  | { state: "invalid" };

/**
 * The unsubscribe page's answer to a request. GET only shows the confirmation: mail scanners
 * open every link in a message, and must not unsubscribe anyone by doing so. POST, from the
 * confirm button or the one-click POST (RFC 8058) mail providers send, unsubscribes; other
 * methods get 405.
 */
export async function answerUnsubscribePage(
  request: Request,
  services: { signedTokens: SignedTokens; mailingList: MailingList },
): Promise<LinkPageAnswer<UnsubscribePageState>> {
  const invalid = { state: "invalid" } as const;
  const token = new URL(request.url).searchParams.get("token");
  const subscriptionId = readUnsubscribeToken(services.signedTokens, token);
  if (request.method === "GET" || request.method === "HEAD") {
    if (!token || !subscriptionId) return linkPageAnswer(invalid, 400);
    const kind = await services.mailingList.kindOf(subscriptionId);
    return linkPageAnswer({ state: "confirm", token, kind });
  }
  if (request.method !== "POST") return linkPageAnswer(invalid, 405, { Allow: "POST" });
  if (!subscriptionId) return linkPageAnswer(invalid, 400);
  const kind = await services.mailingList.kindOf(subscriptionId);
  await services.mailingList.unsubscribe(subscriptionId);
  return linkPageAnswer({ state: "done", kind });
}
