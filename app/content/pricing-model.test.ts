import { describe, expect, it } from "vitest";
import { allStacks, categories, findCategory, findStack } from "./categories";
import { hiringPackages } from "./hiring-packages";
import { llmJobSamples } from "./job-samples";
import {
  annualPrice,
  categoryPackagePrices,
  categoryRate,
  directHiringFee,
  formatDollarRange,
  formatDollars,
  monthlyHours,
  monthlyPrice,
  payFitsRate,
  priceTable,
  rateForSeniority,
  services,
  siteRateRange,
  talentMonthlyPayRange,
  talentPayRange,
  terms,
  trial,
} from "./pricing-model";
import { getSampleProfiles } from "./profiles";
import { developerMonthlyBands, salesOteBands } from "./salary-bands";
import { seniorityForYears } from "./seniority";
import { stackSampleProfiles } from "./stack-profiles";

const category = (slug: string) => {
  const found = findCategory(slug);
  if (!found) throw new Error(`No category ${slug}`);
  return found;
};

describe("package prices", () => {
  it("spreads 52 weeks over 12 months", () => {
    expect(monthlyHours(40)).toBeCloseTo(173.333, 3);
    expect(monthlyHours(12)).toBe(52);
  });

  it("is hours × 52 ÷ 12 × the hourly rate", () => {
    // 10 h × 52 ÷ 12 × $39 = $1,690; full-time 40 h × 52 ÷ 12 × $55 = $9,533.33.
    expect(monthlyPrice(10, 39)).toBeCloseTo(1690, 9);
    expect(monthlyPrice(40, 55)).toBeCloseTo(9533.333, 3);
    expect(annualPrice(40, 55)).toBe(114_400);
    expect(annualPrice(20, 30)).toBe(12 * monthlyPrice(20, 30));
  });

  it("prices the four packages of a category at its lowest and highest stack rate", () => {
    // Developers: qa-testing starts at $29, devops tops out at $59.
    expect(categoryRate(category("developers"))).toEqual({ min: 29, max: 59 });
    const prices = categoryPackagePrices(category("developers"));
    expect(prices.map((price) => price.package.hoursPerWeek)).toEqual([10, 20, 30, 40]);
    const fullTime = prices[3];
    expect(fullTime?.monthly.min).toBeCloseTo((40 * 52 * 29) / 12, 9);
    expect(fullTime?.monthly.max).toBeCloseTo((40 * 52 * 59) / 12, 9);
    expect(formatDollarRange(prices[0]?.monthly ?? { min: 0, max: 0 })).toBe("$1,257-2,557");
  });

  it("gives every category a price for every package, each range rising with the hours", () => {
    const table = priceTable();
    expect(table.map((row) => row.category.slug)).toEqual(categories.map((item) => item.slug));
    for (const row of table) {
      expect(row.packages).toHaveLength(hiringPackages.length);
      for (const [index, price] of row.packages.entries()) {
        expect(price.monthly.min).toBeLessThan(price.monthly.max);
        expect(price.monthly.min).toBeCloseTo(monthlyPrice(price.package.hoursPerWeek, row.rate.min), 9);
        const previous = row.packages[index - 1];
        if (previous) expect(price.monthly.min).toBeGreaterThan(previous.monthly.min);
      }
    }
  });

  it("spans the lowest and highest stack rate of the site", () => {
    // data-annotation $23 and nlp $64 (SPEC section 9).
    expect(siteRateRange()).toEqual({ min: 23, max: 64 });
  });

  it("prices seniority at the bottom, midpoint and top of a range", () => {
    const backend = findStack("developers", "backend")?.stack.salaryRange ?? { min: 0, max: 0 };
    expect(rateForSeniority(backend, "junior")).toBe(42);
    expect(rateForSeniority(backend, "mid")).toBe(48.5);
    expect(rateForSeniority(backend, "senior")).toBe(55);
  });

  it("formats prices in whole dollars", () => {
    expect(formatDollars(9533.333)).toBe("$9,533");
    expect(formatDollarRange({ min: 5026.67, max: 10_226.67 })).toBe("$5,027-10,227");
  });
});

describe("the rate covers the talent's pay", () => {
  it("keeps every developer pay band inside the full-time price range of developers", () => {
    const fullTime = categoryPackagePrices(category("developers")).at(-1)?.monthly;
    for (const band of developerMonthlyBands) {
      expect(band.max).toBeLessThan(fullTime?.max ?? 0);
    }
  });

  it("keeps every sales base pay below the full-time price of sales roles (commission comes on top)", () => {
    const fullTime = categoryPackagePrices(category("sales")).at(-1)?.monthly;
    for (const band of salesOteBands) {
      expect(band.base.max).toBeLessThan(fullTime?.max ?? 0);
    }
  });
});

