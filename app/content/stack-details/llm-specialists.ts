import type { categories } from "../categories";
import { stackFaqDurations } from "./faq-durations";
import type { StackDetails } from "./types";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("en");

type LlmSpecialistStackSlug = Extract<
  (typeof categories)[number],
  { slug: "llm-specialists" }
>["stacks"][number]["slug"];

export const llmSpecialistStackDetails = {
  rlhf: {
    description:
      "RLHF specialists produce the human preference data that teaches language models to be helpful, honest and safe: ranking responses, writing critiques and rewriting answers to a detailed rubric. LatamMatch RLHF specialists are degree-educated, write precise English and are screened for the consistency reward models depend on, calibrating against golden sets before they touch production tasks.",
    technologies: [
      "Label Studio",
      "Labelbox",
      "Argilla",
      "Prodigy",
      "Hugging Face Datasets",
      "JSONL",
      "Python",
      "Google Sheets",
      "Airtable",
      "Jira",
      "Slack",
      "Pairwise preference ranking",
      "Likert-scale rating",
      "Rubric-based grading",
      "Red teaming",
      "Golden-set calibration",
      "Inter-annotator agreement",
    ],
    responsibilities: [
      "Compare and rank model responses for helpfulness, accuracy, safety and instruction following",
      "Write clear justifications and critiques that explain each preference judgment",
      "Rewrite or edit responses into ideal answers that meet the project rubric",
      "Red-team models with adversarial prompts and document unsafe or incorrect behavior",
      "Flag ambiguous guidelines and help project leads refine the rubric",
      "Hold quality targets measured by golden-set accuracy and inter-annotator agreement",
    ],
    requirements: [
      "Bachelor's degree or equivalent experience; domain expertise in coding, math, law or medicine is valued for specialist projects",
      "C1 English writing with strong reading comprehension",
      "1+ year in annotation, content moderation, editing, teaching or research work that demands careful judgment",
      "Golden-set accuracy of 85% or higher on our calibration tasks",
      "Ability to follow long, evolving guidelines and explain decisions in writing",
      "A reliable schedule and comfort working against productivity and quality metrics",
    ],
    faqs: [
      {
        question: "How do you measure the quality of RLHF work?",
        answer:
          "Every specialist calibrates on golden tasks with known answers before production, and must reach at least 85% accuracy. During the project, 10-15% of tasks are golden-set audits mixed into the normal queue, and we track agreement between raters, aiming for a Cohen's kappa of 0.80 or higher.",
      },
      {
        question: "Can we get RLHF specialists with domain expertise?",
        answer:
          "Yes. Alongside generalists with strong writing, we have specialists with backgrounds in software engineering, mathematics, law, medicine and finance for preference tasks where a wrong answer can look convincing. Tell us the domains and we shortlist for them.",
      },
      {
        question: "How fast can an RLHF team start?",
        answer: `For individual roles we send a shortlist of 3-5 vetted specialists within ${duration.shortlist}. For teams, new annotators ramp up on your guidelines within ${duration.rampUp}, and a common pattern is a pilot of around 10 people that scales to 400+ once quality is proven.`,
      },
      {
        question: "Can we trial RLHF specialists before scaling?",
        answer: `Yes. Individual placements start with a ${duration.trialBeforeNoun} paid trial on your actual tasks, scored against your rubric and golden set, and 90-96% of trials convert. For larger teams the pilot plays the same role before headcount grows.`,
      },
      {
        question: "How selective is vetting, and what does it cost?",
        answer:
          "About 3% of applicants pass, because judgment and written English are tested on real preference tasks rather than a generic quiz. {{employerSavings}}",
      },
    ],
    seoTitle: "Hire RLHF Specialists from Latin America | LatamMatch",
    seoDescription: `Hire degree-educated Latin American RLHF specialists for preference ranking, critiques and red teaming. Golden-set calibrated, ${duration.shortlistBeforeNoun} shortlist.`,
    opportunityExamples: [
      {
        title: "RLHF Specialist, General Assistant Preferences",
        type: "Full-Time",
        location: "Remote",
        rate: "$36/hour",
        stack: "Pairwise ranking · Rubric grading · Label Studio",
      },
      {
        title: "RLHF Specialist, Code Responses",
        type: "Full-Time",
        location: "Remote",
        rate: "$43/hour",
        stack: "Python · JavaScript · Preference ranking · Critiques",
      },
      {
        title: "Red Teaming Specialist, Model Safety",
        type: "Contract",
        location: "Remote",
        rate: "$40/hour",
        stack: "Adversarial prompting · Safety taxonomies · Argilla",
      },
    ],
  },
  sft: {
    description:
      "SFT specialists write the demonstration data used for supervised fine-tuning: prompts and ideal responses that show a model exactly how to follow instructions, reason step by step and match a target style. LatamMatch SFT writers combine strong English prose with subject knowledge in areas such as coding, math and business writing, and are vetted on accuracy, originality and guideline adherence.",
    technologies: [
      "Label Studio",
      "Argilla",
      "Labelbox",
      "Hugging Face Datasets",
      "JSONL",
      "Markdown",
      "LaTeX",
      "Python",
      "JavaScript",
      "Jupyter",
      "Git",
      "Google Docs",
      "Google Sheets",
      "Airtable",
      "Slack",
    ],
    responsibilities: [
      "Write prompts and high-quality reference responses across assigned domains and task types",
      "Produce multi-turn conversations that demonstrate instruction following, clarifying questions and appropriate refusals",
      "Write step-by-step worked solutions for math, logic and coding tasks, verified for correctness",
      "Review and edit other writers' samples for accuracy, tone and guideline compliance",
      "Format data correctly in JSONL, Markdown or LaTeX as the pipeline requires",
      "Track guideline changes and report recurring edge cases to project leads",
    ],
    requirements: [
      "Bachelor's degree; an advanced degree or professional experience is valued for domain projects",
      "C1-C2 English writing with excellent grammar and structure",
      "Proven expertise in at least one domain, such as software, math, science, finance, law or medicine",
      "For coding tracks: 2+ years of programming in Python, JavaScript or another mainstream language",
      "The habit of researching and verifying facts instead of guessing",
      "Steady throughput while meeting quality thresholds",
    ],
    faqs: [
      {
        question: "What is the difference between SFT and RLHF work?",
        answer:
          "SFT specialists write the ideal answer from scratch, so the model learns by example. RLHF specialists compare answers the model already produced and explain which is better. SFT demands stronger original writing and subject knowledge; many projects use both, and we staff each with the right profile.",
      },
      {
        question: "How do you vet SFT writers?",
        answer:
          "Candidates write responses to a set of prompts in their domain under time limits, and reviewers grade them blind for correctness, completeness, tone and guideline adherence. Coding and math tracks include verified solutions. Only about 3% of applicants pass.",
      },
      {
        question: "Which domains do your SFT specialists cover?",
        answer: `Software engineering in several languages, mathematics, physics, chemistry, finance, law, medicine and general business writing, plus Spanish and Portuguese for multilingual datasets. Send us the domains and volumes and we return a shortlist of 3-5 specialists within ${duration.shortlist}.`,
      },
      {
        question: "How do we check SFT quality before committing?",
        answer: `Each specialist starts with a ${duration.trialBeforeNoun} paid trial on your prompts, reviewed against your guidelines, and 90-96% of trials convert. On team projects, 10-15% of tasks are re-reviewed as quality audits throughout, so quality is measured continuously rather than only at the start.`,
      },
      {
        question: "What does an SFT specialist cost compared with U.S. writers?",
        answer:
          "{{employerSavings}} About 95% of our SFT specialists remain on their project after six months, which keeps style consistent across large datasets.",
      },
    ],
    seoTitle: "Hire SFT Specialists and Writers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American SFT specialists who write expert prompts and responses for fine-tuning in coding, math and more. ${duration.shortlistBeforeNoun} shortlist, paid trial.`,
    opportunityExamples: [
      {
        title: "Supervised Fine-Tuning Expert",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hour",
        stack: "Prompt-response writing · JSONL · Style guides",
      },
      {
        title: "SFT Specialist, Python Coding Tasks",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hour",
        stack: "Python · Jupyter · Markdown",
      },
      {
        title: "SFT Writer, Mathematics and Reasoning",
        type: "Contract",
        location: "Remote",
        rate: "$38/hour",
        stack: "LaTeX · Step-by-step solutions · Argilla",
      },
    ],
  },
  "prompt-engineering": {
    description:
      "Prompt engineers design, test and maintain the prompts, system instructions and evaluation sets behind LLM features, so outputs stay accurate, on-brand and consistent as models change. LatamMatch prompt engineers work systematically: they version prompts, build test cases for edge cases and measure each improvement instead of tweaking by feel.",
    technologies: [
      "OpenAI API",
      "Azure OpenAI",
      "Amazon Bedrock",
      "Vertex AI",
      "LangChain",
      "LangSmith",
      "Langfuse",
      "LlamaIndex",
      "DSPy",
      "promptfoo",
      "Python",
      "Jupyter",
      "JSON Schema",
      "Pydantic",
      "Git",
      "Google Sheets",
    ],
    responsibilities: [
      "Write and iterate on system prompts, few-shot examples and output schemas for product features",
      "Build evaluation sets covering typical cases, edge cases and adversarial inputs",
      "Run prompt experiments and compare versions with automated and human scoring",
      "Version prompts alongside code and record why each change was made",
      "Test for prompt injection, jailbreaks and unsafe output, and add mitigations",
      "Track quality, latency and token cost across models and recommend trade-offs",
    ],
    requirements: [
      "2+ years working with LLMs in products, research or content operations",
      "Excellent written English (C1 or above) and precise, structured thinking",
      "Basic to intermediate Python for running experiments and parsing outputs",
      "Experience with structured outputs (JSON Schema) and function or tool calling",
      "Familiarity with evaluation tooling such as promptfoo, LangSmith or Langfuse",
      "A background in a domain such as software, support, legal or marketing is a plus",
    ],
    faqs: [
      {
        question: "How do you tell a real prompt engineer from someone who just writes prompts?",
        answer:
          "We give candidates a feature with a failing prompt and ask them to build a small evaluation set first, then improve the prompt and show the before and after scores. People who only tweak wording until one example looks right do not pass; about 3% of applicants do.",
      },
      {
        question: "Are your prompt engineers tied to one model?",
        answer:
          "No. They work across hosted models from several providers, through direct APIs or cloud platforms such as Azure OpenAI, Amazon Bedrock and Vertex AI, and re-run evaluations whenever a model version changes so regressions are caught before users see them.",
      },
      {
        question: "How fast can we add a prompt engineer?",
        answer: `Within ${duration.shortlist} we send 3-5 prompt engineers matched to your use case, such as support automation, content generation, extraction or agents with tool calling, and to the depth of Python your team expects.`,
      },
      {
        question: "What should a prompt engineer deliver in the trial?",
        answer: `A good ${duration.trialBeforeNoun} paid trial goal is an evaluation set for one feature plus a measured improvement on it, with the prompts committed to your repository. It makes quality visible from day one. Between 90% and 96% of trials become long-term placements.`,
      },
      {
        question: "What does a prompt engineer cost through LatamMatch?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire Prompt Engineers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American prompt engineers who build evaluation sets and measurable prompt improvements for LLM features. ${duration.shortlistBeforeNoun} shortlist, paid trial.`,
    opportunityExamples: [
      {
        title: "Prompt Engineer",
        type: "Contract",
        location: "Remote",
        rate: "$29/hour",
        stack: "OpenAI API · promptfoo · Python",
      },
      {
        title: "Senior Prompt Engineer, Support Automation",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hour",
        stack: "LangSmith · JSON Schema · Amazon Bedrock",
      },
      {
        title: "Prompt and Evaluation Engineer, Content Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hour",
        stack: "Langfuse · DSPy · Vertex AI",
      },
    ],
  },
  "data-annotation": {
    description:
      "Data annotation specialists label the text, image, audio and video data that machine learning models learn from, following detailed guidelines at consistent quality and volume. LatamMatch annotators are trained on your taxonomy before production work starts, audited continuously against golden sets, and available as individual specialists or as managed teams that scale with your pipeline.",
    technologies: [
      "Label Studio",
      "CVAT",
      "Labelbox",
      "SuperAnnotate",
      "Encord",
      "V7 Darwin",
      "Prodigy",
      "doccano",
      "Roboflow",
      "Amazon SageMaker Ground Truth",
      "Bounding boxes",
      "Polygon segmentation",
      "Keypoint annotation",
      "Named entity recognition",
      "Audio transcription",
      "Google Sheets",
      "Jira",
    ],
    responsibilities: [
      "Label text, image, audio or video data according to project guidelines and taxonomies",
      "Draw bounding boxes, polygons, keypoints and segmentation masks for vision projects",
      "Tag entities, intents, sentiment and relations in text, and transcribe audio accurately",
      "Meet daily throughput targets while keeping accuracy above the golden-set threshold",
      "Flag unclear cases and guideline gaps to the project lead",
      "Review peers' work in QA passes and help maintain inter-annotator agreement",
    ],
    requirements: [
      "Completed secondary education; university studies or a domain background such as medical or legal is preferred for specialized projects",
      "B2 English or higher, and C1 for text and language tasks",
      "Strong attention to detail and the discipline to follow long written guidelines",
      "Prior annotation, transcription or data-entry experience is a plus; tool training is provided",
      "Golden-set accuracy of 85% or higher during onboarding",
      "A reliable internet connection and availability for agreed shifts",
    ],
    faqs: [
      {
        question: "How large can an annotation team get, and how quickly?",
        answer: `Most clients start with a pilot of about 10 annotators and scale to 400+ once quality and throughput are proven. New annotators are productive on your guidelines within ${duration.rampUp}, and for individual or lead roles we send a shortlist of 3-5 candidates within ${duration.shortlist}.`,
      },
      {
        question: "How do you keep label quality high?",
        answer:
          "Annotators must reach at least 85% golden-set accuracy before production. After that, 10-15% of tasks are golden-set audits injected into the queue, and we track inter-annotator agreement with a target Cohen's kappa of 0.80 or higher, retraining or rotating anyone who drifts.",
      },
      {
        question: "Which data types and tools do your annotators handle?",
        answer:
          "Images and video (boxes, polygons, keypoints, segmentation, tracking), text (entities, classification, sentiment), audio transcription and LLM output rating. They work in your platform, whether CVAT, Label Studio, Labelbox or an in-house tool, or we recommend one.",
      },
      {
        question: "Can we test annotators before committing?",
        answer: `Yes. Individual hires start with a ${duration.trialBeforeNoun} paid trial on your real tasks, scored against your golden set, and 90-96% of trials convert. For teams, the pilot phase serves the same purpose before you scale.`,
      },
      {
        question: "How is our data protected, and what does it cost?",
        answer:
          "Under Comprehensive Staff Augmentation every annotator signs an NDA and IP assignment, and access follows your security rules. {{employerSavings}}",
      },
    ],
    seoTitle: "Hire Data Annotation Specialists from LATAM | LatamMatch",
    seoDescription: `Hire Latin American data annotators for image, video, text and audio labeling. Golden-set audited, teams from 10 to 400+, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Data Annotation Specialist, Autonomous Systems",
        type: "Full-Time",
        location: "Remote",
        rate: "$26/hour",
        stack: "CVAT · Bounding boxes · Polygon segmentation",
      },
      {
        title: "Text Annotation Specialist, NER and Classification",
        type: "Contract",
        location: "Remote",
        rate: "$24/hour",
        stack: "Label Studio · Named entity recognition · Sentiment",
      },
      {
        title: "Annotation QA Lead, Medical Imaging",
        type: "Full-Time",
        location: "Remote",
        rate: "$33/hour",
        stack: "Encord · Segmentation masks · Golden-set audits",
      },
    ],
  },
  "model-evaluation": {
    description:
      "Model evaluation specialists measure how language models actually perform: they design test sets and rubrics, grade outputs, compare model versions and write up the failure patterns that guide the next training run. LatamMatch evaluators combine domain knowledge with rigorous, consistent judgment, and are vetted for calibration and clear written analysis.",
    technologies: [
      "Python",
      "pandas",
      "Jupyter",
      "SQL",
      "promptfoo",
      "OpenAI Evals",
      "lm-evaluation-harness",
      "LangSmith",
      "Langfuse",
      "Label Studio",
      "Argilla",
      "Google Sheets",
      "Rubric design",
      "Pairwise comparison",
      "Red teaming",
      "Cohen's kappa",
    ],
    responsibilities: [
      "Grade model outputs against rubrics for correctness, helpfulness, safety and style",
      "Design evaluation datasets and rubrics that target specific capabilities and known weaknesses",
      "Run side-by-side comparisons between model versions and report differences that are statistically meaningful",
      "Categorize failure modes and write clear reports with examples for research teams",
      "Measure and improve agreement between evaluators through calibration sessions",
      "Red-team models for harmful, biased or fabricated outputs",
    ],
    requirements: [
      "Bachelor's degree; expertise in STEM, coding, law, medicine or finance is valued",
      "C1 English with excellent analytical writing",
      "1+ year in evaluation, QA, research, editing or annotation work",
      "Strong spreadsheet skills; Python and pandas for analysis are a strong plus",
      "Understanding of basic statistics: agreement metrics, sampling and confidence intervals",
      "Consistent, well-documented judgment on ambiguous cases",
    ],
    faqs: [
      {
        question: "How is model evaluation different from RLHF?",
        answer:
          "RLHF produces training signal: preferences the model learns from. Evaluation measures the model without training on it, so test sets must stay clean, rubrics must be stable between runs, and results need statistical care. Our evaluators are screened for that discipline as well as for judgment.",
      },
      {
        question: "How do you vet model evaluators?",
        answer:
          "Candidates grade a batch of outputs against a rubric, and their scores are compared with an expert reference; we look for 85% or higher accuracy and consistent reasoning. They also write a short failure analysis from the batch. About 3% of applicants pass.",
      },
      {
        question: "How do you keep evaluators consistent with each other?",
        answer:
          "We run calibration rounds on shared items before and during each project and track agreement with Cohen's kappa, targeting 0.80 or higher. Hidden reference items make up 10-15% of the queue, so drift shows up in days rather than at the end of a run.",
      },
      {
        question: "How quickly can evaluators start?",
        answer: `We deliver a shortlist of 3-5 evaluators within ${duration.shortlist}, matched to the domains your model is tested on. Each placement starts with a ${duration.trialBeforeNoun} paid trial on your own rubric, and 90-96% of trials turn into long-term work.`,
      },
      {
        question: "What does model evaluation staffing cost?",
        answer:
          "{{employerSavings}} About 95% of our evaluators stay past six months, which keeps scoring comparable from one model release to the next.",
      },
    ],
    seoTitle: "Hire LLM Model Evaluation Specialists | LatamMatch",
    seoDescription: `Hire Latin American model evaluation specialists to grade LLM outputs, design rubrics and report failure modes. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Model Evaluation Specialist, Reasoning Benchmarks",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hour",
        stack: "Rubric grading · Python · pandas",
      },
      {
        title: "LLM Evaluator, Legal Domain",
        type: "Contract",
        location: "Remote",
        rate: "$42/hour",
        stack: "Pairwise comparison · Argilla · Failure analysis",
      },
      {
        title: "Evaluation Analyst, Model Releases",
        type: "Full-Time",
        location: "Remote",
        rate: "$36/hour",
        stack: "promptfoo · LangSmith · Google Sheets",
      },
    ],
  },
} satisfies StackDetails<LlmSpecialistStackSlug>;
