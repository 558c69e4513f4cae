import { describe, expect, it } from "vitest";
import { MIN_FILL_TIME_MS } from "./envelope";
import { createFormTokens, FORM_TOKEN_LIFETIME_MS } from "./form-token.server";
import { createSignedTokens } from "./signed-token.server";

const signed = createSignedTokens("form-token-test-secret-0123456789abcdef");

function clock(start: number) {
  const state = { now: start };
  return { state, now: () => state.now };
}

describe("form tokens", () => {
  it("issues a token with its form, issue time and expiry", () => {
    const time = clock(Date.UTC(2026, 2, 1, 12));
    const tokens = createFormTokens({ tokens: signed, now: time.now });
    const issued = tokens.issue("hiringRequest");
    expect(issued).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      form: "hiringRequest",
      issuedAt: "2026-03-01T12:00:00.000Z",
      expiresAt: "2026-03-08T12:00:00.000Z",
    });
  });

  it("tells a person's pace from a bot's and an old tab, by the server's clock only", () => {
    const time = clock(1_000_000_000_000);
    const tokens = createFormTokens({ tokens: signed, now: time.now });
    const { token } = tokens.issue("hiringRequest");
    const minimum = MIN_FILL_TIME_MS.hiringRequest;

    time.state.now += minimum - 1;
    expect(tokens.check("hiringRequest", token)).toEqual({
      status: "too-young",
      ageMs: minimum - 1,
      minimumMs: minimum,
    });
    time.state.now += 1;
    expect(tokens.check("hiringRequest", token)).toEqual({ status: "valid", ageMs: minimum });
    time.state.now += FORM_TOKEN_LIFETIME_MS - minimum + 1;
    expect(tokens.check("hiringRequest", token)).toEqual({
      status: "expired",
      ageMs: FORM_TOKEN_LIFETIME_MS + 1,
      lifetimeMs: FORM_TOKEN_LIFETIME_MS,
    });
  });

  it("counts a token dated in the future as just issued", () => {
    const time = clock(5_000_000);
    const tokens = createFormTokens({ tokens: signed, now: time.now });
    const { token } = tokens.issue("subscription");
    time.state.now -= 60_000;
    expect(tokens.check("subscription", token)).toMatchObject({ status: "too-young", ageMs: 0 });
  });

  it("refuses missing, forged and other forms' tokens", () => {
    const tokens = createFormTokens({ tokens: signed, now: () => 10_000_000 });
    expect(tokens.check("subscription", undefined)).toEqual({ status: "missing" });
    expect(tokens.check("subscription", "  ")).toEqual({ status: "missing" });
    expect(tokens.check("subscription", "forged.token")).toEqual({ status: "invalid" });
    const elsewhere = createFormTokens({ tokens: createSignedTokens("another-secret-0123456789abcdefghij") });
    expect(tokens.check("subscription", elsewhere.issue("subscription").token)).toEqual({
      status: "invalid",
    });
    expect(tokens.check("subscription", tokens.issue("hiringRequest").token)).toEqual({
      status: "other-form",
      form: "hiringRequest",
    });
    // Signed by us, but not a form token's payload.
    expect(tokens.check("subscription", signed.sign("form", { form: "subscription" }))).toEqual({
      status: "invalid",
    });
    expect(
      tokens.check("subscription", signed.sign("unsubscribe", { form: "subscription", issuedAt: 1 })),
    ).toEqual({ status: "invalid" });
  });
});
