import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { aboutVetting, aboutWhoWeAre } from "./about";
import { buildCategoryPageData, buildStackPageData } from "./candidate-page-data";
import { candidatesPageData, talentPageData } from "./candidate-static-pages";
import { categories } from "./categories";
import {
  CLAIMS_AS_OF,
  type ClaimId,
  type ClaimsText,
  claims,
  claimsAsOfLine,
  countBounds,
  countryPool,
  countryPoolValue,
  poolCountries,
  splitFigure,
  usDeveloperWage,
  usDeveloperWageText,
} from "./claims";
import { homeAboveFold, homeBelowFold } from "./home";
import { industryPages } from "./industry-pages";
import { industryStatItems } from "./industry-stats";
import { llmTraining } from "./llm-training";
import { claimsText as esClaimsText } from "./locales/es/claims";
import { claimsText as ptClaimsText } from "./locales/pt-br/claims";
import { regionalFigures } from "./regional-stats";
import { developerMonthlyBands } from "./salary-bands";
import { savingsTileLabel } from "./savings-readings";
import { servicePages } from "./services";

const claimIds = Object.keys(claims) as ClaimId[];
const textByLocale: Record<Locale, ClaimsText> = { en: claims, es: esClaimsText, "pt-br": ptClaimsText };

/** The size a figure stands for: "120K+" → 120000, "35,000" → 35000, "$48K" → 48000. */
function magnitude(value: string): number {
  const { digits, suffix } = splitFigure(value);
  return countBounds(`${digits}${/^[KM]/i.exec(suffix)?.[0] ?? ""}`, false).low;
}

/** A figure as written anywhere, reduced to compare: "15.000+", "15,000+" and 15000 + "+" agree. */
const normalize = (figure: string) => figure.replace(/[\s,._]/g, "").toLowerCase();

const figuresOf = (id: ClaimId) => {
  const { value, share } = claims[id];
  return share ? [normalize(value), normalize(`${value} (${share})`)] : [normalize(value)];
};
const claimsByFigure = new Map<string, ClaimId[]>();
for (const id of claimIds) {
  for (const figure of figuresOf(id)) claimsByFigure.set(figure, [...(claimsByFigure.get(figure) ?? []), id]);
}

