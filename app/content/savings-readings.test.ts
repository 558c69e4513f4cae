import { describe, expect, it } from "vitest";
import { allInclusiveSavingsPercent } from "./model-figures";
import {
  industryPaySavings,
  savingsScenarios,
  typicalPaySavings,
  typicalSavingsLinks,
  upToPaySavingsPercent,
} from "./savings-readings";

describe("the scenario behind each savings reading", () => {
  it("gives the reading it is linked from, as the calculator rounds it", () => {
    const percent = (key: keyof typeof savingsScenarios) => allInclusiveSavingsPercent(savingsScenarios[key]);
    expect(percent("typicalLow")).toBe(typicalPaySavings.min);
    expect(percent("typicalHigh")).toBe(typicalPaySavings.max);
    expect(percent("developers")).toBe(upToPaySavingsPercent());
    expect(percent("startups")).toBe(industryPaySavings.startups);
    expect(percent("saas")).toBe(industryPaySavings.saas);
    expect(percent("ecommerce")).toBe(industryPaySavings.ecommerce);
    expect(percent("llm")).toBe(industryPaySavings.llm);
    // SPEC's case-study copy: a 50% cost reduction.
    expect(percent("caseStudyAgency")).toBe(50);
    expect(percent("caseStudyEngineering")).toBe(50);
  });

  it("names the figure and the scenario in the link", () => {
    const [low, high] = typicalSavingsLinks();
    expect(low?.label).toBe(
      "40% all-inclusive saving: a mid-level Customer Success Manager, 40 hours a week, 30% employer overhead",
    );
    expect(high?.href).toBe(
      "/savings-calculator?role=prompt-engineering&seniority=junior&hours=40&overhead=30",
    );
  });
});
