import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { withEmployerSavings } from "../candidate-page-data";
import { categories } from "../categories";
import { companyDurations, durationText } from "../durations";
import { localeContent } from "../locale-content";
import { payFitsRate } from "../pricing-model";
import { stackFaqDurations } from "./faq-durations";
import { getStackDetail, stackDetails } from "./index";

const stacks = categories.flatMap((category) => category.stacks.map((stack) => ({ category, stack })));
const rate = /^\$(\d{2})\/hour(?: plus commission| plus bonus)?$/;
const shortlistClaim = /\b48[- ]?(hours?|h)\b/i;
const trialClaim = (text: string) =>
  /\b(2|two)[- ]weeks?\b/i.test(text) && /\bpaid\b/i.test(text) && /\btrial/i.test(text);

describe("stack details", () => {
  it("has exactly one detail per stack in categories.ts", () => {
    const slugs = stacks.map(({ stack }) => stack.slug);
    // Details are keyed by stack slug alone, so a slug reused in two categories would collide.
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(Object.keys(stackDetails).sort()).toEqual([...slugs].sort());
  });

  it("never repeats a description or an FAQ answer across stacks", () => {
    const descriptions = stacks.map(({ stack }) => stackDetails[stack.slug].description);
    expect(new Set(descriptions).size).toBe(descriptions.length);

    // As the pages print them: the savings sentence written out for each stack.
    const answers = stacks.flatMap(({ stack }) =>
      withEmployerSavings(stackDetails[stack.slug], stack.slug, stack.name, "en").faqs.map(
        (faq) => faq.answer,
      ),
    );
    expect(new Set(answers).size).toBe(answers.length);
  });

  describe.each(stacks)("$stack.slug", ({ stack }) => {
    const detail = getStackDetail(stack.slug);

    it("has a description", () => {
      expect(detail.description.trim()).not.toBe("");
    });

    it("lists 8-20 unique technologies", () => {
      expect(detail.technologies.length).toBeGreaterThanOrEqual(8);
      expect(detail.technologies.length).toBeLessThanOrEqual(20);
      const normalized = detail.technologies.map((technology) => technology.trim().toLowerCase());
      expect(new Set(normalized).size).toBe(normalized.length);
    });

    it("has 5-7 responsibilities and 5-7 requirements", () => {
      expect(detail.responsibilities.length).toBeGreaterThanOrEqual(5);
      expect(detail.responsibilities.length).toBeLessThanOrEqual(7);
      expect(detail.requirements.length).toBeGreaterThanOrEqual(5);
      expect(detail.requirements.length).toBeLessThanOrEqual(7);
    });

    it("has 4-5 FAQs that state the 48-hour shortlist and the 2-week paid trial", () => {
      expect(detail.faqs.length).toBeGreaterThanOrEqual(4);
      expect(detail.faqs.length).toBeLessThanOrEqual(5);
      for (const faq of detail.faqs) {
        expect(faq.question.trim()).not.toBe("");
        expect(faq.answer.trim()).not.toBe("");
      }
      expect(detail.faqs.some((faq) => shortlistClaim.test(faq.answer))).toBe(true);
      expect(detail.faqs.some((faq) => trialClaim(faq.answer))).toBe(true);
    });

    it("has search metadata within length limits", () => {
      expect(detail.seoTitle.trim()).not.toBe("");
      expect(detail.seoTitle.length).toBeLessThanOrEqual(60);
      expect(detail.seoDescription.trim()).not.toBe("");
      expect(detail.seoDescription.length).toBeLessThanOrEqual(160);
    });

    it("has 3 remote opportunity examples paying a part of the stack's all-inclusive rate", () => {
      expect(detail.opportunityExamples).toHaveLength(3);
      for (const opportunity of detail.opportunityExamples) {
        expect(opportunity.title.trim()).not.toBe("");
        expect(opportunity.stack.trim()).not.toBe("");
        expect(["Full-Time", "Contract"]).toContain(opportunity.type);
        expect(opportunity.location).toBe("Remote");
        const match = rate.exec(opportunity.rate);
        expect(match, `rate "${opportunity.rate}"`).not.toBeNull();
        const hourly = Number(match?.[1]);
        expect(payFitsRate(hourly, stack.salaryRange), `${opportunity.title}: $${hourly}`).toBe(true);
      }
    });
  });
});

describe("durations in the stack pages' answers", () => {
  const folders = [
    "app/content/stack-details",
    "app/content/locales/es/stack-details",
    "app/content/locales/pt-br/stack-details",
  ];
  const files = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => !/^(index|types|opportunities|faq-durations)\.ts$|\.test\.ts$/.test(name))
      .map((name) => path.join(folder, name)),
  );
  // A duration of the hiring loop typed as words or digits, in any of the three languages.
  const typedDuration =
    /\b(?:48|72)[- ]?(?:hours?|horas?|h)\b|\b(?:2|two)[- ]weeks?\b|\b(?:2|dos|duas)(?: primeiras| primeras)? semanas\b|\b(?:one to two|1-2|1–2) weeks?\b|\b(?:una a dos|uma a duas|1[-–]2) semanas\b/i;

  it.each(files)("%s takes every duration of its answers and descriptions from durations.ts", (file) => {
    const source = readFileSync(file, "utf8");
    const texts = [...source.matchAll(/(?:answer|seoDescription):\s*("[^"]*"|`[^`]*`)/g)].map(
      (match) => match[1],
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => typedDuration.test(text ?? ""))).toEqual([]);
  });

  it.each(LOCALES)(
    "%s: every stack's answers print the shortlist and the trial durations.ts gives",
    (locale) => {
      const duration = stackFaqDurations(locale);
      expect(duration.shortlist).toBe(durationText(companyDurations.shortlist, locale));
      expect(duration.trial).toBe(durationText(companyDurations.trial, locale));
      for (const [slug, detail] of Object.entries(localeContent(locale).stackDetails)) {
        const answers = detail.faqs.map((faq) => faq.answer).join(" ");
        expect(answers, slug).toContain(duration.shortlist);
        expect(answers.includes(duration.trial) || answers.includes(duration.trialBeforeNoun), slug).toBe(
          true,
        );
      }
    },
  );
});
