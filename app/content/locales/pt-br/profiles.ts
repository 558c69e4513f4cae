/**
 * Brazilian Portuguese text of the sample talent profiles: role, country and skill tags of each
 * profile, keyed by the English profile id. Names, rates, companies and styling stay in the
 * English module.
 */
import type { TalentProfile } from "~/content/profiles";

/** The ids of the English sample profiles, four per category, and the stack pages' own. */
export type SampleProfileId =
  | "dev-martina"
  | "dev-andres"
  | "dev-camila"
  | "dev-rafael"
  | "sales-lucia"
  | "sales-mateo"
  | "sales-gabriela"
  | "sales-tomas"
  | "mkt-valeria"
  | "mkt-santiago"
  | "mkt-isabela"
  | "mkt-diego"
  | "des-florencia"
  | "des-joaquin"
  | "des-beatriz"
  | "des-nicolas"
  | "ai-sofia"
  | "ai-felipe"
  | "ai-daniela"
  | "ai-ignacio"
  | "llm-paula"
  | "llm-juan"
  | "llm-renata"
  | "llm-agustin"
  | "dev-lucas"
  | "dev-valentina"
  | "dev-emiliano"
  | "mkt-carolina"
  | "ai-martin"
  | "ai-luisa"
  | "llm-rodrigo";

/** The translatable fields of one profile; `skills` is in the English order. */
export type SampleProfileText = Pick<TalentProfile, "role" | "country" | "skills">;

