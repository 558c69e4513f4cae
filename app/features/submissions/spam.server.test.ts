import { describe, expect, it } from "vitest";
import { assessSpam, visitorMailHold } from "./spam.server";

const valid = { status: "valid", ageMs: 60_000 } as const;

describe("spam rules", () => {
  it("passes an empty honeypot with a genuine token of a person's pace", () => {
    expect(assessSpam("hiringRequest", { website: "", token: valid })).toEqual({ spam: false, reason: null });
    expect(assessSpam("hiringRequest", { website: "   ", token: valid })).toEqual({
      spam: false,
      reason: null,
    });
    expect(assessSpam("subscription", { token: valid })).toEqual({ spam: false, reason: null });
  });

  it("quarantines a filled honeypot, whatever the token", () => {
    expect(assessSpam("subscription", { website: "http://x.example", token: valid })).toEqual({
      spam: true,
      reason: 'honeypot field "website" was filled',
    });
  });

  it("quarantines a missing, forged or other form's token", () => {
    expect(assessSpam("hiringRequest", { token: { status: "missing" } })).toEqual({
      spam: true,
      reason: "no form token",
    });
    expect(assessSpam("hiringRequest", { token: { status: "invalid" } })).toEqual({
      spam: true,
      reason: "forged or malformed form token",
    });
    expect(assessSpam("hiringRequest", { token: { status: "other-form", form: "subscription" } })).toEqual({
      spam: true,
      reason: "form token issued for another form (subscription, not hiringRequest)",
    });
  });

  it("keeps a too young or expired token's lead announced, with the reason", () => {
    expect(
      assessSpam("hiringRequest", { token: { status: "too-young", ageMs: 900, minimumMs: 4_000 } }),
    ).toEqual({
      spam: false,
      reason: "sent 900 ms after the form token was issued (minimum 4000 ms)",
    });
    const hour = 60 * 60 * 1000;
    expect(
      assessSpam("candidateApplication", {
        token: { status: "expired", ageMs: 200 * hour + 5, lifetimeMs: 168 * hour },
      }),
    ).toEqual({ spam: false, reason: "form token expired (issued 200 h ago, valid for 168 h)" });
  });

  it("quarantines a replayed token", () => {
    expect(assessSpam("estimateRequest", { website: "", token: { status: "replayed", uses: 2 } })).toEqual({
      spam: true,
      reason: "form token used again (use 2; each token carries one submission)",
    });
  });

  it("sends no e-mail to the visitor of a form sent faster than a person fills it", () => {
    expect(visitorMailHold({ status: "too-young", ageMs: 0, minimumMs: 1_500 })).toBe(
      "the form was sent 0 ms after it was opened (a person needs at least 1500 ms)",
    );
    expect(visitorMailHold(valid)).toBeNull();
    expect(visitorMailHold({ status: "expired", ageMs: 9e9, lifetimeMs: 6e8 })).toBeNull();
  });
});
