/**
 * Every static page of the site with its search-engine text. This list, with the category and
 * stack lists, is the one source for the prerender list and the sitemap.
 */
import type { Audience } from "~/lib/page-audience";
import { allStacks, categories, categoryPath, mainCategorySlugs, stackPath } from "./categories";
import { companyDurations, durationText } from "./durations";

export interface PageInfo {
  path: string;
  audience: Audience;
  title: string;
  description: string;
  /** Hidden from search engines (robots noindex,nofollow). */
  noIndex?: boolean;
  /** Sitemap priority; pages without one are left out of the sitemap. */
  sitemapPriority?: number;
}

export const pages = {
  home: {
    path: "/",
    audience: "companies",
    title: "LatamMatch | Hire Top Remote Talent in Latin America",
    description:
      "Hire pre-vetted Latin American developers, sales, marketing, design and AI talent. AI matching plus human vetting, a 48-hour shortlist and all-inclusive savings of up to 60% on developer roles.",
    sitemapPriority: 1.0,
  },
  talent: {
    path: "/talent",
    audience: "candidates",
    title: "Remote Jobs with U.S. Companies for LATAM Talent | LatamMatch",
    description:
      "Find remote roles with U.S. companies, practice AI interviews and join 35,000 pre-vetted Latin American professionals working in U.S. time zones.",
    sitemapPriority: 0.9,
  },
  candidates: {
    path: "/candidates",
    audience: "both",
    title: "Pre-Vetted LATAM Candidates for U.S. Teams | LatamMatch",
    description:
      "Browse pre-vetted developers, sales, marketing, design and AI specialists from Argentina, Colombia, Chile, Brazil and Uruguay, matched in 48 hours.",
    sitemapPriority: 0.9,
  },
  startups: {
    path: "/startups",
    audience: "companies",
    title: "Remote LATAM Talent for Startups | LatamMatch",
    description:
      "Scale your startup with pre-vetted Latin American engineers and operators: 48-hour shortlists, 60% all-inclusive savings and 95% 90-day retention.",
    sitemapPriority: 0.8,
  },
  saas: {
    path: "/saas",
    audience: "companies",
    title: "Remote LATAM Talent for SaaS Companies | LatamMatch",
    description:
      "Hire SaaS engineers, customer success and growth talent from Latin America: 48-hour shortlists, 55% all-inclusive savings and 97% 90-day retention.",
    sitemapPriority: 0.8,
  },
  ecommerce: {
    path: "/ecommerce",
    audience: "companies",
    title: "Remote LATAM Talent for E-commerce Brands | LatamMatch",
    description:
      "Hire e-commerce developers, marketers and operations talent from Latin America: 48-hour shortlists, 50% all-inclusive savings and 94% 90-day retention.",
    sitemapPriority: 0.8,
  },
  llmTraining: {
    path: "/human-data-llm-training",
    audience: "companies",
    title: "Human Data for LLM Training: RLHF & SFT Teams | LatamMatch",
    description:
      "Managed LATAM annotation teams for RLHF, SFT and model evaluation: Cohen's Kappa of 0.80 or more, 72-hour ramp-up and pilots that scale to 400+ annotators.",
    sitemapPriority: 0.8,
  },
  clients: {
    path: "/clients",
    audience: "companies",
    title: "Client Success Stories | LatamMatch",
    description:
      "How agencies, AI startups and emergency-response tech companies built remote LATAM teams with LatamMatch: 50% lower all-inclusive costs and teams of 8 and 12.",
    sitemapPriority: 0.7,
  },
  savingsCalculator: {
    path: "/savings-calculator",
    audience: "companies",
    title: "LATAM Hiring Savings Calculator | LatamMatch",
    description:
      "Estimate the monthly and annual cost of a LATAM developer, designer, marketer or AI specialist by seniority and hours, next to a U.S. wage reference from BLS data.",
    sitemapPriority: 0.7,
  },
  pricing: {
    path: "/pricing",
    audience: "companies",
    title: "Pricing: Hourly Rates, Packages and Fees | LatamMatch",
    description:
      "LATAM talent at an all-inclusive hourly rate: monthly prices for 10, 20, 30 hours a week and full-time by role family, the Direct Hiring fee, the paid trial and the guarantees.",
    sitemapPriority: 0.7,
  },
  about: {
    path: "/about",
    audience: "both",
    title: "About LatamMatch: Vetted LATAM Talent for U.S. Teams",
    description:
      "Who we are, how we vet in four steps, the Latin American countries our talent lives in, our local partners and how our two hiring services work.",
    sitemapPriority: 0.6,
  },
  security: {
    path: "/security",
    audience: "both",
    title: "Security and Data Handling | LatamMatch",
    description:
      "What LatamMatch stores from its forms and for how long, how it is encrypted, who on our team can see it, the services that process it and how to get a copy or have it erased.",
    sitemapPriority: 0.5,
  },
  hiringForm: {
    path: "/hiring-form",
    audience: "companies",
    title: "Hiring Request | LatamMatch",
    description: `Tell us about the roles you need to fill. We reply within ${durationText(companyDurations.reply)} with next steps and a shortlist plan.`,
    noIndex: true,
    sitemapPriority: 0.7,
  },
  bookACall: {
    path: "/book-a-call",
    audience: "companies",
    title: "Book a Discovery Call | LatamMatch",
    description:
      "Pick a 30-minute slot with the LatamMatch hiring team, shown in your own time zone: roles, LATAM salary ranges and a plan for your first shortlist.",
    sitemapPriority: 0.7,
  },
  pilotRequest: {
    path: "/human-data-llm-training/pilot-request",
    audience: "companies",
    title: "Request an LLM Annotation Pilot | LatamMatch",
    description:
      "Ask for a pilot or a proposal for RLHF, SFT, red-teaming or evaluation work: annotators, task types, languages, weekly volume, quality bar and start date. Reply within 24 hours.",
    sitemapPriority: 0.7,
  },
  thankYou: {
    path: "/thank-you",
    audience: "companies",
    title: "Thank You | LatamMatch",
    description: "The confirmation of a hiring request sent to LatamMatch, and what happens next.",
    noIndex: true,
  },
  staffing: {
    path: "/services/hires-staffing",
    audience: "companies",
    title: "Staff Augmentation with LATAM Talent | LatamMatch",
    description:
      "Comprehensive staff augmentation: vetted LATAM talent plus payroll, taxes, benefits, contracts, IP protection and equipment, with a replacement guarantee.",
    sitemapPriority: 0.7,
  },
  headhunting: {
    path: "/services/headhunting-pro",
    audience: "companies",
    title: "Headhunting Pro: Direct Hiring in Latin America | LatamMatch",
    description:
      "Direct hiring support: AI sourcing and human vetting deliver 3-5 pre-screened LATAM candidates in 48 hours. You hire and employ them directly.",
    sitemapPriority: 0.7,
  },
  talentApply: {
    path: "/talent-apply",
    audience: "candidates",
    title: "Apply to Join LatamMatch | Remote Jobs for LATAM Talent",
    description:
      "Apply once to be matched with U.S. companies hiring remote developers, sales, marketing, design and AI specialists from Latin America.",
    sitemapPriority: 0.6,
  },
  aiMatching: {
    path: "/ai-matching",
    audience: "candidates",
    title: "How AI Matching Works | LatamMatch",
    description:
      "How LatamMatch combines AI sourcing over 300+ data points with human vetting to put you in front of the right U.S. companies.",
    sitemapPriority: 0.6,
  },
  terms: {
    path: "/terms",
    audience: "both",
    title: "Terms of Service | LatamMatch",
    description:
      "The terms that govern the use of the LatamMatch website and its hiring and application forms.",
    sitemapPriority: 0.3,
  },
  privacy: {
    path: "/privacy",
    audience: "both",
    title: "Privacy Policy | LatamMatch",
    description:
      "What LatamMatch collects through its hiring, application, newsletter and report forms, why, how long it is kept and your rights.",
    sitemapPriority: 0.3,
  },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof pages;

/** The date every sitemap entry carries. */
export const SITEMAP_LAST_MODIFIED = "2024-12-02";

export const CATEGORY_SITEMAP_PRIORITY = 0.8;
export const STACK_SITEMAP_PRIORITY = 0.7;

/**
 * The category and stack pages (/candidates/{category}[/{stack}], listed in categories.ts): the
 * role catalogue, read by companies hiring a role and by candidates looking for one.
 */
export const catalogueAudience: Audience = "both";

/** Every path that is rendered to static HTML at build time, by React Router or by Astro. */
export function staticPagePaths(): string[] {
  return [
    ...Object.values(pages).map((page) => page.path),
    ...categories.map(categoryPath),
    ...allStacks().map(({ category, stack }) => stackPath(category, stack)),
  ];
}

export interface SitemapEntry {
  path: string;
  priority: number;
}

/**
 * The sitemap in the spec's order (home, talent, candidates, the four main categories, the
 * industry pages, the hiring form), then every other indexable page.
 */
export function sitemapEntries(): SitemapEntry[] {
  const entry = (page: PageInfo): SitemapEntry[] =>
    page.sitemapPriority === undefined ? [] : [{ path: page.path, priority: page.sitemapPriority }];
  const categoryEntry = (slug: string): SitemapEntry => ({
    path: categoryPath({ slug }),
    priority: CATEGORY_SITEMAP_PRIORITY,
  });
  const otherCategories = categories.filter((category) => !mainCategorySlugs.includes(category.slug));
  return [
    ...entry(pages.home),
    ...entry(pages.talent),
    ...entry(pages.candidates),
    ...mainCategorySlugs.map(categoryEntry),
    ...entry(pages.startups),
    ...entry(pages.saas),
    ...entry(pages.ecommerce),
    ...entry(pages.hiringForm),
    ...otherCategories.map((category) => categoryEntry(category.slug)),
    ...entry(pages.llmTraining),
    ...allStacks().map(({ category, stack }) => ({
      path: stackPath(category, stack),
      priority: STACK_SITEMAP_PRIORITY,
    })),
    ...entry(pages.clients),
    ...entry(pages.savingsCalculator),
    ...entry(pages.pricing),
    ...entry(pages.bookACall),
    ...entry(pages.pilotRequest),
    ...entry(pages.staffing),
    ...entry(pages.headhunting),
    ...entry(pages.talentApply),
    ...entry(pages.aiMatching),
    ...entry(pages.about),
    ...entry(pages.security),
    ...entry(pages.terms),
    ...entry(pages.privacy),
  ];
}
