/**
 * Data of the product-UI visuals beside the page heroes, derived from the content modules at
 * build time: the visuals show the page's own figures, never numbers of their own.
 */

import { type Locale, localeInfo } from "~/lib/i18n/locales";
import type { SalaryRange } from "./categories";
import { getSampleProfiles } from "./profiles";
import { countryProfiles, REGIONAL_COUNTRIES, type RegionalCountry } from "./regional-stats";

/** The few words the candidate-side visuals draw, in each language. */
export const heroVisualText: Record<
  Locale,
  {
    shortlist: string;
    vetted: string;
    perHour: string;
    years: string;
    hourlyRates: string;
    countries: string;
  }
> = {
  en: {
    shortlist: "Shortlist",
    vetted: "Vetted",
    perHour: "/h",
    years: "yrs",
    hourlyRates: "Hourly rates, USD",
    countries: "Countries we hire in",
  },
  es: {
    shortlist: "Lista corta",
    vetted: "Verificado",
    perHour: "/h",
    years: "años",
    hourlyRates: "Tarifas por hora, USD",
    countries: "Países donde contratamos",
  },
  "pt-br": {
    shortlist: "Lista curta",
    vetted: "Verificado",
    perHour: "/h",
    years: "anos",
    hourlyRates: "Valores por hora, USD",
    countries: "Países onde contratamos",
  },
};

export interface ShortlistCard {
  id: string;
  name: string;
  initials: string;
  country: string;
  yearsExperience: number;
  /** Whole dollars per hour, inside the stack's range. */
  rate: number;
  gradient: string;
}

/**
 * Three sample profiles of the category as candidates of one stack. Each keeps its place among
 * the category's sample rates (lowest to highest), carried into the stack's own hourly range,
 * so every rate shown lies inside the range the page states.
 */
export function buildShortlist(categorySlug: string, range: SalaryRange): ShortlistCard[] {
  const profiles = getSampleProfiles(categorySlug);
  const rates = profiles.map((profile) => Number(profile.hourlyRate.replace(/\D/g, "")));
  const low = Math.min(...rates);
  const spread = Math.max(...rates) - low;
  return profiles.slice(0, 3).map((profile, index) => {
    const place = spread === 0 ? 0.5 : ((rates[index] ?? low) - low) / spread;
    return {
      id: profile.id,
      name: profile.name,
      initials: profile.image.initials,
      country: profile.country,
      yearsExperience: profile.yearsExperience,
      rate: Math.round(range.min + place * (range.max - range.min)),
      gradient: profile.gradient,
    };
  });
}

const regionCodes: Record<RegionalCountry, string> = {
  Argentina: "AR",
  Colombia: "CO",
  Chile: "CL",
  Brazil: "BR",
  Uruguay: "UY",
};

export interface ServedCountry {
  code: string;
  name: string;
  hub: string;
}

/** The countries we hire in, named in the page's language, each with its main hub city. */
export function servedCountries(locale: Locale): ServedCountry[] {
  const names = new Intl.DisplayNames([localeInfo[locale].tag], { type: "region" });
  return REGIONAL_COUNTRIES.map((country) => {
    const code = regionCodes[country];
    return { code, name: names.of(code) ?? country, hub: countryProfiles[country].hubs[0] ?? "" };
  });
}
