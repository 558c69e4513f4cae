import { describe, expect, it } from "vitest";
import { defaultCalculatorState, searchFromState, stateFromSearch } from "./url-state";

describe("calculator URL state", () => {
  it("round-trips a state through the query string", () => {
    const state = { role: "qa-testing", seniority: "senior", hoursPerWeek: 20, overheadPercent: 25 } as const;
    const search = searchFromState(state);
    expect(search).toBe("role=qa-testing&seniority=senior&hours=20&overhead=25");
    expect(stateFromSearch(new URLSearchParams(search))).toEqual(state);
  });

  it("uses the defaults for a missing or unknown value, one value at a time", () => {
    expect(stateFromSearch(new URLSearchParams(""))).toEqual(defaultCalculatorState);
    expect(
      stateFromSearch(new URLSearchParams("role=astronaut&seniority=lead&hours=35&overhead=abc")),
    ).toEqual(defaultCalculatorState);
    expect(stateFromSearch(new URLSearchParams("role=nlp&hours=10"))).toEqual({
      ...defaultCalculatorState,
      role: "nlp",
      hoursPerWeek: 10,
    });
  });

  it("keeps the overhead within 0-100% as a whole number", () => {
    expect(stateFromSearch(new URLSearchParams("overhead=250")).overheadPercent).toBe(100);
    expect(stateFromSearch(new URLSearchParams("overhead=-5")).overheadPercent).toBe(0);
    expect(stateFromSearch(new URLSearchParams("overhead=12.6")).overheadPercent).toBe(13);
    expect(stateFromSearch(new URLSearchParams("overhead=0")).overheadPercent).toBe(0);
    expect(stateFromSearch(new URLSearchParams("overhead=")).overheadPercent).toBe(30);
  });
});
