import { describe, expect, it } from "vitest";
import { allStacks } from "~/content/categories";
import { localizedSitemapEntries } from "~/content/localized-pages";
import { pages, SITEMAP_LAST_MODIFIED, sitemapEntries, staticPagePaths } from "~/content/pages";
import { site } from "~/content/site";
import { renderRobots, renderSitemap } from "./sitemap";

describe("sitemap", () => {
  it("starts with the spec's entries and priorities", () => {
    expect(sitemapEntries().slice(0, 11)).toEqual([
      { path: "/", priority: 1 },
      { path: "/talent", priority: 0.9 },
      { path: "/candidates", priority: 0.9 },
      { path: "/candidates/developers", priority: 0.8 },
      { path: "/candidates/sales", priority: 0.8 },
      { path: "/candidates/marketing", priority: 0.8 },
      { path: "/candidates/design", priority: 0.8 },
      { path: "/startups", priority: 0.8 },
      { path: "/saas", priority: 0.8 },
      { path: "/ecommerce", priority: 0.8 },
      { path: "/hiring-form", priority: 0.7 },
    ]);
  });

  it("lists every prerendered page except the thank-you page, once", () => {
    const listed = sitemapEntries().map((entry) => entry.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(
      staticPagePaths()
        .filter((path) => path !== pages.thankYou.path)
        .sort(),
    );
    expect(listed).toHaveLength(21 + 6 + allStacks().length);
    for (const path of [
      "/savings-calculator",
      "/book-a-call",
      "/human-data-llm-training/pilot-request",
      "/pricing",
      "/about",
      "/security",
    ])
      expect(listed).toContain(path);
  });

  it("renders valid XML with absolute locations and the fixed date", () => {
    const xml = renderSitemap();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain(`<loc>${site.origin}/candidates/developers/backend</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(sitemapEntries().length + localizedSitemapEntries().length);
    expect(
      xml.match(/<lastmod>([^<]+)<\/lastmod>/g)?.every((tag) => tag.includes(SITEMAP_LAST_MODIFIED)),
    ).toBe(true);
    expect(xml).toContain("<priority>1.0</priority>");
  });

  it("lists the translated candidate pages with their language alternates, both ways", () => {
    const xml = renderSitemap();
    const block = (path: string) =>
      xml.split("<url>").find((entry) => entry.includes(`<loc>${site.origin}${path}</loc>`)) ?? "";
    for (const path of [
      "/candidates/developers/backend",
      "/es/candidates/developers/backend",
      "/pt-br/candidates/developers/backend",
    ]) {
      const entry = block(path);
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${site.origin}/candidates/developers/backend"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${site.origin}/es/candidates/developers/backend"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="pt-BR" href="${site.origin}/pt-br/candidates/developers/backend"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site.origin}/candidates/developers/backend"/>`,
      );
    }
    expect(block("/es/talent")).toContain("<priority>0.9</priority>");
    // Company pages exist in English only.
    expect(block("/startups")).not.toContain("xhtml:link");
    expect(localizedSitemapEntries()).toHaveLength(2 * 41);
  });

  it("ends with the job board's pages from the database, each with its own date", () => {
    const jobs = [
      { path: "/jobs", lastModified: "2026-11-20", priority: 0.8 },
      { path: "/es/jobs", lastModified: "2026-11-20", priority: 0.7 },
      { path: "/pt-br/jobs", lastModified: "2026-11-20", priority: 0.7 },
      { path: "/jobs/senior-react-developer", lastModified: "2026-11-20", priority: 0.6 },
      { path: "/jobs/prompt-engineer", lastModified: "2026-10-02", priority: 0.6 },
    ];
    const xml = renderSitemap(jobs);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      loc?.replace(site.origin, ""),
    );
    // The spec's entries and the other pages come first, exactly as without open openings.
    expect(xml.startsWith(renderSitemap().replace(/<\/urlset>\n$/, ""))).toBe(true);
    expect(locations.slice(0, 2)).toEqual(["/", "/talent"]);
    expect(locations.slice(-5)).toEqual(jobs.map((job) => job.path));
    expect(xml).toContain(
      `<loc>${site.origin}/jobs/prompt-engineer</loc>\n    <lastmod>2026-10-02</lastmod>\n    <priority>0.6</priority>`,
    );
  });

  it("gives the job boards and the openings their language alternates, both ways", () => {
    const xml = renderSitemap([
      { path: "/jobs", lastModified: "2026-11-20", priority: 0.8 },
      { path: "/es/jobs", lastModified: "2026-11-20", priority: 0.7 },
      { path: "/pt-br/jobs", lastModified: "2026-11-20", priority: 0.7 },
      { path: "/jobs/prompt-engineer", lastModified: "2026-10-02", priority: 0.6 },
      { path: "/es/jobs/prompt-engineer", lastModified: "2026-10-02", priority: 0.5 },
      { path: "/pt-br/jobs/prompt-engineer", lastModified: "2026-10-02", priority: 0.5 },
    ]);
    const block = (path: string) =>
      xml.split("<url>").find((entry) => entry.includes(`<loc>${site.origin}${path}</loc>`)) ?? "";
    for (const english of ["/jobs", "/jobs/prompt-engineer"]) {
      for (const path of [english, `/es${english}`, `/pt-br${english}`]) {
        const alternates = [
          ...block(path).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
        ];
        expect(
          alternates.map(([, hreflang, href]) => [hreflang, href]),
          path,
        ).toEqual([
          ["en", `${site.origin}${english}`],
          ["es", `${site.origin}/es${english}`],
          ["pt-BR", `${site.origin}/pt-br${english}`],
          ["x-default", `${site.origin}${english}`],
        ]);
      }
    }
  });

  it("robots.txt allows everything and points at the sitemap", () => {
    expect(renderRobots()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  });
});
