/**
 * Unsubscribing: each e-mail to a subscriber carries a link with the subscription's id, signed
 * with the server's secret for the purpose "unsubscribe" (server/emails/subscription-links.server.ts),
 * so it works without a login and cannot be made up for someone else, in List-Unsubscribe too,
 * with the one-click POST of RFC 8058 that mail providers offer as an "Unsubscribe" button.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SignedTokens } from "~/lib/signed-token.server";
import type { Database } from "../../../server/db/client";
import { subscriptions } from "../../../server/db/schema";
import {
  listUnsubscribeHeaders,
  readUnsubscribeToken,
} from "../../../server/emails/subscription-links.server";
import { type ConfirmOutcome, confirmSubscription } from "./confirm.server";
import { type LinkPageAnswer, linkPageAnswer } from "./link-page";

/**
 * Records the unsubscription. Repeating it changes nothing (the first time is kept), and a
 * subscription already deleted by the retention job counts as unsubscribed too.
 */
export async function unsubscribe(db: Database, subscriptionId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.unsubscribedAt)));
}

/** What the rest of the server needs of the mailing list: the unsubscribe headers, (un)subscribing. */
export interface MailingList {
  unsubscribeHeaders(subscriptionId: string): Record<string, string>;
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
    unsubscribe: (subscriptionId) => unsubscribe(options.db, subscriptionId),
    confirm: (subscriptionId) => confirmSubscription(options.db, subscriptionId),
  };
}

/** What the unsubscribe page shows. */
export type UnsubscribePageState =
  | { state: "confirm"; token: string }
  | { state: "done" }
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
    return token && subscriptionId
      ? linkPageAnswer({ state: "confirm", token })
      : linkPageAnswer(invalid, 400);
  }
  if (request.method !== "POST") return linkPageAnswer(invalid, 405, { Allow: "POST" });
  if (!subscriptionId) return linkPageAnswer(invalid, 400);
  await services.mailingList.unsubscribe(subscriptionId);
  return linkPageAnswer({ state: "done" });
}
