/** The headline figures in Brazilian Portuguese: labels and qualifiers of app/content/claims.ts. */
import { type ClaimId, type ClaimsText, claimCounter, claimStat } from "../../claims";

export const claimsText: ClaimsText = {
  talentAssessed: {
    label: "Talentos avaliados",
    qualifier: "profissionais avaliados desde a nossa fundação",
  },
  talentNetwork: {
    label: "Talentos pré-avaliados",
    qualifier: "aprovados na avaliação e ativos na nossa rede",
  },
  talentAvailable: {
    label: "Candidatos avaliados",
    qualifier: "na nossa rede e disponíveis para entrevista agora",
  },
  companiesHired: {
    label: "Empresas atendidas",
    qualifier: "empresas que já contrataram pela LatamMatch",
  },
  companiesScaled: {
    label: "Empresas que escalaram",
    qualifier: "clientes que montaram conosco um time de várias contratações",
  },
  startupsHired: {
    label: "Startups atendidas",
    qualifier: "startups, do pre-seed à Série B, que já contrataram pela LatamMatch",
  },
  ecommerceHired: {
    label: "Empresas atendidas",
    qualifier: "marcas de e-commerce, marketplaces e agências que já contrataram pela LatamMatch",
  },
  marketingHired: {
    label: "Empresas",
    qualifier: "empresas que já contrataram profissionais de marketing pela LatamMatch",
  },
  usDeveloperSalary: {
    label: "Salário de um desenvolvedor nos EUA",
    qualifier: "remuneração anual mediana, todos os níveis, antes de benefícios e impostos",
  },
  latamDeveloperCost: {
    label: "Pela LatamMatch",
    qualifier: "custo anual médio, todos os níveis, com tudo incluído (remuneração, benefícios, nossa taxa)",
  },
  developerSavings: {
    label: "Economia por contratação",
    qualifier: "por desenvolvedor em tempo integral, por ano: salário nos EUA menos o custo pela LatamMatch",
  },
};

/** A claim as a Portuguese stat tile (thousands grouped with a dot: "35.000"). */
export const claimStatPt = (id: ClaimId, options: { withShare?: boolean } = {}) =>
  claimStat(id, { ...options, text: claimsText, locale: "pt-br" });

/** A claim as a Portuguese animated counter. */
export const claimCounterPt = (id: ClaimId) => claimCounter(id, claimsText);
