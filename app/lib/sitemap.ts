import { localizedSitemapEntries } from "~/content/localized-pages";
import { SITEMAP_LAST_MODIFIED, sitemapEntries } from "~/content/pages";
import { site } from "~/content/site";
import { hasTranslations } from "./i18n/locales";
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

/** The English pages in the spec's order, then the translated candidate pages. */
export function renderSitemap(): string {
  const urls = [...sitemapEntries(), ...localizedSitemapEntries()].map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${SITEMAP_LAST_MODIFIED}</lastmod>\n    <priority>${entry.priority.toFixed(1)}</priority>${alternateLinks(entry.path)}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
