import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { calculatorHref } from "../../app/content/model-figures";
import { e2eBaseUrl } from "../../playwright.config";
import { builtPages, onRequestPages } from "../../scripts/built-pages.mjs";
import {
  calculatorScenarios,
  describeSavingsFinding,
  type Scenario,
  savingsReproducibleHtml,
} from "../../scripts/figure-relations/savings-reproducible";

// Every page the site serves in every language: the build's documents and the sitemap's pages
// rendered on request (the candidate, category and stack pages), as the server sends them.
async function allPages(baseUrl: string): Promise<{ page: string; html: string }[]> {
  const built = builtPages();
  const rendered = await onRequestPages(baseUrl, built);
  return [
    ...built.map(({ page, file }) => ({ page, html: readFileSync(file, "utf8") })),
    ...(await Promise.all(
      rendered.map(async (page) => ({ page, html: await (await fetch(`${baseUrl}${page}`)).text() })),
    )),
  ];
}

test.describe("savings claims are reproducible: each links to the calculator scenario that gives it", () => {
  let pages: { page: string; html: string }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    pages = await allPages(e2eBaseUrl);
  });

  test("every savings figure on every page has a scenario next to it that produces it", () => {
    test.setTimeout(300_000);
    const paths = pages.map((entry) => entry.page);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/startups",
        "/human-data-llm-training",
        "/candidates/llm-specialists/data-annotation",
        "/es/candidates/developers/backend",
        "/pt-br/candidates/llm-specialists/rlhf",
      ]),
    );
    const findings = pages.flatMap(({ page, html }) => savingsReproducibleHtml(page, html));
    expect(findings.map(describeSavingsFinding)).toEqual([]);
  });

  test("the calculator opened from a page's link shows that link's scenario and figure", async ({ page }) => {
    test.setTimeout(180_000);
    const unique = new Map<string, Scenario>();
    for (const entry of pages)
      for (const scenario of calculatorScenarios(entry.html)) unique.set(scenario.href, scenario);
    const all = [...unique.values()].sort((a, b) => a.href.localeCompare(b.href));
    // The SPEC readings' scenarios and an even spread of the others: each stack page links its own.
    expect(all.length).toBeGreaterThan(30);
    const step = Math.ceil(all.length / 8);
    const sample = all.filter((_, index) => index % step === 0);
    expect(all.some((scenario) => scenario.percent === undefined)).toBe(true);
    sample.push(...all.filter((scenario) => scenario.percent === undefined).slice(0, 1));
    for (const scenario of sample) {
      await page.goto(scenario.href);
      const { state } = scenario;
      await expect(page.getByLabel("Role", { exact: true })).toHaveValue(state.role);
      await expect(page.locator(`input[name="seniority"][value="${state.seniority}"]`)).toBeChecked();
      await expect(page.locator(`input[name="hours"][value="${state.hoursPerWeek}"]`)).toBeChecked();
      await expect(page.getByLabel("U.S. employer overhead")).toHaveValue(String(state.overheadPercent));
      await expect(page.getByTestId("savings-headline")).toHaveText(
        scenario.percent === undefined ? "No saving at these settings" : `${scenario.percent}%`,
      );
    }
  });

  test("the relation catches a wrong savings claim planted on a real page", () => {
    const home = pages.find((entry) => entry.page === "/candidates/developers/backend");
    if (!home) throw new Error("No backend stack page");
    const planted = (sentence: string) =>
      savingsReproducibleHtml(
        "/candidates/developers/backend",
        home.html.replace("</main>", `<section><p>${sentence}</p></section></main>`),
      );
    // The page's own figures pass, so every finding below comes from the planted sentence.
    expect(planted("")).toEqual([]);
    const backend = calculatorHref({
      role: "backend",
      seniority: "mid",
      hoursPerWeek: 40,
      overheadPercent: 30,
    });
    const prompt = calculatorHref({
      role: "prompt-engineering",
      seniority: "junior",
      hoursPerWeek: 40,
      overheadPercent: 30,
    });
    const wrong = planted(`Save 60% with <a href="${backend}">a mid-level Backend Developer</a>.`);
    expect(wrong.map((finding) => finding.figure)).toEqual(["60%"]);
    expect(wrong[0]?.scenarios.map((scenario) => scenario.percent)).toEqual([42]);
    expect(describeSavingsFinding(wrong[0] ?? ({} as never))).toContain("savings claims are reproducible");
    expect(planted(`Save 42% with <a href="${backend}">a mid-level Backend Developer</a>.`)).toEqual([]);
    // A range needs a scenario for each end; an unlinked figure and a negative one fail.
    expect(planted(`Save 42–65% with <a href="${backend}">a Backend Developer</a>.`)).toHaveLength(1);
    expect(
      planted(
        `Save 42–65%: <a href="${backend}">Backend Developer</a>, <a href="${prompt}">Prompt Engineer</a>.`,
      ),
    ).toEqual([]);
    expect(planted("Save 60% against U.S. hiring.")).toHaveLength(1);
    expect(planted(`It costs -18% below <a href="${backend}">the median</a>.`)).toHaveLength(1);
  });
});
