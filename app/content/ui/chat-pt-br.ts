/**
 * Brazilian Portuguese ("você") text of the AI Talent Matcher chat. Loaded with the chat
 * itself, only on pages in this language (app/features/chat-matcher/chat-panel.tsx).
 */
import type { ChatCatalogue } from "~/content/chat-matcher";

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
};
