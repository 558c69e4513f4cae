import { readAttribution } from "~/features/attribution/attribution";
import { HONEYPOT_FIELD } from "~/features/submissions/envelope";
import { newIdempotencyKey, submitJson } from "~/features/submissions/submit";
import type { SubscriptionSource } from "~/features/subscriptions/schema";

export { newIdempotencyKey };

export const SUBSCRIPTIONS_URL = "/api/subscriptions";

/**
 * Subscribes an address (newsletter or match report) with the shared envelope: the honeypot
 * value, how long the form has been open and the visit's attribution. Rejects on any failure.
 */
export function subscribe(input: {
  email: string;
  source: SubscriptionSource;
  honeypot: string;
  openedAt: number;
  idempotencyKey?: string;
}): Promise<{ id: string }> {
  const attribution = readAttribution();
  return submitJson(
    SUBSCRIPTIONS_URL,
    {
      email: input.email.trim(),
      source: input.source,
      [HONEYPOT_FIELD]: input.honeypot,
      fillTimeMs: Math.max(0, Math.round(Date.now() - input.openedAt)),
      ...(attribution ? { attribution } : {}),
    },
    input.idempotencyKey ?? newIdempotencyKey(),
  );
}
