/**
 * Copy and settings of the savings calculator (/savings-calculator). The hourly ranges come from
 * categories.ts, the packages from hiring-packages.ts and the U.S. wages from us-wage-benchmarks.ts.
 */
import { allStacks, categories } from "./categories";
import type { SeniorityLevel } from "./seniority";
import type { HeroContent } from "./types";
import { WAGE_SOURCE } from "./us-wage-source";

export const calculatorSettings = {
  /** The estimate a visitor sees first, and the one the prerendered page shows. */
  defaults: { role: "backend", seniority: "mid", hoursPerWeek: 40, overheadPercent: 30 },
  overhead: { min: 0, max: 100 },
  /** Query-string names of the shareable state. */
  params: { role: "role", seniority: "seniority", hours: "hours", overhead: "overhead" },
} as const satisfies {
  defaults: { role: string; seniority: SeniorityLevel; hoursPerWeek: number; overheadPercent: number };
  overhead: { min: number; max: number };
  params: Record<string, string>;
};

export const calculatorHero: HeroContent = {
  eyebrow: "Savings calculator",
  title: "What would a LATAM hire cost you?",
  description:
    "Pick a role, a seniority and the hours you need. See the monthly and annual cost at LatamMatch rates next to a U.S. wage reference from the Bureau of Labor Statistics.",
  actions: [],
};

export const calculatorText = {
  formTitle: "Your hire",
  role: { label: "Role", hint: `${allStacks().length} specializations in ${categories.length} categories.` },
  seniority: { legend: "Seniority" },
  hours: { legend: "Hours per week" },
  overhead: {
    label: "U.S. employer overhead",
    hint: "Benefits and payroll taxes on top of the U.S. wage, 0–100%.",
    suffix: "%",
  },
  /** The form's submit button: the estimate follows every change, and it takes the visitor to it. */
  showEstimate: "Show my estimate",
  resultTitle: "Your estimate",
  rangeLabel: "LATAM hourly range",
  rateLabel: (seniority: string) => `Rate used (${seniority.toLowerCase()})`,
  rateRule: "Junior uses the bottom of the range, mid-level the midpoint, senior the top.",
  latamMonthly: "LatamMatch, per month",
  latamAnnual: "LatamMatch, per year",
  usMonthly: "U.S. reference, per month",
  usAnnual: "U.S. reference, per year",
  savingsLabel: "Estimated savings",
  savingsPerYear: (amount: string) => `${amount} saved a year`,
  noSavings: "No saving at these settings",
  noUsFigure: "No reliable U.S. figure for this role",
  noUsFigureDetail:
    "We compare only where a BLS occupation matches the role's work. The LatamMatch cost below still applies.",
  chartTitle: "Annual cost compared",
  chartLatam: "LatamMatch",
  chartUs: "U.S. reference",
  hoursNote: (hours: number) => `${hours} hours a week × 52 weeks ÷ 12 months.`,
  overheadNote: (percent: number) => `U.S. wage plus ${percent}% employer overhead.`,
  sourceTitle: "U.S. reference",
  sourceLine: (occupation: string, soc: string, closest: boolean) =>
    `${closest ? "Closest occupation: " : ""}${occupation} (SOC ${soc})`,
  statisticLine: (statistic: string, annual: string, hourly: string, period: string) =>
    `${statistic[0]?.toUpperCase()}${statistic.slice(1)}, ${period}: ${annual} (${hourly}/hour at 2,080 hours a year), all experience levels.`,
  sourceCredit: `U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, ${WAGE_SOURCE.period} national estimates.`,
  /**
   * Above the form when the page's link held parts the calculator could not use: each named,
   * with what it shows instead, so a shared estimate never silently turns into another one.
   */
  scenarioNotice: {
    title: "Part of this link was not understood",
    kept: "The rest of the link is used as given.",
    params: {
      role: "Role",
      seniority: "Seniority",
      hours: "Hours per week",
      overhead: "U.S. employer overhead",
    },
    unknown: (label: string, given: string, shown: string) =>
      `${label}: “${given}” is not one of the choices, so the calculator shows ${shown}.`,
    clamped: (label: string, given: string, shown: string) =>
      `${label}: ${given}% is outside 0–100%, so the calculator uses ${shown}.`,
    /** An empty value, as a link can carry one ("overhead="). */
    empty: "(empty)",
    /** How much of a given value the notice repeats. */
    maxGivenLength: 40,
  },
  shortlistCta: "Get a shortlist for this role",
  shortlistNote: "3-5 pre-vetted candidates within 48 hours.",
  disclaimer:
    "An estimate for planning, not a quote. Your shortlist comes with exact rates for each candidate.",
} as const;

/**
 * Copy of "E-mail me this estimate" under the calculator (the e-mail's own copy is in emails.ts).
 * It lives with the calculator's other copy: as a module of its own, shared only by the page and
 * its lazily loaded form, the bundler merged it into an unrelated page's chunk, which the
 * calculator page then loaded whole.
 */
export const estimateEmailFormText = {
  open: "E-mail me this estimate",
  openHint: "Get these figures and the U.S. source in your inbox.",
  emailLabel: "Work email",
  emailPlaceholder: "you@company.com",
  submit: "Send my estimate",
  submitting: "Sending...",
  consent:
    "By sending, you agree that we e-mail you this estimate and may contact you about your hire. No newsletter unless you sign up.",
  privacyLink: "Privacy policy",
  sent: (email: string) => `Sent to ${email}. It should arrive within a minute.`,
  successTitle: "Your estimate is on its way",
  errorTitle: "We couldn't send your estimate",
  errorDescription: "Please check the address and try again in a moment.",
} as const;

/**
 * The method band below the calculator. Static text, so the route hands it over as loader data
 * and it stays out of the page's JavaScript.
 */
export const calculatorMethod = {
  title: "How the estimate works",
  method: [
    {
      title: "LatamMatch cost",
      text: "Each role's hourly range in USD is the all-inclusive rate you pay: talent pay, payroll and taxes, benefits, equipment and our margin. Junior uses the bottom of the range, mid-level the midpoint and senior the top. Monthly cost is hours per week × 52 ÷ 12 × rate.",
    },
    {
      title: "U.S. reference",
      text: `The median annual wage of the role's occupation in the BLS Occupational Employment and Wage Statistics (${WAGE_SOURCE.period}, national), divided by 2,080 hours. Where no occupation covers the role, the closest one is used and named as such, with what differs.`,
    },
    {
      title: "Employer overhead",
      text: "Benefits and payroll taxes a U.S. employer pays on top of wages. Set your own figure; the default is 30%.",
    },
  ],
  disclaimer: calculatorText.disclaimer,
  pricingLink: { label: "See every package price and fee", href: "/pricing" },
};

export type CalculatorMethodContent = typeof calculatorMethod;
