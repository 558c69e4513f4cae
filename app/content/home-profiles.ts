/** The six sample profiles rotating in the home hero: invented people (sample-content.ts). */

import type { StackSlug } from "./categories";
import type { CountryCode } from "./countries";
import { portraitSrc } from "./portraits";
import { sampleNotice } from "./sample-content";

export type ProfileGradient = "blue" | "green" | "amber" | "violet" | "teal" | "rose";

export interface PreviousCompany {
  name: string;
  /** Two-letter monogram drawn as the company's mark. */
  logo: string;
}

export interface TalentProfile {
  id: string;
  name: string;
  role: string;
  country: string;
  /** ISO country code, drawn as our own flag (emoji flags do not render on every system). */
  countryFlag: CountryCode;
  hourlyRate: string;
  /** The stack whose all-inclusive rate the pay is a part of (pricing-model.ts). */
  stack: StackSlug;
  skills: readonly string[];
  previousCompanies: readonly PreviousCompany[];
  yearsExperience: number;
  /** Initials drawn as the avatar. */
  image: string;
  /** Illustrated portrait (our own drawing); the initials show if it cannot load. */
  portrait: string;
  gradient: ProfileGradient;
}

export const heroProfiles: readonly TalentProfile[] = [
  {
    id: "valentina-ruiz",
    name: "Valentina Ruiz",
    role: "Senior React Engineer",
    country: "Argentina",
    countryFlag: "AR",
    hourlyRate: "$42",
    stack: "frontend",
    skills: ["React", "TypeScript", "Next.js", "GraphQL"],
    previousCompanies: [
      { name: "Lumen Pay", logo: "LP" },
      { name: "Cobaltline", logo: "CL" },
      { name: "Parcelwise", logo: "PW" },
      { name: "Quillsoft", logo: "QS" },
    ],
    yearsExperience: 7,
    image: "VR",
    portrait: portraitSrc("valentina-ruiz"),
    gradient: "blue",
  },
  {
    id: "mateo-fernandez",
    name: "Mateo Fernández",
    role: "Backend Engineer, Python",
    country: "Colombia",
    countryFlag: "CO",
    hourlyRate: "$45",
    stack: "backend",
    skills: ["Python", "Django", "PostgreSQL", "AWS"],
    previousCompanies: [
      { name: "Harborlight", logo: "HL" },
      { name: "Keystone Ledger", logo: "KL" },
      { name: "Saltmarsh", logo: "SM" },
    ],
    yearsExperience: 8,
    image: "MF",
    portrait: portraitSrc("mateo-fernandez"),
    gradient: "green",
  },
  {
    id: "camila-souza",
    name: "Camila Souza",
    role: "Machine Learning Engineer",
    country: "Brazil",
    countryFlag: "BR",
    hourlyRate: "$52",
    stack: "machine-learning",
    skills: ["PyTorch", "LLM fine-tuning", "MLflow", "Kubernetes"],
    previousCompanies: [
      { name: "Northpeak Data", logo: "ND" },
      { name: "Glasswing Labs", logo: "GL" },
      { name: "Orchard Analytics", logo: "OA" },
      { name: "Meridian Stack", logo: "MS" },
    ],
    yearsExperience: 6,
    image: "CS",
    portrait: portraitSrc("camila-souza"),
    gradient: "violet",
  },
  {
    id: "diego-morales",
    name: "Diego Morales",
    role: "DevOps Engineer",
    country: "Chile",
    countryFlag: "CL",
    hourlyRate: "$48",
    stack: "devops",
    skills: ["Terraform", "Kubernetes", "GitHub Actions", "GCP"],
    previousCompanies: [
      { name: "Tidewater Cloud", logo: "TC" },
      { name: "Upland Robotics", logo: "UR" },
      { name: "Aldercrest", logo: "AC" },
    ],
    yearsExperience: 9,
    image: "DM",
    portrait: portraitSrc("diego-morales"),
    gradient: "teal",
  },
  {
    id: "lucia-pereira",
    name: "Lucía Pereira",
    role: "Senior Product Designer",
    country: "Uruguay",
    countryFlag: "UY",
    hourlyRate: "$38",
    stack: "product-design",
    skills: ["Figma", "Design systems", "User research", "Prototyping"],
    previousCompanies: [
      { name: "Brightloom", logo: "BL" },
      { name: "Verdant Commerce", logo: "VC" },
      { name: "Fernwise", logo: "FW" },
      { name: "Emberfield", logo: "EF" },
    ],
    yearsExperience: 7,
    image: "LP",
    portrait: portraitSrc("lucia-pereira"),
    gradient: "rose",
  },
  {
    id: "andres-castillo",
    name: "Andrés Castillo",
    role: "Enterprise Account Executive",
    country: "Mexico",
    countryFlag: "MX",
    hourlyRate: "$30",
    stack: "enterprise-ae",
    skills: ["Enterprise SaaS", "MEDDICC", "Salesforce", "Outbound"],
    previousCompanies: [
      { name: "Redwood Metrics", logo: "RM" },
      { name: "Juniper Freight", logo: "JF" },
      { name: "Dunemark", logo: "DM" },
    ],
    yearsExperience: 10,
    image: "AC",
    portrait: portraitSrc("andres-castillo"),
    gradient: "amber",
  },
];

export const heroCarouselText = {
  label: "Vetted profiles",
  previouslyAt: "Previously at",
  countryLabel: "Country",
  rateLabel: "Talent's pay",
  experienceLabel: "Experience",
  perHour: "/hour",
  yearsSuffix: "years",
  skillsLabel: "Skills",
  vetted: "Vetted",
  /** "{index}", "{total}" and "{name}" are filled in per dot. */
  dotLabel: "Show profile {index} of {total}: {name}",
  /** The pause and play button's visible words; read with the carousel's name after them. */
  pause: "Pause",
  play: "Play",
  controlTarget: "profile rotation",
  previousCompaniesPrevious: "Show earlier companies",
  previousCompaniesNext: "Show more companies",
  sampleNotice: sampleNotice(),
} as const;

/** Timing and geometry of the hero carousel and its "Previously at" scroller (84 px steps, 2 visible). */
export const heroCarouselSettings = { intervalMs: 4000, scrollerStepPx: 84, scrollerVisible: 2 } as const;
