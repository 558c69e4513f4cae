/** The proof figures in Brazilian Portuguese: labels and qualifiers of app/content/claims.ts. */
import { type ClaimId, type ClaimsText, claimStat, claimValue, usDeveloperWageText } from "../../claims";

export const claimsText: ClaimsText = {
  talentApplied: {
    label: "Candidatos ou captados",
    qualifier:
      "candidataram-se ou foram captados: profissionais que se candidataram ou que nossos recrutadores encontraram, desde a nossa fundação",
  },
  talentAssessed: {
    label: "Talentos avaliados",
    qualifier:
      "avaliados, a segunda etapa do funil: profissionais que fizeram a nossa avaliação desde a nossa fundação, aprovados ou não",
  },
  talentNetwork: {
    label: "Talentos pré-avaliados",
    qualifier: "aprovados: passaram por todas as etapas da avaliação e estão ativos na nossa rede",
  },
  talentAvailable: {
    label: "Candidatos avaliados",
    qualifier: "disponíveis agora: aprovados, na nossa rede e livres para entrevista agora",
  },
  profilesScanned: {
    label: "Perfis analisados",
    qualifier: "perfis da rede que o motor de matching pontua em cada busca",
  },
  aiSpecialistsAvailable: {
    label: "Especialistas em IA",
    qualifier: "especialistas em IA avaliados da nossa rede disponíveis para entrevista agora",
  },
  companiesServed: {
    label: "Empresas atendidas",
    qualifier:
      "empresas que atendemos de alguma forma: contratações, listas curtas, testes e projetos de anotação",
  },
  companiesScaled: {
    label: "Empresas que escalaram",
    qualifier: "empresas que já contrataram pela LatamMatch",
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
  countriesServed: {
    label: "Países",
    qualifier: "países da América Latina onde nossos talentos vivem e trabalham",
  },
  matchSuccess: {
    label: "Sucesso de matching",
    qualifier:
      "buscas que terminaram em contratação, contando shortlists de reposição: conta buscas, não retenção",
  },
  developerHiringSuccess: {
    label: "Sucesso de contratação",
    qualifier: "buscas de desenvolvedores preenchidas com a primeira shortlist",
  },
  salesHiringSuccess: {
    label: "Sucesso de contratação",
    qualifier: "buscas de vendas preenchidas com a primeira shortlist",
  },
  approvalRate: {
    label: "Taxa de aprovação",
    qualifier: `dos ${claimValue("talentApplied", "pt-br")} profissionais que se candidataram ou foram captados passou por todas as etapas de avaliação`,
  },
  trialConversion: {
    label: "Conversão de testes",
    qualifier: "testes remunerados que continuam em uma contratação de longo prazo, faixa entre categorias",
  },
  shortlistTime: {
    label: "Shortlist",
    qualifier: "da chamada de escopo até 3–5 candidatos pré-selecionados",
  },
  hireTime: {
    label: "Tempo médio de contratação",
    qualifier: "da shortlist ao contrato assinado com que começa o teste pago",
  },
  timeToHireStartups: {
    label: "Tempo de contratação menor",
    qualifier: "buscas de startups frente à própria contratação anterior nos EUA, mediana",
  },
  timeToHireSaas: {
    label: "Tempo de contratação menor",
    qualifier: "buscas de empresas SaaS frente à própria contratação anterior nos EUA, mediana",
  },
  timeToHireEcommerce: {
    label: "Tempo de contratação menor",
    qualifier: "buscas de e-commerces frente à própria contratação anterior nos EUA, mediana",
  },
  retention90d: {
    label: "Retenção em 90 dias",
    qualifier: "contratados que seguem na função 90 dias depois de começar, faixa entre nossos setores",
  },
  retention90dStartups: {
    label: "Retenção em 90 dias",
    qualifier: "contratados por startups que seguem na função 90 dias depois de começar",
  },
  retention90dSaas: {
    label: "Retenção em 90 dias",
    qualifier: "contratados por empresas SaaS que seguem na função 90 dias depois de começar",
  },
  retention90dEcommerce: {
    label: "Retenção em 90 dias",
    qualifier: "contratados por e-commerces que seguem na função 90 dias depois de começar",
  },
  retention90dLlm: {
    label: "Retenção em 90 dias",
    qualifier: "anotadores e revisores que seguem no projeto 90 dias depois de começar",
  },
  retention6m: {
    label: "Retenção",
    qualifier: "contratados que seguem na função 6 meses depois de começar",
  },
  salaryIncrease: {
    label: "Aumento salarial médio",
    qualifier: "remuneração dos talentos contratados no primeiro ano, frente à remuneração anterior",
  },
  usDeveloperSalary: {
    label: "Salário de um desenvolvedor nos EUA",
    qualifier: `piso do salário anual mediano de um desenvolvedor de software nos EUA (${usDeveloperWageText("pt-br")}, Bureau of Labor Statistics), sem benefícios nem impostos`,
  },
  latamDeveloperPay: {
    label: "Pela LatamMatch",
    qualifier: "remuneração anual de um desenvolvedor LATAM pleno, antes de benefícios e da nossa taxa",
  },
  developerPaySavings: {
    label: "Economia por contratação",
    qualifier: "só na remuneração anual: salário nos EUA menos a remuneração de um desenvolvedor LATAM pleno",
  },
};

/** A claim as a Portuguese stat tile (thousands grouped with a dot: "35.000"). */
export const claimStatPt = (id: ClaimId, options: { withShare?: boolean } = {}) =>
  claimStat(id, { ...options, text: claimsText, locale: "pt-br" });
