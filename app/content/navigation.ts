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

export const companyLinks: readonly NavLink[] = [
  { name: "Clients", href: "/clients" },
  { name: "FAQs", href: "/#faq-section" },
];

export const legalLinks: readonly NavLink[] = [
  { name: "Terms of Service", href: "/terms" },
  { name: "Privacy Policy", href: "/privacy" },
];

export const hiringFormPath = "/hiring-form";
