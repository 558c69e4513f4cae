/**
 * Spanish copy shared by all the stack pages: the four vetting steps, the numbers block and the
 * section headings. Stack-specific text lives in stack-details/.
 */

import type { ProcessStep } from "~/content/category-pages";
import { claimsAsOfLine } from "~/content/claims";
import { staffAugmentationGuaranteeText } from "~/content/guarantee-terms";
import { savingsWords } from "~/content/savings-readings";
import {
  claimNumberBlock,
  type NumberBlock,
  type StackPageText,
  stackNumberClaims,
} from "~/content/stack-pages";
import { es } from "~/content/ui/es";
import { claimsText } from "./claims";

export type { NumberBlock, StackPageText };
// The claims behind the numbers block are facts, shared with the English module.
export { claimNumberBlock, stackNumberClaims };

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
    description: `Empieza con 2 semanas de prueba pagada. Nosotros nos encargamos de los contratos, la nómina y el cumplimiento normativo. ${staffAugmentationGuaranteeText.es}`,
  },
];

export const stackNumbers: readonly NumberBlock[] = stackNumberClaims.map((id) =>
  claimNumberBlock(id, claimsText),
);

export const stackPageText: StackPageText = {
  heroEyebrow: "Talento de LATAM preevaluado",
  heroDescription: (stackName: string) =>
    `Contrata a un ${stackName} preevaluado de Latinoamérica que trabaja en las zonas horarias de EE. UU. Conoce a 3–5 candidatos en menos de 48 horas y empieza con 2 semanas de prueba pagada.`,
  heroActions: [
    { label: "Contrata ahora", href: "/hiring-form" },
    { label: "Agenda una llamada", href: "/hiring-form", variant: "secondary" },
  ],
  technologiesTitle: "Tecnologías y herramientas",
  profilesTitle: (stackName: string) => `Perfiles de ejemplo: ${stackName}`,
  roleTitle: (stackName: string) => `Qué hace un ${stackName}`,
  opportunitiesTitle: "Oportunidades de ejemplo",
  responsibilitiesTitle: "Responsabilidades principales",
  vettingTitle: "Cómo evaluamos a cada candidato",
  vettingDescription: "Cuatro etapas, y solo cerca del 3% de los postulantes las supera todas.",
  numbersTitle: "LatamMatch en números",
  numbersAsOf: claimsAsOfLine(stackNumberClaims, "es"),
  requirementsTitle: "Habilidades y requisitos",
  salaryTitle: "Rango salarial típico",
  salaryDescription: `${es.sections.allInclusiveRate}: lo que una empresa paga por hora en USD, con el pago del talento, nómina e impuestos, beneficios, equipo y nuestro margen. Junior está en la parte baja del rango y senior en la alta; el pago del talento es una parte de ella.`,
  salaryAction: { label: "Pide una cotización a medida", href: "/hiring-form" },
  faqTitle: (stackName: string) => `Preguntas frecuentes: ${stackName}`,
  employerSavings: ({ stackName, typical, allInclusive, percent, overhead, variablePay }) =>
    `${savingsWords.es.forEmployers} el ahorro todo incluido suele ser de ${typical} frente al salario mediano en EE. UU. para el rol (todos los niveles de experiencia), según el rol (los dos extremos se enlazan abajo; el alto es un junior: esa mediana lo exagera). Todo incluido, un ${stackName} de nivel medio a tiempo completo le cuesta a una empresa ${allInclusive} al año, ${
      percent === undefined
        ? `más que el salario mediano en EE. UU. para el rol más un ${overhead}% de costos del empleador: el rango de ${typical} no se aplica a este rol`
        : `un ${percent}% menos que el salario mediano en EE. UU. para el rol más un ${overhead}% de costos del empleador`
    }.${
      variablePay
        ? ` Sin ${variablePay === "commission" ? "la comisión" : "el bono"} facturado aparte, que la mediana sí incluye.`
        : ""
    }`,
  calculatorLink: "Ver este cálculo en la calculadora",
  ctaTitle: (stackName: string) => `¿Listo para contratar a tu ${stackName}?`,
  ctaDescription: "Comparte el rol hoy y revisa 3–5 candidatos preseleccionados en menos de 48 horas.",
  ctaActions: [
    { label: "Arma tu equipo", href: "/hiring-form" },
    { label: "Habla con ventas", href: "/hiring-form", variant: "secondary" },
  ],
};
