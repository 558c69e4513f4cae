/**
 * Spanish content of the candidate-facing pages: /talent, /candidates, /talent-apply and
 * /ai-matching. Example jobs and interview chats live in job-samples.ts and interview-chats.ts.
 */

import { allStacks, categories } from "~/content/categories";
import type { ProcessStep, SectionIntro, StatItem } from "~/content/category-pages";
import { claimsAsOfLine, claimValue } from "~/content/claims";
import { candidateDurations, durationText } from "~/content/durations";
import type {
  DialogContentText,
  aiMatchingSignals as englishAiMatchingSignals,
  JobApplyLink,
  ShowcaseCard,
  SuccessStory,
} from "~/content/talent";
import { candidatesStatClaims, showcaseProfiles, talentStatClaims } from "~/content/talent";
import type { CtaBandContent, HeroContent } from "~/content/types";
import { claimStatEs } from "./claims";

export type { DialogContentText, JobApplyLink, ShowcaseCard, SuccessStory };
// The claims behind the stats bands are facts, shared with the English module.
export { candidatesStatClaims, showcaseProfiles, talentStatClaims };

export const talentHero: HeroContent = {
  eyebrow: "Para profesionales de LATAM",
  title: "Trabaja de forma remota para las mejores empresas de EE. UU.",
  description: `Súmate a ${claimValue("talentNetwork", "es")} profesionales preevaluados de Latinoamérica. Postúlate una sola vez, practica tu entrevista con IA y conecta con roles que pagan en dólares.`,
  actions: [
    { label: "Postúlate ahora", href: "/talent-apply" },
    { label: "Prueba el matching con IA", href: "/ai-matching", variant: "secondary" },
  ],
};

export const talentDemo: DialogContentText & { steps: readonly ProcessStep[] } = {
  trigger: "Mira cómo funciona",
  title: "Cómo funciona LatamMatch para candidatos",
  description: `De la postulación a tu primer pago en dólares, normalmente en ${durationText(candidateDurations.firstPaycheck, "es")}.`,
  steps: [
    {
      title: "Postúlate en cinco minutos",
      description:
        "Cuéntanos tu experiencia, tu nivel de inglés y la tarifa que esperas, y comparte tu LinkedIn o tu portafolio.",
    },
    {
      title: "Practica con IA",
      description:
        "Haz una entrevista de práctica con IA sobre tus proyectos reales y recibe feedback al instante.",
    },
    {
      title: "Te conectamos",
      description:
        "Cuando un rol de EE. UU. encaja contigo, un reclutador te llama, confirma la tarifa y te prepara para la entrevista.",
    },
    {
      title: "Empieza tu prueba pagada",
      description:
        "Súmate al equipo con 2 semanas de prueba pagada. Nosotros nos encargamos del contrato y de los pagos mensuales en USD.",
    },
  ],
};

export const talentJobsIntro: SectionIntro = {
  eyebrow: "Trabajos de ejemplo",
  title: "Roles que están contratando las empresas de EE. UU.",
  description:
    "Una muestra de roles abiertos en nuestras seis categorías, con el pago por hora que ofrece cada uno.",
};

export const talentJobApply: JobApplyLink = { label: "Postúlate", href: "/talent-apply" };

export const practiceInterview: DialogContentText & { intro: SectionIntro } = {
  intro: {
    eyebrow: "Entrevista de práctica",
    title: "Ensaya con nuestro entrevistador de IA",
    description:
      "La primera entrevista es una conversación sobre tu trabajo real. Practícala todas las veces que quieras; solo tu mejor intento se comparte con los reclutadores.",
  },
  trigger: "Haz una entrevista de práctica",
  title: "Entrevista de práctica: desarrollador backend",
  description:
    "Una muestra de la conversación de preselección con IA. Tu entrevista se adapta a tu rol y a tus respuestas.",
};

export const talentStats: SectionIntro & { items: readonly StatItem[] } = {
  eyebrow: "En números",
  title: "Una red que consigue trabajo para su gente",
  description: `Cifras de todas las colocaciones de LatamMatch. ${claimsAsOfLine(talentStatClaims, "es")}`,
  items: talentStatClaims.map((id) => claimStatEs(id)),
};

export const successStoriesIntro: SectionIntro = {
  eyebrow: "Historias de éxito",
  title: "Personas que dieron el paso",
  description: "Tres historias de lo que cambia cuando trabajas para un equipo de EE. UU.",
};

