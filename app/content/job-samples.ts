/**
 * Sample job cards: the LLM specialists' opportunities (SPEC section 3), the example jobs of the
 * candidate pages and the job listings section with its benefit blurbs.
 */
import type { OpportunityExample } from "./stack-details/types";

export type JobSample = OpportunityExample;

export interface BenefitBlurb {
  title: string;
  description: string;
}

export const llmJobSamples: readonly JobSample[] = [
  {
    title: "RLHF Specialist",
    type: "Full-Time",
    location: "Remote",
    rate: "$33/hour",
    stack: "Preference ranking · Rubrics · Python",
    role: "rlhf",
  },
  {
    title: "Supervised Fine-Tuning Expert",
    type: "Full-Time",
    location: "Remote",
    rate: "$35/hour",
    stack: "Instruction data · Chain-of-thought · QA",
    role: "sft",
  },
  {
    title: "Prompt Engineer",
    type: "Contract",
    location: "Remote",
    rate: "$29/hour",
    stack: "Prompt design · Evals · Function calling",
    role: "prompt-engineering",
  },
];

/** Roles open to candidates right now, shown on /talent and /candidates. */
export const exampleJobs: readonly JobSample[] = [
  {
    title: "Senior Full-Stack Engineer",
    type: "Full-Time",
    location: "Remote",
    rate: "$47/hour",
    stack: "TypeScript · React · Node.js · PostgreSQL",
    role: "full-stack",
  },
  {
    title: "Account Executive, Mid-Market SaaS",
    type: "Full-Time",
    location: "Remote",
    rate: "$28/hour plus commission",
    stack: "Salesforce · Gong · MEDDICC",
    role: "enterprise-ae",
  },
  {
    title: "Product Designer",
    type: "Contract",
    location: "Remote",
    rate: "$38/hour",
    stack: "Figma · Design systems · User research",
    role: "product-design",
  },
  {
    title: "Machine Learning Engineer",
    type: "Full-Time",
    location: "Remote",
    rate: "$52/hour",
    stack: "Python · PyTorch · AWS SageMaker",
    role: "machine-learning",
  },
  {
    title: "Lifecycle Marketing Manager",
    type: "Contract",
    location: "Remote",
    rate: "$34/hour",
    stack: "Braze · SQL · Experimentation",
    role: "email",
  },
  {
    title: "RLHF Specialist",
    type: "Full-Time",
    location: "Remote",
    rate: "$33/hour",
    stack: "Preference ranking · Rubrics · Python",
    role: "rlhf",
  },
];

/** The three benefit blurbs of the job listings section. */
export const jobListingBenefits: readonly BenefitBlurb[] = [
  {
    title: "Paid in U.S. dollars",
    description:
      "Rates are agreed in USD before you interview and paid monthly on time, by bank transfer or the payout platform you choose.",
  },
  {
    title: "Long-term roles, not gigs",
    description:
      "Most placements are full-time or 20+ hours a week with one U.S. team, and about 95% are still in place after six months.",
  },
  {
    title: "Someone in your corner",
    description:
      "A LatamMatch talent partner preps you for every interview, checks in during your 2-week paid trial and handles contracts and invoicing.",
  },
];
