/**
 * The proof figures the site quotes (SPEC section 1 keeps several readings of talent-pool size,
 * companies served, countries, retention and match times). Each figure lives here once, with
 * the label the SPEC gives it, a qualifier that says exactly what it counts and the date it was
 * counted. Pages take value, label and qualifier from here and show the qualifier wherever the
 * figure appears, so "120K+ vetted talent" and "35,000 pre-vetted talents" read as two different
 * counts, not as one count with two numbers; stat blocks print the date once ("Figures as of …").
 *
 * The counts nest: every claim with `partOf` counts a subset of the claim it names, and every
 * rate with `atMost` can never exceed the rate it names; claims.test.ts checks both.
 */

import { formatUsdAmount } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locales";
import { localeInfo } from "~/lib/i18n/locales";
import { FIGURES_AS_OF } from "./figures-date";
import { REGIONAL_COUNTRIES, type RegionalCountry, regionalFigures } from "./regional-stats";
import { wageOccupations } from "./us-wage-benchmarks";

/**
 * The U.S. developer wage the calculator uses (BLS, us-wage-benchmarks.ts): SPEC's "$120K+" is a
 * floor under it, and every sentence of it names this one figure (claims.test.ts checks both).
 */
export const usDeveloperWage = wageOccupations.softwareDevelopers;

/** "$133,080", as the locale writes it. */
export function usDeveloperWageText(locale: Locale = "en"): string {
  return formatUsdAmount(usDeveloperWage.annualWage, locale);
}

export type ClaimId =
  | "talentApplied"
  | "talentAssessed"
  | "talentNetwork"
  | "talentAvailable"
  | "profilesScanned"
  | "aiSpecialistsAvailable"
  | "companiesServed"
  | "companiesScaled"
  | "startupsHired"
  | "ecommerceHired"
  | "marketingHired"
  | "countriesServed"
  | "matchSuccess"
  | "developerHiringSuccess"
  | "salesHiringSuccess"
  | "approvalRate"
  | "shortlistTime"
  | "hireTime"
  | "timeToHireStartups"
  | "timeToHireSaas"
  | "timeToHireEcommerce"
  | "trialConversion"
  | "retention90d"
  | "retention90dStartups"
  | "retention90dSaas"
  | "retention90dEcommerce"
  | "retention90dLlm"
  | "retention6m"
  | "salaryIncrease"
  | "usDeveloperSalary"
  | "latamDeveloperPay"
  | "developerPaySavings";

/** The words of a claim, translated per locale (app/content/locales/<locale>/claims.ts). */
export interface ClaimText {
  /** The label the SPEC gives the figure, unchanged. */
  label: string;
  /**
   * What the figure counts, precisely enough to tell it apart from every other claim: a
   * lowercase phrase that reads on from the label.
   */
  qualifier: string;
}

export interface Claim extends ClaimText {
  /** The figure as the SPEC writes it: "120K+", "35,000", "$48K". */
  value: string;
  /** The day the figure was counted (ISO date). */
  asOf: string;
  /** The claim whose population this one is a part of. */
  partOf?: ClaimId;
  /** A rate this one can never exceed (a part of the outcome the other one measures). */
  atMost?: ClaimId;
  /** A rate inside the range of another claim: "95%" inside "94-98%". */
  within?: ClaimId;
  /** The figure as a share of its reference, printed after it where there is room: "60%". */
  share?: string;
  /** The figure in another language, where it carries a word: "1–2 semanas". */
  translatedValue?: Partial<Record<Locale, string>>;
}

export type ClaimsText = Readonly<Record<ClaimId, ClaimText>>;

/** The day the current figures were counted; a claim counted on another day says so itself. */
export const CLAIMS_AS_OF = FIGURES_AS_OF;
const asOf = CLAIMS_AS_OF;
/**
 * The funnel's first stage: the count the approval rate is a share of. Its qualifier names it, so
 * a page that gives the rate beside its later stages (120K+ assessed, 35,000 vetted) also gives
 * the count the rate relates to.
 */
const APPLIED_COUNT = "1.2M+";

