/**
 * Brazilian Portuguese content of the six category landing pages, in the same three layouts as
 * the English module: "career" for developers and sales, "creative" for marketing, design and AI
 * specialists, and "llm" for LLM specialists.
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
import { claimStatPt } from "./claims";
import { llmJobSamples } from "./job-samples";

// Figures the pages quote in sentences, formatted from the English facts (category-figures.ts).
const devBands = developerBandTexts("pt-br");
const salesBands = salesBandTexts("pt-br");
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

/** `roles`: the open roles of the category, e.g. "vagas de desenvolvimento". */
const hiringProcess = (roles: string): ProcessStep[] => [
  {
    title: "Candidatura e match",
    description: `Envie uma única candidatura. Nossa IA compara sua experiência, seu inglês e seu valor por hora com as ${roles} abertas, em mais de 300 critérios.`,
  },
  {
    title: "Avaliação",
    description:
      "Uma entrevista de prática com IA, depois uma avaliação ao vivo com trabalho do mundo real e uma conversa em inglês com um recrutador.",
  },
  {
    title: "Lista curta",
    description:
      "Se você for aprovado, entra numa lista curta (shortlist) de 3–5 candidatos que a empresa recebe em até 48 horas.",
  },
  {
    title: "Período de teste pago e início",
    description:
      "Entrevista com o time e depois 2 semanas de teste remunerado. Nós cuidamos do contrato e do faturamento e seguimos com você depois que você começa.",
  },
];

