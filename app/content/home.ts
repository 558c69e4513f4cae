/**
 * Copy and numbers of the home page, in the order the sections appear. The route loads this
 * module in its loader, so it never ships in the page's JavaScript bundle.
 */
import {
  type ClaimId,
  type ClaimStat,
  claimStat,
  claims,
  claimsAsOfLine,
  claimValue,
  usDeveloperWage,
  usDeveloperWageText,
} from "./claims";
import { companyDurations, durationText } from "./durations";
import {
  directHiringGuaranteeText,
  staffAugmentationGuaranteeLine,
  staffAugmentationGuaranteeText,
} from "./guarantee-terms";
import { heroCarouselSettings, heroCarouselText, heroProfiles, type TalentProfile } from "./home-profiles";
import {
  type AllInclusiveFigure,
  allInclusiveFigure,
  referenceHire,
  type ScenarioLinkItem,
} from "./model-figures";
import { portraitSrc } from "./portraits";
import { rateIncludesText, services, terms, trial } from "./pricing-model";
import { packageRateBand } from "./rate-readings";
import { sampleNotice } from "./sample-content";
import {
  savingsScenarioLinks,
  savingsScopes,
  typicalPaySavingsText,
  typicalSavingsLinks,
  upToPaySavingsPercent,
} from "./savings-readings";
import { testimonialSettings, testimonials, testimonialsText } from "./testimonials";
import type { CallToAction, CtaBandContent, HeroContent, SectionIntro } from "./types";

/** Icons a home section may name; the section maps each key to its drawing. */
export type HomeIcon =
  | "clock"
  | "wallet"
  | "search"
  | "shield"
  | "rocket"
  | "users"
  | "briefcase"
  | "code"
  | "brain"
  | "megaphone"
  | "palette"
  | "chart"
  | "stethoscope"
  | "laptop"
  | "plane"
  | "scale"
  | "heart"
  | "building"
  | "sparkles";

export interface IconCard {
  icon: HomeIcon;
  title: string;
  description: string;
}

export type { SectionIntro };

const hire: CallToAction = { label: "Hire Talent", href: "/hiring-form" };

/**
 * The scope of SPEC's "tech talent up to $60 USD/hour": the developer roles, whose highest
 * all-inclusive rate stays at or under it (the figure audit checks it against the model).
 */
const developerRolesWords = "developer roles";

export const homeHero: HeroContent & { highlights: readonly string[] } = {
  eyebrow: "AI matching + human vetting",
  title: "Hire Top Remote Talent in Latin America",
  description: `Pre-vetted developers, sales, marketing, design and AI specialists in U.S. time zones. Meet 3-5 candidates within 48 hours and save up to ${upToPaySavingsPercent()}% against U.S. hiring, all-inclusive: ${savingsScopes.upTo}.`,
  descriptionLinks: savingsScenarioLinks("developers"),
  actions: [hire, { label: "I'm a Candidate", opens: "apply-modal", variant: "secondary" }],
  highlights: ["3-5 candidates in 48 hours", "2-week paid trial", staffAugmentationGuaranteeLine],
};

/** The stats bar: each figure with the line that says what it counts. */
const homeStatClaims: readonly ClaimId[] = ["companiesScaled", "talentAssessed", "matchSuccess", "hireTime"];

const homeStats: { label: string; items: readonly ClaimStat[]; asOf: string } = {
  label: "LatamMatch in numbers",
  items: homeStatClaims.map((id) => claimStat(id)),
  asOf: claimsAsOfLine(homeStatClaims),
};

