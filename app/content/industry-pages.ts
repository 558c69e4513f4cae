/** The three industry pages that share one template. */
import type { CtaBandContent, HeroContent } from "./types";

export const industryPageSlugs = ["startups", "saas", "ecommerce"] as const;
export type IndustryPageSlug = (typeof industryPageSlugs)[number];

export interface IndustryPageContent {
  slug: IndustryPageSlug;
  hero: HeroContent;
  cta: CtaBandContent;
}

const hiringActions = [
  { label: "I'm Hiring", href: "/#demo" },
  { label: "Learn More", href: "/#about", variant: "secondary" },
] as const;

export const industryPages: Record<IndustryPageSlug, IndustryPageContent> = {
  startups: {
    slug: "startups",
    hero: {
      eyebrow: "For startups",
      title: "Build your startup team with top LATAM talent",
      description:
        "Get a shortlist of pre-vetted engineers and operators in 48 hours, save 60% against U.S. hiring and keep 95% of hires past 90 days.",
      actions: hiringActions,
    },
    cta: {
      title: "Ship faster with a team that shares your hours",
      description: "Tell us what you are building and meet your first candidates within 48 hours.",
      actions: [{ label: "Start Hiring", href: "/hiring-form" }],
    },
  },
  saas: {
    slug: "saas",
    hero: {
      eyebrow: "For SaaS companies",
      title: "Scale your SaaS with senior LATAM engineers and operators",
      description:
        "Product engineers, customer success and growth talent in U.S. time zones: 48-hour shortlists, 55% savings and 97% 90-day retention.",
      actions: hiringActions,
    },
    cta: {
      title: "Grow your roadmap, not your burn rate",
      description: "Share your open roles and get a shortlist of pre-vetted SaaS talent within 48 hours.",
      actions: [{ label: "Start Hiring", href: "/hiring-form" }],
    },
  },
  ecommerce: {
    slug: "ecommerce",
    hero: {
      eyebrow: "For e-commerce brands",
      title: "Hire e-commerce talent that keeps your store growing",
      description:
        "Storefront developers, performance marketers and operations specialists: 48-hour shortlists, 50% savings and 94% 90-day retention.",
      actions: hiringActions,
    },
    cta: {
      title: "Staff up before your next peak season",
      description: "Tell us about your store and the roles you need. We reply within 24 hours.",
      actions: [{ label: "Start Hiring", href: "/hiring-form" }],
    },
  },
};