describe("claims agree with each other", () => {
  it.each(claimIds.filter((id) => claims[id].partOf))(
    "%s counts fewer than the claim it is part of",
    (id) => {
      const parent = claims[id].partOf as ClaimId;
      expect(magnitude(claims[id].value)).toBeLessThan(magnitude(claims[parent].value));
    },
  );

  it.each(claimIds.filter((id) => claims[id].atMost))("%s never exceeds the rate it is part of", (id) => {
    const other = claims[id].atMost as ClaimId;
    expect(magnitude(claims[id].value)).toBeLessThanOrEqual(magnitude(claims[other].value));
  });

  it.each(claimIds.filter((id) => claims[id].within))("%s lies inside the range it belongs to", (id) => {
    const range = claims[claims[id].within as ClaimId].value.match(/\d+/g)?.map(Number) ?? [];
    const value = magnitude(claims[id].value);
    expect(range).toHaveLength(2);
    expect(value).toBeGreaterThanOrEqual(range[0] as number);
    expect(value).toBeLessThanOrEqual(range[1] as number);
  });

  it.each(claimIds)("%s says when it was counted", (id) => {
    const { asOf } = claims[id];
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${asOf}T00:00:00Z`).toISOString().slice(0, 10)).toBe(asOf);
  });

  it("prints the date a block of claims was counted, in every language", () => {
    expect(claimsAsOfLine(["talentNetwork"])).toBe("Figures as of October 2026.");
    expect(claimsAsOfLine(["talentNetwork"], "es")).toBe("Cifras a octubre de 2026.");
    expect(claimsAsOfLine(["talentNetwork"], "pt-br")).toBe("Números de outubro de 2026.");
    expect(CLAIMS_AS_OF).toBe("2026-10-31");
  });

  it("the country pools add up to no more than the network they are part of", () => {
    // /candidates shows the pools next to the available-now count: a visitor adding them up
    // must land inside the network (35,000), which the available count is also a part of.
    const pools = poolCountries.map(countryPool);
    const sum = pools.reduce((total, pool) => total + pool, 0);
    expect(sum).toBeLessThanOrEqual(magnitude(claims.talentNetwork.value));
    expect(sum).toBeGreaterThan(magnitude(claims.talentAvailable.value));
    for (const country of poolCountries) {
      const exact = Object.values(regionalFigures).reduce(
        (total, figures) => total + figures[country].vettedTalent,
        0,
      );
      expect(countryPool(country)).toBeLessThanOrEqual(exact);
      expect(exact - countryPool(country)).toBeLessThan(100);
    }
    expect(countryPoolValue("Argentina")).toBe("8,800+");
    expect(countryPoolValue("Brazil", "pt-br")).toBe("11.100+");
  });

  it("the AI specialists available now are fewer than the AI specialists in the network", () => {
    const network = Object.values(regionalFigures["ai-specialists"]).reduce(
      (total, figure) => total + figure.vettedTalent,
      0,
    );
    expect(magnitude(claims.aiSpecialistsAvailable.value)).toBeLessThan(network);
  });

  it("the developer saving is the U.S. salary minus the LatamMatch pay, and its share of it", () => {
    const us = magnitude(claims.usDeveloperSalary.value);
    const latam = magnitude(claims.latamDeveloperPay.value);
    expect(magnitude(claims.developerPaySavings.value)).toBe(us - latam);
    expect(claims.developerPaySavings.share).toBe(`${Math.round(((us - latam) / us) * 100)}%`);
  });

  it("the LatamMatch developer pay fits the developer bands shown beside it", () => {
    const yearly = magnitude(claims.latamDeveloperPay.value);
    const lowest = Math.min(...developerMonthlyBands.map((band) => band.min)) * 12;
    const highest = Math.max(...developerMonthlyBands.map((band) => band.max)) * 12;
    expect(yearly).toBeGreaterThanOrEqual(lowest);
    expect(yearly).toBeLessThanOrEqual(highest);
    // A qualifier that names one level ("senior") must quote a figure inside that level's band.
    for (const band of developerMonthlyBands) {
      if (!new RegExp(`\\b${band.level}\\b`, "i").test(claims.latamDeveloperPay.qualifier)) continue;
      expect(yearly).toBeGreaterThanOrEqual(band.min * 12);
      expect(yearly).toBeLessThanOrEqual(band.max * 12);
    }
  });

  it.each(LOCALES)("every qualifier in %s is its own, so no two claims read as one", (locale) => {
    const qualifiers = claimIds.map((id) => textByLocale[locale][id].qualifier.trim());
    expect(qualifiers.every((qualifier) => qualifier.length > 0)).toBe(true);
    expect(new Set(qualifiers).size).toBe(qualifiers.length);
  });

  it("claims sharing a label or a figure are told apart by their qualifiers", () => {
    // "Companies served" is both 500+ (every client) and 180+ (e-commerce clients).
    const groups = new Map<string, ClaimId[]>();
    for (const id of claimIds) {
      for (const key of [`label:${claims[id].label.toLowerCase()}`, `value:${claims[id].value}`]) {
        groups.set(key, [...(groups.get(key) ?? []), id]);
      }
    }
    for (const ids of groups.values()) {
      const qualifiers = new Set(ids.map((id) => claims[id].qualifier));
      expect(qualifiers.size).toBe(ids.length);
    }
  });
});

/**
 * Every source file under app/, outside the claims modules and the tests. The case studies are
 * illustrative (they carry the sample-content notice) and report their own client's figures.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    if (entry.name === "claims.ts" || entry.name === "case-studies.ts") return [];
    return [file];
  });
}

/** `value: "35,000"`, `value: 15000, suffix: "+"` and `value: "120", suffix: "K+"`, as written. */
const STAT_LITERAL = /\bvalue:\s*(?:"([^"]*)"|(\d[\d_]*))(?:\s*,\s*suffix:\s*"([^"]*)")?/g;

describe("one source for each figure", () => {
  it("no module outside claims.ts writes a claim's figure as a stat value", () => {
    const appDir = path.resolve(import.meta.dirname, "..");
    const copies: string[] = [];
    for (const file of sourceFiles(appDir)) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(STAT_LITERAL)) {
        const figure = normalize(`${match[1] ?? match[2]}${match[3] ?? ""}`);
        const ids = claimsByFigure.get(figure);
        if (ids) copies.push(`${path.relative(appDir, file)}: ${match[0]} (claims.ts: ${ids.join(", ")})`);
      }
    }
    expect(copies).toEqual([]);
  });

  it("catches a copied figure however it is written", () => {
    const found = (source: string) =>
      [...source.matchAll(STAT_LITERAL)].filter((match) =>
        claimsByFigure.has(normalize(`${match[1] ?? match[2]}${match[3] ?? ""}`)),
      ).length;
    expect(found('{ value: "35.000", label: "Talentos" }')).toBe(1);
    expect(found('{ value: 15000, suffix: "+", label: "Vetted" }')).toBe(1);
    expect(found('{ value: "120", suffix: "K+", label: "Vetted talent" }')).toBe(1);
    expect(found('{ value: "$72K+ (60%)" }')).toBe(1);
    expect(found('{ value: "48 h", label: "Shortlist" }')).toBe(1);
    expect(found('{ value: "72 h", label: "Ramp-up" }')).toBe(0);
  });
});

interface Shown {
  where: string;
  value: string;
  label?: unknown;
  description?: unknown;
}

/** An all-inclusive saving (savings-readings.ts) may share its figure with a claim ("55%"). */
const isPaySaving = (label: unknown) => label === savingsTileLabel;

/** Every object in a page's data that shows a claim's figure as its value. */
function shownFigures(tree: unknown, where: string): Shown[] {
  if (Array.isArray(tree)) return tree.flatMap((item, index) => shownFigures(item, `${where}[${index}]`));
  if (!tree || typeof tree !== "object") return [];
  const record = tree as Record<string, unknown>;
  const own: Shown[] = [];
  if ((typeof record.value === "string" || typeof record.value === "number") && !isPaySaving(record.label)) {
    const value = `${record.value}${typeof record.suffix === "string" ? record.suffix : ""}`;
    if (claimsByFigure.has(normalize(value)))
      own.push({ where, value, label: record.label, description: record.description });
  }
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => shownFigures(child, `${where}.${key}`)),
  ];
}

/** A label or qualifier as shown: the industry counters write them in sentence case with a period. */
const asShown = (text: unknown) => String(text).toLowerCase().replace(/\.$/, "");

describe("a figure is never shown without what it counts", () => {
  const pages: [Locale, string, unknown][] = [
    ["en", "home", { ...homeAboveFold, ...homeBelowFold }],
    ...Object.entries(industryPages).map(([slug, page]): [Locale, string, unknown] => [
      "en",
      slug,
      { ...page, heroTiles: industryStatItems(page.stats) },
    ]),
    ["en", "human-data-llm-training", llmTraining],
    ["en", "about", { whoWeAre: aboutWhoWeAre, vetting: aboutVetting }],
    ...Object.entries(servicePages).map(([slug, page]): [Locale, string, unknown] => ["en", slug, page]),
    ...LOCALES.flatMap((locale): [Locale, string, unknown][] => [
      [locale, "talent", talentPageData(locale)],
      [locale, "candidates", candidatesPageData(locale)],
      [locale, "stack", buildStackPageData("developers", "backend", locale)],
      ...categories.map((category): [Locale, string, unknown] => [
        locale,
        category.slug,
        buildCategoryPageData(category.slug, locale),
      ]),
    ]),
  ];

  it.each(pages)("%s %s: each claim figure carries its label and qualifier", (locale, name, data) => {
    const text = textByLocale[locale];
    for (const shown of shownFigures(data, name)) {
      const ids = claimsByFigure.get(normalize(shown.value)) ?? [];
      const matching = ids.filter(
        (id) =>
          asShown(shown.label) === asShown(text[id].label) &&
          asShown(shown.description) === asShown(text[id].qualifier),
      );
      expect(matching, `${shown.where}: ${shown.value} "${String(shown.label)}"`).toHaveLength(1);
    }
  });

  it("the pages show every claim somewhere, as a stat or in a sentence", () => {
    const shown = new Set(
      pages.flatMap(([, name, data]) =>
        shownFigures(data, name).flatMap((figure) => claimsByFigure.get(normalize(figure.value)) ?? []),
      ),
    );
    // A figure no other claim shares can also be quoted in running text ("Scans 10,000+ profiles").
    const text = JSON.stringify(pages.map(([, , data]) => data));
    for (const id of claimIds) {
      const sharing = claimIds.filter((other) => claims[other].value === claims[id].value);
      if (sharing.length === 1 && text.includes(claims[id].value)) shown.add(id);
    }
    expect([...shown].sort()).toEqual([...claimIds].sort());
  });
});

describe("the U.S. developer wage has one source", () => {
  it("keeps SPEC's $120K+ a floor under the BLS median the calculator uses, named beside it in every language", () => {
    expect(magnitude(claims.usDeveloperSalary.value)).toBeLessThanOrEqual(usDeveloperWage.annualWage);
    for (const locale of LOCALES) {
      expect(textByLocale[locale].usDeveloperSalary.qualifier, locale).toContain(usDeveloperWageText(locale));
    }
    // The home page's own sentences quote the BLS figure, never another U.S. developer wage.
    const challenge = homeBelowFold.challenges.items.find((item) => item.icon === "wallet");
    expect(challenge?.description).toContain(usDeveloperWageText());
  });
});
