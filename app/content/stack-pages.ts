/**
 * Copy shared by all the stack pages: the four vetting steps (SPEC section 1), the numbers
 * block and the section headings. Stack-specific text lives in stack-details/.
 */

import { withIndefiniteArticle } from "~/lib/i18n/articles";
import type { ProcessStep } from "./category-pages";
import { type ClaimId, type ClaimsText, claimAmount, claimCounter, claimsAsOfLine } from "./claims";
import { staffAugmentationGuaranteeText } from "./guarantee-terms";
import { rateIncludesText } from "./pricing-model";
import { savingsWords } from "./savings-readings";
import type { CallToAction } from "./types";
import { sectionText } from "./ui/section-text";

export interface NumberBlock {
  value: number;
  suffix: string;
  label: string;
  description: string;
}

export const vettingSteps: readonly ProcessStep[] = [
  {
    title: "AI sourcing and matching",
    description:
      "Our matching engine scans the network against your role across 300+ data points: stack, seniority, domain, English level, time zone and rate.",
  },
  {
    title: "Technical assessment",
    description:
      "Live coding or a live work sample, a review of real-world projects and an English test, run by senior practitioners of the same discipline.",
  },
  {
    title: "48h shortlist delivery",
    description: "You receive 3–5 pre-screened candidates with assessment notes and rates within 48 hours.",
  },
  {
    title: "Trial period and support",
    description: `Start with a 2-week paid trial. We handle contracts, payroll and compliance. ${staffAugmentationGuaranteeText.en}`,
  },
];

/** The claims of the numbers block every stack page shows, in order. */
export const stackNumberClaims: readonly ClaimId[] = [
  "talentAvailable",
  "shortlistTime",
  "approvalRate",
  "retention6m",
];

/** A claim as one of the stack page's counters: its digits as a number, its words from `text`. */
export function claimNumberBlock(id: ClaimId, text?: ClaimsText): NumberBlock {
  return { ...claimCounter(id, text), value: claimAmount(id) };
}

export const stackNumbers: readonly NumberBlock[] = stackNumberClaims.map((id) => claimNumberBlock(id));

/** The figures of a stack FAQ's savings sentence, formatted for the page's language. */
export interface EmployerSavingsFigures {
  stackName: string;
  /** SPEC's all-inclusive saving across roles: "40-65%", both ends linked to their calculator scenarios. */
  typical: string;
  /** The all-inclusive yearly cost of a full-time mid-level hire: "$100,880". */
  allInclusive: string;
  /** Its saving against the U.S. median wage plus overhead, whole percent; undefined when there is none. */
  percent: number | undefined;
  /** The employer overhead the U.S. side carries, percent. */
  overhead: number;
  /**
   * The variable pay billed on top of the rate ("commission", "bonus"): the U.S. median wage
   * includes it (BLS counts commissions and bonuses in wages), the rate does not, so the sentence
   * says the two sides are not on the same basis.
   */
  variablePay?: "commission" | "bonus";
}

/** The shape of `stackPageText`, for the localized versions of this module. */
export interface StackPageText {
  heroEyebrow: string;
  heroDescription: (stackName: string) => string;
  heroActions: readonly CallToAction[];
  technologiesTitle: string;
  profilesTitle: (stackName: string) => string;
  roleTitle: (stackName: string) => string;
  opportunitiesTitle: string;
  responsibilitiesTitle: string;
  vettingTitle: string;
  vettingDescription: string;
  numbersTitle: string;
  /** The date the numbers were counted: "Figures as of October 2026." */
  numbersAsOf: string;
  requirementsTitle: string;
  salaryTitle: string;
  salaryDescription: string;
  salaryAction: CallToAction;
  faqTitle: (stackName: string) => string;
  /**
   * The savings sentence of a stack's FAQ ({{employerSavings}}), addressed to employers on this
   * candidate-facing page: SPEC's 40-65% as a saving on salary, and the pricing model's
   * all-inclusive cost of a full-time mid-level hire with its saving against the U.S. reference.
   */
  employerSavings: (figures: EmployerSavingsFigures) => string;
  calculatorLink: string;
  ctaTitle: (stackName: string) => string;
  ctaDescription: string;
  ctaActions: readonly CallToAction[];
}

export const stackPageText: StackPageText = {
  heroEyebrow: "Pre-vetted LATAM talent",
  heroDescription: (stackName: string) =>
    `Hire a pre-vetted ${stackName} from Latin America, working in U.S. time zones. Meet 3–5 candidates within 48 hours and start with a 2-week paid trial.`,
  heroActions: [
    { label: "Hire Now", href: "/hiring-form" },
    { label: "Schedule a Call", href: "/hiring-form", variant: "secondary" },
  ],
  technologiesTitle: "Technologies and tools",
  profilesTitle: (stackName: string) => `Sample profiles: ${stackName}`,
  roleTitle: (stackName: string) => `What ${withIndefiniteArticle(stackName)} does`,
  opportunitiesTitle: "Example opportunities",
  responsibilitiesTitle: "Key responsibilities",
  vettingTitle: "How we vet every candidate",
  vettingDescription: "Four steps, and only about 3% of applicants clear all of them.",
  numbersTitle: "LatamMatch in numbers",
  numbersAsOf: claimsAsOfLine(stackNumberClaims),
  requirementsTitle: "Skills and requirements",
  salaryTitle: "Typical salary range",
  salaryDescription: `${sectionText.allInclusiveRate}: what a client pays per hour in USD, covering ${rateIncludesText()}. Junior sits at the bottom of the range, senior at the top; the talent's own pay is a part of it.`,
  salaryAction: { label: "Get Custom Quote", href: "/hiring-form" },
  faqTitle: (stackName: string) => `${stackName} FAQs`,
  employerSavings: ({ stackName, typical, allInclusive, percent, overhead, variablePay }) =>
    `${savingsWords.en.forEmployers} all-inclusive savings typically run ${typical} against the U.S. median wage for the role (all experience levels), depending on the role (both ends are linked below; the top end is a junior hire against that all-levels median, which overstates it). All-inclusive, a full-time mid-level ${stackName} costs a client ${allInclusive} a year, ${
      percent === undefined
        ? `more than the U.S. median wage for the role plus ${overhead}% employer overhead: the ${typical} range does not hold for this role`
        : `${percent}% below the U.S. median wage for the role plus ${overhead}% employer overhead`
    }.${
      variablePay
        ? ` The rate leaves out the ${variablePay} billed on top, which the U.S. median includes: the real saving is smaller.`
        : ""
    }`,
  calculatorLink: "See this estimate in the calculator",
  ctaTitle: (stackName: string) => `Ready to hire your ${stackName}?`,
  ctaDescription: "Share the role today and review 3–5 pre-screened candidates within 48 hours.",
  ctaActions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Talk to Sales", href: "/hiring-form", variant: "secondary" },
  ],
};
