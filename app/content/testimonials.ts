/** Home-page testimonials: invented people at the invented companies of the logo grid (sample-content.ts). */
import { sampleNotice } from "./sample-content";

export interface Testimonial {
  id: string;
  name: string;
  title: string;
  company: string;
  quote: string;
  /** Initials drawn when the avatar image is missing or fails. */
  initials: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "megan-hart",
    name: "Megan Hart",
    title: "VP of Engineering",
    company: "Lumen Pay",
    quote:
      "We needed two senior React engineers before a launch date that was not moving. LatamMatch sent four candidates in two days, we hired both during the paid trial, and they were shipping to production in week one.",
    initials: "MH",
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor",
    title: "Co-founder and CEO",
    company: "Orchard Analytics",
    quote:
      "Our seed round had to last 24 months. Building the data team in Colombia and Brazil cut our engineering burn by more than half without giving up overlap with our New York hours.",
    initials: "DO",
  },
  {
    id: "sofia-lindqvist",
    name: "Sofia Lindqvist",
    title: "Head of Talent",
    company: "Tidewater Cloud",
    quote:
      "What sold me was the vetting. Every shortlist came with coding results and an English assessment, so my hiring managers spent their time on final interviews instead of screening calls.",
    initials: "SL",
  },
  {
    id: "rahul-mehta",
    name: "Rahul Mehta",
    title: "COO",
    company: "Parcelwise",
    quote:
      "Payroll, contracts and equipment for people in three countries used to be a project of its own. With staff augmentation it is one invoice, and our SDR team in Mexico City hit quota in their second month.",
    initials: "RM",
  },
];

export const testimonialsText = {
  eyebrow: "Customer stories",
  title: "Teams that scaled with LatamMatch",
  description: "Founders, engineering leaders and talent teams on what changed after their first hires.",
  previous: "Previous testimonial",
  next: "Next testimonial",
  dotLabel: "Show testimonial {index} of {total}: {name}",
  regionLabel: "Customer testimonials",
  avatarErrorMessage: "Error fetching client images",
  sampleNotice: sampleNotice(),
} as const;

/** Auto-advance interval; the Clients bucket listing size the avatars cycle through. */
export const testimonialSettings = { intervalMs: 5000, avatarListLimit: 10 } as const;
