/**
 * Brazilian Portuguese sample AI screening interviews, one per category: the first minutes of the
 * practice interview every applicant takes before a recruiter call.
 */
import type { CategorySlug } from "~/content/categories";
import type { ChatMessage } from "~/content/interview-chats";

export type { ChatMessage };

type Turn = [sender: ChatMessage["sender"], text: string];

const chat = (prefix: string, start: number, turns: readonly Turn[]): ChatMessage[] =>
  turns.map(([sender, text], index) => ({
    id: `${prefix}-${index + 1}`,
    sender,
    text,
    timestamp: `10:${String(start + index).padStart(2, "0")}`,
  }));

export const interviewChats: Record<CategorySlug, readonly ChatMessage[]> = {
  developers: chat("dev", 2, [
    [
      "ai",
      "Me conte sobre uma API que você desenhou e da qual outros times dependiam. O que você mudaria hoje?",
    ],
    [
      "user",
      "Construí a API de pagamentos de um cliente de logística em Node.js e PostgreSQL. Eu a versionaria desde o primeiro dia: quebramos dois clientes mobile quando renomeamos um campo.",
    ],
    ["ai", "Como você descobriu o problema e quanto tempo levou para resolver?"],
    [
      "user",
      "Alertas do Sentry até dez minutos depois do deploy. Fiz o rollback, adicionei um teste de contrato contra o schema do mobile e publiquei a mudança de nome atrás de uma rota v2.",
    ],
    [
      "ai",
      "Ótimo senso de responsabilidade pelo incidente e uma correção duradoura. Próximo passo: um exercício rápido ao vivo sobre paginação em uma tabela grande de pedidos.",
    ],
  ]),
  sales: chat("sales", 14, [
    [
      "ai",
      "Me conte sobre o último negócio que você perdeu depois de uma primeira call forte. Por que ele travou?",
    ],
    [
      "user",
      "Eu conduzi tudo por um único contato, um gerente muito animado. Quando o time de compras entrou, ninguém com orçamento tinha visto o business case.",
    ],
    ["ai", "O que você faz de diferente agora nas duas primeiras reuniões?"],
    [
      "user",
      "Pergunto quem assina e quem pode barrar, e trago um segundo stakeholder para a próxima call. Também monto o plano de ação conjunto junto com o champion.",
    ],
    [
      "ai",
      "Bom uso da qualificação. Vamos simular uma call de discovery com um VP de Operações de uma empresa de 300 pessoas.",
    ],
  ]),
  marketing: chat("mkt", 21, [
    ["ai", "Descreva uma campanha em que os primeiros resultados decepcionaram. O que você mudou?"],
    [
      "user",
      "Os cadastros de teste vindos de mídia paga em redes sociais eram baratos, mas nunca ativavam. Passei a verba para palavras-chave com intenção de busca e reescrevi a landing page em torno de um único caso de uso.",
    ],
    ["ai", "Qual métrica mostrou que a mudança funcionou?"],
    [
      "user",
      "A conversão de teste para pago foi de 4% para 9% em seis semanas, enquanto o custo por cadastro subiu só 20%. Acompanhamos isso no Amplitude por coorte de campanha.",
    ],
    [
      "ai",
      "Ótimo foco nas métricas de fundo de funil. Agora, esboce um plano de testes de 30 dias para o lançamento de um novo produto B2B.",
    ],
  ]),
  design: chat("des", 33, [
    [
      "ai",
      "Escolha um projeto do seu portfólio. Que problema a pesquisa revelou que o briefing não tinha previsto?",
    ],
    [
      "user",
      "O briefing pedia um novo dashboard. As entrevistas mostraram que os gestores só precisavam de três números toda manhã, então primeiro desenhamos um resumo diário por e-mail.",
    ],
    ["ai", "Como você convenceu os stakeholders que queriam o dashboard?"],
    [
      "user",
      "Fiz um teste de uma semana com 20 clientes. A taxa de abertura do resumo foi de 71% e os chamados de suporte sobre relatórios caíram um terço, então o dashboard foi para a fase dois.",
    ],
    [
      "ai",
      "Guiado por evidências e focado em resultado. Vamos repassar as decisões de design system desse projeto.",
    ],
  ]),
  "ai-specialists": chat("ai", 40, [
    [
      "ai",
      "Seu modelo foi bem offline, mas teve desempenho abaixo do esperado em produção. Como você investiga?",
    ],
    [
      "user",
      "Primeiro comparo a distribuição das features entre os dados de treino e o tráfego real. Num modelo de churn, encontrei um campo que era preenchido retroativamente no treino, mas chegava atrasado em produção.",
    ],
    ["ai", "Como você corrigiu isso e evitou que acontecesse de novo?"],
    [
      "user",
      "Refizemos os dados de treino com joins point-in-time a partir da feature store e adicionamos um monitor de drift nas dez principais features, com alertas no Slack.",
    ],
    [
      "ai",
      "Um diagnóstico de vazamento de dados muito sólido. Agora, desenhe um plano de avaliação para um modelo de ranking com rótulos atrasados.",
    ],
  ]),
  "llm-specialists": chat("llm", 47, [
    [
      "ai",
      "Aqui estão duas respostas de modelo para uma pergunta sobre impostos. Qual você prefere e por quê?",
    ],
    [
      "user",
      "A resposta B. A resposta A é mais fluente, mas cita um limite de dedução de um ano fiscal anterior. Coloco a precisão factual acima do tom, como a rubrica pede.",
    ],
    ["ai", "Como você escreveria a justificativa para que outro anotador chegue ao mesmo ranking?"],
    [
      "user",
      "Cito o número errado, indico o limite atual no documento de referência e marco o erro como 'fato desatualizado', para que ele corresponda à categoria da rubrica.",
    ],
    [
      "ai",
      "Raciocínio preciso e reproduzível. Sua justificativa bate com o rótulo do nosso golden set. Próximo passo: três prompts de programação para classificar.",
    ],
  ]),
};
