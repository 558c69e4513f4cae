import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "~/lib/i18n/locales";
import { localeContent } from "./locale-content";

/** String fields that are facts or identifiers, not text: they must be the same in every language. */
const FACT_KEYS = new Set([
  "slug",
  "href",
  "icon",
  "id",
  "layout",
  "kind",
  "variant",
  "sender",
  "initials",
  "gradient",
  "background",
  "type",
  "location",
  "tone",
]);

/** String fields that carry a money figure inside translated words ("$48/hour", "$48/hora"). */
const MONEY_KEYS = new Set(["rate", "salary"]);

/** Every difference in structure or in a non-text value between two content trees. */
function factDifferences(english: unknown, translated: unknown, path = "", key = ""): string[] {
  if (typeof english === "function")
    return typeof translated === "function" ? [] : [`${path}: not a function`];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      return [
        `${path}: ${english.length} items in English, ${Array.isArray(translated) ? translated.length : "none"} here`,
      ];
    }
    return english.flatMap((item, index) =>
      factDifferences(item, translated[index], `${path}[${index}]`, key),
    );
  }
  if (english && typeof english === "object") {
    if (!translated || typeof translated !== "object") return [`${path}: missing`];
    const keys = new Set([...Object.keys(english), ...Object.keys(translated)]);
    return [...keys].flatMap((name) =>
      factDifferences(
        (english as Record<string, unknown>)[name],
        (translated as Record<string, unknown>)[name],
        `${path}.${name}`,
        name,
      ),
    );
  }
  if (typeof english === "string") {
    if (typeof translated !== "string") return [`${path}: not a string`];
    const isFact = FACT_KEYS.has(key) || /^(\/|https?:\/\/)/.test(english);
    if (isFact && english !== translated) return [`${path}: "${english}" became "${translated}"`];
    // A money figure keeps its amount in every language: "$48/hour" may read "$48/hora", never "$46/hora".
    const amounts = (text: string) => (text.match(/\d[\d.,]*/g) ?? []).join(" ");
    if (MONEY_KEYS.has(key) && amounts(english) !== amounts(translated)) {
      return [`${path}: the amount "${english}" became "${translated}"`];
    }
    return [];
  }
  return Object.is(english, translated) ? [] : [`${path}: ${String(english)} became ${String(translated)}`];
}

describe("translated page content", () => {
  const english = localeContent("en");

  it.each(TRANSLATED_LOCALES)(
    "%s has exactly the English facts (numbers, slugs, links, icons, enums)",
    (locale) => {
      const content = localeContent(locale);
      const { categoriesText: _ignored, ...englishModules } = english;
      const { categoriesText, ...translatedModules } = content;
      expect(factDifferences(englishModules, translatedModules)).toEqual([]);
      // The overlay names every category and stack, and nothing else.
      expect(
        factDifferences(english.categoriesText, categoriesText).filter((line) => !line.includes("became")),
      ).toEqual([]);
    },
  );

  it("catches a changed number", () => {
    expect(factDifferences({ items: [{ value: 48 }] }, { items: [{ value: 24 }] })).toEqual([
      ".items[0].value: 48 became 24",
    ]);
    expect(factDifferences({ href: "/talent-apply" }, { href: "/es/talent-apply" })).toHaveLength(1);
    expect(factDifferences({ label: "Apply" }, { label: "Postúlate" })).toEqual([]);
    expect(factDifferences({ rate: "$48/hour" }, { rate: "$48/hora" })).toEqual([]);
    expect(factDifferences({ rate: "$48/hour" }, { rate: "$46/hora" })).toHaveLength(1);
  });
});
