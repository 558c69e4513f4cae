/**
 * Brazilian Portuguese copy shared by all the stack pages: the four vetting steps, the numbers
 * block and the section headings. Stack-specific text lives in stack-details/.
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
import { ptBr } from "~/content/ui/pt-br";
import { claimsText } from "./claims";

export type { NumberBlock, StackPageText };
// The claims behind the numbers block are facts, shared with the English module.
export { claimNumberBlock, stackNumberClaims };

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
    description: `Comece com 2 semanas de teste remunerado. Nós cuidamos de contratos, pagamentos e compliance. ${staffAugmentationGuaranteeText["pt-br"]}`,
  },
];

export const stackNumbers: readonly NumberBlock[] = stackNumberClaims.map((id) =>
  claimNumberBlock(id, claimsText),
);

export const stackPageText: StackPageText = {
  heroEyebrow: "Talentos da LATAM pré-avaliados",
  heroDescription: (stackName: string) =>
    `Contrate um ${stackName} pré-avaliado da América Latina, trabalhando no fuso horário dos EUA. Conheça 3–5 candidatos em até 48 horas e comece com 2 semanas de teste remunerado.`,
  heroActions: [
    { label: "Contrate agora", href: "/hiring-form" },
    { label: "Agende uma conversa", href: "/hiring-form", variant: "secondary" },
  ],
  technologiesTitle: "Tecnologias e ferramentas",
  profilesTitle: (stackName: string) => `Perfis de exemplo: ${stackName}`,
  roleTitle: (stackName: string) => `O que faz um ${stackName}`,
  opportunitiesTitle: "Exemplos de oportunidades",
  responsibilitiesTitle: "Principais responsabilidades",
  vettingTitle: "Como avaliamos cada candidato",
  vettingDescription: "Quatro etapas, e só cerca de 3% dos candidatos passam por todas elas.",
  numbersTitle: "A LatamMatch em números",
  numbersAsOf: claimsAsOfLine(stackNumberClaims, "pt-br"),
  requirementsTitle: "Habilidades e requisitos",
  salaryTitle: "Faixa salarial típica",
  salaryDescription: `${ptBr.sections.allInclusiveRate}: o que uma empresa paga por hora em USD, com a remuneração do talento, folha e impostos, benefícios, equipamento e a nossa margem. Júnior fica na parte baixa da faixa e sênior na alta; a remuneração do talento é uma parte dele.`,
  salaryAction: { label: "Peça uma proposta personalizada", href: "/hiring-form" },
  faqTitle: (stackName: string) => `Perguntas frequentes: ${stackName}`,
  employerSavings: ({ stackName, typical, allInclusive, percent, overhead, variablePay }) =>
    `${savingsWords["pt-br"].forEmployers} a economia com tudo incluído costuma ficar entre ${typical} frente ao salário mediano nos EUA para a função (todos os níveis de experiência), conforme a função (os dois extremos estão nos links abaixo; o alto é um júnior: essa mediana o exagera). Com tudo incluído, um ${stackName} pleno em tempo integral custa a uma empresa ${allInclusive} por ano, ${
      percent === undefined
        ? `mais do que o salário mediano nos EUA para a função mais ${overhead}% de encargos do empregador: a faixa de ${typical} não vale para esta função`
        : `${percent}% abaixo do salário mediano nos EUA para a função mais ${overhead}% de encargos do empregador`
    }.${
      variablePay
        ? ` Sem ${variablePay === "commission" ? "a comissão" : "o bônus"} faturado à parte, que a mediana inclui.`
        : ""
    }`,
  calculatorLink: "Ver esta estimativa na calculadora",
  ctaTitle: (stackName: string) => `Pronto para contratar o seu ${stackName}?`,
  ctaDescription: "Descreva a vaga hoje e avalie 3–5 candidatos pré-selecionados em até 48 horas.",
  ctaActions: [
    { label: "Monte seu time", href: "/hiring-form" },
    { label: "Fale com vendas", href: "/hiring-form", variant: "secondary" },
  ],
};