const homeChallenges: SectionIntro & { items: readonly IconCard[] } = {
  eyebrow: "The problem",
  title: "Hiring in the U.S. alone is slowing you down",
  description:
    "Growing teams hit the same four walls. Each one costs months of roadmap, and most of them are avoidable.",
  items: [
    {
      icon: "clock",
      title: "Searches that take a quarter",
      description:
        "Open roles sit for months while your team covers the gap. Every week without the hire pushes a release or a pipeline target.",
    },
    {
      icon: "wallet",
      title: "Salaries that outpace your runway",
      description: `The median yearly wage of a U.S. software developer is ${usDeveloperWageText()} (Bureau of Labor Statistics, ${usDeveloperWage.period}), before benefits and payroll taxes: the figure the calculator uses. Growing headcount at that rate burns the budget you raised to grow.`,
    },
    {
      icon: "search",
      title: "Résumés that don't match the work",
      description:
        "Keyword screening lets weak candidates through and filters strong ones out, so your managers lose hours to interviews that go nowhere.",
    },
    {
      icon: "shield",
      title: "Cross-border paperwork",
      description:
        "Contracts, payroll, taxes and IP assignment differ in every country. Getting one wrong exposes the company and the person you hired.",
    },
  ],
};

export const homeAudiences: SectionIntro & {
  items: readonly (IconCard & { points: readonly string[]; pointLinks?: readonly ScenarioLinkItem[] })[];
} = {
  eyebrow: "Who we help",
  title: "Built for the people who own the hiring plan",
  items: [
    {
      icon: "rocket",
      title: "CEOs and Founders",
      description: "Extend runway and hit milestones with senior talent at a fraction of U.S. cost.",
      points: [
        `Savings of ${typicalPaySavingsText} against U.S. hires, all-inclusive: ${savingsScopes.typical}`,
        `A shortlist in ${durationText(companyDurations.shortlist)} and a signed contract ${durationText(companyDurations.hire)} later, not a quarter`,
        `No fees if you're not satisfied: the ${terms.trial} is billed for ${trial.billing}; no placement fee or success fee if you stop after it`,
      ],
      pointLinks: typicalSavingsLinks(),
    },
    {
      icon: "users",
      title: "HR and Talent Acquisition Leaders",
      description: "Fill more roles without adding recruiters, with vetting you can show your managers.",
      points: [
        "Shortlists of 3-5 pre-screened candidates",
        "Technical and English results with every profile",
        "Payroll, benefits and contracts handled for you",
      ],
    },
    {
      icon: "briefcase",
      title: "Executives",
      description: "Add delivery capacity that works your hours and follows your processes.",
      points: [
        "Full overlap with U.S. business hours",
        "Teams of one to dozens, scaled per quarter",
        staffAugmentationGuaranteeLine,
      ],
    },
  ],
};

export type ComparisonValue = boolean | string;

export const homeComparison: SectionIntro & {
  services: readonly [
    { name: string; summary: string; cta: CallToAction },
    { name: string; summary: string; cta: CallToAction; badge: string },
  ];
  rows: readonly { feature: string; values: readonly [ComparisonValue, ComparisonValue] }[];
  includedLabel: string;
  notIncludedLabel: string;
} = {
  eyebrow: "Our solution",
  title: "Two ways to hire. One vetting standard.",
  description:
    "Choose sourcing support only, or let us employ, pay and equip your team while you direct the work.",
  services: [
    {
      name: "Direct Hiring",
      summary: "We source, vet and shortlist. You hire and employ the candidate yourself.",
      cta: { label: "Start Direct Hiring", href: "/hiring-form", variant: "secondary" },
    },
    {
      name: "Comprehensive Staff Augmentation",
      summary: "We source and vet, then employ, pay and equip your team member in their country.",
      cta: { label: "Start Staff Augmentation", href: "/hiring-form" },
      badge: "Most complete",
    },
  ],
  rows: [
    { feature: "AI sourcing and matching", values: [true, true] },
    { feature: "Technical assessment and English test", values: [true, true] },
    { feature: "Shortlist of 3-5 candidates in 48 hours", values: [true, true] },
    { feature: "Payroll and taxes", values: [false, true] },
    { feature: "Benefits administration", values: [false, true] },
    { feature: "Labor contracts and employer of record", values: [false, true] },
    { feature: "IP protection and NDAs", values: [false, true] },
    { feature: "Equipment delivery", values: [false, true] },
    {
      feature: "Fee",
      values: [`${terms.feePercent} of first-year pay, once`, "Hourly rate, billed monthly"],
    },
    {
      feature: "Guarantee",
      // Short enough for the phone cards; /pricing and the service pages give the remedies.
      values: [terms.directHiringGuarantee, `${services.staffAugmentation.guarantee.days}-day replacement`],
    },
  ],
  includedLabel: "Included",
  notIncludedLabel: "Not included",
};

