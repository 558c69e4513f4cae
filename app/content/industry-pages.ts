/**
 * The three industry pages that share one template. Everything the template shows comes from
 * here; the routes load it in their loaders so it never ships in the page's JavaScript.
 */

import { categories } from "./categories";
import { type ClaimId, claimCounter, claimsAsOfLine, claimValue } from "./claims";
import type {
  CompanyIcon,
  ImageAsset,
  NumberBlock,
  ProcessStep,
  SectionIntro,
  StatItem,
  TitledText,
} from "./company-shapes";
import { companyDurations, durationText } from "./durations";
import { extendedGuaranteeScope } from "./guarantee-terms";
import {
  claimTile,
  type IndustryStats,
  industrySavingsItem,
  industrySavingsLinks,
  industrySavingsValue,
  industryStatItems,
  industryStatsAsOf,
} from "./industry-stats";
import type { ScenarioLinkItem } from "./model-figures";
import { categoryRate, formatDollars, services } from "./pricing-model";
import { sampleNotice } from "./sample-content";
import type { CallToAction, CtaBandContent, HeroContent } from "./types";

export type { IndustryStats };

export const industryPageSlugs = ["startups", "saas", "ecommerce"] as const;
export type IndustryPageSlug = (typeof industryPageSlugs)[number];

export interface IndustryBenefit extends TitledText {
  metric: string;
  /** For a savings metric: the calculator scenario that reproduces it. */
  metricLinks?: readonly ScenarioLinkItem[];
}

export interface IndustryService extends TitledText {
  features: readonly string[];
  kpis: readonly StatItem[];
}

export interface IndustryRole extends TitledText {
  stack: readonly string[];
  seniority: "Mid to Senior" | "Senior";
  icon: CompanyIcon;
}

export interface IndustryTestimonial {
  quote: string;
  author: string;
  title: string;
  initials: string;
  image?: string;
}

export interface IndustryPageContent {
  slug: IndustryPageSlug;
  hero: HeroContent & { images: readonly ImageAsset[] };
  stats: IndustryStats;
  /**
   * The hero's four tiles and the date their claims were counted, worded from `stats` here so
   * the page's code never bundles the claims module.
   */
  heroStats: { items: readonly StatItem[]; asOf: string };
  benefits: SectionIntro & { items: readonly IndustryBenefit[] };
  counters: SectionIntro & { items: readonly NumberBlock[] };
  partnership: SectionIntro & { points: readonly TitledText[]; quote: IndustryTestimonial };
  services: SectionIntro & { items: readonly IndustryService[] };
  platform?: SectionIntro & { images: readonly ImageAsset[] };
  roles: SectionIntro & { items: readonly IndustryRole[] };
  playbook: SectionIntro & { steps: readonly ProcessStep[]; images: readonly ImageAsset[] };
  testimonials: SectionIntro & { items: readonly IndustryTestimonial[] };
  /** The sample-content notice beside the quotes (sample-content.ts). */
  sampleNotice: string;
  cta: CtaBandContent;
}

/**
 * A figure from claims.ts as one of the page's counters, written the way the other counters
 * are: label in sentence case ("Companies Scaled" reads "Companies scaled"), qualifier as a
 * sentence.
 */
function claimCounterBlock(id: ClaimId): NumberBlock {
  const counter = claimCounter(id);
  const [first = "", ...rest] = counter.label.split(" ");
  const label = [first, ...rest.map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))];
  const description = counter.description;
  return {
    ...counter,
    label: label.join(" "),
    description: `${description.charAt(0).toUpperCase()}${description.slice(1)}.`,
  };
}

/** The developer roles' all-inclusive hourly rates, lowest to highest (pricing-model.ts). */
const developerRate = categoryRate(developersCategory());

function developersCategory() {
  const category = categories.find((entry) => entry.slug === "developers");
  if (!category) throw new Error("The category list has no developers");
  return category;
}

const startupsStats: IndustryStats = {
  industry: "startups",
  shortlist: "shortlistTime",
  retention90d: "retention90dStartups",
  timeToHire: "timeToHireStartups",
};
const saasStats: IndustryStats = {
  industry: "saas",
  shortlist: "shortlistTime",
  retention90d: "retention90dSaas",
  timeToHire: "timeToHireSaas",
};
const ecommerceStats: IndustryStats = {
  industry: "ecommerce",
  shortlist: "shortlistTime",
  retention90d: "retention90dEcommerce",
  timeToHire: "timeToHireEcommerce",
};

