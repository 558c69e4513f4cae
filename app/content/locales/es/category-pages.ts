/**
 * Spanish content of the six category landing pages, in the same three layouts as the English
 * module: "career" for developers and sales, "creative" for marketing, design and AI specialists,
 * and "llm" for LLM specialists.
 */
import type { CategorySlug } from "~/content/categories";
import {
  categoryRateText,
  developerBandTexts,
  jobPayRangeText,
  jobPays,
  listText,
  payText,
  salesBandTexts,
  samplePayRange,
  stackRateText,
} from "~/content/category-figures";
import type {
  CareerCategoryPage,
  CategoryPageContent,
  CreativeCategoryPage,
  LlmCategoryPage,
  ProcessStep,
} from "~/content/category-pages";
import {
  aiOpeningJobs,
  aiStatClaims,
  averageYearlyPay,
  designOpeningJobs,
  developerCareerClaims,
  salesCareerClaims,
} from "~/content/category-pages";
import { claimsAsOfLine, claimValue } from "~/content/claims";
import { topMonthlyOte } from "~/content/salary-bands";
import { formatUsdAmount } from "~/lib/i18n/format";
import { claimStatEs } from "./claims";
import { llmJobSamples } from "./job-samples";

// Figures the pages quote in sentences, formatted from the English facts (category-figures.ts).
const devBands = developerBandTexts("es");
const salesBands = salesBandTexts("es");
const marketingPay = samplePayRange("marketing");
const llmPays = jobPays(llmJobSamples);

export type {
  BenefitCard,
  BenefitIcon,
  CareerCategoryPage,
  CategoryPageContent,
  CreativeCategoryPage,
  FaqEntry,
  LlmCategoryPage,
  ProcessStep,
  SectionIntro,
  SkillGroup,
  StatItem,
} from "~/content/category-pages";

/** `roles`: the open roles of the category, e.g. "vacantes de desarrollo". */
const hiringProcess = (roles: string): ProcessStep[] => [
  {
    title: "Postulación y match",
    description: `Envía una sola postulación. Nuestra IA compara tu experiencia, tu inglés y tu tarifa con las ${roles} abiertas, en más de 300 criterios.`,
  },
  {
    title: "Evaluación",
    description:
      "Una entrevista de práctica con IA, luego una evaluación en vivo con trabajo real y una conversación en inglés con un reclutador.",
  },
  {
    title: "Lista corta",
    description:
      "Si superas la evaluación, entras en una lista corta de 3–5 candidatos que la empresa recibe en menos de 48 horas.",
  },
  {
    title: "Prueba pagada e inicio",
    description:
      "Entrevista con el equipo y luego 2 semanas de prueba pagada. Nosotros nos encargamos del contrato y la facturación, y seguimos en contacto contigo después de que empieces.",
  },
];

