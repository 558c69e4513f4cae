import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CountryFlag, FLAG_SPRITE } from "~/components/ui/country-flag";
import { SERVED_COUNTRIES } from "./countries";
import { sampleProfiles } from "./profiles";
import { countryProfiles } from "./regional-stats";

/** Two regional-indicator letters: an emoji flag, which Windows draws as the two letters. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("country flags", () => {
  it("no content or component writes an emoji flag", () => {
    const offenders = sourceFiles(path.resolve(import.meta.dirname, ".."))
      .filter((file) => !file.endsWith(".test.ts") && !file.endsWith(".test.tsx"))
      .filter((file) => EMOJI_FLAG.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("every country a page names has our own drawing, hidden from assistive technology", () => {
    const sprite = readFileSync(path.resolve(import.meta.dirname, "../../public", `.${FLAG_SPRITE}`), "utf8");
    const codes = new Set([
      ...SERVED_COUNTRIES.map((country) => country.code),
      ...Object.values(sampleProfiles).flatMap((profiles) => profiles.map((profile) => profile.countryFlag)),
      ...Object.values(countryProfiles).map((profile) => profile.flag),
    ]);
    for (const code of codes) {
      const symbol =
        new RegExp(`<symbol id="${code}" viewBox="0 0 30 20">(.*?)</symbol>`).exec(sprite)?.[1] ?? "";
      // At least two shapes: a flag, not a blank box.
      expect(symbol.match(/<(rect|circle|polygon|path) /g)?.length ?? 0, code).toBeGreaterThanOrEqual(2);
      const markup = renderToStaticMarkup(<CountryFlag code={code} />);
      expect(markup, code).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(markup, code).toContain(`<use href="${FLAG_SPRITE}#${code}"></use>`);
    }
  });
});
