import { describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { candidateSeed, normalizeCandidateEmail, scorecardSchema } from "./candidates";
import { REJECTION_REASONS, STAGE_CRITERIA } from "./vetting";

const application = (overrides: Record<string, unknown> = {}) =>
  CandidateApplicationSchema.parse(candidateApplicationFields(overrides));

describe("normalizeCandidateEmail", () => {
  it("names one person whatever the case, the spaces or the compatibility forms typed", () => {
    expect(normalizeCandidateEmail("  Ana.Souza@Example.COM ")).toBe("ana.souza@example.com");
    // Full-width letters and the "ﬁ" ligature fold to their plain forms under NFKC.
    expect(normalizeCandidateEmail("ＡＮＡ@ﬁrm.example")).toBe("ana@firm.example");
  });
});

describe("candidateSeed", () => {
  it("reads the application's answers as the pool's fields", () => {
    const seed = candidateSeed(
      application({
        email: "Ana@Example.com",
        country: "Brazil",
        englishLevel: "Professional",
        yearsOfExperience: 2,
      }),
      new Date("2026-12-03T10:00:00Z"),
    );
    expect(seed).toMatchObject({
      email: "ana@example.com",
      country: "BR",
      english_level: "B2",
      seniority: "junior",
      stacks: ["full-stack"],
      links: ["https://www.linkedin.com/in/maria-gonzalez"],
      earliest_start: null,
    });
  });

  it.each([
    ["Immediately", "2026-01-31", "2026-01-31"],
    ["In 2 weeks", "2026-12-24", "2027-01-07"],
    ["In 1 month", "2026-01-31", "2026-02-28"],
    ["In 1 month", "2028-01-30", "2028-02-29"],
    ["In 1 month", "2026-12-15", "2027-01-15"],
    ["Later", "2026-12-15", null],
  ])("starts %s from %s on %s", (availability, day, expected) => {
    const seed = candidateSeed(application({ availability }), new Date(`${day}T23:30:00Z`));
    expect(seed.earliest_start).toBe(expected);
  });
});

describe("the vetting rules", () => {
  it("name each criterion and rejection reason once", () => {
    for (const criteria of Object.values(STAGE_CRITERIA)) {
      const keys = criteria.map((criterion) => criterion.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    const reasons = REJECTION_REASONS.map((reason) => reason.key);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it("accept a scorecard only with every criterion of its stage", () => {
    const english = scorecardSchema("english");
    const rated = { rating: 3, evidence: "Followed a fast client call" };
    expect(english.safeParse({ fluency: rated, comprehension: rated }).success).toBe(true);
    expect(english.safeParse({ fluency: rated }).success).toBe(false);
    expect(english.safeParse({ fluency: rated, comprehension: rated, accent: rated }).success).toBe(false);
  });
});
