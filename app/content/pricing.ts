/**
 * Copy of the /pricing page. Every figure in it comes from the pricing model (pricing-model.ts);
 * this module holds the words around them.
 */
import type { FaqEntry, SectionIntro } from "./company-shapes";
import { directHiringGuaranteeText, staffAugmentationGuaranteeText } from "./guarantee-terms";
import {
  directHiringFee,
  formatDollars,
  monthlyPrice,
  rateIncludesText,
  services,
  terms,
  trial,
} from "./pricing-model";
import type { CtaBandContent, HeroContent } from "./types";

const { directHiring, staffAugmentation } = services;

export interface ServicePricing {
  /** Key of the service in the pricing model. */
  id: keyof typeof services;
  name: string;
  summary: string;
  /** The headline price: "Hourly rate, billed monthly". */
  model: string;
  points: readonly string[];
  link: { label: string; href: string };
}

export const pricingHero: HeroContent = {
  eyebrow: "Pricing",
  title: "Prices you can check before you hire",
  description: `One all-inclusive hourly rate per role, monthly prices that are hours × that rate, and fees and guarantees written per service.`,
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Estimate your savings", href: "/savings-calculator", variant: "secondary" },
  ],
};

/** The rate card in the hero: one worked example, computed from the model on the page. */
export const pricingRateCard = {
  title: "How a price is built",
  exampleRole: "backend",
  exampleHours: 40,
  rateLabel: "All-inclusive hourly rate",
  hoursLabel: (hours: number) => `${hours} hours a week × 52 ÷ 12`,
  hoursValue: (monthlyHours: string) => `${monthlyHours} hours a month`,
  priceLabel: "Price per month",
  note: "Junior sits at the bottom of the range, senior at the top.",
};

export const pricingServices: SectionIntro & { items: readonly ServicePricing[] } = {
  eyebrow: "Two services",
  title: "Pick how you hire, then what you pay",
  description: "Each service has its own fee and its own guarantee. Both start with the same paid trial.",
  items: [
    {
      id: "staffAugmentation",
      name: "Comprehensive Staff Augmentation",
      summary:
        "We employ the person and run payroll, taxes, benefits, contracts, IP protection and equipment. You direct the work.",
      model: "Hourly rate, billed monthly",
      points: [
        `You pay ${terms.staffAugmentationBilling}`,
        `${terms.trial}, billed at the same rate`,
        `${terms.staffAugmentationGuarantee} (${terms.staffAugmentationExtended}): ${staffAugmentation.guarantee.remedy}`,
      ],
      link: { label: "See Staff Augmentation", href: staffAugmentation.path },
    },
    {
      id: "directHiring",
      name: "Direct Hiring (Headhunting Pro)",
      summary: "We source and vet; you make the offer, employ and pay the person yourself.",
      model: `${terms.feePercent} of first-year pay, once`,
      points: [
        `You pay ${terms.directHiringFee}`,
        `${terms.trial} after the trial contract and before your offer, billed at the role's hourly rate`,
        `${terms.directHiringGuarantee} from the first day as your employee: ${directHiring.guarantee.remedy}`,
      ],
      link: { label: "See Direct Hiring", href: directHiring.path },
    },
  ],
};

export const pricingIncludes: SectionIntro & { payNote: string } = {
  eyebrow: "What the rate includes",
  title: "One hourly rate, everything inside it",
  description: `The hourly ranges on our role pages are the rate you pay, all-inclusive: ${rateIncludesText()}. Nothing is added on top, apart from commission or bonus on sales roles that carry it.`,
  payNote:
    "The monthly pay bands on our category pages are what the talent receives. They are part of this rate, not a price.",
};

export const pricingTable = {
  eyebrow: "Packages",
  title: "Monthly prices by role family",
  description:
    "Each package is the hours you book × the role's all-inclusive hourly rate. Ranges run from the lowest junior rate to the highest senior rate in the family.",
  formula: "Monthly price = hours a week × 52 ÷ 12 × hourly rate. Full-time counts as 40 hours a week.",
  example: (role: string, hourly: string, monthly: string) =>
    `Example: a ${role.toLowerCase()} at ${hourly}/hour, full-time, is ${monthly} a month.`,
  rateLabel: "Hourly rate",
  perHour: "/hour",
  perMonth: "/month",
  variablePay: "Plus commission or bonus where the role carries it.",
  calculatorLink: (family: string) => `Savings estimate: ${family}`,
  popularLabel: "Most popular",
  popularHours: 20,
};

export const pricingTerms: SectionIntro & { items: readonly { title: string; description: string }[] } = {
  eyebrow: "Trial and guarantees",
  title: "What happens if it does not work out",
  items: [
    {
      title: terms.trial,
      description: `Every hire starts with ${trial.weeks} weeks of real work, billed as ${trial.billing}. If you do not continue, that is all you pay.`,
    },
    {
      title: "No fees if not satisfied",
      description: `${terms.noFeesIfNotSatisfied}: no placement fee on Staff Augmentation, no ${terms.feePercent} fee on Direct Hiring.`,
    },
    {
      title: `Staff Augmentation: ${terms.staffAugmentationGuarantee}`,
      description: `${staffAugmentationGuaranteeText.en} We find and onboard the next person at no extra cost.`,
    },
    {
      title: `Direct Hiring: ${terms.directHiringGuarantee}`,
      description: directHiringGuaranteeText,
    },
  ],
};

export const pricingFaq: { title: string; items: readonly FaqEntry[] } = {
  title: "Pricing FAQ",
  items: [
    {
      question: "Is the hourly rate what the person earns?",
      answer: `No. The rate is what you pay, and it covers ${rateIncludesText()}. The talent's own pay is a part of it; our category pages show typical monthly pay bands.`,
    },
    {
      question: "How is a monthly price calculated?",
      answer: `Hours a week × 52 weeks ÷ 12 months × the hourly rate. A 20-hour package at $40 an hour is 20 × 52 ÷ 12 × $40 = ${formatDollars(monthlyPrice(20, 40))} a month.`,
    },
    {
      question: "What does Direct Hiring cost?",
      answer: `${terms.directHiringFee[0]?.toUpperCase()}${terms.directHiringFee.slice(1)}. For a first-year pay of ${formatDollars(60_000)} that is ${formatDollars(directHiringFee(60_000))}. There is no retainer, and no fee if you do not continue after the trial.`,
    },
    {
      question: "Is the trial free?",
      answer: `No, it is paid: ${trial.billing}. What you do not pay, if you stop after it, is any placement or success fee.`,
    },
    {
      question: "Do you charge a placement fee for staff augmentation?",
      answer: `No. Staff Augmentation is ${terms.staffAugmentationBilling}. The rate already includes our margin.`,
    },
  ],
};

export const pricingCta: CtaBandContent = {
  title: "Get exact rates for your roles",
  description:
    "Tell us what you need and meet 3-5 pre-screened candidates, each with their rate, within 48 hours.",
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Talk to Us", opens: "hiring-modal", variant: "secondary" },
  ],
};

/** Names of the offers in the page's structured data. */
export const pricingOfferText = {
  catalogName: "LatamMatch pricing",
  staffAugmentation: (family: string, packageLabel: string) =>
    `Staff Augmentation: ${family}, ${packageLabel}`,
  directHiring: "Direct Hiring placement fee",
};