function heroStatsOf(stats: IndustryStats): IndustryPageContent["heroStats"] {
  return { items: industryStatItems(stats), asOf: industryStatsAsOf(stats) };
}

const heroActions: readonly CallToAction[] = [
  { label: "I'm Hiring", href: "/#demo" },
  { label: "Learn More", href: "/#about", variant: "secondary", context: " about LatamMatch" },
];

const imageSize = { width: 1200, height: 750 } as const;

function scene(name: string, alt: string, title: string, description: string): ImageAsset {
  return { src: `/images/company/${name}.svg`, alt, title, description, ...imageSize };
}

const platformImages: readonly ImageAsset[] = [
  scene(
    "platform-shortlist",
    "Platform screen listing three shortlisted candidates with match scores, rates and availability",
    "Your shortlist",
    "Three to five pre-screened candidates with match scores, rates and time-zone overlap.",
  ),
  scene(
    "platform-scorecard",
    "Platform screen with a candidate's technical assessment scores, English level and interview notes",
    "Assessment scorecards",
    "Live-coding, real-world project and English results for every candidate in one place.",
  ),
  scene(
    "platform-team",
    "Platform screen of an active team with hours logged, payroll status and equipment delivery",
    "Team dashboard",
    "Hours, payroll, contracts and equipment for your whole LATAM team.",
  ),
];

const shortlistScene = scene(
  "scene-shortlist",
  "Illustration of a hiring manager reviewing three candidate profile cards side by side",
  "Shortlist review",
  "Candidates arrive with assessments and notes, ready for your interviews.",
);
const interviewScene = scene(
  "scene-video-call",
  "Illustration of a video interview between a U.S. hiring manager and a LATAM engineer",
  "Interviews in your hours",
  "Candidates work in U.S. time zones, so interviews fit your calendar.",
);
const onboardingScene = scene(
  "scene-onboarding",
  "Illustration of an onboarding checklist with contract, laptop delivery and first-week goals ticked off",
  "Onboarding handled",
  "Contracts, equipment and first-week goals ready before day one.",
);

