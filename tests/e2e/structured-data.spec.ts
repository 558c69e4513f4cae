/**
 * Every JSON-LD block the served pages print is valid schema.org as schema-dts declares it: the
 * blocks of every page of the sitemap (prerendered and rendered on request) are written into a
 * TypeScript module, each typed as `WithContext<Thing>` (or a `Graph`), and compiled. A property
 * a type does not have (`minValue` on a `MonetaryAmountDistribution`) or a value of the wrong type
 * (`Place` for an `occupationLocation`) is a compile error naming the page.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "./fixtures";

const decodeXml = (text: string) => text.replace(/&amp;/g, "&");

function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    blocks.push(JSON.parse(match[1] ?? ""));
  }
  return blocks;
}

const typesOf = (block: unknown): string[] => {
  const record = block as { "@type"?: unknown; "@graph"?: unknown[] };
  return record["@graph"] ? record["@graph"].flatMap(typesOf) : [String(record["@type"])];
};

test("every page of the sitemap has structured data that type-checks against schema.org, and the home page names the organization and the site", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(decodeXml(match[1] ?? "")).pathname,
  );
  expect(paths).toContain("/");
  expect(paths.some((pathname) => /^\/candidates\/[^/]+\/[^/]+$/.test(pathname))).toBe(true);

  const declarations: string[] = [];
  const byPage = new Map<string, unknown[]>();
  for (const pathname of paths) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    const blocks = jsonLdBlocks(await response.text());
    byPage.set(pathname, blocks);
    blocks.forEach((block, index) => {
      const type = (block as { "@graph"?: unknown })["@graph"] ? "Graph" : "WithContext<Thing>";
      declarations.push(
        `// ${pathname} #${index}\nexport const block${declarations.length}: ${type} = ${JSON.stringify(block)};`,
      );
    });
  }
  // Every page of the sitemap describes itself.
  expect(paths.filter((pathname) => !byPage.get(pathname)?.length)).toEqual([]);
  expect(typesOf(byPage.get("/")?.[0])).toEqual(["Organization", "WebSite"]);
  // An inner page names its trail; a page of questions and answers, a list or a service says so.
  const types = (pathname: string) => (byPage.get(pathname) ?? []).flatMap(typesOf);
  for (const pathname of [
    "/clients",
    "/es/candidates/developers",
    "/pt-br/jobs",
    "/services/hires-staffing",
  ]) {
    expect(types(pathname), pathname).toContain("BreadcrumbList");
  }
  expect(types("/candidates/developers")).toEqual(
    expect.arrayContaining(["CollectionPage", "ItemList", "FAQPage"]),
  );
  expect(types("/es/jobs")).toEqual(expect.arrayContaining(["CollectionPage", "ItemList"]));
  expect(types("/services/hires-staffing")).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
  expect(types("/book-a-call")).toContain("ContactPage");
  for (const pathname of ["/", "/pricing", "/pt-br/candidates/developers/backend"]) {
    expect(types(pathname), pathname).toContain("FAQPage");
  }
  const occupations = [...byPage.values()].flat().filter((block) => typesOf(block).includes("Occupation"));
  expect(occupations.length).toBeGreaterThan(0);
  // Every language version of an open opening carries its JobPosting, with its own address.
  const jobPages = paths.filter((pathname) => /^(\/(es|pt-br))?\/jobs\/[^/]+$/.test(pathname));
  expect(jobPages).toEqual(
    expect.arrayContaining(["/es/jobs/prompt-engineer", "/pt-br/jobs/prompt-engineer"]),
  );
  for (const pathname of jobPages) {
    const postings = (byPage.get(pathname) ?? []).filter((block) => typesOf(block).includes("JobPosting"));
    expect(postings, pathname).toHaveLength(1);
    expect(new URL((postings[0] as { url: string }).url).pathname, pathname).toBe(pathname);
  }

  const folder = path.resolve("test-results", "structured-data");
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, "blocks.ts");
  await writeFile(
    file,
    `import type { Graph, Thing, WithContext } from "schema-dts";\n\n${declarations.join("\n\n")}\n`,
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const position =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : undefined;
    const page = position
      ? diagnostic.file?.text
          .split("\n")
          .slice(0, position.line + 1)
          .reverse()
          .find((line) => line.startsWith("// "))
      : undefined;
    return `${page ?? ""}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n")[0]}`;
  });
  expect(problems).toEqual([]);
});
