import type { CtaBandContent, HeroContent } from "./types";

export const homeHero: HeroContent = {
  eyebrow: "AI matching + human vetting",
  title: "Hire Top Remote Talent in Latin America",
  description:
    "Pre-vetted developers, sales, marketing, design and AI specialists in U.S. time zones. Meet 3-5 candidates within 48 hours and save up to 60% against U.S. hiring.",
  actions: [
    { label: "Hire Talent", href: "/hiring-form" },
    { label: "I'm a Candidate", opens: "apply-modal", variant: "secondary" },
  ],
};

export const homeCta: CtaBandContent = {
  title: "Ready to meet your next hire?",
  description:
    "Tell us about the role today and review a shortlist of pre-vetted candidates within 48 hours.",
  actions: [{ label: "Build Your Team", href: "/hiring-form" }],
};
