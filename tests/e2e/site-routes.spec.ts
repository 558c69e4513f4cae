import { categories, categoryPath, stackPath } from "../../app/content/categories";
import { type PageInfo, pages, SITEMAP_LAST_MODIFIED, staticPagePaths } from "../../app/content/pages";
import { DEFAULT_SITE_ORIGIN } from "../../build-env";
import { expect, notFoundDocumentError, test } from "./fixtures";

const origin = (process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, "");
const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe("every page answers with complete HTML", () => {
  const staticPages = new Map<string, PageInfo>(Object.values(pages).map((page) => [page.path, page]));

  for (const path of staticPagePaths()) {
    test(`GET ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();

      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = metaContent(html, "name", "description");
      expect(title, "title").toBeTruthy();
      expect(description, "meta description").toBeTruthy();
      const page = staticPages.get(path);
      if (page) {
        expect(decode(title ?? "")).toBe(page.title);
        expect(decode(description ?? "")).toBe(page.description);
      }
      expect(html.match(/<link rel="canonical" href="([^"]*)"\/?>/)?.[1]).toBe(`${origin}${path}`);
      expect(metaContent(html, "property", "og:url")).toBe(`${origin}${path}`);
      expect(metaContent(html, "property", "og:title")).toBe(title);
      expect(metaContent(html, "property", "og:description")).toBe(description);
      expect(metaContent(html, "property", "og:type")).toBe("website");
      expect(metaContent(html, "property", "og:image")).toMatch(/^https?:\/\/.+\.(png|jpe?g)$/);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect((html.match(/<h1[\s>]/g) ?? []).length, "exactly one h1").toBe(1);

      const hidden = path === pages.hiringForm.path || path === pages.thankYou.path;
      expect(metaContent(html, "name", "robots") === "noindex,nofollow").toBe(hidden);
    });
  }
});

test.describe("not found", () => {
  test.use({ expectedConsoleErrors: [notFoundDocumentError] });

  for (const path of [
    "/nope",
    "/candidates/astronauts",
    "/candidates/developers/cobol-wizardry",
    "/candidates/astronauts/backend",
    "/industries/agriculture",
    "/talent/extra/segments",
  ]) {
    test(`GET ${path} is a 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toMatch(/<title>Page Not Found \| LatamMatch<\/title>/);
      expect(html).toContain('href="/"');
    });
  }

  test("?q= is answered with the matching pages in the HTML, still a 404", async ({ request }) => {
    for (const [path, href] of [
      ["/nope?q=backend+developer", "/candidates/developers/backend"],
      ["/candidates/astronauts?q=pricing", "/pricing"],
      ["/es/nada?q=ventas", "/es/candidates/sales"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>404<\/h1>/);
      expect(html, path).toContain(`href="${href}"`);
      expect(html, path).toMatch(/<input[^>]+name="q"[^>]+value="[^"]+"/);
    }
  });

  test("the search filters the page list as the visitor types, without asking the server", async ({
    page,
  }) => {
    await page.goto("/no-such-page");
    await expect(page.locator("search[data-live]")).toBeAttached();
    // Data the page asks the server for (code and font files aside, and the router's look-up of
    // the routes its links lead to, which it makes for any link it renders).
    const requests: string[] = [];
    page.on("request", (request) => {
      if (!["fetch", "xhr", "document"].includes(request.resourceType())) return;
      if (new URL(request.url()).pathname === "/__manifest") return;
      requests.push(request.url());
    });
    await page.getByRole("searchbox", { name: "Search our pages" }).fill("security");
    const results = page.getByTestId("search-results");
    await expect(results.getByRole("link", { name: /Security and Data Handling/ })).toHaveAttribute(
      "href",
      "/security",
    );
    await expect(page.getByTestId("search-status")).toHaveText(/pages? match(es)? “security”/);
    await page.getByRole("searchbox", { name: "Search our pages" }).press("Enter");
    await expect(page).toHaveURL(/\/no-such-page\?q=security$/);
    expect(requests).toEqual([]);
    // Suggested pages for each audience sit under the search.
    const suggestions = page.getByRole("navigation", { name: "Where most visitors go" });
    await expect(suggestions.getByRole("link", { name: "Build Your Team" })).toHaveAttribute(
      "href",
      "/hiring-form",
    );
    await expect(suggestions.getByRole("link", { name: "Apply to join" })).toHaveAttribute(
      "href",
      "/talent-apply",
    );
    await results.getByRole("link", { name: /Security and Data Handling/ }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "What we keep, for how long, and who can see it",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, arriveOnGoto: false });

    test("the search form sends ?q= to the same address and the server lists the results", async ({
      page,
    }) => {
      const first = await page.goto("/candidates/developers/cobol-wizardry");
      expect(first?.status()).toBe(404);
      await page.getByRole("searchbox", { name: "Search our pages" }).fill("mobile");
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().includes("?q=mobile")),
        page.getByRole("button", { name: "Search" }).click(),
      ]);
      expect(response.status()).toBe(404);
      await expect(page).toHaveURL(/\/candidates\/developers\/cobol-wizardry\?q=mobile$/);
      await expect(page.getByTestId("search-results").getByRole("link").first()).toHaveAttribute(
        "href",
        "/candidates/developers/mobile",
      );
    });
  });

  test("the page logs the attempted path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/no-such-page");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");
  });
});