export const sampleProfilesText: Record<SampleProfileId, SampleProfileText> = {
  "dev-martina": {
    role: "Desenvolvedora Full-Stack Sênior",
    country: "Argentina",
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "AWS"],
  },
  "dev-andres": {
    role: "Engenheiro Backend",
    country: "Colômbia",
    skills: ["Go", "Kafka", "PostgreSQL", "Kubernetes", "gRPC"],
  },
  "dev-camila": {
    role: "Desenvolvedora Mobile",
    country: "Chile",
    skills: ["React Native", "Swift", "Kotlin", "Firebase", "App Store Connect"],
  },
  "dev-rafael": {
    role: "Engenheiro DevOps",
    country: "Brasil",
    skills: ["Terraform", "AWS", "Kubernetes", "GitHub Actions", "Datadog"],
  },
  "sales-lucia": {
    role: "Account Executive Enterprise",
    country: "Argentina",
    skills: ["MEDDICC", "Salesforce", "Gong", "Multi-threading", "Negociação"],
  },
  "sales-mateo": {
    role: "Líder de time de SDR",
    country: "Colômbia",
    skills: ["Outreach", "Apollo", "Cold calling", "LinkedIn Sales Navigator", "HubSpot"],
  },
  "sales-gabriela": {
    role: "Customer Success Manager",
    country: "Brasil",
    skills: ["Gainsight", "QBRs", "Renovações", "Zendesk", "Análise de churn"],
  },
  "sales-tomas": {
    role: "Especialista em Sales Operations",
    country: "Uruguai",
    skills: ["Administração de Salesforce", "CPQ", "Clari", "Planejamento de território", "SQL"],
  },
  "mkt-valeria": {
    role: "Líder de Analytics de Marketing",
    country: "México",
    skills: ["GA4", "Amplitude", "SQL", "Testes A/B", "Looker Studio"],
  },
  "mkt-santiago": {
    role: "Líder de Marketing de Conteúdo",
    country: "Argentina",
    skills: ["SEO", "Calendários editoriais", "Ahrefs", "Copywriting B2B", "Webflow"],
  },
  "mkt-isabela": {
    role: "Especialista em Lifecycle Marketing",
    country: "Brasil",
    skills: ["Customer.io", "Braze", "Segmentação", "Entregabilidade", "Liquid"],
  },
  "mkt-diego": {
    role: "Social Media Manager",
    country: "Colômbia",
    skills: ["TikTok", "LinkedIn", "Sprout Social", "Vídeos curtos", "Comunidade"],
  },
  "des-florencia": {
    role: "Product Designer Sênior",
    country: "Argentina",
    skills: ["Figma", "Design systems", "Prototipação", "Testes de usabilidade", "SaaS B2B"],
  },
  "des-joaquin": {
    role: "UX Researcher",
    country: "Chile",
    skills: ["Síntese de entrevistas", "Dovetail", "Maze", "Mapeamento de jornada", "Pesquisas"],
  },
  "des-beatriz": {
    role: "UI / Visual Designer",
    country: "Brasil",
    skills: ["Figma", "Sistemas visuais", "Iconografia", "Sites de marketing", "Acessibilidade"],
  },
  "des-nicolas": {
    role: "Motion Designer e 3D",
    country: "Uruguai",
    skills: ["After Effects", "Blender", "Cinema 4D", "Lottie", "Vídeos de lançamento de produto"],
  },
  "ai-sofia": {
    role: "Engenheira de Machine Learning",
    country: "Argentina",
    skills: ["PyTorch", "XGBoost", "Feature stores", "SageMaker", "Monitoramento de modelos"],
  },
  "ai-felipe": {
    role: "Engenheiro de NLP",
    country: "Brasil",
    skills: ["Transformers", "RAG", "pgvector", "spaCy", "Avaliação de LLMs"],
  },
  "ai-daniela": {
    role: "Cientista de Dados",
    country: "Colômbia",
    skills: ["Python", "Inferência causal", "dbt", "Forecasting", "Desenho de experimentos"],
  },
  "ai-ignacio": {
    role: "Engenheiro de MLOps",
    country: "Chile",
    skills: ["Kubeflow", "MLflow", "Kubernetes", "Triton", "Terraform"],
  },
  "llm-paula": {
    role: "Especialista em RLHF",
    country: "Argentina",
    skills: [
      "Ranking de preferências",
      "Design de rubricas",
      "Revisão de Python",
      "Red teaming",
      "Calibração",
    ],
  },
  "llm-juan": {
    role: "Redator de Dados de SFT",
    country: "Colômbia",
    skills: ["Redação de instruções", "Traces de chain-of-thought", "SQL", "Guias de estilo", "QA"],
  },
  "llm-renata": {
    role: "Especialista em Avaliação de Modelos",
    country: "Brasil",
    skills: [
      "Harnesses de avaliação",
      "Golden sets",
      "Kappa de Cohen",
      "Português/inglês",
      "Taxonomias de erros",
    ],
  },
  "llm-agustin": {
    role: "Prompt Engineer",
    country: "Uruguai",
    skills: ["Prompt chaining", "Function calling", "Design de few-shot", "LangSmith", "Python"],
  },
  "dev-lucas": {
    role: "Desenvolvedor Frontend",
    country: "Uruguai",
    skills: ["React", "TypeScript", "Next.js", "Tailwind CSS", "Playwright"],
  },
  "dev-valentina": {
    role: "Engenheira de Dados",
    country: "Brasil",
    skills: ["Python", "Airflow", "dbt", "Snowflake", "Spark"],
  },
  "dev-emiliano": {
    role: "Engenheiro de Automação de QA",
    country: "México",
    skills: ["Playwright", "Cypress", "TypeScript", "Testes de API", "Pipelines de CI"],
  },
  "mkt-carolina": {
    role: "Growth Marketer",
    country: "Colômbia",
    skills: ["Google Ads", "Meta Ads", "Landing pages", "CRO", "HubSpot"],
  },
  "ai-martin": {
    role: "Engenheiro de Visão Computacional",
    country: "Argentina",
    skills: ["PyTorch", "OpenCV", "YOLO", "ONNX", "Implantação na borda"],
  },
  "ai-luisa": {
    role: "Engenheira de Automação com IA",
    country: "Colômbia",
    skills: ["Python", "LangChain", "n8n", "Zapier", "OpenAI API"],
  },
  "llm-rodrigo": {
    role: "Líder de Anotação de Dados",
    country: "Brasil",
    skills: ["Label Studio", "Guias de anotação", "Golden sets", "Amostragem de QA", "Português/inglês"],
  },
};
