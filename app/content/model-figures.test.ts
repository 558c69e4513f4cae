import { describe, expect, it } from "vitest";
import { estimate } from "~/content/savings-model/estimate";
import { stateFromSearch } from "~/content/savings-model/url-state";
import { allStacks, type StackSlug } from "./categories";
import {
  allInclusiveAnnual,
  allInclusiveFigure,
  allInclusiveSavingsPercent,
  calculatorHref,
  type ModelInputs,
  referenceHire,
  usReferenceAnnual,
} from "./model-figures";
import { seniorityLevels } from "./seniority";
import { WAGE_SOURCE, wageBenchmarkFor } from "./us-wage-benchmarks";

/** Every role at every seniority, part- and full-time, with and without overhead. */
const everyInput: ModelInputs[] = allStacks().flatMap(({ stack }) =>
  seniorityLevels.flatMap((level) =>
    [10, 40].flatMap((hoursPerWeek) =>
      [0, 30].map((overheadPercent) => ({
        role: stack.slug as StackSlug,
        seniority: level.value,
        hoursPerWeek,
        overheadPercent,
      })),
    ),
  ),
);

describe("figures computed from the pricing model", () => {
  it.each(everyInput.map((inputs) => [calculatorHref(inputs), inputs] as const))(
    "%s: the same figures as the calculator",
    (_href, inputs) => {
      const stack = allStacks().find(({ stack }) => stack.slug === inputs.role)?.stack;
      const result = estimate({
        range: stack?.salaryRange ?? { min: 0, max: 0 },
        seniority: inputs.seniority,
        hoursPerWeek: inputs.hoursPerWeek,
        usAnnualWage: wageBenchmarkFor(inputs.role)?.annualWage,
        usHoursPerYear: WAGE_SOURCE.hoursPerYear,
        overheadPercent: inputs.overheadPercent,
      });
      expect(allInclusiveAnnual(inputs)).toBeCloseTo(result.latam.annual, 6);
      expect(usReferenceAnnual(inputs)).toBeCloseTo(result.us?.annual ?? Number.NaN, 6);
      expect(allInclusiveSavingsPercent(inputs)).toBe(Math.round(result.savings?.percent ?? Number.NaN));
    },
  );

  it("links to the calculator with exactly the inputs it was computed from", () => {
    for (const inputs of everyInput) {
      const href = calculatorHref(inputs);
      expect(href.startsWith("/savings-calculator?")).toBe(true);
      expect(stateFromSearch(new URLSearchParams(href.split("?")[1]))).toEqual({
        role: inputs.role,
        seniority: inputs.seniority,
        hoursPerWeek: inputs.hoursPerWeek,
        overheadPercent: inputs.overheadPercent,
      });
    }
  });

  it("prices the reference hire as the calculator's first estimate: a mid-level backend developer", () => {
    expect(referenceHire).toEqual({
      role: "backend",
      seniority: "mid",
      hoursPerWeek: 40,
      overheadPercent: 30,
    });
    // $48.50 an hour (the midpoint of $42-55) × 40 hours × 52 weeks.
    expect(allInclusiveAnnual(referenceHire)).toBe(100_880);
    const figure = allInclusiveFigure(referenceHire, "backend developer");
    expect(figure.value).toBe("$100,880");
    expect(figure.description).toContain("mid-level backend developer, 40 hours a week");
    expect(figure.description).toContain(`${allInclusiveSavingsPercent(referenceHire)}% below`);
    expect(figure.link.href).toBe("/savings-calculator?role=backend&seniority=mid&hours=40&overhead=30");
    expect(allInclusiveFigure(referenceHire, "desarrollador backend", "es").value).toMatch(
      /^100\.880\sUS\$$/,
    );
  });
});