const developers: CareerCategoryPage = {
  slug: "developers",
  layout: "career",
  seo: {
    title: "Trabajos remotos para desarrolladores de LATAM | LatamMatch",
    description:
      "Desarrolladores senior de Latinoamérica para equipos de EE. UU.: full-stack, backend, mobile, DevOps y datos. Lista corta en 48 horas; los desarrolladores ganan $1.800–8.500 al mes.",
  },
  hero: {
    eyebrow: "Desarrolladores",
    title: "Trabajos remotos de desarrollo con equipos de producto de EE. UU.",
    description:
      "Ingenieros full-stack, backend, frontend, mobile, DevOps, de datos y de QA de Latinoamérica crean software para empresas de EE. UU. en su propia zona horaria. Postúlate una sola vez, o contrata a un desarrollador evaluado 1–2 semanas después de la lista corta.",
    actions: [
      { label: "Empieza tu camino como desarrollador", opens: "apply-modal" },
      { label: "Arma tu equipo", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Qué hace un desarrollador aquí",
    title: "Features propias, no tickets sueltos",
    description:
      "Nuestros desarrolladores se integran a los equipos de EE. UU. como miembros plenos: participan en las mismas dailies, revisan los mismos pull requests y suben código a producción en sus primeras dos semanas. Tres ejemplos de los roles que ocupan, con el pago por hora de cada uno:",
    jobs: [
      {
        title: "Ingeniero Backend Senior, Fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$48/hora",
        role: "backend",
        stack: "Go · PostgreSQL · Kafka · AWS",
      },
      {
        title: "Desarrollador React Native, app de salud",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hora",
        role: "mobile",
        stack: "React Native · TypeScript · Expo",
      },
      {
        title: "Ingeniero DevOps, SaaS B2B",
        type: "Contract",
        location: "Remote",
        rate: "$52/hora",
        role: "devops",
        stack: "Terraform · Kubernetes · GitHub Actions",
      },
    ],
  },
  regional: {
    eyebrow: "Talento regional",
    title: "Dónde están nuestros desarrolladores",
    description:
      "Desarrolladores evaluados de nuestra red por país, su pago mediano por hora y cómo se alinea su jornada con la hora del Este de EE. UU.",
  },
  interview: {
    eyebrow: "Vista previa de la entrevista con IA",
    title: "Practica la primera entrevista antes de que cuente",
    description:
      "Cada postulante empieza con una conversación de preselección con IA sobre proyectos reales. Recibes feedback al instante, y un reclutador la revisa antes que cualquier empresa.",
  },
  skills: {
    eyebrow: "Requisitos",
    title: "Qué buscamos en un desarrollador",
    description:
      "La seniority importa menos que la evidencia: evaluamos lo que has llevado a producción y cómo lo explicas.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Experiencia en producción en al menos un stack principal (TypeScript, Python, Go, Java, Kotlin o Swift)",
          "SQL y modelado de datos más allá de un CRUD básico",
          "Tests automatizados y CI que mantienes tú mismo",
          "Flujos de trabajo con Git y buenas prácticas de code review",
        ],
      },
      {
        title: "Forma de trabajar",
        skills: [
          "Divide el trabajo en pull requests pequeños y fáciles de revisar",
          "Escribe notas de diseño y reportes de incidentes claros",
          "Trabaja de forma asíncrona entre zonas horarias con 4+ horas de solapamiento",
        ],
      },
      {
        title: "Comunicación",
        skills: [
          "Inglés B2 o superior, oral y escrito",
          "Explica los trade-offs a personas que no son ingenieros",
          "Avisa de los bloqueos a tiempo en las dailies",
        ],
      },
    ],
  },
  careerStats: {
    eyebrow: "Estadísticas de carrera",
    title: "Lo que dicen los números",
    description: `Cifras de las colocaciones hechas a través de LatamMatch. ${claimsAsOfLine(developerCareerClaims, "es")}`,
    items: developerCareerClaims.map((id) => claimStatEs(id)),
  },
  salary: {
    eyebrow: "Bandas salariales",
    title: "Bandas mensuales para contratistas",
    description:
      "Pago mensual típico en USD para contratistas de tiempo completo en Argentina, Colombia y Chile.",
    kind: "developer-monthly",
    note: "Las bandas dependen del stack, el nivel de inglés y los resultados de las entrevistas con la empresa. La tarifa se acuerda antes de empezar.",
    comparison: {
      rows: [claimStatEs("usDeveloperSalary"), claimStatEs("latamDeveloperPay")],
      savings: claimStatEs("developerPaySavings", { withShare: true }),
    },
  },
  explorer: {
    eyebrow: "Catálogo de stacks",
    title: "Especializaciones de desarrollo",
    description:
      "Cada especialización con su rango típico por hora y las tecnologías que más usan nuestros desarrolladores.",
  },
  process: {
    eyebrow: "Proceso de contratación",
    title: "De la postulación al primer commit en cuatro pasos",
    description: "Los mismos cuatro pasos para cada desarrollador, estés del lado que estés de la mesa.",
    steps: hiringProcess("vacantes de desarrollo"),
  },
  whyUs: {
    eyebrow: "Por qué LatamMatch",
    title: "Por qué los desarrolladores eligen LatamMatch",
    description: "Nuestra comisión la paga la empresa, nunca tú.",
    items: [
      {
        icon: "dollar",
        title: "Tarifas de EE. UU., en dólares",
        description:
          "Pago mensual en USD, acordado antes de tu primera entrevista, sin descuentos de nuestra parte.",
      },
      {
        icon: "clock",
        title: "Tu propia zona horaria",
        description:
          "Te asignamos equipos con 4+ horas de solapamiento: nada de dailies a las 2 de la mañana.",
      },
      {
        icon: "users",
        title: "Un talent partner",
        description:
          "Preparación para las entrevistas, feedback después de cada ronda y acompañamiento durante las 2 semanas de prueba pagada.",
      },
      {
        icon: "trending",
        title: "Espacio para crecer",
        description:
          "Los desarrolladores colocados reportan un aumento salarial promedio del 55% en su primer año.",
      },
    ],
  },
  faqs: [
    {
      question: "¿Necesito ser senior para postularme?",
      answer:
        "No. Colocamos desarrolladores desde 1–3 años de experiencia en adelante. Hay menos roles junior, así que en ese nivel importan todavía más los fundamentos sólidos, los tests y un inglés claro.",
    },
    {
      question: "¿En qué consiste la evaluación técnica?",
      answer:
        "Una sesión de live coding sobre una tarea realista en tu stack principal, una revisión breve de un proyecto real que tú elijas y una conversación en inglés. En total toma unas dos horas.",
    },
    {
      question: "¿Cuánto puedo ganar?",
      answer: `El pago mensual de los contratistas de tiempo completo en Argentina, Colombia y Chile suele ser de ${devBands.junior} como junior, ${devBands.mid} en nivel semi senior y ${devBands.senior} como senior, pagado en USD.`,
    },
    {
      question: "¿La prueba de 2 semanas es pagada?",
      answer:
        "Sí. Toda prueba se paga a la tarifa acordada. Entre el 90% y el 96% de las pruebas se convierten en una relación de largo plazo.",
    },
    {
      question: "¿Desde qué países me puedo postular?",
      answer:
        "Desde cualquier país de Latinoamérica donde operamos: Argentina, Brasil, Chile, Colombia, México, Uruguay, Perú, Costa Rica, Ecuador, Panamá, Paraguay y Bolivia.",
    },
  ],
  cta: {
    title: "¿Listo para tu próximo rol en ingeniería?",
    description:
      "Postúlate una sola vez y conoce empresas de EE. UU. que buscan tu stack. ¿Quieres contratar? Agenda una demo con nuestro equipo.",
    actions: [
      { label: "Postúlate a roles de desarrollo", opens: "apply-modal" },
      { label: "Asóciate con LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const sales: CareerCategoryPage = {
  slug: "sales",
  layout: "career",
  seo: {
    title: "Trabajos remotos de ventas y talento comercial de LATAM | LatamMatch",
    description:
      "Account executives, SDR, customer success y sales ops de Latinoamérica para equipos de EE. UU. OTE de $2.000 a $10.000 al mes; lista corta en 48 horas.",
  },
  hero: {
    eyebrow: "Ventas",
    title: "Trabajos remotos de ventas para compradores de EE. UU.",
    description:
      "Account executives, SDR y BDR, customer success managers y especialistas en sales operations de Latinoamérica que llevan una cuota de EE. UU. Postúlate una sola vez, o suma a tu equipo un vendedor evaluado 1–2 semanas después de la lista corta.",
    actions: [
      { label: "Empieza tu camino en ventas", opens: "apply-modal" },
      { label: "Arma tu equipo", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Qué hace un profesional de ventas aquí",
    title: "Una meta propia, no un guion",
    description:
      "Nuestros vendedores trabajan el mercado de EE. UU. desde su primera semana: prospección, discovery y renovaciones en inglés con las herramientas de la propia empresa. Tres ejemplos de los roles que ocupan, con el pago base por hora de cada uno (más comisión):",
    jobs: [
      {
        title: "Account Executive Mid-Market",
        type: "Full-Time",
        location: "Remote",
        rate: "$28/hora más comisión",
        role: "enterprise-ae",
        stack: "Salesforce · Gong · MEDDICC",
      },
      {
        title: "SDR outbound, herramientas para desarrolladores",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hora más comisión",
        role: "sdr-bdr",
        stack: "Outreach · Apollo · LinkedIn Sales Navigator",
      },
      {
        title: "Customer Success Manager, HR Tech",
        type: "Full-Time",
        location: "Remote",
        rate: "$18/hora más bono",
        role: "customer-success",
        stack: "Gainsight · HubSpot · Zendesk",
      },
    ],
  },
  regional: {
    eyebrow: "Talento regional",
    title: "Dónde están nuestros profesionales de ventas",
    description:
      "Talento de ventas evaluado de nuestra red por país, su pago base mediano por hora (más comisión) y el solapamiento con la hora del Este de EE. UU.",
  },
  interview: {
    eyebrow: "Vista previa de la entrevista con IA",
    title: "Ensaya el discovery antes de la llamada real",
    description:
      "La entrevista con IA te pregunta por negocios que ganaste y perdiste, y luego hace el papel de un comprador. Los reclutadores revisan la transcripción antes de que una empresa vea tu perfil.",
  },
  skills: {
    eyebrow: "Requisitos",
    title: "Qué buscamos en un profesional de ventas",
    description:
      "Contratamos por un proceso comprobado y un inglés claro, no solo por una gran cifra en el CV.",
    groups: [
      {
        title: "Venta",
        skills: [
          "Un historial documentado frente a cuotas o metas de pipeline",
          "Discovery y calificación estructurados (MEDDICC, BANT o SPICED)",
          "Multi-threading con compradores, usuarios y el área de compras",
        ],
      },
      {
        title: "Herramientas y proceso",
        skills: [
          "CRM al día en Salesforce o HubSpot",
          "Herramientas de secuencias como Outreach, Salesloft o Apollo",
          "Un forecast honesto de tu propio pipeline",
        ],
      },
      {
        title: "Comunicación",
        skills: [
          "Inglés C1 o superior para roles de cara al cliente",
          "Seguridad en videollamadas con ejecutivos de EE. UU.",
          "Seguimientos escritos concisos y planes de acción conjuntos",
        ],
      },
    ],
  },
  careerStats: {
    eyebrow: "Estadísticas de carrera",
    title: "Lo que dicen los números",
    description: `Cifras de las colocaciones de ventas hechas a través de LatamMatch. ${claimsAsOfLine(salesCareerClaims, "es")}`,
    items: [
      claimStatEs("salesHiringSuccess"),
      {
        value: formatUsdAmount(topMonthlyOte(), "es"),
        label: "OTE mensual máximo",
        description: "pago mensual de gerentes de ventas que cumplen la meta, base más comisión",
      },
      {
        value: "4+ horas",
        label: "Solapamiento diario",
        description: "con el horario laboral del Este de EE. UU.",
      },
      claimStatEs("retention6m"),
    ],
  },
  salary: {
    eyebrow: "Bandas salariales",
    title: "Ingresos mensuales al 100% de la meta",
    description: "Base y OTE mensual total en USD, tiempo completo, para los roles de ventas más comunes.",
    kind: "sales-ote",
    note: "Cada empresa define su plan de comisiones y lo comparte antes de la entrevista. Los totales suponen el 100% de la cuota.",
  },
  explorer: {
    eyebrow: "Catálogo de stacks",
    title: "Especializaciones de ventas",
    description:
      "Cada especialización con su rango típico por hora y las herramientas que nuestro talento de ventas usa todos los días.",
  },
  process: {
    eyebrow: "Proceso de contratación",
    title: "De la postulación a la primera revisión de pipeline en cuatro pasos",
    description: "Los mismos cuatro pasos para cada profesional de ventas.",
    steps: hiringProcess("vacantes de ventas"),
  },
  whyUs: {
    eyebrow: "Por qué LatamMatch",
    title: "Por qué los profesionales de ventas eligen LatamMatch",
    description: "Comisiones que de verdad puedes ganar, con un equipo que quiere que las alcances.",
    items: [
      {
        icon: "dollar",
        title: "Base en USD más comisión",
        description:
          "El salario base y el plan de comisiones se confirman por escrito antes de tu primera entrevista.",
      },
      {
        icon: "target",
        title: "Cuotas realistas",
        description:
          "Te compartimos desde el inicio el tiempo de ramp-up y los detalles del territorio, para que sepas qué significa cumplir la meta.",
      },
      {
        icon: "users",
        title: "Un talent partner",
        description:
          "Llamadas de práctica antes de las entrevistas y seguimiento durante las 2 semanas de prueba pagada.",
      },
      {
        icon: "trending",
        title: "Un camino para crecer",
        description:
          "Los SDR pasan a roles de cierre, y los AE a líderes de equipo, en la misma empresa de EE. UU.",
      },
    ],
  },
  faqs: [
    {
      question: "¿Necesito experiencia vendiendo a empresas de EE. UU.?",
      answer:
        "Ayuda, pero no es obligatoria. Buscamos un proceso de ventas estructurado, un historial medible y un inglés a la altura de los compradores de EE. UU.",
    },
    {
      question: "¿Cómo se pagan las comisiones?",
      answer:
        "Las comisiones siguen el plan de cada empresa, normalmente mensual o trimestral, y se pagan en USD junto con tu base. Conoces el plan antes de la entrevista.",
    },
    {
      question: "¿Cuánto se gana al mes normalmente?",
      answer: `Pago mensual al cumplir la meta: los SDR ganan una base de ${salesBands.sdr.base} y ${salesBands.sdr.total} en total; los account executives, una base de ${salesBands.ae.base} y ${salesBands.ae.total} en total; los gerentes de ventas, una base de ${salesBands.manager.base} y ${salesBands.manager.total} en total.`,
    },
    {
      question: "¿Qué pasa en la evaluación de ventas?",
      answer:
        "Una entrevista de preselección con IA sobre tus negocios, luego un role-play en vivo de una llamada de discovery y un correo de seguimiento por escrito, revisados por un reclutador que vendió para empresas de EE. UU.",
    },
    {
      question: "¿Los roles son de tiempo completo?",
      answer:
        "La mayoría son de tiempo completo, en horario de EE. UU. Algunas empresas empiezan con trabajo de SDR o de sales operations a medio tiempo, de 20 o 30 horas por semana.",
    },
  ],
  cta: {
    title: "¿Listo para vender para una empresa de EE. UU.?",
    description:
      "Postúlate una sola vez y conoce equipos que buscan vendedores como tú. ¿Quieres contratar? Agenda una demo con nuestro equipo.",
    actions: [
      { label: "Postúlate a roles de ventas", opens: "apply-modal" },
      { label: "Asóciate con LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const marketing: CreativeCategoryPage = {
  slug: "marketing",
  layout: "creative",
  seo: {
    title: "Trabajos remotos de marketing y marketers de LATAM | LatamMatch",
    description:
      "Marketers de growth, contenido, lifecycle, redes sociales y analítica de Latinoamérica para empresas de EE. UU. Más de 180 empresas contratando; postúlate una sola vez, o contrata desde una lista corta en 48 horas.",
  },
  hero: {
    eyebrow: "Marketing",
    title: "Trabajos remotos de marketing con equipos de growth de EE. UU.",
    description:
      "Marketers de growth, contenido, e-mail y lifecycle, redes sociales y analítica de Latinoamérica que conocen al cliente de EE. UU. Postúlate una sola vez, o contrata a un marketer evaluado 1–2 semanas después de la lista corta.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Arma tu equipo", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Roles de ejemplo",
    title: "Roles de marketing abiertos ahora",
    description:
      "Ejemplos de los roles que nos piden empresas de EE. UU., con el pago por hora que ofrece cada uno.",
    jobs: [
      {
        title: "Paid Acquisition Manager",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hora",
        role: "growth",
        stack: "Google Ads · Meta Ads · GA4",
      },
      {
        title: "Redactor de contenido B2B",
        type: "Contract",
        location: "Remote",
        rate: "$32/hora",
        role: "content",
        stack: "SEO · Webflow · Ahrefs",
      },
      {
        title: "Especialista en Lifecycle Marketing",
        type: "Full-Time",
        location: "Remote",
        rate: "$24/hora",
        role: "email",
        stack: "Customer.io · Segment · SQL",
      },
    ],
  },
  benefits: {
    eyebrow: "Beneficios",
    title: "Por qué los marketers trabajan con LatamMatch",
    description: "Trabajo que se nota en el pipeline de una empresa de EE. UU., con un pago a la altura.",
    items: [
      {
        icon: "dollar",
        title: "Pago en USD",
        description:
          "Tarifa por hora o mensual acordada antes de la entrevista y pagada puntualmente cada mes.",
      },
      {
        icon: "trending",
        title: "Presupuestos para aprender",
        description:
          "Maneja campañas con presupuestos publicitarios reales de EE. UU. y el stack de analítica para medirlas.",
      },
      {
        icon: "globe",
        title: "Remoto para siempre",
        description:
          "Trabaja desde casa o desde un coworking cerca de ti; te ayudamos con el equipamiento y la instalación.",
      },
    ],
  },
  regional: {
    eyebrow: "Talento regional",
    title: "Dónde están nuestros marketers",
    description:
      "Marketers evaluados de nuestra red por país, su pago mediano por hora y el solapamiento con la hora del Este de EE. UU.",
  },
  remoteWork: {
    eyebrow: "Trabajo remoto",
    title: "En marketing, lo remoto es la norma",
    description:
      "Se espera que el 42% de los roles de marketing sean remotos en 2025, y el 45% de los marketers ya trabaja de forma remota. Tu entrevista empieza igual: una breve conversación con IA sobre una campaña que hayas liderado.",
    points: [
      "Briefs asíncronos y revisiones semanales en lugar de reuniones todo el día",
      "Horario laboral de EE. UU. con 4+ horas de solapamiento",
      "Dashboards compartidos para que los resultados hablen por ti",
    ],
  },
  skills: {
    eyebrow: "Requisitos",
    title: "Qué buscamos en un marketer",
    description: "Te pedimos resultados que puedas mostrar y el método detrás de ellos.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Experiencia práctica en al menos un canal: paid search, paid social, SEO, e-mail o redes sociales",
          "GA4, Amplitude o Mixpanel para atribución y análisis de funnel",
          "Una plataforma de marketing automation como HubSpot, Braze o Customer.io",
          "Un inglés escrito en el que un cliente de EE. UU. no note que se escribió en otro país",
        ],
      },
      {
        title: "Metodología",
        skills: [
          "Experimentos basados en hipótesis con métricas de éxito claras",
          "Control del ritmo de inversión y reportes frente al CAC y el payback",
          "Briefs, calendarios de contenido y análisis post-campaña",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Cifras del mercado",
    title: "El talento de marketing en números",
    description: `Lo que pagan las empresas y hacia dónde va la demanda. ${claimsAsOfLine(["marketingHired"], "es")}`,
    items: [
      {
        value: averageYearlyPay.marketing,
        label: "Salario promedio",
        description: "pago anual de los marketers colocados en empresas de EE. UU.",
      },
      { value: "+65%", label: "Aumento salarial", description: "frente a roles locales comparables" },
      claimStatEs("marketingHired"),
      {
        value: "38%",
        label: "Crecimiento de la demanda",
        description: "en contratación remota de marketing",
      },
    ],
  },
  explorer: {
    eyebrow: "Especializaciones",
    title: "Especializaciones de marketing",
    description:
      "Cada especialización con su rango típico por hora y las herramientas que más usan nuestros marketers.",
  },
  faqs: [
    {
      question: "¿Qué roles de marketing contratan más las empresas de EE. UU.?",
      answer:
        "Growth y paid acquisition, lifecycle y e-mail, contenido y SEO, redes sociales y marketing analytics, por lo general en empresas SaaS B2B y de e-commerce.",
    },
    {
      question: "¿Necesito un portafolio?",
      answer:
        "Sí: dos o tres campañas o trabajos con el objetivo, lo que hiciste y el resultado. Comparte un enlace en tu postulación; las cifras confidenciales puedes darlas en rangos.",
    },
    {
      question: "¿Qué tarifas puedo esperar?",
      answer: `El pago de los perfiles de marketing de ejemplo en nuestra red va de ${payText(marketingPay.min)} a ${payText(marketingPay.max)} por hora, según la especialización, la seniority y el nivel de inglés.`,
    },
    {
      question: "¿Cómo evalúan mi inglés?",
      answer:
        "Con la entrevista con IA, una conversación en vivo con un reclutador y una breve tarea escrita de tu especialización, como una secuencia de e-mails o un brief de anuncios.",
    },
    {
      question: "¿Puedo trabajar medio tiempo?",
      answer:
        "Sí. Muchos roles de marketing empiezan con 20 o 30 horas por semana y pasan a tiempo completo cuando el canal demuestra resultados.",
    },
  ],
  cta: {
    title: "Lleva tu marketing a empresas de EE. UU.",
    description:
      "Postúlate una sola vez y conoce equipos que buscan tu especialización. ¿Quieres contratar? Agenda una demo.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Asóciate con LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const design: CreativeCategoryPage = {
  slug: "design",
  layout: "creative",
  seo: {
    title: "Trabajos remotos de diseño UX/UI y diseñadores de LATAM | LatamMatch",
    description:
      "Diseñadores de producto, UX/UI, research y motion de Latinoamérica para equipos de EE. UU. Salario promedio de diseño de $68K+; postúlate una sola vez, o contrata desde una lista corta en 48 horas.",
  },
  hero: {
    eyebrow: "Diseño",
    title: "Trabajos remotos de diseño UX/UI con equipos de producto de EE. UU.",
    description:
      "Product designers, UX researchers, diseñadores UI y visuales y diseñadores de motion y 3D de Latinoamérica con un oficio demostrado en su portafolio. Postúlate una sola vez, o contrata a un diseñador evaluado 1–2 semanas después de la lista corta.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Arma tu equipo", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Roles de ejemplo",
    title: "Roles de diseño abiertos ahora",
    description:
      "Ejemplos de los roles que nos piden empresas de EE. UU., con el pago por hora que ofrece cada uno.",
    jobs: [
      {
        title: "Diseñador UI, sitio de marketing",
        type: "Contract",
        location: "Remote",
        rate: "$27/hora",
        role: "ui-visual",
        stack: "Figma · Webflow · Sistemas visuales",
      },
      {
        title: "UX Researcher, app fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$34/hora",
        role: "ux-research",
        stack: "Entrevistas · Maze · Dovetail",
      },
      {
        title: "Product Designer, SaaS B2B",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hora",
        role: "product-design",
        stack: "Figma · Design systems · Prototipado",
      },
    ],
  },
  benefits: {
    eyebrow: "Beneficios",
    title: "Por qué los diseñadores trabajan con LatamMatch",
    description: "Voz en las decisiones de producto, no una cola de tickets de diseño.",
    items: [
      {
        icon: "dollar",
        title: "Pago en USD",
        description:
          "Tarifa acordada antes de la entrevista y pagada cada mes, sin que ninguna agencia se quede con una parte de lo tuyo.",
      },
      {
        icon: "sparkles",
        title: "Trabajo que puedes mostrar",
        description:
          "La mayoría de los clientes permite usar el trabajo en tu portafolio después del lanzamiento, así que lo mejor que haces sigue siendo tuyo para mostrarlo.",
      },
      {
        icon: "laptop",
        title: "Las herramientas adecuadas",
        description:
          "Licencias de Figma, dispositivos de prueba y un buen monitor, gestionados con nuestros aliados locales.",
      },
    ],
  },
  regional: {
    eyebrow: "Talento regional",
    title: "Dónde están nuestros diseñadores",
    description:
      "Diseñadores evaluados de nuestra red por país, su pago mediano por hora y el solapamiento con la hora del Este de EE. UU.",
  },
  remoteWork: {
    eyebrow: "Trabajo remoto",
    title: "El trabajo creativo fue de los primeros en volverse remoto",
    description:
      "Se espera que cerca del 50% de los roles creativos sean remotos en 2025, y el 35% de los diseñadores ya trabaja de forma remota. La primera entrevista es una breve conversación con IA sobre un proyecto del que estés orgulloso.",
    points: [
      "Feedback en comentarios de Figma y videos cortos de recorrido",
      "Sesiones de research agendadas en horario de EE. UU.",
      "Design systems compartidos entre zonas horarias",
    ],
  },
  skills: {
    eyebrow: "Requisitos",
    title: "Qué buscamos en un diseñador",
    description:
      "Un portafolio que muestre el problema, el proceso y el resultado, no solo las pantallas finales.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Dominio experto de Figma: componentes, variantes, auto layout y prototipado",
          "Interfaces accesibles que cumplen WCAG 2.2 AA",
          "Layouts responsive para web y mobile nativo",
          "Un handoff con el que los desarrolladores puedan construir sin adivinar",
        ],
      },
      {
        title: "Metodología",
        skills: [
          "Entrevistas con usuarios, pruebas de usabilidad y síntesis",
          "Design systems que escalan más allá de un solo producto",
          "Medición de resultados después del lanzamiento junto con el equipo de producto",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Cifras del mercado",
    title: "El talento de diseño en números",
    description: `Lo que pagan las empresas y hacia dónde va la demanda. ${claimsAsOfLine(["salaryIncrease"], "es")}`,
    items: [
      {
        value: averageYearlyPay.design,
        label: "Salario promedio de diseño",
        description: "pago anual de los diseñadores colocados en empresas de EE. UU.",
      },
      { ...claimStatEs("salaryIncrease"), value: `+${claimValue("salaryIncrease", "es")}` },
      { value: "32%", label: "Crecimiento de la demanda", description: "en contratación remota de diseño" },
      { value: "50%", label: "Roles creativos remotos", description: "proporción esperada en 2025" },
    ],
  },
  explorer: {
    eyebrow: "Especializaciones",
    title: "Especializaciones de diseño",
    description:
      "Cada especialización con su rango típico por hora y las herramientas que más usan nuestros diseñadores.",
  },
  faqs: [
    {
      question: "¿Qué debe incluir mi portafolio?",
      answer:
        "Dos o tres casos de estudio con el problema, tu rol, el proceso y el resultado. Los enlaces protegidos con contraseña sirven; incluye la contraseña en la nota de tu postulación.",
    },
    {
      question: "¿Hay un desafío de diseño?",
      answer:
        "No un proyecto gratis a pedido. Hacemos un recorrido en vivo por tu portafolio y un ejercicio de pizarra de 45 minutos con uno de nuestros design leads.",
    },
    {
      question: "¿Cuánto gana un diseñador?",
      answer: `Los roles de diseño de ejemplo tienen un pago de ${listText(jobPays(designOpeningJobs), "es")} por hora; la tarifa todo incluido que paga una empresa va de ${stackRateText("ui-visual", "es")} para diseño UI y visual a ${stackRateText("product-design", "es")} para diseño de producto.`,
    },
    {
      question: "¿Trabajo directamente con desarrolladores?",
      answer:
        "Sí. La mayoría de nuestros diseñadores forma parte de un squad de producto con ingenieros y un product manager, y hace el handoff en Figma con componentes documentados.",
    },
    {
      question: "¿Pueden postularse diseñadores de motion y 3D?",
      answer: `Sí. Los roles de motion y 3D incluyen videos de lanzamiento de producto, animación de UI con Lottie y renders 3D de producto, con una tarifa todo incluido de ${stackRateText("motion-3d", "es")} por hora.`,
    },
  ],
  cta: {
    title: "Diseña para productos de EE. UU. desde Latinoamérica",
    description:
      "Postúlate una sola vez y conoce equipos que buscan tu oficio. ¿Quieres contratar? Agenda una demo.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Asóciate con LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const aiSpecialists: CreativeCategoryPage = {
  slug: "ai-specialists",
  layout: "creative",
  seo: {
    title: "Trabajos remotos de IA y ML y especialistas en IA de LATAM | LatamMatch",
    description:
      "Especialistas en machine learning, NLP, visión por computadora, ciencia de datos y MLOps de Latinoamérica para empresas de EE. UU. Más de 300 especialistas en IA evaluados; $38–64/hora.",
  },
  hero: {
    eyebrow: "Especialistas en IA",
    title: "Trabajos remotos de inteligencia artificial y machine learning",
    description:
      "Ingenieros de machine learning, NLP, visión por computadora, automatización, ciencia de datos y MLOps de Latinoamérica que llevan modelos a producción. Postúlate una sola vez, o contrata a un especialista evaluado 1–2 semanas después de la lista corta.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Arma tu equipo", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Roles de ejemplo",
    title: "Roles de IA abiertos ahora",
    description:
      "Ejemplos de los roles que nos piden empresas de EE. UU., con el pago por hora que ofrece cada uno.",
    jobs: [
      {
        title: "Ingeniero de Automatización con IA",
        type: "Contract",
        location: "Remote",
        rate: "$42/hora",
        role: "automation",
        stack: "Python · LangChain · n8n",
      },
      {
        title: "Ingeniero de NLP, automatización de soporte",
        type: "Full-Time",
        location: "Remote",
        rate: "$51/hora",
        role: "nlp",
        stack: "Transformers · RAG · pgvector",
      },
      {
        title: "Ingeniero de Machine Learning, riesgo",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hora",
        role: "machine-learning",
        stack: "PyTorch · XGBoost · SageMaker",
      },
    ],
  },
  benefits: {
    eyebrow: "Beneficios",
    title: "Por qué los especialistas en IA trabajan con LatamMatch",
    description: "Problemas de producción, datos reales y equipos que entregan.",
    items: [
      {
        icon: "sparkles",
        title: "Modelos en producción",
        description:
          "Roles en los que tu trabajo llega a usuarios reales, no a presentaciones ni a pruebas de concepto estancadas.",
      },
      {
        icon: "dollar",
        title: "Tarifas de lo más alto del mercado",
        description: `IA tiene nuestra tarifa todo incluido más alta: ${categoryRateText("ai-specialists", "es")} por hora.`,
      },
      {
        icon: "graduation",
        title: "Sigue aprendiendo",
        description:
          "Equipos que destinan presupuesto a tiempo de GPU, conferencias y papers, no solo a tickets.",
      },
    ],
  },
  regional: {
    eyebrow: "Talento regional",
    title: "Dónde están nuestros especialistas en IA",
    description:
      "Especialistas en IA evaluados de nuestra red por país, su pago mediano por hora y el solapamiento con la hora del Este de EE. UU.",
  },
  remoteWork: {
    eyebrow: "Trabajo remoto",
    title: "Los equipos de IA nacen remotos",
    description:
      "Con más de 300 especialistas en IA evaluados en nuestra red, la mayoría de los equipos de IA de EE. UU. con los que trabajamos son distribuidos desde el inicio. La primera entrevista es una conversación con IA sobre un modelo que llevaste a producción.",
    points: [
      "Seguimiento de experimentos y revisiones compartidos de forma asíncrona",
      "Acceso a GPU en la nube provisto por la empresa contratante",
      "Revisiones de modelos agendadas en horario de EE. UU.",
    ],
  },
  skills: {
    eyebrow: "Requisitos",
    title: "Qué buscamos en un especialista en IA",
    description: "Primero, evidencia de producción: modelos desplegados, monitoreados y mejorados.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Python y un framework de deep learning (PyTorch o TensorFlow)",
          "ML clásico y estadística, no solo modelos grandes",
          "SQL y pipelines de datos que alimentan tus modelos",
          "Despliegue de modelos detrás de APIs, con monitoreo",
        ],
      },
      {
        title: "Metodología",
        skills: [
          "Evaluación offline y online con las métricas correctas",
          "Experimentos reproducibles, con datos y código versionados",
          "Informes de resultados claros para quienes no son especialistas",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Cifras del mercado",
    title: "El talento de IA en números",
    description: `Cifras de nuestra red de especialistas en IA. ${claimsAsOfLine(aiStatClaims, "es")}`,
    items: [
      claimStatEs("aiSpecialistsAvailable"),
      {
        value: jobPayRangeText(aiOpeningJobs),
        label: "Pago por hora de ejemplo",
        description: "de los roles de IA abiertos de arriba",
      },
      claimStatEs("shortlistTime"),
      claimStatEs("approvalRate"),
    ],
  },
  explorer: {
    eyebrow: "Explorador de stacks",
    title: "Especializaciones en IA",
    description:
      "Cada especialización con su rango típico por hora y los frameworks que más usan nuestros especialistas.",
  },
  faqs: [
    {
      question: "¿Necesito un posgrado?",
      answer:
        "No. Los modelos en producción y un razonamiento claro cuentan más que los títulos. Muchos de nuestros especialistas tienen maestría, y muchos vienen de la ingeniería de software.",
    },
    {
      question: "¿Qué cubre la evaluación técnica?",
      answer:
        "Una sesión en vivo sobre un problema de modelado realista, desde la inspección de los datos hasta la evaluación, más preguntas sobre despliegue y monitoreo en tu área.",
    },
    {
      question: "¿Cuánto ganan los especialistas en IA?",
      answer: `La tarifa todo incluido va de ${stackRateText("automation", "es")} por hora para ingenieros de automatización a ${stackRateText("nlp", "es")} para ingenieros de NLP. Los roles abiertos de ejemplo tienen un pago de ${listText(jobPays(aiOpeningJobs), "es")} por hora.`,
    },
    {
      question: "¿Trabajo con LLMs?",
      answer:
        "A menudo. Los roles de NLP y automatización suelen incluir retrieval, fine-tuning o agentes. Los roles centrados en datos de entrenamiento y evaluación están en la categoría de especialistas en LLM.",
    },
    {
      question: "¿Quién provee la capacidad de cómputo?",
      answer:
        "La empresa contratante provee las cuentas en la nube y el acceso a GPU. Nos aseguramos de que eso quede acordado antes de tu fecha de inicio.",
    },
  ],
  cta: {
    title: "Pon tus modelos frente a usuarios de EE. UU.",
    description:
      "Postúlate una sola vez y conoce equipos de IA que están contratando. ¿Quieres contratar? Agenda una demo.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Asóciate con LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const llmSpecialists: LlmCategoryPage = {
  slug: "llm-specialists",
  layout: "llm",
  seo: {
    title: "Trabajos de RLHF, SFT y prompt engineering | LatamMatch",
    description:
      "Roles remotos de RLHF, supervised fine-tuning, prompt engineering, anotación y evaluación de modelos para talento de LATAM con laboratorios de IA de EE. UU., de $23 a $47 por hora.",
  },
  hero: {
    eyebrow: "Especialistas en LLM",
    title: "Entrena y evalúa los modelos que todos usan",
    description:
      "Especialistas en RLHF, redactores de fine-tuning, prompt engineers, anotadores de datos y evaluadores de modelos de Latinoamérica que trabajan con empresas de IA de EE. UU. Postúlate una sola vez, o arma un equipo de anotación en 72 horas.",
    actions: [
      { label: "Trabaja con nosotros", opens: "apply-modal" },
      { label: "Arma tu equipo", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Oportunidades de ejemplo",
    title: "Roles de LLM abiertos ahora",
    description:
      "Roles de empresas de IA que construyen y evalúan grandes modelos de lenguaje, con el pago por hora de cada uno.",
    jobs: llmJobSamples,
  },
  benefits: {
    eyebrow: "Beneficios",
    title: "Por qué los especialistas en LLM trabajan con LatamMatch",
    description: "Trabajo estable y bien definido con equipos que valoran la calidad por encima del volumen.",
    items: [
      {
        icon: "dollar",
        title: "Pago por hora en USD",
        description:
          "Se paga cada hora trabajada, incluidas las sesiones de calibración y la capacitación en las guías.",
      },
      {
        icon: "shield",
        title: "Guías claras",
        description:
          "Rúbricas escritas, feedback con golden sets y un líder que responde tus dudas el mismo día.",
      },
      {
        icon: "trending",
        title: "La calidad tiene premio",
        description:
          "Los anotadores con una precisión del 85% o más en el golden set pasan a roles de revisión y liderazgo.",
      },
      {
        icon: "clock",
        title: "Horario flexible",
        description:
          "Roles de tiempo completo y por contrato, con la mayor parte del trabajo asíncrono dentro de una meta semanal.",
      },
      {
        icon: "graduation",
        title: "Tu especialidad cuenta",
        description:
          "Los perfiles de programación, finanzas, medicina y derecho ganan tarifas premium en proyectos para expertos.",
      },
      {
        icon: "globe",
        title: "Español y portugués",
        description:
          "Los proyectos multilingües necesitan hablantes nativos que también escriban un inglés excelente.",
      },
    ],
  },
  regional: {
    eyebrow: "Explorador de talento regional",
    title: "Dónde están nuestros especialistas en LLM",
    description:
      "Especialistas en LLM evaluados de nuestra red por país, su pago mediano por hora y el solapamiento con la hora del Este de EE. UU.",
  },
  explorer: {
    eyebrow: "Especializaciones",
    title: "Especializaciones en LLM",
    description:
      "Cada especialización con su rango típico por hora y las herramientas y métodos que implica.",
  },
  faqs: [
    {
      question: "¿Cómo es el trabajo de RLHF en el día a día?",
      answer:
        "Comparas y ordenas respuestas del modelo según una rúbrica escrita, explicas tu elección y marcas el contenido inseguro o incorrecto. Las sesiones de calibración mantienen la consistencia entre anotadores.",
    },
    {
      question: "¿Necesito saber programar?",
      answer:
        "No en todos los proyectos. Los proyectos de código requieren un buen nivel de Python u otro lenguaje; los de redacción, razonamiento y especialidad requieren un inglés excelente y conocimiento del tema.",
    },
    {
      question: "¿Cómo se mide la calidad?",
      answer:
        "Con tareas de golden set mezcladas en tu cola (del 10 al 15% de las tareas) y el acuerdo entre anotadores. Apuntamos a una precisión en el golden set de al menos 85% y un Kappa de Cohen de 0,80 o más.",
    },
    {
      question: "¿Cuánto ganan los especialistas en LLM?",
      answer: `La tarifa todo incluido va de ${stackRateText("data-annotation", "es")} por hora en anotación de datos a ${stackRateText("rlhf", "es")} para especialistas en RLHF. Los roles de ejemplo tienen un pago de ${llmPays[0]} (RLHF), ${llmPays[1]} (fine-tuning) y ${llmPays[2]} (prompt engineering) por hora.`,
    },
    {
      question: "¿Qué tan rápido empiezan los proyectos?",
      answer:
        "Los equipos de anotación arrancan en menos de 72 horas. Un piloto suele empezar con unos 10 anotadores y escala a más de 400 una vez que se cumplen las metas de calidad.",
    },
  ],
  cta: {
    title: "Arma un equipo de datos para LLM que cumpla tu estándar de calidad",
    description:
      "Cuéntanos sobre tu proyecto y recibe un equipo piloto de anotadores evaluados en menos de 72 horas.",
    actions: [
      { label: "Arma tu equipo", href: "/hiring-form" },
      { label: "Asóciate con LatamMatch", href: "/hiring-form", variant: "secondary" },
    ],
  },
};

export const categoryPages: Record<CategorySlug, CategoryPageContent> = {
  developers,
  sales,
  marketing,
  design,
  "ai-specialists": aiSpecialists,
  "llm-specialists": llmSpecialists,
};
