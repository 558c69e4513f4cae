/** The headline figures in Spanish: labels and qualifiers of app/content/claims.ts. */
import { type ClaimId, type ClaimsText, claimCounter, claimStat } from "../../claims";

export const claimsText: ClaimsText = {
  talentAssessed: {
    label: "Talento evaluado",
    qualifier: "profesionales evaluados desde nuestra fundación",
  },
  talentNetwork: {
    label: "Profesionales preevaluados",
    qualifier: "aprobaron la evaluación y están activos en nuestra red",
  },
  talentAvailable: {
    label: "Candidatos evaluados",
    qualifier: "en nuestra red y disponibles para entrevistas ahora",
  },
  companiesHired: {
    label: "Empresas atendidas",
    qualifier: "empresas que han contratado a través de LatamMatch",
  },
  companiesScaled: {
    label: "Empresas que escalaron",
    qualifier: "clientes que armaron con nosotros un equipo de varias contrataciones",
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
  usDeveloperSalary: {
    label: "Salario de un desarrollador en EE. UU.",
    qualifier: "pago anual mediano, todos los niveles, antes de beneficios e impuestos",
  },
  latamDeveloperCost: {
    label: "Con LatamMatch",
    qualifier:
      "costo anual promedio, todos los niveles, con todo incluido (pago, beneficios, nuestra tarifa)",
  },
  developerSavings: {
    label: "Ahorro por contratación",
    qualifier: "por desarrollador de tiempo completo al año: salario en EE. UU. menos costo con LatamMatch",
  },
};

/** A claim as a Spanish stat tile. */
export const claimStatEs = (id: ClaimId, options: { withShare?: boolean } = {}) =>
  claimStat(id, { ...options, text: claimsText, locale: "es" });

/** A claim as a Spanish animated counter. */
export const claimCounterEs = (id: ClaimId) => claimCounter(id, claimsText);
