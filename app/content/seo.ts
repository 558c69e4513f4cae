import type { Graph, Thing, WithContext } from "schema-dts";
import { builtShareImage, type ShareImage } from "~/content/share-images";
import { site } from "~/content/site";
import { LOCALES, type Locale, localeInfo, localizePath } from "~/lib/i18n/locales";

/**
 * One tag of a page's head, as the layout prints it (site/lib/head-tags.ts): the title, a meta
 * tag by name or by property, a link, or structured data.
 */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string; type?: string; title?: string }
  | { "script:ld+json": StructuredData };

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/talent"; the canonical URL is the site origin plus this path. */
  path: string;
  /**
   * The social image. When absent, the page's own image, which the build draws with its title in
   * its language (app/content/share-images.ts); the default image for a page the build draws none for.
   */
  image?: ShareImage;
  noIndex?: boolean;
  /**
   * For pages published in every locale: `path` is then the English path, the canonical is the
   * page's own locale version, and hreflang alternates and Open Graph locales are added.
   */
  locale?: Locale;
}

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.origin}${pathOrUrl}`;
}

/** The full set of search and social tags for one page. */
export function seo({ title, description, path, image, noIndex, locale }: SeoInput): MetaTag[] {
  const pagePath = locale ? localizePath(path, locale) : path;
  const url = absoluteUrl(pagePath);
  const shareImage = image ?? builtShareImage(pagePath, title) ?? site.defaultImage;
  const imageUrl = absoluteUrl(shareImage.path);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (shareImage.width && shareImage.height) {
    tags.push(
      { property: "og:image:width", content: String(shareImage.width) },
      { property: "og:image:height", content: String(shareImage.height) },
    );
  }
  if (noIndex) tags.push({ name: "robots", content: "noindex,nofollow" });
  if (locale) tags.push(...localeTags(path, locale));
  return tags;
}

/** The absolute URL of every language version of an English path, plus x-default (English). */
export function hreflangAlternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: localeInfo[locale].tag,
      href: absoluteUrl(localizePath(path, locale)),
    })),
    { hreflang: "x-default", href: absoluteUrl(localizePath(path, "en")) },
  ];
}

function localeTags(path: string, locale: Locale): MetaTag[] {
  return [
    ...hreflangAlternates(path).map(({ hreflang, href }) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: localeInfo[other].ogLocale,
    })),
  ];
}

/**
 * A page's structured data: one schema.org node with its context, or a graph of them. Typed by
 * schema-dts, so a property a type does not have (`minValue` on a `MonetaryAmountDistribution`)
 * is a type error; tests/e2e/structured-data.spec.ts checks what the built pages print the same way.
 */
export type StructuredData = WithContext<Thing> | Graph;

/** JSON-LD structured data as a meta descriptor (rendered as a script tag in the head). */
export function jsonLd(data: StructuredData): MetaTag {
  return { "script:ld+json": data };
}
