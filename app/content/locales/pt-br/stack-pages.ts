/**
 * Brazilian Portuguese copy shared by all 31 stack pages: the four vetting steps, the numbers
 * block and the section headings. Stack-specific text lives in stack-details/.
 */
import type { ProcessStep } from "~/content/category-pages";
import { claimAmount } from "~/content/claims";
import type { NumberBlock, StackPageText } from "~/content/stack-pages";
import { claimCounterPt } from "./claims";

export type { NumberBlock, StackPageText };

export const vettingSteps: readonly ProcessStep[] = [
  {
    title: "Busca e match com IA",
    description:
      "Nosso motor de match cruza a sua vaga com a nossa rede em mais de 300 critérios: stack, senioridade, área de atuação, nível de inglês, fuso horário e valor por hora.",
  },
  {
    title: "Avaliação técnica",
    description:
      "Live coding ou um exercício prático ao vivo, a análise de projetos reais e um teste de inglês, conduzidos por profissionais sêniores da mesma área.",
  },
  {
    title: "Shortlist em 48 h",
    description:
      "Você recebe 3–5 candidatos pré-selecionados, com as notas da avaliação e os valores, em até 48 horas.",
  },
  {
    title: "Período de teste e suporte",
    description:
      "Comece com 2 semanas de teste remunerado. Nós cuidamos de contratos, pagamentos e compliance, e substituímos o profissional se não der certo.",
  },
];

export const stackNumbers: readonly NumberBlock[] = [
  { ...claimCounterPt("talentAvailable"), value: claimAmount("talentAvailable") },
  { value: 48, suffix: "h", label: "Entrega da shortlist", description: "3–5 candidatos pré-selecionados" },
  {
    value: 3,
    suffix: "%",
    label: "Taxa de aprovação",
    description: "dos candidatos passam por todas as etapas",
  },
  { value: 95, suffix: "%", label: "Retenção", description: "das contratações seguem na vaga após 6 meses" },
];

export const stackPageText: StackPageText = {
  heroEyebrow: "Talentos da LATAM pré-avaliados",
  heroDescription: (stackName: string) =>
    `Contrate um ${stackName} pré-avaliado da América Latina, trabalhando no fuso horário dos EUA. Conheça 3–5 candidatos em até 48 horas e comece com 2 semanas de teste remunerado.`,
  heroActions: [
    { label: "Contrate agora", href: "/hiring-form" },
    { label: "Agende uma conversa", href: "/book-a-call", variant: "secondary" },
  ],
  technologiesTitle: "Tecnologias e ferramentas",
  profilesTitle: (categoryName: string) => `Perfis de exemplo: ${categoryName}`,
  profilesDescription:
    "Perfis ilustrativos dos talentos da nossa rede. Os nomes e os empregadores são fictícios.",
  roleTitle: (stackName: string) => `O que faz um ${stackName}`,
  opportunitiesTitle: "Exemplos de oportunidades",
  responsibilitiesTitle: "Principais responsabilidades",
  vettingTitle: "Como avaliamos cada candidato",
  vettingDescription: "Quatro etapas, e só cerca de 3% dos candidatos passam por todas elas.",
  numbersTitle: "A LatamMatch em números",
  requirementsTitle: "Habilidades e requisitos",
  salaryTitle: "Faixa salarial típica",
  salaryDescription:
    "Valor por hora em USD para um profissional contratado em tempo integral. A sua proposta depende da senioridade, do nível de inglês e das horas por semana.",
  salaryAction: { label: "Peça uma proposta personalizada", href: "/hiring-form" },
  faqTitle: (stackName: string) => `Perguntas frequentes: ${stackName}`,
  ctaTitle: (stackName: string) => `Pronto para contratar o seu ${stackName}?`,
  ctaDescription: "Descreva a vaga hoje e avalie 3–5 candidatos pré-selecionados em até 48 horas.",
  ctaActions: [
    { label: "Monte seu time", href: "/hiring-form" },
    { label: "Fale com vendas", href: "/hiring-form", variant: "secondary" },
  ],
};
