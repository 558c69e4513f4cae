/**
 * The head tags of a page from its meta tags (`seo()` and `jsonLd()` in app/content/seo.ts): its
 * title, meta, canonical, hreflang and structured data.
 */
import type { MetaTag } from "~/content/seo";

export type HeadTag =
  | { kind: "title"; text: string }
  | { kind: "meta"; attributes: Record<string, string> }
  | { kind: "link"; attributes: Record<string, string> }
  | { kind: "json-ld"; json: string };

/** JSON for a script element: "<" is escaped, so no value can end the element early. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export function headTags(descriptors: readonly MetaTag[]): HeadTag[] {
  return descriptors.map((descriptor): HeadTag => {
    // A link may have a title too (a feed's); the page's title is the descriptor without a tag name.
    if ("title" in descriptor && !("tagName" in descriptor)) return { kind: "title", text: descriptor.title };
    if ("script:ld+json" in descriptor) {
      return { kind: "json-ld", json: scriptSafeJson(descriptor["script:ld+json"]) };
    }
    const { tagName, ...rest } = descriptor as Record<string, unknown>;
    const attributes = Object.fromEntries(
      Object.entries(rest).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    return tagName === "link" ? { kind: "link", attributes } : { kind: "meta", attributes };
  });
}