describe("what the talent earns from a client rate", () => {
  const stackRange = (slug: string) => {
    const found = allStacks().find(({ stack }) => stack.slug === slug);
    if (!found) throw new Error(`No stack ${slug}`);
    return found.stack.salaryRange;
  };
  const inside = (range: { min: number; max: number }, within: { min: number; max: number }) =>
    range.min >= Math.floor(within.min) && range.max <= Math.ceil(within.max);

  it("gives a seniority its share of the range: a mid-level backend developer earns $21-35.75 of $42-55", () => {
    expect(talentPayRange({ min: 42, max: 55 }, "mid")).toEqual({ min: 21, max: 35.75 });
    expect(talentPayRange({ min: 42, max: 55 }).max).toBeCloseTo(50.6);
    // 40 hours × 52 ÷ 12 = 173.33 hours a month.
    expect(talentMonthlyPayRange({ min: 42, max: 55 }, "mid").min).toBeCloseTo(21 * monthlyHours(40));
  });

  it("keeps the base of a commission role to its own share, whatever the seniority", () => {
    expect(talentPayRange(stackRange("enterprise-ae"), "senior")).toEqual({ min: 39 * 0.34, max: 55 * 0.55 });
  });

  it("fits SPEC's developer bands at their seniority across the developer rates", () => {
    const rate = categoryRate(category("developers"));
    for (const band of developerMonthlyBands) {
      expect(inside(band, talentMonthlyPayRange(rate, band.seniority))).toBe(true);
    }
  });

  it("fits SPEC's sales OTE bases inside their role's rate, commission on top", () => {
    for (const band of salesOteBands) {
      expect(inside(band.base, talentMonthlyPayRange(stackRange(band.stack)))).toBe(true);
      expect(band.total.min).toBeGreaterThan(band.base.min);
    }
  });

  it("fits SPEC's LLM samples ($33, $35, $29) and every sample person at their seniority", () => {
    for (const job of llmJobSamples) {
      expect(payFitsRate(Number(job.rate.replace(/\D/g, "")), stackRange(job.role ?? ""))).toBe(true);
    }
    const people = [...categories.flatMap((entry) => getSampleProfiles(entry.slug)), ...stackSampleProfiles];
    for (const profile of people) {
      const pay = Number(profile.hourlyRate.replace(/\D/g, ""));
      const seniority = seniorityForYears(profile.yearsExperience);
      expect(
        payFitsRate(pay, stackRange(profile.stack), seniority),
        `${profile.id}: $${pay}, ${seniority}`,
      ).toBe(true);
    }
  });

  it("refuses the backend page's old example pay of $54 against $42-55", () => {
    expect(payFitsRate(54, stackRange("backend"))).toBe(false);
    expect(payFitsRate(49, stackRange("backend"))).toBe(true);
  });
});

describe("fees and guarantees per service", () => {
  it("charges Direct Hiring 15% of the first year's pay, once", () => {
    expect(services.directHiring.billing).toMatchObject({ kind: "placement-fee", percentOfFirstYearPay: 15 });
    expect(directHiringFee(80_000)).toBe(12_000);
    expect(terms.directHiringFee).toBe(
      "a one-time fee of 15% of the first year's pay, due once the hire starts",
    );
  });

  it("gives Direct Hiring a 30-day guarantee with a free replacement or the fee back", () => {
    expect(services.directHiring.guarantee.days).toBe(30);
    expect(services.directHiring.guarantee.remedy).toMatch(/replacement.*refund/);
    expect(terms.directHiringGuarantee).toBe("30-day guarantee");
  });

  it("bills Staff Augmentation monthly at the hourly rate with no placement fee", () => {
    expect(services.staffAugmentation.billing).toEqual({
      kind: "hourly",
      invoiced: "monthly",
      placementFee: 0,
    });
  });

  it("gives Staff Augmentation a 90-day replacement guarantee, 6 months for senior SaaS roles, defined", () => {
    expect(services.staffAugmentation.guarantee).toMatchObject({
      days: 90,
      // Senior is the seniority levels' own 6+ years (seniority.ts).
      extended: { roles: "senior SaaS roles", months: 6, minYears: 6 },
    });
    expect(terms.staffAugmentationGuarantee).toBe("90-day replacement guarantee");
    expect(terms.staffAugmentationExtended).toBe(
      "6 months for senior SaaS roles: 6+ years of experience, hired by a software-as-a-service (SaaS) company",
    );
  });

  it("makes the 2-week trial paid and fee-free when the client does not continue", () => {
    expect(trial).toMatchObject({ weeks: 2, paid: true });
    expect(terms.trial).toBe("2-week paid trial");
    expect(terms.noFeesIfNotSatisfied).toMatch(/no placement or success fee/i);
  });
});
