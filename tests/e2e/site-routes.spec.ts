import { categories, categoryPath, stackPath } from "../../app/content/categories";
import { type PageInfo, pages, prerenderPaths, SITEMAP_LAST_MODIFIED } from "../../app/content/pages";
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

  for (const path of prerenderPaths()) {
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
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
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

test("sitemap.xml lists the spec's entries first, then every other indexable page", async ({ request }) => {
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
  expect(paths).not.toContain("/thank-you");
  expect(new Set(paths).size).toBe(paths.length);
  expect(entries.every((entry) => entry.lastmod === SITEMAP_LAST_MODIFIED)).toBe(true);
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
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
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
