/**
 * Regional talent statistics of our vetted network for the five core hiring countries, per
 * category: how many vetted professionals we can put forward, their median hourly pay, and
 * what working hours look like next to U.S. Eastern time.
 */
import type { CategorySlug } from "./categories";
import type { CountryCode } from "./countries";

export const REGIONAL_COUNTRIES = ["Argentina", "Colombia", "Chile", "Brazil", "Uruguay"] as const;
export type RegionalCountry = (typeof REGIONAL_COUNTRIES)[number];

export interface CountryProfile {
  country: RegionalCountry;
  /** ISO code of the country, drawn as our own flag (components/ui/country-flag.tsx). */
  flag: CountryCode;
  /** Offset from U.S. Eastern time during the U.S. summer. */
  timeZone: string;
  /** Share of our vetted talent in the country testing at B2 English or above. */
  englishB2Share: number;
  hubs: readonly string[];
}

export interface RegionalCategoryFigure {
  /** Vetted professionals in the category, rounded. */
  vettedTalent: number;
  /**
   * Median hourly pay, USD: a mid-level figure, so inside the mid-level share of the category's
   * all-inclusive rate (pricing-model.ts, talentPayShare) and, where the page shows bands, inside
   * the mid band.
   */
  medianRate: number;
}

export interface RegionalStat extends CountryProfile, RegionalCategoryFigure {}

export const countryProfiles: Record<RegionalCountry, CountryProfile> = {
  Argentina: {
    country: "Argentina",
    flag: "AR",
    timeZone: "ET +1 h",
    englishB2Share: 92,
    hubs: ["Buenos Aires", "Córdoba", "Rosario"],
  },
  Colombia: {
    country: "Colombia",
    flag: "CO",
    timeZone: "Same as CT",
    englishB2Share: 86,
    hubs: ["Medellín", "Bogotá", "Cali"],
  },
  Chile: {
    country: "Chile",
    flag: "CL",
    timeZone: "Same as ET",
    englishB2Share: 88,
    hubs: ["Santiago", "Valparaíso", "Concepción"],
  },
  Brazil: {
    country: "Brazil",
    flag: "BR",
    timeZone: "ET +1 h",
    englishB2Share: 84,
    hubs: ["São Paulo", "Florianópolis", "Belo Horizonte"],
  },
  Uruguay: {
    country: "Uruguay",
    flag: "UY",
    timeZone: "ET +1 h",
    englishB2Share: 90,
    hubs: ["Montevideo", "Punta del Este"],
  },
};

const figures = (
  values: Record<RegionalCountry, [vettedTalent: number, medianRate: number]>,
): Record<RegionalCountry, RegionalCategoryFigure> =>
  Object.fromEntries(
    Object.entries(values).map(([country, [vettedTalent, medianRate]]) => [
      country,
      { vettedTalent, medianRate },
    ]),
  ) as Record<RegionalCountry, RegionalCategoryFigure>;

export const regionalFigures: Record<CategorySlug, Record<RegionalCountry, RegionalCategoryFigure>> = {
  developers: figures({
    Argentina: [4200, 27],
    Colombia: [3600, 24],
    Chile: [1900, 26],
    Brazil: [5100, 25],
    Uruguay: [900, 28],
  }),
  sales: figures({
    Argentina: [1100, 19],
    Colombia: [1400, 16],
    Chile: [600, 18],
    Brazil: [1300, 17],
    Uruguay: [260, 20],
  }),
  marketing: figures({
    Argentina: [1300, 25],
    Colombia: [1200, 22],
    Chile: [520, 24],
    Brazil: [1500, 23],
    Uruguay: [240, 26],
  }),
  design: figures({
    Argentina: [980, 27],
    Colombia: [760, 24],
    Chile: [410, 26],
    Brazil: [1200, 25],
    Uruguay: [210, 28],
  }),
  "ai-specialists": figures({
    Argentina: [420, 38],
    Colombia: [310, 35],
    Chile: [260, 37],
    Brazil: [640, 36],
    Uruguay: [90, 39],
  }),
  "llm-specialists": figures({
    Argentina: [880, 26],
    Colombia: [1150, 23],
    Chile: [390, 25],
    Brazil: [1400, 24],
    Uruguay: [170, 27],
  }),
};

/** The five country rows of a category's regional statistics. */
export function getRegionalStats(categorySlug: CategorySlug): RegionalStat[] {
  return REGIONAL_COUNTRIES.map((country) => ({
    ...countryProfiles[country],
    ...regionalFigures[categorySlug][country],
  }));
}