const homeTeamBuilding: SectionIntro & {
  roles: readonly { icon: HomeIcon; title: string; description: string; href: string }[];
  linkLabel: string;
} = {
  eyebrow: "Team building",
  title: "Hire one specialist or a whole team",
  description:
    "Start with a single role and grow into a team that shares your stack, your rituals and your hours. Every function is vetted by people who have done the job.",
  roles: [
    {
      icon: "code",
      title: "Engineering",
      description: "Full-stack, backend, frontend, mobile, DevOps, data and QA engineers.",
      href: "/hiring-form",
    },
    {
      icon: "brain",
      title: "AI and machine learning",
      description: "ML, NLP, computer vision, MLOps and data science specialists.",
      href: "/hiring-form",
    },
    {
      icon: "sparkles",
      title: "LLM training data",
      description: "RLHF, SFT, prompt engineering, annotation and model evaluation teams.",
      href: "/human-data-llm-training",
    },
    {
      icon: "chart",
      title: "Sales",
      description: "Account executives, SDRs, customer success and sales operations.",
      href: "/hiring-form",
    },
    {
      icon: "megaphone",
      title: "Marketing",
      description: "Growth, content, lifecycle email, social media and analytics.",
      href: "/hiring-form",
    },
    {
      icon: "palette",
      title: "Design",
      description: "UX research, UI and visual, product design, motion and 3D.",
      href: "/hiring-form",
    },
  ],
  linkLabel: "Start hiring",
};

const homeHowItWorks: SectionIntro & {
  steps: readonly { title: string; description: string; timing: string }[];
  demo: { title: string; description: string; cta: CallToAction };
} = {
  eyebrow: "How it works",
  title: "From first call to first commit in three steps",
  steps: [
    {
      title: "Tell us what you need",
      description:
        "Share the role, stack, seniority and budget in a short form or a 15-minute call. We turn it into a scorecard our matching uses.",
      timing: "Day 1",
    },
    {
      title: "Meet 3-5 vetted candidates",
      description:
        "AI sourcing finds the matches; our recruiters run live coding, real-world projects and an English test. You get a shortlist with results attached.",
      timing: "Within 48 hours",
    },
    {
      title: "Start a 2-week paid trial",
      description:
        "Work with your pick on real tasks. If it's not the right fit, we replace them at no extra fee. Most trials convert: 90-96% of them.",
      timing: `Contract signed ${durationText(companyDurations.hire)} after the shortlist`,
    },
  ],
  demo: {
    title: "Want to see a real shortlist first?",
    description: "Book a demo and we'll walk you through a sample shortlist for your role.",
    cta: { label: "Book a Demo", href: "/book-a-call" },
  },
};

export interface Package {
  name: string;
  hours: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
  cta: CallToAction;
}

const homePackages: SectionIntro & { items: readonly Package[]; popularLabel: string; note: string } = {
  eyebrow: "Flexible packages",
  title: "Pay for the hours you need",
  description: `Start part-time and scale to full-time as the work grows. Tech talent up to $60 USD/hour, all-inclusive (${developerRolesWords}). Each month you pay the hours × the role's all-inclusive hourly rate.`,
  popularLabel: "Most popular",
  items: [
    {
      name: "Starter",
      hours: "10 hours/week",
      description: "A specialist for a defined project or a first test of remote collaboration.",
      features: ["One vetted specialist", "Shortlist in 48 hours", "Weekly hours report"],
      cta: { label: "Choose Starter", href: "/hiring-form", variant: "secondary" },
    },
    {
      name: "Growth",
      hours: "20 hours/week",
      description: "Steady capacity for an ongoing workstream alongside your core team.",
      features: [
        "Dedicated specialist",
        "2-week paid trial",
        staffAugmentationGuaranteeLine,
        "Account manager",
      ],
      popular: true,
      cta: { label: "Choose Growth", href: "/hiring-form" },
    },
    {
      name: "Scale",
      hours: "30 hours/week",
      description: "Near full-time ownership of a product area, channel or pipeline.",
      features: [
        "Dedicated specialist",
        "2-week paid trial",
        staffAugmentationGuaranteeLine,
        "Quarterly review",
      ],
      cta: { label: "Choose Scale", href: "/hiring-form", variant: "secondary" },
    },
    {
      name: "Enterprise",
      hours: "Full-Time",
      description: "Full-time team members employed, paid and equipped through LatamMatch.",
      features: [
        "Payroll, taxes and benefits",
        "Equipment delivery",
        "IP protection and NDAs",
        staffAugmentationGuaranteeLine,
      ],
      cta: { label: "Talk to Sales", href: "/hiring-form", variant: "secondary" },
    },
  ],
  note: `Rates range from ${packageRateBand.text} per hour depending on role and seniority (${packageRateBand.label}). Tech talent up to $60 USD/hour (${developerRolesWords}).`,
};

