/**
 * Spanish text of the sample talent profiles: role, country and skill tags of each profile, keyed
 * by the English profile id. Names, rates, companies and styling stay in the English module.
 */
import type { TalentProfile } from "~/content/profiles";

/** The ids of the English sample profiles, four per category. */
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
  | "llm-agustin";

/** The ids of the people only stack pages show (app/content/stack-profiles.ts). */
export type StackSampleProfileId =
  | "dev-lucas"
  | "dev-valentina"
  | "dev-emiliano"
  | "mkt-carolina"
  | "ai-martin"
  | "ai-luisa"
  | "llm-rodrigo"
  | "dev-gonzalo"
  | "dev-ana"
  | "dev-sebastian"
  | "dev-ximena"
  | "dev-daniel"
  | "dev-julieta"
  | "dev-thiago"
  | "dev-natalia"
  | "dev-esteban"
  | "dev-carla"
  | "dev-pablo"
  | "dev-micaela"
  | "dev-federico"
  | "dev-luciana"
  | "sales-ricardo"
  | "sales-fernanda"
  | "sales-valentin"
  | "sales-jimena"
  | "sales-hector"
  | "sales-paola"
  | "sales-lorena"
  | "sales-bruno"
  | "mkt-emilio"
  | "mkt-manuela"
  | "mkt-renzo"
  | "mkt-catalina"
  | "mkt-gustavo"
  | "mkt-antonella"
  | "mkt-luana"
  | "mkt-ivan"
  | "mkt-alejandro"
  | "mkt-josefina"
  | "des-mariel"
  | "des-andrea"
  | "des-leonardo"
  | "des-milagros"
  | "des-matias"
  | "des-larissa"
  | "des-gael"
  | "des-abril"
  | "ai-eduardo"
  | "ai-clara"
  | "ai-lautaro"
  | "ai-veronica"
  | "ai-samuel"
  | "ai-marisol"
  | "ai-cristian"
  | "ai-bianca"
  | "ai-hernan"
  | "ai-fiorella"
  | "ai-mauricio"
  | "ai-elena"
  | "llm-marcos"
  | "llm-sara"
  | "llm-helena"
  | "llm-franco"
  | "llm-victoria"
  | "llm-joel"
  | "llm-patricia"
  | "llm-oscar"
  | "llm-santino"
  | "llm-noelia";

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
};

/**
 * The text of the people only stack pages show: apart, so the chat matcher's bundle, which needs
 * the category samples alone, leaves it out.
 */
