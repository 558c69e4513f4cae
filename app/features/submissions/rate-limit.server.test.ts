import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows max requests per key and window, then tells when to retry", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => now });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("a")).toEqual({ allowed: true });
    expect(limiter.hit("b")).toEqual({ allowed: true });
    now += 2_500;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 8 });
    now += 7_500;
    expect(limiter.hit("a")).toEqual({ allowed: true });
  });

  it("is off with max 0", () => {
    const limiter = createRateLimiter({ max: 0, windowMs: 1_000 });
    for (let i = 0; i < 100; i += 1) expect(limiter.hit("a").allowed).toBe(true);
  });

  it("remembers a bounded number of addresses, forgetting the oldest windows first", () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c"]) {
      limiter.hit(key);
      now += 1;
    }
    expect(limiter.hit("c").allowed).toBe(false);
    limiter.hit("d");
    // "a" was the oldest window and made room for "d"; the others are still limited.
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("d").allowed).toBe(false);
  });
});
