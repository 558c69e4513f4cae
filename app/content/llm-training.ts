/** The /human-data-llm-training page: human data teams for LLM training and evaluation. */
import type { FaqEntry, SectionIntro, StatItem } from "./company-shapes";
import { claimTile, type IndustryStats, industrySavingsItem, industryStatsAsOf } from "./industry-stats";
import { pages } from "./pages";
import { sampleNotice } from "./sample-content";
import type { CtaBandContent, HeroContent } from "./types";

export type ComparisonValue = "yes" | "no" | "partial";

export const comparisonProviders = ["latammatch", "crowdsourcing", "staffing"] as const;
export type ComparisonProvider = (typeof comparisonProviders)[number];

export interface ComparisonRow {
  feature: string;
  values: Record<ComparisonProvider, ComparisonValue>;
}

export interface QualityMetric {
  value: string;
  label: string;
  /** The threshold the value states, on a scale from 0 to `of`, for drawing it as a meter. */
  meter?: { at: number; of: number };
  /** Share of tasks, in percent, re-checked as golden-set audits. */
  auditShare?: { min: number; max: number; label: string };
}

export interface DeepDiveSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface DeepDiveArticle {
  id: string;
  title: string;
  summary: string;
  readingTime: string;
  sections: readonly DeepDiveSection[];
}

export interface ClientResult {
  client: string;
  engagement: string;
  summary: string;
  results: readonly StatItem[];
}

export interface BreadcrumbItem {
  name: string;
  /** Absent on the current page. */
  href?: string;
}

export interface LlmTrainingContent {
  breadcrumb: readonly BreadcrumbItem[];
  hero: HeroContent;
  heroStats: readonly StatItem[];
  /** The date the hero's claims were counted: "Figures as of October 2026." */
  heroAsOf: string;
  metrics: SectionIntro & { items: readonly QualityMetric[] };
  comparison: SectionIntro & {
    caption: string;
    providerNames: Record<ComparisonProvider, string>;
    rows: readonly ComparisonRow[];
  };
  deepDives: SectionIntro & { articles: readonly DeepDiveArticle[] };
  results: SectionIntro & { items: readonly ClientResult[]; note: string };
  faq: SectionIntro & { items: readonly FaqEntry[] };
  service: { name: string; serviceType: string; description: string; areaServed: readonly string[] };
  cta: CtaBandContent;
}

const llmStats: IndustryStats = {
  industry: "llm",
  shortlist: "shortlistTime",
  retention90d: "retention90dLlm",
  timeToHire: "hireTime",
};

