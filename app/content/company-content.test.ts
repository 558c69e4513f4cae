import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies";
import { industryPageSlugs, industryPages } from "./industry-pages";
import { industryStatItems } from "./industry-stats";
import { llmTraining } from "./llm-training";
import { llmTrainingJsonLd } from "./llm-training-schema";
import { pages } from "./pages";
import { servicePages, serviceSlugs } from "./services";

// SPEC section 9: shortlist SLA, savings %, 90-day retention %, time-to-hire change.
const specStats = {
  startups: { slaHours: 48, savingsPct: 60, retention90d: 95, ttfDelta: -75 },
  saas: { slaHours: 48, savingsPct: 55, retention90d: 97, ttfDelta: -70 },
  ecommerce: { slaHours: 48, savingsPct: 50, retention90d: 94, ttfDelta: -65 },
};

describe("industry pages", () => {
  it.each(industryPageSlugs)("%s carries the SPEC figures", (slug) => {
    const page = industryPages[slug];
    expect(page.slug).toBe(slug);
    const tiles = industryStatItems(page.stats).map((tile) => tile.value);
    expect(tiles).toEqual([
      "48h",
      `${specStats[slug].savingsPct}%`,
      `${specStats[slug].retention90d}%`,
      `${-specStats[slug].ttfDelta}%`,
    ]);
    // The hero text repeats the same figures.
    expect(page.hero.description).toContain(`${specStats[slug].savingsPct}%`);
    expect(page.hero.description).toContain(`${specStats[slug].retention90d}%`);
  });

  it.each(industryPageSlugs)("%s has every section the template needs", (slug) => {
    const page = industryPages[slug];
    expect(page.hero.actions).toEqual([
      { label: "I'm Hiring", href: "/#demo" },
      { label: "Learn More", href: "/#about", variant: "secondary", context: " about LatamMatch" },
    ]);
    expect(page.hero.images.length).toBeGreaterThanOrEqual(2);
    expect(page.benefits.items.length).toBeGreaterThanOrEqual(3);
    for (const benefit of page.benefits.items) {
      expect(benefit.title && benefit.description && benefit.metric).toBeTruthy();
    }
    expect(page.counters.items).toHaveLength(4);
    for (const counter of page.counters.items) expect(counter.value).toMatch(/\d/);
    expect(page.partnership.points.length).toBeGreaterThan(0);
    expect(page.services.items.length).toBeGreaterThanOrEqual(3);
    for (const service of page.services.items) {
      expect(service.features.length).toBeGreaterThan(0);
      expect(service.kpis.length).toBeGreaterThan(0);
    }
    for (const role of page.roles.items) {
      expect(["Mid to Senior", "Senior"]).toContain(role.seniority);
      expect(role.stack.length).toBeGreaterThan(0);
    }
    expect([5, 6]).toContain(page.playbook.steps.length);
    page.playbook.steps.forEach((step, index) => {
      expect(step.step).toBe(index + 1);
      expect(step.timeline).not.toBe("");
    });
    expect(page.playbook.images.length).toBeGreaterThanOrEqual(2);
    expect(page.testimonials.items).toHaveLength(4);
    for (const testimonial of page.testimonials.items) {
      const initials = testimonial.author
        .split(" ")
        .map((word) => word[0])
        .join("");
      expect(testimonial.initials).toBe(initials);
    }
  });

  it("gives every secondary button a destination", () => {
    for (const slug of industryPageSlugs) {
      const page = industryPages[slug];
      const actions = [
        page.benefits.action,
        page.partnership.action,
        page.services.action,
        page.roles.action,
        page.playbook.action,
        ...page.cta.actions,
      ];
      for (const action of actions) {
        expect(action).toBeDefined();
        if (action && "href" in action) expect(action.href).toMatch(/^\/(hiring-form|#)/);
        if (action && "opens" in action) expect(action.opens).toBe("hiring-modal");
      }
    }
  });
});

describe("case studies", () => {
  it("is complete for every case", () => {
    for (const study of caseStudies) {
      expect(study.metrics).toHaveLength(3);
      expect(study.challenge.length).toBeGreaterThan(40);
      expect(study.solution.length).toBeGreaterThan(40);
      expect(study.results.length).toBeGreaterThan(0);
      expect(study.tags.length).toBeGreaterThan(0);
      expect(study.testimonial.quote && study.testimonial.author && study.testimonial.role).toBeTruthy();
      expect(study.logo.src).toMatch(/^\/images\/company\/.+\.svg$/);
      expect(study.teamImage.src).toMatch(/^\/images\/company\/.+\.svg$/);
    }
  });
});

describe("LLM training data page", () => {
  it("compares three providers with yes, no or partial on every row", () => {
    for (const row of llmTraining.comparison.rows) {
      expect(Object.keys(row.values).sort()).toEqual(["crowdsourcing", "latammatch", "staffing"]);
      for (const value of Object.values(row.values)) expect(["yes", "no", "partial"]).toContain(value);
    }
  });

  it("builds JSON-LD with the five schema.org types", () => {
    const graph = llmTrainingJsonLd(llmTraining, pages.llmTraining, "https://example.test")["@graph"];
    const typeOf = (node: unknown) => (node as { "@type"?: unknown })["@type"];
    expect(graph.map(typeOf)).toEqual(["Organization", "Service", "BreadcrumbList", "FAQPage", "WebPage"]);
    const faq = graph.find((node) => typeOf(node) === "FAQPage") as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(5);
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });
});

describe("service pages", () => {
  it.each(serviceSlugs)("%s is complete", (slug) => {
    const page = servicePages[slug];
    expect(page.included.items.length).toBeGreaterThanOrEqual(4);
    // Direct Hiring has a step more: the trial comes before the hire's employment.
    expect(page.process.steps).toHaveLength(slug === "headhunting-pro" ? 5 : 4);
    expect(page.guarantees.items.length).toBeGreaterThan(0);
    expect(page.pricing.points.length).toBeGreaterThan(0);
    expect(page.faq.items.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps Direct Hiring to sourcing and selection, and augmentation to the full list", () => {
    const staffing = JSON.stringify(servicePages["hires-staffing"].included);
    for (const part of [
      "Payroll",
      "taxes",
      "Benefits",
      "employer of record",
      "IP protection",
      "NDA",
      "Equipment",
    ]) {
      expect(staffing).toContain(part);
    }
    expect(servicePages["headhunting-pro"].hero.description).toContain("Sourcing and selection support only");
  });
});