export const claims: Readonly<Record<ClaimId, Claim>> = {
  // Talent: one funnel, each stage a part of the one before it (talentFunnel below), each
  // qualifier naming its stage first. The approval rate is the vetted over the applied.
  talentApplied: {
    value: APPLIED_COUNT,
    label: "Applied or sourced",
    qualifier:
      "applied or sourced: professionals who applied or whom our recruiters found, since our founding",
    asOf,
  },
  talentAssessed: {
    value: "120K+",
    label: "Vetted Talent",
    qualifier:
      "assessed, the funnel's second stage: professionals who took our vetting since our founding, passed or not",
    partOf: "talentApplied",
    asOf,
  },
  talentNetwork: {
    value: "35,000",
    label: "Pre-vetted talents",
    qualifier: "vetted: passed every vetting step and active in our network",
    partOf: "talentAssessed",
    asOf,
  },
  talentAvailable: {
    value: "15,000+",
    label: "Vetted candidates",
    qualifier: "available now: vetted, in our network and free to interview now",
    partOf: "talentNetwork",
    asOf,
  },
  profilesScanned: {
    value: "10,000+",
    label: "Profiles scanned",
    qualifier: "network profiles the matching engine scores for each search",
    partOf: "talentNetwork",
    asOf,
  },
  aiSpecialistsAvailable: {
    value: "300+",
    label: "AI specialists",
    qualifier: "vetted AI specialists in our network available to interview now",
    partOf: "talentAvailable",
    asOf,
  },

  // Companies: every company we have served in any way, then those that hired through us, then
  // the groups of those the industry pages speak to (companyCounts below).
  companiesServed: {
    value: "500+",
    label: "Companies served",
    qualifier: "companies we have served in any way: hires, shortlists, trials and annotation projects",
    asOf,
  },
  companiesScaled: {
    value: "280+",
    label: "Companies Scaled",
    qualifier: "companies that have hired through LatamMatch",
    partOf: "companiesServed",
    asOf,
  },
  startupsHired: {
    value: "200+",
    label: "Startups served",
    qualifier: "pre-seed to Series B startups that have hired through LatamMatch",
    partOf: "companiesScaled",
    asOf,
  },
  ecommerceHired: {
    value: "180+",
    label: "Companies served",
    qualifier: "e-commerce brands, marketplaces and agencies that have hired through LatamMatch",
    partOf: "companiesScaled",
    asOf,
  },
  marketingHired: {
    value: "180+",
    label: "Companies",
    qualifier: "companies that have hired marketers through LatamMatch",
    partOf: "companiesScaled",
    asOf,
  },

  // Where the talent lives: the regional figures cover the five largest pools of these.
  countriesServed: {
    value: "12+",
    label: "Countries",
    qualifier: "Latin American countries our talent lives and works in",
    asOf,
  },

  // Outcomes. A search can take more than one shortlist, so the share filled from the first
  // shortlist (per category) is never above the share of searches that end in a hire.
  matchSuccess: {
    value: "98%",
    label: "Match Success",
    qualifier:
      "searches that ended in a hire, counting replacement shortlists: a count of searches, not of retention",
    asOf,
  },
  developerHiringSuccess: {
    value: "95%",
    label: "Hiring success",
    qualifier: "developer searches filled from the first shortlist",
    atMost: "matchSuccess",
    asOf,
  },
  salesHiringSuccess: {
    value: "90%",
    label: "Hiring success",
    qualifier: "sales searches filled from the first shortlist",
    atMost: "matchSuccess",
    asOf,
  },
  approvalRate: {
    value: "3%",
    label: "Approval rate",
    qualifier: `of the ${APPLIED_COUNT} professionals who applied or were sourced passed every vetting step`,
    asOf,
  },
  trialConversion: {
    value: "90-96%",
    label: "Trial conversion",
    qualifier: "paid trials that continue into a long-term engagement, range across categories",
    asOf,
  },

  // Match times.
  shortlistTime: {
    value: "48h",
    label: "Shortlist",
    qualifier: "from the scoping call to 3-5 pre-screened candidates",
    asOf,
  },
  hireTime: {
    value: "1-2 Weeks",
    translatedValue: { es: "1–2 semanas", "pt-br": "1–2 semanas" },
    label: "Average Hire Time",
    qualifier: "from shortlist to the signed contract the paid trial starts on",
    asOf,
  },
  timeToHireStartups: {
    value: "75%",
    label: "Shorter time-to-hire",
    qualifier: "startup searches against the client's own U.S. hiring before, median",
    asOf,
  },
  timeToHireSaas: {
    value: "70%",
    label: "Shorter time-to-hire",
    qualifier: "SaaS searches against the client's own U.S. hiring before, median",
    asOf,
  },
  timeToHireEcommerce: {
    value: "65%",
    label: "Shorter time-to-hire",
    qualifier: "e-commerce searches against the client's own U.S. hiring before, median",
    asOf,
  },

  // Retention: the range across industries, each industry's own figure inside it, and the
  // six-month figure.
  retention90d: {
    value: "94-98%",
    label: "90-day retention",
    qualifier: "hires still in the role 90 days after starting, range across our industries",
    asOf,
  },
  retention90dStartups: {
    value: "95%",
    label: "90-day retention",
    qualifier: "startup hires still in the role 90 days after starting",
    within: "retention90d",
    asOf,
  },
  retention90dSaas: {
    value: "97%",
    label: "90-day retention",
    qualifier: "SaaS hires still in the role 90 days after starting",
    within: "retention90d",
    asOf,
  },
  retention90dEcommerce: {
    value: "94%",
    label: "90-day retention",
    qualifier: "e-commerce hires still in the role 90 days after starting",
    within: "retention90d",
    asOf,
  },
  retention90dLlm: {
    value: "98%",
    label: "90-day retention",
    qualifier: "annotators and reviewers still on the project 90 days after starting",
    within: "retention90d",
    asOf,
  },
  retention6m: {
    value: "95%",
    label: "Retention",
    qualifier: "placements still in the role 6 months after starting",
    asOf,
  },
  salaryIncrease: {
    value: "55%",
    label: "Average salary increase",
    qualifier: "placed talent's pay in the first year, against their pay before",
    asOf,
  },

  // The developer pay comparison (SPEC section 9), like for like: two yearly pays, before
  // benefits, taxes and our fee. The U.S. side is the median wage of software developers
  // (us-wage-benchmarks.ts); the LatamMatch side is a mid-level developer's pay, inside the
  // developer page's mid band. What a client pays, all-inclusive, is the pricing model's figure
  // (model-figures.ts), shown beside it.
  usDeveloperSalary: {
    value: "$120K+",
    label: "U.S. developer salary",
    qualifier: `a floor under the median yearly wage of a U.S. software developer (${usDeveloperWageText()}, Bureau of Labor Statistics, as in the calculator), before benefits and taxes`,
    asOf,
  },
  latamDeveloperPay: {
    value: "$48K",
    label: "Via LatamMatch",
    qualifier: "yearly pay of a mid-level LATAM developer, before benefits and our fee",
    asOf,
  },
  developerPaySavings: {
    value: "$72K+",
    share: "60%",
    label: "Saved per hire",
    qualifier: "on yearly pay alone: U.S. developer salary minus a mid-level LATAM developer's pay",
    asOf,
  },
};

