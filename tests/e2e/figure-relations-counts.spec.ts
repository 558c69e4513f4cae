import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { candidateDurations, durationText } from "../../app/content/durations";
import { builtPages, onRequestPages } from "../../scripts/built-pages.mjs";
import { checkCountsHtml, describeRelation, type Relation } from "../../scripts/figure-relations/counts-nest";
import { checkDurationsHtml } from "../../scripts/figure-relations/durations";
import { checkGuaranteesHtml } from "../../scripts/figure-relations/guarantees";

// Every page in every locale: the prerendered documents of the build, the pages of the sitemap
// the server renders on request, and the job board with its openings (the apply form's promise),
// as the server sends them.
async function servedPages(baseUrl: string): Promise<{ page: string; html: string }[]> {
  const built = builtPages();
  const rendered = await onRequestPages(baseUrl, built);
  const boards = ["/jobs", "/es/jobs", "/pt-br/jobs"];
  const fetchPage = async (page: string) => ({ page, html: await (await fetch(`${baseUrl}${page}`)).text() });
  const boardPages = await Promise.all(boards.map(fetchPage));
  const openings = boardPages.flatMap(({ page, html }) =>
    [
      ...new Set(
        [...html.matchAll(/href="((?:\/(?:es|pt-br))?\/jobs\/[^"?#]+)"/g)].map((match) => match[1] ?? ""),
      ),
    ]
      .filter((path) => path.startsWith(page))
      .slice(0, 2),
  );
  return [
    ...built.map(({ page, file }) => ({ page, html: readFileSync(file, "utf8") })),
    ...(await Promise.all(rendered.map(fetchPage))),
    ...boardPages,
    ...(await Promise.all(openings.map(fetchPage))),
  ];
}

const relationsOf = (page: string, html: string): Relation[] => [
  ...checkCountsHtml(page, html),
  ...checkDurationsHtml(page, html),
  ...checkGuaranteesHtml(page, html),
];

test.describe("counts nest and every step has one duration, on every page", () => {
  test("no page contradicts the talent funnel, the company counts or a step's duration", async ({
    baseURL,
  }) => {
    // Parsing every page twice takes a few minutes on a busy machine.
    test.setTimeout(420_000);
    const pages = await servedPages(baseURL ?? "");
    const paths = pages.map((entry) => entry.page);
    expect(pages.length).toBeGreaterThan(130);
    for (const locale of ["", "/es", "/pt-br"]) {
      expect(paths).toEqual(
        expect.arrayContaining([`${locale}/talent`, `${locale}/candidates`, `${locale}/jobs`]),
      );
      expect(paths.some((path) => path.startsWith(`${locale}/jobs/`))).toBe(true);
    }
    expect(pages.flatMap(({ page, html }) => relationsOf(page, html)).map(describeRelation)).toEqual([]);
  });

  test("the relations catch a contradiction planted on a real page", async ({ baseURL }) => {
    const fetchHtml = async (page: string) => (await fetch(`${baseURL}${page}`)).text();
    const talent = await fetchHtml("/talent");
    const home = readFileSync(builtPages().find((entry) => entry.page === "/")?.file ?? "", "utf8");
    const planted = (html: string, sentence: string) => html.replace("</main>", `<p>${sentence}</p></main>`);
    const relations = (page: string, html: string) => relationsOf(page, html).map((found) => found.relation);

    // The real pages pass, so every finding below comes from the planted sentence.
    expect(relations("/talent", talent)).toEqual([]);
    expect(relations("/", home)).toEqual([]);

    // A part larger than its whole; a rate its counts do not give; a company count saying nothing.
    expect(relations("/", planted(home, "Meet 40,000 candidates available to interview now."))).toEqual([
      'the "available" stage counts more than the funnel\'s "vetted" stage (talentAvailable)',
    ]);
    expect(relations("/", planted(home, "Only the top 1% of applicants pass our vetting."))).toEqual([
      "the approval rate is vetted over applied: 2.7-2.9%, not 1%",
    ]);
    expect(relations("/", planted(home, "Trusted by 300+ companies."))).toEqual([
      "a company count that does not say what it counts (hired through us, or served in any way)",
    ]);

    // A step given another duration, and a chain whose steps do not add up.
    const paycheck = durationText(candidateDurations.firstPaycheck);
    expect(talent).toContain(paycheck);
    expect(relations("/talent", talent.replace(paycheck, "2-3 weeks"))).toEqual([
      "the firstPaycheck is the sum of its steps",
    ]);
    expect(relations("/", planted(home, "We'll get back to you within 48 hours."))).toEqual([
      "the reply step takes 24 hours, its one source",
    ]);

    // A guarantee given to the wrong service, and a stack page that states none.
    expect(relations("/", planted(home, "Direct Hiring comes with a 90-day guarantee."))).toEqual([
      "Direct Hiring's guarantee is 30 days",
    ]);
    const stack = await fetchHtml("/candidates/developers/backend");
    expect(relations("/candidates/developers/backend", stack)).toEqual([]);
    expect(
      relations("/candidates/developers/backend", stack.replaceAll(/\b90 days\b|90-day/g, "a few weeks")),
    ).toContain("a stack page sells Staff Augmentation without stating its guarantee");
  });
});
