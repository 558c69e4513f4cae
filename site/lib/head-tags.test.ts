import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { jsonLd, seo } from "~/content/seo";
import { headTags } from "./head-tags";

describe("head tags of an Astro page", () => {
  it("prints a page's title, meta, canonical and hreflang", () => {
    const tags = headTags([...seo({ ...pages.talent, locale: "es" })]);
    expect(tags[0]).toEqual({ kind: "title", text: pages.talent.title });
    expect(tags).toContainEqual({
      kind: "meta",
      attributes: { name: "description", content: pages.talent.description },
    });
    expect(tags).toContainEqual({
      kind: "link",
      attributes: { rel: "canonical", href: "https://latammatch.example/es/talent" },
    });
    // React's hrefLang prop is the HTML attribute hreflang.
    expect(tags).toContainEqual({
      kind: "link",
      attributes: { rel: "alternate", hreflang: "pt-BR", href: "https://latammatch.example/pt-br/talent" },
    });
  });

  it("prints a feed's alternate link with its title as a link, not as the page's title", () => {
    const feed = {
      tagName: "link" as const,
      rel: "alternate",
      type: "application/rss+xml",
      title: "Remote jobs at LatamMatch (RSS)",
      href: "https://latammatch.example/jobs/feed.rss",
    };
    expect(headTags([{ title: "Jobs" }, feed])).toEqual([
      { kind: "title", text: "Jobs" },
      {
        kind: "link",
        attributes: {
          rel: "alternate",
          type: "application/rss+xml",
          title: "Remote jobs at LatamMatch (RSS)",
          href: "https://latammatch.example/jobs/feed.rss",
        },
      },
    ]);
  });

  it("writes structured data that no value can break out of", () => {
    const [tag] = headTags([
      jsonLd({
        "@context": "https://schema.org",
        "@type": "Thing",
        name: "</script><script>alert(1)</script>",
      }),
    ]);
    expect(tag).toEqual({
      kind: "json-ld",
      json: '{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    });
    expect(JSON.parse((tag as { json: string }).json)).toEqual({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script>",
    });
  });
});
