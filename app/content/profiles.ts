/**
 * Sample talent profiles shown on category and stack pages, four per category. They are
 * invented (sample-content.ts): names, employers and logos are our own, portraits are our own
 * illustrations (initials when one cannot load), so no real person or company is implied.
 */
import type { CategorySlug, StackSlug } from "./categories";
import { type CountryCode, countryCode, type ServedCountryName } from "./countries";
import { portraitSrc } from "./portraits";

export interface CompanyMark {
  name: string;
  /** Two letters drawn in our own wordmark badge. */
  initials: string;
  /** Tailwind background class of the badge (dark enough for white text). */
  color: string;
}

export interface TalentProfile {
  id: string;
  /** The specialization the person works in: their pay lies inside its rate. */
  stack: StackSlug;
  name: string;
  role: string;
  country: string;
  /** ISO code of the country, drawn as our own flag (components/ui/country-flag.tsx). */
  countryFlag: CountryCode;
  /**
   * What the person is paid per hour, e.g. "$42": a part of the all-inclusive rate a client
   * pays for the specialization (pricing-model.ts), so never above the top of its range.
   */
  hourlyRate: string;
  skills: readonly string[];
  previousCompanies: readonly CompanyMark[];
  yearsExperience: number;
  /** Initials avatar: no photographs are used. */
  image: { initials: string };
  /** Illustrated portrait (our own drawing); the initials show if it cannot load. */
  portrait: string;
  /** Tailwind gradient classes of the card header (AA contrast with white text). */
  gradient: string;
}

const company = (name: string, initials: string, color: string): CompanyMark => ({ name, initials, color });

/** The made-up employers of the sample people. */
export const companies = {
  kestrelPay: company("Kestrel Pay", "KP", "bg-indigo-700"),
  fernhill: company("Fernhill Health", "FH", "bg-emerald-700"),
  parcelway: company("Parcelway", "PW", "bg-orange-700"),
  lumacore: company("Lumacore", "LC", "bg-sky-800"),
  tidebrook: company("Tidebrook Retail", "TB", "bg-teal-700"),
  orbisio: company("Orbisio Travel", "OT", "bg-violet-700"),
  quillstone: company("Quillstone", "QS", "bg-slate-700"),
  mercata: company("Mercata", "ME", "bg-rose-700"),
  cumbre: company("Cumbre Fintech", "CF", "bg-blue-800"),
  andes: company("Andes Freight", "AF", "bg-amber-800"),
  paloverde: company("Paloverde Media", "PM", "bg-lime-800"),
  brightlane: company("Brightlane CRM", "BC", "bg-cyan-800"),
  vantora: company("Vantora Cloud", "VC", "bg-fuchsia-800"),
  sendwise: company("Sendwise", "SW", "bg-red-800"),
  nimbra: company("Nimbra AI", "NA", "bg-purple-800"),
  corvid: company("Corvid Labs", "CL", "bg-zinc-700"),
} as const;

/** A sample person lives in one of the countries we hire in; its code names the flag drawing. */
type Country = ServedCountryName;

/** A sample person, with their initials, flag and portrait derived from the facts given. */
export function sampleProfile(
  id: string,
  stack: StackSlug,
  name: string,
  role: string,
  country: Country,
  hourlyRate: number,
  yearsExperience: number,
  skills: readonly string[],
  previousCompanies: readonly CompanyMark[],
  gradient: string,
): TalentProfile {
  const initials = name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return {
    id,
    stack,
    name,
    role,
    country,
    countryFlag: countryCode(country),
    hourlyRate: `$${hourlyRate}`,
    skills,
    previousCompanies,
    yearsExperience,
    image: { initials },
    portrait: portraitSrc(id),
    gradient,
  };
}

