import { describe, expect, it } from "vitest";
import * as home from "./home";
import * as industryPages from "./industry-pages";
import { pricingFaq, pricingServices, pricingTerms } from "./pricing";
import { services, terms } from "./pricing-model";
import { servicePages } from "./services";

/** Every string inside a content value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const copy = strings([home, industryPages, servicePages, pricingServices, pricingTerms, pricingFaq]);

const guaranteeDays = new Set<number>([
  services.directHiring.guarantee.days,
  services.staffAugmentation.guarantee.days,
]);
const guaranteeMonths = services.staffAugmentation.guarantee.extended.months;

describe("guarantees and fees in the copy agree with the pricing model", () => {
  it("states only the model's guarantee lengths", () => {
    const mentions = copy.filter((text) => /guarantee|guaranteed|replacement/i.test(text));
    expect(mentions.length).toBeGreaterThan(10);
    for (const text of mentions) {
      for (const [, days] of text.matchAll(/(\d+)[- ]days?\b/gi))
        expect(guaranteeDays, text).toContain(Number(days));
      for (const [, months] of text.matchAll(/(\d+)[- ]months?\b/gi))
        expect(Number(months), text).toBe(guaranteeMonths);
    }
  });

  it("states only the model's fee percentage", () => {
    const sentences = copy.flatMap((text) => text.split(/(?<=\.)\s+/));
    const feeSentences = sentences.filter((sentence) => /\bfee\b/i.test(sentence) && /\d\s?%/.test(sentence));
    expect(feeSentences.length).toBeGreaterThan(2);
    for (const sentence of feeSentences) {
      for (const [, percent] of sentence.matchAll(/(\d+)\s?%/g)) expect(Number(percent), sentence).toBe(15);
    }
  });

  it("says what 'no fees if not satisfied' means wherever it is promised", () => {
    const promises = copy.filter((text) => /no fees if/i.test(text));
    expect(promises.length).toBeGreaterThan(2);
    for (const text of promises) {
      const explained = /placement|success fee|trial/i.test(text);
      // A title may leave the meaning to the description right under it.
      const isTitle = text.length < 40;
      if (!isTitle) expect(explained, text).toBe(true);
    }
    const audience = home.homeAudiences.items
      .flatMap((item) => item.points)
      .find((point) => /no fees if/i.test(point));
    expect(audience).toMatch(/placement fee/);
    // Beside a paid trial, "no fees" says what is still paid: the trial's hours.
    for (const text of promises.filter((promise) => promise.length >= 40 && /trial/i.test(promise))) {
      expect(text, text).toMatch(
        /billed|pay(?:s)? (?:only )?(?:for )?the trial|trial's hours|trial hours|costs only/i,
      );
    }
  });

  it("gives Headhunting Pro's success fee as the Direct Hiring percentage, due once the hire starts", () => {
    const pricing = strings(servicePages["headhunting-pro"].pricing).join(" ");
    expect(pricing).toContain(terms.feePercent);
    expect(pricing).toContain(services.directHiring.billing.due);
    const faq = strings(servicePages["headhunting-pro"].faq).join(" ");
    expect(faq).toContain(terms.feePercent);
  });

  it("bills Staff Augmentation by the hour with no placement fee", () => {
    const pricing = strings(servicePages["hires-staffing"].pricing).join(" ");
    expect(pricing).toMatch(/hourly rate, billed monthly/i);
    expect(pricing).toMatch(/no placement fee/i);
  });

  it("scopes the home page's guarantees to their service", () => {
    const [directCell, staffingCell] =
      home.homeComparison.rows.find((row) => row.feature === "Guarantee")?.values ?? [];
    expect(String(directCell)).toContain(terms.directHiringGuarantee);
    expect(String(staffingCell)).toContain(`${services.staffAugmentation.guarantee.days}-day`);
    for (const text of strings([home.homeHero, home.homeAudiences])) {
      if (/\d+-day replacement guarantee/i.test(text)) expect(text, text).toMatch(/staff augmentation/i);
    }
  });
});
