/** Facts about the company shown across the site. Build-time values come from build-env.ts. */
import { FIGURES_YEAR } from "./figures-date";

declare const __SITE_ORIGIN__: string;
declare const __PORTAL_URL__: string;
declare const __CONTACT_EMAIL__: string;
declare const __POSTAL_ADDRESS__: string;
declare const __COMPANY_LEGAL_NAME__: string;
declare const __COMPANY_FOUNDED_YEAR__: string;
declare const __COMPANY_GROUP_NOTE__: string;

export const site = {
  name: "LatamMatch",
  tagline: "A company from Bait Group",
  /** Canonical origin, without a trailing slash. */
  origin: __SITE_ORIGIN__,
  portalUrl: __PORTAL_URL__,
  description:
    "LatamMatch matches U.S. companies with pre-vetted Latin American remote talent: AI-assisted sourcing, human vetting and a 48-hour shortlist.",
  defaultImage: {
    path: "/og/latammatch-default.png",
    width: 1200,
    height: 630,
    alt: "LatamMatch: hire top remote talent in Latin America",
  },
  /** The address the legal pages and the footer give for questions (CONTACT_EMAIL at build time). */
  contactEmail: __CONTACT_EMAIL__,
  /**
   * The company's mailing address, printed in the footer of every e-mail (U.S. CAN-SPAM asks
   * commercial e-mail for one); empty until POSTAL_ADDRESS is set at build time.
   */
  postalAddress: __POSTAL_ADDRESS__,
  /**
   * The footer's copyright years: from the site's first year (SPEC: a copyright line for 2025) to
   * the year of its figures, so "© 2025–2026" stands beside "Figures as of October 2026".
   */
  copyrightYears: FIGURES_YEAR > 2025 ? `2025–${FIGURES_YEAR}` : "2025",
  /**
   * The company facts the About page prints, from the deployer's build-time settings
   * (COMPANY_LEGAL_NAME, COMPANY_FOUNDED_YEAR, POSTAL_ADDRESS, COMPANY_GROUP_NOTE); each is empty
   * until set, and the page then shows an example value marked as one.
   */
  company: {
    legalName: __COMPANY_LEGAL_NAME__,
    foundedYear: __COMPANY_FOUNDED_YEAR__,
    groupNote: __COMPANY_GROUP_NOTE__,
  },
  socialLinks: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/latammatch", icon: "linkedin" },
    { name: "X (Twitter)", href: "https://x.com/latammatch", icon: "x" },
    { name: "Instagram", href: "https://www.instagram.com/latammatch", icon: "instagram" },
  ],
} as const;

export type SocialIcon = (typeof site.socialLinks)[number]["icon"];
