/**
 * The two service pages (SPEC section 1): Direct Hiring (sourcing and selection only) and
 * Comprehensive Staff Augmentation (the hire plus payroll, taxes, benefits, contracts and
 * employer of record, IP protection and NDAs, equipment).
 */
import type { Offer } from "schema-dts";
import { claimStat, claimsAsOfLine, claimValue } from "./claims";
import type { FaqEntry, IconCard, ProcessStep, SectionIntro, StatItem, TitledText } from "./company-shapes";
import { companyDurations, durationText } from "./durations";
import { directHiringGuaranteeText, staffAugmentationGuaranteeText } from "./guarantee-terms";
import { CURRENCY, rateIncludesText, services, terms, trial } from "./pricing-model";
import { packageRateBand } from "./rate-readings";
import { savingsTileLabel, typicalPaySavingsText, typicalSavingsLinks } from "./savings-readings";
import type { CtaBandContent, HeroContent } from "./types";

export const serviceSlugs = ["hires-staffing", "headhunting-pro"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServicePageContent {
  slug: ServiceSlug;
  hero: HeroContent;
  highlights: readonly StatItem[];
  /** The date the highlights' claims were counted: "Figures as of October 2026." */
  highlightsAsOf: string;
  included: SectionIntro & { items: readonly IconCard[] };
  process: SectionIntro & { steps: readonly ProcessStep[] };
  guarantees: SectionIntro & { items: readonly TitledText[] };
  pricing: SectionIntro & {
    model: string;
    points: readonly string[];
    note: string;
    /** The /pricing page, where both services' prices and terms are laid side by side. */
    link: { label: string; href: string };
  };
  /** How this service differs from the other one, so visitors can pick. */
  compare: { title: string; description: string; link: { label: string; href: string } };
  faq: SectionIntro & { items: readonly FaqEntry[] };
  cta: CtaBandContent;
}

const vettingSteps: readonly ProcessStep[] = [
  {
    step: 1,
    title: "AI sourcing and matching",
    description:
      "We brief on the role, then our matching models scan the network for skills, seniority and time zone.",
    timeline: "Day 1",
  },
  {
    step: 2,
    title: "Technical assessment",
    description: "Live coding, a real-world project and an English test, reviewed by our vetting team.",
    timeline: "Day 1-2",
  },
  {
    step: 3,
    title: "48h shortlist delivery",
    description: "You receive 3-5 pre-screened candidates with scorecards and interview notes.",
    timeline: "Within 48 hours",
  },
];

export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  "hires-staffing": {
    slug: "hires-staffing",
    hero: {
      eyebrow: "Staffing Solutions",
      title: "Comprehensive Staff Augmentation",
      description:
        "Vetted LATAM talent plus everything around the hire: payroll, taxes, benefits, labor contracts and employer of record, IP protection and NDAs, and equipment delivery.",
      actions: [
        { label: "Build Your Team", href: "/hiring-form" },
        { label: "Talk to Us", opens: "hiring-modal", variant: "secondary" },
      ],
    },
    highlightsAsOf: claimsAsOfLine(["shortlistTime"]),
    highlights: [
      claimStat("shortlistTime"),
      { value: "2 weeks", label: "Paid trial" },
      { value: "90 days", label: "Replacement guarantee" },
      {
        value: typicalPaySavingsText,
        label: savingsTileLabel,
        description: "Depending on the role: the two ends, in the calculator.",
        links: typicalSavingsLinks(),
      },
    ],
    included: {
      eyebrow: "What is included",
      title: "The hire and everything around it",
      description: "You direct the work. We employ the person and run the administration.",
      items: [
        {
          title: "Sourcing and vetting",
          description:
            "AI sourcing, live coding, real-world projects and an English test for every candidate.",
          icon: "search",
        },
        {
          title: "Payroll and taxes",
          description: "Monthly payroll in local currency or USD, with local taxes withheld and filed.",
          icon: "wallet",
        },
        {
          title: "Benefits",
          description: "Benefits in line with local law and market practice, administered by us.",
          icon: "users",
        },
        {
          title: "Labor contracts and employer of record",
          description: "We are the legal employer, with compliant contracts in each country.",
          icon: "file",
        },
        {
          title: "IP protection and NDAs",
          description: "Every contract assigns work product to you and includes a confidentiality agreement.",
          icon: "shield",
        },
        {
          title: "Equipment delivery",
          description: "A configured laptop and accessories delivered before day one.",
          icon: "laptop",
        },
      ],
    },
    process: {
      eyebrow: "Process",
      title: "From brief to a working team member",
      steps: [
        ...vettingSteps,
        {
          step: 4,
          title: "Trial period and support",
          description:
            "A 2-week paid trial, onboarding with equipment and contracts ready, and regular check-ins from your account lead.",
          timeline: "Weeks 1-2 of work",
        },
      ],
    },
    guarantees: {
      eyebrow: "Guarantees",
      title: "You only keep people who work out",
      items: [
        {
          title: "2-week paid trial",
          description: `Work together for two weeks before you commit, billed as ${trial.billing}. Trials convert to hires 90-96% of the time.`,
        },
        {
          title: "90-day replacement guarantee",
          description: staffAugmentationGuaranteeText.en,
        },
        {
          title: "No fees if not satisfied",
          description: `Staff augmentation has no placement fee at all. If you do not continue after the ${terms.trial}, you pay for the trial hours and nothing more.`,
        },
      ],
    },
    pricing: {
      eyebrow: "Pricing model",
      title: "One all-inclusive hourly rate, billed monthly",
      description: `Each role's hourly rate covers ${rateIncludesText()}. Each month you pay the hours booked × that rate.`,
      model: "Hourly rate, billed monthly",
      points: [
        "Weekly packages of 10, 20 or 30 hours, or full-time: hours × 52 ÷ 12 × the rate each month",
        `Rates from ${packageRateBand.text} an hour by role and seniority (${packageRateBand.label}); tech talent typically up to $60 an hour (developer roles)`,
        "No placement fee and no long-term commitment after the trial",
        "Equipment and benefits included in the quote",
      ],
      note: "You receive a written quote for each role before any interview.",
      link: { label: "See package prices by role family", href: "/pricing" },
    },
    compare: {
      title: "Prefer to employ people yourself?",
      description:
        "Direct Hiring gives you our sourcing and selection only; you hire and pay the candidate directly.",
      link: { label: "See Direct Hiring", href: "/services/headhunting-pro" },
    },
    faq: {
      title: "Staff augmentation FAQ",
      items: [
        {
          question: "Who is the legal employer?",
          answer:
            "We are. As employer of record we sign the labor contract, run payroll, withhold taxes and provide benefits in the team member's country. You manage the day-to-day work.",
        },
        {
          question: "Who owns the work my team member produces?",
          answer:
            "You do. Every contract includes an IP assignment to your company and a non-disclosure agreement, and you can add your own NDA.",
        },
        {
          question: "How long does it take to hire?",
          answer: `You receive 3-5 pre-screened candidates within 48 hours. Most contracts are signed ${durationText(companyDurations.hire)} after the shortlist, followed by a ${terms.trial}.`,
        },
        {
          question: "What happens if a hire does not work out?",
          answer: staffAugmentationGuaranteeText.en,
        },
        {
          question: "Which countries do you hire in?",
          answer:
            "Argentina, Brazil, Chile, Colombia, Mexico, Uruguay, Peru, Costa Rica, Ecuador, Panama, Paraguay and Bolivia, all in time zones that overlap U.S. business hours.",
        },
      ],
    },
    cta: {
      title: "Build your LATAM team without the paperwork",
      description: "Tell us about the roles and meet 3-5 pre-screened candidates within 48 hours.",
      actions: [
        { label: "Build Your Team", href: "/hiring-form" },
        { label: "Talk to Us", opens: "hiring-modal", variant: "secondary" },
      ],
    },
  },
  "headhunting-pro": {
    slug: "headhunting-pro",
    hero: {
      eyebrow: "Headhunting Pro",
      title: "Direct Hiring in Latin America",
      description:
        "Sourcing and selection support only: AI sourcing and human vetting deliver 3-5 pre-screened candidates within 48 hours, and you hire them directly.",
      actions: [
        { label: "Start a Search", href: "/hiring-form" },
        { label: "Talk to Us", opens: "hiring-modal", variant: "secondary" },
      ],
    },
    highlightsAsOf: claimsAsOfLine(["shortlistTime", "approvalRate", "hireTime"]),
    highlights: [
      claimStat("shortlistTime"),
      { ...claimStat("approvalRate"), value: `Top ${claimValue("approvalRate")}` },
      { value: "30 days", label: "Guarantee" },
      claimStat("hireTime"),
    ],
    included: {
      eyebrow: "What is included",
      title: "Sourcing and selection, done for you",
      description: "We find and vet the candidates. You make the offer and employ them directly.",
      items: [
        {
          title: "Role briefing",
          description: "A call to define the scorecard: skills, seniority, budget and time-zone needs.",
          icon: "target",
        },
        {
          title: "AI sourcing and matching",
          description: "Our models search a network of pre-vetted talent across 12+ countries.",
          icon: "brain",
        },
        {
          title: "Technical assessment",
          description: "Live coding, real-world projects and an English test, reviewed by specialists.",
          icon: "code",
        },
        {
          title: "Shortlist with scorecards",
          description: "3-5 pre-screened candidates within 48 hours, each with notes and results.",
          icon: "users",
        },
        {
          title: "Interview coordination",
          description: "We schedule interviews in your hours and collect feedback after each round.",
          icon: "clock",
        },
        {
          title: "Offer support",
          description: "Market salary data and help closing the candidate you choose.",
          icon: "handshake",
        },
      ],
    },
    process: {
      eyebrow: "Process",
      title: "Five steps to your hire",
      steps: [
        ...vettingSteps,
        {
          step: 4,
          title: "Interviews and trial contract",
          description: `You interview and choose; the contract for the ${terms.trial} is signed ${durationText(companyDurations.hire)} after the shortlist.`,
          timeline: `${durationText(companyDurations.hire)} after the shortlist`,
        },
        {
          step: 5,
          title: "Paid trial, then your offer",
          description: `The trial is billed for ${trial.billing}. Then you make the offer and employ the person; the ${terms.directHiringGuarantee} starts on their first day as your employee.`,
          timeline: `The next ${durationText(companyDurations.trial)}`,
        },
      ],
    },
    guarantees: {
      eyebrow: "Guarantees",
      title: "A search you can rely on",
      items: [
        {
          title: "30-day guarantee",
          description: directHiringGuaranteeText,
        },
        {
          title: "No fees if not satisfied",
          description: `The ${terms.feePercent} fee is due only once a hire starts. If you do not hire from our shortlists, or do not continue after the ${terms.trial}, there is no fee: you pay only the trial's hours, at the role's all-inclusive hourly rate.`,
        },
        {
          title: "48-hour shortlist",
          description: "The first 3-5 candidates reach you within 48 hours of the briefing.",
        },
      ],
    },
    pricing: {
      eyebrow: "Pricing model",
      title: `A one-time success fee of ${terms.feePercent}`,
      description: `${terms.feePercent} of the hire's first-year pay, charged once, ${services.directHiring.billing.due}.`,
      model: `${terms.feePercent} of first-year pay, once`,
      points: [
        "No retainer and no upfront payment",
        `The ${terms.feePercent} fee is confirmed in writing before the search starts`,
        `The ${terms.trial} before the hire is billed at the role's hourly rate`,
        "You employ and pay the hire directly, under your own contracts",
        "Payroll, benefits and employer-of-record services are not included",
      ],
      note: "Need payroll and contracts handled too? Comprehensive Staff Augmentation covers them.",
      link: { label: "Compare both services' prices", href: "/pricing" },
    },
    compare: {
      title: "Want us to handle payroll and contracts?",
      description:
        "Comprehensive Staff Augmentation adds payroll, taxes, benefits, labor contracts and employer of record, IP protection and NDAs, and equipment delivery.",
      link: { label: "See Staff Augmentation", href: "/services/hires-staffing" },
    },
    faq: {
      title: "Direct Hiring FAQ",
      items: [
        {
          question: "What is the difference from staff augmentation?",
          answer:
            "Direct Hiring covers sourcing and selection only: you employ the person. With Comprehensive Staff Augmentation we also become the employer of record and handle payroll, taxes, benefits, contracts, IP protection and equipment.",
        },
        {
          question: "When do I pay?",
          answer: `Once the hire starts: ${terms.feePercent} of their first-year pay, one time. There is no retainer, and no fee if you do not continue after the ${terms.trial}.`,
        },
        {
          question: "How are candidates vetted?",
          answer:
            "Every candidate passes AI matching, a technical assessment with live coding and a real-world project, and an English test. About 3% of applicants are approved.",
        },
        {
          question: "What does the guarantee cover?",
          answer: directHiringGuaranteeText,
        },
        {
          question: "Can I hire for non-technical roles?",
          answer:
            "Yes. Besides developers we place sales, marketing, design, AI and LLM specialists, with assessments designed for each function.",
        },
      ],
    },
    cta: {
      title: "Start your search today",
      description: "Share the role and meet 3-5 pre-screened candidates within 48 hours.",
      actions: [
        { label: "Start a Search", href: "/hiring-form" },
        { label: "Talk to Us", opens: "hiring-modal", variant: "secondary" },
      ],
    },
  },
};

/**
 * The service a page presents, for its structured data: its name and description as the hero
 * shows them, and its pricing model as an Offer, with the hourly band where the page prints one.
 */
export function serviceOffer(slug: ServiceSlug): { name: string; description: string; offers: Offer[] } {
  const { hero, pricing } = servicePages[slug];
  const offer: Offer = {
    "@type": "Offer",
    name: pricing.model,
    description: pricing.description,
    priceCurrency: CURRENCY,
    ...(slug === "hires-staffing"
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            priceCurrency: CURRENCY,
            minPrice: packageRateBand.min,
            maxPrice: packageRateBand.max,
            unitCode: "HUR",
            unitText: "hour",
          },
        }
      : {}),
  };
  return { name: hero.title, description: hero.description, offers: [offer] };
}