export const sampleProfiles: Record<CategorySlug, readonly TalentProfile[]> = {
  developers: [
    sampleProfile(
      "dev-martina",
      "full-stack",
      "Martina Sosa",
      "Senior Full-Stack Developer",
      "Argentina",
      47,
      8,
      ["TypeScript", "React", "Node.js", "PostgreSQL", "AWS"],
      [companies.kestrelPay, companies.parcelway],
      "from-blue-700 to-indigo-800",
    ),
    sampleProfile(
      "dev-andres",
      "backend",
      "Andrés Galeano",
      "Backend Engineer",
      "Colombia",
      46,
      7,
      ["Go", "Kafka", "PostgreSQL", "Kubernetes", "gRPC"],
      [companies.cumbre, companies.andes],
      "from-slate-700 to-slate-900",
    ),
    sampleProfile(
      "dev-camila",
      "mobile",
      "Camila Reyes",
      "Mobile Developer",
      "Chile",
      42,
      6,
      ["React Native", "Swift", "Kotlin", "Firebase", "App Store Connect"],
      [companies.orbisio, companies.fernhill],
      "from-emerald-700 to-teal-800",
    ),
    sampleProfile(
      "dev-rafael",
      "devops",
      "Rafael Moreira",
      "DevOps Engineer",
      "Brazil",
      52,
      9,
      ["Terraform", "AWS", "Kubernetes", "GitHub Actions", "Datadog"],
      [companies.vantora, companies.lumacore],
      "from-violet-700 to-purple-900",
    ),
  ],
  sales: [
    sampleProfile(
      "sales-lucia",
      "enterprise-ae",
      "Lucía Fernández",
      "Enterprise Account Executive",
      "Argentina",
      29,
      9,
      ["MEDDICC", "Salesforce", "Gong", "Multi-threading", "Negotiation"],
      [companies.brightlane, companies.vantora],
      "from-blue-700 to-sky-900",
    ),
    sampleProfile(
      "sales-mateo",
      "sdr-bdr",
      "Mateo Vargas",
      "SDR Team Lead",
      "Colombia",
      19,
      5,
      ["Outreach", "Apollo", "Cold calling", "LinkedIn Sales Navigator", "HubSpot"],
      [companies.sendwise, companies.kestrelPay],
      "from-amber-700 to-orange-800",
    ),
    sampleProfile(
      "sales-gabriela",
      "customer-success",
      "Gabriela Duarte",
      "Customer Success Manager",
      "Brazil",
      18,
      6,
      ["Gainsight", "QBRs", "Renewals", "Zendesk", "Churn analysis"],
      [companies.fernhill, companies.brightlane],
      "from-emerald-700 to-green-900",
    ),
    sampleProfile(
      "sales-tomas",
      "sales-operations",
      "Tomás Pereira",
      "Sales Operations Specialist",
      "Uruguay",
      39,
      7,
      ["Salesforce admin", "CPQ", "Clari", "Territory planning", "SQL"],
      [companies.cumbre, companies.quillstone],
      "from-slate-700 to-zinc-900",
    ),
  ],
  marketing: [
    sampleProfile(
      "mkt-valeria",
      "analytics",
      "Valeria Ortiz",
      "Marketing Analytics Lead",
      "Mexico",
      45,
      7,
      ["GA4", "Amplitude", "SQL", "A/B testing", "Looker Studio"],
      [companies.tidebrook, companies.sendwise],
      "from-rose-700 to-red-900",
    ),
    sampleProfile(
      "mkt-santiago",
      "content",
      "Santiago Ríos",
      "Content Marketing Lead",
      "Argentina",
      36,
      8,
      ["SEO", "Editorial calendars", "Ahrefs", "B2B copywriting", "Webflow"],
      [companies.paloverde, companies.quillstone],
      "from-indigo-700 to-blue-900",
    ),
    sampleProfile(
      "mkt-isabela",
      "email",
      "Isabela Costa",
      "Lifecycle Marketer",
      "Brazil",
      25,
      5,
      ["Customer.io", "Braze", "Segmentation", "Deliverability", "Liquid"],
      [companies.mercata, companies.orbisio],
      "from-teal-700 to-cyan-900",
    ),
    sampleProfile(
      "mkt-diego",
      "social-media",
      "Diego Castaño",
      "Social Media Manager",
      "Colombia",
      24,
      4,
      ["TikTok", "LinkedIn", "Sprout Social", "Short-form video", "Community"],
      [companies.paloverde, companies.tidebrook],
      "from-fuchsia-700 to-purple-900",
    ),
  ],
  design: [
    sampleProfile(
      "des-florencia",
      "product-design",
      "Florencia Aguirre",
      "Senior Product Designer",
      "Argentina",
      38,
      8,
      ["Figma", "Design systems", "Prototyping", "Usability testing", "B2B SaaS"],
      [companies.brightlane, companies.kestrelPay],
      "from-violet-700 to-indigo-900",
    ),
    sampleProfile(
      "des-joaquin",
      "ux-research",
      "Joaquín Muñoz",
      "UX Researcher",
      "Chile",
      34,
      6,
      ["Interview synthesis", "Dovetail", "Maze", "Journey mapping", "Surveys"],
      [companies.fernhill, companies.orbisio],
      "from-emerald-700 to-teal-900",
    ),
    sampleProfile(
      "des-beatriz",
      "ui-visual",
      "Beatriz Lima",
      "UI / Visual Designer",
      "Brazil",
      27,
      5,
      ["Figma", "Visual systems", "Iconography", "Marketing sites", "Accessibility"],
      [companies.mercata, companies.paloverde],
      "from-rose-700 to-pink-900",
    ),
    sampleProfile(
      "des-nicolas",
      "motion-3d",
      "Nicolás Pérez",
      "Motion & 3D Designer",
      "Uruguay",
      36,
      7,
      ["After Effects", "Blender", "Cinema 4D", "Lottie", "Product launch videos"],
      [companies.vantora, companies.tidebrook],
      "from-orange-700 to-amber-900",
    ),
  ],
  "ai-specialists": [
    sampleProfile(
      "ai-sofia",
      "machine-learning",
      "Sofía Herrera",
      "Machine Learning Engineer",
      "Argentina",
      52,
      7,
      ["PyTorch", "XGBoost", "Feature stores", "SageMaker", "Model monitoring"],
      [companies.cumbre, companies.nimbra],
      "from-indigo-700 to-violet-900",
    ),
    sampleProfile(
      "ai-felipe",
      "nlp",
      "Felipe Carvalho",
      "NLP Engineer",
      "Brazil",
      51,
      6,
      ["Transformers", "RAG", "pgvector", "spaCy", "LLM evaluation"],
      [companies.nimbra, companies.brightlane],
      "from-sky-700 to-blue-900",
    ),
    sampleProfile(
      "ai-daniela",
      "data-science",
      "Daniela Restrepo",
      "Data Scientist",
      "Colombia",
      36,
      5,
      ["Python", "Causal inference", "dbt", "Forecasting", "Experiment design"],
      [companies.tidebrook, companies.mercata],
      "from-teal-700 to-emerald-900",
    ),
    sampleProfile(
      "ai-ignacio",
      "mlops",
      "Ignacio Rojas",
      "MLOps Engineer",
      "Chile",
      55,
      8,
      ["Kubeflow", "MLflow", "Kubernetes", "Triton", "Terraform"],
      [companies.vantora, companies.corvid],
      "from-slate-700 to-slate-900",
    ),
  ],
  "llm-specialists": [
    sampleProfile(
      "llm-paula",
      "rlhf",
      "Paula Méndez",
      "RLHF Specialist",
      "Argentina",
      30,
      5,
      ["Preference ranking", "Rubric design", "Python review", "Red teaming", "Calibration"],
      [companies.nimbra, companies.corvid],
      "from-purple-700 to-indigo-900",
    ),
    sampleProfile(
      "llm-juan",
      "sft",
      "Juan Pablo Mejía",
      "SFT Data Writer",
      "Colombia",
      28,
      4,
      ["Instruction writing", "Chain-of-thought traces", "SQL", "Style guides", "QA"],
      [companies.nimbra, companies.quillstone],
      "from-blue-700 to-cyan-900",
    ),
    sampleProfile(
      "llm-renata",
      "model-evaluation",
      "Renata Alves",
      "Model Evaluation Specialist",
      "Brazil",
      40,
      6,
      ["Eval harnesses", "Golden sets", "Cohen's Kappa", "Portuguese/English", "Error taxonomies"],
      [companies.corvid, companies.lumacore],
      "from-emerald-700 to-green-900",
    ),
    sampleProfile(
      "llm-agustin",
      "prompt-engineering",
      "Agustín Navarro",
      "Prompt Engineer",
      "Uruguay",
      27,
      5,
      ["Prompt chaining", "Function calling", "Few-shot design", "LangSmith", "Python"],
      [companies.sendwise, companies.nimbra],
      "from-rose-700 to-fuchsia-900",
    ),
  ],
};

/** The four sample profiles of a category; an unknown slug falls back to the developers. */
export function getSampleProfiles(categorySlug: string | undefined): readonly TalentProfile[] {
  return Object.hasOwn(sampleProfiles, categorySlug ?? "")
    ? sampleProfiles[categorySlug as CategorySlug]
    : sampleProfiles.developers;
}
