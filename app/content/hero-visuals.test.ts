import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { buildStackPageData } from "./candidate-page-data";
import { allStacks, categories } from "./categories";
import { servedCountries } from "./hero-visuals";
import { sampleProfiles } from "./profiles";
import { rateChartMarkup } from "./rate-chart";
import { REGIONAL_COUNTRIES } from "./regional-stats";
import { stackSampleProfiles } from "./stack-profiles";

describe("hero visual data", () => {
  it.each(LOCALES)(
    "%s: every stack hero shows the same people, roles and pay as the cards below it",
    (locale) => {
      for (const category of categories) {
        for (const stack of category.stacks) {
          const page = buildStackPageData(category.slug, stack.slug, locale);
          if (!page) throw new Error(stack.slug);
          expect(page.shortlist).toHaveLength(Math.min(3, page.profiles.length));
          expect(page.shortlist.length, stack.slug).toBeGreaterThan(0);
          page.shortlist.forEach((card, index) => {
            const profile = page.profiles[index];
            expect(card.name, `${stack.slug}`).toBe(profile?.name);
            expect(card.role, `${stack.slug} ${card.name}`).toBe(profile?.role);
            expect(`$${card.pay}`, `${stack.slug} ${card.name}`).toBe(profile?.hourlyRate);
            expect(card.country).toBe(profile?.country);
            expect(card.skills).toEqual(profile?.skills);
          });
        }
      }
    },
  );

  it("keeps every sample person's pay inside the all-inclusive rate of their specialization", () => {
    for (const profile of [...Object.values(sampleProfiles).flat(), ...stackSampleProfiles]) {
      const range = allStacks().find(({ stack }) => stack.slug === profile.stack)?.stack.salaryRange;
      expect(range, profile.id).toBeDefined();
      const pay = Number(profile.hourlyRate.replace(/\D/g, ""));
      expect(pay, `${profile.id} (${profile.stack})`).toBeLessThanOrEqual(range?.max ?? 0);
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