export const successStories: readonly SuccessStory[] = [
  {
    id: "story-lucas",
    name: "Lucas M.",
    initials: "LM",
    role: "Ingeniero Backend Senior",
    country: "Argentina",
    quote:
      "Por mi cuenta había tenido entrevistas con empresas de EE. UU. y nunca pasaba de la primera llamada. LatamMatch me preparó para la ronda de system design y en nueve días tenía una oferta.",
    outcome: "Contratado por una fintech en 9 días",
  },
  {
    id: "story-carolina",
    name: "Carolina P.",
    initials: "CP",
    role: "Customer Success Manager",
    country: "Colombia",
    quote:
      "La entrevista de práctica me mostró que me iba por las ramas con las métricas. Reescribí mi historia en torno a dos renovaciones que salvé, y eso fue justo lo que me preguntó el hiring manager.",
    outcome: "Su salario subió un 60% en su primer año",
  },
  {
    id: "story-bruno",
    name: "Bruno S.",
    initials: "BS",
    role: "Especialista en RLHF",
    country: "Brasil",
    quote:
      "Empecé en un piloto de diez anotadores. Seis meses después reviso los rankings de otras personas y lidero las sesiones de calibración del equipo de portugués.",
    outcome: "Ascendido a revisor en 6 meses",
  },
];

export const talentCta: CtaBandContent = {
  title: "Tu próximo trabajo remoto empieza con una sola postulación",
  description:
    "Cuéntanos sobre tu experiencia y te conectamos con empresas de EE. UU. que buscan tus habilidades.",
  actions: [
    { label: "Postúlate ahora", href: "/talent-apply" },
    { label: "Encuentra expertos", href: "/", variant: "secondary", context: " para tu empresa" },
  ],
  note: "Encuentra expertos es para empresas que contratan: abre nuestra página de inicio para empleadores. ¿Buscas trabajo? Postúlate ahora.",
};

export const candidatesHero: HeroContent = {
  eyebrow: "Candidatos preevaluados",
  title: "Conoce al 3% mejor del talento latinoamericano",
  description:
    "Desarrolladores y especialistas en ventas, marketing, diseño e IA de Argentina, Colombia, Chile, Brasil y Uruguay, evaluados por IA y por personas, y listos para sumarse a tu equipo.",
  actions: [
    { label: "Contrata talento", href: "/hiring-form" },
    { label: "Agenda una demo", href: "/#demo", variant: "secondary" },
  ],
};

export const candidatesJobsIntro: SectionIntro = {
  eyebrow: "Trabajos de ejemplo",
  title: "Roles que estamos cubriendo este mes",
  description:
    "Lo que las empresas de EE. UU. contratan a través de LatamMatch, con el pago por hora que ofrece cada rol.",
};

export const candidatesCategoriesIntro: SectionIntro = {
  eyebrow: "Categorías",
  title: "Explora el talento por categoría",
  description: `${categories.length} categorías y ${allStacks().length} especializaciones, cada una con su rango típico por hora.`,
};

export const showcaseIntro: SectionIntro = {
  eyebrow: "Talento por país",
  title: "Desde dónde trabaja nuestro talento",
  description: `Cuatro de nuestros mayores grupos de talento, cada uno con un perfil de ejemplo y cuántos de nuestros ${claimValue("talentNetwork", "es")} profesionales preevaluados viven allí; ${claimValue("talentAvailable", "es")} de ellos están disponibles para entrevistas ahora.`,
};

export const interviewPreviewIntro: SectionIntro = {
  eyebrow: "Vista previa de la entrevista con IA",
  title: "Mira cómo se preselecciona a los candidatos",
  description:
    "Cada candidato completa una entrevista de preselección con IA sobre proyectos reales antes de que un reclutador y un profesional senior lo evalúen en vivo. Con cada lista corta recibes lo más destacado de la transcripción.",
};

export const candidatesStats: SectionIntro & { items: readonly StatItem[] } = {
  eyebrow: "En números",
  title: "Por qué las empresas contratan a través de LatamMatch",
  description: `Cifras de todas las colocaciones de LatamMatch. ${claimsAsOfLine(candidatesStatClaims, "es")}`,
  items: candidatesStatClaims.map((id) => claimStatEs(id)),
};

export const candidatesCta: CtaBandContent = {
  title: "Cuéntanos a quién necesitas",
  description:
    "Comparte el rol y recibe una lista corta de 3–5 candidatos preseleccionados en menos de 48 horas.",
  actions: [
    { label: "Arma tu equipo", href: "/hiring-form" },
    { label: "Agenda una demo", href: "/#demo", variant: "secondary" },
    { label: "Sobre nosotros", href: "/#about", variant: "secondary" },
  ],
};

