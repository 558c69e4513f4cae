import type { StackSlug } from "../categories";

export interface Faq {
  question: string;
  /**
   * The answer. `{{employerSavings}}` stands for the employer's savings sentence, written per
   * locale from the pricing model (stack-pages.ts), with a calculator link added after it.
   */
  answer: string;
  link?: { label: string; href: string };
}

export interface OpportunityExample {
  title: string;
  type: "Full-Time" | "Contract";
  location: "Remote";
  /** Hourly rate text inside the stack's salary range, e.g. "$45/hour". */
  rate: string;
  /** Main technologies of the opening, e.g. "Node.js · PostgreSQL · AWS". */
  stack: string;
  /**
   * The stack (or, for a category's sample, the category) whose all-inclusive rate the pay is a
   * part of; without it, the role of the list the card is in.
   */
  role?: string;
}

/** The long-form content of one stack page. Name, slug and salary range live in categories.ts. */
export interface StackDetail {
  description: string;
  technologies: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
  faqs: readonly Faq[];
  seoTitle: string;
  seoDescription: string;
  opportunityExamples: readonly OpportunityExample[];
}

export type StackDetails<Slug extends StackSlug = StackSlug> = Record<Slug, StackDetail>;
