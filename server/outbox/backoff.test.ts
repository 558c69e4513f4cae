import { describe, expect, it } from "vitest";
import { backoffDelayMs, DEFAULT_BACKOFF, nextAfterFailure } from "./backoff";

const MINUTE = 60_000;

describe("outbox backoff", () => {
  it("waits 1, 2, 4 … minutes after each failure, capped at 60 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => backoffDelayMs(attempts) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60,
    ]);
    expect(backoffDelayMs(1_000)).toBe(60 * MINUTE);
  });

  it("gives up after the eighth attempt", () => {
    expect(DEFAULT_BACKOFF.maxAttempts).toBe(8);
    expect(nextAfterFailure(7)).toEqual({ status: "pending", delayMs: 60 * MINUTE });
    expect(nextAfterFailure(8)).toEqual({ status: "failed" });
    expect(nextAfterFailure(9)).toEqual({ status: "failed" });
  });

  it("follows a shorter policy too", () => {
    const policy = { baseDelayMs: 10, maxDelayMs: 50, maxAttempts: 3 };
    expect([1, 2, 3, 4].map((attempts) => backoffDelayMs(attempts, policy))).toEqual([10, 20, 40, 50]);
    expect(nextAfterFailure(2, policy)).toEqual({ status: "pending", delayMs: 20 });
    expect(nextAfterFailure(3, policy)).toEqual({ status: "failed" });
  });
});
