/**
 * The words the AI Talent Matcher reads in a request, in English, Spanish and Portuguese, matched
 * against text lower-cased and stripped of accents ("móvil" is read as "movil"). Each list is a
 * set of regular-expression alternatives; the matcher puts word boundaries around them.
 */
import type { CategorySlug, StackSlug } from "~/content/categories";
import type { Seniority } from "~/content/pricing-model";

/**
 * Words naming a specialization. `role` words name the job itself ("frontend developer");
 * `tools` name a technology that usually means it ("React"): a request naming a role is matched
 * on its role words only, so "a data scientist who knows Python" is not also a backend developer.
 */
export const stackWords: Record<StackSlug, { role: readonly string[]; tools?: readonly string[] }> = {
  "full-stack": { role: ["full[\\s-]?stack", "fullstack"], tools: ["mern", "mean stack"] },
  backend: {
    role: ["back[\\s-]?end"],
    tools: [
      "python",
      "django",
      "fastapi",
      "flask",
      "node(?:\\.?js)?",
      "java(?!\\s*script)",
      "spring boot",
      "golang",
      "ruby(?: on rails)?",
      "rails",
      "php",
      "laravel",
      "\\.net",
      "c#",
      "elixir",
    ],
  },
  frontend: {
    role: ["front[\\s-]?end"],
    tools: ["react(?:\\.?js)?(?!\\s*native)", "vue(?:\\.?js)?", "angular", "next\\.?js", "svelte"],
  },
  mobile: {
    role: ["mobile", "movil", "moviles", "movel", "moveis", "ios", "android"],
    tools: ["react native", "flutter", "swift", "kotlin"],
  },
  devops: {
    role: ["devops", "dev ops", "sre", "site reliability", "platform engineer(?:ing)?", "cloud engineer"],
    tools: ["kubernetes", "terraform"],
  },
  "data-engineering": {
    role: [
      "data engineer(?:ing|s)?",
      "ingenier[oa]s? de datos",
      "ingenieria de datos",
      "engenheir[oa]s? de dados",
      "engenharia de dados",
    ],
    tools: ["etl", "spark", "airflow", "dbt", "snowflake"],
  },
  "qa-testing": {
    role: [
      "qa",
      "quality assurance",
      "tester",
      "testers",
      "testing",
      "test automation",
      "sdet",
      "automatizacion de pruebas",
      "automacao de testes",
      "testes",
      "pruebas",
    ],
    tools: ["selenium", "cypress", "playwright"],
  },
  "enterprise-ae": {
    role: [
      "account executives?",
      "ae",
      "closers?",
      "enterprise sales",
      "ejecutiv[oa]s? de cuentas",
      "executiv[oa]s? de contas",
    ],
  },
  "sdr-bdr": {
    role: [
      "sdrs?",
      "bdrs?",
      "sales development",
      "business development rep(?:resentative)?s?",
      "prospeccion",
      "prospeccao",
      "cold call(?:ing|er)?",
    ],
  },
  "customer-success": {
    role: ["customer success", "csms?", "exito del cliente", "sucesso do cliente", "account managers?"],
  },
  "sales-operations": {
    role: [
      "sales op(?:eration)?s",
      "revops",
      "revenue operations",
      "operaciones de ventas",
      "operacoes de vendas",
      "(?:salesforce|hubspot|crm) admin(?:istrator)?",
    ],
  },
  growth: {
    role: [
      // Not "growth" alone: "a growth-stage startup" is not asking for a marketer.
      "growth (?:market(?:er|ers|ing)|hack(?:er|ers|ing)|leads?|managers?|specialists?)",
      "performance marketing",
      "paid media",
      "paid ads",
      "ppc",
      "demand gen(?:eration)?",
      "(?:google|meta|facebook) ads",
    ],
  },
  content: {
    role: [
      "content",
      "copywriter",
      "copywriting",
      "writers?",
      "seo",
      "contenidos?",
      "conteudos?",
      "redactor(?:a|es)?",
      "redator(?:a|es)?",
    ],
  },
  email: {
    role: ["e-?mail marketing", "e-?mail marketer", "lifecycle", "retention marketing", "klaviyo"],
  },
  "social-media": {
    role: ["social media", "community manager", "redes sociales", "redes sociais", "tiktok", "instagram"],
  },
  analytics: {
    role: [
      "marketing anal(?:yst|ytics)",
      "analista de marketing",
      "web analytics",
      "google analytics",
      "ga4",
    ],
  },
  "ux-research": {
    role: [
      "ux research(?:er)?",
      "user research(?:er)?",
      "usability",
      "investigador(?:a)? ux",
      "investigacion (?:ux|de usuarios)",
      "pesquisador(?:a)? (?:de )?ux",
      "pesquisa (?:de )?ux",
    ],
  },
  "ui-visual": {
    role: [
      "ui designer",
      "ui/visual",
      "visual designer",
      "graphic designer",
      "web designer",
      "disenador(?:a)? (?:grafic[oa]|ui|visual)",
      "diseno grafico",
      "designer (?:grafic[oa]|ui|visual)",
      "design grafico",
    ],
  },
  "product-design": {
    role: [
      "product design(?:er)?",
      "ux designer",
      "ux/ui",
      "ui/ux",
      "disenador(?:a)? (?:de producto|ux)",
      "designer de produto",
      "designer ux",
    ],
    tools: ["figma"],
  },
  "motion-3d": {
    role: ["motion(?: graphics| designer)?", "3d", "animat(?:or|ion)", "animador(?:a)?"],
    tools: ["after effects", "blender", "cinema 4d"],
  },
  "machine-learning": {
    role: [
      "machine learning",
      "ml",
      "ai/ml",
      "ia/ml",
      "ai engineer",
      "ai developer",
      "ingenier[oa] de (?:ia|machine learning)",
      "engenheir[oa] de (?:ia|machine learning)",
      "aprendizaje automatico",
      "aprendizado de maquina",
      "deep learning",
    ],
    tools: ["pytorch", "tensorflow"],
  },
  nlp: {
    role: [
      "nlp",
      "natural language",
      "llm engineer",
      "llm developer",
      "procesamiento de lenguaje natural",
      "processamento de linguagem natural",
      "pln",
    ],
  },
  "computer-vision": {
    role: ["computer vision", "vision por computadora", "vision artificial", "visao computacional"],
    tools: ["opencv"],
  },
  automation: {
    role: ["automation", "automatizacion", "automacao", "rpa"],
    tools: ["zapier", "n8n"],
  },
  "data-science": {
    role: [
      "data scien(?:ce|tists?)",
      "data analysts?",
      "cientific[oa]s? de datos",
      "ciencia de datos",
      "cientistas? de dados",
      "ciencia de dados",
    ],
  },
  mlops: { role: ["mlops", "ml ops", "ml platform"] },
  rlhf: { role: ["rlhf", "human feedback"] },
  sft: { role: ["sft", "supervised fine[\\s-]?tuning", "fine[\\s-]?tuning"] },
  "prompt-engineering": { role: ["prompt(?: engineer(?:ing)?| writer| designer)?", "prompts"] },
  "data-annotation": {
    role: [
      "annotat(?:ion|ors?)",
      "label(?:l)?(?:ing|ers?)",
      "anotacion",
      "anotacao",
      "anotador(?:a|es)?",
      "etiquetado(?:r|res)?",
      "rotulagem",
      "rotulador(?:a|es)?",
    ],
  },
  "model-evaluation": {
    role: [
      "model evaluat(?:ion|ors?)",
      "evals?",
      "red[\\s-]?team(?:ing|ers?)?",
      "evaluacion de modelos",
      "avaliacao de modelos",
    ],
  },
};

