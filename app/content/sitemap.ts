import { localizedSitemapEntries } from "~/content/localized-pages";
import { SITEMAP_LAST_MODIFIED, sitemapEntries } from "~/content/pages";
import { site } from "~/content/site";
import { hasTranslations } from "~/lib/i18n/locales";
import { absoluteUrl, hreflangAlternates } from "./seo";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** Every language version of a translated page, as `xhtml:link` alternates (itself included). */
function alternateLinks(path: string): string {
  if (!hasTranslations(path)) return "";
  return hreflangAlternates(path)
    .map(
      ({ hreflang, href }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join("");
}

/** A page the database knows of (the job board's listing and open openings), with its own date. */
export interface DatedSitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified: string;
  priority: number;
}

/**
 * The English pages in the spec's order, then the translated candidate pages, then the job
 * board's pages as the database has them at this request (`jobBoardSitemapEntries`).
 */
export function renderSitemap(datedEntries: readonly DatedSitemapEntry[] = []): string {
  const url = (path: string, lastModified: string, priority: number, alternates = "") =>
    `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <priority>${priority.toFixed(1)}</priority>${alternates}\n  </url>`;
  const urls = [
    ...[...sitemapEntries(), ...localizedSitemapEntries()].map((entry) =>
      url(entry.path, SITEMAP_LAST_MODIFIED, entry.priority, alternateLinks(entry.path)),
    ),
    ...datedEntries.map((entry) =>
      url(entry.path, entry.lastModified, entry.priority, alternateLinks(entry.path)),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
