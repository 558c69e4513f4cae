import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook";

const SECRET = "a-secret-of-sufficient-length";

describe("webhook signature", () => {
  const body = JSON.stringify({ event: "hiring_request.created", data: { company: "Acme" } });
  const now = 1_800_000_000_000;
  const timestamp = String(now / 1000);
  const signature = signWebhook(SECRET, timestamp, body);

  it("is sha256= and the hex HMAC of timestamp.body", () => {
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, { timestamp, signature }, body, { now })).toBe(true);
  });

  it("fails for another body, secret, timestamp or a stale delivery", () => {
    expect(verifyWebhookSignature(SECRET, { timestamp, signature }, `${body} `, { now })).toBe(false);
    expect(verifyWebhookSignature(`${SECRET}x`, { timestamp, signature }, body, { now })).toBe(false);
    expect(
      verifyWebhookSignature(SECRET, { timestamp: String(now / 1000 + 1), signature }, body, { now }),
    ).toBe(false);
    expect(verifyWebhookSignature(SECRET, { timestamp, signature }, body, { now: now + 301_000 })).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, { timestamp: undefined, signature }, body, { now })).toBe(false);
  });
});
