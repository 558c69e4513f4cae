/** Shapes shared by several content modules. */

/** A link to the calculator scenario behind a savings figure (model-figures.ts builds them). */
export interface ScenarioLinkItem {
  label: string;
  href: string;
}

/** A call to action: a link, or a button that opens one of the site-wide modals. */
export type CallToAction =
  | { label: string; href: string; external?: boolean; variant?: CtaVariant; context?: string }
  | { label: string; opens: "hiring-modal" | "apply-modal"; variant?: CtaVariant; context?: string };
// `context`: words read after a short label by screen readers and search engines, e.g. " about
// LatamMatch" after "Learn More", so every link says where it goes.

export type CtaVariant = "primary" | "secondary";

/** Eyebrow, title and lead paragraph at the top of a section. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  description?: string;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  description: string;
  /** For a description quoting a saving: the calculator scenarios that reproduce it, under it. */
  descriptionLinks?: readonly ScenarioLinkItem[];
  actions: readonly CallToAction[];
}

export interface CtaBandContent {
  title: string;
  description: string;
  actions: readonly CallToAction[];
  /**
   * A line under the actions for a second audience: on a candidate page, who the employers'
   * action is for ("Hiring for your company? …"), so a job seeker knows not to take it.
   */
  note?: string;
}
