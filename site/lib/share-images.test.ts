import { describe, expect, it } from "vitest";
import { pagesWithShareImages } from "~/content/share-images";
import { shareImagePages } from "./share-images";

describe("the pages whose share image the build draws", () => {
  const drawn = shareImagePages();

  it("are exactly the pages seo() points at their own image", () => {
    const paths = drawn.map((page) => page.path);
    expect(new Set(paths).size, "one image per page").toBe(paths.length);
    expect(new Set(paths)).toEqual(new Set(pagesWithShareImages()));
  });

  it("carry each page's title in its own language", () => {
    const byPath = new Map(drawn.map((page) => [page.path, page]));
    expect(byPath.get("/es/talent")).toMatchObject({
      locale: "es",
      title: expect.stringContaining("Empleos remotos"),
    });
    expect(byPath.get("/pt-br/jobs")?.locale).toBe("pt-br");
    expect(byPath.get("/candidates/developers/backend")?.locale).toBe("en");
    for (const locale of ["es", "pt-br"] as const) {
      const titles = drawn.filter((page) => page.locale === locale).map((page) => page.title);
      const english = new Set(drawn.filter((page) => page.locale === "en").map((page) => page.title));
      expect(
        titles.filter((title) => english.has(title)),
        `${locale} titles left in English`,
      ).toEqual([]);
    }
  });
});
