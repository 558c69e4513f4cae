/**
 * Brazilian Portuguese content of the candidate-facing pages: /talent, /candidates, /talent-apply
 * and /ai-matching. Example jobs and interview chats live in job-samples.ts and
 * interview-chats.ts in this folder.
 */

import { allStacks, categories } from "~/content/categories";
import type { ProcessStep, SectionIntro, StatItem } from "~/content/category-pages";
import { claimsAsOfLine, claimValue } from "~/content/claims";
import { candidateDurations, durationText } from "~/content/durations";
import type { DialogContentText, JobApplyLink, ShowcaseCard, SuccessStory } from "~/content/talent";
import { candidatesStatClaims, showcaseProfiles, talentStatClaims } from "~/content/talent";
import type { CtaBandContent, HeroContent } from "~/content/types";
import { claimStatPt } from "./claims";

export type { DialogContentText, JobApplyLink, ShowcaseCard, SuccessStory };
// The claims behind the stats bands are facts, shared with the English module.
export { candidatesStatClaims, showcaseProfiles, talentStatClaims };

export const talentHero: HeroContent = {
  eyebrow: "Para profissionais da América Latina",
  title: "Trabalhe remotamente para grandes empresas dos EUA",
  description: `Junte-se a ${claimValue("talentNetwork", "pt-br")} profissionais pré-avaliados da América Latina. Candidate-se uma vez só, treine sua entrevista com IA e seja conectado a vagas que pagam em dólar.`,
  actions: [
    { label: "Candidate-se agora", href: "/talent-apply" },
    { label: "Experimente o match com IA", href: "/ai-matching", variant: "secondary" },
  ],
};

export const talentDemo: DialogContentText & { steps: readonly ProcessStep[] } = {
  trigger: "Veja como funciona",
  title: "Como a LatamMatch funciona para candidatos",
  description: `Da candidatura ao seu primeiro pagamento em dólar, geralmente em ${durationText(candidateDurations.firstPaycheck, "pt-br")}.`,
  steps: [
    {
      title: "Candidate-se em cinco minutos",
      description:
        "Conte sobre sua experiência, seu nível de inglês e o valor por hora que você espera, e envie um link do LinkedIn ou do portfólio.",
    },
    {
      title: "Treine com IA",
      description:
        "Faça uma entrevista de prática com IA sobre os seus projetos reais e receba feedback na hora.",
    },
    {
      title: "Receba um match",
      description:
        "Quando uma vaga nos EUA combina com você, um recrutador liga, confirma o valor e prepara você para a entrevista.",
    },
    {
      title: "Comece o período de teste pago",
      description:
        "Entre no time para 2 semanas de teste remunerado. Nós cuidamos do contrato e dos pagamentos mensais em USD.",
    },
  ],
};

export const talentJobsIntro: SectionIntro = {
  eyebrow: "Exemplos de vagas",
  title: "Vagas que as empresas dos EUA estão contratando",
  description:
    "Uma amostra das vagas abertas nas nossas seis categorias, com a remuneração por hora que cada uma oferece.",
};

export const talentJobApply: JobApplyLink = {
  label: "Candidate-se",
  href: "/talent-apply",
};

export const practiceInterview: DialogContentText & { intro: SectionIntro } = {
  intro: {
    eyebrow: "Entrevista de prática",
    title: "Ensaie com o nosso entrevistador de IA",
    description:
      "A primeira entrevista é uma conversa sobre o seu trabalho real. Pratique quantas vezes quiser; só a sua melhor tentativa é compartilhada com os recrutadores.",
  },
  trigger: "Faça uma entrevista de prática",
  title: "Entrevista de prática: desenvolvedor backend",
  description:
    "Um exemplo da conversa de triagem com IA. A sua entrevista se adapta à sua função e às suas respostas.",
};

export const talentStats: SectionIntro & { items: readonly StatItem[] } = {
  eyebrow: "Em números",
  title: "Uma rede que gera contratações",
  description: `Dados de todas as contratações feitas pela LatamMatch. ${claimsAsOfLine(talentStatClaims, "pt-br")}`,
  items: talentStatClaims.map((id) => claimStatPt(id)),
};

export const successStoriesIntro: SectionIntro = {
  eyebrow: "Histórias de sucesso",
  title: "Pessoas que deram o passo",
  description: "Três histórias do que muda quando você trabalha para um time dos EUA.",
};