const developers: CareerCategoryPage = {
  slug: "developers",
  layout: "career",
  seo: {
    title: "Vagas remotas de desenvolvimento e desenvolvedores da LATAM | LatamMatch",
    description:
      "Desenvolvedores sêniores da América Latina para times dos EUA: full-stack, backend, mobile, DevOps e dados. Shortlist em 48 horas; devs ganham de $1.800 a $8.500 por mês.",
  },
  hero: {
    eyebrow: "Desenvolvedores",
    title: "Vagas remotas de desenvolvimento em times de produto dos EUA",
    description:
      "Engenheiros full-stack, backend, frontend, mobile, DevOps, de dados e de QA da América Latina criam software para empresas dos EUA no mesmo fuso horário. Candidate-se uma vez só ou contrate um desenvolvedor avaliado 1–2 semanas depois de receber sua shortlist.",
    actions: [
      { label: "Comece sua jornada como dev", opens: "apply-modal" },
      { label: "Monte seu time", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "O que um desenvolvedor faz aqui",
    title: "Dono de features, não de tickets",
    description:
      "Nossos desenvolvedores entram nos times dos EUA como membros de verdade: participam das mesmas dailies, revisam os mesmos pull requests e colocam código em produção já nas duas primeiras semanas. Três exemplos das vagas que ocupam, com a remuneração por hora de cada uma:",
    jobs: [
      {
        title: "Engenheiro Backend Sênior, Fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$48/hora",
        role: "backend",
        stack: "Go · PostgreSQL · Kafka · AWS",
      },
      {
        title: "Desenvolvedor React Native, app de saúde",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hora",
        role: "mobile",
        stack: "React Native · TypeScript · Expo",
      },
      {
        title: "Engenheiro DevOps, SaaS B2B",
        type: "Contract",
        location: "Remote",
        rate: "$52/hora",
        role: "devops",
        stack: "Terraform · Kubernetes · GitHub Actions",
      },
    ],
  },
  regional: {
    eyebrow: "Talentos por região",
    title: "Onde estão nossos desenvolvedores",
    description:
      "Desenvolvedores avaliados da nossa rede por país, com a remuneração mediana por hora e quanto o dia de trabalho coincide com o horário da Costa Leste dos EUA.",
  },
  interview: {
    eyebrow: "Prévia da entrevista com IA",
    title: "Treine a primeira entrevista antes de valer",
    description:
      "Todo candidato começa com uma conversa de triagem com IA sobre projetos reais. Você recebe feedback na hora, e um recrutador revisa tudo antes de qualquer empresa.",
  },
  skills: {
    eyebrow: "Requisitos",
    title: "O que buscamos em desenvolvedores",
    description:
      "Senioridade importa menos do que evidências: testamos o que você já entregou e como você explica isso.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Experiência em produção com pelo menos uma stack principal (TypeScript, Python, Go, Java, Kotlin ou Swift)",
          "SQL e modelagem de dados além do CRUD básico",
          "Testes automatizados e CI mantidos por você",
          "Fluxos de Git e boas práticas de code review",
        ],
      },
      {
        title: "Jeito de trabalhar",
        skills: [
          "Divide o trabalho em pull requests pequenos e fáceis de revisar",
          "Escreve notas de design e relatórios de incidente claros",
          "Trabalha de forma assíncrona entre fusos, com 4+ horas de sobreposição",
        ],
      },
      {
        title: "Comunicação",
        skills: [
          "Inglês B2 ou acima, falado e escrito",
          "Explica trade-offs para quem não é da engenharia",
          "Levanta impedimentos cedo nas dailies",
        ],
      },
    ],
  },
  careerStats: {
    eyebrow: "Números da carreira",
    title: "O que os números dizem",
    description: `Dados de contratações feitas pela LatamMatch. ${claimsAsOfLine(developerCareerClaims, "pt-br")}`,
    items: developerCareerClaims.map((id) => claimStatPt(id)),
  },
  salary: {
    eyebrow: "Faixas salariais",
    title: "Faixas mensais para contratados PJ",
    description:
      "Remuneração mensal típica em USD para contratados em tempo integral na Argentina, na Colômbia e no Chile.",
    kind: "developer-monthly",
    note: "As faixas dependem da stack, do nível de inglês e do resultado das entrevistas com a empresa. O valor é combinado antes de você começar.",
    comparison: {
      rows: [claimStatPt("usDeveloperSalary"), claimStatPt("latamDeveloperPay")],
      savings: claimStatPt("developerPaySavings", { withShare: true }),
    },
  },
  explorer: {
    eyebrow: "Catálogo de stacks",
    title: "Especializações em desenvolvimento",
    description:
      "Cada especialização com a faixa típica de valor por hora e as tecnologias que nossos desenvolvedores mais usam.",
  },
  process: {
    eyebrow: "Processo seletivo",
    title: "Da candidatura ao primeiro commit em quatro etapas",
    description: "As mesmas quatro etapas para todo desenvolvedor, seja qual for o seu lado da mesa.",
    steps: hiringProcess("vagas de desenvolvimento"),
  },
  whyUs: {
    eyebrow: "Por que a LatamMatch",
    title: "Por que desenvolvedores escolhem a LatamMatch",
    description: "Quem paga a nossa taxa é a empresa, nunca você.",
    items: [
      {
        icon: "dollar",
        title: "Valores dos EUA, em dólar",
        description:
          "Pagamento mensal em USD, combinado antes da primeira entrevista, sem nenhum desconto da nossa parte.",
      },
      {
        icon: "clock",
        title: "No seu fuso horário",
        description: "Os times são escolhidos com 4+ horas de sobreposição: nada de daily às 2 da manhã.",
      },
      {
        icon: "users",
        title: "Um talent partner",
        description:
          "Preparação para entrevistas, feedback depois de cada etapa e apoio durante as 2 semanas de teste remunerado.",
      },
      {
        icon: "trending",
        title: "Espaço para crescer",
        description:
          "Os desenvolvedores contratados relatam um aumento salarial médio de 55% no primeiro ano.",
      },
    ],
  },
  faqs: [
    {
      question: "Preciso ser sênior para me candidatar?",
      answer:
        "Não. Contratamos desenvolvedores a partir de 1–3 anos de experiência. As vagas júnior são menos numerosas, então uma base sólida, testes e um inglês claro pesam ainda mais nesse nível.",
    },
    {
      question: "Como é a avaliação técnica?",
      answer:
        "Uma sessão de live coding com uma tarefa realista na sua stack principal, uma revisão rápida de um projeto real escolhido por você e uma conversa em inglês. Leva cerca de duas horas no total.",
    },
    {
      question: "Quanto posso ganhar?",
      answer: `A remuneração mensal de contratados em tempo integral na Argentina, na Colômbia e no Chile costuma ser de ${devBands.junior} como júnior, ${devBands.mid} como pleno e ${devBands.senior} como sênior, com pagamento em USD.`,
    },
    {
      question: "O período de teste de 2 semanas é pago?",
      answer:
        "Sim. Todo período de teste é pago pelo valor combinado. Cerca de 90–96% dos testes viram uma contratação de longo prazo.",
    },
    {
      question: "De quais países posso me candidatar?",
      answer:
        "De qualquer país da América Latina onde atuamos: Argentina, Brasil, Chile, Colômbia, México, Uruguai, Peru, Costa Rica, Equador, Panamá, Paraguai e Bolívia.",
    },
  ],
  cta: {
    title: "Pronto para a sua próxima vaga em engenharia?",
    description:
      "Candidate-se uma vez e conheça empresas dos EUA que contratam a sua stack. Quer contratar? Agende uma demo com o nosso time.",
    actions: [
      { label: "Candidate-se a vagas de desenvolvimento", opens: "apply-modal" },
      { label: "Seja parceiro da LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const sales: CareerCategoryPage = {
  slug: "sales",
  layout: "career",
  seo: {
    title: "Vagas remotas em vendas e talentos de vendas da LATAM | LatamMatch",
    description:
      "Account executives, SDRs, customer success e sales ops da América Latina para times dos EUA. OTE de $2.000 a $10.000 por mês; shortlist em 48 horas.",
  },
  hero: {
    eyebrow: "Vendas",
    title: "Vagas remotas em vendas para compradores dos EUA",
    description:
      "Account executives, SDRs e BDRs, customer success managers e especialistas em sales operations da América Latina responsáveis por metas de vendas nos EUA. Candidate-se uma vez só ou coloque um vendedor avaliado no seu time 1–2 semanas depois de receber sua shortlist.",
    actions: [
      { label: "Comece sua jornada em vendas", opens: "apply-modal" },
      { label: "Monte seu time", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "O que um profissional de vendas faz aqui",
    title: "Dono de uma meta, não de um script",
    description:
      "Nossos vendedores trabalham o mercado dos EUA desde a primeira semana: prospecção, discovery e renovações em inglês, com as ferramentas da própria empresa. Três exemplos das vagas que ocupam, com a remuneração base por hora de cada uma (mais comissão):",
    jobs: [
      {
        title: "Account Executive Mid-Market",
        type: "Full-Time",
        location: "Remote",
        rate: "$28/hora + comissão",
        role: "enterprise-ae",
        stack: "Salesforce · Gong · MEDDICC",
      },
      {
        title: "SDR Outbound, ferramentas para desenvolvedores",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hora + comissão",
        role: "sdr-bdr",
        stack: "Outreach · Apollo · LinkedIn Sales Navigator",
      },
      {
        title: "Customer Success Manager, HR Tech",
        type: "Full-Time",
        location: "Remote",
        rate: "$18/hora + bônus",
        role: "customer-success",
        stack: "Gainsight · HubSpot · Zendesk",
      },
    ],
  },
  regional: {
    eyebrow: "Talentos por região",
    title: "Onde estão nossos profissionais de vendas",
    description:
      "Talentos de vendas avaliados da nossa rede por país, com a remuneração-base mediana por hora (mais comissão) e a sobreposição com o horário da Costa Leste dos EUA.",
  },
  interview: {
    eyebrow: "Prévia da entrevista com IA",
    title: "Ensaie o discovery antes da call de verdade",
    description:
      "A entrevista com IA pergunta sobre negócios que você ganhou e perdeu e depois simula um comprador. Os recrutadores revisam a transcrição antes de qualquer empresa ver o seu perfil.",
  },
  skills: {
    eyebrow: "Requisitos",
    title: "O que buscamos em profissionais de vendas",
    description:
      "Contratamos por processo comprovado e inglês claro, não só por um número alto no currículo.",
    groups: [
      {
        title: "Vendas",
        skills: [
          "Histórico documentado de resultados contra meta ou pipeline",
          "Discovery e qualificação estruturados (MEDDICC, BANT ou SPICED)",
          "Multi-threading entre decisores, usuários e compras",
        ],
      },
      {
        title: "Ferramentas e processo",
        skills: [
          "CRM atualizado todos os dias no Salesforce ou no HubSpot",
          "Ferramentas de cadência como Outreach, Salesloft ou Apollo",
          "Forecast honesto do seu próprio pipeline",
        ],
      },
      {
        title: "Comunicação",
        skills: [
          "Inglês C1 ou acima para funções em contato com clientes",
          "Segurança em videochamadas com executivos dos EUA",
          "Follow-ups por escrito objetivos e planos de ação conjuntos",
        ],
      },
    ],
  },
  careerStats: {
    eyebrow: "Números da carreira",
    title: "O que os números dizem",
    description: `Dados de contratações em vendas feitas pela LatamMatch. ${claimsAsOfLine(salesCareerClaims, "pt-br")}`,
    items: [
      claimStatPt("salesHiringSuccess"),
      {
        value: formatUsdAmount(topMonthlyOte(), "pt-br"),
        label: "Maior OTE mensal",
        description: "remuneração mensal de gerentes de vendas que batem a meta, base mais comissão",
      },
      {
        value: "4+ horas",
        label: "Sobreposição diária",
        description: "com o horário comercial da Costa Leste dos EUA",
      },
      claimStatPt("retention6m"),
    ],
  },
  salary: {
    eyebrow: "Faixas salariais",
    title: "Ganhos mensais na meta (OTE)",
    description: "Base e OTE mensal total em USD, em tempo integral, para as funções de vendas mais comuns.",
    kind: "sales-ote",
    note: "Os planos de comissão são definidos por cada empresa e apresentados antes da entrevista. Os totais consideram 100% da meta.",
  },
  explorer: {
    eyebrow: "Catálogo de stacks",
    title: "Especializações em vendas",
    description:
      "Cada especialização com a faixa típica de valor por hora e as ferramentas que nossos talentos de vendas usam no dia a dia.",
  },
  process: {
    eyebrow: "Processo seletivo",
    title: "Da candidatura à primeira revisão de pipeline em quatro etapas",
    description: "As mesmas quatro etapas para todo profissional de vendas.",
    steps: hiringProcess("vagas de vendas"),
  },
  whyUs: {
    eyebrow: "Por que a LatamMatch",
    title: "Por que profissionais de vendas escolhem a LatamMatch",
    description: "Comissão que dá para ganhar de verdade, com um time que quer ver você bater a meta.",
    items: [
      {
        icon: "dollar",
        title: "Base em USD + comissão",
        description:
          "O salário-base e o plano de comissão são confirmados por escrito antes da primeira entrevista.",
      },
      {
        icon: "target",
        title: "Metas realistas",
        description:
          "Compartilhamos o tempo de ramp-up e os detalhes do território logo de cara, para você saber o que significa bater a meta.",
      },
      {
        icon: "users",
        title: "Um talent partner",
        description:
          "Simulações de call antes das entrevistas e um acompanhamento durante as 2 semanas de teste remunerado.",
      },
      {
        icon: "trending",
        title: "Um caminho para subir",
        description:
          "SDRs passam para funções de fechamento; AEs viram líderes de time, na mesma empresa dos EUA.",
      },
    ],
  },
  faqs: [
    {
      question: "Preciso ter experiência vendendo para empresas dos EUA?",
      answer:
        "Ajuda, mas não é obrigatório. Buscamos um processo de vendas estruturado, resultados mensuráveis e um inglês forte o bastante para compradores dos EUA.",
    },
    {
      question: "Como a comissão é paga?",
      answer:
        "A comissão segue o plano de cada empresa, em geral mensal ou trimestral, e é paga em USD junto com o salário-base. Você conhece o plano antes da entrevista.",
    },
    {
      question: "Quanto se ganha por mês, em média?",
      answer: `Remuneração mensal na meta: SDRs ganham uma base de ${salesBands.sdr.base} e ${salesBands.sdr.total} no total; account executives, uma base de ${salesBands.ae.base} e ${salesBands.ae.total} no total; gerentes de vendas, uma base de ${salesBands.manager.base} e ${salesBands.manager.total} no total.`,
    },
    {
      question: "Como é a avaliação de vendas?",
      answer:
        "Uma entrevista de triagem com IA sobre os seus negócios, depois uma simulação ao vivo de uma call de discovery e um e-mail de follow-up por escrito, avaliados por um recrutador que já vendeu para empresas dos EUA.",
    },
    {
      question: "As vagas são em tempo integral?",
      answer:
        "A maioria é em tempo integral, no horário dos EUA. Algumas empresas começam com SDR ou sales operations em meio período, com 20 ou 30 horas por semana.",
    },
  ],
  cta: {
    title: "Pronto para vender para uma empresa dos EUA?",
    description:
      "Candidate-se uma vez e conheça times que contratam vendedores como você. Quer contratar? Agende uma demo com o nosso time.",
    actions: [
      { label: "Candidate-se a vagas de vendas", opens: "apply-modal" },
      { label: "Seja parceiro da LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const marketing: CreativeCategoryPage = {
  slug: "marketing",
  layout: "creative",
  seo: {
    title: "Vagas remotas de marketing e profissionais da LATAM | LatamMatch",
    description:
      "Profissionais de growth, conteúdo, lifecycle, redes sociais e analytics da América Latina para empresas dos EUA. Mais de 180 empresas contratando; candidate-se uma vez, ou contrate a partir de uma shortlist em 48 horas.",
  },
  hero: {
    eyebrow: "Marketing",
    title: "Vagas remotas de marketing em times de growth dos EUA",
    description:
      "Profissionais de growth, conteúdo, e-mail e lifecycle, redes sociais e analytics da América Latina que conhecem o cliente dos EUA. Candidate-se uma vez só ou contrate um profissional avaliado 1–2 semanas depois de receber sua shortlist.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Monte seu time", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Exemplos de vagas",
    title: "Vagas de marketing abertas agora",
    description: "Exemplos das vagas que empresas dos EUA nos pedem, com a remuneração por hora de cada uma.",
    jobs: [
      {
        title: "Gerente de Mídia Paga",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hora",
        role: "growth",
        stack: "Google Ads · Meta Ads · GA4",
      },
      {
        title: "Redator de Conteúdo B2B",
        type: "Contract",
        location: "Remote",
        rate: "$32/hora",
        role: "content",
        stack: "SEO · Webflow · Ahrefs",
      },
      {
        title: "Especialista em Marketing de Lifecycle",
        type: "Full-Time",
        location: "Remote",
        rate: "$24/hora",
        role: "email",
        stack: "Customer.io · Segment · SQL",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefícios",
    title: "Por que profissionais de marketing trabalham com a LatamMatch",
    description: "Um trabalho que aparece no pipeline de uma empresa dos EUA, com uma remuneração à altura.",
    items: [
      {
        icon: "dollar",
        title: "Pagamento em USD",
        description: "Valor por hora ou mensal combinado antes da entrevista e pago em dia, todo mês.",
      },
      {
        icon: "trending",
        title: "Orçamento para aprender",
        description:
          "Rode campanhas com verba real de mídia nos EUA e o stack de analytics para medir os resultados.",
      },
      {
        icon: "globe",
        title: "Remoto de vez",
        description: "Trabalhe de casa ou de um coworking perto de você; ajudamos com equipamento e setup.",
      },
    ],
  },
  regional: {
    eyebrow: "Talentos por região",
    title: "Onde estão nossos profissionais de marketing",
    description:
      "Profissionais de marketing avaliados da nossa rede por país, com a remuneração mediana por hora e a sobreposição com o horário da Costa Leste dos EUA.",
  },
  remoteWork: {
    eyebrow: "Trabalho remoto",
    title: "Remoto é o padrão nos times de marketing",
    description:
      "A expectativa é que 42% das vagas de marketing sejam remotas em 2025, e 45% dos profissionais de marketing já trabalham remotamente. Sua entrevista começa do mesmo jeito: uma conversa rápida com IA sobre uma campanha que você conduziu.",
    points: [
      "Briefings assíncronos e revisões semanais em vez de reuniões o dia todo",
      "Horário comercial dos EUA com 4+ horas de sobreposição",
      "Dashboards compartilhados para os resultados falarem por você",
    ],
  },
  skills: {
    eyebrow: "Requisitos",
    title: "O que buscamos em profissionais de marketing",
    description: "Pedimos resultados que você possa mostrar e o método por trás deles.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Prática em pelo menos um canal: mídia paga de busca, mídia paga em redes sociais, SEO, e-mail ou redes sociais",
          "GA4, Amplitude ou Mixpanel para atribuição e análise de funil",
          "Uma plataforma de automação de marketing como HubSpot, Braze ou Customer.io",
          "Textos em inglês que um cliente dos EUA não perceberia que foram escritos fora do país",
        ],
      },
      {
        title: "Metodologia",
        skills: [
          "Testes orientados por hipóteses, com métricas de sucesso claras",
          "Controle de ritmo de verba e relatórios de CAC e payback",
          "Briefings, calendários editoriais e análises pós-campanha",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Dados de mercado",
    title: "Talentos de marketing em números",
    description: `Quanto as empresas pagam e como a demanda está evoluindo. ${claimsAsOfLine(["marketingHired"], "pt-br")}`,
    items: [
      {
        value: averageYearlyPay.marketing,
        label: "Salário médio",
        description: "remuneração anual dos profissionais de marketing contratados por empresas dos EUA",
      },
      { value: "+65%", label: "Aumento salarial", description: "em relação a vagas locais equivalentes" },
      claimStatPt("marketingHired"),
      { value: "38%", label: "Crescimento da demanda", description: "em contratações remotas de marketing" },
    ],
  },
  explorer: {
    eyebrow: "Especializações",
    title: "Especializações em marketing",
    description:
      "Cada especialização com a faixa típica de valor por hora e as ferramentas que nossos profissionais de marketing mais usam.",
  },
  faqs: [
    {
      question: "Quais funções de marketing as empresas dos EUA mais contratam?",
      answer:
        "Growth e mídia paga, lifecycle e e-mail, conteúdo e SEO, redes sociais e marketing analytics, em geral em empresas de SaaS B2B e e-commerce.",
    },
    {
      question: "Preciso de portfólio?",
      answer:
        "Sim: duas ou três campanhas ou trabalhos com o objetivo, o que você fez e o resultado. Compartilhe um link na candidatura; números confidenciais podem ser informados em faixas.",
    },
    {
      question: "Que valores posso esperar?",
      answer: `A remuneração dos perfis de marketing de exemplo da nossa rede vai de ${payText(marketingPay.min)} a ${payText(marketingPay.max)} por hora, conforme a especialização, a senioridade e o nível de inglês.`,
    },
    {
      question: "Como meu inglês é avaliado?",
      answer:
        "Pela entrevista com IA, por uma conversa ao vivo com um recrutador e por uma breve tarefa escrita na sua especialização, como uma sequência de e-mails ou um briefing de anúncio.",
    },
    {
      question: "Posso trabalhar meio período?",
      answer:
        "Sim. Muitas vagas de marketing começam com 20 ou 30 horas por semana e passam a tempo integral quando o canal mostra resultado.",
    },
  ],
  cta: {
    title: "Leve o seu marketing para empresas dos EUA",
    description:
      "Candidate-se uma vez e conheça times que contratam a sua especialização. Quer contratar? Agende uma demo.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Seja parceiro da LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const design: CreativeCategoryPage = {
  slug: "design",
  layout: "creative",
  seo: {
    title: "Vagas remotas de UI/UX design e designers da LATAM | LatamMatch",
    description:
      "Product designers, UI/UX, pesquisadores e motion designers da América Latina para times dos EUA. Salário médio de designers: $68K+; candidate-se uma vez, ou contrate a partir de uma shortlist em 48 horas.",
  },
  hero: {
    eyebrow: "Design",
    title: "Vagas remotas de UI/UX design em times de produto dos EUA",
    description:
      "Product designers, UX researchers, designers de UI e visual e designers de motion e 3D da América Latina, com qualidade comprovada em portfólio. Candidate-se uma vez só ou contrate um designer avaliado 1–2 semanas depois de receber sua shortlist.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Monte seu time", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Exemplos de vagas",
    title: "Vagas de design abertas agora",
    description: "Exemplos das vagas que empresas dos EUA nos pedem, com a remuneração por hora de cada uma.",
    jobs: [
      {
        title: "UI Designer, site de marketing",
        type: "Contract",
        location: "Remote",
        rate: "$27/hora",
        role: "ui-visual",
        stack: "Figma · Webflow · Sistemas visuais",
      },
      {
        title: "UX Researcher, app de fintech",
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
        stack: "Figma · Design systems · Prototipação",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefícios",
    title: "Por que designers trabalham com a LatamMatch",
    description: "Um lugar nas decisões de produto, não uma fila de tickets de design.",
    items: [
      {
        icon: "dollar",
        title: "Pagamento em USD",
        description:
          "Valor combinado antes da entrevista e pago mensalmente, sem nenhuma margem de agência descontada de você.",
      },
      {
        icon: "sparkles",
        title: "Trabalho para mostrar",
        description:
          "A maioria dos clientes permite usar o trabalho no portfólio depois do lançamento, então seus melhores projetos continuam sendo seus para apresentar.",
      },
      {
        icon: "laptop",
        title: "O setup certo",
        description:
          "Licenças do Figma, dispositivos de teste e um bom monitor, providenciados pelos nossos parceiros locais.",
      },
    ],
  },
  regional: {
    eyebrow: "Talentos por região",
    title: "Onde estão nossos designers",
    description:
      "Designers avaliados da nossa rede por país, com a remuneração mediana por hora e a sobreposição com o horário da Costa Leste dos EUA.",
  },
  remoteWork: {
    eyebrow: "Trabalho remoto",
    title: "O trabalho criativo foi um dos primeiros a ficar remoto",
    description:
      "A expectativa é que cerca de 50% das vagas criativas sejam remotas em 2025, e 35% dos designers já trabalham remotamente. A primeira entrevista é uma conversa rápida com IA sobre um projeto do qual você se orgulha.",
    points: [
      "Críticas nos comentários do Figma e walkthroughs curtos gravados",
      "Sessões de pesquisa agendadas no horário dos EUA",
      "Design systems compartilhados entre fusos horários",
    ],
  },
  skills: {
    eyebrow: "Requisitos",
    title: "O que buscamos em designers",
    description: "Um portfólio que mostre o problema, o processo e o resultado, não só as telas finais.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Domínio de Figma: componentes, variantes, auto layout e prototipação",
          "Interfaces acessíveis que atendem ao WCAG 2.2 AA",
          "Layouts responsivos para web e mobile nativo",
          "Handoff que os desenvolvedores conseguem implementar sem adivinhar",
        ],
      },
      {
        title: "Metodologia",
        skills: [
          "Entrevistas com usuários, testes de usabilidade e síntese",
          "Design systems que escalam além de um único produto",
          "Medição de resultados depois do lançamento junto com o time de produto",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Dados de mercado",
    title: "Talentos de design em números",
    description: `Quanto as empresas pagam e como a demanda está evoluindo. ${claimsAsOfLine(["salaryIncrease"], "pt-br")}`,
    items: [
      {
        value: averageYearlyPay.design,
        label: "Salário médio de designers",
        description: "remuneração anual dos designers contratados por empresas dos EUA",
      },
      { ...claimStatPt("salaryIncrease"), value: `+${claimValue("salaryIncrease", "pt-br")}` },
      { value: "32%", label: "Crescimento da demanda", description: "em contratações remotas de design" },
      { value: "50%", label: "Vagas criativas remotas", description: "participação esperada em 2025" },
    ],
  },
  explorer: {
    eyebrow: "Especializações",
    title: "Especializações em design",
    description:
      "Cada especialização com a faixa típica de valor por hora e as ferramentas que nossos designers mais usam.",
  },
  faqs: [
    {
      question: "O que meu portfólio deve incluir?",
      answer:
        "Dois ou três estudos de caso com o problema, o seu papel, o processo e o resultado. Links protegidos por senha não têm problema; inclua a senha na nota da candidatura.",
    },
    {
      question: "Tem desafio de design?",
      answer:
        "Não um projeto especulativo de graça. Fazemos uma apresentação ao vivo do portfólio e um exercício de whiteboard de 45 minutos com um dos nossos design leads.",
    },
    {
      question: "Quanto ganham os designers?",
      answer: `Exemplos de vagas de design têm remuneração de ${listText(jobPays(designOpeningJobs), "pt-br")} por hora; o valor com tudo incluído que uma empresa paga vai de ${stackRateText("ui-visual", "pt-br")} para UI e design visual a ${stackRateText("product-design", "pt-br")} para product design.`,
    },
    {
      question: "Vou trabalhar diretamente com desenvolvedores?",
      answer:
        "Sim. A maioria dos nossos designers faz parte de uma squad de produto com engenheiros e um product manager e faz o handoff no Figma com componentes documentados.",
    },
    {
      question: "Motion designers e designers 3D podem se candidatar?",
      answer: `Sim. As vagas de motion e 3D incluem vídeos de lançamento de produto, animação de UI com Lottie e renders 3D de produtos, com valor com tudo incluído de ${stackRateText("motion-3d", "pt-br")} por hora.`,
    },
  ],
  cta: {
    title: "Faça design para produtos dos EUA, direto da América Latina",
    description:
      "Candidate-se uma vez e conheça times que contratam o seu trabalho. Quer contratar? Agende uma demo.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Seja parceiro da LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const aiSpecialists: CreativeCategoryPage = {
  slug: "ai-specialists",
  layout: "creative",
  seo: {
    title: "Vagas remotas de IA e ML e especialistas em IA da LATAM | LatamMatch",
    description:
      "Especialistas em machine learning, NLP, visão computacional, ciência de dados e MLOps da América Latina para empresas dos EUA. Mais de 300 especialistas em IA avaliados; $38–64/hora.",
  },
  hero: {
    eyebrow: "Especialistas em IA",
    title: "Vagas remotas de IA e machine learning",
    description:
      "Engenheiros de machine learning, NLP, visão computacional, automação, ciência de dados e MLOps da América Latina que levam modelos para produção. Candidate-se uma vez só ou contrate um especialista avaliado 1–2 semanas depois de receber sua shortlist.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Monte seu time", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Exemplos de vagas",
    title: "Vagas de IA abertas agora",
    description: "Exemplos das vagas que empresas dos EUA nos pedem, com a remuneração por hora de cada uma.",
    jobs: [
      {
        title: "Engenheiro de Automação com IA",
        type: "Contract",
        location: "Remote",
        rate: "$42/hora",
        role: "automation",
        stack: "Python · LangChain · n8n",
      },
      {
        title: "Engenheiro de NLP, automação de suporte",
        type: "Full-Time",
        location: "Remote",
        rate: "$51/hora",
        role: "nlp",
        stack: "Transformers · RAG · pgvector",
      },
      {
        title: "Engenheiro de Machine Learning, Risco",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hora",
        role: "machine-learning",
        stack: "PyTorch · XGBoost · SageMaker",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefícios",
    title: "Por que especialistas em IA trabalham com a LatamMatch",
    description: "Problemas de produção, dados reais e times que entregam.",
    items: [
      {
        icon: "sparkles",
        title: "Modelos em produção",
        description:
          "Vagas em que o seu trabalho atende usuários reais, não apresentações de slides nem provas de conceito paradas.",
      },
      {
        icon: "dollar",
        title: "Valores no topo do mercado",
        description: `IA tem o nosso maior valor com tudo incluído: ${categoryRateText("ai-specialists", "pt-br")} por hora.`,
      },
      {
        icon: "graduation",
        title: "Aprendizado contínuo",
        description: "Times que reservam orçamento para GPU, conferências e papers, não só para tickets.",
      },
    ],
  },
  regional: {
    eyebrow: "Talentos por região",
    title: "Onde estão nossos especialistas em IA",
    description:
      "Especialistas em IA avaliados da nossa rede por país, com a remuneração mediana por hora e a sobreposição com o horário da Costa Leste dos EUA.",
  },
  remoteWork: {
    eyebrow: "Trabalho remoto",
    title: "Times de IA nascem remotos",
    description:
      "Com mais de 300 especialistas em IA avaliados na nossa rede, a maioria dos times de IA dos EUA com que trabalhamos já nasce distribuída. A primeira entrevista é uma conversa com IA sobre um modelo que você colocou em produção.",
    points: [
      "Rastreamento de experimentos e revisões compartilhados de forma assíncrona",
      "Acesso a GPU na nuvem fornecido pela empresa contratante",
      "Revisões de modelos agendadas no horário dos EUA",
    ],
  },
  skills: {
    eyebrow: "Requisitos",
    title: "O que buscamos em especialistas em IA",
    description: "Primeiro, evidências de produção: modelos implantados, monitorados e aprimorados.",
    groups: [
      {
        title: "Base técnica",
        skills: [
          "Python e um framework de deep learning (PyTorch ou TensorFlow)",
          "ML clássico e estatística, não só modelos grandes",
          "SQL e pipelines de dados que alimentam os seus modelos",
          "Deploy de modelos por trás de APIs, com monitoramento",
        ],
      },
      {
        title: "Metodologia",
        skills: [
          "Avaliação offline e online com as métricas certas",
          "Experimentos reproduzíveis, com dados e código versionados",
          "Relatórios de resultados claros para quem não é especialista",
        ],
      },
    ],
  },
  statCards: {
    eyebrow: "Dados de mercado",
    title: "Talentos de IA em números",
    description: `Dados da nossa rede de especialistas em IA. ${claimsAsOfLine(aiStatClaims, "pt-br")}`,
    items: [
      claimStatPt("aiSpecialistsAvailable"),
      {
        value: jobPayRangeText(aiOpeningJobs),
        label: "Remuneração por hora de exemplo",
        description: "das vagas de IA abertas acima",
      },
      claimStatPt("shortlistTime"),
      claimStatPt("approvalRate"),
    ],
  },
  explorer: {
    eyebrow: "Explorador de stacks",
    title: "Especializações em IA",
    description:
      "Cada especialização com a faixa típica de valor por hora e os frameworks que nossos especialistas mais usam.",
  },
  faqs: [
    {
      question: "Preciso ter pós-graduação?",
      answer:
        "Não. Modelos entregues e um raciocínio claro contam mais do que diplomas. Muitos dos nossos especialistas têm mestrado, e muitos vieram da engenharia de software.",
    },
    {
      question: "O que a avaliação técnica cobre?",
      answer:
        "Uma sessão ao vivo com um problema de modelagem realista, da inspeção dos dados à avaliação, além de perguntas sobre deploy e monitoramento na sua área.",
    },
    {
      question: "Quanto ganham os especialistas em IA?",
      answer: `O valor com tudo incluído vai de ${stackRateText("automation", "pt-br")} por hora para engenheiros de automação a ${stackRateText("nlp", "pt-br")} para engenheiros de NLP. Exemplos de vagas abertas têm remuneração de ${listText(jobPays(aiOpeningJobs), "pt-br")} por hora.`,
    },
    {
      question: "Vou trabalhar com LLMs?",
      answer:
        "Com frequência. Vagas de NLP e automação costumam envolver retrieval, fine-tuning ou agentes. As vagas focadas em dados de treinamento e avaliação ficam em Especialistas em LLM.",
    },
    {
      question: "Quem fornece a capacidade computacional?",
      answer:
        "A empresa contratante fornece as contas de nuvem e o acesso a GPU. Garantimos que isso esteja combinado antes da sua data de início.",
    },
  ],
  cta: {
    title: "Coloque os seus modelos diante de usuários dos EUA",
    description:
      "Candidate-se uma vez e conheça times de IA que estão contratando. Quer contratar? Agende uma demo.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Seja parceiro da LatamMatch", href: "/#demo", variant: "secondary" },
    ],
  },
};

const llmSpecialists: LlmCategoryPage = {
  slug: "llm-specialists",
  layout: "llm",
  seo: {
    title: "Vagas de RLHF, SFT e prompt engineering | LatamMatch",
    description:
      "Vagas remotas de RLHF, supervised fine-tuning, prompt engineering, anotação de dados e avaliação de modelos para talentos da LATAM em laboratórios de IA dos EUA, de $23 a $47 por hora.",
  },
  hero: {
    eyebrow: "Especialistas em LLM",
    title: "Treine e avalie os modelos que todo mundo usa",
    description:
      "Especialistas em RLHF, redatores de fine-tuning, prompt engineers, anotadores de dados e avaliadores de modelos da América Latina trabalhando com empresas de IA dos EUA. Candidate-se uma vez só ou monte um time de anotação em 72 horas.",
    actions: [
      { label: "Trabalhe com a gente", opens: "apply-modal" },
      { label: "Monte seu time", href: "/#demo", variant: "secondary" },
    ],
  },
  openings: {
    eyebrow: "Exemplos de oportunidades",
    title: "Vagas de LLM abertas agora",
    description:
      "Vagas de empresas de IA que criam e avaliam grandes modelos de linguagem, com a remuneração por hora de cada uma.",
    jobs: llmJobSamples,
  },
  benefits: {
    eyebrow: "Benefícios",
    title: "Por que especialistas em LLM trabalham com a LatamMatch",
    description: "Trabalho constante e bem definido, com times que valorizam qualidade acima de volume.",
    items: [
      {
        icon: "dollar",
        title: "Pagamento por hora em USD",
        description:
          "Cada hora trabalhada é paga, inclusive as sessões de calibração e o treinamento nas diretrizes.",
      },
      {
        icon: "shield",
        title: "Diretrizes claras",
        description:
          "Rubricas por escrito, feedback com golden set e um líder que responde às dúvidas no mesmo dia.",
      },
      {
        icon: "trending",
        title: "Qualidade é recompensada",
        description:
          "Anotadores com precisão de 85% ou mais no golden set passam para funções de revisão e liderança.",
      },
      {
        icon: "clock",
        title: "Horários flexíveis",
        description:
          "Vagas em tempo integral e por contrato, com a maior parte do trabalho assíncrona dentro de uma meta semanal.",
      },
      {
        icon: "graduation",
        title: "Conhecimento de domínio conta",
        description:
          "Formação em programação, finanças, medicina ou direito garante valores premium em projetos especializados.",
      },
      {
        icon: "globe",
        title: "Espanhol e português",
        description:
          "Projetos multilíngues precisam de falantes nativos que também escrevam muito bem em inglês.",
      },
    ],
  },
  regional: {
    eyebrow: "Explorador de talentos por região",
    title: "Onde estão nossos especialistas em LLM",
    description:
      "Especialistas em LLM avaliados da nossa rede por país, com a remuneração mediana por hora e a sobreposição com o horário da Costa Leste dos EUA.",
  },
  explorer: {
    eyebrow: "Especializações",
    title: "Especializações em LLM",
    description:
      "Cada especialização com a faixa típica de valor por hora e as ferramentas e métodos que ela envolve.",
  },
  faqs: [
    {
      question: "Como é o trabalho com RLHF no dia a dia?",
      answer:
        "Você compara e classifica respostas de modelos com base em uma rubrica escrita, justifica a sua escolha e sinaliza conteúdo inseguro ou incorreto. Sessões de calibração mantêm os anotadores consistentes.",
    },
    {
      question: "Preciso saber programar?",
      answer:
        "Não em todos os projetos. Projetos de código exigem Python sólido ou outra linguagem; projetos de escrita, raciocínio e domínio exigem inglês excelente e conhecimento do assunto.",
    },
    {
      question: "Como a qualidade é medida?",
      answer:
        "Com tarefas de golden set misturadas à sua fila (10 a 15% das tarefas) e com a concordância entre anotadores. Nosso objetivo é uma precisão de pelo menos 85% no golden set e um Kappa de Cohen de 0,80 ou mais.",
    },
    {
      question: "Quanto ganham os especialistas em LLM?",
      answer: `O valor com tudo incluído vai de ${stackRateText("data-annotation", "pt-br")} por hora em anotação de dados a ${stackRateText("rlhf", "pt-br")} para especialistas em RLHF. Exemplos de vagas têm remuneração de ${llmPays[0]} (RLHF), ${llmPays[1]} (fine-tuning) e ${llmPays[2]} (prompt engineering) por hora.`,
    },
    {
      question: "Em quanto tempo os projetos começam?",
      answer:
        "Os times de anotação são montados em até 72 horas. Um piloto costuma começar com cerca de 10 anotadores e chegar a mais de 400 quando as metas de qualidade são atingidas.",
    },
  ],
  cta: {
    title: "Monte um time de dados para LLM que atinja o padrão de qualidade",
    description: "Conte sobre o seu projeto e receba um time piloto de anotadores avaliados em até 72 horas.",
    actions: [
      { label: "Monte seu time", href: "/hiring-form" },
      { label: "Seja parceiro da LatamMatch", href: "/hiring-form", variant: "secondary" },
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
