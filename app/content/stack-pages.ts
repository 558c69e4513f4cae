/**
 * Copy shared by all 31 stack pages: the four vetting steps (SPEC section 1), the numbers
 * block and the section headings. Stack-specific text lives in stack-details/.
 */
import type { ProcessStep } from "./category-pages";
import { claimAmount, claimCounter } from "./claims";
import type { CallToAction } from "./types";

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
    description:
      "Start with a 2-week paid trial. We handle contracts, payroll and compliance, and replace the hire if it does not work out.",
  },
];

export const stackNumbers: readonly NumberBlock[] = [
  { ...claimCounter("talentAvailable"), value: claimAmount("talentAvailable") },
  { value: 48, suffix: "h", label: "Shortlist delivery", description: "3–5 pre-screened candidates" },
  { value: 3, suffix: "%", label: "Approval rate", description: "of applicants pass every vetting step" },
  { value: 95, suffix: "%", label: "Retention", description: "of placements still in role after 6 months" },
];

/** The shape of `stackPageText`, for the localized versions of this module. */
export interface StackPageText {
  heroEyebrow: string;
  heroDescription: (stackName: string) => string;
  heroActions: readonly CallToAction[];
  technologiesTitle: string;
  profilesTitle: (categoryName: string) => string;
  profilesDescription: string;
  roleTitle: (stackName: string) => string;
  opportunitiesTitle: string;
  responsibilitiesTitle: string;
  vettingTitle: string;
  vettingDescription: string;
  numbersTitle: string;
  requirementsTitle: string;
  salaryTitle: string;
  salaryDescription: string;
  salaryAction: CallToAction;
  faqTitle: (stackName: string) => string;
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
    { label: "Schedule a Call", href: "/book-a-call", variant: "secondary" },
  ],
  technologiesTitle: "Technologies and tools",
  profilesTitle: (categoryName: string) => `Sample profiles: ${categoryName}`,
  profilesDescription:
    "Illustrative profiles of the talent in our network. Names and employers are fictional.",
  roleTitle: (stackName: string) => `What a ${stackName} does`,
  opportunitiesTitle: "Example opportunities",
  responsibilitiesTitle: "Key responsibilities",
  vettingTitle: "How we vet every candidate",
  vettingDescription: "Four steps, and only about 3% of applicants clear all of them.",
  numbersTitle: "LatamMatch in numbers",
  requirementsTitle: "Skills and requirements",
  salaryTitle: "Typical salary range",
  salaryDescription:
    "Hourly rate in USD for a full-time contractor. Your quote depends on seniority, English level and hours per week.",
  salaryAction: { label: "Get Custom Quote", href: "/hiring-form" },
  faqTitle: (stackName: string) => `${stackName} FAQs`,
  ctaTitle: (stackName: string) => `Ready to hire your ${stackName}?`,
  ctaDescription: "Share the role today and review 3–5 pre-screened candidates within 48 hours.",
  ctaActions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Talk to Sales", href: "/hiring-form", variant: "secondary" },
  ],
};
