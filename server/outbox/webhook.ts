import { createHmac, timingSafeEqual } from "node:crypto";

export const WEBHOOK_HEADERS = {
  event: "X-LatamMatch-Event",
  delivery: "X-LatamMatch-Delivery",
  timestamp: "X-LatamMatch-Timestamp",
  signature: "X-LatamMatch-Signature",
} as const;

/** `sha256=<hex>` of HMAC-SHA256 over `${timestamp}.${rawBody}`: binding the time stops replays. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

/** What a receiver does: recompute the signature and reject stale timestamps. */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  const now = options.now ?? Date.now();
  if (Math.abs(now / 1000 - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookDelivery {
  deliveryId: string;
  event: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface WebhookSender {
  send(delivery: WebhookDelivery): Promise<void>;
}

export function createWebhookSender(options: {
  url: string;
  secret: string;
  timeoutMs?: number;
  now?: () => number;
}): WebhookSender {
  return {
    async send(delivery) {
      const rawBody = JSON.stringify({
        id: delivery.deliveryId,
        event: delivery.event,
        occurredAt: delivery.occurredAt,
        data: delivery.data,
      });
      const timestamp = String(Math.floor((options.now?.() ?? Date.now()) / 1000));
      const response = await fetch(options.url, {
        method: "POST",
        // Only the configured address is ever contacted: redirects count as failures.
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "LatamMatch-Webhook/1",
          [WEBHOOK_HEADERS.event]: delivery.event,
          [WEBHOOK_HEADERS.delivery]: delivery.deliveryId,
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: signWebhook(options.secret, timestamp, rawBody),
        },
        body: rawBody,
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`Webhook answered HTTP ${response.status}`);
      }
    },
  };
}
