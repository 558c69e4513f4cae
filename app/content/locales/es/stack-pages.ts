/**
 * Spanish copy shared by all 31 stack pages: the four vetting steps, the numbers block and the
 * section headings. Stack-specific text lives in stack-details/.
 */
import type { ProcessStep } from "~/content/category-pages";
import { claimAmount } from "~/content/claims";
import type { NumberBlock, StackPageText } from "~/content/stack-pages";
import { claimCounterEs } from "./claims";

export type { NumberBlock, StackPageText };

export const vettingSteps: readonly ProcessStep[] = [
  {
    title: "Búsqueda y matching con IA",
    description:
      "Nuestro motor de matching cruza tu rol con toda la red en más de 300 criterios: stack, seniority, industria, nivel de inglés, zona horaria y tarifa.",
  },
  {
    title: "Evaluación técnica",
    description:
      "Live coding o una muestra de trabajo en vivo, la revisión de proyectos reales y una prueba de inglés, a cargo de profesionales senior de la misma disciplina.",
  },
  {
    title: "Lista corta en 48 h",
    description:
      "Recibes 3–5 candidatos preseleccionados, con notas de la evaluación y sus tarifas, en menos de 48 horas.",
  },
  {
    title: "Periodo de prueba y acompañamiento",
    description:
      "Empieza con 2 semanas de prueba pagada. Nosotros nos encargamos de los contratos, la nómina y el cumplimiento normativo, y reemplazamos a la persona si no funciona.",
  },
];

export const stackNumbers: readonly NumberBlock[] = [
  { ...claimCounterEs("talentAvailable"), value: claimAmount("talentAvailable") },
  {
    value: 48,
    suffix: "h",
    label: "Entrega de la lista corta",
    description: "3–5 candidatos preseleccionados",
  },
  {
    value: 3,
    suffix: "%",
    label: "Tasa de aprobación",
    description: "de los postulantes supera todas las etapas de evaluación",
  },
  {
    value: 95,
    suffix: "%",
    label: "Retención",
    description: "de las colocaciones siguen en el rol después de 6 meses",
  },
];

export const stackPageText: StackPageText = {
  heroEyebrow: "Talento de LATAM preevaluado",
  heroDescription: (stackName: string) =>
    `Contrata a un ${stackName} preevaluado de Latinoamérica que trabaja en las zonas horarias de EE. UU. Conoce a 3–5 candidatos en menos de 48 horas y empieza con 2 semanas de prueba pagada.`,
  heroActions: [
    { label: "Contrata ahora", href: "/hiring-form" },
    { label: "Agenda una llamada", href: "/book-a-call", variant: "secondary" },
  ],
  technologiesTitle: "Tecnologías y herramientas",
  profilesTitle: (categoryName: string) => `Perfiles de ejemplo: ${categoryName}`,
  profilesDescription:
    "Perfiles ilustrativos del talento de nuestra red. Los nombres y los empleadores son ficticios.",
  roleTitle: (stackName: string) => `Qué hace un ${stackName}`,
  opportunitiesTitle: "Oportunidades de ejemplo",
  responsibilitiesTitle: "Responsabilidades principales",
  vettingTitle: "Cómo evaluamos a cada candidato",
  vettingDescription: "Cuatro etapas, y solo cerca del 3% de los postulantes las supera todas.",
  numbersTitle: "LatamMatch en números",
  requirementsTitle: "Habilidades y requisitos",
  salaryTitle: "Rango salarial típico",
  salaryDescription:
    "Tarifa por hora en USD para un contratista de tiempo completo. Tu cotización depende de la seniority, el nivel de inglés y las horas por semana.",
  salaryAction: { label: "Pide una cotización a medida", href: "/hiring-form" },
  faqTitle: (stackName: string) => `Preguntas frecuentes: ${stackName}`,
  ctaTitle: (stackName: string) => `¿Listo para contratar a tu ${stackName}?`,
  ctaDescription: "Comparte el rol hoy y revisa 3–5 candidatos preseleccionados en menos de 48 horas.",
  ctaActions: [
    { label: "Arma tu equipo", href: "/hiring-form" },
    { label: "Habla con ventas", href: "/hiring-form", variant: "secondary" },
  ],
};
