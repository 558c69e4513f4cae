/**
 * Double opt-in of the newsletter: the confirmation e-mail carries a link with the subscription's
 * id and an expiry, signed for the purpose "subscription-confirm". Only a confirmed address is
 * subscribed; confirming twice changes nothing, and an address that unsubscribed is never
 * confirmed again by an old link.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import { subscriptions } from "../../../server/db/schema";
import { subscriptionConfirmContent } from "../../content/subscription-confirm";
import type { SignedTokens } from "../submissions/signed-token.server";
import { type LinkPageAnswer, linkPageAnswer } from "./link-page";

export const CONFIRM_PURPOSE = "subscription-confirm";
/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ConfirmPayload {
  subscriptionId: string;
  /** Milliseconds since the epoch after which the link no longer works. */
  expiresAt: number;
}

export function signConfirmToken(tokens: SignedTokens, subscriptionId: string, now = Date.now()): string {
  const payload: ConfirmPayload = { subscriptionId, expiresAt: now + CONFIRM_VALID_DAYS * DAY_MS };
  return tokens.sign(CONFIRM_PURPOSE, payload);
}

export type ConfirmTokenCheck =
  | { status: "valid"; subscriptionId: string }
  | { status: "expired" }
  | { status: "invalid" };

export function readConfirmToken(
  tokens: SignedTokens,
  token: string | null | undefined,
  now = Date.now(),
): ConfirmTokenCheck {
  if (!token) return { status: "invalid" };
  const payload = tokens.verify(CONFIRM_PURPOSE, token.trim());
  if (typeof payload !== "object" || payload === null) return { status: "invalid" };
  const { subscriptionId, expiresAt } = payload as Partial<ConfirmPayload>;
  if (typeof subscriptionId !== "string" || !UUID.test(subscriptionId) || typeof expiresAt !== "number") {
    return { status: "invalid" };
  }
  if (now > expiresAt) return { status: "expired" };
  return { status: "valid", subscriptionId };
}

export function confirmUrl(siteOrigin: string, token: string): string {
  const url = new URL(subscriptionConfirmContent.meta.path, siteOrigin);
  url.searchParams.set("token", token);
  return url.href;
}

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
