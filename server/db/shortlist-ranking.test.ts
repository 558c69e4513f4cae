import { describe, expect, it } from "vitest";
import { type RankedCandidateInput, rankCandidates, workdayOverlapHours } from "./shortlist-ranking";

const candidate = (overrides: Partial<RankedCandidateInput>): RankedCandidateInput => ({
  id: "00000000-0000-4000-8000-000000000000",
  name: "Ana",
  stacks: [],
  seniority: null,
  timeZone: null,
  hourlyRateUsd: null,
  hoursPerWeek: null,
  ...overrides,
});

describe("workdayOverlapHours", () => {
  it("counts the hours two 9-17 days share, daylight saving included", () => {
    // January: Bogotá UTC-5, New York UTC-5; São Paulo UTC-3; Los Angeles UTC-8.
    expect(workdayOverlapHours("2026-01-14", "America/Bogota", "America/New_York")).toBe(8);
    expect(workdayOverlapHours("2026-01-14", "America/Sao_Paulo", "America/Los_Angeles")).toBe(3);
    // July: New York on daylight time (UTC-4), Bogotá not.
    expect(workdayOverlapHours("2026-07-14", "America/Bogota", "America/New_York")).toBe(7);
    expect(workdayOverlapHours("2026-01-14", "America/Bogota", "Asia/Tokyo")).toBe(0);
  });

  it("finds the overlap of zones on either side of midnight", () => {
    // Auckland (UTC+13 in January) is a day ahead: 9:00-17:00 in Los Angeles (UTC-8) is 6:00-14:00
    // there the next day, so they share 9:00-14:00 of Auckland's day.
    expect(workdayOverlapHours("2026-01-14", "America/Los_Angeles", "Pacific/Auckland")).toBe(5);
  });
});

describe("rankCandidates", () => {
  const brief = {
    budgetRange: "< $50K/quarter",
    stacks: ["react", "node"],
    seniority: "senior",
    timeZone: "America/New_York",
    maxRateUsd: 50,
  };

  it("ranks the best fit first and says why", () => {
    const fit = candidate({
      id: "a",
      name: "Fit",
      stacks: ["react", "node"],
      seniority: "senior",
      timeZone: "America/Bogota",
      hourlyRateUsd: 45,
      hoursPerWeek: 40,
    });
    const far = candidate({
      id: "b",
      name: "Far",
      stacks: ["react"],
      seniority: "mid",
      timeZone: "America/Sao_Paulo",
      hourlyRateUsd: 40,
      hoursPerWeek: 40,
    });
    const dear = candidate({ id: "c", name: "Dear", stacks: ["react", "node"], hourlyRateUsd: 70 });
    const ranked = rankCandidates([dear, far, fit], brief, "2026-01-14");
    expect(ranked.map((entry) => entry.candidate.name)).toEqual(["Fit", "Far", "Dear"]);
    expect(ranked[0]?.reasons).toEqual([
      "stack match",
      "senior as asked",
      "8 h overlap",
      "rate inside budget",
    ]);
    expect(ranked[1]?.reasons).toEqual([
      "1 of 2 stacks match",
      "mid level",
      "6 h overlap",
      "rate inside budget",
    ]);
    expect(ranked[2]?.reasons).toEqual([
      "stack match",
      "unknown level",
      "time zone unknown",
      "rate above the brief's",
    ]);
  });

  it("prices a quarter with the pricing model against the request's budget", () => {
    // 40 h a week at $45: 40 × 52 ÷ 12 × 45 × 3 = $23,400 a quarter, inside $50K; at 100 h a week, $58,500 is not.
    const within = rankCandidates(
      [candidate({ hourlyRateUsd: 45, hoursPerWeek: 40 })],
      { ...brief, maxRateUsd: null },
      "2026-01-14",
    );
    const over = rankCandidates(
      [candidate({ hourlyRateUsd: 45, hoursPerWeek: 100 })],
      { ...brief, maxRateUsd: null },
      "2026-01-14",
    );
    expect(within[0]?.reasons.at(-1)).toBe("rate inside budget");
    expect(over[0]?.reasons.at(-1)).toBe("over the quarterly budget");
    const open = rankCandidates(
      [candidate({ hourlyRateUsd: 45, hoursPerWeek: 100 })],
      { ...brief, budgetRange: "> $200K/quarter", maxRateUsd: null },
      "2026-01-14",
    );
    expect(open[0]?.reasons.at(-1)).toBe("rate inside budget");
  });

  it("keeps one order for equal scores: the lower rate, then the name", () => {
    const empty = {
      budgetRange: "Just exploring options",
      stacks: [],
      seniority: null,
      timeZone: null,
      maxRateUsd: null,
    };
    const ranked = rankCandidates(
      [
        candidate({ id: "1", name: "Zoe", hourlyRateUsd: 30 }),
        candidate({ id: "2", name: "Bea", hourlyRateUsd: 30 }),
        candidate({ id: "3", name: "Al", hourlyRateUsd: 40 }),
      ],
      empty,
      "2026-01-14",
    );
    expect(ranked.map((entry) => entry.candidate.name)).toEqual(["Bea", "Zoe", "Al"]);
  });
});
