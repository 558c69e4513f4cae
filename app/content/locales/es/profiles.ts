/**
 * Spanish text of the sample talent profiles: role, country and skill tags of each profile, keyed
 * by the English profile id. Names, rates, companies and styling stay in the English module.
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
    role: "Desarrolladora Full-Stack Senior",
    country: "Argentina",
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "AWS"],
  },
  "dev-andres": {
    role: "Ingeniero Backend",
    country: "Colombia",
    skills: ["Go", "Kafka", "PostgreSQL", "Kubernetes", "gRPC"],
  },
  "dev-camila": {
    role: "Desarrolladora Mobile",
    country: "Chile",
    skills: ["React Native", "Swift", "Kotlin", "Firebase", "App Store Connect"],
  },
  "dev-rafael": {
    role: "Ingeniero DevOps",
    country: "Brasil",
    skills: ["Terraform", "AWS", "Kubernetes", "GitHub Actions", "Datadog"],
  },
  "sales-lucia": {
    role: "Account Executive Enterprise",
    country: "Argentina",
    skills: ["MEDDICC", "Salesforce", "Gong", "Multi-threading", "Negociación"],
  },
  "sales-mateo": {
    role: "Líder de equipo SDR",
    country: "Colombia",
    skills: ["Outreach", "Apollo", "Llamadas en frío", "LinkedIn Sales Navigator", "HubSpot"],
  },
  "sales-gabriela": {
    role: "Customer Success Manager",
    country: "Brasil",
    skills: ["Gainsight", "QBR", "Renovaciones", "Zendesk", "Análisis de churn"],
  },
  "sales-tomas": {
    role: "Especialista en Sales Operations",
    country: "Uruguay",
    skills: ["Administración de Salesforce", "CPQ", "Clari", "Planificación de territorios", "SQL"],
  },
  "mkt-valeria": {
    role: "Líder de Analítica de Marketing",
    country: "México",
    skills: ["GA4", "Amplitude", "SQL", "Pruebas A/B", "Looker Studio"],
  },
  "mkt-santiago": {
    role: "Líder de Marketing de Contenidos",
    country: "Argentina",
    skills: ["SEO", "Calendarios editoriales", "Ahrefs", "Copywriting B2B", "Webflow"],
  },
  "mkt-isabela": {
    role: "Especialista en Lifecycle Marketing",
    country: "Brasil",
    skills: ["Customer.io", "Braze", "Segmentación", "Entregabilidad", "Liquid"],
  },
  "mkt-diego": {
    role: "Social Media Manager",
    country: "Colombia",
    skills: ["TikTok", "LinkedIn", "Sprout Social", "Video corto", "Comunidad"],
  },
  "des-florencia": {
    role: "Product Designer Senior",
    country: "Argentina",
    skills: ["Figma", "Design systems", "Prototipado", "Pruebas de usabilidad", "SaaS B2B"],
  },
  "des-joaquin": {
    role: "UX Researcher",
    country: "Chile",
    skills: ["Síntesis de entrevistas", "Dovetail", "Maze", "Journey mapping", "Encuestas"],
  },
  "des-beatriz": {
    role: "Diseñadora UI / Visual",
    country: "Brasil",
    skills: ["Figma", "Sistemas visuales", "Iconografía", "Sitios de marketing", "Accesibilidad"],
  },
  "des-nicolas": {
    role: "Diseñador de Motion y 3D",
    country: "Uruguay",
    skills: ["After Effects", "Blender", "Cinema 4D", "Lottie", "Videos de lanzamiento de producto"],
  },
  "ai-sofia": {
    role: "Ingeniera de Machine Learning",
    country: "Argentina",
    skills: ["PyTorch", "XGBoost", "Feature stores", "SageMaker", "Monitoreo de modelos"],
  },
  "ai-felipe": {
    role: "Ingeniero de NLP",
    country: "Brasil",
    skills: ["Transformers", "RAG", "pgvector", "spaCy", "Evaluación de LLMs"],
  },
  "ai-daniela": {
    role: "Científica de Datos",
    country: "Colombia",
    skills: ["Python", "Inferencia causal", "dbt", "Forecasting", "Diseño de experimentos"],
  },
  "ai-ignacio": {
    role: "Ingeniero MLOps",
    country: "Chile",
    skills: ["Kubeflow", "MLflow", "Kubernetes", "Triton", "Terraform"],
  },
  "llm-paula": {
    role: "Especialista en RLHF",
    country: "Argentina",
    skills: [
      "Ranking de preferencias",
      "Diseño de rúbricas",
      "Revisión de Python",
      "Red teaming",
      "Calibración",
    ],
  },
  "llm-juan": {
    role: "Redactor de datos SFT",
    country: "Colombia",
    skills: ["Redacción de instrucciones", "Trazas de chain-of-thought", "SQL", "Guías de estilo", "QA"],
  },
  "llm-renata": {
    role: "Especialista en Evaluación de Modelos",
    country: "Brasil",
    skills: ["Eval harnesses", "Golden sets", "Kappa de Cohen", "Portugués/inglés", "Taxonomías de errores"],
  },
  "llm-agustin": {
    role: "Prompt Engineer",
    country: "Uruguay",
    skills: ["Prompt chaining", "Function calling", "Diseño few-shot", "LangSmith", "Python"],
  },
  "dev-lucas": {
    role: "Desarrollador Frontend",
    country: "Uruguay",
    skills: ["React", "TypeScript", "Next.js", "Tailwind CSS", "Playwright"],
  },
  "dev-valentina": {
    role: "Ingeniera de Datos",
    country: "Brasil",
    skills: ["Python", "Airflow", "dbt", "Snowflake", "Spark"],
  },
  "dev-emiliano": {
    role: "Ingeniero de Automatización QA",
    country: "México",
    skills: ["Playwright", "Cypress", "TypeScript", "Pruebas de API", "Pipelines de CI"],
  },
  "mkt-carolina": {
    role: "Growth Marketer",
    country: "Colombia",
    skills: ["Google Ads", "Meta Ads", "Landing pages", "CRO", "HubSpot"],
  },
  "ai-martin": {
    role: "Ingeniero de Visión por Computadora",
    country: "Argentina",
    skills: ["PyTorch", "OpenCV", "YOLO", "ONNX", "Despliegue en el borde"],
  },
  "ai-luisa": {
    role: "Ingeniera de Automatización con IA",
    country: "Colombia",
    skills: ["Python", "LangChain", "n8n", "Zapier", "OpenAI API"],
  },
  "llm-rodrigo": {
    role: "Líder de Anotación de Datos",
    country: "Brasil",
    skills: ["Label Studio", "Guías de anotación", "Golden sets", "Muestreo de QA", "Portugués/inglés"],
  },
};
