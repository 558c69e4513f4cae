/**
 * The signed links of e-mails to subscribers, which the outbox signs when it sends an e-mail and
 * the pages they lead to read back (app/features/subscriptions). Each carries the subscription's
 * id, signed with the server's secret for its purpose, so it works without a login and cannot be
 * made up for someone else.
 *
 * Double opt-in: the newsletter's (and a job alert's) confirmation e-mail carries a link with the
 * id and an expiry, signed for the purpose "subscription-confirm".
 *
 * Unsubscribe links are signed for the purpose "unsubscribe". Every e-mail to a subscriber
 * carries the link in List-Unsubscribe, with the one-click POST of RFC 8058 that mail providers
 * offer as an "Unsubscribe" button.
 */
import { subscriptionConfirmContent } from "../../app/content/subscription-confirm";
import { unsubscribeContent } from "../../app/content/unsubscribe";
import type { SignedTokens } from "../../app/lib/signed-token.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const CONFIRM_PURPOSE = "subscription-confirm";
/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

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

export const UNSUBSCRIBE_PURPOSE = "unsubscribe";

interface UnsubscribePayload {
  subscriptionId: string;
}

export function signUnsubscribeToken(tokens: SignedTokens, subscriptionId: string): string {
  const payload: UnsubscribePayload = { subscriptionId };
  return tokens.sign(UNSUBSCRIBE_PURPOSE, payload);
}

/** The subscription id the token was signed for, or null for a malformed, forged or foreign token. */
export function readUnsubscribeToken(tokens: SignedTokens, token: string | null | undefined): string | null {
  if (!token) return null;
  const payload = tokens.verify(UNSUBSCRIBE_PURPOSE, token.trim());
  if (typeof payload !== "object" || payload === null) return null;
  const { subscriptionId } = payload as Partial<UnsubscribePayload>;
  return typeof subscriptionId === "string" && UUID.test(subscriptionId) ? subscriptionId : null;
}

export function unsubscribeUrl(siteOrigin: string, token: string): string {
  const url = new URL(unsubscribeContent.meta.path, siteOrigin);
  url.searchParams.set("token", token);
  return url.href;
}

/** The header fields every e-mail to this subscriber carries (pass them to the mailer's `headers`). */
export function listUnsubscribeHeaders(options: {
  tokens: SignedTokens;
  siteOrigin: string;
  subscriptionId: string;
}): Record<string, string> {
  const url = unsubscribeUrl(
    options.siteOrigin,
    signUnsubscribeToken(options.tokens, options.subscriptionId),
  );
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
