/**
 * The job board's fixed vocabulary (types, statuses) and the openings a fresh install starts
 * with: SPEC's three job listing samples (section 3, `llmJobSamples`) as published openings, with
 * the texts candidates read on their pages. The team edits or closes them in the inbox like any
 * other opening.
 */
import type { StackSlug } from "./categories";
import { jobListingBenefits, llmJobSamples } from "./job-samples";
import type { SeniorityLevel } from "./seniority";

export const JOB_TYPES = ["Full-Time", "Contract"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_STATUSES = ["draft", "published", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobStatusLabels: Record<JobStatus, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
};

/** The languages an opening may also be written in, besides English. */
export const JOB_TRANSLATION_LOCALES = ["es", "pt-br"] as const;
export type JobTranslationLocale = (typeof JOB_TRANSLATION_LOCALES)[number];
export const jobTranslationLabels: Record<JobTranslationLocale, string> = {
  es: "Spanish",
  "pt-br": "Portuguese",
};

/** An opening's texts; the English ones are the opening's own, the others optional versions. */
export interface JobOpeningTexts {
  title: string;
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
}
export type JobOpeningTranslations = Partial<Record<JobTranslationLocale, JobOpeningTexts>>;

export interface SampleOpening extends JobOpeningTexts {
  category: "llm-specialists";
  stack: StackSlug;
  seniority: SeniorityLevel;
  type: JobType;
  /** The sample's one hourly rate, USD: the range's both ends. */
  rate: number;
}

/** "$33/hour" → 33. */
function hourlyRate(rate: string): number {
  const match = /^\$(\d+)\/hour$/.exec(rate);
  if (!match) throw new Error(`Not an hourly rate: ${rate}`);
  return Number(match[1]);
}

const sharedBenefits = jobListingBenefits
  .map((benefit) => `- **${benefit.title}.** ${benefit.description}`)
  .join("\n");

const sampleTexts: Record<string, Omit<SampleOpening, "title" | "type" | "rate" | "benefits">> = {
  "RLHF Specialist": {
    category: "llm-specialists",
    stack: "rlhf",
    seniority: "mid",
    description:
      "A U.S. model builder is hiring an RLHF specialist to rank and critique model answers that shape how its assistant behaves.",
    responsibilities: [
      "- Compare and rank model responses against written rubrics",
      "- Write short rationales for each preference",
      "- Flag unclear rubric cases and suggest fixes",
    ].join("\n"),
    requirements: [
      "- Experience with preference ranking or rubric-based evaluation",
      "- Working Python for small data checks",
      "- Fluent written English",
    ].join("\n"),
  },
  "Supervised Fine-Tuning Expert": {
    category: "llm-specialists",
    stack: "sft",
    seniority: "senior",
    description:
      "Write and review the instruction data a U.S. AI team fine-tunes its models on, from prompts to step-by-step answers.",
    responsibilities: [
      "- Write instruction and answer pairs with clear chain-of-thought",
      "- Review other writers' data for quality and consistency",
      "- Keep the QA checklist up to date",
    ].join("\n"),
    requirements: [
      "- Experience creating instruction data for fine-tuning",
      "- A careful eye for quality assurance",
      "- Fluent written English",
    ].join("\n"),
  },
  "Prompt Engineer": {
    category: "llm-specialists",
    stack: "prompt-engineering",
    seniority: "mid",
    description:
      "Design, test and maintain the prompts behind a U.S. product's AI features, measured with evals.",
    responsibilities: [
      "- Design prompts and function-calling schemas",
      "- Build and run evals that compare prompt versions",
      "- Document what works for the product team",
    ].join("\n"),
    requirements: [
      "- Hands-on prompt design for production features",
      "- Experience writing evals",
      "- Fluent written English",
    ].join("\n"),
  },
};

/** SPEC's three samples as openings, titles, types and rates from `llmJobSamples`. */
export const sampleOpenings: readonly SampleOpening[] = llmJobSamples.map((sample) => {
  const texts = sampleTexts[sample.title];
  if (!texts) throw new Error(`No opening texts for the sample ${sample.title}`);
  return {
    ...texts,
    description: `${texts.description}\n\n**Stack:** ${sample.stack}`,
    title: sample.title,
    type: sample.type,
    rate: hourlyRate(sample.rate),
    benefits: sharedBenefits,
  };
});
