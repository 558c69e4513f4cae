/** Brazilian Portuguese long-form content of the sales stack pages (tool lists come from the English module). */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { salesStackDetails as english } from "~/content/stack-details/sales";
import { localizedOpportunities } from "./opportunities";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("pt-br");

type SalesStackSlug = Extract<(typeof categories)[number], { slug: "sales" }>["stacks"][number]["slug"];

export const salesStackDetails = {
  "enterprise-ae": {
    description:
      "Account Executives enterprise conduzem ciclos de venda longos, com muitos envolvidos: discovery com os compradores econômicos, planos de ação conjuntos, revisões de segurança, procurement e a negociação final. Os AEs enterprise da LatamMatch já fecharam contratos de seis dígitos com empresas dos EUA, mantêm um forecast em que sua liderança pode confiar e conversam de igual para igual, em inglês fluente, com compradores de nível VP e C-level.",
    technologies: english["enterprise-ae"].technologies,
    responsibilities: [
      "Conduzir negócios enterprise de ciclo completo, do primeiro discovery até jurídico, revisão de segurança e procurement",
      "Montar planos de conta para contas nomeadas, mapeando champions, compradores econômicos e bloqueadores",
      "Qualificar com rigor usando MEDDPICC ou framework similar e manter o Salesforce atualizado",
      "Conduzir demos e business cases sob medida junto com os engenheiros de soluções",
      "Negociar preços, condições e contratos plurianuais dentro das diretrizes aprovadas",
      "Fazer um forecast preciso toda semana e reportar a cobertura de pipeline e os riscos dos negócios",
    ],
    requirements: [
      "5+ anos de vendas B2B SaaS, incluindo 3+ anos fechando negócios enterprise ou upper mid-market",
      "Histórico documentado de atingir ou superar a meta, com tamanhos de contrato e duração dos ciclos",
      "Inglês avançado (C1) ou nativo para conversas com executivos e propostas escritas",
      "Experiência vendendo para compradores dos EUA passando por procurement, jurídico e revisões de InfoSec",
      "Uso diário de Salesforce ou HubSpot e de uma ferramenta de conversation intelligence como o Gong",
      "Disponibilidade para reuniões ao vivo no horário comercial dos EUA",
    ],
    faqs: [
      {
        question: "Como um AE enterprise é remunerado pela LatamMatch?",
        answer:
          "A faixa por hora desta página é a remuneração fixa. A comissão vem por cima e segue o plano que você definir, geralmente um percentual do valor anual dos contratos fechados contra uma meta trimestral ou anual. Ajudamos você a comparar meta e ganhos variáveis com o mercado para que o plano seja competitivo para vendedores sêniores da região.",
      },
      {
        question: "Como vocês verificam o histórico de um AE?",
        answer:
          "Revisamos com o candidato o atingimento de metas e os negócios fechados, checamos referências com ex-líderes de vendas e fazemos uma simulação de discovery em que um dos nossos entrevistadores faz o papel de um CFO cético. O inglês escrito é testado com um e-mail de follow-up e um business case curto. Só cerca de 3% dos candidatos de vendas são aprovados.",
      },
      {
        question: "Eles terão credibilidade com executivos dos EUA?",
        answer:
          "Os AEs da nossa lista curta falam inglês em nível C1 ou superior e já venderam para compradores dos EUA, então sabem como funcionam lá o procurement e os questionários de segurança. Estando a uma a três horas do horário da Costa Leste, conseguem falar no mesmo dia com envolvidos das costas Leste e Oeste.",
      },
      {
        question: "Como avaliar um AE enterprise em um período de teste curto?",
        answer: `Os ciclos enterprise são mais longos que o teste pago de ${duration.trial}, então os times avaliam o trabalho que antecipa os resultados: planos de conta para algumas contas nomeadas, a primeira prospecção, gravações de calls e como o AE atualiza o CRM. Enviamos 3–5 perfis em até ${duration.shortlist}, e 90–96% dos testes continuam como contratações de longo prazo.`,
      },
      {
        question: "Quanto economizamos com um AE enterprise da América Latina?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações continuam no cargo depois de seis meses, o que protege os relacionamentos construídos com as suas contas.",
      },
    ],
    seoTitle: "Contrate Account Executives enterprise na LATAM | LatamMatch",
    seoDescription: `AEs enterprise latino-americanos que fecham negócios de seis dígitos nos EUA. Inglês C1+, MEDDPICC, lista curta em ${duration.shortlist} e teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(
      english["enterprise-ae"].opportunityExamples,
      [
        "Enterprise Account Executive, HR Tech (fixo + comissão)",
        "Account Executive sênior, SaaS de cibersegurança",
        "AE mid-market a enterprise, software de logística",
      ],
      {
        1: "Salesforce · Clari · Highspot · plano de comissão",
        2: "HubSpot · LinkedIn Sales Navigator · PandaDoc · comissão",
      },
    ),
  },
  "sdr-bdr": {
    description:
      "SDRs e BDRs enchem a agenda dos seus account executives de reuniões qualificadas, com cold calls, sequências de e-mail e abordagens no LinkedIn voltadas ao seu perfil de cliente ideal. Os SDRs da LatamMatch falam um inglês avançado e seguro ao telefone com prospects dos EUA e já conhecem as ferramentas de cadência e de dados que o seu time de vendas usa.",
    technologies: english["sdr-bdr"].technologies,
    responsibilities: [
      "Pesquisar contas-alvo e montar listas de contatos alinhadas ao perfil de cliente ideal",
      "Executar cadências multicanal por telefone, e-mail e LinkedIn",
      "Fazer cold calls diárias, contornar objeções e qualificar com BANT ou framework similar",
      "Agendar reuniões de discovery e passar o contexto para os account executives sem ruído",
      "Responder rapidamente aos leads inbound, em minutos quando o processo permite",
      "Registrar cada atividade no CRM e reportar reuniões agendadas e pipeline gerado",
    ],
    requirements: [
      "1+ ano como SDR ou BDR vendendo para empresas dos EUA, ou experiência outbound B2B comparável",
      "Inglês C1 com presença ao telefone clara e segura",
      "Experiência prática com uma plataforma de sales engagement como Outreach, Salesloft ou Apollo.io",
      "Um histórico comprovável frente a metas de atividade e de reuniões",
      "Resiliência com alto volume de ligações e rejeições frequentes",
      "Disponibilidade para trabalhar no horário comercial dos EUA",
    ],
    faqs: [
      {
        question: "Como vocês testam as habilidades de um SDR ao telefone?",
        answer:
          "Todo candidato a SDR faz uma simulação gravada de cold call com um prospect roteirizado que rebate com objeções reais: não tenho orçamento, me manda um e-mail, já temos um fornecedor. Também pedimos uma sequência de e-mails em três etapas e uma avaliação de inglês falado. Cerca de 3% dos candidatos passam.",
      },
      {
        question: "Em que horário seus SDRs ligam para prospects dos EUA?",
        answer:
          "Os SDRs organizam o dia conforme a região que prospectam. Quem está na Colômbia ou no Peru (UTC-5) compartilha o relógio com o horário da Costa Leste no inverno e com o horário Central no verão, enquanto SDRs na Argentina ou no Brasil cobrem as manhãs da Costa Leste e, com um turno mais tarde, as tardes da Costa Oeste.",
      },
      {
        question: "Como funciona a comissão de SDRs e BDRs?",
        answer:
          "O valor por hora mostrado aqui é o fixo. Por cima dele, você define um plano variável, normalmente por reunião qualificada realizada ou por oportunidade aceita por um AE, e ajudamos a dimensioná-lo para motivar sem premiar reuniões de baixa qualidade.",
      },
      {
        question: "Em quanto tempo um novo SDR começa a agendar reuniões?",
        answer: `Conte com uma lista curta de 3–5 SDRs em até ${duration.shortlist}. O teste pago de ${duration.trial} cobre o ramp-up no seu pitch e nas suas ferramentas e as primeiras cadências ao vivo, para você ver volume de atividade, qualidade das ligações e as primeiras respostas antes de fechar. 90–96% dos testes se convertem.`,
      },
      {
        question: "Vale a pena montar um time inteiro de SDRs na América Latina?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate SDRs e BDRs da América Latina | LatamMatch",
    seoDescription: `SDRs e BDRs latino-americanos fluentes em inglês que fazem cold calls e agendam reuniões com compradores dos EUA. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(
      english["sdr-bdr"].opportunityExamples,
      [
        "SDR outbound, SaaS B2B (fixo + comissão)",
        "BDR sênior, plataforma de fintech",
        "SDR inbound e outbound, marketing tech",
      ],
      {
        1: "Salesloft · LinkedIn Sales Navigator · Gong · comissão",
      },
    ),
  },
  "customer-success": {
    description:
      "Customer Success Managers mantêm os clientes que você já conquistou: conduzem o onboarding, impulsionam a adoção, identificam cedo o risco de churn e preparam renovações e expansão. Os CSMs da LatamMatch já gerenciaram carteiras SaaS para clientes dos EUA, trabalham a partir de health scores e dados de uso, e não de intuição, e mantêm a calma e a clareza em inglês diante de interlocutores frustrados.",
    technologies: english["customer-success"].technologies,
    responsibilities: [
      "Ser dono de uma carteira de contas do onboarding à renovação",
      "Conduzir kickoffs, planos de onboarding e treinamentos para novos clientes",
      "Monitorar health scores e uso do produto, e agir cedo diante de sinais de churn",
      "Liderar business reviews trimestrais que conectam o uso do produto aos objetivos do cliente",
      "Identificar oportunidades de expansão e trabalhar com os account executives em upsells",
      "Levar o feedback dos clientes ao time de produto e escalar problemas técnicos com suporte e engenharia",
    ],
    requirements: [
      "3+ anos em customer success ou gestão de contas em uma empresa B2B SaaS",
      "Experiência gerenciando uma carteira com metas de renovação ou de net revenue retention",
      "Inglês C1, incluindo apresentações para executivos de clientes",
      "Prática com uma plataforma de CS como Gainsight, ChurnZero ou Vitally, e com um CRM",
      "Facilidade para ler dados de uso e montar relatórios simples",
      "Disponibilidade para calls com clientes no horário comercial dos EUA",
    ],
    faqs: [
      {
        question: "O que o bônus de um CSM costuma cobrir?",
        answer:
          "A faixa por hora desta página é o fixo. A maioria dos clientes adiciona um bônus trimestral ligado à retenção bruta ou líquida de receita, às renovações no prazo ou à expansão gerada pelo CSM, para que a função seja recompensada por manter e fazer crescer as contas.",
      },
      {
        question: "Como vocês avaliam Customer Success Managers?",
        answer:
          "Os candidatos conduzem uma business review trimestral simulada a partir dos dados de uso de uma conta de exemplo e, depois, lidam com uma escalada encenada com um cliente insatisfeito que ameaça não renovar. Pontuamos empatia, estrutura e instinto comercial, além do inglês falado e escrito. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Um CSM na América Latina consegue atender clientes em todos os fusos dos EUA?",
        answer:
          "Sim. Trabalhando entre UTC-3 e UTC-5, nossos CSMs cobrem com folga as manhãs da Costa Leste e podem estender o horário para contas da Costa Oeste. Em carteiras globais, também conseguem fazer calls cedo com clientes na Europa.",
      },
      {
        question: "Em quanto tempo um CSM pode assumir contas?",
        answer: `Você recebe 3–5 perfis de CSM compatíveis em até ${duration.shortlist}. No teste pago de ${duration.trial}, a maioria dos times coloca o novo CSM para acompanhar calls na primeira semana e assumir um pequeno grupo de contas na segunda, e 90–96% dos testes continuam como uma função de longo prazo.`,
      },
      {
        question: "Por que a permanência do CSM importa, e quanto custa?",
        answer: "Os clientes percebem quando o CSM muda o tempo todo. {{employerSavings}}",
      },
    ],
    seoTitle: "Contrate Customer Success Managers da LATAM | LatamMatch",
    seoDescription: `Customer Success Managers latino-americanos que fazem onboarding, retêm e expandem contas SaaS dos EUA. Lista curta em ${duration.shortlist} e teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(
      english["customer-success"].opportunityExamples,
      [
        "Customer Success Manager, mid-market (fixo + bônus)",
        "Especialista de onboarding, SaaS vertical",
        "CSM sênior, contas enterprise",
      ],
      {
        2: "ChurnZero · Pendo · Salesforce · bônus de renovação",
      },
    ),
  },
  "sales-operations": {
    description:
      "Especialistas em sales operations mantêm a máquina de receita em ordem: configuração do CRM, regras de território e de roteamento, relatórios de pipeline, forecast e as passagens entre marketing, vendas e sucesso do cliente. Os candidatos de sales ops da LatamMatch são administradores de Salesforce ou HubSpot com a mão na massa, que também constroem os dashboards, os modelos de capacidade e os cálculos de comissão com que sua liderança conduz o negócio.",
    technologies: english["sales-operations"].technologies,
    responsibilities: [
      "Administrar Salesforce ou HubSpot: campos, layouts de página, regras de validação, flows e acessos",
      "Manter as regras de roteamento de leads, atribuição de territórios e propriedade das contas",
      "Construir dashboards de pipeline, forecast e atividades para a liderança de vendas",
      "Conduzir a rotina semanal de forecast e o planejamento trimestral, incluindo modelos de meta e de capacidade",
      "Manter as ferramentas de vendas integradas e os dados limpos com deduplicação e enriquecimento",
      "Apoiar os cálculos de comissão e a administração dos planos de remuneração",
    ],
    requirements: [
      "3+ anos em sales operations, revenue operations ou administração de CRM",
      "Certificação de Salesforce Administrator ou experiência equivalente em HubSpot",
      "Modelagem avançada em planilhas, além de SQL ou experiência com ferramentas de BI",
      "Experiência com ferramentas de roteamento de leads, CPQ ou gestão de comissões",
      "Domínio das métricas de funil B2B SaaS: cobertura de pipeline, taxa de conversão, ACV e duração do ciclo de vendas",
      "Inglês B2 ou superior, com bons hábitos de documentação escrita",
    ],
    faqs: [
      {
        question: "Como vocês avaliam candidatos de sales operations?",
        answer:
          "Os candidatos recebem um sandbox de Salesforce ou HubSpot com uma regra de roteamento quebrada e um relatório de pipeline bagunçado, e precisam corrigir os dois e documentar a mudança. Um segundo exercício pede um modelo simples de capacidade trimestral em planilha. Só cerca de 3% dos candidatos concluem o processo completo.",
      },
      {
        question: "Vocês têm especialistas em Salesforce e em HubSpot?",
        answer: `Sim, e os separamos na lista curta. Diga qual CRM você usa, além de ferramentas como LeanData, CPQ ou CaptivateIQ, e em até ${duration.shortlist} você recebe 3–5 especialistas de sales ops que já administraram essa configuração.`,
      },
      {
        question: "Qual é um bom primeiro projeto para o período de teste?",
        answer: `Uma auditoria do CRM funciona bem no teste pago de ${duration.trial}: campos sem uso, automações quebradas, registros duplicados e lacunas nos relatórios de pipeline, com uma lista priorizada de correções no final. Você vê como o especialista pensa o seu processo de receita. 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Eles estarão online na correria de fim de trimestre?",
        answer:
          "Nossos especialistas de sales ops trabalham em horários alinhados aos EUA, em fusos a até duas horas da Costa Leste, então estão disponíveis para as calls de forecast e para os pedidos de última hora do deal desk junto com os seus vendedores.",
      },
      {
        question: "Como o custo se compara ao de uma contratação de RevOps nos EUA?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate especialistas em sales operations na LATAM | LatamMatch",
    seoDescription: `Especialistas latino-americanos em sales ops e RevOps: administradores de Salesforce e HubSpot, forecast, roteamento. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["sales-operations"].opportunityExamples, [
      "Analista de sales operations, administração de Salesforce",
      "Especialista em revenue operations, HubSpot",
      "Gerente sênior de sales ops, forecast e remuneração",
    ]),
  },
} satisfies StackDetails<SalesStackSlug>;
