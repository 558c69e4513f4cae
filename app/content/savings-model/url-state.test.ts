import { describe, expect, it } from "vitest";
import { defaultCalculatorState, scenarioProblems, searchFromState, stateFromSearch } from "./url-state";

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

describe("what a scenario link gets wrong", () => {
  it("names each part it could not use, and keeps quiet about the parts it could", () => {
    expect(scenarioProblems(new URLSearchParams("role=nlp&seniority=senior&hours=20&overhead=25"))).toEqual(
      [],
    );
    expect(scenarioProblems(new URLSearchParams(""))).toEqual([]);
    expect(scenarioProblems(new URLSearchParams("hours=040&overhead=12.6"))).toEqual([]);
    const params = new URLSearchParams("role=astronaut&seniority=lead&hours=35&overhead=abc");
    expect(scenarioProblems(params)).toEqual([
      { param: "role", given: "astronaut", kind: "unknown" },
      { param: "seniority", given: "lead", kind: "unknown" },
      { param: "hours", given: "35", kind: "unknown" },
      { param: "overhead", given: "abc", kind: "unknown" },
    ]);
  });

  it("tells an overhead beyond its limits from one it cannot read", () => {
    expect(scenarioProblems(new URLSearchParams("role=qa-testing&overhead=250"))).toEqual([
      { param: "overhead", given: "250", kind: "clamped" },
    ]);
    expect(scenarioProblems(new URLSearchParams("overhead="))).toEqual([
      { param: "overhead", given: "", kind: "unknown" },
    ]);
    // A key named like an object's own property is just an unknown part of the link.
    expect(scenarioProblems(new URLSearchParams("role=__proto__&hours=constructor"))).toEqual([
      { param: "role", given: "__proto__", kind: "unknown" },
      { param: "hours", given: "constructor", kind: "unknown" },
    ]);
  });
});
