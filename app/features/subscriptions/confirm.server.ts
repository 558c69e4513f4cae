/**
 * Double opt-in of the newsletter: the confirmation e-mail carries a link with the subscription's
 * id and an expiry, signed for the purpose "subscription-confirm" (the link is signed and read in
 * server/emails/subscription-links.server.ts). Only a confirmed address is subscribed; confirming
 * twice changes nothing, and an address that unsubscribed is never confirmed again by an old link.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SignedTokens } from "~/lib/signed-token.server";
import type { Database } from "~server/db/client";
import { subscriptions } from "~server/db/schema";
import { readConfirmToken } from "~server/emails/subscription-links.server";
import { type LinkPageAnswer, linkPageAnswer } from "./link-page";

export type ConfirmOutcome = "confirmed" | "unsubscribed" | "missing";

/**
 * Confirms the subscription; the first confirmation's time is kept. A subscription that was
 * unsubscribed (or deleted by the retention job since) stays as it is.
 */
export async function confirmSubscription(db: Database, subscriptionId: string): Promise<ConfirmOutcome> {
  await db
    .update(subscriptions)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        isNull(subscriptions.confirmedAt),
        isNull(subscriptions.unsubscribedAt),
      ),
    );
  const [row] = await db
    .select({ confirmedAt: subscriptions.confirmedAt, unsubscribedAt: subscriptions.unsubscribedAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return "missing";
  return row.unsubscribedAt ? "unsubscribed" : "confirmed";
}

/** What the confirmation page shows. */
export type ConfirmPageState =
  | { state: "confirm"; token: string }
  | { state: "done" }
  | { state: "unsubscribed" }
  | { state: "expired" }
  | { state: "invalid" };

/** A link that cannot confirm: 410 once expired, 400 when it was never valid. */
const refused = (status: "expired" | "invalid") =>
  linkPageAnswer({ state: status }, status === "expired" ? 410 : 400);

/**
 * The confirmation page's answer to a request. GET only shows the button: mail scanners open
 * every link in a message, and must not subscribe anyone by doing so. The button's POST
 * confirms, and confirming again answers the same; other methods get 405.
 */
export async function answerConfirmPage(
  request: Request,
  services: { signedTokens: SignedTokens; mailingList: { confirm(id: string): Promise<ConfirmOutcome> } },
): Promise<LinkPageAnswer<ConfirmPageState>> {
  const token = new URL(request.url).searchParams.get("token");
  const check = readConfirmToken(services.signedTokens, token);
  if (request.method === "GET" || request.method === "HEAD") {
    if (check.status !== "valid" || !token)
      return refused(check.status === "expired" ? "expired" : "invalid");
    return linkPageAnswer({ state: "confirm", token });
  }
  if (request.method !== "POST") return linkPageAnswer({ state: "invalid" }, 405, { Allow: "POST" });
  if (check.status !== "valid") return refused(check.status);
  const outcome = await services.mailingList.confirm(check.subscriptionId);
  if (outcome === "missing") return refused("invalid");
  if (outcome === "unsubscribed") return linkPageAnswer({ state: "unsubscribed" }, 409);
  return linkPageAnswer({ state: "done" });
}