export const stackSampleProfilesText: Record<StackSampleProfileId, SampleProfileText> = {
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
  "dev-gonzalo": {
    role: "Desarrollador Full-Stack",
    country: "Perú",
    skills: ["TypeScript", "Next.js", "Node.js", "Prisma", "PostgreSQL"],
  },
  "dev-ana": {
    role: "Desarrolladora Full-Stack Junior",
    country: "Brasil",
    skills: ["React", "Node.js", "Express", "MongoDB", "Docker"],
  },
  "dev-sebastian": {
    role: "Desarrollador Backend",
    country: "Chile",
    skills: ["Python", "FastAPI", "PostgreSQL", "Redis", "Celery"],
  },
  "dev-ximena": {
    role: "Desarrolladora Backend Junior",
    country: "Perú",
    skills: ["Node.js", "TypeScript", "NestJS", "MySQL", "Jest"],
  },
  "dev-daniel": {
    role: "Desarrollador Frontend",
    country: "Costa Rica",
    skills: ["Vue", "Nuxt", "TypeScript", "Pinia", "Vitest"],
  },
  "dev-julieta": {
    role: "Desarrolladora Frontend Junior",
    country: "Argentina",
    skills: ["React", "TypeScript", "CSS", "Accesibilidad", "Storybook"],
  },
  "dev-thiago": {
    role: "Desarrollador Mobile",
    country: "Brasil",
    skills: ["Flutter", "Dart", "Firebase", "Bloc", "Fastlane"],
  },
  "dev-natalia": {
    role: "Desarrolladora Mobile Junior",
    country: "Colombia",
    skills: ["React Native", "Expo", "TypeScript", "Redux Toolkit", "Jest"],
  },
  "dev-esteban": {
    role: "Ingeniero DevOps",
    country: "Ecuador",
    skills: ["Kubernetes", "Helm", "Terraform", "GCP", "Prometheus"],
  },
  "dev-carla": {
    role: "Ingeniera DevOps Junior",
    country: "México",
    skills: ["Docker", "GitHub Actions", "AWS", "Linux", "Bash"],
  },
  "dev-pablo": {
    role: "Ingeniero de Datos",
    country: "Paraguay",
    skills: ["Python", "Spark", "Databricks", "Delta Lake", "Kafka"],
  },
  "dev-micaela": {
    role: "Ingeniera de Datos Junior",
    country: "Uruguay",
    skills: ["SQL", "dbt", "BigQuery", "Airflow", "Python"],
  },
  "dev-federico": {
    role: "Ingeniero QA Senior",
    country: "Argentina",
    skills: ["Selenium", "Java", "REST Assured", "Estrategia de pruebas", "Jenkins"],
  },
  "dev-luciana": {
    role: "Analista QA",
    country: "Brasil",
    skills: ["Pruebas manuales", "Casos de prueba", "Jira", "Postman", "Cypress"],
  },
  "sales-ricardo": {
    role: "Account Executive Enterprise",
    country: "México",
    skills: ["MEDDPICC", "Salesforce", "Compras corporativas", "Demos ejecutivas", "Forecasting"],
  },
  "sales-fernanda": {
    role: "Account Executive Mid-Market",
    country: "Brasil",
    skills: ["Llamadas de descubrimiento", "HubSpot", "Gong", "Planes de acción mutuos", "Negociación"],
  },
  "sales-valentin": {
    role: "Sales Development Representative",
    country: "Uruguay",
    skills: ["Llamadas en frío", "Outreach", "Salesforce", "Manejo de objeciones", "Gong"],
  },
  "sales-jimena": {
    role: "Business Development Representative",
    country: "Costa Rica",
    skills: [
      "Apollo",
      "Secuencias de email",
      "LinkedIn Sales Navigator",
      "HubSpot",
      "Investigación de cuentas",
    ],
  },
  "sales-hector": {
    role: "Customer Success Manager",
    country: "Panamá",
    skills: ["Onboarding", "Renovaciones", "ChurnZero", "Health scores", "Estrategias de expansión"],
  },
  "sales-paola": {
    role: "Customer Success Associate",
    country: "Colombia",
    skills: [
      "Intercom",
      "Zendesk",
      "Llamadas de onboarding",
      "Capacitación en producto",
      "Seguimiento de NPS",
    ],
  },
  "sales-lorena": {
    role: "Analista de Revenue Operations",
    country: "Chile",
    skills: ["Administración de HubSpot", "Enrutamiento de leads", "Dashboards", "Calidad de datos", "Excel"],
  },
  "sales-bruno": {
    role: "Analista de Sales Operations",
    country: "Brasil",
    skills: ["Reportes de Salesforce", "SQL", "Datos de territorios", "Seguimiento de comisiones", "Looker"],
  },
  "mkt-emilio": {
    role: "Growth Marketer",
    country: "Chile",
    skills: ["Google Ads", "Atribución", "Experimentos de embudo", "Mixpanel", "Webflow"],
  },
  "mkt-manuela": {
    role: "Especialista en Adquisición Paga",
    country: "Argentina",
    skills: ["Meta Ads", "TikTok Ads", "Pruebas de creatividades", "GA4", "Looker Studio"],
  },
  "mkt-renzo": {
    role: "Content Marketer",
    country: "Perú",
    skills: [
      "Briefs SEO",
      "Redacción de formato largo",
      "Surfer SEO",
      "WordPress",
      "Entrevistas con expertos",
    ],
  },
  "mkt-catalina": {
    role: "Redactora de Contenido B2B",
    country: "México",
    skills: ["Casos de éxito", "Newsletters", "HubSpot CMS", "Edición", "Grammarly"],
  },
  "mkt-gustavo": {
    role: "Lifecycle Marketing Manager Senior",
    country: "Uruguay",
    skills: ["Braze", "Orquestación de journeys", "Grupos de control", "SQL", "Entregabilidad"],
  },
  "mkt-antonella": {
    role: "Especialista en Email Marketing",
    country: "Argentina",
    skills: ["Klaviyo", "Flujos de Shopify", "A/B testing", "Email en HTML", "Segmentación"],
  },
  "mkt-luana": {
    role: "Estratega Senior de Redes Sociales",
    country: "Brasil",
    skills: ["Instagram", "Alianzas con creadores", "Paid social", "Calendarios de contenido", "Brandwatch"],
  },
  "mkt-ivan": {
    role: "Community Manager",
    country: "Ecuador",
    skills: ["Discord", "Reddit", "Canva", "CapCut", "Moderación de comunidad"],
  },
  "mkt-alejandro": {
    role: "Analista de Marketing",
    country: "Chile",
    skills: ["SQL", "BigQuery", "Modelos de atribución", "Tableau", "Python"],
  },
  "mkt-josefina": {
    role: "Analista de Datos de Marketing",
    country: "Uruguay",
    skills: ["GA4", "Google Tag Manager", "Looker Studio", "Gobierno de UTM", "Hojas de cálculo"],
  },
  "des-mariel": {
    role: "UX Researcher",
    country: "México",
    skills: ["Pruebas de usabilidad", "Mapas de afinidad", "UserTesting", "Diseño de encuestas", "Personas"],
  },
  "des-andrea": {
    role: "UX Researcher Junior",
    country: "Costa Rica",
    skills: ["Notas de entrevistas", "Maze", "FigJam", "Card sorting", "Repositorios de investigación"],
  },
  "des-leonardo": {
    role: "Diseñador UI Senior",
    country: "Colombia",
    skills: ["Figma", "Design tokens", "Librerías de componentes", "Sistemas de marca", "Ilustración"],
  },
  "des-milagros": {
    role: "Diseñadora Visual Junior",
    country: "Perú",
    skills: ["Illustrator", "Piezas para redes", "Tipografía", "Diagramación", "Figma"],
  },
  "des-matias": {
    role: "Product Designer",
    country: "Paraguay",
    skills: ["Figma", "Flujos de usuario", "Prototipado", "Críticas de diseño", "Apps móviles"],
  },
  "des-larissa": {
    role: "Product Designer Junior",
    country: "Brasil",
    skills: ["Figma", "Wireframes", "Pruebas de usabilidad", "FigJam", "Sistemas de diseño"],
  },
  "des-gael": {
    role: "Diseñador de Motion",
    country: "México",
    skills: ["After Effects", "Lottie", "Rive", "Animación de interfaces", "Premiere Pro"],
  },
  "des-abril": {
    role: "Artista 3D Junior",
    country: "Argentina",
    skills: ["Blender", "Substance Painter", "Renders de producto", "Iluminación", "KeyShot"],
  },
  "ai-eduardo": {
    role: "Ingeniero de Machine Learning",
    country: "Chile",
    skills: ["scikit-learn", "LightGBM", "Airflow", "Vertex AI", "Ingeniería de features"],
  },
  "ai-clara": {
    role: "Ingeniera de ML Junior",
    country: "Brasil",
    skills: ["Python", "PyTorch", "Pandas", "MLflow", "Docker"],
  },
  "ai-lautaro": {
    role: "Ingeniero de NLP",
    country: "Argentina",
    skills: ["Hugging Face", "Embeddings", "Elasticsearch", "FastAPI", "Evaluación de recuperación"],
  },
  "ai-veronica": {
    role: "Ingeniera de NLP Junior",
    country: "Colombia",
    skills: ["spaCy", "Clasificación de textos", "Python", "LangChain", "Herramientas de anotación"],
  },
  "ai-samuel": {
    role: "Ingeniero de Visión por Computadora",
    country: "Brasil",
    skills: ["OpenCV", "Detectron2", "Segmentación", "CUDA", "TensorRT"],
  },
  "ai-marisol": {
    role: "Ingeniera de Visión por Computadora Junior",
    country: "México",
    skills: ["Python", "YOLO", "Label Studio", "OCR", "Aumento de datos"],
  },
  "ai-cristian": {
    role: "Ingeniero Senior de Automatización con IA",
    country: "Chile",
    skills: ["Python", "Temporal", "OpenAI API", "Retool", "Diseño de flujos"],
  },
  "ai-bianca": {
    role: "Desarrolladora de Automatización Junior",
    country: "Brasil",
    skills: ["n8n", "Make", "Zapier", "JavaScript", "Airtable"],
  },
  "ai-hernan": {
    role: "Científico de Datos Senior",
    country: "Argentina",
    skills: ["Modelos bayesianos", "Modelos de uplift", "PySpark", "Snowflake", "Storytelling con datos"],
  },
  "ai-fiorella": {
    role: "Científica de Datos Junior",
    country: "Perú",
    skills: ["Python", "SQL", "Pandas", "Regresión", "Jupyter"],
  },
  "ai-mauricio": {
    role: "Ingeniero MLOps",
    country: "Colombia",
    skills: ["MLflow", "SageMaker", "Docker", "GitHub Actions", "Registro de modelos"],
  },
  "ai-elena": {
    role: "Ingeniera MLOps Junior",
    country: "Ecuador",
    skills: ["Kubernetes", "BentoML", "Python", "Prometheus", "Terraform"],
  },
  "llm-marcos": {
    role: "Especialista Senior en RLHF",
    country: "México",
    skills: [
      "Ranking de preferencias",
      "Razonamiento matemático",
      "Redacción de críticas",
      "Políticas de seguridad",
      "Python",
    ],
  },
  "llm-sara": {
    role: "Anotadora de RLHF",
    country: "Bolivia",
    skills: [
      "Ranking de respuestas",
      "Rúbricas",
      "Verificación de datos",
      "Español/inglés",
      "Guías de estilo",
    ],
  },
  "llm-helena": {
    role: "Especialista Senior en SFT",
    country: "Brasil",
    skills: [
      "Demostraciones expertas",
      "Python",
      "Demostraciones matemáticas",
      "Portugués/inglés",
      "Pautas de revisión",
    ],
  },
  "llm-franco": {
    role: "Redactor de datos SFT Junior",
    country: "Argentina",
    skills: ["Redacción de instrucciones", "Markdown", "Verificación de datos", "Español/inglés", "QA"],
  },
  "llm-victoria": {
    role: "Prompt Engineer Senior",
    country: "Chile",
    skills: ["Sets de evaluación", "Tool calling", "Versionado de prompts", "promptfoo", "TypeScript"],
  },
  "llm-joel": {
    role: "Prompt Engineer Junior",
    country: "Bolivia",
    skills: ["Prompts few-shot", "Python", "Jupyter", "Calificación de respuestas", "OpenAI API"],
  },
  "llm-patricia": {
    role: "Líder de Calidad de Anotación",
    country: "Paraguay",
    skills: [
      "Golden sets",
      "Acuerdo entre anotadores",
      "Redacción de pautas",
      "Labelbox",
      "Capacitación de equipos",
    ],
  },
  "llm-oscar": {
    role: "Anotador de Datos",
    country: "Ecuador",
    skills: ["Etiquetado de imágenes", "Bounding boxes", "Transcripción", "CVAT", "Español/inglés"],
  },
  "llm-santino": {
    role: "Evaluador de LLM",
    country: "Uruguay",
    skills: [
      "Evaluaciones lado a lado",
      "Puntuación por rúbrica",
      "Python",
      "Detección de alucinaciones",
      "Español/inglés",
    ],
  },
  "llm-noelia": {
    role: "Evaluadora de Modelos Junior",
    country: "Argentina",
    skills: [
      "Pautas de calificación",
      "Verificación de datos",
      "Revisiones de seguridad",
      "Golden sets",
      "Hojas de cálculo",
    ],
  },
};
