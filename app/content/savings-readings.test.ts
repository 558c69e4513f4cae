import { describe, expect, it } from "vitest";
import { allStacks, type StackSlug } from "./categories";
import { allInclusiveSavingsPercent } from "./model-figures";
import { calculatorSettings } from "./savings-calculator";
import {
  industryPaySavings,
  savingsScenarioLinks,
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

describe("the scope beside each savings reading", () => {
  const seniorities = ["junior", "mid", "senior"] as const;

  it("holds 'up to' as the highest saving among developer roles at the scenario's overhead", () => {
    const { hoursPerWeek, overheadPercent } = savingsScenarios.developers;
    const developerSavings = allStacks()
      .filter(({ category }) => category.slug === "developers")
      .flatMap(({ stack }) =>
        seniorities.map(
          (seniority) =>
            allInclusiveSavingsPercent({
              role: stack.slug as StackSlug,
              seniority,
              hoursPerWeek,
              overheadPercent,
            }) ?? 0,
        ),
      );
    expect(Math.max(...developerSavings)).toBe(upToPaySavingsPercent());
  });

  it("puts the same hire at the calculator's default overhead beside a figure priced at another", () => {
    const defaultOverhead = calculatorSettings.defaults.overheadPercent;
    for (const key of Object.keys(savingsScenarios) as (keyof typeof savingsScenarios)[]) {
      const scenario = savingsScenarios[key];
      const links = savingsScenarioLinks(key);
      if (scenario.overheadPercent === defaultOverhead) {
        expect(links, key).toHaveLength(1);
        continue;
      }
      const atDefault = { ...scenario, overheadPercent: defaultOverhead };
      expect(links[1]?.href, key).toBe(
        `/savings-calculator?role=${scenario.role}&seniority=${scenario.seniority}&hours=${scenario.hoursPerWeek}&overhead=${defaultOverhead}`,
      );
      expect(links[1]?.label, key).toBe(
        `${allInclusiveSavingsPercent(atDefault)}% at the calculator's default, ${defaultOverhead}% employer overhead`,
      );
    }
  });
});
