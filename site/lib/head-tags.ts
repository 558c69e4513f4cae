/**
 * The head tags of an Astro page from the same meta descriptors the React Router routes export
 * (`seo()` and `jsonLd()` in app/content/seo.ts), so both kinds of page print the same title, meta,
 * canonical, hreflang and structured data.
 */
import type { MetaDescriptor } from "react-router";

export type HeadTag =
  | { kind: "title"; text: string }
  | { kind: "meta"; attributes: Record<string, string> }
  | { kind: "link"; attributes: Record<string, string> }
  | { kind: "json-ld"; json: string };

/** JSON for a script element: "<" is escaped, so no value can end the element early. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

export function headTags(descriptors: readonly MetaDescriptor[]): HeadTag[] {
  return descriptors.map((descriptor): HeadTag => {
    if ("title" in descriptor && typeof descriptor.title === "string") {
      return { kind: "title", text: descriptor.title };
    }
    if ("script:ld+json" in descriptor) {
      return { kind: "json-ld", json: scriptSafeJson(descriptor["script:ld+json"]) };
    }
    const { tagName, ...rest } = descriptor as Record<string, unknown>;
    const attributes = Object.fromEntries(
      Object.entries(rest).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    if (tagName === "link") return { kind: "link", attributes };
    if (tagName !== undefined) throw new Error(`Unsupported head tag: ${String(tagName)}`);
    return { kind: "meta", attributes };
  });
}
