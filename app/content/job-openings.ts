/**
 * The job board's fixed vocabulary (types, statuses) and the openings a fresh install starts
 * with, so the board covers every category: SPEC's three job listing samples (section 3,
 * `llmJobSamples`), and the roles the developers, sales, marketing, design and AI pages say
 * companies are hiring for, as published openings with the texts candidates read on their pages.
 * The team edits or closes them in the inbox like any other opening.
 *
 * An opening's rate is what the talent is paid: a part of the stack's all-inclusive hourly rate
 * (pricing-model.ts): each sample's pay lies between 40% of the bottom of its stack's range and
 * 80% of its top (job-openings.test.ts).
 */
import type { CategorySlug, StackSlug } from "./categories";
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
  category: CategorySlug;
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
const llmSampleOpenings: readonly SampleOpening[] = llmJobSamples.map((sample) => {
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

/** A sample opening of another category: its texts, its stack line and its hourly pay. */
function opening(
  sample: Omit<SampleOpening, "benefits" | "description"> & { description: string; stackLine: string },
): SampleOpening {
  const { stackLine, ...texts } = sample;
  return {
    ...texts,
    description: `${texts.description}\n\n**Stack:** ${stackLine}`,
    benefits: sharedBenefits,
  };
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The roles the other five categories' pages name, one category after another. */
const categorySampleOpenings: readonly SampleOpening[] = [
  opening({
    title: "Senior Backend Engineer, Fintech",
    category: "developers",
    stack: "backend",
    seniority: "senior",
    type: "Full-Time",
    rate: 44,
    description:
      "A U.S. payments company is hiring a senior backend engineer to build the services that move its customers' money: ledgers, payouts and the event pipeline behind them.",
    stackLine: "Go · PostgreSQL · Kafka · AWS",
    responsibilities: list([
      "Design and ship Go services for payouts, reconciliation and the ledger",
      "Model money movements in PostgreSQL with correctness and auditability first",
      "Own Kafka topics and consumers end to end, from schema to alerting",
      "Review pull requests and pair with the U.S. team in its own time zone",
    ]),
    requirements: list([
      "6+ years building backend services in production, 2+ of them in Go",
      "Solid SQL and transaction design in PostgreSQL",
      "Experience with event streaming (Kafka or similar) and AWS",
      "Fluent spoken and written English",
    ]),
  }),
  opening({
    title: "React Native Developer, Health App",
    category: "developers",
    stack: "mobile",
    seniority: "mid",
    type: "Full-Time",
    rate: 39,
    description:
      "Join the mobile team of a U.S. digital health company and build the app patients use to book visits, message their care team and track their treatment.",
    stackLine: "React Native · TypeScript · Expo",
    responsibilities: list([
      "Build features in React Native and TypeScript for iOS and Android",
      "Ship releases through Expo and the app stores with the QA team",
      "Keep the app accessible and fast on older phones",
      "Work with designers and the backend team on new flows",
    ]),
    requirements: list([
      "3+ years of mobile development, 2+ with React Native",
      "Strong TypeScript and experience with Expo",
      "Care for accessibility and handling sensitive data",
      "Fluent written English; spoken English for daily standups",
    ]),
  }),
  opening({
    title: "DevOps Engineer, B2B SaaS",
    category: "developers",
    stack: "devops",
    seniority: "senior",
    type: "Contract",
    rate: 46,
    description:
      "A U.S. B2B SaaS company is looking for a DevOps engineer to run its Kubernetes platform and make every deploy boring, on a long-term contract.",
    stackLine: "Terraform · Kubernetes · GitHub Actions",
    responsibilities: list([
      "Manage the cloud infrastructure as code with Terraform",
      "Run and upgrade the Kubernetes clusters the product runs on",
      "Build and speed up the CI/CD pipelines in GitHub Actions",
      "Improve monitoring, alerting and the on-call runbooks",
    ]),
    requirements: list([
      "5+ years in DevOps, SRE or platform engineering",
      "Production experience with Kubernetes and Terraform",
      "CI/CD pipelines you have built and maintained",
      "Fluent spoken and written English",
    ]),
  }),
  opening({
    title: "Mid-Market Account Executive",
    category: "sales",
    stack: "enterprise-ae",
    seniority: "mid",
    type: "Full-Time",
    rate: 28,
    description:
      "A U.S. SaaS company selling to mid-market teams is hiring an account executive to run its sales cycle from discovery to signature. The hourly pay is the base; commission comes on top.",
    stackLine: "Salesforce · Gong · MEDDICC",
    responsibilities: list([
      "Run discovery calls, demos and negotiations with U.S. buyers",
      "Qualify and forecast deals with MEDDICC in Salesforce",
      "Work with SDRs and customer success on a smooth handover",
      "Hit a quarterly quota, with commission on every closed deal",
    ]),
    requirements: list([
      "3+ years closing B2B SaaS deals, ideally with U.S. companies",
      "A track record against quota you can walk us through",
      "Experience with Salesforce and call recording such as Gong",
      "Fluent, confident spoken English",
    ]),
  }),
  opening({
    title: "Outbound SDR, Developer Tools",
    category: "sales",
    stack: "sdr-bdr",
    seniority: "junior",
    type: "Full-Time",
    rate: 19,
    description:
      "Book the first meetings of a U.S. developer tools company with engineering leaders. The hourly pay is the base; commission on every qualified meeting comes on top.",
    stackLine: "Outreach · Apollo · LinkedIn Sales Navigator",
    responsibilities: list([
      "Research accounts and engineering leaders who fit the profile",
      "Write and run outbound sequences in Outreach and on LinkedIn",
      "Qualify interest and book meetings for the account executives",
      "Keep every touch logged and the pipeline clean",
    ]),
    requirements: list([
      "1+ year in outbound prospecting, SDR or BDR roles",
      "Curiosity about software and the people who build it",
      "Comfort with Apollo, Outreach or similar tools",
      "Fluent spoken and written English",
    ]),
  }),
  opening({
    title: "Customer Success Manager, HR Tech",
    category: "sales",
    stack: "customer-success",
    seniority: "mid",
    type: "Full-Time",
    rate: 18,
    description:
      "Look after a book of U.S. customers of an HR software company, from onboarding to renewal. The hourly pay is the base; a quarterly bonus on renewals comes on top.",
    stackLine: "Gainsight · HubSpot · Zendesk",
    responsibilities: list([
      "Onboard new customers and get them to their first results",
      "Run business reviews and spot expansion opportunities",
      "Track account health in Gainsight and act on risk early",
      "Work with support and product on what customers ask for",
    ]),
    requirements: list([
      "3+ years in customer success or account management for SaaS",
      "Experience owning renewals for a book of accounts",
      "Familiarity with Gainsight, HubSpot or Zendesk",
      "Fluent spoken and written English",
    ]),
  }),
  opening({
    title: "Growth Marketing Manager, B2B SaaS",
    category: "marketing",
    stack: "growth",
    seniority: "mid",
    type: "Full-Time",
    rate: 36,
    description:
      "A U.S. B2B SaaS company is hiring a growth marketer to own paid acquisition and the experiments that turn visitors into trials.",
    stackLine: "Google Ads · LinkedIn Ads · GA4 · HubSpot",
    responsibilities: list([
      "Plan and run paid campaigns on Google and LinkedIn",
      "Design A/B tests on landing pages and the signup flow",
      "Report pipeline and cost per acquisition each week",
      "Work with content and sales on campaigns that convert",
    ]),
    requirements: list([
      "3+ years in growth or performance marketing for B2B",
      "Hands-on with GA4, HubSpot and the ad platforms",
      "Comfort with numbers and a test-and-learn habit",
      "Fluent written English",
    ]),
  }),
  opening({
    title: "Product Designer",
    category: "design",
    stack: "product-design",
    seniority: "mid",
    type: "Contract",
    rate: 38,
    description:
      "Design the core workflows of a U.S. SaaS product with its product managers and engineers, from research to shipped screens, on a long-term contract.",
    stackLine: "Figma · Design systems · User research",
    responsibilities: list([
      "Turn product goals into flows, wireframes and polished screens in Figma",
      "Extend and keep the design system consistent",
      "Run usability tests and share what you learn",
      "Work with engineers until the design ships as intended",
    ]),
    requirements: list([
      "4+ years of product design for web or SaaS products",
      "A portfolio that shows your process, not only results",
      "Experience with design systems in Figma",
      "Fluent spoken and written English",
    ]),
  }),
  opening({
    title: "Machine Learning Engineer",
    category: "ai-specialists",
    stack: "machine-learning",
    seniority: "mid",
    type: "Full-Time",
    rate: 48,
    description:
      "A U.S. e-commerce company is hiring a machine learning engineer to train, ship and monitor the ranking and recommendation models behind its store.",
    stackLine: "Python · PyTorch · AWS SageMaker",
    responsibilities: list([
      "Train and evaluate ranking and recommendation models in PyTorch",
      "Deploy models to production on AWS SageMaker",
      "Build the features and data pipelines the models need",
      "Monitor model quality and retrain when it drifts",
    ]),
    requirements: list([
      "3+ years building machine learning models that run in production",
      "Strong Python and PyTorch",
      "Experience with AWS, ideally SageMaker",
      "Fluent written English",
    ]),
  }),
];

/** Every opening a fresh install starts with: SPEC's LLM samples, then the other categories'. */
export const sampleOpenings: readonly SampleOpening[] = [...llmSampleOpenings, ...categorySampleOpenings];
