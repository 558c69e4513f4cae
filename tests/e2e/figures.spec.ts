import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { packageRateBand } from "../../app/content/rate-readings";
import { builtPages, onRequestPages } from "../../scripts/built-pages.mjs";
import { auditHtml, type Finding } from "../../scripts/figure-audit";
import { figureRules } from "./figure-registry";

// The built pages (React Router's and Astro's), read from the build the server serves, and the
// pages of the sitemap it renders on request (the candidate pages showing the job board's
// openings), as it sends them.
const prerenderedPages = () => builtPages();

/**
 * A job card of an open opening (its title links to /jobs/{slug}): its rate is what the team
 * wrote in the inbox, not a figure of the pricing model, as on the job board, which the audit does
 * not read either. SPEC's samples, shown when a page's scope has no opening, are audited.
 */
const OPENING_CARD =
  /<li\b[^>]*>\s*<h3\b[^>]*>\s*<a\b[^>]*\bhref="(?:\/(?:es|pt-br))?\/jobs\/[^"]+"[\s\S]*?<\/li>/g;

async function renderedPages(baseUrl: string): Promise<{ page: string; html: string }[]> {
  const pages = await onRequestPages(baseUrl, prerenderedPages());
  return Promise.all(
    pages.map(async (page) => ({
      page,
      html: (await (await fetch(`${baseUrl}${page}`)).text()).replace(OPENING_CARD, ""),
    })),
  );
}

const describeFinding = (finding: Finding) =>
  `${finding.page}: ${finding.figure} — ${finding.problem}\n    “${finding.context}”`;

test.describe("every money and savings figure is the pricing model's or a labelled SPEC reading", () => {
  const rules = figureRules();
  const pages = prerenderedPages();

  test("the build has the pages to check", async ({ baseURL }) => {
    const rendered = await onRequestPages(baseURL ?? "", pages);
    expect(pages.length + rendered.length).toBeGreaterThan(100);
    expect(pages.map((entry) => entry.page)).toEqual(expect.arrayContaining(["/", "/savings-calculator"]));
    expect(rendered).toEqual(expect.arrayContaining(["/talent", "/es/candidates/developers/backend"]));
  });

  test("no page prints an unlabelled or contradicting figure", async ({ baseURL }) => {
    // Parsing every page takes most of a minute on a busy machine.
    test.setTimeout(300_000);
    const rendered = await renderedPages(baseURL ?? "");
    // The stack pages are among them: each has figures of its own to check.
    expect(rendered.map((entry) => entry.page)).toContain("/candidates/developers/backend");
    // The server's SPEC openings are the LLM specialists': their cards are left out of the audit.
    const llm = rendered.find((entry) => entry.page === "/es/candidates/llm-specialists")?.html ?? "";
    expect(llm).toContain("<main");
    expect(llm).not.toMatch(/href="\/es\/jobs\/[^"?]+"/);
    const findings = [
      ...pages.flatMap(({ page, file }) => auditHtml(page, readFileSync(file, "utf8"), rules)),
      ...rendered.flatMap(({ page, html }) => auditHtml(page, html, rules)),
    ];
    expect(findings.map(describeFinding)).toEqual([]);
  });

  test("the audit catches an unlabelled or contradicting figure on a real page", () => {
    const home = pages.find((entry) => entry.page === "/");
    if (!home) throw new Error("No home page in the build");
    const html = readFileSync(home.file, "utf8");
    const added = (sentence: string) =>
      auditHtml("/", html.replace("</main>", `<section><p>${sentence}</p></section></main>`), rules);
    // The home page's own figures pass, so every finding below comes from the added sentence.
    expect(added("")).toEqual([]);
    expect(added("A full-time developer costs $48K a year, all-inclusive.").map((f) => f.figure)).toEqual([
      "$48K",
    ]);
    expect(added("Save 60% against U.S. hiring.").map((f) => f.figure)).toEqual(["60%"]);
    expect(added("A mid-level backend developer costs $95,000 a year.").map((f) => f.figure)).toEqual([
      "$95,000",
    ]);
    // SPEC's package rate band passes only with its label (what it is, the catalogue's range beside it).
    const band = `Rates range from ${packageRateBand.text} per hour depending on role and seniority`;
    expect(added(`${band}.`).map((f) => f.figure)).toEqual(["$25", "$80"]);
    expect(added(`${band} (${packageRateBand.label}).`)).toEqual([]);
  });
});