/** Words naming a whole category, read only when no specialization is named. */
export const categoryWords: Record<CategorySlug, readonly string[]> = {
  developers: [
    "developers?",
    "engineers?",
    "programmers?",
    "software",
    "devs?",
    "desarrollador(?:a|es)?",
    "desenvolvedor(?:a|es)?",
    "programador(?:a|es)?",
    "ingenier[oa]s?",
    "engenheir[oa]s?",
  ],
  sales: ["sales", "salespeople", "sellers?", "ventas", "vendas", "vendedor(?:a|es)?", "comercial(?:es)?"],
  marketing: ["marketing", "marketers?", "mercadeo"],
  design: ["design(?:ers?)?", "disenador(?:a|es)?", "diseno", "designers?"],
  "ai-specialists": ["ai", "ia", "artificial intelligence", "inteligencia artificial"],
  "llm-specialists": ["llms?", "language models?", "modelos de lenguaje", "modelos de linguagem"],
};

/** Seniority words, mid first: "semi-senior" and "pleno" are mid-level, not senior. */
export const seniorityWords: readonly [Seniority, readonly string[]][] = [
  [
    "mid",
    ["semi[\\s-]?senior", "ssr", "mid(?:[\\s-]?level)?", "intermediate", "intermedi[oa]", "pleno", "plena"],
  ],
  [
    "senior",
    [
      "senior",
      "seniors",
      "sr\\.?",
      // "lead" is a seniority, "lead generation" is not.
      "lead(?![\\s-]*gen)",
      "principal engineer",
      "staff engineer",
      "experienced",
    ],
  ],
  ["junior", ["junior", "juniors", "jr\\.?", "entry[\\s-]?level", "trainee", "graduate"]],
];