export const talentApplyHero: HeroContent = {
  eyebrow: "Postulación de candidatos",
  title: "Postúlate para sumarte a LatamMatch",
  description:
    "Una sola postulación te pone frente a empresas de EE. UU. que buscan desarrolladores remotos y especialistas en ventas, marketing, diseño e IA. Te toma unos cinco minutos.",
  actions: [{ label: "Empieza tu postulación", href: "#application" }],
};

export const talentApplyForm: SectionIntro = {
  title: "Tu postulación",
  description: `Todos los campos son obligatorios salvo los marcados como opcionales. Respondemos cada postulación en un plazo de ${durationText(candidateDurations.applicationReview, "es")}.`,
};

export const talentApplyNextSteps: SectionIntro & { steps: readonly ProcessStep[] } = {
  title: "Qué pasa después",
  description: "Nuestro equipo de talento revisa cada postulación a mano.",
  steps: [
    {
      title: "Revisión",
      description: "Un reclutador de tu categoría lee tu postulación y el enlace a tu perfil.",
    },
    {
      title: "Entrevista de práctica con IA",
      description: "Si tu perfil encaja con roles abiertos, recibes un enlace a la entrevista con IA.",
    },
    {
      title: "Evaluación en vivo",
      description: "Una sesión en vivo con un profesional senior y una conversación en inglés.",
    },
    {
      title: "Matching",
      description:
        "Entras en listas cortas para roles de EE. UU. que encajan con tus habilidades y tu tarifa.",
    },
  ],
};

export const aiMatchingHero: HeroContent = {
  eyebrow: "Cómo funciona el matching con IA",
  title: "Matching con más de 300 criterios, validado por personas",
  description:
    "Nuestro motor de matching compara tus habilidades, tu experiencia, tu nivel de inglés y tu tarifa con cada rol abierto, y luego nuestros reclutadores revisan cada match antes de que lo vea una empresa.",
  actions: [{ label: "Postúlate ahora", href: "/talent-apply" }],
};

export const aiMatchingSteps: SectionIntro & { steps: readonly ProcessStep[] } = {
  eyebrow: "El proceso",
  title: "De la postulación a la lista corta",
  description: "La IA hace la búsqueda; las personas toman todas las decisiones importantes.",
  steps: [
    {
      title: "Tu perfil se convierte en datos estructurados",
      description:
        "Tu postulación, el enlace a tu perfil y los resultados de tu evaluación se traducen en habilidades, seniority, industrias, nivel de inglés, zona horaria y expectativas de tarifa.",
    },
    {
      title: "Cada rol se lee de la misma manera",
      description:
        "La búsqueda de una empresa se desglosa en habilidades imprescindibles y deseables, seniority, horario de trabajo y presupuesto.",
    },
    {
      title: "El motor puntúa cada match",
      description:
        "Compara más de 300 criterios y explica cada puntaje, para que el reclutador vea por qué encajas, no solo un número.",
    },
    {
      title: "Un reclutador revisa el match",
      description:
        "Las personas revisan los mejores matches, hablan contigo sobre el rol y la tarifa, y solo entonces te incluyen en una lista corta.",
    },
    {
      title: "La empresa conoce a 3–5 candidatos",
      description:
        "Las listas cortas salen en menos de 48 horas desde que se abre un rol. Recibes una respuesta después de cada ronda de entrevistas.",
    },
  ],
};

export const aiMatchingSignals: typeof englishAiMatchingSignals = {
  eyebrow: "En qué nos basamos",
  title: "Las señales que cuentan",
  description: "Nunca usamos la edad, el género, fotos ni la nacionalidad para el matching.",
  groups: [
    {
      title: "Habilidades y experiencia",
      items: [
        "Tecnologías y herramientas que has usado en producción",
        "Años en el rol y seniority",
        "Industrias y tipos de producto",
      ],
    },
    {
      title: "Encaje en el trabajo",
      items: [
        "Nivel de inglés según tu entrevista",
        "Solapamiento horario con el equipo",
        "Disponibilidad de tiempo completo o medio tiempo",
      ],
    },
    {
      title: "Expectativas",
      items: [
        "Tarifa por hora esperada frente al presupuesto del rol",
        "Preferencia por contrato o tiempo completo",
        "Fecha de inicio",
      ],
    },
  ],
};

export const aiMatchingCta: CtaBandContent = {
  title: "Deja que los roles indicados te encuentren",
  description:
    "Completa una sola postulación y te conectamos con empresas de EE. UU. a medida que se abren roles.",
  actions: [
    { label: "Postúlate ahora", href: "/talent-apply" },
    { label: "Explora las categorías", href: "/candidates", variant: "secondary" },
  ],
};
