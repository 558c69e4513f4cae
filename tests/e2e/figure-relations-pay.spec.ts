import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { allStacks, stackPath } from "../../app/content/categories";
import { payMark, priceMark } from "../../app/content/figure-marks";
import { sampleProfiles } from "../../app/content/profiles";
import { seniorityForYears } from "../../app/content/seniority";
import {
  findSampleProfile,
  MIN_STACK_SAMPLE_PEOPLE,
  stackSampleProfiles,
} from "../../app/content/stack-profiles";
import { showcaseProfiles } from "../../app/content/talent";
import { LOCALES, localizePath } from "../../app/lib/i18n/locales";
import { builtPages, onRequestPages } from "../../scripts/built-pages.mjs";
import {
  checkPayWithinPriceHtml,
  describeRelationFinding,
} from "../../scripts/figure-relations/pay-within-price";

/**
 * Pay never exceeds price, on every page of the build in every locale: the prerendered pages as
 * the build holds them and the pages rendered on request (the candidate, category and stack
 * pages, which show the job board's openings) as the server sends them.
 */
test.describe("pay never exceeds price", () => {
  const pages = builtPages();

  test("every pay figure lies inside what the talent earns from its role's rate", async ({ baseURL }) => {
    // Parsing every page takes most of a minute on a busy machine.
    test.setTimeout(300_000);
    const base = baseURL ?? "";
    const onRequest = await onRequestPages(base, pages);
    const rendered = await Promise.all(
      onRequest.map(async (page) => ({ page, html: await (await fetch(`${base}${page}`)).text() })),
    );
    // Every locale's stack and category pages are among them, each with pay figures to check.
    for (const locale of LOCALES) {
      const backend = rendered.find(
        (entry) => entry.page === localizePath("/candidates/developers/backend", locale),
      );
      expect(backend?.html ?? "").toMatch(/data-figure="pay"[^>]*data-role="backend"/);
      expect(backend?.html ?? "").toMatch(/data-figure="price"[^>]*data-role="backend"/);
      const sales = rendered.find((entry) => entry.page === localizePath("/candidates/sales", locale));
      expect(sales?.html ?? "").toMatch(/data-figure="pay"[^>]*data-period="month"/);
      // The country cards of /candidates: each person's pay marked with their stack and seniority.
      const candidates = rendered.find((entry) => entry.page === localizePath("/candidates", locale));
      for (const { profileId } of showcaseProfiles) {
        const person = findSampleProfile(profileId);
        const seniority = seniorityForYears(person?.yearsExperience ?? 0);
        const marked = new RegExp(
          `data-figure="pay"[^>]*data-role="${person?.stack}"[^>]*data-seniority="${seniority}"`,
        );
        expect(candidates?.html ?? "", `${locale} ${profileId}`).toMatch(marked);
      }
    }
    const findings = [
      ...pages.flatMap(({ page, file }) => checkPayWithinPriceHtml(page, readFileSync(file, "utf8"))),
      ...rendered.flatMap(({ page, html }) => checkPayWithinPriceHtml(page, html)),
    ];
    expect(findings.map(describeRelationFinding)).toEqual([]);
  });

  test("the relation catches pay above price planted on a real page", async ({ request }) => {
    const page = "/es/candidates/developers/backend";
    const html = await (await request.get(page)).text();
    const planted = (body: string) =>
      checkPayWithinPriceHtml(page, html.replace("</main>", `<section>${body}</section></main>`));
    // The page's own figures pass, so every finding below comes from the planted figure.
    expect(planted("")).toEqual([]);
    const mark = (marks: Record<string, string>) =>
      Object.entries(marks)
        .map(([name, value]) => `${name}="${value}"`)
        .join(" ");
    // The example job: $54 an hour beside the backend rate of $42-55 "of which pay is a part".
    expect(planted(`<p ${mark(payMark({ role: "backend" }))}>Pago $54/hora</p>`)).toEqual([
      expect.objectContaining({
        pay: expect.stringContaining("$54"),
        price: expect.stringContaining("$42-55"),
      }),
    ]);
    // A sample person of another stack on the backend page.
    expect(planted(`<div ${mark(payMark({ role: "devops" }))}>Pago $40/hora</div>`)).toHaveLength(1);
    expect(planted(`<p ${mark(payMark({ role: "backend" }))}>Pago $46/hora</p>`)).toEqual([]);
    // A rate printed for the stack that is not its rate.
    expect(planted(`<p ${mark(priceMark("backend"))}>$45-55/hora</p>`)).toHaveLength(1);
  });

  test("every stack page shows at least three sample people of its own stack and no one else", async ({
    request,
  }) => {
    const people = [...Object.values(sampleProfiles).flat(), ...stackSampleProfiles];
    const problems: string[] = [];
    for (const locale of LOCALES) {
      for (const { category, stack } of allStacks()) {
        const page = localizePath(stackPath(category, stack), locale);
        const html = await (await request.get(page)).text();
        const shown = people.filter((person) => html.includes(person.name));
        const own = shown.filter((person) => person.stack === stack.slug);
        if (own.length < MIN_STACK_SAMPLE_PEOPLE)
          problems.push(`${page}: ${own.length} people of ${stack.slug}`);
        for (const person of shown.filter((entry) => entry.stack !== stack.slug)) {
          problems.push(`${page}: ${person.name} of ${person.stack}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
