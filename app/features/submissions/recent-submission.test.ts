// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { RECENT_SUBMISSION_MS, recentSubmission, rememberSubmission } from "./recent-submission";

const NOW = Date.parse("2026-12-02T10:00:00Z");

beforeEach(() => sessionStorage.clear());

describe("the submission this tab just made", () => {
  it("is remembered per form, for an hour", () => {
    rememberSubmission("hiringRequest", "lead-1", NOW);
    expect(recentSubmission("hiringRequest", NOW + 1000)).toEqual({ id: "lead-1", at: NOW });
    expect(recentSubmission("hiringRequest", NOW + RECENT_SUBMISSION_MS + 1)).toBeNull();
    // Another form's submission is not a hiring request.
    expect(recentSubmission("booking", NOW)).toBeNull();
    rememberSubmission("booking", "call-1", NOW);
    expect(recentSubmission("hiringRequest", NOW)?.id).toBe("lead-1");
  });

  it("is none when nothing was sent, or the stored value is not one", () => {
    expect(recentSubmission("hiringRequest", NOW)).toBeNull();
    for (const stored of [
      "not json",
      "[]",
      '{"hiringRequest":{"id":"","at":1}}',
      '{"hiringRequest":{"id":"x"}}',
    ]) {
      sessionStorage.setItem("latammatch:recent-submissions", stored);
      expect(recentSubmission("hiringRequest", NOW), stored).toBeNull();
    }
    // A time in the future (a clock moved back) confirms nothing either.
    rememberSubmission("hiringRequest", "lead-1", NOW + 60_000);
    expect(recentSubmission("hiringRequest", NOW)).toBeNull();
  });
});
