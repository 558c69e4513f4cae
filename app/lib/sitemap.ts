import { SITEMAP_LAST_MODIFIED, sitemapEntries } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl } from "./seo";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

export function renderSitemap(): string {
  const urls = sitemapEntries().map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${SITEMAP_LAST_MODIFIED}</lastmod>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
