/**
 * Brazilian Portuguese text of the sample talent profiles: role, country and skill tags of each
 * profile, keyed by the English profile id. Names, rates, companies and styling stay in the
 * English module.
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
};

/**
 * The text of the people only stack pages show: apart, so the chat matcher's bundle, which needs
 * the category samples alone, leaves it out.
 */
export const stackSampleProfilesText: Record<StackSampleProfileId, SampleProfileText> = {
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
  "dev-gonzalo": {
    role: "Desenvolvedor Full-Stack",
    country: "Peru",
    skills: ["TypeScript", "Next.js", "Node.js", "Prisma", "PostgreSQL"],
  },
  "dev-ana": {
    role: "Desenvolvedora Full-Stack Júnior",
    country: "Brasil",
    skills: ["React", "Node.js", "Express", "MongoDB", "Docker"],
  },
  "dev-sebastian": {
    role: "Desenvolvedor Backend",
    country: "Chile",
    skills: ["Python", "FastAPI", "PostgreSQL", "Redis", "Celery"],
  },
  "dev-ximena": {
    role: "Desenvolvedora Backend Júnior",
    country: "Peru",
    skills: ["Node.js", "TypeScript", "NestJS", "MySQL", "Jest"],
  },
  "dev-daniel": {
    role: "Desenvolvedor Frontend",
    country: "Costa Rica",
    skills: ["Vue", "Nuxt", "TypeScript", "Pinia", "Vitest"],
  },
  "dev-julieta": {
    role: "Desenvolvedora Frontend Júnior",
    country: "Argentina",
    skills: ["React", "TypeScript", "CSS", "Acessibilidade", "Storybook"],
  },
  "dev-thiago": {
    role: "Desenvolvedor Mobile",
    country: "Brasil",
    skills: ["Flutter", "Dart", "Firebase", "Bloc", "Fastlane"],
  },
  "dev-natalia": {
    role: "Desenvolvedora Mobile Júnior",
    country: "Colômbia",
    skills: ["React Native", "Expo", "TypeScript", "Redux Toolkit", "Jest"],
  },
  "dev-esteban": {
    role: "Engenheiro DevOps",
    country: "Equador",
    skills: ["Kubernetes", "Helm", "Terraform", "GCP", "Prometheus"],
  },
  "dev-carla": {
    role: "Engenheira DevOps Júnior",
    country: "México",
    skills: ["Docker", "GitHub Actions", "AWS", "Linux", "Bash"],
  },
  "dev-pablo": {
    role: "Engenheiro de Dados",
    country: "Paraguai",
    skills: ["Python", "Spark", "Databricks", "Delta Lake", "Kafka"],
  },
  "dev-micaela": {
    role: "Engenheira de Dados Júnior",
    country: "Uruguai",
    skills: ["SQL", "dbt", "BigQuery", "Airflow", "Python"],
  },
  "dev-federico": {
    role: "Engenheiro de QA Sênior",
    country: "Argentina",
    skills: ["Selenium", "Java", "REST Assured", "Estratégia de testes", "Jenkins"],
  },
  "dev-luciana": {
    role: "Analista de QA",
    country: "Brasil",
    skills: ["Testes manuais", "Casos de teste", "Jira", "Postman", "Cypress"],
  },
  "sales-ricardo": {
    role: "Account Executive Enterprise",
    country: "México",
    skills: ["MEDDPICC", "Salesforce", "Compras corporativas", "Demos executivas", "Forecasting"],
  },
  "sales-fernanda": {
    role: "Account Executive Mid-Market",
    country: "Brasil",
    skills: ["Chamadas de descoberta", "HubSpot", "Gong", "Planos de ação mútuos", "Negociação"],
  },
  "sales-valentin": {
    role: "Sales Development Representative",
    country: "Uruguai",
    skills: ["Cold calling", "Outreach", "Salesforce", "Contorno de objeções", "Gong"],
  },
  "sales-jimena": {
    role: "Business Development Representative",
    country: "Costa Rica",
    skills: ["Apollo", "Sequências de e-mail", "LinkedIn Sales Navigator", "HubSpot", "Pesquisa de contas"],
  },
  "sales-hector": {
    role: "Customer Success Manager",
    country: "Panamá",
    skills: ["Onboarding", "Renovações", "ChurnZero", "Health scores", "Estratégias de expansão"],
  },
  "sales-paola": {
    role: "Customer Success Associate",
    country: "Colômbia",
    skills: [
      "Intercom",
      "Zendesk",
      "Chamadas de onboarding",
      "Treinamento de produto",
      "Acompanhamento de NPS",
    ],
  },
  "sales-lorena": {
    role: "Analista de Revenue Operations",
    country: "Chile",
    skills: ["Administração de HubSpot", "Roteamento de leads", "Dashboards", "Qualidade de dados", "Excel"],
  },
  "sales-bruno": {
    role: "Analista de Sales Operations",
    country: "Brasil",
    skills: ["Relatórios do Salesforce", "SQL", "Dados de territórios", "Controle de comissões", "Looker"],
  },
  "mkt-emilio": {
    role: "Growth Marketer",
    country: "Chile",
    skills: ["Google Ads", "Atribuição", "Experimentos de funil", "Mixpanel", "Webflow"],
  },
  "mkt-manuela": {
    role: "Especialista em Aquisição Paga",
    country: "Argentina",
    skills: ["Meta Ads", "TikTok Ads", "Testes de criativos", "GA4", "Looker Studio"],
  },
  "mkt-renzo": {
    role: "Content Marketer",
    country: "Peru",
    skills: [
      "Briefings de SEO",
      "Redação de formato longo",
      "Surfer SEO",
      "WordPress",
      "Entrevistas com especialistas",
    ],
  },
  "mkt-catalina": {
    role: "Redatora de Conteúdo B2B",
    country: "México",
    skills: ["Cases de sucesso", "Newsletters", "HubSpot CMS", "Edição", "Grammarly"],
  },
  "mkt-gustavo": {
    role: "Lifecycle Marketing Manager Sênior",
    country: "Uruguai",
    skills: ["Braze", "Orquestração de jornadas", "Grupos de controle", "SQL", "Entregabilidade"],
  },
  "mkt-antonella": {
    role: "Especialista em E-mail Marketing",
    country: "Argentina",
    skills: ["Klaviyo", "Fluxos do Shopify", "A/B testing", "E-mail em HTML", "Segmentação"],
  },
  "mkt-luana": {
    role: "Estrategista Sênior de Redes Sociais",
    country: "Brasil",
    skills: ["Instagram", "Parcerias com criadores", "Paid social", "Calendários de conteúdo", "Brandwatch"],
  },
  "mkt-ivan": {
    role: "Community Manager",
    country: "Equador",
    skills: ["Discord", "Reddit", "Canva", "CapCut", "Moderação de comunidade"],
  },
  "mkt-alejandro": {
    role: "Analista de Marketing",
    country: "Chile",
    skills: ["SQL", "BigQuery", "Modelos de atribuição", "Tableau", "Python"],
  },
  "mkt-josefina": {
    role: "Analista de Dados de Marketing",
    country: "Uruguai",
    skills: ["GA4", "Google Tag Manager", "Looker Studio", "Governança de UTM", "Planilhas"],
  },
  "des-mariel": {
    role: "UX Researcher",
    country: "México",
    skills: [
      "Testes de usabilidade",
      "Mapas de afinidade",
      "UserTesting",
      "Desenho de pesquisas",
      "Personas",
    ],
  },
  "des-andrea": {
    role: "UX Researcher Júnior",
    country: "Costa Rica",
    skills: ["Notas de entrevistas", "Maze", "FigJam", "Card sorting", "Repositórios de pesquisa"],
  },
  "des-leonardo": {
    role: "UI Designer Sênior",
    country: "Colômbia",
    skills: ["Figma", "Design tokens", "Bibliotecas de componentes", "Sistemas de marca", "Ilustração"],
  },
  "des-milagros": {
    role: "Visual Designer Júnior",
    country: "Peru",
    skills: ["Illustrator", "Peças para redes sociais", "Tipografia", "Diagramação", "Figma"],
  },
  "des-matias": {
    role: "Product Designer",
    country: "Paraguai",
    skills: ["Figma", "Fluxos de usuário", "Prototipagem", "Críticas de design", "Apps mobile"],
  },
  "des-larissa": {
    role: "Product Designer Júnior",
    country: "Brasil",
    skills: ["Figma", "Wireframes", "Testes de usabilidade", "FigJam", "Design systems"],
  },
  "des-gael": {
    role: "Motion Designer",
    country: "México",
    skills: ["After Effects", "Lottie", "Rive", "Animação de interfaces", "Premiere Pro"],
  },
  "des-abril": {
    role: "Artista 3D Júnior",
    country: "Argentina",
    skills: ["Blender", "Substance Painter", "Renders de produto", "Iluminação", "KeyShot"],
  },
  "ai-eduardo": {
    role: "Engenheiro de Machine Learning",
    country: "Chile",
    skills: ["scikit-learn", "LightGBM", "Airflow", "Vertex AI", "Engenharia de features"],
  },
  "ai-clara": {
    role: "Engenheira de ML Júnior",
    country: "Brasil",
    skills: ["Python", "PyTorch", "Pandas", "MLflow", "Docker"],
  },
  "ai-lautaro": {
    role: "Engenheiro de NLP",
    country: "Argentina",
    skills: ["Hugging Face", "Embeddings", "Elasticsearch", "FastAPI", "Avaliação de recuperação"],
  },
  "ai-veronica": {
    role: "Engenheira de NLP Júnior",
    country: "Colômbia",
    skills: ["spaCy", "Classificação de textos", "Python", "LangChain", "Ferramentas de anotação"],
  },
  "ai-samuel": {
    role: "Engenheiro de Visão Computacional",
    country: "Brasil",
    skills: ["OpenCV", "Detectron2", "Segmentação", "CUDA", "TensorRT"],
  },
  "ai-marisol": {
    role: "Engenheira de Visão Computacional Júnior",
    country: "México",
    skills: ["Python", "YOLO", "Label Studio", "OCR", "Aumento de dados"],
  },
  "ai-cristian": {
    role: "Engenheiro Sênior de Automação com IA",
    country: "Chile",
    skills: ["Python", "Temporal", "OpenAI API", "Retool", "Desenho de fluxos"],
  },
  "ai-bianca": {
    role: "Desenvolvedora de Automação Júnior",
    country: "Brasil",
    skills: ["n8n", "Make", "Zapier", "JavaScript", "Airtable"],
  },
  "ai-hernan": {
    role: "Cientista de Dados Sênior",
    country: "Argentina",
    skills: ["Modelagem bayesiana", "Modelos de uplift", "PySpark", "Snowflake", "Storytelling com dados"],
  },
  "ai-fiorella": {
    role: "Cientista de Dados Júnior",
    country: "Peru",
    skills: ["Python", "SQL", "Pandas", "Regressão", "Jupyter"],
  },
  "ai-mauricio": {
    role: "Engenheiro de MLOps",
    country: "Colômbia",
    skills: ["MLflow", "SageMaker", "Docker", "GitHub Actions", "Registro de modelos"],
  },
  "ai-elena": {
    role: "Engenheira de MLOps Júnior",
    country: "Equador",
    skills: ["Kubernetes", "BentoML", "Python", "Prometheus", "Terraform"],
  },
  "llm-marcos": {
    role: "Especialista Sênior em RLHF",
    country: "México",
    skills: [
      "Ranking de preferências",
      "Raciocínio matemático",
      "Redação de críticas",
      "Políticas de segurança",
      "Python",
    ],
  },
  "llm-sara": {
    role: "Anotadora de RLHF",
    country: "Bolívia",
    skills: ["Ranking de respostas", "Rubricas", "Checagem de fatos", "Espanhol/inglês", "Guias de estilo"],
  },
  "llm-helena": {
    role: "Especialista Sênior em SFT",
    country: "Brasil",
    skills: [
      "Demonstrações especializadas",
      "Python",
      "Provas matemáticas",
      "Português/inglês",
      "Diretrizes de revisão",
    ],
  },
  "llm-franco": {
    role: "Redator de Dados de SFT Júnior",
    country: "Argentina",
    skills: ["Redação de instruções", "Markdown", "Checagem de fatos", "Espanhol/inglês", "QA"],
  },
  "llm-victoria": {
    role: "Prompt Engineer Sênior",
    country: "Chile",
    skills: ["Conjuntos de avaliação", "Tool calling", "Versionamento de prompts", "promptfoo", "TypeScript"],
  },
  "llm-joel": {
    role: "Prompt Engineer Júnior",
    country: "Bolívia",
    skills: ["Prompts few-shot", "Python", "Jupyter", "Avaliação de respostas", "OpenAI API"],
  },
  "llm-patricia": {
    role: "Líder de Qualidade de Anotação",
    country: "Paraguai",
    skills: [
      "Golden sets",
      "Concordância entre anotadores",
      "Redação de diretrizes",
      "Labelbox",
      "Treinamento de equipes",
    ],
  },
  "llm-oscar": {
    role: "Anotador de Dados",
    country: "Equador",
    skills: ["Rotulagem de imagens", "Bounding boxes", "Transcrição", "CVAT", "Espanhol/inglês"],
  },
  "llm-santino": {
    role: "Avaliador de LLM",
    country: "Uruguai",
    skills: [
      "Avaliações lado a lado",
      "Pontuação por rubrica",
      "Python",
      "Detecção de alucinações",
      "Espanhol/inglês",
    ],
  },
  "llm-noelia": {
    role: "Avaliadora de Modelos Júnior",
    country: "Argentina",
    skills: [
      "Diretrizes de avaliação",
      "Checagem de fatos",
      "Revisões de segurança",
      "Golden sets",
      "Planilhas",
    ],
  },
};