test("/about and /security describe the organisation in structured data", async ({ request }) => {
  for (const [path, type] of [
    ["/about", "AboutPage"],
    ["/security", "WebPage"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
    const graph = (JSON.parse(script) as { "@graph"?: { "@type": string; url?: string }[] })["@graph"] ?? [];
    expect(
      graph.map((node) => node["@type"]),
      path,
    ).toEqual(["Organization", type]);
    expect(graph[1]?.url).toBe(`${origin}${path}`);
  }
});

test("industry aliases redirect to the canonical page", async ({ request }) => {
  for (const slug of ["startups", "saas", "ecommerce"]) {
    const response = await request.get(`/industries/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/${slug}`);
  }
});

test("pages are served directly, without a trailing-slash redirect", async ({ request }) => {
  for (const path of ["/talent", "/candidates/developers/backend", "/services/hires-staffing"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  }
});

test("sitemap.xml lists the spec's entries first, then every other indexable page, then the job board", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const entries = [
    ...xml.matchAll(
      /<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<priority>([^<]+)<\/priority>/g,
    ),
  ].map(([, loc, lastmod, priority]) => ({ path: loc?.replace(origin, "") || "/", lastmod, priority }));
  expect(entries.slice(0, 11)).toEqual(
    [
      ["/", "1.0"],
      ["/talent", "0.9"],
      ["/candidates", "0.9"],
      ["/candidates/developers", "0.8"],
      ["/candidates/sales", "0.8"],
      ["/candidates/marketing", "0.8"],
      ["/candidates/design", "0.8"],
      ["/startups", "0.8"],
      ["/saas", "0.8"],
      ["/ecommerce", "0.8"],
      ["/hiring-form", "0.7"],
    ].map(([path, priority]) => ({ path, lastmod: SITEMAP_LAST_MODIFIED, priority })),
  );
  const paths = entries.map((entry) => entry.path);
  for (const category of categories) {
    expect(paths).toContain(categoryPath(category));
    for (const stack of category.stacks) expect(paths).toContain(stackPath(category, stack));
  }
  expect(paths).toContain("/human-data-llm-training");
  expect(paths).toContain("/clients");
  expect(paths).toContain("/about");
  expect(paths).toContain("/security");
  expect(paths).not.toContain("/thank-you");
  expect(new Set(paths).size).toBe(paths.length);
  // Then the job board, from the database: the listing in each language and every open opening,
  // each with the date it was last published or changed.
  const isJobBoard = (path: string) => /^(\/(es|pt-br))?\/jobs(\/|$)/.test(path);
  const firstJobEntry = paths.findIndex(isJobBoard);
  expect(paths.slice(firstJobEntry, firstJobEntry + 3)).toEqual(["/jobs", "/es/jobs", "/pt-br/jobs"]);
  expect(paths.slice(firstJobEntry).every(isJobBoard)).toBe(true);
  expect(paths).toContain("/jobs/prompt-engineer");
  // Every language version of the boards and the openings, each naming all of them.
  for (const english of ["/jobs", "/jobs/prompt-engineer"]) {
    for (const path of [english, `/es${english}`, `/pt-br${english}`]) {
      const entry = xml.split("<url>").find((block) => block.includes(`<loc>${origin}${path}</loc>`)) ?? "";
      const alternates = [
        ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      expect(
        alternates.map(([, hreflang, href]) => `${hreflang} ${href}`),
        path,
      ).toEqual([
        `en ${origin}${english}`,
        `es ${origin}/es${english}`,
        `pt-BR ${origin}/pt-br${english}`,
        `x-default ${origin}${english}`,
      ]);
    }
  }
  expect(
    entries
      .filter((entry) => !isJobBoard(entry.path))
      .every((entry) => entry.lastmod === SITEMAP_LAST_MODIFIED),
  ).toBe(true);
  expect(
    entries
      .filter((entry) => isJobBoard(entry.path))
      .every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? "")),
  ).toBe(true);
});

test("robots.txt allows all crawlers and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *\nAllow: /");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("responses carry security and caching headers", async ({ request }) => {
  for (const path of ["/", "/nope"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const scriptSources = headers["content-security-policy"]
      ?.split(";")
      .find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSources).toMatch(/'(sha256-|nonce-)/);
    expect(scriptSources).not.toContain("unsafe-inline");
    expect(headers["x-powered-by"]).toBeUndefined();
  }
  // An island's code (a landing page's own script is in its HTML).
  const html = await (await request.get("/book-a-call")).text();
  const asset = html.match(/\/_astro\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetHeaders = (await request.get(asset ?? "")).headers();
  expect(assetHeaders["cache-control"]).toContain("immutable");
  expect((await request.get("/")).headers()["cache-control"]).toContain("must-revalidate");
});

test("health check", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});
