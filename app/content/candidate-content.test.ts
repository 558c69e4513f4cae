import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import {
  buildCategoryPageData,
  buildExplorer,
  buildStackPageData,
  EXPLORER_TECHNOLOGY_LIMIT,
  uniqueTechnologies,
} from "./candidate-page-data";
import { candidatesPageData, talentPageData } from "./candidate-static-pages";
import { allStacks, type CategorySlug, categories, formatSalaryRange } from "./categories";
import { categoryPages } from "./category-pages";
import { interviewChats } from "./interview-chats";
import { exampleJobs } from "./job-samples";
import { localizeProfiles } from "./locale-content";
import { payFitsRate } from "./pricing-model";
import { getSampleProfiles, sampleProfiles, type TalentProfile } from "./profiles";
import { regionalFigures } from "./regional-stats";
import { savingsWords } from "./savings-readings";
import { findSampleProfile } from "./stack-profiles";
import { showcaseProfiles } from "./talent";

const slugs = categories.map((category) => category.slug) as CategorySlug[];
const rateOf = (text: string) => Number(text.match(/\$(\d+)/)?.[1]);

describe("sample profiles", () => {
  it.each(slugs)("%s has four complete profiles", (slug) => {
    const profiles = sampleProfiles[slug];
    expect(profiles).toHaveLength(4);
    for (const profile of profiles) {
      expect(profile.hourlyRate).toMatch(/^\$\d+$/);
      expect(profile.skills.length).toBeGreaterThanOrEqual(3);
      expect(profile.previousCompanies.length).toBeGreaterThanOrEqual(1);
      expect(profile.image.initials).toMatch(/^\p{Lu}{2}$/u);
      expect(profile.countryFlag).not.toBe("");
      expect(profile.gradient).toMatch(/^from-\S+ to-\S+$/);
    }
  });

  it("uses unique ids", () => {
    const ids = Object.values(sampleProfiles).flatMap((profiles) => profiles.map((profile) => profile.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("falls back to the developers for an unknown category", () => {
    expect(getSampleProfiles("plumbers")).toBe(sampleProfiles.developers);
    expect(getSampleProfiles(undefined)).toBe(sampleProfiles.developers);
    expect(getSampleProfiles("toString")).toBe(sampleProfiles.developers);
    expect(getSampleProfiles("design")).toBe(sampleProfiles.design);
  });
});

describe("category pages", () => {
  it.each(slugs)("%s has five FAQs and a layout that matches the spec", (slug) => {
    const page = categoryPages[slug];
    expect(page.slug).toBe(slug);
    expect(page.faqs).toHaveLength(5);
    expect(page.seo.title.length).toBeLessThanOrEqual(60);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    const expected =
      { developers: "career", sales: "career", "llm-specialists": "llm" }[slug as string] ?? "creative";
    expect(page.layout).toBe(expected);
    expect(page.hero.actions.some((action) => "opens" in action && action.opens === "apply-modal")).toBe(
      true,
    );
    expect(page.hero.actions.some((action) => "href" in action && action.href === "/#demo")).toBe(true);
  });

  it("sends the LLM page's closing calls to action to /hiring-form", () => {
    for (const action of categoryPages["llm-specialists"].cta.actions) {
      expect("href" in action && action.href).toBe("/hiring-form");
    }
  });

  it("keeps every example job's pay a part of its role's all-inclusive rate", () => {
    const jobs = [...exampleJobs, ...Object.values(categoryPages).flatMap((page) => page.openings.jobs)];
    for (const job of jobs) {
      const range = allStacks().find(({ stack }) => stack.slug === job.role)?.stack.salaryRange;
      expect(range, `${job.title}: ${job.role}`).toBeDefined();
      expect(payFitsRate(rateOf(job.rate), range ?? { min: 0, max: 0 }), `${job.title}: ${job.rate}`).toBe(
        true,
      );
    }
  });
});

describe("salary bands (SPEC section 9)", () => {
  it("puts the bands on the developer and sales pages only", () => {
    expect(buildCategoryPageData("developers")?.monthlyBands).toHaveLength(3);
    expect(buildCategoryPageData("sales")?.oteBands).toHaveLength(3);
    expect(buildCategoryPageData("design")?.monthlyBands).toBeUndefined();
  });
});

describe("regional statistics", () => {
  it("matches the showcase pool sizes (sum of the categories, rounded down to hundreds)", () => {
    const cards = candidatesPageData("en").showcase;
    expect(cards).toHaveLength(showcaseProfiles.length);
    showcaseProfiles.forEach(({ country }, index) => {
      const total = slugs.reduce((sum, slug) => sum + regionalFigures[slug][country].vettedTalent, 0);
      expect(cards[index]?.talentCount).toBe(`${(Math.floor(total / 100) * 100).toLocaleString("en-US")}+`);
    });
  });

  it.each(LOCALES)("%s: each showcase person reads as on their profile card", (locale) => {
    for (const [index, card] of candidatesPageData(locale).showcase.entries()) {
      const id = showcaseProfiles[index]?.profileId ?? "";
      const [profile] = localizeProfiles([findSampleProfile(id) as TalentProfile], locale);
      expect(card.name).toBe(profile?.name);
      expect(card.role).toBe(profile?.role);
      expect(card.salary).toContain(profile?.hourlyRate);
    }
  });
});

describe("interview chats", () => {
  it.each(slugs)("%s alternates AI and candidate, starting and ending with the AI", (slug) => {
    const chat = interviewChats[slug];
    expect(chat.length).toBeGreaterThanOrEqual(4);
    expect(chat.map((message) => message.sender)).toEqual(
      chat.map((_, index) => (index % 2 === 0 ? "ai" : "user")),
    );
    expect(chat.at(-1)?.sender).toBe("ai");
  });
});

describe("category explorer", () => {
  it("de-duplicates technologies case-insensitively and caps them", () => {
    expect(uniqueTechnologies(["React", "react", "Go", " Go"], 20)).toEqual(["React", "Go"]);
    expect(uniqueTechnologies(Array.from({ length: 30 }, (_, i) => `T${i}`))).toHaveLength(
      EXPLORER_TECHNOLOGY_LIMIT,
    );
  });

  it.each(slugs)("%s lists every stack with its range and at most 20 unique technologies", (slug) => {
    const category = categories.find((entry) => entry.slug === slug)!;
    const entries = buildExplorer(slug);
    expect(entries.map((entry) => entry.slug)).toEqual(category.stacks.map((stack) => stack.slug));
    for (const [index, entry] of entries.entries()) {
      expect(entry.range).toBe(formatSalaryRange(category.stacks[index]!.salaryRange));
      expect(entry.href).toBe(`/candidates/${slug}/${entry.slug}`);
      expect(entry.technologies.length).toBeGreaterThan(0);
      expect(entry.technologies.length).toBeLessThanOrEqual(20);
      expect(new Set(entry.technologies.map((t) => t.toLowerCase())).size).toBe(entry.technologies.length);
    }
  });
});

describe("stack pages", () => {
  it("builds data for all 31 stacks with the exact range", () => {
    const stacks = allStacks();
    expect(stacks).toHaveLength(31);
    for (const { category, stack } of stacks) {
      const data = buildStackPageData(category.slug, stack.slug);
      expect(data?.stack.range).toBe(formatSalaryRange(stack.salaryRange));
      // The sample people are of the stack itself: their pay is a part of its rate.
      expect(data?.profiles.length).toBeGreaterThan(0);
      expect(data?.profiles.every((profile) => profile.stack === stack.slug)).toBe(true);
      expect(data?.shortlist.map((card) => card.stack)).toEqual(
        data?.profiles.slice(0, 3).map((p) => p.stack),
      );
      expect(data?.detail.faqs.length).toBeGreaterThanOrEqual(4);
    }
    expect(buildStackPageData("developers", "full-stack")?.stack.range).toBe("$39-52/hour");
  });

  it("rejects unknown or mismatched slugs", () => {
    expect(buildStackPageData("developers", "nope")).toBeUndefined();
    expect(buildStackPageData("sales", "backend")).toBeUndefined();
    expect(buildCategoryPageData("plumbers")).toBeUndefined();
  });
});

describe("the /talent closing band", () => {
  it.each(LOCALES)("keeps SPEC's employer link and tells a job seeker, in %s, who it is for", (locale) => {
    const { cta } = talentPageData(locale);
    const employers = cta.actions.find(
      (action) => "href" in action && /^(\/(es|pt-br))?\/?$/.test(action.href),
    );
    // SPEC: 'Find Experts' goes to / (the home page for hiring companies).
    expect(employers, locale).toBeDefined();
    expect(employers?.context, locale).toBeTruthy();
    // The note names the employers' action and the job seeker's one, both by their labels.
    for (const action of cta.actions)
      expect(cta.note, locale).toContain(action.label.replace(/ ahora$| agora$/, ""));
  });
});

describe("a stack page's savings answer compares like with like, or says where it does not", () => {
  const savingsAnswer = (locale: (typeof LOCALES)[number], categorySlug: CategorySlug, stackSlug: string) =>
    buildStackPageData(categorySlug, stackSlug, locale)
      ?.detail.faqs.map((faq) => faq.answer)
      .find((answer) => answer.includes(savingsWords[locale].forEmployers)) ?? "";

  it.each(LOCALES)(
    "in %s, names the junior basis of the top end, and the commission a sales rate leaves out",
    (locale) => {
      for (const { category, stack } of allStacks()) {
        const answer = savingsAnswer(locale, category.slug as CategorySlug, stack.slug);
        expect(answer, `${locale} ${stack.slug}`).toMatch(/junior|júnior/);
        // The rate leaves the commission or bonus out; the U.S. median (BLS) counts it.
        const scoped = /commission|comisión|comissão|bonus|bono|bônus/i.test(answer);
        expect(scoped, `${locale} ${stack.slug}`).toBe(stack.salaryRange.extra !== undefined);
      }
    },
  );
});
