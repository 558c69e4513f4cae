import { describe, expect, it } from "vitest";
import { fitTitle, shareImagePng, shareImageSvg, TITLE_HEIGHT } from "./share-image";
import { shareImagePages } from "./share-images";

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("a page's share image", () => {
  it("is a 1200×630 PNG", async () => {
    const png = shareImagePng(await shareImageSvg({ title: "Pricing | LatamMatch", locale: "en" }));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // Flat colours: a page's image stays small enough for every crawler (X takes up to 5 MB).
    expect(png.length).toBeLessThan(150_000);
  });

  it("differs between the languages of one page", async () => {
    const pages = shareImagePages();
    const talent = (path: string) => pages.find((page) => page.path === path);
    const [english, spanish] = await Promise.all(
      [talent("/talent"), talent("/es/talent")].map(async (page) => {
        if (!page) throw new Error("no /talent image");
        return shareImagePng(await shareImageSvg(page));
      }),
    );
    expect(english?.equals(spanish ?? Buffer.alloc(0))).toBe(false);
  });

  it("draws the same bytes for the same page (a rebuild changes no ETag)", async () => {
    const draw = async () =>
      shareImagePng(await shareImageSvg({ title: "About | LatamMatch", locale: "pt-br" }));
    expect((await draw()).equals(await draw())).toBe(true);
  });

  it("fits the longest titles of every language whole, and cuts an absurd one rather than overflow", async () => {
    const longest = ["en", "es", "pt-br"].flatMap((locale) =>
      shareImagePages()
        .filter((page) => page.locale === locale)
        .sort((a, b) => b.title.length - a.title.length)
        .slice(0, 3),
    );
    for (const page of longest) {
      const fit = await fitTitle(page.title);
      expect(fit.clamped, page.title).toBe(false);
      expect(fit.height, page.title).toBeLessThanOrEqual(TITLE_HEIGHT);
    }
    const absurd = await fitTitle(
      `${"Desarrolladores preseleccionados de América Latina ".repeat(12)}| LatamMatch`,
    );
    expect(absurd.clamped).toBe(true);
    expect(absurd.height).toBeLessThanOrEqual(TITLE_HEIGHT);
  });
});
