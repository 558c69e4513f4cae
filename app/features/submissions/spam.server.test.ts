import { describe, expect, it } from "vitest";
import { MIN_FILL_TIME_MS } from "./envelope";
import { assessSpam } from "./spam.server";

describe("spam rules", () => {
  it("passes an empty honeypot and a human fill time", () => {
    expect(assessSpam("hiringRequest", { website: "", fillTimeMs: 12_000 })).toEqual({
      spam: false,
      reason: null,
    });
    expect(
      assessSpam("hiringRequest", { website: "   ", fillTimeMs: MIN_FILL_TIME_MS.hiringRequest }),
    ).toEqual({
      spam: false,
      reason: null,
    });
    expect(assessSpam("subscription", {})).toEqual({ spam: false, reason: null });
  });

  it("flags a filled honeypot", () => {
    expect(assessSpam("subscription", { website: "http://x.example", fillTimeMs: 60_000 })).toEqual({
      spam: true,
      reason: 'honeypot field "website" was filled',
    });
  });

  it("flags a form sent faster than the form's minimum", () => {
    expect(assessSpam("hiringRequest", { fillTimeMs: 3_999 })).toEqual({
      spam: true,
      reason: "sent 3999 ms after the form opened (minimum 4000 ms)",
    });
    expect(assessSpam("subscription", { fillTimeMs: 1_499 }).spam).toBe(true);
    expect(assessSpam("subscription", { fillTimeMs: 1_500 }).spam).toBe(false);
  });
});
