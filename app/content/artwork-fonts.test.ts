import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The metric-matched fallback faces of the brand typeface, as app/styles.css defines them per weight band. */
function fallbackBands() {
  const css = readFileSync(path.join(root, "app/styles.css"), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*font-family:\s*"Inter Fallback"[^}]*)}/g)].map(
    ([, body = ""]) => {
      const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
      const [low, high] = (/font-weight:\s*(\d+)\s+(\d+)/.exec(body) ?? []).slice(1).map(Number);
      return {
        low: low ?? 0,
        high: high ?? 0,
        sizeAdjust: value("size-adjust"),
        ascent: value("ascent-override"),
      };
    },
  );
}

function svgFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(relative);
    return entry.name.endsWith(".svg") ? [relative] : [];
  });
}

const artwork = [...svgFiles("storage"), ...svgFiles("public/images")].filter((file) =>
  readFileSync(path.join(root, file), "utf8").includes("<text"),
);

describe("the text of our SVG artwork", () => {
  const bands = fallbackBands();

  it("finds the artwork and the fallback faces", () => {
    expect(artwork.length).toBeGreaterThan(30);
    expect(bands).toHaveLength(5);
  });

  it.each(artwork)("%s is set in the brand typeface with its metric-matched fallback", (file) => {
    const svg = readFileSync(path.join(root, file), "utf8");
    for (const [tag] of svg.matchAll(/<text\b[^>]*>/g)) {
      const family = /font-family=(["'])(.*?)\1/.exec(tag)?.[2] ?? "";
      // The venture funds' wordmarks are serif lettering, part of their logo.
      if (file.includes("VC's") && family.startsWith("Georgia")) continue;
      expect(family, tag).toMatch(/^Inter\b/);
      expect(family, tag).toContain("Inter Fallback");
      const weight = Number(/font-weight=["'](\d+)["']/.exec(tag)?.[1] ?? 400);
      const band = bands.find((candidate) => weight >= candidate.low && weight <= candidate.high);
      // An image cannot reach the page's fonts: the fallback face is defined in the file itself.
      const face = new RegExp(
        `@font-face{font-family:"Inter Fallback";[^}]*font-weight:${band?.low} ${band?.high};ascent-override:${band?.ascent};[^}]*size-adjust:${band?.sizeAdjust}}`,
      );
      expect(svg, `weight ${weight}`).toMatch(face);
    }
  });
});
