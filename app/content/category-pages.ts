/**
 * The six category landing pages. Each page picks one of three layouts (SPEC section 2):
 * "career" for developers and sales, "creative" for marketing, design and AI specialists (the
 * latter with a stack explorer), and "llm" for LLM specialists.
 */
import { formatUsdAmount } from "~/lib/i18n/format";
import type { CategorySlug } from "./categories";
import {
  categoryRateText,
  developerBandTexts,
  jobPayRangeText,
  jobPays,
  listText,
  payText,
  salesBandTexts,
  samplePayRange,
  stackRateText,
} from "./category-figures";
import { type ClaimId, claimStat, claimsAsOfLine, claimValue } from "./claims";
import { type JobSample, llmJobSamples } from "./job-samples";
import { topMonthlyOte } from "./salary-bands";
import type { CtaBandContent, HeroContent, SectionIntro } from "./types";

export type BenefitIcon =
  | "dollar"
  | "globe"
  | "clock"
  | "shield"
  | "trending"
  | "users"
  | "laptop"
  | "sparkles"
  | "graduation"
  | "target";

export interface BenefitCard {
  title: string;
  description: string;
  icon: BenefitIcon;
}

export interface StatItem {
  value: string;
  label: string;
  /** The line under the label; for a figure from claims.ts, what it counts. */
  description?: string;
}

/** The U.S. comparison beside the developer salary bands: two costs and what the gap saves. */
export interface SalaryComparisonContent {
  rows: readonly StatItem[];
  savings: StatItem;
}