export const industryPages: Record<IndustryPageSlug, IndustryPageContent> = {
  startups: {
    slug: "startups",
    sampleNotice: sampleNotice(),
    hero: {
      eyebrow: "For startups",
      title: "Build your startup team with top LATAM talent",
      description: `Get a shortlist of pre-vetted engineers and operators in 48 hours, save ${industrySavingsValue(startupsStats)} all-inclusive against U.S. hiring and keep ${claimValue("retention90dStartups")} of hires past 90 days.`,
      descriptionLinks: industrySavingsLinks(startupsStats),
      actions: heroActions,
      images: [
        scene(
          "scene-sprint-board",
          "Illustration of a distributed startup team planning a sprint on a shared board",
          "Ship from week one",
          "Engineers who join your stand-ups and sprint rituals from the first week.",
        ),
        interviewScene,
        scene(
          "scene-growth-dashboard",
          "Illustration of a growth dashboard with rising revenue and user charts",
          "Runway that lasts",
          "Pay less than a U.S. hire costs and put the difference into product.",
        ),
      ],
    },
    stats: startupsStats,
    heroStats: heroStatsOf(startupsStats),
    benefits: {
      eyebrow: "Why startups choose LatamMatch",
      title: "Senior talent at seed-stage speed",
      description:
        "Hiring is the bottleneck of every early team. We remove it without adding a recruiter to your burn.",
      items: [
        {
          title: "Shortlist in 48 hours",
          description:
            "AI sourcing finds the candidates, our team vets them, and you meet 3-5 pre-screened people within two days.",
          metric: "48h shortlist",
        },
        {
          title: "Extend your runway",
          description:
            "Pay LATAM rates for U.S.-grade engineers and operators, with payroll, taxes and contracts handled for you.",
          metric: `${industrySavingsValue(startupsStats)} all-inclusive savings`,
          metricLinks: industrySavingsLinks(startupsStats),
        },
        {
          title: "Hires who stay",
          description:
            "Every hire starts with a 2-week paid trial, and a replacement guarantee covers the first 90 days on staff augmentation (30 days on direct hiring).",
          metric: `${claimValue("retention90dStartups")} 90-day retention`,
        },
        {
          title: "Same hours as your team",
          description:
            "Talent from Argentina, Colombia, Chile, Brazil and Uruguay works your business hours, not the night shift.",
          metric: `${claimValue("timeToHireStartups")} faster hiring`,
        },
      ],
      action: { label: "Get Your Shortlist", opens: "hiring-modal", variant: "secondary" },
    },
    counters: {
      eyebrow: "By the numbers",
      title: "A talent network built for startups",
      description: claimsAsOfLine(["startupsHired", "talentNetwork", "matchSuccess", "countriesServed"]),
      items: [
        claimCounterBlock("startupsHired"),
        claimCounterBlock("talentNetwork"),
        claimCounterBlock("matchSuccess"),
        claimCounterBlock("countriesServed"),
      ],
    },
    partnership: {
      eyebrow: "Executive partnership",
      title: "A hiring partner for founders, not another vendor",
      description:
        "Founders get a dedicated talent partner who learns the product, the stage and the culture, then owns the search from brief to first commit.",
      points: [
        {
          title: "Founder-level briefs",
          description: "A 30-minute call turns your roadmap into role scorecards we vet against.",
        },
        {
          title: "One team, one contract",
          description:
            "Payroll, taxes, benefits, labor contracts and IP protection sit with us, not on your desk.",
        },
        {
          title: "Plans that follow your rounds",
          description: "Start with one hire or a 10-hour package and grow into a full team as you raise.",
        },
      ],
      quote: {
        quote:
          "We went from a two-person founding team to a product squad of six in one quarter, without pausing the roadmap to run interviews.",
        author: "Daniela Ortiz",
        title: "Co-founder & CEO, seed-stage fintech",
        initials: "DO",
      },
      action: { label: "Talk to a Talent Partner", opens: "hiring-modal", variant: "secondary" },
    },
    services: {
      eyebrow: "Services",
      title: "Everything a startup needs to hire abroad",
      description: "Open a service to see what is included and the results our startup clients see.",
      items: [
        {
          title: "Founding engineering team",
          description: "Your first full-stack, backend and mobile engineers, vetted for ownership and speed.",
          features: [
            "Live-coding and real-world project assessments",
            "English test for every candidate",
            "2-week paid trial before you commit",
            "Replacement guarantee for 90 days on staff augmentation",
          ],
          kpis: [claimTile("shortlistTime"), claimTile("hireTime")],
        },
        {
          title: "Comprehensive staff augmentation",
          description: "We employ your team members and handle everything around the hire.",
          features: [
            "Payroll, taxes and benefits",
            "Labor contracts and employer of record",
            "IP protection and NDAs",
            "Equipment delivery before day one",
          ],
          kpis: [industrySavingsItem(startupsStats), claimTile("retention90dStartups")],
        },
        {
          title: "Flexible weekly hours",
          description: "Start part-time and scale to full-time as your roadmap and funding grow.",
          features: [
            "10, 20 or 30 hours a week, or full-time",
            `Developers from ${formatDollars(developerRate.min)} to ${formatDollars(developerRate.max)} an hour, all-inclusive`,
            "Move between packages as you grow",
          ],
          kpis: [
            { value: "10 h", label: "Smallest weekly package" },
            { value: "3-5", label: "Candidates per role" },
          ],
        },
      ],
      action: { label: "Plan Your Team", href: "/hiring-form", variant: "secondary" },
    },
    platform: {
      eyebrow: "The platform",
      title: "See every step of your hire in one place",
      description: "Shortlists, scorecards and your active team, from the first brief to payroll.",
      images: platformImages,
    },
    roles: {
      eyebrow: "Roles we fill",
      title: "The roles startups hire first",
      items: [
        {
          title: "Full-Stack Engineer",
          description: "Ships features end to end, from database schema to polished UI.",
          stack: ["TypeScript", "React", "Node.js", "PostgreSQL"],
          seniority: "Mid to Senior",
          icon: "code",
        },
        {
          title: "Mobile Engineer",
          description: "Builds and releases your iOS and Android apps from one codebase.",
          stack: ["React Native", "Swift", "Kotlin", "Expo"],
          seniority: "Mid to Senior",
          icon: "laptop",
        },
        {
          title: "DevOps Engineer",
          description: "Sets up the cloud, CI/CD and monitoring so the team can deploy daily.",
          stack: ["AWS", "Terraform", "Docker", "GitHub Actions"],
          seniority: "Senior",
          icon: "settings",
        },
        {
          title: "Product Designer",
          description: "Turns research and rough ideas into flows engineers can build.",
          stack: ["Figma", "User research", "Design systems", "Prototyping"],
          seniority: "Mid to Senior",
          icon: "palette",
        },
        {
          title: "Growth Marketer",
          description: "Runs experiments across paid, content and lifecycle channels.",
          stack: ["Google Ads", "HubSpot", "GA4", "SQL"],
          seniority: "Mid to Senior",
          icon: "megaphone",
        },
        {
          title: "SDR / BDR",
          description: "Books qualified meetings so founders can focus on closing.",
          stack: ["Outbound", "Apollo", "HubSpot", "LinkedIn Sales Navigator"],
          seniority: "Mid to Senior",
          icon: "target",
        },
      ],
      action: { label: "Hire for These Roles", href: "/hiring-form", variant: "secondary" },
    },
    playbook: {
      eyebrow: "The startup hiring playbook",
      title: "From brief to first commit in six steps",
      steps: [
        {
          step: 1,
          title: "Discovery call",
          description: "We turn your roadmap into role scorecards.",
          timeline: "Day 1",
        },
        {
          step: 2,
          title: "AI sourcing and matching",
          description: "Our models scan the network for the skills and seniority you need.",
          timeline: "Day 1-2",
        },
        {
          step: 3,
          title: "Technical assessment",
          description: "Live coding, a real-world project and an English test.",
          timeline: "Day 1-2",
        },
        {
          step: 4,
          title: "48-hour shortlist",
          description: "You meet 3-5 pre-screened candidates with scorecards.",
          timeline: "Day 2",
        },
        {
          step: 5,
          title: "Interviews and offer",
          description: "You interview in your hours; we handle the offer and contract.",
          timeline: "Week 1-2",
        },
        {
          step: 6,
          title: "Paid trial and onboarding",
          description: "A 2-week paid trial with equipment delivered and check-ins from us.",
          timeline: "Week 2-4",
        },
      ],
      images: [shortlistScene, interviewScene, onboardingScene],
      action: { label: "Start Your Playbook", opens: "hiring-modal", variant: "secondary" },
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "Founders who built with LatamMatch",
      items: [
        {
          quote:
            "Our first backend hire came from a 48-hour shortlist and was shipping to production in her second week.",
          author: "Marcus Reed",
          title: "CTO, logistics startup",
          initials: "MR",
        },
        {
          quote: "We saved enough on our first three hires to add six months of runway before our Series A.",
          author: "Priya Natarajan",
          title: "Founder, health-tech startup",
          initials: "PN",
        },
        {
          quote:
            "The paid trial took the risk out of hiring abroad. Both engineers converted and are still with us.",
          author: "Jordan Blake",
          title: "CEO, developer-tools startup",
          initials: "JB",
        },
        {
          quote: "Having payroll, contracts and laptops handled meant I could stay focused on customers.",
          author: "Elena Vargas",
          title: "COO, marketplace startup",
          initials: "EV",
        },
      ],
    },
    cta: {
      title: "Ship faster with a team that shares your hours",
      description: "Tell us what you are building and meet your first candidates within 48 hours.",
      actions: [
        { label: "Start Hiring", href: "/hiring-form" },
        { label: "Book a Call", opens: "hiring-modal", variant: "secondary" },
      ],
    },
  },
  saas: {
    slug: "saas",
    sampleNotice: sampleNotice(),
    hero: {
      eyebrow: "For SaaS companies",
      title: "Scale your SaaS with senior LATAM engineers and operators",
      description: `Product engineers, customer success and growth talent in U.S. time zones: 48-hour shortlists, ${industrySavingsValue(saasStats)} all-inclusive savings and ${claimValue("retention90dSaas")} 90-day retention.`,
      descriptionLinks: industrySavingsLinks(saasStats),
      actions: heroActions,
      images: [
        scene(
          "scene-code-review",
          "Illustration of a pull request under review with comments and passing checks",
          "Senior product engineers",
          "Engineers who review, test and ship inside your existing workflow.",
        ),
        scene(
          "scene-support-inbox",
          "Illustration of a customer success inbox with resolved tickets and a health score",
          "Customer success that retains",
          "Onboarding and success managers who keep net revenue retention climbing.",
        ),
        scene(
          "scene-growth-dashboard",
          "Illustration of a SaaS metrics dashboard with rising recurring revenue",
          "Growth without the burn",
          "Pay less than a U.S. hire costs while the roadmap keeps moving.",
        ),
      ],
    },
    stats: saasStats,
    heroStats: heroStatsOf(saasStats),
    benefits: {
      eyebrow: "Why SaaS companies choose LatamMatch",
      title: "Scale product, success and growth together",
      description:
        "One partner for the engineers who build the product and the people who sell and support it.",
      items: [
        {
          title: "Senior-heavy shortlists",
          description: "Candidates are assessed on your stack with live coding and a real-world project.",
          metric: "48h shortlist",
        },
        {
          title: "Lower cost per seat",
          description: "Grow headcount without growing burn, with payroll and compliance handled.",
          metric: `${industrySavingsValue(saasStats)} all-inclusive savings`,
          metricLinks: industrySavingsLinks(saasStats),
        },
        {
          title: "Retention you can plan on",
          description: `On staff augmentation, senior SaaS roles (${extendedGuaranteeScope.en}) carry a ${services.staffAugmentation.guarantee.extended.months}-month replacement guarantee; others ${services.staffAugmentation.guarantee.days} days.`,
          metric: `${claimValue("retention90dSaas")} 90-day retention`,
        },
        {
          title: "Hire in weeks, not quarters",
          description: `Most SaaS roles reach a signed contract ${durationText(companyDurations.hire)} after the shortlist.`,
          metric: `${claimValue("timeToHireSaas")} faster hiring`,
        },
      ],
      action: { label: "Get Your Shortlist", opens: "hiring-modal", variant: "secondary" },
    },
    counters: {
      eyebrow: "By the numbers",
      title: "Built to scale SaaS teams",
      description: claimsAsOfLine(["companiesScaled", "talentAssessed", "retention90dSaas"]),
      items: [
        claimCounterBlock("companiesScaled"),
        claimCounterBlock("talentAssessed"),
        claimCounterBlock("retention90dSaas"),
        {
          value: String(services.staffAugmentation.guarantee.extended.months),
          suffix: " months",
          label: "Senior guarantee",
          description: `Replacement guarantee on staff augmentation for senior SaaS roles: ${extendedGuaranteeScope.en}.`,
        },
      ],
    },
    partnership: {
      eyebrow: "Executive partnership",
      title: "Workforce planning with your leadership team",
      description:
        "CTOs, VPs of Customer Success and revenue leaders get a partner who plans hiring against the roadmap and the board plan.",
      points: [
        {
          title: "Quarterly hiring plans",
          description: "We map open roles to roadmap milestones and hiring capacity.",
        },
        {
          title: "Compliance handled",
          description:
            "Employer of record, IP protection and NDAs in every contract, ready for due diligence.",
        },
        {
          title: "One point of contact",
          description: "A dedicated account lead for every function you hire into.",
        },
      ],
      quote: {
        quote:
          "LatamMatch plans hiring with us every quarter. We added a full platform squad and a success pod without missing a release.",
        author: "Nathan Cole",
        title: "VP of Engineering, B2B SaaS",
        initials: "NC",
      },
      action: { label: "Plan With Our Team", opens: "hiring-modal", variant: "secondary" },
    },
    services: {
      eyebrow: "Services",
      title: "Services for SaaS teams",
      description: "Open a service to see what is included and the results SaaS clients see.",
      items: [
        {
          title: "Product engineering squads",
          description: "Full-stack, backend and QA engineers who slot into your sprints.",
          features: [
            "Assessed on your stack with live coding",
            "Code-review and testing discipline checked",
            "English test and time-zone overlap confirmed",
            "2-week paid trial",
          ],
          kpis: [claimTile("shortlistTime"), claimTile("timeToHireSaas")],
        },
        {
          title: "Customer success and support",
          description: "Onboarding, success and support specialists who protect renewals.",
          features: [
            "Experience with Zendesk, Intercom or Gainsight",
            "Written and spoken English assessed",
            "Coverage across U.S. business hours",
          ],
          kpis: [claimTile("retention90dSaas"), industrySavingsItem(saasStats)],
        },
        {
          title: "Comprehensive staff augmentation",
          description: "We employ the team and handle payroll, taxes, benefits and equipment.",
          features: [
            "Labor contracts and employer of record",
            "IP protection and NDAs",
            "Equipment delivery",
            `${services.staffAugmentation.guarantee.extended.months}-month replacement guarantee for senior SaaS roles (${extendedGuaranteeScope.en}), ${services.staffAugmentation.guarantee.days} days for others`,
          ],
          kpis: [
            {
              value: `${services.staffAugmentation.guarantee.extended.months} months`,
              label: "Senior SaaS guarantee",
            },
            claimTile("hireTime"),
          ],
        },
      ],
      action: { label: "Plan Your Team", href: "/hiring-form", variant: "secondary" },
    },
    platform: {
      eyebrow: "The platform",
      title: "Hiring and team operations in one dashboard",
      description: "Follow every shortlist, scorecard and active contract from one place.",
      images: platformImages,
    },
    roles: {
      eyebrow: "Roles we fill",
      title: "The roles SaaS companies scale",
      items: [
        {
          title: "Senior Backend Engineer",
          description: "Designs APIs and services that scale with your customer base.",
          stack: ["Node.js", "Python", "PostgreSQL", "AWS"],
          seniority: "Senior",
          icon: "database",
        },
        {
          title: "Frontend Engineer",
          description: "Builds fast, accessible product UI on your design system.",
          stack: ["React", "TypeScript", "Next.js", "Tailwind CSS"],
          seniority: "Mid to Senior",
          icon: "code",
        },
        {
          title: "QA Automation Engineer",
          description: "Automates regression suites so releases stay safe and frequent.",
          stack: ["Playwright", "Cypress", "Jest", "CI pipelines"],
          seniority: "Mid to Senior",
          icon: "shield",
        },
        {
          title: "Customer Success Manager",
          description: "Owns onboarding, adoption and renewals for a book of accounts.",
          stack: ["Gainsight", "HubSpot", "Intercom", "Looker"],
          seniority: "Mid to Senior",
          icon: "headset",
        },
        {
          title: "Account Executive",
          description: "Runs demos and closes mid-market deals in U.S. hours.",
          stack: ["Salesforce", "Gong", "MEDDIC", "Outreach"],
          seniority: "Senior",
          icon: "handshake",
        },
        {
          title: "Product Marketing Manager",
          description: "Positions launches and arms sales with messaging that converts.",
          stack: ["Positioning", "HubSpot", "Webflow", "Analytics"],
          seniority: "Senior",
          icon: "megaphone",
        },
      ],
      action: { label: "Hire for These Roles", href: "/hiring-form", variant: "secondary" },
    },
    playbook: {
      eyebrow: "The SaaS scaling playbook",
      title: "Add a squad in five steps",
      steps: [
        {
          step: 1,
          title: "Workforce plan",
          description: "We map roles to your roadmap and quarter.",
          timeline: "Week 0",
        },
        {
          step: 2,
          title: "Sourcing and assessment",
          description: "AI matching, live coding, a real-world project and an English test.",
          timeline: "Day 1-2",
        },
        {
          step: 3,
          title: "Shortlist and interviews",
          description: "3-5 candidates per role, interviewed in your hours.",
          timeline: "Week 1",
        },
        {
          step: 4,
          title: "Offer and paid trial",
          description: "Contracts, equipment and a 2-week paid trial.",
          timeline: "Week 2-3",
        },
        {
          step: 5,
          title: "Scale and review",
          description: "Quarterly reviews to add seats or adjust the plan.",
          timeline: "Every quarter",
        },
      ],
      images: [shortlistScene, interviewScene, onboardingScene],
      action: { label: "Start Your Playbook", opens: "hiring-modal", variant: "secondary" },
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "SaaS leaders who scaled with LatamMatch",
      items: [
        {
          quote: "Two senior backend engineers joined in under two weeks and now own our billing platform.",
          author: "Rachel Kim",
          title: "CTO, subscription billing SaaS",
          initials: "RK",
        },
        {
          quote:
            "Our success pod covers every U.S. time zone, and renewals went up the quarter they started.",
          author: "Tom Alvarez",
          title: "VP of Customer Success, HR SaaS",
          initials: "TA",
        },
        {
          quote:
            "The QA automation hire cut our release cycle in half. The paid trial made the decision easy.",
          author: "Sophie Turner",
          title: "Head of Engineering, analytics SaaS",
          initials: "ST",
        },
        {
          quote: "We scaled from 12 to 30 people with no surprises in payroll, contracts or compliance.",
          author: "Michael Grant",
          title: "COO, vertical SaaS",
          initials: "MG",
        },
      ],
    },
    cta: {
      title: "Grow your roadmap, not your burn rate",
      description: "Share your open roles and get a shortlist of pre-vetted SaaS talent within 48 hours.",
      actions: [
        { label: "Start Hiring", href: "/hiring-form" },
        { label: "Book a Call", opens: "hiring-modal", variant: "secondary" },
      ],
    },
  },
  ecommerce: {
    slug: "ecommerce",
    sampleNotice: sampleNotice(),
    hero: {
      eyebrow: "For e-commerce brands",
      title: "Hire e-commerce talent that keeps your store growing",
      description: `Storefront developers, performance marketers and operations specialists: 48-hour shortlists, ${industrySavingsValue(ecommerceStats)} all-inclusive savings and ${claimValue("retention90dEcommerce")} 90-day retention.`,
      descriptionLinks: industrySavingsLinks(ecommerceStats),
      actions: heroActions,
      images: [
        scene(
          "scene-storefront",
          "Illustration of an online storefront with product cards and a checkout button",
          "Storefronts that convert",
          "Shopify and headless developers who speed up your store.",
        ),
        scene(
          "scene-campaign",
          "Illustration of a paid-media campaign report with return on ad spend rising",
          "Performance marketing",
          "Paid-media and lifecycle specialists focused on return on ad spend.",
        ),
        scene(
          "scene-support-inbox",
          "Illustration of a customer support inbox with order questions being resolved",
          "Support at peak season",
          "Customer experience teams that scale up before Black Friday.",
        ),
      ],
    },
    stats: ecommerceStats,
    heroStats: heroStatsOf(ecommerceStats),
    benefits: {
      eyebrow: "Why e-commerce brands choose LatamMatch",
      title: "Talent for every part of your store",
      description:
        "From the storefront to the ad account to the support inbox, hire specialists who know commerce.",
      items: [
        {
          title: "Commerce specialists",
          description: "Candidates with hands-on Shopify, Magento and marketplace experience.",
          metric: "48h shortlist",
        },
        {
          title: "Protect your margins",
          description: "Add talent at LATAM rates with payroll, taxes and benefits handled.",
          metric: `${industrySavingsValue(ecommerceStats)} all-inclusive savings`,
          metricLinks: industrySavingsLinks(ecommerceStats),
        },
        {
          title: "Ready for peak season",
          description: "Scale support and operations before the holidays, with a 2-week paid trial.",
          metric: `${claimValue("retention90dEcommerce")} 90-day retention`,
        },
        {
          title: "Fast to fill",
          description: "Roles close quickly so campaigns and launches stay on schedule.",
          metric: `${claimValue("timeToHireEcommerce")} faster hiring`,
        },
      ],
      action: { label: "Get Your Shortlist", opens: "hiring-modal", variant: "secondary" },
    },
    counters: {
      eyebrow: "By the numbers",
      title: "A network ready for commerce",
      description: claimsAsOfLine(["ecommerceHired", "talentAvailable", "approvalRate"]),
      items: [
        claimCounterBlock("ecommerceHired"),
        claimCounterBlock("talentAvailable"),
        claimCounterBlock("approvalRate"),
        {
          value: "2",
          suffix: "-week",
          label: "Paid trial",
          description: "Every hire starts with a paid trial period.",
        },
      ],
    },
    partnership: {
      eyebrow: "Executive partnership",
      title: "A partner for your growth and operations leaders",
      description:
        "Founders, heads of growth and operations leaders get a partner who plans hiring around launches, promotions and peak season.",
      points: [
        {
          title: "Seasonal planning",
          description: "We start hiring for peak season months ahead, so the team is trained in time.",
        },
        {
          title: "Cross-functional hiring",
          description: "Developers, marketers and support specialists through one partner and one contract.",
        },
        {
          title: "Everything around the hire",
          description: "Payroll, taxes, labor contracts and equipment delivery handled.",
        },
      ],
      quote: {
        quote:
          "We staffed our support team for Black Friday in three weeks, and most of them stayed on after the holidays.",
        author: "Laura Bennett",
        title: "Head of Operations, apparel brand",
        initials: "LB",
      },
      action: { label: "Plan Your Season", opens: "hiring-modal", variant: "secondary" },
    },
    services: {
      eyebrow: "Services",
      title: "Services for e-commerce teams",
      description: "Open a service to see what is included and the results our e-commerce clients see.",
      items: [
        {
          title: "Storefront development",
          description: "Shopify, headless and marketplace developers who ship conversion work.",
          features: [
            "Shopify Liquid, Hydrogen and headless builds",
            "Performance and Core Web Vitals work",
            "App and payment integrations",
          ],
          kpis: [claimTile("shortlistTime"), industrySavingsItem(ecommerceStats)],
        },
        {
          title: "Performance marketing",
          description: "Paid-media, email and lifecycle specialists who own the numbers.",
          features: [
            "Meta, Google and TikTok ads management",
            "Email and SMS flows in Klaviyo",
            "Weekly reporting on return on ad spend",
          ],
          kpis: [claimTile("timeToHireEcommerce"), claimTile("retention90dEcommerce")],
        },
        {
          title: "Customer experience and operations",
          description: "Support agents, marketplace managers and operations analysts.",
          features: [
            "English-fluent support in U.S. hours",
            "Gorgias, Zendesk and marketplace tools",
            "Seasonal ramp-up plans",
          ],
          kpis: [{ value: "2 weeks", label: "Paid trial" }, claimTile("hireTime")],
        },
      ],
      action: { label: "Plan Your Team", href: "/hiring-form", variant: "secondary" },
    },
    roles: {
      eyebrow: "Roles we fill",
      title: "The roles e-commerce brands hire",
      items: [
        {
          title: "Shopify Developer",
          description: "Builds themes, apps and checkout improvements.",
          stack: ["Shopify Liquid", "Hydrogen", "JavaScript", "GraphQL"],
          seniority: "Mid to Senior",
          icon: "cart",
        },
        {
          title: "Performance Marketer",
          description: "Plans and optimizes paid campaigns across channels.",
          stack: ["Meta Ads", "Google Ads", "TikTok Ads", "GA4"],
          seniority: "Mid to Senior",
          icon: "chart",
        },
        {
          title: "Email & Lifecycle Specialist",
          description: "Builds flows and campaigns that drive repeat purchases.",
          stack: ["Klaviyo", "Attentive", "Segmentation", "A/B testing"],
          seniority: "Mid to Senior",
          icon: "megaphone",
        },
        {
          title: "Customer Experience Lead",
          description: "Runs support operations and keeps response times low.",
          stack: ["Gorgias", "Zendesk", "Shopify", "Macros"],
          seniority: "Mid to Senior",
          icon: "headset",
        },
        {
          title: "Marketplace Manager",
          description: "Grows sales on Amazon and other marketplaces.",
          stack: ["Amazon Seller Central", "Walmart Marketplace", "Helium 10"],
          seniority: "Senior",
          icon: "globe",
        },
        {
          title: "Data Analyst",
          description: "Turns store, ad and inventory data into weekly decisions.",
          stack: ["SQL", "Looker Studio", "Python", "BigQuery"],
          seniority: "Mid to Senior",
          icon: "database",
        },
      ],
      action: { label: "Hire for These Roles", href: "/hiring-form", variant: "secondary" },
    },
    playbook: {
      eyebrow: "The e-commerce hiring playbook",
      title: "Ready for your next launch in five steps",
      steps: [
        {
          step: 1,
          title: "Store audit call",
          description: "We review your store, channels and calendar.",
          timeline: "Day 1",
        },
        {
          step: 2,
          title: "Matching and vetting",
          description: "AI sourcing plus skills tests on real commerce tasks.",
          timeline: "Day 1-2",
        },
        {
          step: 3,
          title: "48-hour shortlist",
          description: "3-5 pre-screened candidates per role.",
          timeline: "Day 2",
        },
        {
          step: 4,
          title: "Interviews and paid trial",
          description: "Interviews in your hours, then a 2-week paid trial.",
          timeline: "Week 1-3",
        },
        {
          step: 5,
          title: "Peak-season scaling",
          description: "Add seasonal seats ahead of promotions and holidays.",
          timeline: "Before each peak",
        },
      ],
      images: [shortlistScene, interviewScene, onboardingScene],
      action: { label: "Start Your Playbook", opens: "hiring-modal", variant: "secondary" },
    },
    testimonials: {
      eyebrow: "Testimonials",
      title: "E-commerce brands that grew with LatamMatch",
      items: [
        {
          quote: "Our Shopify developer rebuilt the product page and conversion rate moved within a month.",
          author: "Amanda Lewis",
          title: "Founder, home-goods brand",
          initials: "AL",
        },
        {
          quote: "We halved our agency spend by bringing paid media in-house with a LatamMatch specialist.",
          author: "Chris Howard",
          title: "Head of Growth, beauty brand",
          initials: "CH",
        },
        {
          quote: "Support response times dropped during our busiest season, with a team hired in weeks.",
          author: "Maria Lopez",
          title: "Director of CX, outdoor gear retailer",
          initials: "ML",
        },
        {
          quote: "The marketplace manager we hired now runs our Amazon channel end to end.",
          author: "Kevin Brooks",
          title: "CEO, consumer electronics brand",
          initials: "KB",
        },
      ],
    },
    cta: {
      title: "Staff up before your next peak season",
      description: "Tell us about your store and the roles you need. We reply within 24 hours.",
      actions: [
        { label: "Start Hiring", href: "/hiring-form" },
        { label: "Book a Call", opens: "hiring-modal", variant: "secondary" },
      ],
    },
  },
};
