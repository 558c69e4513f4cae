/** Brazilian Portuguese long-form content of the marketing stack pages (tools and rates come from the English module). */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { marketingStackDetails as english } from "~/content/stack-details/marketing";
import { localizedOpportunities } from "./opportunities";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("pt-br");

type MarketingStackSlug = Extract<
  (typeof categories)[number],
  { slug: "marketing" }
>["stacks"][number]["slug"];

export const marketingStackDetails = {
  growth: {
    description:
      "Profissionais de growth marketing encontram e escalam os canais que trazem clientes, com mídia paga, testes de landing pages e experimentos de funil guiados por metas claras de CAC e payback. Os growth marketers da LatamMatch já gerenciaram orçamentos reais de empresas dos EUA no Google, Meta e LinkedIn Ads, e reportam o que moveu pipeline e receita, não só cliques.",
    technologies: english.growth.technologies,
    responsibilities: [
      "Planejar e executar mídia paga em busca, redes sociais e canais B2B com metas de CAC e ROAS",
      "Desenhar e analisar testes A/B em landing pages, fluxos de cadastro e páginas de preços",
      "Configurar o rastreamento de conversões e a atribuição com GA4, Tag Manager e os pixels das plataformas de anúncios",
      "Reportar semanalmente as métricas do funil, do primeiro contato à receita fechada",
      "Encontrar e testar novos canais, como parcerias, programas de indicação ou distribuição de conteúdo",
      "Trabalhar com design e conteúdo para lançar novos criativos e landing pages com rapidez",
    ],
    requirements: [
      "4+ anos em growth ou performance marketing, incluindo a gestão de orçamentos mensais de mídia",
      "Domínio prático de pelo menos duas destas plataformas: Google Ads, Meta Ads e LinkedIn Ads",
      "Analytics sólido: GA4, modelos de atribuição e modelagem em planilhas; SQL é um diferencial",
      "Experiência conduzindo experimentos com tamanho de amostra adequado e checagem de significância",
      "Conhecimento prático das regras de privacidade dos EUA e das mudanças de plataforma que afetam o rastreamento",
      "Inglês C1 para textos de anúncios, landing pages e relatórios para a liderança",
    ],
    faqs: [
      {
        question: "Como vocês avaliam growth marketers?",
        answer:
          "Os candidatos auditam uma conta de anúncios e um relatório de funil de exemplo, e depois apresentam onde cortariam investimento, o que testariam primeiro e como mediriam. Buscamos raciocínio sólido sobre CAC e payback, não jargão de canal, e testamos o inglês escrito e falado. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Seus growth marketers já gerenciaram orçamentos relevantes?",
        answer: `Sim. Pedimos a cada candidato o investimento mensal que gerenciou, os canais e os resultados, e confirmamos isso nas referências. Conte seu orçamento e seu mix de canais, e em até ${duration.shortlist} você recebe 3–5 growth marketers que já operaram nessa escala.`,
      },
      {
        question: "O que um growth marketer consegue mostrar no período de teste?",
        answer: `No teste pago de ${duration.trial}, a maioria dos times pede uma auditoria das contas e do rastreamento e um primeiro plano de experimentos, às vezes com um teste ao vivo em uma landing page. Isso mostra como a pessoa prioriza antes de haver dinheiro de verdade em jogo. Entre 90% e 96% dos testes levam a contratações de longo prazo.`,
      },
      {
        question: "Eles entendem o público dos EUA?",
        answer:
          "Nossos growth marketers já rodaram campanhas para empresas dos EUA, escrevem anúncios em inglês natural e conhecem a sazonalidade do mercado americano, dos picos do varejo no Q4 aos ciclos de orçamento do ano fiscal no B2B. Trabalhando a até duas horas do horário da Costa Leste, conseguem ajustar campanhas durante o seu expediente.",
      },
      {
        question: "Quanto se economiza com um growth marketer da América Latina?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos profissionais de marketing continuam com o cliente depois de seis meses.",
      },
    ],
    seoTitle: "Contrate growth marketers da América Latina | LatamMatch",
    seoDescription: `Growth marketers latino-americanos para mídia paga, CRO e analytics de funil. Avaliados com orçamentos reais, lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.growth.opportunityExamples, [
      "Gerente de performance marketing, SaaS B2B",
      "Growth marketer, marca direct-to-consumer",
      "Growth lead sênior, aquisição product-led",
    ]),
  },
  content: {
    description:
      "Profissionais de marketing de conteúdo planejam e produzem os artigos, guias, estudos de caso e newsletters que conquistam tráfego orgânico e levam compradores até uma demo. Os profissionais de conteúdo da LatamMatch escrevem em inglês de nível nativo para leitores dos EUA, entendem intenção de busca e SEO on-page e sabem entrevistar os especialistas da sua empresa para produzir textos com a cara dela.",
    technologies: english.content.technologies,
    responsibilities: [
      "Montar e manter um calendário editorial ligado à pesquisa de palavras-chave e à jornada do comprador",
      "Escrever e editar posts de blog, guias, estudos de caso, landing pages e newsletters",
      "Entrevistar especialistas de produto e clientes para produzir conteúdo original e confiável",
      "Otimizar cada peça para a intenção de busca, links internos e SEO on-page",
      "Atualizar conteúdos existentes com base em rankings, tráfego e dados de conversão",
      "Escrever briefings e editar redatores freelancers para manter a voz e o estilo consistentes",
    ],
    requirements: [
      "3+ anos escrevendo conteúdo B2B ou SaaS para o público dos EUA",
      "Inglês escrito nativo ou C2, com um portfólio publicado",
      "Conhecimento prático de Ahrefs ou Semrush e do Google Search Console",
      "Experiência publicando em um CMS como WordPress, Webflow ou HubSpot",
      "Capacidade de transformar temas técnicos em textos claros e precisos",
      "Facilidade com feedback editorial e guias de estilo como AP ou Chicago",
    ],
    faqs: [
      {
        question: "Como vocês testam a escrita de um profissional de conteúdo?",
        answer:
          "Além de revisar amostras publicadas, damos a cada candidato um briefing cronometrado: um artigo curto para um público B2B dos EUA a partir de uma palavra-chave e duas citações de especialistas, mais um exercício de edição de um rascunho fraco. Editores avaliam clareza, estrutura, precisão e adequação ao SEO. Só cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Eles conseguem escrever para setores técnicos ou regulados?",
        answer: `Muitos dos nossos redatores são especializados em áreas como ferramentas para desenvolvedores, fintech, saúde ou software de RH. Indique o seu nicho no briefing e montamos uma lista curta de 3–5 profissionais de conteúdo com trabalhos publicados nele, entregue em até ${duration.shortlist}.`,
      },
      {
        question: "Como devemos usar o período de teste com um profissional de conteúdo?",
        answer: `Peça uma ou duas peças reais durante o teste pago de ${duration.trial}, de preferência incluindo uma entrevista com alguém do seu time. Você verá a profundidade da pesquisa, a voz, o prazo de entrega e como as edições são recebidas, que é quase tudo o que importa. 90–96% dos testes continuam como trabalho de longo prazo.`,
      },
      {
        question: "Eles cuidam de SEO ou só escrevem?",
        answer:
          "Das duas coisas. Nossos profissionais de conteúdo fazem a própria pesquisa de palavras-chave e de SERP, estruturam os artigos pela intenção de busca, cuidam dos links internos e dos metadados e acompanham rankings e conversões no Search Console e no GA4 para decidir o que atualizar.",
      },
      {
        question: "Quanto custa um profissional de conteúdo em comparação com os EUA?",
        answer:
          "{{employerSavings}} Com cerca de 95% dos nossos profissionais de marketing ficando além dos seis meses, a voz da sua marca é construída por um redator constante, e não por um rodízio de freelancers.",
      },
    ],
    seoTitle: "Contrate profissionais de conteúdo da América Latina | LatamMatch",
    seoDescription: `Profissionais de marketing de conteúdo da América Latina com inglês nativo para artigos de SEO, estudos de caso e newsletters. Lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(english.content.opportunityExamples, [
      "Profissional de conteúdo SEO, SaaS B2B",
      "Redator de conteúdo técnico, ferramentas para desenvolvedores",
      "Gerente de marketing de conteúdo, fintech",
    ]),
  },
  email: {
    description:
      "Profissionais de e-mail e lifecycle marketing cuidam das mensagens que os clientes recebem depois de se cadastrar ou comprar: onboarding, nutrição, reengajamento e as newsletters e promoções entre uma coisa e outra. Os profissionais de lifecycle da LatamMatch constroem jornadas segmentadas e automatizadas no Klaviyo, HubSpot, Braze ou Customer.io, protegem a entregabilidade e medem cada fluxo por receita e retenção.",
    technologies: english.email.technologies,
    responsibilities: [
      "Mapear o ciclo de vida do cliente e construir fluxos automatizados de onboarding, ativação, recuperação e retenção",
      "Segmentar públicos por comportamento, histórico de compras e uso do produto",
      "Escrever, montar e revisar campanhas, testando a renderização nos clientes de e-mail com Litmus ou Email on Acid",
      "Fazer testes A/B de assunto, conteúdo, horário de envio e ofertas",
      "Proteger a entregabilidade com SPF, DKIM e DMARC, higiene de listas e monitoramento da reputação do remetente",
      "Reportar receita por destinatário, conversão, descadastros e impacto na retenção",
    ],
    requirements: [
      "3+ anos em e-mail ou lifecycle marketing para e-commerce ou SaaS",
      "Experiência avançada com pelo menos uma destas ferramentas: Klaviyo, Braze, Customer.io, HubSpot ou Marketo",
      "HTML e CSS funcionais para templates de e-mail",
      "Conhecimento do CAN-SPAM, de consentimento e das boas práticas de gestão de listas",
      "Capacidade analítica para ligar campanhas e fluxos à receita e à retenção",
      "Inglês C1 para escrever e editar textos voltados aos clientes",
    ],
    faqs: [
      {
        question: "Vocês têm profissionais de lifecycle para e-commerce e para SaaS?",
        answer: `Sim, e os dois mundos são bem diferentes. Especialistas em e-commerce costumam trabalhar no Klaviyo com Shopify, ferramentas de SMS e calendários promocionais; especialistas em SaaS constroem jornadas disparadas pelo produto no Braze, Customer.io ou HubSpot. Montamos a lista curta para o seu modelo, com 3–5 perfis entregues em até ${duration.shortlist}.`,
      },
      {
        question: "Como vocês testam habilidades de e-mail marketing?",
        answer:
          "Os candidatos analisam uma conta de exemplo com fluxos fracos e um problema de entregabilidade, propõem um mapa de lifecycle e correções, e montam um e-mail responsivo em HTML. Avaliamos o texto, a lógica de segmentação e se eles sabem por que as mensagens caem no spam. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Qual é um bom projeto de teste para um profissional de lifecycle?",
        answer: `Uma auditoria dos seus fluxos atuais cabe bem no teste pago de ${duration.trial}: gatilhos faltando, segmentos desatualizados, problemas de renderização e receita por fluxo, terminando com um plano priorizado e um fluxo reconstruído. Entre 90% e 96% dos nossos testes viram contratações de longo prazo.`,
      },
      {
        question: "Eles conseguem programar envios considerando os fusos dos EUA?",
        answer:
          "Sim. Nossos profissionais de lifecycle estão acostumados a envios por fuso horário para listas dos EUA, e quem está na Argentina, no Uruguai ou no Brasil trabalha uma a duas horas à frente da Costa Leste, então consegue revisar e disparar os envios da manhã antes de o seu time começar o dia.",
      },
      {
        question: "Que economia devemos esperar?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate profissionais de e-mail e lifecycle na LATAM | LatamMatch",
    seoDescription: `Profissionais latino-americanos de e-mail e lifecycle marketing com Klaviyo, Braze, HubSpot e Customer.io. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.email.opportunityExamples, [
      "Gerente de lifecycle marketing, e-commerce por assinatura",
      "Especialista em CRM e lifecycle, app mobile",
      "Desenvolvedor e profissional de e-mail marketing",
    ]),
  },
  "social-media": {
    description:
      "Social media managers cuidam da presença da sua marca nas plataformas que seus compradores realmente usam, do calendário de conteúdo e das respostas à comunidade aos impulsionamentos pagos e relatórios mensais. Os social media managers da LatamMatch acompanham a cultura e as tendências das plataformas nos EUA, escrevem em inglês natural e produzem eles mesmos vídeos curtos e artes, sem ficar esperando um designer.",
    technologies: english["social-media"].technologies,
    responsibilities: [
      "Planejar e publicar um calendário de conteúdo no Instagram, TikTok, LinkedIn, X e outros canais relevantes",
      "Criar vídeos curtos, carrosséis e artes que seguem as diretrizes da marca",
      "Gerenciar a comunidade: responder comentários e DMs e escalar questões de suporte ou de imagem",
      "Executar e otimizar impulsionamentos pagos junto com o time de growth",
      "Monitorar tendências, concorrentes e menções à marca com ferramentas de social listening",
      "Reportar mensalmente alcance, engajamento, crescimento de seguidores e tráfego para o site",
    ],
    requirements: [
      "2+ anos gerenciando contas sociais de marcas voltadas ao público dos EUA",
      "Um portfólio de posts e campanhas com resultados que você possa mostrar",
      "Inglês nativo ou C1, com sensibilidade para o humor e o tom americanos",
      "Habilidades de edição de vídeo e design no CapCut, Premiere Pro ou Canva",
      "Experiência com uma ferramenta de agendamento e análise como Sprout Social ou Hootsuite",
      "Bom julgamento sobre segurança da marca e resposta a crises",
    ],
    faqs: [
      {
        question: "Seus social media managers criam conteúdo ou só agendam?",
        answer:
          "Eles criam. Todo candidato que colocamos sabe gravar e editar vídeos curtos, montar carrosséis no Canva ou no Figma e escrever legendas, então uma única contratação mantém seus canais rodando. Para produções maiores, você ainda pode combiná-los com um designer.",
      },
      {
        question: "Como vocês avaliam social media managers?",
        answer:
          "Revisamos cada portfólio pelos resultados, e não pelo número de seguidores, e depois pedimos um plano de conteúdo de uma semana para uma marca americana de exemplo, com dois posts finalizados e respostas a uma discussão delicada nos comentários. O tom em inglês faz parte da nota. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Eles conseguem postar e responder nos horários de pico dos EUA?",
        answer:
          "Sim. Trabalhando entre UTC-3 e UTC-5, ficam online durante a manhã e a tarde dos EUA, e a cobertura da comunidade à noite ou nos fins de semana pode ser combinada como parte da escala.",
      },
      {
        question: "Em quanto tempo conseguimos trazer alguém?",
        answer: `Conte com 3–5 perfis de social media compatíveis com as suas plataformas e o seu setor em até ${duration.shortlist}. As primeiras ${duration.trial} são um teste pago em que o novo profissional opera os seus canais de verdade, e 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Quanto custa em comparação com contratar nos EUA?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações ficam além dos seis meses, o que mantém a voz da sua marca estável em todos os canais.",
      },
    ],
    seoTitle: "Contrate social media managers da América Latina | LatamMatch",
    seoDescription: `Social media managers latino-americanos que criam vídeos, cuidam de comunidades e reportam resultados para marcas dos EUA. Lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(english["social-media"].opportunityExamples, [
      "Social media manager, marca de consumo",
      "Social media e community manager B2B",
      "Criador de vídeos curtos e líder de social media",
    ]),
  },
  analytics: {
    description:
      "Analistas de marketing mostram quais canais, campanhas e públicos realmente geram receita, e para onde deve ir o próximo dólar. Os analistas de marketing da LatamMatch unem SQL e BI à visão de funil e de atribuição de quem vem do marketing, e constroem o rastreamento, os dashboards e as análises que seu time usa para decidir o orçamento.",
    technologies: english.analytics.technologies,
    responsibilities: [
      "Ser dono do plano de rastreamento de marketing, das convenções de UTM e dos eventos de conversão no site e no CRM",
      "Construir dashboards de performance por canal, contribuição para o pipeline e payback de CAC",
      "Comparar modelos de atribuição e rodar testes de incrementalidade ou de holdout quando possível",
      "Analisar dados de campanhas, coortes e funil e recomendar mudanças de orçamento",
      "Projetar leads, pipeline e investimento para os ciclos de planejamento",
      "Trabalhar com engenharia de dados para manter os dados de marketing no warehouse corretos e documentados",
    ],
    requirements: [
      "3+ anos em marketing analytics, growth analytics ou business intelligence",
      "SQL sólido e modelagem avançada em planilhas; Python ou R é um diferencial",
      "Experiência prática na implementação de GA4 e Google Tag Manager",
      "Domínio de pelo menos uma ferramenta de BI: Looker, Tableau, Power BI ou Looker Studio",
      "Entendimento de atribuição, desenho de experimentos e significância estatística",
      "Inglês B2+ e capacidade de apresentar conclusões para públicos não técnicos",
    ],
    faqs: [
      {
        question: "Como vocês testam um analista de marketing?",
        answer:
          "Os candidatos recebem um conjunto de dados de investimento em mídia, sessões e oportunidades do CRM com problemas típicos, como UTMs faltando e leads duplicados. Eles escrevem o SQL, montam um dashboard curto e apresentam em inglês uma recomendação de orçamento. Só cerca de 3% dos candidatos passam pelo processo completo.",
      },
      {
        question: "Eles conseguem corrigir nosso GA4 e a configuração de tags?",
        answer: `Sim. A implementação de rastreamento é um requisito central: nossos analistas escrevem planos de rastreamento, configuram eventos do GA4 e contêineres do Tag Manager e conciliam as conversões das plataformas de anúncios com o CRM. Mencione isso no briefing e os 3–5 analistas que enviamos em até ${duration.shortlist} já terão feito isso antes.`,
      },
      {
        question: "O que os times costumam pedir no período de teste?",
        answer: `Uma auditoria de rastreamento e um dashboard pronto para decisões cabem bem no teste pago de ${duration.trial}, para você avaliar tanto a precisão técnica quanto a forma como o analista explica os números para o marketing. Entre 90% e 96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "O analista estará disponível para as nossas reuniões de planejamento?",
        answer:
          "Sim. Nossos analistas estão a até duas horas do horário da Costa Leste dos EUA, então as revisões semanais de performance e as sessões de planejamento trimestral caem dentro do expediente normal deles.",
      },
      {
        question: "Qual é a diferença de custo em relação a um analista de marketing nos EUA?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos analistas continuam no cargo depois de seis meses, o que importa em uma função que depende de saber de onde vêm os seus dados.",
      },
    ],
    seoTitle: "Contrate analistas de marketing da América Latina | LatamMatch",
    seoDescription: `Analistas de marketing latino-americanos com SQL, GA4, atribuição e dashboards de BI. Lista curta em ${duration.shortlist} e teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.analytics.opportunityExamples, [
      "Analista de marketing, atribuição e relatórios",
      "Analista de growth sênior, app de consumo",
      "Especialista em web analytics, implementação de rastreamento",
    ]),
  },
} satisfies StackDetails<MarketingStackSlug>;