/** Where the packages are priced by role family. */
const homePackagesPricingLink = { label: "See monthly prices by role family", href: "/pricing" };

const homeLogos = {
  eyebrow: "Featured customers",
  title: "Trusted by growing companies, backed by investors",
  customersLabel: "Companies hiring with LatamMatch",
  investorsLabel: "Our venture partners",
  /** Storage list limit for both folders (SPEC section 7). */
  listLimit: 20,
  customerErrorMessage: "Error fetching customer files",
  vcErrorMessage: "Error fetching VC files",
  sampleNotice: sampleNotice(),
} as const;

export const homeFaq = {
  title: "Frequently asked questions",
  description: "What companies ask before their first hire. Anything else, ask us on a call.",
  faqs: [
    {
      question: "How fast can I hire?",
      answer: `You receive a shortlist of 3-5 pre-screened candidates within ${durationText(companyDurations.shortlist)} of a scoping call. Most companies sign a contract ${durationText(companyDurations.hire)} after the shortlist, and the ${terms.trial} starts then.`,
    },
    {
      question: "How are candidates vetted?",
      answer: `Four steps: AI sourcing and matching against your scorecard; a technical assessment with live coding or real-world projects and an English test; a shortlist reviewed by a recruiter; then a paid trial with our support. About ${claimValue("approvalRate")} of the ${claimValue("talentApplied")} professionals who applied or were sourced passed.`,
    },
    {
      question: "How much does it cost?",
      answer: `Rates range from ${packageRateBand.text} per hour depending on role and seniority (${packageRateBand.label}), with tech talent up to $60 USD/hour (${developerRolesWords}). The rate covers pay, payroll and taxes, benefits, equipment and our margin. Companies typically save ${typicalPaySavingsText} against U.S. hiring, all-inclusive: ${savingsScopes.typical}. No fees if you're not satisfied: you pay the trial's hours at the role's rate, and direct hiring's ${terms.feePercent} fee only once a hire starts.`,
      links: typicalSavingsLinks(),
    },
    {
      question: "Will they work in my time zone?",
      answer:
        "Yes. Our talent lives in Argentina, Brazil, Chile, Colombia, Mexico, Uruguay and six more countries, within 0-3 hours of U.S. time zones, and works your business hours.",
    },
    {
      question: "Who handles payroll, taxes and contracts?",
      answer:
        "With Comprehensive Staff Augmentation we do: payroll, taxes, benefits, local labor contracts as employer of record, IP assignment and NDAs, and equipment delivery. With Direct Hiring you employ the person yourself.",
    },
    {
      question: "What if a hire doesn't work out?",
      answer: `We replace them, and the ${terms.trial} lets you decide before you commit. ${staffAugmentationGuaranteeText.en} ${directHiringGuaranteeText}`,
    },
    {
      question: "Is my intellectual property protected?",
      answer:
        "Every engagement includes an NDA and an IP assignment that transfers work product to your company, drafted for the country where the person lives.",
    },
  ],
} as const;