/** A claim ready for a stat tile: the qualifier fills the tile's description line. */
export interface ClaimStat {
  value: string;
  label: string;
  description: string;
}

/** The figure as the locale writes it: Portuguese groups thousands with a dot ("35.000"). */
export function claimValue(id: ClaimId, locale: Locale = "en"): string {
  const { value, translatedValue } = claims[id];
  const written = translatedValue?.[locale] ?? value;
  return locale === "pt-br" ? written.replace(/(\d),(?=\d{3}\b)/g, "$1.") : written;
}

/**
 * A claim as a stat: its figure, its label and what it counts, in the words of `text` (English
 * by default). `withShare` prints the share after the figure: "$72K+ (60%)".
 */
export function claimStat(
  id: ClaimId,
  options: { text?: ClaimsText; locale?: Locale; withShare?: boolean } = {},
): ClaimStat {
  const { text = claims, locale = "en", withShare = false } = options;
  const { share } = claims[id];
  const value = claimValue(id, locale);
  return {
    value: withShare && share ? `${value} (${share})` : value,
    label: text[id].label,
    description: text[id].qualifier,
  };
}

/** Splits a figure into its prefix, digits and suffix: "$120K+" → "$", "120", "K+". */
export function splitFigure(value: string): { prefix: string; digits: string; suffix: string } {
  const match = /^(\D*)(\d[\d.,]*)(.*)$/.exec(value);
  if (!match) return { prefix: "", digits: "", suffix: value };
  return { prefix: match[1] ?? "", digits: match[2] ?? "", suffix: match[3] ?? "" };
}

/**
 * The talent funnel, widest stage first: who applied or was sourced, who was assessed, who passed
 * vetting and is in the network, who is available now. Each stage counts a part of the one before
 * it; the figure relations (scripts/figure-relations/counts-nest.ts) hold every page to it.
 */
