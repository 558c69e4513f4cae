import { describe, expect, it } from "vitest";
import { MIN_FILL_TIME_MS } from "~/content/forms/envelope";
import { createSignedTokens } from "~/lib/signed-token.server";
import { createFormTokens, FORM_TOKEN_LIFETIME_MS } from "./form-token.server";
import type { FormTokenUses } from "./form-token-uses.server";

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

  it("issues a different token each time, even within one millisecond", () => {
    const tokens = createFormTokens({ tokens: signed, now: () => 42_000 });
    const issued = new Set(Array.from({ length: 50 }, () => tokens.issue("estimateRequest").token));
    expect(issued.size).toBe(50);
  });

  it("takes one minimum fill time for every form when one is configured", () => {
    const time = clock(2_000_000);
    const tokens = createFormTokens({ tokens: signed, now: time.now, minFillMs: 0 });
    const { token } = tokens.issue("hiringRequest");
    expect(tokens.check("hiringRequest", token)).toEqual({ status: "valid", ageMs: 0 });
    const strict = createFormTokens({ tokens: signed, now: time.now, minFillMs: 10_000 });
    time.state.now += 9_999;
    expect(strict.check("hiringRequest", strict.issue("hiringRequest").token)).toMatchObject({
      status: "too-young",
      minimumMs: 10_000,
    });
  });

  it("redeems each genuine token once, and takes back the use of a submission that was not stored", async () => {
    const counts = new Map<string, number>();
    const uses: FormTokenUses = {
      async use(token) {
        counts.set(token, (counts.get(token) ?? 0) + 1);
        return counts.get(token)!;
      },
      async giveBack(token) {
        counts.set(token, (counts.get(token) ?? 1) - 1);
      },
    };
    const time = clock(3_000_000);
    const tokens = createFormTokens({ tokens: signed, now: time.now, uses });
    const { token } = tokens.issue("estimateRequest");
    time.state.now += 60_000;
    expect(await tokens.redeem("estimateRequest", token)).toEqual({ status: "valid", ageMs: 60_000 });
    expect(await tokens.redeem("estimateRequest", token)).toEqual({ status: "replayed", uses: 2 });
    await tokens.giveBack("estimateRequest", token);
    await tokens.giveBack("estimateRequest", token);
    expect(await tokens.redeem("estimateRequest", token)).toEqual({ status: "valid", ageMs: 60_000 });
    // A too young token is counted too; a forged one or another form's is not, nor given back.
    const young = tokens.issue("booking").token;
    expect(await tokens.redeem("booking", young)).toMatchObject({ status: "too-young" });
    expect(await tokens.redeem("booking", young)).toEqual({ status: "replayed", uses: 2 });
    expect(await tokens.redeem("subscription", young)).toEqual({ status: "other-form", form: "booking" });
    await tokens.giveBack("subscription", young);
    expect(counts.get(young)).toBe(2);
    expect(await tokens.redeem("booking", "forged.token")).toEqual({ status: "invalid" });
    expect(await tokens.redeem("booking", undefined)).toEqual({ status: "missing" });
    expect(counts.has("forged.token")).toBe(false);
  });
});
