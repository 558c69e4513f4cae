/**
 * Data of the product-UI visuals beside the page heroes, derived from the content modules at
 * build time: the visuals show the page's own figures, never numbers of their own.
 */

import { type Locale, localeInfo } from "~/lib/i18n/locales";
import type { TalentProfile } from "./profiles";
import { countryProfiles, REGIONAL_COUNTRIES, type RegionalCountry } from "./regional-stats";

/** The few words the candidate-side visuals draw, in each language. */
export const heroVisualText: Record<
  Locale,
  {
    shortlist: string;
    vetted: string;
    pay: string;
    perHour: string;
    years: string;
    hourlyRates: string;
    countries: string;
  }
> = {
  en: {
    shortlist: "Sample shortlist",
    vetted: "Vetted",
    pay: "Pay",
    perHour: "/h",
    years: "yrs",
    hourlyRates: "All-inclusive hourly rates, USD",
    countries: "Our five largest talent pools",
  },
  es: {
    shortlist: "Lista corta de ejemplo",
    vetted: "Verificado",
    pay: "Pago",
    perHour: "/h",
    years: "años",
    hourlyRates: "Tarifas por hora todo incluido, USD",
    countries: "Nuestros cinco mayores grupos de talento",
  },
  "pt-br": {
    shortlist: "Lista curta de exemplo",
    vetted: "Verificado",
    pay: "Remuneração",
    perHour: "/h",
    years: "anos",
    hourlyRates: "Valores por hora com tudo incluído, USD",
    countries: "Nossos cinco maiores grupos de talentos",
  },
};

export interface ShortlistCard {
  id: string;
  name: string;
  role: string;
  initials: string;
  country: string;
  yearsExperience: number;
  /** The person's hourly pay, whole dollars: the same figure as their card on the page. */
  pay: number;
  /** The stack the person works in: their pay is a part of its rate. */
  stack: string;
  /** The person's own skills, as on their card. */
  skills: readonly string[];
  gradient: string;
}

/**
 * The hero's sample shortlist: the first three of the sample profiles the page shows below it,
 * with the same names, roles, countries and pay, so no person reads two ways on one page.
 */
export function buildShortlist(profiles: readonly TalentProfile[]): ShortlistCard[] {
  return profiles.slice(0, 3).map((profile) => ({
    id: profile.id,
    name: profile.name,
    role: profile.role,
    initials: profile.image.initials,
    country: profile.country,
    yearsExperience: profile.yearsExperience,
    pay: Number(profile.hourlyRate.replace(/\D/g, "")),
    stack: profile.stack,
    skills: profile.skills,
    gradient: profile.gradient,
  }));
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
