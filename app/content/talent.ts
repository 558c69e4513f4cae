import type { CtaBandContent, HeroContent } from "./types";

export const talentHero: HeroContent = {
  eyebrow: "For LATAM professionals",
  title: "Work remotely for top U.S. companies",
  description:
    "Join 35,000 pre-vetted professionals from Latin America. Apply once, practice your interview with AI and get matched with roles that pay in U.S. dollars.",
  actions: [
    { label: "Apply Now", href: "/talent-apply" },
    { label: "Try AI Matching", href: "/ai-matching", variant: "secondary" },
  ],
};

export const talentCta: CtaBandContent = {
  title: "Your next remote role starts with one application",
  description: "Tell us about your experience and we will match you with U.S. companies hiring your skills.",
  actions: [
    { label: "Apply Now", href: "/talent-apply" },
    { label: "Find Experts", href: "/", variant: "secondary" },
  ],
};

export const candidatesHero: HeroContent = {
  eyebrow: "Pre-vetted candidates",
  title: "Meet the top 3% of Latin American talent",
  description:
    "Developers, sales, marketing, design and AI specialists from Argentina, Colombia, Chile, Brazil and Uruguay, vetted by AI and by people and ready to join your team.",
  actions: [
    { label: "Hire Talent", href: "/hiring-form" },
    { label: "Book a Demo", href: "/#demo", variant: "secondary" },
  ],
};

export const candidatesCta: CtaBandContent = {
  title: "Tell us who you need",
  description: "Share the role and get a shortlist of 3-5 pre-screened candidates within 48 hours.",
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "About Us", href: "/#about", variant: "secondary" },
  ],
};

export const talentApplyHero: HeroContent = {
  eyebrow: "Candidate application",
  title: "Apply to join LatamMatch",
  description:
    "One application puts you in front of U.S. companies hiring remote developers, sales, marketing, design and AI specialists. It takes about five minutes.",
  actions: [{ label: "Start Your Application", opens: "apply-modal" }],
};

export const aiMatchingHero: HeroContent = {
  eyebrow: "How AI matching works",
  title: "Matched on 300+ data points, vetted by people",
  description:
    "Our matching engine compares your skills, experience, English level and rate with each open role, then our recruiters review every match before a company sees it.",
  actions: [{ label: "Apply Now", href: "/talent-apply" }],
};

export const aiMatchingCta: CtaBandContent = {
  title: "Let the right roles find you",
  description: "Complete one application and we will match you with U.S. companies as roles open.",
  actions: [{ label: "Apply Now", href: "/talent-apply" }],
};
