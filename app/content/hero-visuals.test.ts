import { describe, expect, it } from "vitest";
import { categories } from "./categories";
import { buildShortlist, servedCountries } from "./hero-visuals";
import { rateChartMarkup } from "./rate-chart";
import { REGIONAL_COUNTRIES } from "./regional-stats";

describe("hero visual data", () => {
  it("gives every stack a shortlist of three with rates inside the stack's hourly range", () => {
    for (const category of categories) {
      for (const stack of category.stacks) {
        const shortlist = buildShortlist(category.slug, stack.salaryRange);
        expect(shortlist).toHaveLength(3);
        for (const card of shortlist) {
          expect(card.rate, `${stack.slug} ${card.name}`).toBeGreaterThanOrEqual(stack.salaryRange.min);
          expect(card.rate, `${stack.slug} ${card.name}`).toBeLessThanOrEqual(stack.salaryRange.max);
        }
      }
    }
  });

  it("names the countries we hire in, in each language", () => {
    expect(servedCountries("en").map((country) => country.name)).toEqual([...REGIONAL_COUNTRIES]);
    expect(servedCountries("es").map((country) => country.name)).toContain("Brasil");
    expect(servedCountries("pt-br").map((country) => country.hub)).toContain("São Paulo");
  });

  it("draws each specialization's range in the rate chart, with names escaped", () => {
    const markup = rateChartMarkup(
      [
        { slug: "qa-testing", name: "QA & Testing Engineer", min: 29, max: 42 },
        { slug: "devops", name: "DevOps Engineer", min: 44, max: 59 },
      ],
      "Hourly rates, USD",
    );
    expect(markup).toContain("QA &amp; Testing Engineer");
    expect(markup).toContain("<span>29</span><span>42</span>");
    expect(markup).toContain("<span>44</span><span>59</span>");
    expect(rateChartMarkup([], "Hourly rates, USD")).toBe("");
  });
});
