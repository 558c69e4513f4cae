/**
 * Copy of /about: who we are, how we vet, where our talent lives, the local partners and how we
 * work. Every fact comes from the module that owns it — figures from claims.ts, the vetting
 * steps from stack-pages.ts, the partners from home.ts, the categories from categories.ts, the
 * countries from countries.ts, fees and guarantees from pricing-model.ts — so this page can never
 * say something another page contradicts. This module holds the words around them.
 */
import { allStacks, categories } from "./categories";
import {
  type ClaimId,
  type ClaimStat,
  claimStat,
  claimsAsOfLine,
  claimValue,
  countryPoolValue,
  poolCountries,
  talentFunnel,
} from "./claims";
import type { CompanyIcon, IconCard as CompanyIconCard, SectionIntro } from "./company-shapes";
import { type CountryCode, SERVED_COUNTRIES } from "./countries";
import { type HomeIcon, homePartners } from "./home";
import { services, terms, trial } from "./pricing-model";
import { site } from "./site";
import { vettingSteps } from "./stack-pages";
import type { CtaBandContent, HeroContent } from "./types";

export const aboutHero: HeroContent = {
  eyebrow: `About ${site.name}`,
  title: "Latin America's best remote talent, vetted for U.S. teams",
  description: `${site.name} is a staffing marketplace, ${site.tagline.charAt(0).toLowerCase()}${site.tagline.slice(1)}. We match U.S. companies with pre-vetted professionals who live in Latin America and work U.S. business hours: AI finds the matches, people do the vetting.`,
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "How we work", href: "#how-we-work", variant: "secondary" },
  ],
};

/** The figures of the "who we are" band, from the claims module. */
const whoWeAreClaims: readonly ClaimId[] = [
  "talentNetwork",
  "companiesServed",
  "countriesServed",
  "approvalRate",
];

export interface AboutCategories {
  /** "6 role categories, 31 specializations" as a stat tile. */
  stat: ClaimStat;
  names: readonly string[];
}

export const aboutWhoWeAre: SectionIntro & {
  paragraphs: readonly string[];
  stats: readonly ClaimStat[];
  statsLabel: string;
  asOf: string;
  categories: AboutCategories;
} = {
  eyebrow: "Who we are",
  title: "A marketplace for remote hiring, run by recruiters",
  paragraphs: [
    `U.S. companies come to us for developers, sales, marketing, design, AI and LLM specialists. Candidates come to us for remote work with U.S. teams, paid in U.S. dollars. We sit between the two: we find, test and introduce the people, and, when a company wants it, we employ them too.`,
    `Our matching engine narrows the network down; senior practitioners of the same discipline run the assessments; and a hire starts with a ${terms.trial}, so neither side commits before working together.`,
  ],
  stats: whoWeAreClaims.map((id) => claimStat(id)),
  statsLabel: `${site.name} in figures`,
  asOf: claimsAsOfLine(whoWeAreClaims),
  categories: {
    stat: {
      value: String(categories.length),
      label: "Role categories",
      description: `with ${allStacks().length} specializations, each with its own page and hourly rate`,
    },
    names: categories.map((category) => category.name),
  },
};

export const aboutVetting: SectionIntro & {
  steps: readonly { title: string; description: string }[];
  /** The talent funnel, widest stage first, each tile naming its stage. */
  funnel: readonly ClaimStat[];
  funnelLabel: string;
  passRate: string;
} = {
  eyebrow: "How we vet",
  title: "Four steps between an applicant and your shortlist",
  description: "Every professional we put forward has been through the same four steps, whatever the role.",
  steps: vettingSteps,
  funnel: talentFunnel.map(({ claim }) => claimStat(claim)),
  funnelLabel: "Our talent funnel, from everyone who applied or was sourced to who is available now",
  passRate: `${claimValue("approvalRate")} ${claimStat("approvalRate").description}: the ${claimValue("talentNetwork")} vetted professionals of our network. ${claimsAsOfLine(talentFunnel.map(({ claim }) => claim))}`,
};

export interface AboutCountry {
  name: string;
  code: CountryCode;
  /** Pre-vetted professionals in the country, for the five largest pools: "8,800+". */
  pool?: string;
}

export const aboutCountries: SectionIntro & {
  countries: readonly AboutCountry[];
  poolLabel: string;
  poolNote: string;
} = {
  eyebrow: "Where our talent lives",
  title: `${claimValue("countriesServed")} countries, all in U.S. business hours`,
  description:
    "Our network lives in Latin America, within 0-3 hours of U.S. time zones, so your hires work your day.",
  countries: SERVED_COUNTRIES.map(({ name, code }) => {
    const pool = (poolCountries as readonly string[]).includes(name)
      ? countryPoolValue(name as (typeof poolCountries)[number])
      : undefined;
    return pool ? { name, code, pool } : { name, code };
  }),
  poolLabel: "pre-vetted professionals",
  poolNote: `Pool sizes are our five largest, part of the ${claimValue("talentNetwork")} ${claimStat("talentNetwork").label.toLowerCase()} in our network. ${claimsAsOfLine(["talentNetwork"])}`,
};

