/**
 * Brazilian Portuguese text of the candidate categories and their specializations (stacks),
 * keyed by the English slugs. Slugs, order and salary ranges stay in the English module.
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
    name: "Desenvolvedores",
    roleNoun: "desenvolvedor",
    tagline: "Engenheiros sêniores que colocam código em produção desde o primeiro dia.",
    stacks: {
      "full-stack": { name: "Desenvolvedor Full-Stack" },
      backend: { name: "Desenvolvedor Backend" },
      frontend: { name: "Desenvolvedor Frontend" },
      mobile: { name: "Desenvolvedor Mobile" },
      devops: { name: "Engenheiro DevOps" },
      "data-engineering": { name: "Engenheiro de Dados" },
      "qa-testing": { name: "Engenheiro de QA e Testes" },
    },
  },
  sales: {
    name: "Vendas",
    roleNoun: "profissional de vendas",
    tagline: "Vendedores com meta e especialistas em operações que conhecem o comprador dos EUA.",
    stacks: {
      "enterprise-ae": { name: "Account Executive Enterprise" },
      "sdr-bdr": { name: "SDR / BDR" },
      "customer-success": { name: "Customer Success Manager" },
      "sales-operations": { name: "Especialista em Sales Operations" },
    },
  },
  marketing: {
    name: "Marketing",
    roleNoun: "profissional de marketing",
    tagline: "Profissionais de growth, conteúdo e lifecycle que dominam o mercado dos EUA.",
    stacks: {
      growth: { name: "Growth Marketer" },
      content: { name: "Especialista em Marketing de Conteúdo" },
      email: { name: "Especialista em E-mail e Lifecycle Marketing" },
      "social-media": { name: "Social Media Manager" },
      analytics: { name: "Analista de Marketing" },
    },
  },
  design: {
    name: "Design",
    roleNoun: "designer",
    tagline: "Product designers, UI/UX e motion designers com trabalho comprovado em portfólio.",
    stacks: {
      "ux-research": { name: "UX Researcher" },
      "ui-visual": { name: "UI / Visual Designer" },
      "product-design": { name: "Product Designer" },
      "motion-3d": { name: "Motion Designer e 3D" },
    },
  },
  "ai-specialists": {
    name: "Especialistas em IA",
    roleNoun: "especialista em IA",
    tagline: "Engenheiros de ML, NLP e visão computacional que levam modelos para produção.",
    stacks: {
      "machine-learning": { name: "Engenheiro de Machine Learning" },
      nlp: { name: "Engenheiro de NLP" },
      "computer-vision": { name: "Engenheiro de Visão Computacional" },
      automation: { name: "Engenheiro de Automação com IA" },
      "data-science": { name: "Cientista de Dados" },
      mlops: { name: "Engenheiro de MLOps" },
    },
  },
  "llm-specialists": {
    name: "Especialistas em LLM",
    roleNoun: "especialista em LLM",
    tagline: "Talentos de RLHF, fine-tuning e avaliação para quem constrói modelos.",
    stacks: {
      rlhf: { name: "Especialista em RLHF" },
      sft: { name: "Especialista em SFT" },
      "prompt-engineering": { name: "Prompt Engineer" },
      "data-annotation": { name: "Especialista em Anotação de Dados" },
      "model-evaluation": { name: "Especialista em Avaliação de Modelos" },
    },
  },
};