export const talentFunnel = [
  { stage: "applied", claim: "talentApplied" },
  { stage: "assessed", claim: "talentAssessed" },
  { stage: "vetted", claim: "talentNetwork" },
  { stage: "available", claim: "talentAvailable" },
] as const satisfies readonly { stage: string; claim: ClaimId }[];

/** The two company counts: every company served in any way, and those that hired through us. */
export const companyCounts = {
  served: "companiesServed",
  hired: "companiesScaled",
} as const satisfies Record<string, ClaimId>;

/**
 * The least and the most a count stands for, however the locale groups it: "15,000+" is 15,000
 * up to 16,000 (a "+" rounds down to the figure's last significant digit), "120K+" 120,000 up to
 * 130,000, "1.2M+" 1.2 up to 1.3 million, "35,000" exactly 35,000.
 */
export function countBounds(digits: string, plus: boolean): { low: number; high: number } {
  const scale = /M$/i.test(digits) ? 1_000_000 : /K$/i.test(digits) ? 1000 : 1;
  const number = digits.replace(/\s?[KM]$/i, "");
  const value =
    scale === 1 ? Number(number.replace(/[.,]/g, "")) : Math.round(Number(number.replace(",", ".")) * scale);
  if (!plus) return { low: value, high: value };
  const significant = String(value).replace(/0+$/, "").length;
  return { low: value, high: value + 10 ** (String(value).length - significant) };
}

/** A count claim's bounds: "15,000+" → 15,000 to 16,000. */
export function claimBounds(id: ClaimId): { value: string; low: number; high: number } {
  const { value } = claims[id];
  const match = /^(\d[\d.,]*\s?[KM]?)(\+)?$/i.exec(value);
  if (!match?.[1]) throw new Error(`${id} (${value}) is not a count`);
  return { value, ...countBounds(match[1], Boolean(match[2])) };
}

/** The number a claim's digits spell, without the unit: "120K+" → 120, "35,000" → 35000. */
export function claimAmount(id: ClaimId): number {
  return Number(splitFigure(claims[id].value).digits.replace(/,/g, ""));
}

/** A claim as an animated counter: the digits count up, the suffix stays ("15,000" then "+"). */
export function claimCounter(
  id: ClaimId,
  text: ClaimsText = claims,
): { value: string; suffix: string; label: string; description: string } {
  const { digits, suffix } = splitFigure(claims[id].value);
  return { value: digits, suffix, label: text[id].label, description: text[id].qualifier };
}

// --- The date the figures stand for -----------------------------------------------------------

const asOfWords: Record<Locale, (date: string) => string> = {
  en: (date) => `Figures as of ${date}.`,
  es: (date) => `Cifras a ${date}.`,
  "pt-br": (date) => `Números de ${date}.`,
};

/** "October 2026", "octubre de 2026", "outubro de 2026". */
function formatAsOf(isoDate: string, locale: Locale = "en"): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(localeInfo[locale].tag, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * The line a block of claims prints once: "Figures as of October 2026." When the claims were
 * counted on different days, the oldest date is the honest one for the block.
 */
export function claimsAsOfLine(ids: readonly ClaimId[], locale: Locale = "en"): string {
  const dates = (ids.length > 0 ? ids : (["talentNetwork"] as const)).map((id) => claims[id].asOf).sort();
  return asOfWords[locale](formatAsOf(dates[0] ?? CLAIMS_AS_OF, locale));
}

// --- Talent by country ------------------------------------------------------------------------

/**
 * Pre-vetted professionals in our network living in a country, all categories together: the sum
 * of the regional figures, rounded down to the hundred ("8,800+"). They are part of the
 * `talentNetwork` count, not of `talentAvailable`: the pools add up to at most 35,000.
 */
export function countryPool(country: RegionalCountry): number {
  const total = Object.values(regionalFigures).reduce(
    (sum, figures) => sum + figures[country].vettedTalent,
    0,
  );
  return Math.floor(total / 100) * 100;
}

/** "8,800+" ("8.800+" in Portuguese). */
export function countryPoolValue(country: RegionalCountry, locale: Locale = "en"): string {
  const grouped = countryPool(country).toLocaleString("en-US");
  return `${locale === "pt-br" ? grouped.replace(/,/g, ".") : grouped}+`;
}

/** The five countries the regional figures cover, the largest pools of our network. */
export const poolCountries: readonly RegionalCountry[] = REGIONAL_COUNTRIES;
