/** Brazilian Portuguese long-form content of the design stack pages (tools and rates come from the English module). */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { designStackDetails as english } from "~/content/stack-details/design";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { localizedOpportunities } from "./opportunities";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("pt-br");

type DesignStackSlug = Extract<(typeof categories)[number], { slug: "design" }>["stacks"][number]["slug"];

export const designStackDetails = {
  "ux-research": {
    description:
      "UX researchers descobrem do que seus usuários precisam e onde o seu produto atrapalha, para que as decisões de design e de roadmap se apoiem em evidências, e não em opiniões. Os UX researchers da LatamMatch planejam e conduzem entrevistas, testes de usabilidade e pesquisas com participantes dos EUA, e transformam os achados em recomendações claras que o seu time de produto consegue colocar em prática.",
    technologies: english["ux-research"].technologies,
    responsibilities: [
      "Planejar estudos com perguntas de pesquisa, métodos e critérios de sucesso claros",
      "Recrutar e selecionar participantes e moderar entrevistas e testes de usabilidade",
      "Conduzir testes não moderados, card sorting, tree testing e pesquisas em escala",
      "Sintetizar os achados em insights, mapas de jornada e personas baseados em dados",
      "Apresentar recomendações para produto, design e liderança e acompanhá-las até o roadmap",
      "Manter um repositório de pesquisa para que os insights continuem acessíveis depois de cada projeto",
    ],
    requirements: [
      "3+ anos de UX research em empresas de produto ou agências",
      "Repertório de métodos qualitativos e quantitativos, incluindo o desenho de questionários",
      "Um portfólio de estudos de caso mostrando pesquisas que mudaram uma decisão de produto",
      "Experiência com ferramentas de pesquisa como Dovetail, Maze ou UserTesting",
      "Inglês C1 para moderar sessões com participantes dos EUA",
      "Conhecimento de ética em pesquisa, consentimento informado e tratamento de dados pessoais",
    ],
    faqs: [
      {
        question: "Seus UX researchers podem entrevistar nossos clientes dos EUA?",
        answer:
          "Sim. Moderar em inglês é um requisito obrigatório: todo pesquisador que colocamos fala em nível C1 ou superior e já conduziu sessões com participantes dos EUA. Eles também sabem investigar sem induzir, o que pesa mais do que o sotaque para obter respostas sinceras.",
      },
      {
        question: "Como vocês avaliam UX researchers?",
        answer:
          "Analisamos a fundo dois estudos de caso do portfólio, perguntando por que cada método foi escolhido e o que mudou por causa dos achados. Depois, os candidatos escrevem um plano de pesquisa curto para um problema de exemplo e moderam uma sessão de usabilidade simulada com um dos nossos entrevistadores. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Em quanto tempo um pesquisador consegue começar um estudo?",
        answer: `Você recebe 3–5 perfis de UX researchers em até ${duration.shortlist} depois do briefing. Muitos times usam o teste pago de ${duration.trial} para conduzir um pequeno estudo de ponta a ponta, como cinco sessões de usabilidade em um fluxo importante com uma apresentação dos resultados no final. 90–96% dos testes continuam como parcerias de longo prazo.`,
      },
      {
        question: "Eles trabalham no nosso horário para as apresentações aos stakeholders?",
        answer:
          "Nossos pesquisadores trabalham em fusos a até duas horas do horário da Costa Leste dos EUA, então as sessões ao vivo com participantes e as apresentações para o seu time de produto cabem no mesmo dia, incluindo a maior parte das tardes da Costa Oeste.",
      },
      {
        question: "Quanto custa um UX researcher pela LatamMatch?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações continuam ativas depois de seis meses.",
      },
    ],
    seoTitle: "Contrate UX researchers da América Latina | LatamMatch",
    seoDescription: `UX researchers latino-americanos que conduzem entrevistas e testes de usabilidade com usuários dos EUA. Inglês C1+, lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["ux-research"].opportunityExamples, [
      "UX researcher sênior, plataforma B2B",
      "UX researcher, mobile banking",
      "Pesquisador contratado, sprint de discovery",
    ]),
  },
  "ui-visual": {
    description:
      "Designers de UI e visuais dão ao seu produto e à sua marca um visual refinado e consistente: tipografia, cores, iconografia, ilustração e os componentes que unem todas as telas. Os designers de UI da LatamMatch trabalham no Figma com auto layout, variants e variables, e entregam especificações que os engenheiros conseguem construir sem adivinhação.",
    technologies: english["ui-visual"].technologies,
    responsibilities: [
      "Desenhar UI em alta fidelidade para web e mobile a partir de wireframes e requisitos de produto",
      "Construir e manter bibliotecas de componentes no Figma com variants, variables e design tokens",
      "Definir a linguagem visual: tipografia, sistemas de cores, iconografia, ilustração e imagens",
      "Criar peças de marketing, landing pages e materiais de marca consistentes com o produto",
      "Preparar o handoff para desenvolvimento com especificações e estados, e revisar a UI implementada",
      "Verificar o contraste de cores e a legibilidade segundo as diretrizes da WCAG",
    ],
    requirements: [
      "3+ anos como designer de UI ou visual em produtos digitais",
      "Um portfólio com UI de produtos lançados e trabalho sistemático de componentes",
      "Domínio avançado do Figma: auto layout, variants, variables e bibliotecas compartilhadas",
      "Bons fundamentos de tipografia e cor, além de habilidade em ilustração ou design de ícones",
      "Entendimento de design responsivo e das diretrizes das plataformas (Material Design, Apple HIG)",
      "Inglês B2 ou superior para críticas de design e feedback assíncrono",
    ],
    faqs: [
      {
        question: "Como vocês avaliam o ofício de um designer de UI?",
        answer:
          "As revisões de portfólio focam em trabalhos lançados e nos arquivos do Figma por trás deles: como os componentes são construídos, se estilos e variables são usados de forma consistente e como os estados de exceção são cobertos. Um exercício curto pede que o candidato redesenhe uma tela dentro de um design system existente. Só cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Um designer de UI pode construir ou organizar o nosso design system?",
        answer: `Sim, é um dos pedidos mais comuns. Conte se vocês estão começando do zero ou desatando uma biblioteca existente, e em até ${duration.shortlist} enviamos 3–5 designers de UI que já fizeram esse tipo de trabalho, incluindo a configuração de tokens e a documentação em ferramentas como o Zeroheight.`,
      },
      {
        question: "O que devemos pedir durante o período de teste?",
        answer: `Um conjunto real de telas ou uma família de componentes cabe bem no teste pago de ${duration.trial}. Você consegue ver a qualidade visual, a organização dos arquivos e como o designer reage ao feedback de produto e engenharia. Entre 90% e 96% dos testes levam a uma contratação de longo prazo.`,
      },
      {
        question: "Eles colaboram com os nossos engenheiros?",
        answer:
          "Nossos designers de UI trabalham no horário comercial dos EUA a partir de fusos próximos, participam de dailies e revisões e estão acostumados a conferir as telas implementadas em staging e no Storybook, e não apenas a entregar um arquivo e seguir adiante.",
      },
      {
        question: "Quanto economizamos com um designer de UI da América Latina?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate designers de UI e visuais da LATAM | LatamMatch",
    seoDescription: `Designers de UI e visuais latino-americanos para design systems no Figma, UI de produto e identidade visual. Lista curta em ${duration.shortlist} e teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["ui-visual"].opportunityExamples, [
      "Designer de UI, design system",
      "Designer visual, marketing e marca",
      "Designer de UI sênior, app mobile",
    ]),
  },
  "product-design": {
    description:
      "Product designers são donos da experiência de uma funcionalidade, da definição do problema à UI lançada: fluxos, wireframes, protótipos, telas em alta fidelidade e o acompanhamento depois do lançamento. Os product designers da LatamMatch já trabalharam dentro de times de produto dos EUA, ao lado de PMs e engenheiros, usam pesquisa e dados para decidir e defendem um design com argumentos, e não com gosto pessoal.",
    technologies: english["product-design"].technologies,
    responsibilities: [
      "Definir problemas com product managers e engenheiros e estabelecer métricas de sucesso para cada funcionalidade",
      "Mapear fluxos de usuário e produzir wireframes, protótipos e designs em alta fidelidade",
      "Conduzir pesquisas leves e testes de usabilidade para validar conceitos antes da construção",
      "Contribuir com o design system e fazê-lo evoluir",
      "Trabalhar com os engenheiros durante a implementação e revisar a experiência lançada",
      "Analisar os dados de produto depois do lançamento e iterar com base no que eles mostram",
    ],
    requirements: [
      "5+ anos em product design (UX/UI), com pelo menos dois produtos lançados para usuários reais",
      "Um portfólio de estudos de caso de ponta a ponta: problema, processo, trade-offs e resultado",
      "Domínio avançado do Figma, incluindo prototipação e bibliotecas compartilhadas",
      "Experiência com métodos de pesquisa e ferramentas de product analytics",
      "Facilidade para trabalhar em squads ágeis de produto com stakeholders dos EUA",
      "Inglês C1 para apresentar e defender decisões de design",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre um product designer e um designer de UI?",
        answer:
          "O product designer é dono do problema inteiro: quem é o usuário, que fluxo resolve a necessidade dele, como o sucesso é medido e o que vai para produção. O designer de UI foca na camada visual e no sistema de componentes. Se você precisa de uma pessoa que leve uma funcionalidade de um briefing vago até as telas lançadas, esta é a função.",
      },
      {
        question: "Como vocês avaliam product designers?",
        answer:
          "Os candidatos apresentam um estudo de caso de ponta a ponta e nós pressionamos nos trade-offs: o que cortaram, o que os dados disseram, o que fariam diferente. Depois, fazem um desafio de design ao vivo com um product manager do nosso time. Cerca de 3% dos candidatos chegam ao fim.",
      },
      {
        question: "Em quanto tempo podemos conhecer product designers?",
        answer: `Em até ${duration.shortlist} enviamos 3–5 product designers compatíveis com o seu domínio e a sua plataforma, por exemplo dashboards SaaS B2B, apps de consumo ou marketplaces. A maioria dos clientes entrevista na mesma semana.`,
      },
      {
        question: "Como avaliamos um product designer no período de teste?",
        answer: `Dê a ele uma funcionalidade real no teste pago de ${duration.trial}, de preferência com perguntas em aberto. Você verá como ele define o problema, envolve a engenharia e apresenta opções, e não só as telas finais. 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Quanto custa um product designer sênior pela LatamMatch?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos designers continuam com o time de produto depois de seis meses, o que mantém o contexto do produto dentro do time.",
      },
    ],
    seoTitle: "Contrate product designers da América Latina | LatamMatch",
    seoDescription: `Product designers latino-americanos sêniores que levam funcionalidades do problema à UI lançada. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}, 40–65% de economia.`,
    opportunityExamples: localizedOpportunities(english["product-design"].opportunityExamples, [
      "Product designer sênior, SaaS B2B",
      "Product designer, crescimento de marketplace",
      "Product designer, construção de MVP",
    ]),
  },
  "motion-3d": {
    description:
      "Motion designers e artistas 3D dão vida a produtos, marcas e campanhas com animação: vídeos explicativos de produto, microinterações de UI, renders 3D de produtos e vídeos para redes sociais. Os motion designers da LatamMatch já entregaram trabalhos para marcas e agências dos EUA e cobrem todo o pipeline, do storyboard e dos style frames ao render final e à exportação para web, app e redes sociais.",
    technologies: english["motion-3d"].technologies,
    responsibilities: [
      "Desenvolver storyboards, style frames e animatics a partir de briefings criativos",
      "Animar vídeos explicativos, lançamentos de produto e clipes para redes sociais no After Effects",
      "Modelar, texturizar, iluminar e renderizar produtos e cenas 3D no Cinema 4D ou no Blender",
      "Criar animações de UI e microinterações entregues como arquivos Lottie ou Rive",
      "Preparar as exportações para cada canal: web, app, mídia paga em redes sociais e apresentações",
      "Gerenciar arquivos de projeto, versões e rodadas de feedback para cumprir os prazos",
    ],
    requirements: [
      "3+ anos de trabalho profissional em motion design ou 3D",
      "Um reel com trabalhos em motion 2D e 3D, indicando a sua contribuição em cada peça",
      "Domínio avançado do After Effects e do Cinema 4D ou do Blender",
      "Experiência com motores de render como Redshift, Octane ou Cycles",
      "Bom senso de timing, easing, composição e tipografia em movimento",
      "Inglês B2 para briefings, rodadas de feedback e calls com clientes",
    ],
    faqs: [
      {
        question: "Como vocês avaliam motion designers e artistas 3D?",
        answer:
          "Revisamos os reels plano a plano e pedimos que os candidatos expliquem quem fez o quê, porque projetos em grupo podem esconder muita coisa. Os designers pré-selecionados animam então um briefing curto com materiais fornecidos, e revisamos tanto o arquivo de projeto quanto o render. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Precisamos de um motion designer 2D ou de um artista 3D?",
        answer:
          "Se você precisa de vídeos explicativos, clipes para redes sociais e animação de UI, um motion designer 2D que trabalha com After Effects e Lottie costuma ser o ideal. Para renders de produto, fotos de embalagem ou cenas 3D, procure profundidade em Cinema 4D ou Blender. Muitos dos nossos candidatos fazem as duas coisas; conte o seu mix e nós o encontramos.",
      },
      {
        question: "Quem fornece as licenças de software e o hardware de render?",
        answer:
          "Combinamos isso antes da data de início. A maioria dos clientes fornece as licenças das suas próprias ferramentas; com o nosso serviço Comprehensive Staff Augmentation, também podemos providenciar e entregar a estação de trabalho, para que os renders 3D pesados não dependam de um notebook pessoal.",
      },
      {
        question: "Em quanto tempo um motion designer pode começar?",
        answer: `Em até ${duration.shortlist} depois do seu briefing enviamos 3–5 reels compatíveis com o seu estilo e formato. O primeiro projeto funciona como um teste pago de ${duration.trial}, tempo suficiente para entregar uma animação curta passando por um ciclo completo de feedback, e 90–96% dos testes continuam.`,
      },
      {
        question: "Quanto custa motion design pela LatamMatch?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos designers continuam com o cliente depois de seis meses, então as diretrizes de motion da marca se mantêm consistentes entre campanhas.",
      },
    ],
    seoTitle: "Contrate motion designers e artistas 3D da América Latina | LatamMatch",
    seoDescription: `Motion designers e artistas 3D latino-americanos com After Effects, Cinema 4D e Blender. Avaliados pelo reel, lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["motion-3d"].opportunityExamples, [
      "Motion designer, marketing de produto",
      "Artista 3D, renders de produto",
      "Designer de motion e animação de UI",
    ]),
  },
} satisfies StackDetails<DesignStackSlug>;
