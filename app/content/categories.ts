/**
 * The candidate categories and their specializations (stacks): names, slugs and the
 * hourly salary ranges in USD. This is the one list that feeds the routes, the header
 * menu, the category explorers, the stack pages and the sitemap.
 */
import { unlocalizedPath } from "~/lib/i18n/locales";

export type SalaryExtra = "commission" | "bonus";

export interface SalaryRange {
  /** Lowest typical hourly rate, USD. */
  min: number;
  /** Highest typical hourly rate, USD. */
  max: number;
  /** Variable pay on top of the hourly range, for sales roles. */
  extra?: SalaryExtra;
}

export interface StackSummary {
  slug: string;
  name: string;
  salaryRange: SalaryRange;
}

export interface Category {
  slug: string;
  name: string;
  /** Singular role noun used in copy such as "Hire a ___". */
  roleNoun: string;
  tagline: string;
  stacks: readonly StackSummary[];
}

const range = (min: number, max: number, extra?: SalaryExtra): SalaryRange =>
  extra ? { min, max, extra } : { min, max };

export const categories = [
  {
    slug: "developers",
    name: "Developers",
    roleNoun: "developer",
    tagline: "Senior engineers who ship production code from day one.",
    stacks: [
      { slug: "full-stack", name: "Full-Stack Developer", salaryRange: range(39, 52) },
      { slug: "backend", name: "Backend Developer", salaryRange: range(42, 55) },
      { slug: "frontend", name: "Frontend Developer", salaryRange: range(36, 49) },
      { slug: "mobile", name: "Mobile Developer", salaryRange: range(38, 51) },
      { slug: "devops", name: "DevOps Engineer", salaryRange: range(44, 59) },
      { slug: "data-engineering", name: "Data Engineer", salaryRange: range(42, 57) },
      { slug: "qa-testing", name: "QA & Testing Engineer", salaryRange: range(29, 42) },
    ],
  },
  {
    slug: "sales",
    name: "Sales",
    roleNoun: "sales professional",
    tagline: "Quota-carrying reps and operators who know the U.S. buyer.",
    stacks: [
      {
        slug: "enterprise-ae",
        name: "Enterprise Account Executive",
        salaryRange: range(39, 55, "commission"),
      },
      { slug: "sdr-bdr", name: "SDR / BDR", salaryRange: range(27, 38, "commission") },
      { slug: "customer-success", name: "Customer Success Manager", salaryRange: range(25, 36, "bonus") },
      { slug: "sales-operations", name: "Sales Operations Specialist", salaryRange: range(33, 46) },
    ],
  },
  {
    slug: "marketing",
    name: "Marketing",
    roleNoun: "marketer",
    tagline: "Growth, content and lifecycle marketers fluent in U.S. markets.",
    stacks: [
      { slug: "growth", name: "Growth Marketer", salaryRange: range(34, 47) },
      { slug: "content", name: "Content Marketer", salaryRange: range(29, 42) },
      { slug: "email", name: "Email & Lifecycle Marketer", salaryRange: range(27, 39) },
      { slug: "social-media", name: "Social Media Manager", salaryRange: range(26, 38) },
      { slug: "analytics", name: "Marketing Analyst", salaryRange: range(36, 49) },
    ],
  },
  {
    slug: "design",
    name: "Design",
    roleNoun: "designer",
    tagline: "Product, UI/UX and motion designers with portfolio-proven craft.",
    stacks: [
      { slug: "ux-research", name: "UX Researcher", salaryRange: range(33, 46) },
      { slug: "ui-visual", name: "UI / Visual Designer", salaryRange: range(31, 44) },
      { slug: "product-design", name: "Product Designer", salaryRange: range(38, 52) },
      { slug: "motion-3d", name: "Motion & 3D Designer", salaryRange: range(34, 49) },
    ],
  },
  {
    slug: "ai-specialists",
    name: "AI Specialists",
    roleNoun: "AI specialist",
    tagline: "ML, NLP and vision engineers who take models to production.",
    stacks: [
      { slug: "machine-learning", name: "Machine Learning Engineer", salaryRange: range(46, 62) },
      { slug: "nlp", name: "NLP Engineer", salaryRange: range(47, 64) },
      { slug: "computer-vision", name: "Computer Vision Engineer", salaryRange: range(44, 60) },
      { slug: "automation", name: "AI Automation Engineer", salaryRange: range(38, 51) },
      { slug: "data-science", name: "Data Scientist", salaryRange: range(42, 57) },
      { slug: "mlops", name: "MLOps Engineer", salaryRange: range(47, 62) },
    ],
  },
  {
    slug: "llm-specialists",
    name: "LLM Specialists",
    roleNoun: "LLM specialist",
    tagline: "RLHF, fine-tuning and evaluation talent for model builders.",
    stacks: [
      { slug: "rlhf", name: "RLHF Specialist", salaryRange: range(34, 47) },
      { slug: "sft", name: "SFT Specialist", salaryRange: range(31, 44) },
      { slug: "prompt-engineering", name: "Prompt Engineer", salaryRange: range(29, 42) },
      { slug: "data-annotation", name: "Data Annotation Specialist", salaryRange: range(23, 36) },
      { slug: "model-evaluation", name: "Model Evaluation Specialist", salaryRange: range(33, 46) },
    ],
  },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof categories)[number]["slug"];
export type StackSlug = (typeof categories)[number]["stacks"][number]["slug"];

/** The four categories the spec's sitemap names as the main ones. */
export const mainCategorySlugs: readonly CategorySlug[] = ["developers", "sales", "marketing", "design"];

export function findCategory(slug: string | undefined): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

export function findStack(
  categorySlug: string | undefined,
  stackSlug: string | undefined,
): { category: Category; stack: StackSummary } | undefined {
  const category = findCategory(categorySlug);
  const stack = category?.stacks.find((candidate) => candidate.slug === stackSlug);
  return category && stack ? { category, stack } : undefined;
}

export function categoryPath(category: Pick<Category, "slug">): string {
  return `/candidates/${category.slug}`;
}

export function stackPath(category: Pick<Category, "slug">, stack: Pick<StackSummary, "slug">): string {
  return `/candidates/${category.slug}/${stack.slug}`;
}

/** "$39-52/hour", or "$39-55/hour plus commission" for ranges with variable pay. */
export function formatSalaryRange(salaryRange: SalaryRange): string {
  const base = `$${salaryRange.min}-${salaryRange.max}/hour`;
  return salaryRange.extra ? `${base} plus ${salaryRange.extra}` : base;
}

/** Every stack with its category, in menu order. */
export function allStacks(): { category: Category; stack: StackSummary }[] {
  return categories.flatMap((category) => category.stacks.map((stack) => ({ category, stack })));
}

/** The category and stack a page is about: `/candidates/{category}/{stack}`, in any language. */
export interface PageCategoryScope {
  category?: string;
  stack?: string;
}

/** The scope of a category or stack page, or none for any other page. */
export function pageCategoryScope(pathname: string): PageCategoryScope {
  const [, root, categorySlug, stackSlug] = unlocalizedPath(pathname).split("/");
  if (root !== "candidates") return {};
  const category = findCategory(categorySlug);
  if (!category) return {};
  const stack = category.stacks.find((entry) => entry.slug === stackSlug);
  return { category: category.slug, ...(stack ? { stack: stack.slug } : {}) };
}
