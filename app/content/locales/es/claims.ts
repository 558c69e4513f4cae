/** The proof figures in Spanish: labels and qualifiers of app/content/claims.ts. */
import { type ClaimId, type ClaimsText, claimStat, claimValue, usDeveloperWageText } from "../../claims";

export const claimsText: ClaimsText = {
  talentApplied: {
    label: "Se postularon o los captamos",
    qualifier:
      "postulantes: profesionales que se postularon o que nuestros reclutadores encontraron, desde nuestra fundación",
  },
  talentAssessed: {
    label: "Talento evaluado",
    qualifier:
      "evaluados, la segunda etapa del embudo: profesionales que hicieron nuestra evaluación desde nuestra fundación, la aprobaran o no",
  },
  talentNetwork: {
    label: "Profesionales preevaluados",
    qualifier: "aprobados: superaron todas las etapas de evaluación y están activos en nuestra red",
  },
  talentAvailable: {
    label: "Candidatos evaluados",
    qualifier: "disponibles ya: aprobados, en nuestra red y disponibles para entrevistas ahora",
  },
  profilesScanned: {
    label: "Perfiles analizados",
    qualifier: "perfiles de la red que el motor de matching puntúa en cada búsqueda",
  },
  aiSpecialistsAvailable: {
    label: "Especialistas en IA",
    qualifier: "especialistas en IA evaluados de nuestra red disponibles para entrevistas ahora",
  },
  companiesServed: {
    label: "Empresas atendidas",
    qualifier:
      "empresas a las que atendimos de alguna forma: contrataciones, listas cortas, pruebas y proyectos de anotación",
  },
  companiesScaled: {
    label: "Empresas que escalaron",
    qualifier: "empresas que han contratado a través de LatamMatch",
  },
  startupsHired: {
    label: "Startups atendidas",
    qualifier: "startups, de pre-seed a Serie B, que han contratado a través de LatamMatch",
  },
  ecommerceHired: {
    label: "Empresas atendidas",
    qualifier: "marcas de e-commerce, marketplaces y agencias que han contratado a través de LatamMatch",
  },
  marketingHired: {
    label: "Empresas",
    qualifier: "empresas que han contratado marketers a través de LatamMatch",
  },
  countriesServed: {
    label: "Países",
    qualifier: "países de Latinoamérica donde vive y trabaja nuestro talento",
  },
  matchSuccess: {
    label: "Éxito de matching",
    qualifier:
      "búsquedas que terminaron en una contratación, contando listas cortas de reemplazo: cuenta búsquedas, no retención",
  },
  developerHiringSuccess: {
    label: "Éxito de contratación",
    qualifier: "búsquedas de desarrolladores cubiertas con la primera lista corta",
  },
  salesHiringSuccess: {
    label: "Éxito de contratación",
    qualifier: "búsquedas de ventas cubiertas con la primera lista corta",
  },
  approvalRate: {
    label: "Tasa de aprobación",
    qualifier: `de los ${claimValue("talentApplied", "es")} profesionales que se postularon o que captamos superó todas las etapas de evaluación`,
  },
  trialConversion: {
    label: "Conversión de pruebas",
    qualifier: "pruebas pagadas que continúan en una relación de largo plazo, rango entre categorías",
  },
  shortlistTime: {
    label: "Lista corta",
    qualifier: "desde la llamada de alcance hasta 3–5 candidatos preseleccionados",
  },
  hireTime: {
    label: "Tiempo promedio de contratación",
    qualifier: "desde la lista corta hasta el contrato firmado con el que empieza la prueba pagada",
  },
  timeToHireStartups: {
    label: "Menor tiempo de contratación",
    qualifier: "búsquedas de startups frente a su propia contratación previa en EE. UU., mediana",
  },
  timeToHireSaas: {
    label: "Menor tiempo de contratación",
    qualifier: "búsquedas de SaaS frente a su propia contratación previa en EE. UU., mediana",
  },
  timeToHireEcommerce: {
    label: "Menor tiempo de contratación",
    qualifier: "búsquedas de e-commerce frente a su propia contratación previa en EE. UU., mediana",
  },
  retention90d: {
    label: "Retención a 90 días",
    qualifier:
      "contrataciones que siguen en el rol 90 días después de empezar, rango entre nuestras industrias",
  },
  retention90dStartups: {
    label: "Retención a 90 días",
    qualifier: "contrataciones de startups que siguen en el rol 90 días después de empezar",
  },
  retention90dSaas: {
    label: "Retención a 90 días",
    qualifier: "contrataciones de SaaS que siguen en el rol 90 días después de empezar",
  },
  retention90dEcommerce: {
    label: "Retención a 90 días",
    qualifier: "contrataciones de e-commerce que siguen en el rol 90 días después de empezar",
  },
  retention90dLlm: {
    label: "Retención a 90 días",
    qualifier: "anotadores y revisores que siguen en el proyecto 90 días después de empezar",
  },
  retention6m: {
    label: "Retención",
    qualifier: "colocaciones que siguen en el rol 6 meses después de empezar",
  },
  salaryIncrease: {
    label: "Aumento salarial promedio",
    qualifier: "pago del talento colocado en su primer año, frente a su pago anterior",
  },
  usDeveloperSalary: {
    label: "Salario de un desarrollador en EE. UU.",
    qualifier: `piso de la mediana anual de un desarrollador de software en EE. UU. (${usDeveloperWageText("es")}, Oficina de Estadísticas Laborales), sin beneficios ni impuestos`,
  },
  latamDeveloperPay: {
    label: "Con LatamMatch",
    qualifier: "pago anual de un desarrollador LATAM de nivel medio, antes de beneficios y de nuestra tarifa",
  },
  developerPaySavings: {
    label: "Ahorro por contratación",
    qualifier:
      "solo en pago anual: salario en EE. UU. menos el pago de un desarrollador LATAM de nivel medio",
  },
};

/** A claim as a Spanish stat tile. */
export const claimStatEs = (id: ClaimId, options: { withShare?: boolean } = {}) =>
  claimStat(id, { ...options, text: claimsText, locale: "es" });
