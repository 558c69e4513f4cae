/**
 * Brazilian Portuguese ("você") text of the AI Talent Matcher chat. Loaded with the chat
 * itself, only on pages in this language (app/features/chat-matcher/chat-panel.tsx).
 */
import type { ChatCatalogue } from "~/content/chat-matcher";
import { sampleProfilesText } from "~/content/locales/pt-br/profiles";

export const chatPtBr: ChatCatalogue = {
  title: "AI Talent Matcher",
  subtitle: "Talentos LATAM pré-avaliados, em segundos",
  greeting:
    "Olá! Eu sou o AI Talent Matcher. Conte quem você está procurando, por exemplo a função e a stack, e eu mostro talentos pré-avaliados que combinam.",
  quickOptionsLabel: "Pedidos sugeridos",
  quickOptions: [
    "Procuro um desenvolvedor React",
    "Preciso de um engenheiro de IA/ML",
    "Desenvolvedor backend Python",
    "Desenvolvedor full-stack",
    "Desenvolvedor de apps mobile",
    "Engenheiro DevOps",
  ],
  messagesLabel: "Conversa",
  inputLabel: "Descreva o talento de que você precisa",
  inputPlaceholder: "ex.: desenvolvedor React sênior",
  send: "Enviar mensagem",
  close: "Fechar o AI Talent Matcher",
  you: "Você",
  assistant: "AI Talent Matcher",
  typing: "Buscando talentos…",
  replies: {
    react: {
      text: "Encontrei 847 desenvolvedores React na nossa rede que combinam com o seu pedido. Filtros aplicados: experiência de 2 a 10+ anos, valor de $15–45/hora. A maioria trabalha da Argentina, da Colômbia e do Brasil, com horário alinhado aos EUA. Quer que eu organize entrevistas com 3–5 deles?",
      linkLabels: ["Ver desenvolvedores frontend", "Receba uma lista curta em 48 horas"],
    },
    "ai-ml": {
      text: "Encontrei 312 engenheiros de IA/ML disponíveis agora, com experiência em PyTorch, fine-tuning de LLMs e MLOps. Filtros aplicados: experiência de 2 a 10+ anos, valor de $15–45/hora. Posso preparar uma lista curta?",
      linkLabels: ["Ver engenheiros de machine learning", "Receba uma lista curta em 48 horas"],
    },
    python: {
      text: "Engenheiros backend Python são um dos nossos times mais fortes: experiência com Django, FastAPI, PostgreSQL e AWS, todos avaliados com programação ao vivo. Filtros aplicados: experiência de 2 a 10+ anos, valor de $15–45/hora. Conte a sua stack e eu refino a busca.",
      linkLabels: ["Ver desenvolvedores backend", "Receba uma lista curta em 48 horas"],
    },
    generic: {
      text: "Posso ajudar com isso. Conectamos desenvolvedores, especialistas em IA e talentos de vendas, marketing e design de toda a América Latina, todos pré-avaliados. Filtros aplicados: experiência de 2 a 10+ anos, valor de $15–45/hora. Conte a função e a senioridade de que você precisa e enviamos 3–5 candidatos em 48 horas.",
      linkLabels: ["Ver especializações de desenvolvimento", "Receba uma lista curta em 48 horas"],
    },
  },
  match: {
    heading: "No nosso catálogo",
    stackRate: "{{stack}}: {{range}}, valor com tudo incluído",
    seniorityRate: "Um perfil {{seniority}} de {{stack}}: {{rate}} por hora, valor com tudo incluído.",
    budgetHour: "{{amount}} por hora",
    budgetMonth: "{{amount}} por mês",
    budgetYear: "{{amount}} por ano",
    covers: "Seu orçamento de {{budget}} cobre um perfil {{seniority}} de {{stack}} ({{rate}} por hora).",
    coversAll: "Seu orçamento de {{budget}} cobre toda a faixa, inclusive um perfil sênior.",
    partly:
      "Seu orçamento de {{budget}} está abaixo do valor {{asked}} ({{askedRate}} por hora): ele paga um perfil {{buys}} de {{stack}} a {{rate}} por hora.",
    partlyAny:
      "Seu orçamento de {{budget}} paga até um perfil {{buys}} de {{stack}} ({{rate}} por hora); um perfil sênior custa {{top}} por hora.",
    under:
      "Seu orçamento de {{budget}} está abaixo da faixa de {{stack}}: ela começa em {{min}} por hora, para um perfil júnior.",
    alternatives: "Dentro de {{budget}} na mesma área: {{list}}.",
    monthEquivalent: "{{budget}} por um trabalho em tempo integral equivale a cerca de {{hourly}} por hora.",
    assumedPeriod: "Entendi {{amount}} como {{budget}}.",
    otherCurrency:
      "Comparo orçamentos em dólares americanos: me diga o seu em USD e eu comparo com estes valores.",
    country: "{{country}} está entre os países onde contratamos.",
    profilesTitle: "Perfis de exemplo",
    profilesTitleBudget: "Perfis de exemplo dentro ou perto do seu orçamento",
    noProfiles:
      "Nenhum perfil de exemplo cabe no seu orçamento; a lista curta é montada para a sua vaga e o seu orçamento.",
    profileLine:
      "{{name}}, {{role}}, {{country}} · {{years}} anos ({{seniority}}) · remuneração {{pay}} por hora · {{rate}} por hora, valor com tudo incluído",
    cost: "{{people}} × {{weekly}} horas por semana × 52 ÷ 12 × {{rate}} por hora = {{total}} por mês.",
    costHours: "{{weekly}} horas por semana × 52 semanas ÷ 12 meses = {{hours}} horas por mês por pessoa.",
    costFullTime:
      "Calculado em tempo integral, {{weekly}} horas por semana: me diga as horas semanais para outra jornada.",
    costRange: "Diga a senioridade (júnior, pleno ou sênior) para um valor só em vez de uma faixa.",
    costIncludes:
      "O valor com tudo incluído cobre a remuneração do profissional, folha e impostos, benefícios, equipamento e a nossa margem.",
    roleFromPrevious: "Sobre {{role}}, da sua mensagem anterior.",
    roleFromPage: "Sobre {{role}}, a vaga desta página.",
    aboveBudget: "um pouco acima do seu orçamento",
    stackLink: "Ver valores e perfis de {{stack}}",
    categoryLink: "Ver todas as especializações de {{category}}",
    shortlist: "Receba uma lista curta",
    seniority: { junior: "júnior", mid: "pleno", senior: "sênior" },
  },
  countries: {
    Brazil: "Brasil",
    Colombia: "Colômbia",
    Mexico: "México",
    Uruguay: "Uruguai",
    Ecuador: "Equador",
    Panama: "Panamá",
    Paraguay: "Paraguai",
    Bolivia: "Bolívia",
  },
  profiles: sampleProfilesText,
};