/** The home page's partner icons, by the names the company pages draw on the server. */
const partnerIcons: Partial<Record<HomeIcon, CompanyIcon>> = {
  stethoscope: "stethoscope",
  laptop: "laptop",
  plane: "plane",
  scale: "scale",
  heart: "heart",
  building: "building",
};

export const aboutPartners: SectionIntro & { items: readonly CompanyIconCard[] } = {
  eyebrow: homePartners.eyebrow,
  title: homePartners.title,
  description: homePartners.description,
  items: homePartners.items.map((item) => {
    const icon = partnerIcons[item.icon];
    if (!icon) throw new Error(`No company icon for the partner icon ${item.icon}`);
    return { ...item, icon };
  }),
};

export interface AboutService {
  name: string;
  summary: string;
  points: readonly string[];
  link: { label: string; href: string };
}

export const aboutHowWeWork: SectionIntro & {
  services: readonly AboutService[];
  principles: readonly { title: string; description: string }[];
  links: readonly { label: string; href: string }[];
} = {
  eyebrow: "How we work",
  title: "Two ways to hire, one vetting standard",
  description: "You choose who employs the person. The vetting, the shortlist and the trial are the same.",
  services: [
    {
      name: services.staffAugmentation.name,
      summary:
        "We employ the person through our local entities and partners and run payroll, taxes, benefits, contracts, IP protection and equipment. You direct the work.",
      points: [
        `You pay ${terms.staffAugmentationBilling}`,
        `${terms.staffAugmentationGuarantee} (${terms.staffAugmentationExtended})`,
      ],
      link: { label: "See Staff Augmentation", href: services.staffAugmentation.path },
    },
    {
      name: services.directHiring.name,
      summary: "We source and vet; you make the offer, employ and pay the person yourself.",
      points: [`You pay ${terms.directHiringFee}`, terms.directHiringGuarantee],
      link: { label: "See Direct Hiring", href: services.directHiring.path },
    },
  ],
  principles: [
    {
      title: "A shortlist in 48 hours",
      description: `${claimValue("shortlistTime")} ${claimStat("shortlistTime").description}, each with assessment notes and a rate.`,
    },
    {
      title: terms.trial,
      description: `Every hire starts with ${trial.weeks} weeks of real work. ${terms.noFeesIfNotSatisfied}.`,
    },
    {
      title: "Prices you can check",
      description:
        "One all-inclusive hourly rate per role, published on every role page and on our pricing page.",
    },
    {
      title: "Your data, handled with care",
      description:
        "We keep only what the forms ask for, for a fixed time, and answer every export or erasure request.",
    },
  ],
  links: [
    { label: "See pricing", href: "/pricing" },
    { label: "Security and data", href: "/security" },
    { label: "Client success stories", href: "/clients" },
  ],
};

export const aboutCta: CtaBandContent = {
  title: "Meet your shortlist in 48 hours",
  description: "Tell us about the role. Looking for work yourself? Apply once to join the network.",
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Apply as a candidate", href: "/talent-apply", variant: "secondary" },
  ],
};

/** A fact about the company: the deployer's setting, or an example value marked as one. */
export interface CompanyFact {
  label: string;
  value: string;
  /** Whether the value is the project's example, shown until the setting is filled. */
  example: boolean;
}

const companyFact = (label: string, setting: string, exampleValue: string): CompanyFact =>
  setting ? { label, value: setting, example: false } : { label, value: exampleValue, example: true };

/**
 * The company's own facts (legal entity, founding year, address, what "A company from Bait Group"
 * means), from the build-time settings a deployer fills (site.company, site.postalAddress; see
 * build-env.ts). Until then each shows an example value, marked as an example on the page.
 */
export const aboutCompanyFacts: {
  title: string;
  items: readonly CompanyFact[];
  exampleMark: string;
  exampleNote: string;
} = {
  title: "Company details",
  items: [
    companyFact("Legal entity", site.company.legalName, "LatamMatch Example, LLC"),
    companyFact("Founded", site.company.foundedYear, "2020"),
    companyFact("Address", site.postalAddress, "100 Example Street, Austin, TX 78701, USA"),
    companyFact(
      site.tagline,
      site.company.groupNote,
      `${site.name} is owned and run by Bait Group, which also employs the team behind it.`,
    ),
  ],
  exampleMark: "Example",
  exampleNote: "Values marked Example are placeholders until the company's own details are filled in.",
};

/** The Organization the page's structured data describes. */
export const aboutOrganization = {
  /** "A company from Bait Group": the group named in the site's tagline. */
  parentOrganization: site.tagline.replace(/^A company from /, ""),
  knowsAbout: ["Remote staffing", "Staff augmentation", "Technical recruiting", "Latin American talent"],
  /** Only a founding year the deployer set; an example is never given to search engines. */
  ...(site.company.foundedYear ? { foundingDate: site.company.foundedYear } : {}),
  ...(site.company.legalName ? { legalName: site.company.legalName } : {}),
};
