import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { absoluteUrl, seo } from "./seo";

const find = (tags: ReturnType<typeof seo>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seo", () => {
  const tags = seo({ title: "Talent | LatamMatch", description: "Remote roles.", path: "/talent" });

  it("sets title, description and the canonical link on the site origin", () => {
    expect(tags).toContainEqual({ title: "Talent | LatamMatch" });
    expect(find(tags, "name", "description")?.content).toBe("Remote roles.");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/talent`);
  });

  it("sets the social tags, with the default image when none is given", () => {
    expect(find(tags, "property", "og:title")?.content).toBe("Talent | LatamMatch");
    expect(find(tags, "property", "og:description")?.content).toBe("Remote roles.");
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/talent`);
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.origin}${site.defaultImage.path}`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("uses a given image and hides pages from search engines on request", () => {
    const hidden = seo({
      title: "T",
      description: "D",
      path: "/thank-you",
      image: "/og/x.png",
      noIndex: true,
    });
    expect(find(hidden, "property", "og:image")?.content).toBe(`${site.origin}/og/x.png`);
    expect(find(hidden, "property", "og:image:width")).toBeUndefined();
    expect(find(hidden, "name", "robots")?.content).toBe("noindex,nofollow");
  });

  it("keeps absolute URLs as they are", () => {
    expect(absoluteUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(absoluteUrl("/")).toBe(`${site.origin}/`);
  });
});
