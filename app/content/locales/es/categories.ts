/**
 * Spanish text of the candidate categories and their specializations (stacks): names, role nouns
 * and taglines, keyed by the English slugs. Slugs, order and salary ranges live in
 * ~/content/categories.
 */
import type { Category, CategorySlug, categories } from "~/content/categories";

type CategoryEntry = (typeof categories)[number];

/** The stack slugs of one category. */
export type CategoryStackSlug<C extends CategorySlug> = Extract<
  CategoryEntry,
  { slug: C }
>["stacks"][number]["slug"];

export type CategoryText<C extends CategorySlug> = Pick<Category, "name" | "roleNoun" | "tagline"> & {
  stacks: Record<CategoryStackSlug<C>, { name: string }>;
};

export type CategoriesText = { [C in CategorySlug]: CategoryText<C> };

export const categoriesText: CategoriesText = {
  developers: {
    name: "Desarrolladores",
    roleNoun: "desarrollador",
    tagline: "Ingenieros senior que suben código a producción desde el primer día.",
    stacks: {
      "full-stack": { name: "Desarrollador Full-Stack" },
      backend: { name: "Desarrollador Backend" },
      frontend: { name: "Desarrollador Frontend" },
      mobile: { name: "Desarrollador Mobile" },
      devops: { name: "Ingeniero DevOps" },
      "data-engineering": { name: "Ingeniero de Datos" },
      "qa-testing": { name: "Ingeniero de QA y Testing" },
    },
  },
  sales: {
    name: "Ventas",
    roleNoun: "profesional de ventas",
    tagline: "Vendedores con cuota y especialistas en operaciones que conocen al comprador de EE. UU.",
    stacks: {
      "enterprise-ae": { name: "Account Executive Enterprise" },
      "sdr-bdr": { name: "SDR / BDR" },
      "customer-success": { name: "Customer Success Manager" },
      "sales-operations": { name: "Especialista en Sales Operations" },
    },
  },
  marketing: {
    name: "Marketing",
    roleNoun: "marketer",
    tagline: "Marketers de growth, contenido y lifecycle que dominan el mercado de EE. UU.",
    stacks: {
      growth: { name: "Growth Marketer" },
      content: { name: "Especialista en Marketing de Contenidos" },
      email: { name: "Especialista en Email y Lifecycle Marketing" },
      "social-media": { name: "Social Media Manager" },
      analytics: { name: "Analista de Marketing" },
    },
  },
  design: {
    name: "Diseño",
    roleNoun: "diseñador",
    tagline: "Diseñadores de producto, UX/UI y motion con un oficio demostrado en su portafolio.",
    stacks: {
      "ux-research": { name: "UX Researcher" },
      "ui-visual": { name: "Diseñador UI / Visual" },
      "product-design": { name: "Product Designer" },
      "motion-3d": { name: "Diseñador de Motion y 3D" },
    },
  },
  "ai-specialists": {
    name: "Especialistas en IA",
    roleNoun: "especialista en IA",
    tagline: "Ingenieros de ML, NLP y visión por computadora que llevan modelos a producción.",
    stacks: {
      "machine-learning": { name: "Ingeniero de Machine Learning" },
      nlp: { name: "Ingeniero de NLP" },
      "computer-vision": { name: "Ingeniero de Visión por Computadora" },
      automation: { name: "Ingeniero de Automatización con IA" },
      "data-science": { name: "Científico de Datos" },
      mlops: { name: "Ingeniero MLOps" },
    },
  },
  "llm-specialists": {
    name: "Especialistas en LLM",
    roleNoun: "especialista en LLM",
    tagline: "Talento de RLHF, fine-tuning y evaluación para quienes construyen modelos.",
    stacks: {
      rlhf: { name: "Especialista en RLHF" },
      sft: { name: "Especialista en SFT" },
      "prompt-engineering": { name: "Prompt Engineer" },
      "data-annotation": { name: "Especialista en Anotación de Datos" },
      "model-evaluation": { name: "Especialista en Evaluación de Modelos" },
    },
  },
};