export const homeTalentExamples: SectionIntro & {
  profiles: readonly Pick<
    TalentProfile,
    | "id"
    | "name"
    | "role"
    | "country"
    | "hourlyRate"
    | "stack"
    | "skills"
    | "yearsExperience"
    | "image"
    | "portrait"
  >[];
  cta: CallToAction;
  rateSuffix: string;
  sampleNotice: string;
  yearsSuffix: string;
} = {
  eyebrow: "Example talent",
  title: "The caliber of people you'll interview",
  description: `The kind of profiles a shortlist for your role brings, with what each person is paid. That is the talent's pay, not your price: you pay the role's all-inclusive hourly rate, which covers ${rateIncludesText()}.`,
  sampleNotice: sampleNotice(),
  rateSuffix: "/hour talent's pay",
  yearsSuffix: "yrs",
  profiles: [
    {
      id: "joaquin-s",
      name: "Joaquín S.",
      role: "Full-Stack Developer",
      country: "Argentina",
      hourlyRate: "$46",
      stack: "full-stack",
      skills: ["Node.js", "React", "PostgreSQL"],
      yearsExperience: 8,
      image: "JS",
      portrait: portraitSrc("joaquin-s"),
    },
    {
      id: "mariana-l",
      name: "Mariana L.",
      role: "Growth Marketer",
      country: "Colombia",
      hourlyRate: "$38",
      stack: "growth",
      skills: ["Paid social", "HubSpot", "GA4"],
      yearsExperience: 6,
      image: "ML",
      portrait: portraitSrc("mariana-l"),
    },
    {
      id: "rafael-c",
      name: "Rafael C.",
      role: "RLHF Specialist",
      country: "Brazil",
      hourlyRate: "$30",
      stack: "rlhf",
      skills: ["Preference ranking", "Rubrics", "Python"],
      yearsExperience: 4,
      image: "RC",
      portrait: portraitSrc("rafael-c"),
    },
    {
      id: "isabel-g",
      name: "Isabel G.",
      role: "SDR Team Lead",
      country: "Mexico",
      hourlyRate: "$20",
      stack: "sdr-bdr",
      skills: ["Outbound", "Apollo", "Salesforce"],
      yearsExperience: 5,
      image: "IG",
      portrait: portraitSrc("isabel-g"),
    },
  ],
  cta: { label: "Request Profiles for Your Role", href: "/hiring-form" },
};

export const homePartners: SectionIntro & { items: readonly IconCard[] } = {
  eyebrow: "Local partners",
  title: "On the ground in every country we hire in",
  description:
    "Vetted local partners take care of the details that make a remote hire feel like part of the team from day one.",
  items: [
    {
      icon: "stethoscope",
      title: "Medical checkups",
      description: "Pre-employment and annual checkups at partner clinics in each country.",
    },
    {
      icon: "laptop",
      title: "Tech setup",
      description: "Laptops and peripherals delivered, configured and secured before day one.",
    },
    {
      icon: "plane",
      title: "Visas",
      description: "Business travel visas for on-sites, offsites and visits to your U.S. office.",
    },
    {
      icon: "scale",
      title: "Legal and corporate",
      description: "Local labor contracts, IP assignment and compliance reviewed by in-country counsel.",
    },
    {
      icon: "heart",
      title: "Benefits",
      description: "Private health coverage, paid time off and statutory bonuses handled locally.",
    },
    {
      icon: "building",
      title: "Coworking",
      description: "Desk passes in major LATAM cities for focused work and team meetups.",
    },
  ],
};

const homeWhyUs: SectionIntro & {
  points: readonly { title: string; description: string }[];
  cta: CallToAction;
} = {
  eyebrow: "Why LatamMatch",
  title: "Why companies choose LatamMatch",
  description: `We measure ourselves on hires that stay, not on résumés sent. ${claimsAsOfLine(["approvalRate", "matchSuccess", "retention90d", "retention6m", "countriesServed"])}`,
  points: [
    {
      title: `Top ${claimValue("approvalRate")} of applicants`,
      description: `Only about 3 in 100 of the ${claimValue("talentApplied")} professionals who applied or were sourced pass our technical and English vetting.`,
    },
    {
      title: `${claimValue("matchSuccess")} match success`,
      description:
        "Searches that ended in a hire, counting replacement shortlists. It counts searches, not how long hires stay: that is the 90-day retention beside it.",
    },
    {
      title: `${claimValue("retention90d")} 90-day retention`,
      description: `Hires still in the role 90 days after starting, the range across our industries: a measure of hires, not of searches. And about ${claimValue("retention6m")} of hires are still on the team after six months.`,
    },
    {
      title: "Your time zone",
      description: `Talent in ${claimValue("countriesServed")} countries working U.S. business hours.`,
    },
    {
      title: "Compliance handled",
      description: "Payroll, taxes, benefits and contracts run by our local entities and partners.",
    },
    {
      title: "No fees if not satisfied",
      description: `The ${terms.trial} is billed for ${trial.billing}; no placement or success fee if you stop after it, and a guarantee on every hire.`,
    },
  ],
  cta: hire,
};