/** Years of experience: "5+ years", "5 años", "5 anos de experiência". */
export const yearsPattern = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|anos)(?!\s*(?:old|de idad|de idade))/;

/** The countries we hire in (SPEC section 9), by English name, with their names and demonyms. */
export const countryWords: readonly [string, string][] = [
  ["Argentina", "argentin(?:a|o|os|as|e|ian|ians)"],
  ["Brazil", "bra[sz]il(?:ian|ians|eir[oa]s?|en[oa]s?)?"],
  ["Chile", "chile(?:an|ans|n[oa]s?)?"],
  ["Colombia", "colombi(?:a|an|ans|an[oa]s?)"],
  ["Mexico", "mexic(?:o|an|ans|an[oa]s?)"],
  ["Uruguay", "urugua(?:y|yan|yans|y[oa]s?|i|i[oa]s?)"],
  ["Peru", "peru(?:vian|vians|an[oa]s?)?"],
  ["Costa Rica", "costa ric(?:a|an|ans|ense|enses)"],
  ["Ecuador", "(?:ecuador|equador)(?:ian|ians|ian[oa]s?)?"],
  ["Panama", "panam(?:a|anian|anians|en[oa]s?|enh[oa]s?)"],
  ["Paraguay", "paragua(?:y|yan|yans|y[oa]s?|i|i[oa]s?)"],
  ["Bolivia", "bolivi(?:a|an|ans|an[oa]s?)"],
];

export type BudgetPeriod = "hour" | "month" | "year";

/**
 * Words of a time period after an amount. `long` ones may follow a word ("per month", "al mes",
 * "an hour"); `short` ones only a slash ("/h", "/mo", "/y"), so "50 y 60" is not "50 a year".
 */
export const periodWords: readonly { period: BudgetPeriod; long: string; short: string }[] = [
  { period: "hour", long: "hours?|hourly|horas?", short: "h|hr|hrs|hs" },
  { period: "month", long: "months?|monthly|mes|meses|mensual(?:es)?|mensal|mensais", short: "mo|mth" },
  { period: "year", long: "years?|yearly|annual(?:ly)?|anos?|anual(?:es)?|anuais", short: "y|yr|yrs|pa" },
];

/** Currencies other than the U.S. dollar: a budget in one of them is not compared. */
export const otherCurrencyPattern =
  /r\$|€|£|\b(?:eur|euros?|brl|reais|real|mxn|cop|ars|clp|pesos|libras?|gbp)\b/;

/** A question about what people cost: "how much would 2 of them cost", "cuánto cuesta", "quanto custa". */
export const costQuestionPattern =
  /(?<![\p{L}])(?:how much|costs?|costing|price[sd]?|pricing|budget for|cuanto|cuantos|cuesta|cuestan|costaria|costarian|costo|precio|quanto|quantos|custa|custam|custaria|custariam|custo|preco)(?![\p{L}])/u;

/** Counts written as words, up to ten, in the three languages ("two", "dos", "dois"). */
export const countWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};

/** Hours a week: "20 hours a week", "20h/week", "30 horas por semana", "20 horas semanais". */
export const hoursPerWeekPattern =
  /(?<![\p{L}\p{N}])(\d{1,2})\s*(?:hours?|hrs?|h|horas?|hs)\s*(?:(?:a|per|por|each|every|a la|na|cada)\s+|\/\s*)?(?:week|wk|w|semana|semanales|semanais|sem)(?![\p{L}])/u;

/** A full-time schedule named in words. */
export const fullTimePattern =
  /full[\s-]?time|tiempo completo|jornada completa|tempo integral|periodo integral/;

/** Words that point back at the previous message's role: "them", "ellos", "eles". */
export const referencePattern =
  /(?<![\p{L}])(?:them|they|those|these|ellos|ellas|esos|esas|estos|estas|eles|elas|esses|essas|estes|estas)(?![\p{L}])/u;
