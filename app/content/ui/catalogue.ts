/**
 * The UI catalogue type. English (the modules imported here) defines it; `es.ts` and `pt-br.ts`
 * must match it key for key. `names` is not written by hand: the server fills it from the
 * category text overlays. The application form's text is not part of it: each locale's version
 * (application-form-es.ts, application-form-pt-br.ts) loads with the form.
 */
import type { applicationFormText } from "./application-form-text";
import type { candidateEmailText } from "./candidate-email-text";
import type { layoutText } from "./layout-text";
import type { sectionText } from "./section-text";
import type { Strings } from "./types";

/** The site's navigation links (content/navigation.ts), whose names each locale translates. */
export type NavHref =
  | "/startups"
  | "/saas"
  | "/ecommerce"
  | "/human-data-llm-training"
  | "/services/hires-staffing"
  | "/services/headhunting-pro"
  | "/clients"
  | "/pricing"
  | "/about"
  | "/security"
  | "/#faq-section"
  | "/terms"
  | "/privacy";

export interface UiCatalogue {
  /** `links`: the navigation links' names, keyed by path (English: content/navigation.ts). */
  layout: Strings<typeof layoutText> & { links: Record<NavHref, string> };
  sections: Strings<typeof sectionText>;
  /** Server-only: the candidate's acknowledgment e-mail. */
  email: Strings<typeof candidateEmailText>;
}

/**
 * The candidate application form's text in one locale (English: application-form-text.ts). Not
 * in the root loader's catalogue: the form opens on a click, and its 1.2 kB of gzip would weigh
 * on every translated page's data.
 */
export type ApplicationFormCatalogue = Strings<typeof applicationFormText>;

/** Category and specialization names in the page's language, keyed by slug. */
export interface CatalogueNames {
  categories: Record<string, string>;
  stacks: Record<string, string>;
}

/** What a page in a translated locale receives from the root loader (never other languages). */
export type ClientCatalogue = Omit<UiCatalogue, "email"> & { names: CatalogueNames };