const homeHybrid: SectionIntro & {
  ai: { title: string; points: readonly string[] };
  human: { title: string; points: readonly string[] };
} = {
  eyebrow: "Hybrid model",
  title: "AI finds them. People vet them.",
  description:
    "Algorithms are fast at reading 300+ data points per profile; recruiters are better at judging craft and communication. We use each where it is strongest.",
  ai: {
    title: "What AI does",
    points: [
      `Scans ${claimValue("profilesScanned")} profiles per search against your scorecard`,
      "Scores 300+ data points: stack, seniority, domain, availability",
      "Ranks candidates by fit and flags gaps to probe",
    ],
  },
  human: {
    title: "What our recruiters do",
    points: [
      "Run live coding and real-world project reviews",
      "Test spoken and written English",
      "Check references and support you through the trial",
    ],
  },
};

const homeRoi: SectionIntro & {
  comparisonTitle: string;
  comparison: readonly ClaimStat[];
  savings: ClaimStat;
  /** The calculator scenario whose all-inclusive saving is the comparison's share, and the same hire at the default overhead. */
  savingsLinks: readonly ScenarioLinkItem[];
  allInclusive: AllInclusiveFigure;
  cta: CallToAction;
} = {
  eyebrow: "ROI calculator",
  title: "See what a LATAM hire saves you",
  description: `A U.S. software developer's yearly pay is ${claims.usDeveloperSalary.value}: ${claims.usDeveloperSalary.qualifier}. The ${claims.latamDeveloperPay.qualifier}, is ${claims.latamDeveloperPay.value}. What you pay through LatamMatch is all-inclusive, so compare that for your own roles.`,
  comparisonTitle: "Pay compared: yearly pay of one developer, before benefits, taxes and our fee",
  comparison: [claimStat("usDeveloperSalary"), claimStat("latamDeveloperPay")],
  savings: claimStat("developerPaySavings", { withShare: true }),
  savingsLinks: savingsScenarioLinks("developers"),
  allInclusive: allInclusiveFigure(referenceHire, "Backend Developer"),
  cta: { label: "Calculate Your Savings", href: "/savings-calculator" },
};

const homeCta: CtaBandContent = {
  title: "Ready to meet your next hire?",
  description:
    "Tell us about the role today and review a shortlist of pre-vetted candidates within 48 hours.",
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Book a Demo", href: "/book-a-call", variant: "secondary" },
  ],
};

/**
 * The opening of the page (hero, profile carousel, stats): handed to the page as loader data, so
 * it stays out of the JavaScript bundle.
 */
export const homeAboveFold = {
  hero: homeHero,
  heroCarousel: { profiles: heroProfiles, text: heroCarouselText, settings: heroCarouselSettings },
  stats: homeStats,
};

/** The sections below the fold, imported by their lazily loaded chunk. */
export const homeBelowFold = {
  challenges: homeChallenges,
  audiences: homeAudiences,
  comparison: homeComparison,
  teamBuilding: homeTeamBuilding,
  howItWorks: homeHowItWorks,
  packages: { ...homePackages, pricingLink: homePackagesPricingLink },
  logos: homeLogos,
  testimonials: { items: testimonials, text: testimonialsText, settings: testimonialSettings },
  faq: homeFaq,
  talentExamples: homeTalentExamples,
  partners: homePartners,
  whyUs: homeWhyUs,
  hybrid: homeHybrid,
  roi: homeRoi,
  cta: homeCta,
};

export type HomeContent = typeof homeAboveFold & typeof homeBelowFold;
