import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { absoluteUrl, seo } from "./seo";
import { shareImageOf } from "./share-images";

const find = (tags: ReturnType<typeof seo>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seo", () => {
  const tags = seo({ title: "Talent | LatamMatch", description: "Remote roles.", path: "/talent" });

  it("sets title, description and the canonical link on the site origin", () => {
    expect(tags).toContainEqual({ title: "Talent | LatamMatch" });
    expect(find(tags, "name", "description")?.content).toBe("Remote roles.");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/talent`);
  });

  it("sets the social tags, with the page's own image", () => {
    expect(find(tags, "property", "og:title")?.content).toBe("Talent | LatamMatch");
    expect(find(tags, "property", "og:description")?.content).toBe("Remote roles.");
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/talent`);
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.origin}/og/talent.png`);
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${site.origin}/og/talent.png`);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("LatamMatch: Talent");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("gives a translated page the image of its own language", () => {
    const spanish = seo({ title: "Talento | LatamMatch", description: "D", path: "/talent", locale: "es" });
    expect(find(spanish, "property", "og:image")?.content).toBe(`${site.origin}/og/es/talent.png`);
    const home = seo({ title: "LatamMatch | Home", description: "D", path: "/" });
    expect(find(home, "property", "og:image")?.content).toBe(`${site.origin}/og/index.png`);
  });

  it("falls back to the default image for a page the build draws none for", () => {
    const token = seo({ title: "Unsubscribe", description: "D", path: "/unsubscribe", noIndex: true });
    expect(find(token, "property", "og:image")?.content).toBe(`${site.origin}${site.defaultImage.path}`);
    expect(find(token, "property", "og:image:alt")?.content).toBe(site.defaultImage.alt);
    expect(find(token, "property", "og:image:width")?.content).toBe(String(site.defaultImage.width));
  });

  it("uses a given image and hides pages from search engines on request", () => {
    const hidden = seo({
      title: "T",
      description: "D",
      path: "/jobs/backend-engineer",
      image: shareImageOf("/jobs", "Remote jobs | LatamMatch"),
      noIndex: true,
    });
    expect(find(hidden, "property", "og:image")?.content).toBe(`${site.origin}/og/jobs.png`);
    expect(find(hidden, "property", "og:image:alt")?.content).toBe("LatamMatch: Remote jobs");
    expect(find(hidden, "name", "robots")?.content).toBe("noindex,nofollow");
    const elsewhere = seo({ title: "T", description: "D", path: "/x", image: { path: "/x.png", alt: "X" } });
    expect(find(elsewhere, "property", "og:image")?.content).toBe(`${site.origin}/x.png`);
    expect(find(elsewhere, "property", "og:image:width")).toBeUndefined();
  });

  it("keeps absolute URLs as they are", () => {
    expect(absoluteUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(absoluteUrl("/")).toBe(`${site.origin}/`);
  });
});
