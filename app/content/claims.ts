/**
 * The headline figures the site quotes on more than one page (SPEC section 1 keeps several
 * readings of talent-pool size, companies served and the developer salary comparison). Each
 * figure lives here once, with the label the SPEC gives it and a qualifier that says exactly
 * what it counts. Pages take value, label and qualifier from here and show the qualifier
 * wherever the figure appears, so "120K+ vetted talent" and "35,000 pre-vetted talents" read as
 * two different counts, not as one count with two numbers.
 *
 * The counts nest: every claim with `partOf` counts a subset of the claim it names, and
 * claims.test.ts checks that each is smaller than its parent.
 */
import type { Locale } from "~/lib/i18n/locales";

export type ClaimId =
  | "talentAssessed"
  | "talentNetwork"
  | "talentAvailable"
  | "companiesHired"
  | "companiesScaled"
  | "startupsHired"
  | "ecommerceHired"
  | "marketingHired"
  | "usDeveloperSalary"
  | "latamDeveloperCost"
  | "developerSavings";

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
  /** The claim whose population this one is a part of. */
  partOf?: ClaimId;
  /** The figure as a share of its reference, printed after it where there is room: "60%". */
  share?: string;
}

export type ClaimsText = Readonly<Record<ClaimId, ClaimText>>;

export const claims: Readonly<Record<ClaimId, Claim>> = {
  // Talent: a funnel, from everyone we have assessed to who can interview now.
  talentAssessed: {
    value: "120K+",
    label: "Vetted Talent",
    qualifier: "professionals assessed since our founding",
  },
  talentNetwork: {
    value: "35,000",
    label: "Pre-vetted talents",
    qualifier: "passed vetting and active in our network",
    partOf: "talentAssessed",
  },
  talentAvailable: {
    value: "15,000+",
    label: "Vetted candidates",
    qualifier: "in our network and available to interview now",
    partOf: "talentNetwork",
  },

  // Companies: every client that has hired, then the groups the industry pages speak to.
  companiesHired: {
    value: "500+",
    label: "Companies served",
    qualifier: "companies that have hired through LatamMatch",
  },
  companiesScaled: {
    value: "280+",
    label: "Companies Scaled",
    qualifier: "clients that built a team of several hires with us",
    partOf: "companiesHired",
  },
  startupsHired: {
    value: "200+",
    label: "Startups served",
    qualifier: "pre-seed to Series B startups that have hired through LatamMatch",
    partOf: "companiesHired",
  },
  ecommerceHired: {
    value: "180+",
    label: "Companies served",
    qualifier: "e-commerce brands, marketplaces and agencies that have hired through LatamMatch",
    partOf: "companiesHired",
  },
  marketingHired: {
    value: "180+",
    label: "Companies",
    qualifier: "companies that have hired marketers through LatamMatch",
    partOf: "companiesHired",
  },

  // The developer comparison, like for like: both sides cover every seniority. The U.S. side is
  // the median wage of software developers (us-wage-benchmarks.ts); the LatamMatch side averages
  // hires of every level, since the developer page's senior band alone starts above it.
  usDeveloperSalary: {
    value: "$120K+",
    label: "U.S. developer salary",
    qualifier: "median yearly pay, all levels, before benefits and taxes",
  },
  latamDeveloperCost: {
    value: "$48K",
    label: "Via LatamMatch",
    qualifier: "average yearly cost, all levels, all-inclusive (pay, benefits, our fee)",
  },
  developerSavings: {
    value: "$72K+",
    share: "60%",
    label: "Saved per hire",
    qualifier: "per full-time developer per year: U.S. salary minus LatamMatch cost",
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
  const { value } = claims[id];
  return locale === "pt-br" ? value.replace(/(\d),(?=\d{3}\b)/g, "$1.") : value;
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
