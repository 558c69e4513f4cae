// @vitest-environment jsdom
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { buildCategoryPageData, buildStackPageData } from "~/content/candidate-page-data";
import { candidatesPageData, talentPageData } from "~/content/candidate-static-pages";
import { categories } from "~/content/categories";
import { type ClaimId, type ClaimsText, claims, claimValue } from "~/content/claims";
import { iconMarkup } from "~/content/company-icons.server";
import { homeAboveFold, homeBelowFold } from "~/content/home";
import { industryPages } from "~/content/industry-pages";
import { claimsText as esClaimsText } from "~/content/locales/es/claims";
import { claimsText as ptClaimsText } from "~/content/locales/pt-br/claims";
import { savingsTileLabel } from "~/content/savings-readings";
import { sectionWords } from "~/content/ui/i18n.server";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { CandidatesLanding, TalentLanding } from "./candidates/candidate-pages";
import { CategoryLanding } from "./candidates/category-landing";
import { StackLanding } from "./candidates/stack-landing";
import { RoiPromo } from "./home/roi-promo";
import { StatsBar } from "./home/stats-bar";
import { IndustryPage } from "./industry-page";

const textByLocale: Record<Locale, ClaimsText> = { en: claims, es: esClaimsText, "pt-br": ptClaimsText };
const claimIds = Object.keys(claims) as ClaimId[];

/** The page's markup as the prerender writes it, in a document to query. */
function renderPage(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
  return container;
}

/**
 * The figures a claim is printed as in a locale: "35.000" in Portuguese (the animated counters
 * keep "15,000"), "$72K+ (60%)" with its share.
 */
function printedFigures(id: ClaimId, locale: Locale): string[] {
  const values = [...new Set([claims[id].value, claimValue(id, locale)])];
  const { share } = claims[id];
  return share ? [...values, ...values.map((value) => `${value} (${share})`)] : values;
}

/**
 * Every tile in the page that prints a claim's figure on its own (a stat value, not a sentence),
 * with the text of the tile around it.
 */
function tilesShowing(page: HTMLElement, figure: string): string[] {
  const tiles = new Set<Element>();
  for (const element of page.querySelectorAll("*")) {
    // The innermost element printing the whole figure: "15,000" + "+" counts as "15,000+".
    if (element.textContent?.trim() !== figure) continue;
    if ([...element.children].some((child) => child.textContent?.trim() === figure)) continue;
    const tile = element.closest("dl > div, ul > li");
    expect(tile, `"${figure}" outside a stat tile`).not.toBeNull();
    if (tile) tiles.add(tile);
  }
  return [...tiles].map((tile) => tile.textContent ?? "");
}

/**
 * Tiles whose figure is another measure that happens to print like a claim: a country's share of
 * B2 English speakers ("90%") and an all-inclusive saving ("55%", savings-readings.ts).
 */
function otherMeasure(tile: string, locale: Locale): boolean {
  const words = [sectionWords(locale).englishLevel, savingsTileLabel];
  return words.some((word) => tile.toLowerCase().includes(word.toLowerCase()));
}

/** Checks each claim the page prints sits in a tile with its label and qualifier; returns those. */
function expectQualified(page: HTMLElement, locale: Locale): ClaimId[] {
  const shown: ClaimId[] = [];
  for (const id of claimIds) {
    const tiles = printedFigures(id, locale)
      .flatMap((figure) => tilesShowing(page, figure))
      .filter((tile) => !otherMeasure(tile, locale));
    // Two claims may share a figure (180+); a tile shows one of them, with that claim's words.
    const sameFigure = claimIds.filter((other) => claims[other].value === claims[id].value);
    for (const tile of tiles) {
      const words = (other: ClaimId) => {
        const text = textByLocale[locale][other];
        const lower = tile.toLowerCase();
        return lower.includes(text.label.toLowerCase()) && lower.includes(text.qualifier.toLowerCase());
      };
      expect(sameFigure.some(words), `${id}: ${tile}`).toBe(true);
      if (words(id)) shown.push(id);
    }
  }
  return shown;
}

describe("claim figures render with what they count", () => {
  it("home: the stats bar and the ROI promo", () => {
    const page = renderPage(
      <>
        <StatsBar stats={homeAboveFold.stats} />
        <RoiPromo content={homeBelowFold.roi} />
      </>,
    );
    expect(new Set(expectQualified(page, "en"))).toEqual(
      new Set([
        "companiesScaled",
        "talentAssessed",
        "matchSuccess",
        "hireTime",
        "usDeveloperSalary",
        "latamDeveloperPay",
        "developerPaySavings",
      ]),
    );
  });

  it.each(Object.values(industryPages).map((content) => [content.slug, content] as const))(
    "/%s: hero tiles and counters",
    (_slug, content) => {
      const page = renderPage(
        <IndustryPage content={content} icons={iconMarkup(content.roles.items.map((role) => role.icon))} />,
      );
      expect(expectQualified(page, "en").length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(LOCALES)("%s candidate pages: talent, candidates, stack and every category", (locale) => {
    const shown = new Set<ClaimId>();
    const pages = [
      <TalentLanding key="talent" data={talentPageData(locale)} />,
      <CandidatesLanding key="candidates" data={candidatesPageData(locale)} />,
      ...categories.map((category) => {
        const data = buildCategoryPageData(category.slug, locale);
        if (!data) throw new Error(category.slug);
        return <CategoryLanding key={category.slug} data={data} />;
      }),
    ];
    const stack = buildStackPageData("developers", "backend", locale);
    if (!stack) throw new Error("backend");
    pages.push(<StackLanding key="stack" data={stack} />);
    for (const element of pages) {
      for (const id of expectQualified(renderPage(element), locale)) shown.add(id);
    }
    expect([...shown].sort()).toEqual(
      [
        "aiSpecialistsAvailable",
        "approvalRate",
        "companiesServed",
        "developerHiringSuccess",
        "developerPaySavings",
        "hireTime",
        "latamDeveloperPay",
        "marketingHired",
        "retention6m",
        "salaryIncrease",
        "salesHiringSuccess",
        "shortlistTime",
        "talentAvailable",
        "talentNetwork",
        "trialConversion",
        "usDeveloperSalary",
      ].sort(),
    );
  });
});