export interface SkillGroup {
  title: string;
  skills: readonly string[];
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export type { SectionIntro };

interface CategoryPageBase {
  slug: CategorySlug;
  seo: { title: string; description: string };
  hero: HeroContent;
  openings: SectionIntro & { jobs: readonly JobSample[] };
  regional: SectionIntro;
  explorer: SectionIntro;
  faqs: readonly FaqEntry[];
  cta: CtaBandContent;
}

export interface CareerCategoryPage extends CategoryPageBase {
  layout: "career";
  interview: SectionIntro;
  skills: SectionIntro & { groups: readonly SkillGroup[] };
  careerStats: SectionIntro & { items: readonly StatItem[] };
  salary: SectionIntro & {
    kind: "developer-monthly" | "sales-ote";
    note: string;
    comparison?: SalaryComparisonContent;
  };
  process: SectionIntro & { steps: readonly ProcessStep[] };
  whyUs: SectionIntro & { items: readonly BenefitCard[] };
}

export interface CreativeCategoryPage extends CategoryPageBase {
  layout: "creative";
  benefits: SectionIntro & { items: readonly BenefitCard[] };
  remoteWork: SectionIntro & { points: readonly string[] };
  skills: SectionIntro & { groups: readonly SkillGroup[] };
  statCards: SectionIntro & { items: readonly StatItem[] };
}

export interface LlmCategoryPage extends CategoryPageBase {
  layout: "llm";
  benefits: SectionIntro & { items: readonly BenefitCard[] };
}

export type CategoryPageContent = CareerCategoryPage | CreativeCategoryPage | LlmCategoryPage;

/** The career statistics of the developer page: outcomes a candidate can plan with. */
export const developerCareerClaims: readonly ClaimId[] = [
  "developerHiringSuccess",
  "trialConversion",
  "hireTime",
  "salaryIncrease",
];
/**
 * Yearly pay figures of the marketing and design pages (SPEC section 9), written once for every
 * language: what placed marketers and designers earn, not what a client pays.
 */
export const averageYearlyPay = { marketing: "$70K+", design: "$68K+" } as const;

/** The claims among the AI specialists page's stat cards. */
export const aiStatClaims: readonly ClaimId[] = ["aiSpecialistsAvailable", "shortlistTime", "approvalRate"];
/** The claims among the sales page's career statistics. */
export const salesCareerClaims: readonly ClaimId[] = ["salesHiringSuccess", "retention6m"];

// Figures the pages quote in sentences, formatted from their facts (category-figures.ts).
const devBands = developerBandTexts("en");
const salesBands = salesBandTexts("en");
const marketingPay = samplePayRange("marketing");
const llmPays = jobPays(llmJobSamples);

const hiringProcess = (noun: string): ProcessStep[] => [
  {
    title: "Apply and match",
    description: `Send one application. Our AI compares your experience, English and rate with open ${noun} roles across 300+ data points.`,
  },
  {
    title: "Assessment",
    description:
      "A practice AI interview, then a live assessment on real-world work and an English conversation with a recruiter.",
  },
  {
    title: "Shortlist",
    description:
      "If you pass, you join a shortlist of 3–5 candidates that the hiring company receives within 48 hours.",
  },
  {
    title: "Paid trial and start",
    description:
      "Interview with the team, then a 2-week paid trial. We handle the contract and invoicing and stay in touch after you start.",
  },
];

const developers: CareerCategoryPage = {
  slug: "developers",
  layout: "career",
  seo: {
    title: "Remote Developer Jobs & LATAM Developers | LatamMatch",
    description:
      "Senior Latin American developers for U.S. teams: full-stack, backend, mobile, DevOps and data. Shortlist in 48 hours; developers earn $1,800-8,500 a month.",
  },
  hero: {
    eyebrow: "Developers",
    title: "Remote developer roles with U.S. product teams",
    description:
      "Full-stack, backend, frontend, mobile, DevOps, data and QA engineers from Latin America build software for U.S. companies in their own time zone. Apply once, or hire a vetted developer 1–2 weeks after the shortlist.",
    actions: [
      { label: "Start Your Developer Journey", opens: "apply-modal" },
      { label: "Build Your Team", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "What a developer does here",
    title: "Own features, not tickets",
    description:
      "Our developers join U.S. teams as full members: they attend the same standups, review the same pull requests and ship to production in their first two weeks. Three examples of the roles they take, with the hourly pay of each:",
    jobs: [
      {
        title: "Senior Backend Engineer, Fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$48/hour",
        role: "backend",
        stack: "Go · PostgreSQL · Kafka · AWS",
      },
      {
        title: "React Native Developer, Health App",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hour",
        role: "mobile",
        stack: "React Native · TypeScript · Expo",
      },
      {
        title: "DevOps Engineer, B2B SaaS",
        type: "Contract",
        location: "Remote",
        rate: "$52/hour",
        role: "devops",
        stack: "Terraform · Kubernetes · GitHub Actions",
      },
    ],
  },
  regional: {
    eyebrow: "Regional talent",
    title: "Where our developers are",
    description:
      "Vetted developers in our network by country, their median hourly pay and how their working day lines up with U.S. Eastern time.",
  },
  interview: {
    eyebrow: "AI interview preview",
    title: "Practice the first interview before it counts",
    description:
      "Every applicant starts with an AI screening conversation about real projects. You get feedback right away, and a recruiter reviews it before any company does.",
  },
  skills: {
    eyebrow: "Skill requirements",
    title: "What we look for in developers",
    description:
      "Seniority matters less than evidence: we test what you have shipped and how you explain it.",
    groups: [
      {
        title: "Core technical",
        skills: [
          "Production experience in at least one main stack (TypeScript, Python, Go, Java, Kotlin or Swift)",
          "SQL and data modelling beyond basic CRUD",
          "Automated tests and CI you maintain yourself",
          "Git workflows and code review etiquette",
        ],
      },
      {
        title: "Ways of working",
        skills: [
          "Breaks work into small, reviewable pull requests",
          "Writes clear design notes and incident write-ups",
          "Works async across time zones with 4+ hours of overlap",
        ],
      },
      {
        title: "Communication",
        skills: [
          "B2 English or above, spoken and written",
          "Explains trade-offs to non-engineers",
          "Raises blockers early in standups",
        ],
      },
    ],
  },
  careerStats: {
    eyebrow: "Career statistics",
    title: "What the numbers say",
    description: `Figures from placements made through LatamMatch. ${claimsAsOfLine(developerCareerClaims)}`,
    items: developerCareerClaims.map((id) => claimStat(id)),
  },
  salary: {
    eyebrow: "Salary bands",
    title: "Monthly contractor bands",
    description: "Typical monthly pay in USD for full-time contractors in Argentina, Colombia and Chile.",
    kind: "developer-monthly",
    note: "Bands depend on stack, English level and the company's interview results. Rates are agreed before you start.",
    comparison: {
      rows: [claimStat("usDeveloperSalary"), claimStat("latamDeveloperPay")],
      savings: claimStat("developerPaySavings", { withShare: true }),
    },
  },
  explorer: {
    eyebrow: "Stack catalogue",
    title: "Developer specializations",
    description:
      "Each specialization with its typical hourly range and the technologies our developers use most.",
  },
  process: {
    eyebrow: "Hiring process",
    title: "From application to first commit in four steps",
    description: "The same four steps for every developer, whichever side of the table you are on.",
    steps: hiringProcess("developer"),
  },
  whyUs: {
    eyebrow: "Why LatamMatch",
    title: "Why developers choose LatamMatch",
    description: "We earn our fee from the company, never from you.",
    items: [
      {
        icon: "dollar",
        title: "U.S. rates in U.S. dollars",
        description:
          "Monthly pay in USD, agreed before your first interview, with no deductions from our side.",
      },
      {
        icon: "clock",
        title: "Your own time zone",
        description: "Teams are matched for 4+ hours of overlap, so no 2 a.m. standups.",
      },
      {
        icon: "users",
        title: "A talent partner",
        description: "Interview prep, feedback after every round and support through the 2-week paid trial.",
      },
      {
        icon: "trending",
        title: "Room to grow",
        description: "Placed developers report an average salary increase of 55% in their first year.",
      },
    ],
  },
  faqs: [
    {
      question: "Do I need to be senior to apply?",
      answer:
        "No. We place developers from 1-3 years of experience up. Junior roles are fewer, so strong fundamentals, tests and clear English matter even more at that level.",
    },
    {
      question: "What does the technical assessment involve?",
      answer:
        "A live coding session on a realistic task in your main stack, a short review of a real-world project you choose and an English conversation. It takes about two hours in total.",
    },
    {
      question: "How much can I earn?",
      answer: `Monthly pay for full-time contractors in Argentina, Colombia and Chile typically runs ${devBands.junior} as juniors, ${devBands.mid} at mid level and ${devBands.senior} as seniors, paid in USD.`,
    },
    {
      question: "Is the 2-week trial paid?",
      answer:
        "Yes. Every trial is paid at your agreed rate. About 90-96% of trials convert into a long-term engagement.",
    },
    {
      question: "Which countries can I apply from?",
      answer:
        "Anywhere in Latin America we operate: Argentina, Brazil, Chile, Colombia, Mexico, Uruguay, Peru, Costa Rica, Ecuador, Panama, Paraguay and Bolivia.",
    },
  ],
  cta: {
    title: "Ready for your next engineering role?",
    description:
      "Apply once and meet U.S. companies hiring your stack. Hiring instead? Book a demo with our team.",
    actions: [
      { label: "Apply for Developer Roles", opens: "apply-modal" },
      { label: "Partner with LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const sales: CareerCategoryPage = {
  slug: "sales",
  layout: "career",
  seo: {
    title: "Remote Sales Jobs & LATAM Sales Talent | LatamMatch",
    description:
      "Account executives, SDRs, customer success and sales ops talent from Latin America for U.S. teams. OTE from $2,000 to $10,000 a month; 48-hour shortlist.",
  },
  hero: {
    eyebrow: "Sales",
    title: "Remote sales roles selling to U.S. buyers",
    description:
      "Account executives, SDRs and BDRs, customer success managers and sales operations specialists from Latin America who carry a U.S. quota. Apply once, or add a vetted rep to your team 1–2 weeks after the shortlist.",
    actions: [
      { label: "Start Your Sales Journey", opens: "apply-modal" },
      { label: "Build Your Team", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "What a sales professional does here",
    title: "Own a number, not a script",
    description:
      "Our reps work the U.S. market from their first week: prospecting, discovery and renewals in English with the company's own tools. Three examples of the roles they take, with the hourly base pay of each (commission on top):",
    jobs: [
      {
        title: "Mid-Market Account Executive",
        type: "Full-Time",
        location: "Remote",
        rate: "$28/hour plus commission",
        role: "enterprise-ae",
        stack: "Salesforce · Gong · MEDDICC",
      },
      {
        title: "Outbound SDR, Developer Tools",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hour plus commission",
        role: "sdr-bdr",
        stack: "Outreach · Apollo · LinkedIn Sales Navigator",
      },
      {
        title: "Customer Success Manager, HR Tech",
        type: "Full-Time",
        location: "Remote",
        rate: "$18/hour plus bonus",
        role: "customer-success",
        stack: "Gainsight · HubSpot · Zendesk",
      },
    ],
  },
  regional: {
    eyebrow: "Regional talent",
    title: "Where our sales professionals are",
    description:
      "Vetted sales talent in our network by country, the median hourly base pay (commission on top) and the overlap with U.S. Eastern time.",
  },
  interview: {
    eyebrow: "AI interview preview",
    title: "Rehearse discovery before the real call",
    description:
      "The AI interview asks about deals you have won and lost, then role-plays a buyer. Recruiters review the transcript before a company sees your profile.",
  },
  skills: {
    eyebrow: "Skill requirements",
    title: "What we look for in sales professionals",
    description: "We hire for proven process and clear English, not just a big number on a résumé.",
    groups: [
      {
        title: "Selling",
        skills: [
          "A documented track record against quota or pipeline targets",
          "Structured discovery and qualification (MEDDICC, BANT or SPICED)",
          "Multi-threading across buyers, users and procurement",
        ],
      },
      {
        title: "Tools and process",
        skills: [
          "Daily CRM hygiene in Salesforce or HubSpot",
          "Sequencing tools such as Outreach, Salesloft or Apollo",
          "Forecasting your own pipeline honestly",
        ],
      },
      {
        title: "Communication",
        skills: [
          "C1 English or above for customer-facing roles",
          "Confident on video calls with U.S. executives",
          "Concise written follow-ups and mutual action plans",
        ],
      },
    ],
  },
  careerStats: {
    eyebrow: "Career statistics",
    title: "What the numbers say",
    description: `Figures from sales placements made through LatamMatch. ${claimsAsOfLine(salesCareerClaims)}`,
    items: [
      claimStat("salesHiringSuccess"),
      {
        value: formatUsdAmount(topMonthlyOte(), "en"),
        label: "Top monthly OTE",
        description: "monthly pay of sales managers on target, base plus commission",
      },
      { value: "4+ hours", label: "Daily overlap", description: "with U.S. Eastern business hours" },
      claimStat("retention6m"),
    ],
  },
  salary: {
    eyebrow: "Salary bands",
    title: "Monthly on-target earnings",
    description: "Base and total monthly OTE in USD, full-time, for the most common sales roles.",
    kind: "sales-ote",
    note: "Commission plans are set by each company and shared before you interview. Totals assume 100% of quota.",
  },
  explorer: {
    eyebrow: "Stack catalogue",
    title: "Sales specializations",
    description:
      "Each specialization with its typical hourly range and the tools our sales talent uses every day.",
  },
  process: {
    eyebrow: "Hiring process",
    title: "From application to first pipeline review in four steps",
    description: "The same four steps for every sales professional.",
    steps: hiringProcess("sales"),
  },
  whyUs: {
    eyebrow: "Why LatamMatch",
    title: "Why sales professionals choose LatamMatch",
    description: "Commission you can actually earn, with a team that wants you to hit it.",
    items: [
      {
        icon: "dollar",
        title: "USD base plus commission",
        description: "Base pay and the commission plan are confirmed in writing before your first interview.",
      },
      {
        icon: "target",
        title: "Realistic quotas",
        description: "We share ramp time and territory details up front so you know what on-target means.",
      },
      {
        icon: "users",
        title: "A talent partner",
        description: "Mock calls before interviews and a check-in during the 2-week paid trial.",
      },
      {
        icon: "trending",
        title: "A path upward",
        description: "SDRs move into closing roles; AEs into team leads, with the same U.S. company.",
      },
    ],
  },
  faqs: [
    {
      question: "Do I need experience selling to U.S. companies?",
      answer:
        "It helps but is not required. We look for a structured sales process, a measurable track record and English strong enough for U.S. buyers.",
    },
    {
      question: "How is commission paid?",
      answer:
        "Commission follows each company's plan, usually monthly or quarterly, and is paid in USD along with your base. You see the plan before you interview.",
    },
    {
      question: "What are typical monthly earnings?",
      answer: `Monthly pay on target: SDRs earn a ${salesBands.sdr.base} base and ${salesBands.sdr.total} in total; account executives a ${salesBands.ae.base} base and ${salesBands.ae.total} in total; sales managers a ${salesBands.manager.base} base and ${salesBands.manager.total} in total.`,
    },
    {
      question: "What happens in the sales assessment?",
      answer:
        "An AI screening interview about your deals, then a live role-play of a discovery call and a written follow-up e-mail, reviewed by a recruiter who sold for U.S. companies.",
    },
    {
      question: "Are the roles full-time?",
      answer:
        "Most are full-time, U.S.-hours roles. Some companies start with part-time SDR or sales operations work at 20 or 30 hours a week.",
    },
  ],
  cta: {
    title: "Ready to sell for a U.S. company?",
    description: "Apply once and meet teams hiring reps like you. Hiring instead? Book a demo with our team.",
    actions: [
      { label: "Apply for Sales Roles", opens: "apply-modal" },
      { label: "Partner with LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const marketing: CreativeCategoryPage = {
  slug: "marketing",
  layout: "creative",
  seo: {
    title: "Remote Marketing Jobs & LATAM Marketers | LatamMatch",
    description:
      "Growth, content, lifecycle, social and analytics marketers from Latin America for U.S. teams. 180+ companies hiring; apply, or hire from a 48-hour shortlist.",
  },
  hero: {
    eyebrow: "Marketing",
    title: "Remote marketing roles with U.S. growth teams",
    description:
      "Growth, content, e-mail and lifecycle, social media and analytics marketers from Latin America who know the U.S. customer. Apply once, or hire a vetted marketer 1–2 weeks after the shortlist.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Build Your Team", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Sample roles",
    title: "Marketing roles open now",
    description: "Examples of the roles U.S. companies ask us for, with the hourly pay each offers.",
    jobs: [
      {
        title: "Paid Acquisition Manager",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hour",
        role: "growth",
        stack: "Google Ads · Meta Ads · GA4",
      },
      {
        title: "B2B Content Writer",
        type: "Contract",
        location: "Remote",
        rate: "$32/hour",
        role: "content",
        stack: "SEO · Webflow · Ahrefs",
      },
      {
        title: "Lifecycle Marketing Specialist",
        type: "Full-Time",
        location: "Remote",
        rate: "$24/hour",
        role: "email",
        stack: "Customer.io · Segment · SQL",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why marketers work with LatamMatch",
    description: "Work that shows up in a U.S. company's pipeline, with pay to match.",
    items: [
      {
        icon: "dollar",
        title: "Paid in USD",
        description: "Hourly or monthly rates agreed before you interview, paid on time every month.",
      },
      {
        icon: "trending",
        title: "Budgets to learn on",
        description: "Run campaigns with real U.S. ad budgets and the analytics stack to measure them.",
      },
      {
        icon: "globe",
        title: "Remote for good",
        description: "Work from home or a coworking space near you; we help with equipment and setup.",
      },
    ],
  },
  regional: {
    eyebrow: "Regional talent",
    title: "Where our marketers are",
    description:
      "Vetted marketers in our network by country, their median hourly pay and the overlap with U.S. Eastern time.",
  },
  remoteWork: {
    eyebrow: "Remote work",
    title: "Remote is the default for marketing teams",
    description:
      "42% of marketing roles are expected to be remote in 2025, and 45% of marketers already work remotely. Your interview starts the same way: a short AI conversation about a campaign you ran.",
    points: [
      "Async briefs and weekly reviews instead of all-day meetings",
      "U.S. working hours with 4+ hours of overlap",
      "Shared dashboards so results speak for you",
    ],
  },
  skills: {
    eyebrow: "Skill requirements",
    title: "What we look for in marketers",
    description: "We ask for results you can show and the method behind them.",
    groups: [
      {
        title: "Core technical",
        skills: [
          "Hands-on with at least one channel: paid search, paid social, SEO, e-mail or social",
          "GA4, Amplitude or Mixpanel for attribution and funnel analysis",
          "A marketing automation platform such as HubSpot, Braze or Customer.io",
          "Writing in English that a U.S. customer would not notice was written abroad",
        ],
      },
      {
        title: "Methodology",
        skills: [
          "Hypothesis-driven testing with clear success metrics",
          "Budget pacing and reporting against CAC and payback",
          "Briefs, content calendars and post-campaign reviews",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Market figures",
    title: "Marketing talent, by the numbers",
    description: `What companies pay and how demand is moving. ${claimsAsOfLine(["marketingHired"])}`,
    items: [
      {
        value: averageYearlyPay.marketing,
        label: "Average salary",
        description: "yearly pay of marketers placed with U.S. companies",
      },
      { value: "+65%", label: "Salary increase", description: "against comparable local roles" },
      claimStat("marketingHired"),
      { value: "38%", label: "Demand growth", description: "in remote marketing hiring" },
    ],
  },
  explorer: {
    eyebrow: "Specializations",
    title: "Marketing specializations",
    description: "Each specialization with its typical hourly range and the tools our marketers use most.",
  },
  faqs: [
    {
      question: "Which marketing roles do U.S. companies hire most?",
      answer:
        "Growth and paid acquisition, lifecycle and e-mail, content and SEO, social media and marketing analytics, usually at B2B SaaS and e-commerce companies.",
    },
    {
      question: "Do I need a portfolio?",
      answer:
        "Yes: two or three campaigns or pieces of work with the goal, what you did and the result. Share a link in your application; confidential numbers can be given as ranges.",
    },
    {
      question: "What rates can I expect?",
      answer: `Pay for the sample marketing profiles in our network runs from ${payText(marketingPay.min)} to ${payText(marketingPay.max)} an hour, depending on specialization, seniority and English level.`,
    },
    {
      question: "How is my English assessed?",
      answer:
        "Through the AI interview, a live conversation with a recruiter and a short writing task in your specialization, such as an e-mail sequence or an ad brief.",
    },
    {
      question: "Can I work part-time?",
      answer:
        "Yes. Many marketing roles start at 20 or 30 hours a week and grow to full-time once the channel proves itself.",
    },
  ],
  cta: {
    title: "Bring your marketing to U.S. companies",
    description: "Apply once and meet teams hiring your specialization. Hiring instead? Book a demo.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Partner with LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

/** The design page's sample openings: their pay is quoted in its FAQ. */
export const designOpeningJobs: readonly JobSample[] = [
  {
    title: "UI Designer, Marketing Site",
    type: "Contract",
    location: "Remote",
    rate: "$27/hour",
    role: "ui-visual",
    stack: "Figma · Webflow · Visual systems",
  },
  {
    title: "UX Researcher, Fintech App",
    type: "Full-Time",
    location: "Remote",
    rate: "$34/hour",
    role: "ux-research",
    stack: "Interviews · Maze · Dovetail",
  },
  {
    title: "Product Designer, B2B SaaS",
    type: "Full-Time",
    location: "Remote",
    rate: "$38/hour",
    role: "product-design",
    stack: "Figma · Design systems · Prototyping",
  },
];

const designPays = jobPays(designOpeningJobs);

const design: CreativeCategoryPage = {
  slug: "design",
  layout: "creative",
  seo: {
    title: "Remote UI/UX Design Jobs & LATAM Designers | LatamMatch",
    description:
      "Product, UI/UX, research and motion designers from Latin America for U.S. teams. Average designer salary $68K+; apply once, or hire from a 48-hour shortlist.",
  },
  hero: {
    eyebrow: "Design",
    title: "Remote UI/UX design roles with U.S. product teams",
    description:
      "Product designers, UX researchers, UI and visual designers and motion and 3D designers from Latin America with portfolio-proven craft. Apply once, or hire a vetted designer 1–2 weeks after the shortlist.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Build Your Team", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Sample roles",
    title: "Design roles open now",
    description: "Examples of the roles U.S. companies ask us for, with the hourly pay each offers.",
    jobs: designOpeningJobs,
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why designers work with LatamMatch",
    description: "A seat in product decisions, not a queue of design tickets.",
    items: [
      {
        icon: "dollar",
        title: "Paid in USD",
        description:
          "Rates agreed before you interview and paid monthly, with no agency markup taken from you.",
      },
      {
        icon: "sparkles",
        title: "Work you can show",
        description:
          "Most clients allow portfolio use after launch, so your best work stays yours to present.",
      },
      {
        icon: "laptop",
        title: "The right setup",
        description: "Figma seats, test devices and a proper monitor arranged through our local partners.",
      },
    ],
  },
  regional: {
    eyebrow: "Regional talent",
    title: "Where our designers are",
    description:
      "Vetted designers in our network by country, their median hourly pay and the overlap with U.S. Eastern time.",
  },
  remoteWork: {
    eyebrow: "Remote work",
    title: "Creative work went remote first",
    description:
      "About 50% of creative roles are expected to be remote in 2025, and 35% of designers already work remotely. The first interview is a short AI conversation about one project you are proud of.",
    points: [
      "Critiques in Figma comments and short recorded walkthroughs",
      "Research sessions scheduled in U.S. hours",
      "Design systems shared across time zones",
    ],
  },
  skills: {
    eyebrow: "Skill requirements",
    title: "What we look for in designers",
    description:
      "A portfolio that shows the problem, the process and the outcome, not just the final screens.",
    groups: [
      {
        title: "Core technical",
        skills: [
          "Expert Figma: components, variants, auto layout and prototyping",
          "Accessible interfaces that meet WCAG 2.2 AA",
          "Responsive layouts for web and native mobile",
          "Hand-off that developers can build from without guessing",
        ],
      },
      {
        title: "Methodology",
        skills: [
          "User interviews, usability tests and synthesis",
          "Design systems that scale beyond one product",
          "Measuring outcomes after launch with the product team",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Market figures",
    title: "Design talent, by the numbers",
    description: `What companies pay and how demand is moving. ${claimsAsOfLine(["salaryIncrease"])}`,
    items: [
      {
        value: averageYearlyPay.design,
        label: "Average designer salary",
        description: "yearly pay of designers placed with U.S. companies",
      },
      { ...claimStat("salaryIncrease"), value: `+${claimValue("salaryIncrease")}` },
      { value: "32%", label: "Demand growth", description: "in remote design hiring" },
      { value: "50%", label: "Remote creative roles", description: "expected share in 2025" },
    ],
  },
  explorer: {
    eyebrow: "Specializations",
    title: "Design specializations",
    description: "Each specialization with its typical hourly range and the tools our designers use most.",
  },
  faqs: [
    {
      question: "What should my portfolio include?",
      answer:
        "Two or three case studies with the problem, your role, the process and the result. Password-protected links are fine; include the password in your application note.",
    },
    {
      question: "Is there a design challenge?",
      answer:
        "Not a free spec project. We run a live portfolio walkthrough and a 45-minute whiteboard exercise with one of our design leads.",
    },
    {
      question: "What do designers earn?",
      answer: `Sample design roles pay ${listText(designPays, "en")} an hour; the all-inclusive rate a client pays runs from ${stackRateText("ui-visual", "en")} for UI and visual design to ${stackRateText("product-design", "en")} for product design.`,
    },
    {
      question: "Do I work with developers directly?",
      answer:
        "Yes. Most of our designers sit in a product squad with engineers and a product manager and hand off in Figma with documented components.",
    },
    {
      question: "Can motion and 3D designers apply?",
      answer: `Yes. Motion and 3D roles cover product launch videos, UI animation with Lottie and 3D product renders, at an all-inclusive rate of ${stackRateText("motion-3d", "en")} an hour.`,
    },
  ],
  cta: {
    title: "Design for U.S. products, from Latin America",
    description: "Apply once and meet teams hiring your craft. Hiring instead? Book a demo.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Partner with LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

/** The aiSpecialists page's sample openings: their pay is quoted in its FAQ. */
export const aiOpeningJobs: readonly JobSample[] = [
  {
    title: "AI Automation Engineer",
    type: "Contract",
    location: "Remote",
    rate: "$42/hour",
    role: "automation",
    stack: "Python · LangChain · n8n",
  },
  {
    title: "NLP Engineer, Support Automation",
    type: "Full-Time",
    location: "Remote",
    rate: "$51/hour",
    role: "nlp",
    stack: "Transformers · RAG · pgvector",
  },
  {
    title: "Machine Learning Engineer, Risk",
    type: "Full-Time",
    location: "Remote",
    rate: "$52/hour",
    role: "machine-learning",
    stack: "PyTorch · XGBoost · SageMaker",
  },
];

const aiPays = jobPays(aiOpeningJobs);

const aiSpecialists: CreativeCategoryPage = {
  slug: "ai-specialists",
  layout: "creative",
  seo: {
    title: "Remote AI & ML Jobs & LATAM AI Specialists | LatamMatch",
    description:
      "Machine learning, NLP, computer vision, data science and MLOps specialists from Latin America for U.S. companies. 300+ vetted AI specialists; $38-64/hour.",
  },
  hero: {
    eyebrow: "AI specialists",
    title: "Remote AI and machine learning roles",
    description:
      "Machine learning, NLP, computer vision, automation, data science and MLOps engineers from Latin America who take models to production. Apply once, or hire a vetted specialist 1–2 weeks after the shortlist.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Build Your Team", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Sample roles",
    title: "AI roles open now",
    description: "Examples of the roles U.S. companies ask us for, with the hourly pay each offers.",
    jobs: aiOpeningJobs,
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why AI specialists work with LatamMatch",
    description: "Production problems, real data and teams that ship.",
    items: [
      {
        icon: "sparkles",
        title: "Models in production",
        description: "Roles where your work serves real users, not slide decks or stalled proofs of concept.",
      },
      {
        icon: "dollar",
        title: "Top-of-market rates",
        description: `AI roles carry our highest all-inclusive rate, ${categoryRateText("ai-specialists", "en")} an hour in USD.`,
      },
      {
        icon: "graduation",
        title: "Keep learning",
        description: "Teams that budget for GPU time, conferences and papers, not just tickets.",
      },
    ],
  },
  regional: {
    eyebrow: "Regional talent",
    title: "Where our AI specialists are",
    description:
      "Vetted AI specialists in our network by country, their median hourly pay and the overlap with U.S. Eastern time.",
  },
  remoteWork: {
    eyebrow: "Remote work",
    title: "AI teams are built remote",
    description:
      "With 300+ vetted AI specialists in our network, most U.S. AI teams we work with are distributed from the start. The first interview is an AI conversation about a model you shipped.",
    points: [
      "Experiment tracking and reviews shared asynchronously",
      "Cloud GPU access provisioned by the hiring company",
      "Model reviews scheduled in U.S. hours",
    ],
  },
  skills: {
    eyebrow: "Skill requirements",
    title: "What we look for in AI specialists",
    description: "Production evidence first: models deployed, monitored and improved.",
    groups: [
      {
        title: "Core technical",
        skills: [
          "Python and one deep learning framework (PyTorch or TensorFlow)",
          "Classical ML and statistics, not only large models",
          "SQL and data pipelines feeding your models",
          "Deploying models behind APIs with monitoring",
        ],
      },
      {
        title: "Methodology",
        skills: [
          "Offline and online evaluation with the right metrics",
          "Reproducible experiments with tracked data and code",
          "Clear write-ups of results for non-specialists",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Market figures",
    title: "AI talent, by the numbers",
    description: `Figures from our AI specialist network. ${claimsAsOfLine(aiStatClaims)}`,
    items: [
      claimStat("aiSpecialistsAvailable"),
      {
        value: jobPayRangeText(aiOpeningJobs),
        label: "Sample hourly pay",
        description: "of the open AI roles above",
      },
      claimStat("shortlistTime"),
      claimStat("approvalRate"),
    ],
  },
  explorer: {
    eyebrow: "Stack explorer",
    title: "AI specializations",
    description:
      "Each specialization with its typical hourly range and the frameworks our specialists use most.",
  },
  faqs: [
    {
      question: "Do I need a graduate degree?",
      answer:
        "No. Shipped models and clear reasoning count more than degrees. Many of our specialists have a master's, and many came from software engineering.",
    },
    {
      question: "What does the technical assessment cover?",
      answer:
        "A live session on a realistic modelling problem, from data inspection to evaluation, plus questions on deployment and monitoring in your area.",
    },
    {
      question: "What rates do AI specialists earn?",
      answer: `The all-inclusive rate runs from ${stackRateText("automation", "en")} an hour for automation engineers to ${stackRateText("nlp", "en")} for NLP engineers. Sample open roles pay ${listText(aiPays, "en")} an hour.`,
    },
    {
      question: "Do I work with LLMs?",
      answer:
        "Often. NLP and automation roles frequently involve retrieval, fine-tuning or agents. Roles focused on training data and evaluation are listed under LLM specialists.",
    },
    {
      question: "Who provides compute?",
      answer:
        "The hiring company provides cloud accounts and GPU access. We make sure that is agreed before your start date.",
    },
  ],
  cta: {
    title: "Put your models in front of U.S. users",
    description: "Apply once and meet AI teams hiring now. Hiring instead? Book a demo.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Partner with LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const llmSpecialists: LlmCategoryPage = {
  slug: "llm-specialists",
  layout: "llm",
  seo: {
    title: "RLHF, SFT & Prompt Engineering Jobs | LatamMatch",
    description:
      "Remote RLHF, supervised fine-tuning, prompt engineering, annotation and model evaluation roles for LATAM talent with U.S. AI labs, from $23 to $47 an hour.",
  },
  hero: {
    eyebrow: "LLM specialists",
    title: "Train and evaluate the models everyone uses",
    description:
      "RLHF specialists, fine-tuning writers, prompt engineers, data annotators and model evaluators from Latin America working with U.S. AI companies. Apply once, or staff an annotation team in 72 hours.",
    actions: [
      { label: "Work with Us", opens: "apply-modal" },
      { label: "Build Your Team", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Example opportunities",
    title: "LLM roles open now",
    description:
      "Roles from AI companies building and evaluating large language models, with the hourly pay of each.",
    jobs: llmJobSamples,
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why LLM specialists work with LatamMatch",
    description: "Steady, well-defined work with teams that value quality over volume.",
    items: [
      {
        icon: "dollar",
        title: "Hourly pay in USD",
        description: "Paid for every hour worked, including calibration sessions and guideline training.",
      },
      {
        icon: "shield",
        title: "Clear guidelines",
        description: "Written rubrics, golden-set feedback and a lead who answers questions the same day.",
      },
      {
        icon: "trending",
        title: "Quality is rewarded",
        description: "Annotators with golden-set accuracy of 85% or more move to review and lead roles.",
      },
      {
        icon: "clock",
        title: "Flexible hours",
        description: "Full-time and contract roles, with most work async inside a weekly target.",
      },
      {
        icon: "graduation",
        title: "Domain expertise counts",
        description: "Coding, finance, medicine and law backgrounds earn premium rates on expert projects.",
      },
      {
        icon: "globe",
        title: "Spanish and Portuguese",
        description: "Multilingual projects need native speakers who also write excellent English.",
      },
    ],
  },
  regional: {
    eyebrow: "Regional talent explorer",
    title: "Where our LLM specialists are",
    description:
      "Vetted LLM specialists in our network by country, their median hourly pay and the overlap with U.S. Eastern time.",
  },
  explorer: {
    eyebrow: "Specializations",
    title: "LLM specializations",
    description: "Each specialization with its typical hourly range and the tools and methods it involves.",
  },
  faqs: [
    {
      question: "What is RLHF work like day to day?",
      answer:
        "You compare and rank model answers against a written rubric, explain your choice and flag unsafe or incorrect content. Calibration sessions keep annotators consistent.",
    },
    {
      question: "Do I need to code?",
      answer:
        "Not for every project. Coding projects need solid Python or another language; writing, reasoning and domain projects need excellent English and subject knowledge.",
    },
    {
      question: "How is quality measured?",
      answer:
        "With golden-set tasks mixed into your queue (10 to 15% of tasks) and agreement between annotators. We aim for golden-set accuracy of at least 85% and a Cohen's Kappa of 0.80 or more.",
    },
    {
      question: "What do LLM specialists earn?",
      answer: `The all-inclusive rate runs from ${stackRateText("data-annotation", "en")} an hour for data annotation to ${stackRateText("rlhf", "en")} for RLHF specialists. Sample roles pay ${llmPays[0]} (RLHF), ${llmPays[1]} (fine-tuning) and ${llmPays[2]} (prompt engineering) an hour.`,
    },
    {
      question: "How fast do projects start?",
      answer:
        "Annotation teams ramp up within 72 hours. A pilot usually starts with about 10 annotators and scales to 400+ once quality targets are met.",
    },
  ],
  cta: {
    title: "Build an LLM data team that meets its quality bar",
    description: "Tell us about your project and get a pilot team of vetted annotators within 72 hours.",
    actions: [
      { label: "Build Your Team", href: "/hiring-form" },
      { label: "Partner with LatamMatch", href: "/hiring-form", variant: "secondary" },
    ],
  },
};

export const categoryPages: Record<CategorySlug, CategoryPageContent> = {
  developers,
  sales,
  marketing,
  design,
  "ai-specialists": aiSpecialists,
  "llm-specialists": llmSpecialists,
};