export const llmTraining: LlmTrainingContent = {
  breadcrumb: [{ name: "Home", href: "/" }, { name: "Industries" }, { name: "LLM Training Data" }],
  hero: {
    eyebrow: "Human data for LLM training",
    title: "Expert annotation teams for RLHF, SFT and evaluation",
    description:
      "Managed LATAM annotator teams with Cohen's Kappa of 0.80 or more, ramp-up in 72 hours or less and pilots of 10 annotators that scale to 400+.",
    actions: [
      { label: "Start a Pilot", href: pages.pilotRequest.path },
      { label: "Request a Proposal", href: pages.pilotRequest.path, variant: "secondary" },
    ],
  },
  heroAsOf: industryStatsAsOf(llmStats),
  heroStats: [
    { value: "≤72h", label: "Annotator ramp-up" },
    industrySavingsItem(llmStats),
    claimTile("retention90dLlm"),
    { value: "4.7×", label: "Throughput" },
  ],
  metrics: {
    eyebrow: "Quality you can audit",
    title: "The figures we run every project against",
    description: "Measured on every engagement and reported to you weekly.",
    items: [
      { value: "κ ≥ 0.80", label: "Cohen's Kappa inter-annotator agreement", meter: { at: 0.8, of: 1 } },
      { value: "0.0%", label: "Data leakage" },
      { value: "4.7×", label: "Throughput" },
      { value: "−48%", label: "Handle time" },
      { value: "≤ 72 h", label: "Ramp-up" },
      { value: "10 → 400+", label: "Pilot of 10 annotators scaling to 400+" },
      {
        value: "≥ 85%",
        label: "Golden-set accuracy, with 10–15% of tasks as golden-set audits",
        meter: { at: 85, of: 100 },
        auditShare: { min: 10, max: 15, label: "Tasks re-checked as golden-set audits" },
      },
    ],
  },
  comparison: {
    eyebrow: "How we compare",
    title: "LatamMatch vs generic crowdsourcing vs traditional staffing",
    description: "What each model gives you when training data quality decides model quality.",
    caption: "Capabilities of three ways to source human data for LLM training",
    providerNames: {
      latammatch: "LatamMatch",
      crowdsourcing: "Generic crowdsourcing",
      staffing: "Traditional staffing",
    },
    rows: [
      {
        feature: "Domain experts vetted for each project (coding, STEM, law, finance)",
        values: { latammatch: "yes", crowdsourcing: "no", staffing: "partial" },
      },
      {
        feature: "Inter-annotator agreement measured (Cohen's Kappa ≥ 0.80)",
        values: { latammatch: "yes", crowdsourcing: "partial", staffing: "no" },
      },
      {
        feature: "Golden-set audits on 10–15% of tasks",
        values: { latammatch: "yes", crowdsourcing: "partial", staffing: "no" },
      },
      {
        feature: "Dedicated, named annotators who stay on your project",
        values: { latammatch: "yes", crowdsourcing: "no", staffing: "yes" },
      },
      {
        feature: "Ramp-up in 72 hours or less",
        values: { latammatch: "yes", crowdsourcing: "yes", staffing: "no" },
      },
      {
        feature: "Scale from a 10-person pilot to 400+ annotators",
        values: { latammatch: "yes", crowdsourcing: "yes", staffing: "partial" },
      },
      {
        feature: "NDAs, IP assignment and controlled data access",
        values: { latammatch: "yes", crowdsourcing: "partial", staffing: "yes" },
      },
      {
        feature: "Working hours that overlap U.S. research teams",
        values: { latammatch: "yes", crowdsourcing: "no", staffing: "partial" },
      },
    ],
  },
  deepDives: {
    eyebrow: "Deep dives",
    title: "How we think about human data",
    description: "Two short guides from our delivery team. Open one to read it.",
    articles: [
      {
        id: "rlhf-vs-sft",
        title: "RLHF vs SFT: which human data does your model need?",
        summary:
          "Supervised fine-tuning teaches a model what good answers look like; RLHF teaches it which of several answers people prefer. Most programs need both, in that order.",
        readingTime: "4 min read",
        sections: [
          {
            heading: "Supervised fine-tuning (SFT)",
            paragraphs: [
              "SFT trains the model on prompt and response pairs written or edited by people. The model learns by imitation, so the data has to show exactly the behavior you want: format, tone, reasoning steps and the right refusals.",
              "Because every example is a target, quality matters more than volume. A few thousand expert-written demonstrations in a domain usually do more than a large, noisy set.",
            ],
            bullets: [
              "Best for: new skills, domain knowledge, output formats and tool-call syntax.",
              "Annotator profile: writers and domain experts who can produce a complete, correct answer.",
              "Quality signal: rubric scores and expert review of each demonstration.",
            ],
          },
          {
            heading: "Reinforcement learning from human feedback (RLHF)",
            paragraphs: [
              "RLHF collects comparisons: annotators see two or more responses to the same prompt and rank them. Those preferences train a reward model, and the language model is then optimized against it, usually with PPO, or directly from the preference pairs with methods such as DPO.",
              "Ranking is faster than writing, but preferences are subjective. Clear guidelines, calibration rounds and agreement tracking keep the reward signal consistent instead of averaging out disagreement.",
            ],
            bullets: [
              "Best for: helpfulness, harmlessness, style and choosing between plausible answers.",
              "Annotator profile: careful raters trained on a written rubric, with experts for technical prompts.",
              "Quality signal: inter-annotator agreement (Cohen's Kappa) and golden-set accuracy.",
            ],
          },
          {
            heading: "Choosing the mix",
            paragraphs: [
              "Start with SFT when the model cannot yet produce the behavior at all. Move to preference data once it produces reasonable candidates and the question becomes which one is better. Keep a small SFT stream running for new skills while RLHF refines the rest.",
              "We staff both with the same vetted pool, so the experts who wrote your demonstrations can also calibrate the raters who rank the outputs.",
            ],
          },
        ],
      },
      {
        id: "qa-design",
        title: "Designing QA for annotation: agreement, golden sets and audits",
        summary:
          "Quality in human data is designed, not inspected at the end. Three layers catch different failures: agreement between annotators, golden-set checks and expert audits.",
        readingTime: "5 min read",
        sections: [
          {
            heading: "Measure agreement with Cohen's Kappa",
            paragraphs: [
              "Raw percent agreement overstates quality when one label is common. Cohen's Kappa corrects for the agreement two annotators would reach by chance, so it shows whether the guidelines are actually understood.",
              "We overlap a share of tasks between annotators and hold each project to a Kappa of 0.80 or more. When agreement drops, we rewrite the ambiguous guideline and recalibrate rather than overrule individual annotators.",
            ],
          },
          {
            heading: "Inject golden-set tasks",
            paragraphs: [
              "Golden-set tasks have answers agreed in advance by experts. We mix them into the normal queue, unmarked, at 10–15% of tasks, so they measure everyday accuracy rather than test-day accuracy.",
              "Annotators are expected to stay at or above 85% golden-set accuracy. Falling below triggers targeted retraining on the failed task types before the annotator returns to the live queue.",
            ],
            bullets: [
              "Refresh the golden set regularly so annotators cannot memorize it.",
              "Cover edge cases and refusals, not only the easy majority.",
              "Track accuracy per task type to find guideline gaps.",
            ],
          },
          {
            heading: "Audit, report and prevent leakage",
            paragraphs: [
              "Senior reviewers audit a sample of every annotator's work each week and feed findings back into the guidelines. You receive the agreement, golden-set and audit figures in a weekly report.",
              "Leakage prevention is part of QA: project data stays in your tools or ours with controlled access, evaluation prompts never appear in training batches, and every annotator signs an NDA and IP assignment.",
            ],
          },
        ],
      },
    ],
  },
  results: {
    eyebrow: "Client results",
    title: "What our annotation teams delivered",
    description: "What an annotation team delivers, in three engagements of the kind we run.",
    note: sampleNotice(),
    items: [
      {
        client: "Foundation-model lab, United States",
        engagement: "RLHF preference ranking for a coding assistant",
        summary:
          "A pilot of 10 software engineers ranked model outputs on real coding prompts, then scaled to 400+ annotators as the lab expanded to new languages.",
        results: [
          { value: "10 → 400+", label: "Annotators" },
          { value: "κ 0.82", label: "Agreement at scale" },
          { value: "≤ 72 h", label: "Ramp-up per new cohort" },
        ],
      },
      {
        client: "Enterprise AI platform",
        engagement: "SFT demonstrations for customer-support agents",
        summary:
          "Bilingual experts wrote and edited support dialogues with tool calls, replacing a crowdsourced vendor whose data needed heavy rework.",
        results: [
          { value: "4.7×", label: "Throughput" },
          { value: "−48%", label: "Handle time per task" },
          { value: "91%", label: "Golden-set accuracy" },
        ],
      },
      {
        client: "Healthcare AI startup",
        engagement: "Model evaluation with clinical reviewers",
        summary:
          "Clinicians scored model answers against a safety rubric under strict data-access controls and NDAs.",
        results: [
          { value: "0.0%", label: "Data leakage" },
          industrySavingsItem(llmStats),
          claimTile("retention90dLlm"),
        ],
      },
    ],
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "How fast can an annotation team start?",
        answer:
          "Annotators ramp up in 72 hours or less. We usually start with a pilot of 10 annotators, calibrate on your guidelines, and scale once the quality figures are where you need them.",
      },
      {
        question: "How do you measure annotation quality?",
        answer:
          "We track inter-annotator agreement with Cohen's Kappa (target 0.80 or more), inject golden-set tasks into 10–15% of the queue with a target of 85% accuracy or more, and run weekly expert audits. You get all three in a weekly report.",
      },
      {
        question: "Do you support both RLHF and SFT?",
        answer:
          "Yes. We staff preference ranking and reward-model data for RLHF, written demonstrations for SFT, and evaluation and red-teaming work, from the same vetted pool of domain experts.",
      },
      {
        question: "How is our data protected?",
        answer:
          "Every annotator signs an NDA and IP assignment, works only in the tools and environments you approve, and has access only to the data their tasks require. Our engagements have run with 0.0% data leakage.",
      },
      {
        question: "How large can a team get?",
        answer:
          "Teams grow from a pilot of 10 annotators to 400+ as volume grows, with the same QA design at every size.",
      },
    ],
  },
  service: {
    name: "Human data teams for LLM training",
    serviceType: "Data annotation and LLM training data services",
    description:
      "Managed teams of vetted Latin American annotators and domain experts for RLHF, supervised fine-tuning and model evaluation, with measured inter-annotator agreement and golden-set audits.",
    areaServed: ["United States"],
  },
  cta: {
    title: "Start with a 10-annotator pilot",
    description:
      "Tell us about your data, guidelines and volume. We reply within 24 hours with a pilot plan.",
    actions: [
      { label: "Start a Pilot", href: pages.pilotRequest.path },
      { label: "Request a Proposal", href: pages.pilotRequest.path, variant: "secondary" },
    ],
  },
};
