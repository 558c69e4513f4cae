import type { CtaBandContent, HeroContent } from "./types";

export const llmTrainingHero: HeroContent = {
  eyebrow: "Human data for LLM training",
  title: "Expert annotation teams for RLHF, SFT and evaluation",
  description:
    "Managed LATAM annotator teams with Cohen's Kappa of 0.80 or more, ramp-up in 72 hours or less and pilots of 10 annotators that scale to 400+.",
  actions: [
    { label: "Start a Pilot", href: "/hiring-form" },
    { label: "Learn More", href: "/#about", variant: "secondary" },
  ],
};

export const clientsHero: HeroContent = {
  eyebrow: "Client success stories",
  title: "Teams that scaled with LatamMatch",
  description:
    "How a marketing agency, an AI customer-engagement startup and an emergency-response technology company built remote LATAM teams and cut costs by 50%.",
  actions: [{ label: "Start Your Success Story", opens: "hiring-modal" }],
};

export const clientsCta: CtaBandContent = {
  title: "Write the next success story",
  description: "Tell us about your hiring needs and we will get back to you within 24 hours.",
  actions: [
    { label: "Get Started Today", opens: "hiring-modal" },
    { label: "Learn More", href: "/#faq-section", variant: "secondary" },
  ],
};

export const staffingHero: HeroContent = {
  eyebrow: "Staffing Solutions",
  title: "Comprehensive Staff Augmentation",
  description:
    "Vetted LATAM talent plus everything around the hire: payroll, taxes, benefits, labor contracts and employer of record, IP protection and NDAs, and equipment delivery.",
  actions: [{ label: "Build Your Team", href: "/hiring-form" }],
};

export const headhuntingHero: HeroContent = {
  eyebrow: "Headhunting Pro",
  title: "Direct Hiring in Latin America",
  description:
    "Sourcing and selection support only: AI sourcing and human vetting deliver 3-5 pre-screened candidates within 48 hours, and you hire them directly.",
  actions: [{ label: "Start a Search", href: "/hiring-form" }],
};

export const servicesCta: CtaBandContent = {
  title: "Not sure which model fits?",
  description:
    "Tell us about the roles and we will recommend direct hiring or staff augmentation within 24 hours.",
  actions: [{ label: "Talk to Us", opens: "hiring-modal" }],
};