export const successStories: readonly SuccessStory[] = [
  {
    id: "story-lucas",
    name: "Lucas M.",
    initials: "LM",
    role: "Engenheiro Backend Sênior",
    country: "Argentina",
    quote:
      "Eu já tinha feito entrevistas com empresas dos EUA por conta própria e nunca passava da primeira call. A LatamMatch me preparou para a etapa de system design, e em nove dias eu tinha uma proposta.",
    outcome: "Contratado por uma fintech em 9 dias",
  },
  {
    id: "story-carolina",
    name: "Carolina P.",
    initials: "CP",
    role: "Customer Success Manager",
    country: "Colômbia",
    quote:
      "A entrevista de prática me mostrou que eu estava me enrolando ao falar de métricas. Reescrevi minha história em torno de duas renovações que salvei, e foi exatamente isso que o gestor da vaga perguntou.",
    outcome: "Salário 60% maior no primeiro ano",
  },
  {
    id: "story-bruno",
    name: "Bruno S.",
    initials: "BS",
    role: "Especialista em RLHF",
    country: "Brasil",
    quote:
      "Comecei num piloto com dez anotadores. Seis meses depois, eu reviso os rankings de outras pessoas e conduzo as sessões de calibração do time de português.",
    outcome: "Promovido a revisor em 6 meses",
  },
];

export const talentCta: CtaBandContent = {
  title: "Sua próxima vaga remota começa com uma única candidatura",
  description:
    "Conte sobre a sua experiência e nós conectamos você a empresas dos EUA que contratam as suas habilidades.",
  actions: [
    { label: "Candidate-se agora", href: "/talent-apply" },
    { label: "Encontre especialistas", href: "/", variant: "secondary", context: " para a sua empresa" },
  ],
  note: "Encontre especialistas é para empresas que contratam: abre a nossa página inicial para empregadores. Procurando trabalho? Candidate-se agora.",
};

export const candidatesHero: HeroContent = {
  eyebrow: "Candidatos pré-avaliados",
  title: "Conheça os 3% melhores talentos da América Latina",
  description:
    "Especialistas em desenvolvimento, vendas, marketing, design e IA da Argentina, Colômbia, Chile, Brasil e Uruguai, avaliados por IA e por pessoas e prontos para entrar no seu time.",
  actions: [
    { label: "Contrate talentos", href: "/hiring-form" },
    { label: "Agende uma demo", href: "/#demo", variant: "secondary" },
  ],
};

export const candidatesJobsIntro: SectionIntro = {
  eyebrow: "Exemplos de vagas",
  title: "Vagas que estamos preenchendo este mês",
  description:
    "O que as empresas dos EUA contratam pela LatamMatch, com a remuneração por hora que cada vaga oferece.",
};

export const candidatesCategoriesIntro: SectionIntro = {
  eyebrow: "Categorias",
  title: "Explore talentos por categoria",
  description: `${categories.length} categorias e ${allStacks().length} especializações, cada uma com a sua faixa típica de valor por hora.`,
};

export const showcaseIntro: SectionIntro = {
  eyebrow: "Talentos por país",
  title: "De onde os nossos talentos trabalham",
  description: `Quatro dos nossos maiores grupos de talentos, cada um com um perfil de exemplo e quantos dos nossos ${claimValue("talentNetwork", "pt-br")} profissionais pré-avaliados vivem lá; ${claimValue("talentAvailable", "pt-br")} deles estão disponíveis para entrevista agora.`,
};

export const interviewPreviewIntro: SectionIntro = {
  eyebrow: "Prévia da entrevista com IA",
  title: "Veja como os candidatos são avaliados",
  description:
    "Todo candidato faz uma entrevista de triagem com IA sobre projetos reais antes de ser avaliado ao vivo por um recrutador e por um profissional sênior da área. Você recebe os destaques da transcrição junto com cada shortlist.",
};

export const candidatesStats: SectionIntro & { items: readonly StatItem[] } = {
  eyebrow: "Em números",
  title: "Por que as empresas contratam pela LatamMatch",
  description: `Dados de todas as contratações feitas pela LatamMatch. ${claimsAsOfLine(candidatesStatClaims, "pt-br")}`,
  items: candidatesStatClaims.map((id) => claimStatPt(id)),
};

export const candidatesCta: CtaBandContent = {
  title: "Conte quem você precisa",
  description: "Descreva a vaga e receba uma shortlist de 3–5 candidatos pré-selecionados em até 48 horas.",
  actions: [
    { label: "Monte seu time", href: "/hiring-form" },
    { label: "Agende uma demo", href: "/#demo", variant: "secondary" },
    { label: "Quem somos", href: "/#about", variant: "secondary" },
  ],
};

