import type { HeroContent } from "./types";

export const termsHero: HeroContent = {
  eyebrow: "Legal",
  title: "Terms of Service",
  description: "The terms that govern your use of the LatamMatch website and its forms.",
  actions: [{ label: "Contact Us", href: "mailto:hello@latammatch.example", external: true }],
};

export const privacyHero: HeroContent = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  description:
    "What we collect through our hiring, application, newsletter and report forms, why we collect it, how long we keep it and the rights you have.",
  actions: [{ label: "Contact Us", href: "mailto:hello@latammatch.example", external: true }],
};
