/**
 * Brazilian Portuguese sample job cards: the LLM specialists' opportunities, the example jobs of
 * the candidate pages and the job listings section with its benefit blurbs.
 */
import type { BenefitBlurb, JobSample } from "~/content/job-samples";

export type { BenefitBlurb, JobSample };

export const llmJobSamples: readonly JobSample[] = [
  {
    title: "Especialista em RLHF",
    type: "Full-Time",
    location: "Remote",
    rate: "$33/hora",
    stack: "Ranking de preferências · Rubricas · Python",
    role: "rlhf",
  },
  {
    title: "Especialista em Supervised Fine-Tuning",
    type: "Full-Time",
    location: "Remote",
    rate: "$35/hora",
    stack: "Dados de instrução · Chain-of-thought · QA",
    role: "sft",
  },
  {
    title: "Prompt Engineer",
    type: "Contract",
    location: "Remote",
    rate: "$29/hora",
    stack: "Design de prompts · Evals · Function calling",
    role: "prompt-engineering",
  },
];

/** Roles open to candidates right now, shown on /talent and /candidates. */
export const exampleJobs: readonly JobSample[] = [
  {
    title: "Engenheiro Full-Stack Sênior",
    type: "Full-Time",
    location: "Remote",
    rate: "$47/hora",
    stack: "TypeScript · React · Node.js · PostgreSQL",
    role: "full-stack",
  },
  {
    title: "Account Executive, SaaS Mid-Market",
    type: "Full-Time",
    location: "Remote",
    rate: "$28/hora + comissão",
    stack: "Salesforce · Gong · MEDDICC",
    role: "enterprise-ae",
  },
  {
    title: "Product Designer",
    type: "Contract",
    location: "Remote",
    rate: "$38/hora",
    stack: "Figma · Design systems · Pesquisa com usuários",
    role: "product-design",
  },
  {
    title: "Engenheiro de Machine Learning",
    type: "Full-Time",
    location: "Remote",
    rate: "$52/hora",
    stack: "Python · PyTorch · AWS SageMaker",
    role: "machine-learning",
  },
  {
    title: "Gerente de Marketing de Lifecycle",
    type: "Contract",
    location: "Remote",
    rate: "$34/hora",
    stack: "Braze · SQL · Experimentação",
    role: "email",
  },
  {
    title: "Especialista em RLHF",
    type: "Full-Time",
    location: "Remote",
    rate: "$33/hora",
    stack: "Ranking de preferências · Rubricas · Python",
    role: "rlhf",
  },
];

/** The three benefit blurbs of the job listings section. */
export const jobListingBenefits: readonly BenefitBlurb[] = [
  {
    title: "Pagamento em dólar",
    description:
      "O valor é combinado em USD antes da entrevista e pago todo mês, em dia, por transferência bancária ou pela plataforma de pagamento que você escolher.",
  },
  {
    title: "Vagas de longo prazo, não freelas",
    description:
      "A maioria das contratações é em tempo integral ou de 20+ horas por semana com um único time dos EUA, e cerca de 95% continuam na vaga depois de seis meses.",
  },
  {
    title: "Alguém do seu lado",
    description:
      "Um talent partner da LatamMatch prepara você para cada entrevista, acompanha seu período de teste remunerado de 2 semanas e cuida do contrato e do faturamento.",
  },
];
