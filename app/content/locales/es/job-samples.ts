/**
 * Spanish sample job cards: the LLM specialists' opportunities, the example jobs of the candidate
 * pages and the job listings section with its benefit blurbs.
 */
import type { BenefitBlurb, JobSample } from "~/content/job-samples";

export type { BenefitBlurb, JobSample };

export const llmJobSamples: readonly JobSample[] = [
  {
    title: "Especialista en RLHF",
    type: "Full-Time",
    location: "Remote",
    rate: "$33/hora",
    stack: "Ranking de preferencias · Rúbricas · Python",
    role: "rlhf",
  },
  {
    title: "Experto en Supervised Fine-Tuning",
    type: "Full-Time",
    location: "Remote",
    rate: "$35/hora",
    stack: "Datos de instrucciones · Chain-of-thought · QA",
    role: "sft",
  },
  {
    title: "Prompt Engineer",
    type: "Contract",
    location: "Remote",
    rate: "$29/hora",
    stack: "Diseño de prompts · Evals · Function calling",
    role: "prompt-engineering",
  },
];

/** Roles open to candidates right now, shown on /talent and /candidates. */
export const exampleJobs: readonly JobSample[] = [
  {
    title: "Ingeniero Full-Stack Senior",
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
    rate: "$28/hora más comisión",
    stack: "Salesforce · Gong · MEDDICC",
    role: "enterprise-ae",
  },
  {
    title: "Product Designer",
    type: "Contract",
    location: "Remote",
    rate: "$38/hora",
    stack: "Figma · Design systems · Investigación de usuarios",
    role: "product-design",
  },
  {
    title: "Ingeniero de Machine Learning",
    type: "Full-Time",
    location: "Remote",
    rate: "$52/hora",
    stack: "Python · PyTorch · AWS SageMaker",
    role: "machine-learning",
  },
  {
    title: "Lifecycle Marketing Manager",
    type: "Contract",
    location: "Remote",
    rate: "$34/hora",
    stack: "Braze · SQL · Experimentación",
    role: "email",
  },
  {
    title: "Especialista en RLHF",
    type: "Full-Time",
    location: "Remote",
    rate: "$33/hora",
    stack: "Ranking de preferencias · Rúbricas · Python",
    role: "rlhf",
  },
];

/** The three benefit blurbs of the job listings section. */
export const jobListingBenefits: readonly BenefitBlurb[] = [
  {
    title: "Pagos en dólares estadounidenses",
    description:
      "La tarifa se acuerda en USD antes de la entrevista y se paga puntualmente cada mes, por transferencia bancaria o por la plataforma de pagos que elijas.",
  },
  {
    title: "Roles de largo plazo, no trabajos sueltos",
    description:
      "La mayoría de las colocaciones son de tiempo completo o de más de 20 horas por semana con un mismo equipo de EE. UU., y cerca del 95% sigue activa después de seis meses.",
  },
  {
    title: "Alguien de tu lado",
    description:
      "Un talent partner de LatamMatch te prepara para cada entrevista, te acompaña durante tu periodo de prueba pagado de 2 semanas y se encarga de los contratos y la facturación.",
  },
];
