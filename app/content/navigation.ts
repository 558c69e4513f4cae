/** Link lists of the header and the footer. Category links are derived from categories.ts. */

export interface NavLink {
  name: string;
  href: string;
}

export const industryLinks: readonly NavLink[] = [
  { name: "Startups", href: "/startups" },
  { name: "SaaS", href: "/saas" },
  { name: "E-commerce", href: "/ecommerce" },
  { name: "LLM Training Data", href: "/human-data-llm-training" },
];

export const serviceLinks: readonly NavLink[] = [
  { name: "Staffing Solutions", href: "/services/hires-staffing" },
  { name: "Headhunting Pro", href: "/services/headhunting-pro" },
];

/** The page of prices, fees and guarantees: in the Company menu and the footer. */
export const pricingLink: NavLink = { name: "Pricing", href: "/pricing" };

/** Who we are, and how we handle data: in the Company menu and the footer. */
export const aboutLink: NavLink = { name: "About Us", href: "/about" };
export const securityLink: NavLink = { name: "Security", href: "/security" };

export const companyLinks: readonly NavLink[] = [
  { name: "Clients", href: "/clients" },
  { name: "FAQs", href: "/#faq-section" },
  pricingLink,
  aboutLink,
  securityLink,
];

export const legalLinks: readonly NavLink[] = [
  { name: "Terms of Service", href: "/terms" },
  { name: "Privacy Policy", href: "/privacy" },
];

export const hiringFormPath = "/hiring-form";