export const talentApplyHero: HeroContent = {
  eyebrow: "Candidatura",
  title: "Candidate-se para fazer parte da LatamMatch",
  description:
    "Uma única candidatura coloca você diante de empresas dos EUA que contratam, de forma remota, especialistas em desenvolvimento, vendas, marketing, design e IA. Leva cerca de cinco minutos.",
  actions: [{ label: "Comece sua candidatura", href: "#application" }],
};

export const talentApplyForm: SectionIntro = {
  title: "Sua candidatura",
  description: `Todos os campos são obrigatórios, exceto os marcados como opcionais. Respondemos a todas as candidaturas em até ${durationText(candidateDurations.applicationReview, "pt-br")}.`,
};

export const talentApplyNextSteps: SectionIntro & { steps: readonly ProcessStep[] } = {
  title: "Próximos passos",
  description: "Nosso time de talentos analisa cada candidatura pessoalmente.",
  steps: [
    {
      title: "Análise",
      description: "Um recrutador da sua categoria lê a sua candidatura e o link do seu perfil.",
    },
    {
      title: "Entrevista de prática com IA",
      description: "Se o seu perfil combina com vagas abertas, você recebe um link para a entrevista com IA.",
    },
    {
      title: "Avaliação ao vivo",
      description: "Uma sessão ao vivo com um profissional sênior da área e uma conversa em inglês.",
    },
    {
      title: "Match",
      description:
        "Você entra em shortlists de vagas nos EUA que combinam com as suas habilidades e o seu valor.",
    },
  ],
};

export const aiMatchingHero: HeroContent = {
  eyebrow: "Como funciona o match com IA",
  title: "Match em mais de 300 critérios, com avaliação humana",
  description:
    "Nosso motor de match compara as suas habilidades, experiência, nível de inglês e valor por hora com cada vaga aberta, e os nossos recrutadores revisam cada match antes de qualquer empresa vê-lo.",
  actions: [{ label: "Candidate-se agora", href: "/talent-apply" }],
};

export const aiMatchingSteps: SectionIntro & { steps: readonly ProcessStep[] } = {
  eyebrow: "O processo",
  title: "Da candidatura à shortlist",
  description: "A IA faz a busca; as pessoas tomam todas as decisões que importam.",
  steps: [
    {
      title: "Seu perfil vira dados estruturados",
      description:
        "Sua candidatura, o link do seu perfil e os resultados das avaliações viram habilidades, senioridade, áreas de atuação, nível de inglês, fuso horário e expectativa de valor.",
    },
    {
      title: "Cada vaga é lida do mesmo jeito",
      description:
        "O briefing da empresa é dividido em habilidades obrigatórias e desejáveis, senioridade, horário de trabalho e orçamento.",
    },
    {
      title: "O motor pontua cada match",
      description:
        "Ele compara mais de 300 critérios e explica cada pontuação, para o recrutador ver por que você combina com a vaga, não só um número.",
    },
    {
      title: "Um recrutador revisa o match",
      description:
        "Pessoas conferem os melhores matches, conversam com você sobre a vaga e o valor, e só então colocam você numa shortlist.",
    },
    {
      title: "A empresa conhece 3–5 candidatos",
      description:
        "As shortlists saem em até 48 horas depois da abertura de uma vaga. Você recebe retorno após cada etapa de entrevista.",
    },
  ],
};

export const aiMatchingSignals: SectionIntro & {
  groups: readonly { title: string; items: readonly string[] }[];
} = {
  eyebrow: "O que usamos no match",
  title: "Os sinais que contam",
  description: "Nunca usamos idade, gênero, fotos ou nacionalidade no match.",
  groups: [
    {
      title: "Habilidades e experiência",
      items: [
        "Tecnologias e ferramentas que você já usou em produção",
        "Anos na função e senioridade",
        "Setores e tipos de produto",
      ],
    },
    {
      title: "Encaixe no trabalho",
      items: [
        "Nível de inglês medido na entrevista",
        "Sobreposição de fuso horário com o time",
        "Disponibilidade para tempo integral ou meio período",
      ],
    },
    {
      title: "Expectativas",
      items: [
        "Valor por hora esperado em relação ao orçamento da vaga",
        "Preferência por contrato ou tempo integral",
        "Data de início",
      ],
    },
  ],
};

export const aiMatchingCta: CtaBandContent = {
  title: "Deixe as vagas certas encontrarem você",
  description:
    "Preencha uma única candidatura e nós conectamos você a empresas dos EUA à medida que as vagas abrem.",
  actions: [
    { label: "Candidate-se agora", href: "/talent-apply" },
    { label: "Explore as categorias", href: "/candidates", variant: "secondary" },
  ],
};
