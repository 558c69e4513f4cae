/** Brazilian Portuguese long-form content of the developer stack pages (technology lists come from the English module). */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { developerStackDetails as english } from "~/content/stack-details/developers";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { localizedOpportunities } from "./opportunities";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("pt-br");

type DeveloperStackSlug = Extract<
  (typeof categories)[number],
  { slug: "developers" }
>["stacks"][number]["slug"];

export const developerStackDetails = {
  "full-stack": {
    description:
      "Um desenvolvedor full-stack é dono de uma funcionalidade de ponta a ponta: a tela em React, a API por trás dela, a migração do banco de dados e o deploy. Para um time de produto dos EUA, isso significa menos repasses e um engenheiro capaz de levar um ticket da especificação à produção. Os candidatos full-stack da LatamMatch já entregaram produtos em TypeScript para usuários reais e são avaliados ao vivo em código de cliente e de servidor, incluindo os testes e as descrições de pull request que seus revisores esperam.",
    technologies: english["full-stack"].technologies,
    responsibilities: [
      "Construir funcionalidades de ponta a ponta, com front-ends em React, APIs em Node.js ou Python e bancos de dados relacionais",
      "Desenhar esquemas de banco de dados e escrever migrações que vão para produção sem downtime",
      "Integrar serviços de terceiros, como pagamentos, autenticação e e-mail, por meio de adaptadores bem testados",
      "Escrever testes unitários, de integração e end-to-end e manter o pipeline de CI verde",
      "Revisar pull requests e programar em par com o time tanto no cliente quanto no servidor",
      "Acompanhar releases em produção e corrigir regressões apontadas por logs e monitoramento de erros",
    ],
    requirements: [
      "4+ anos construindo aplicações web em produção, com pelo menos 2 anos atuando em front-end e back-end",
      "Domínio de TypeScript ou JavaScript, React e um framework de servidor como Express, NestJS, Next.js ou Django",
      "Segurança com SQL: joins, índices, transações e leitura de plano de execução",
      "Experiência com deploy em AWS, GCP, Vercel ou plataforma similar, com Docker e CI/CD",
      "Inglês intermediário avançado (B2) ou superior, falado e escrito, para dailies e discussões de arquitetura",
      "O hábito de escrever testes e descrições claras de pull request",
    ],
    faqs: [
      {
        question: "Como vocês testam as habilidades full-stack na avaliação?",
        answer:
          "Os candidatos constroem uma pequena funcionalidade ao vivo: uma tela em React, o endpoint de API por trás dela e a mudança de esquema necessária. Depois, explicam em inglês as escolhas que fizeram para um dos nossos engenheiros. Só cerca de 3% dos inscritos passam por todas as etapas, então cada perfil que você vê já mostrou que trabalha bem nos dois lados da stack.",
      },
      {
        question: "Em quanto tempo posso começar a entrevistar desenvolvedores full-stack?",
        answer: `Envie a vaga, sua stack e a senioridade de que você precisa, e entregamos uma lista curta de 3–5 desenvolvedores full-stack pré-selecionados em até ${duration.shortlist}. A maioria dos times faz as entrevistas na mesma semana e contrata em ${duration.hire}.`,
      },
      {
        question: "Podemos testar um desenvolvedor full-stack antes de fechar?",
        answer: `Sim. Toda contratação começa com um período de teste pago de ${duration.trial} no seu código real, para você ver o desenvolvedor levar uma funcionalidade do ticket ao deploy antes de decidir. Entre 90% e 96% desses testes viram parcerias de longo prazo.`,
      },
      {
        question: "Em quais fusos horários trabalham os seus desenvolvedores full-stack?",
        answer:
          "A maioria vive na Argentina, no Uruguai ou no Brasil (UTC-3) ou na Colômbia, no Equador ou no Peru (UTC-5). Isso os coloca a no máximo duas horas do horário da Costa Leste dos EUA: compartilham o dia de trabalho com times do Leste e do Centro e ainda têm várias horas em comum com a Costa Oeste.",
      },
      {
        question: "Quanto custa um desenvolvedor full-stack em comparação com uma contratação nos EUA?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos desenvolvedores continuam com o cliente depois de seis meses.",
      },
    ],
    seoTitle: "Contrate desenvolvedores full-stack da América Latina | LatamMatch",
    seoDescription: `Desenvolvedores full-stack latino-americanos pré-avaliados (React, Node.js, PostgreSQL). Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}, 40–65% de economia.`,
    opportunityExamples: localizedOpportunities(english["full-stack"].opportunityExamples, [
      "Engenheiro full-stack sênior (plataforma SaaS)",
      "Desenvolvedor full-stack, portal do cliente",
      "Engenheiro full-stack, time de pagamentos",
    ]),
  },
  backend: {
    description:
      "Desenvolvedores backend desenham as APIs, os modelos de dados e os jobs em segundo plano dos quais todo o resto do seu produto depende. Os candidatos backend da LatamMatch já operaram serviços em produção com tráfego real, sabem explicar suas escolhas sobre consistência, cache e tratamento de falhas e são avaliados na linguagem que seu time já usa, seja Node.js, Python, Go ou Java.",
    technologies: english.backend.technologies,
    responsibilities: [
      "Desenhar e construir APIs REST, GraphQL ou gRPC com versionamento, paginação e contratos de erro claros",
      "Modelar dados em PostgreSQL ou MySQL e otimizar consultas lentas com índices e planos de execução",
      "Construir workers em segundo plano e fluxos orientados a eventos com Kafka, RabbitMQ ou SQS",
      "Adicionar cache, rate limiting e idempotência onde o tráfego e os retries exigem",
      "Instrumentar serviços com logs estruturados, métricas e traces, e participar do plantão",
      "Entregar com segurança, com testes de integração contra bancos reais, feature flags e migrações retrocompatíveis",
    ],
    requirements: [
      "5+ anos de desenvolvimento backend, incluindo serviços que você operou em produção",
      "Conhecimento profundo de uma linguagem de servidor (Node.js/TypeScript, Python, Go ou Java) e do seu ecossistema",
      "SQL e modelagem de dados sólidos, incluindo transações, níveis de isolamento e migrações de esquema",
      "Experiência com filas de mensagens, cache e sistemas preparados para retries e falhas parciais",
      "Conhecimento prático de Docker e de pelo menos um provedor de nuvem (AWS, GCP ou Azure)",
      "Inglês B2 ou superior, com capacidade de escrever documentos de arquitetura e debater trade-offs",
    ],
    faqs: [
      {
        question: "O que a avaliação técnica de backend cobre?",
        answer:
          "Além do live coding, os candidatos backend resolvem um problema de system design: uma API que precisa sobreviver a retries, escritas concorrentes e um serviço dependente lento. Os avaliadores pontuam a modelagem de dados, o tratamento de falhas e a clareza com que os trade-offs são explicados em inglês. Cerca de 3% dos inscritos passam por todas as etapas.",
      },
      {
        question: "Vocês conseguem encontrar alguém na nossa linguagem e framework exatos?",
        answer: `Sim. Conte se vocês rodam microsserviços em Go, um monólito Django ou NestJS em Kubernetes, e os 3–5 desenvolvedores backend da lista curta que enviamos em até ${duration.shortlist} serão escolhidos para essa stack, e não por experiência genérica em backend.`,
      },
      {
        question: "Como funciona o período de teste de uma contratação backend?",
        answer: `As primeiras ${duration.trial} são um teste pago nos seus próprios serviços. A maioria dos times entrega um ticket real, como um novo endpoint ou uma consulta lenta para corrigir, e avalia pelos pull requests e pelas notas de design. Entre 90% e 96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Um desenvolvedor backend na América Latina entra na nossa escala de plantão?",
        answer:
          "Muitos dos nossos engenheiros backend já fizeram plantão, e quem está na Argentina, no Uruguai ou no Brasil começa uma a duas horas antes do horário da Costa Leste dos EUA, cobrindo o início do seu dia. Horários de plantão, tempos de resposta e remuneração são combinados antes da data de início, para fazerem parte da proposta, e não serem uma surpresa.",
      },
      {
        question: "Quanto podemos economizar com um engenheiro backend?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações continuam na função depois de seis meses, então a economia não se perde em recrutamentos e onboardings repetidos.",
      },
    ],
    seoTitle: "Contrate desenvolvedores backend da América Latina | LatamMatch",
    seoDescription: `Desenvolvedores backend latino-americanos sêniores em Node.js, Python, Go ou Java. Avaliados em system design, lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.backend.opportunityExamples, [
      "Engenheiro backend sênior, API principal",
      "Desenvolvedor backend, ingestão de dados",
      "Engenheiro backend Go, serviços de plataforma",
    ]),
  },
  frontend: {
    description:
      "Desenvolvedores frontend transformam designs em interfaces rápidas e acessíveis que funcionam em todas as telas e navegadores dos seus clientes. Os candidatos frontend da LatamMatch escrevem código tipado em React, Vue ou Angular, se importam com Core Web Vitals e acessibilidade por teclado e trabalham a partir de arquivos do Figma sem precisar que cada estado de carregamento e de erro esteja especificado.",
    technologies: english.frontend.technologies,
    responsibilities: [
      "Construir componentes de UI responsivos e acessíveis a partir de designs do Figma e mantê-los em uma biblioteca compartilhada",
      "Gerenciar o estado do cliente e os dados do servidor com Redux Toolkit, Zustand ou TanStack Query",
      "Melhorar os Core Web Vitals com code splitting, otimização de imagens e a estratégia de renderização certa",
      "Escrever testes de componentes e end-to-end com Testing Library, Playwright ou Cypress",
      "Combinar contratos de API, estados de carregamento e estados de erro com designers e desenvolvedores backend",
      "Revisar pull requests e manter o código consistente com regras de lint e convenções",
    ],
    requirements: [
      "3+ anos construindo interfaces em produção com React, Vue ou Angular",
      "Domínio de TypeScript, HTML semântico e CSS moderno (Flexbox, Grid, custom properties)",
      "Conhecimento prático de acessibilidade: navegação por teclado, ARIA e WCAG 2.1 AA",
      "Experiência em análise de performance com as ferramentas de desenvolvedor do navegador e o Lighthouse",
      "Facilidade para transformar arquivos do Figma em layouts fiéis e responsivos",
      "Inglês B2 ou superior para revisões de design e comunicação escrita assíncrona",
    ],
    faqs: [
      {
        question: "Como vocês avaliam desenvolvedores frontend?",
        answer:
          "Os candidatos reconstroem uma tela a partir de um arquivo do Figma contra o relógio, e revisamos o resultado quanto a acessibilidade, comportamento responsivo e estrutura de componentes, não só a fidelidade visual. Depois, uma sessão ao vivo em inglês cobre gerenciamento de estado e performance. Cerca de 3 em cada 100 inscritos são aprovados.",
      },
      {
        question: "Vocês têm especialistas em React, Vue e Angular?",
        answer: `Sim. Informe seu framework e a versão, além de qualquer detalhe específico, como o App Router do Next.js, Nuxt 3 ou uma migração de Angular, e a lista curta de 3–5 desenvolvedores frontend que você recebe em até ${duration.shortlist} já terá experiência em produção com isso.`,
      },
      {
        question: "O desenvolvedor frontend vai trabalhar direto com nossos designers?",
        answer:
          "Isso faz parte do que avaliamos. Nossos candidatos frontend estão acostumados a críticas de design em inglês, deixam comentários no Figma e apontam estados faltantes ou problemas de acessibilidade antes que virem bugs. A maioria tem sobreposição total com os horários do Leste e do Centro dos EUA.",
      },
      {
        question: "Como é o período de teste para uma vaga de frontend?",
        answer: `Cada contratação começa com um teste pago de ${duration.trial}, geralmente em torno de uma funcionalidade de UI real do seu backlog, para você avaliar a qualidade do código, a atenção aos detalhes e como o feedback é recebido. 90–96% dos testes terminam em uma parceria de longo prazo.`,
      },
      {
        question: "Quanto as empresas economizam com um desenvolvedor frontend da LatamMatch?",
        answer:
          "{{employerSavings}} Como cerca de 95% das contratações continuam ativas depois de seis meses, sua biblioteca de componentes e suas convenções ficam com alguém que as conhece.",
      },
    ],
    seoTitle: "Contrate desenvolvedores frontend da América Latina | LatamMatch",
    seoDescription: `Desenvolvedores frontend latino-americanos avaliados para React, Vue e Angular. Interfaces rápidas e acessíveis. Lista curta em ${duration.shortlist} e teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.frontend.opportunityExamples, [
      "Engenheiro frontend sênior, design system",
      "Desenvolvedor frontend, loja de e-commerce",
      "Desenvolvedor Vue.js, dashboard de analytics",
    ]),
  },
  mobile: {
    description:
      "Desenvolvedores mobile constroem e publicam os apps de iOS e Android que seus clientes mantêm no celular, do primeiro build no TestFlight aos lançamentos nas lojas e ao monitoramento de crashes. Os candidatos mobile da LatamMatch já publicaram apps na App Store e no Google Play e são avaliados em Swift e Kotlin nativos ou em React Native e Flutter, conforme o que o seu código usa.",
    technologies: english.mobile.technologies,
    responsibilities: [
      "Construir funcionalidades para iOS e Android em código nativo ou em um framework multiplataforma",
      "Implementar armazenamento offline, sincronização em segundo plano e notificações push confiáveis",
      "Gerenciar releases pelo TestFlight, App Store Connect e Google Play Console, incluindo o retorno das revisões",
      "Automatizar builds, assinatura de código e distribuição com Fastlane, Bitrise ou GitHub Actions",
      "Acompanhar crashes e performance com Crashlytics ou Sentry e corrigir o que afeta mais usuários",
      "Aplicar as convenções de cada plataforma e as diretrizes de acessibilidade junto com produto e design",
    ],
    requirements: [
      "3+ anos de desenvolvimento mobile, com pelo menos um app publicado em uma loja pública",
      "Experiência profunda em Swift/SwiftUI, Kotlin/Jetpack Compose, React Native ou Flutter",
      "Conhecimento de padrões de arquitetura mobile como MVVM ou Clean Architecture",
      "Experiência consumindo APIs REST ou GraphQL, lidando com tokens de autenticação e cache para uso offline",
      "Familiaridade com as diretrizes de revisão e os processos de publicação da App Store e do Google Play",
      "Inglês B2 ou superior para as cerimônias da sprint e especificações escritas",
    ],
    faqs: [
      {
        question: "Seus desenvolvedores mobile trabalham com nativo ou multiplataforma?",
        answer:
          "Com os dois. Alguns candidatos são especialistas nativos em Swift e SwiftUI ou em Kotlin e Jetpack Compose; outros lideram apps em React Native ou Flutter publicados nas duas lojas. Avaliamos cada pessoa na abordagem que o seu app já usa, para ninguém aprender o seu framework no seu tempo.",
      },
      {
        question: "Como vocês verificam a experiência de um desenvolvedor mobile?",
        answer:
          "Pedimos os apps que os candidatos publicaram e os conferimos nas lojas; depois fazemos um exercício ao vivo sobre dados offline, navegação e gerenciamento de estado, seguido de uma conversa em inglês sobre hábitos de release e triagem de crashes. Só cerca de 3% dos inscritos passam em tudo.",
      },
      {
        question: "Em quanto tempo podemos conhecer candidatos mobile?",
        answer: `Em até ${duration.shortlist} após o seu briefing, enviamos 3–5 desenvolvedores mobile compatíveis com a sua plataforma, framework e senioridade. As entrevistas costumam acontecer na mesma semana.`,
      },
      {
        question: "O que dá para avaliar de verdade no período de teste?",
        answer: `O teste pago de ${duration.trial} é longo o bastante para publicar uma pequena funcionalidade em uma trilha interna do TestFlight ou da Play Store, para você ver código, testes e disciplina de release juntos. 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Quanto as empresas economizam em desenvolvimento mobile?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate desenvolvedores mobile da América Latina | LatamMatch",
    seoDescription: `Desenvolvedores iOS, Android, React Native e Flutter da América Latina, com apps nas lojas. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.mobile.opportunityExamples, [
      "Engenheiro iOS sênior, app de fintech para consumidores",
      "Desenvolvedor React Native, app de saúde",
      "Engenheiro Android, app para motoristas de logística",
    ]),
  },
  devops: {
    description:
      "Engenheiros DevOps constroem e operam a infraestrutura, os pipelines e o monitoramento que permitem aos seus desenvolvedores publicar várias vezes por dia sem derrubar a produção. Os candidatos DevOps da LatamMatch gerenciam infraestrutura de nuvem como código, operam clusters Kubernetes e já lidaram com incidentes reais, trazendo tanto automação quanto sangue-frio no plantão.",
    technologies: english.devops.technologies,
    responsibilities: [
      "Definir e manter a infraestrutura de nuvem como código com Terraform ou Pulumi",
      "Operar clusters Kubernetes, incluindo upgrades, autoscaling, rede e secrets",
      "Construir pipelines de CI/CD que testam, analisam e publicam cada merge com segurança",
      "Configurar monitoramento, alertas e dashboards, e ajustar os alertas para o plantão continuar sustentável",
      "Liderar a resposta a incidentes e escrever postmortems sem culpados, com ações concretas",
      "Reduzir o gasto com nuvem com rightsizing, capacidade reservada e limpeza de recursos sem uso",
      "Reforçar controle de acesso, gestão de secrets e políticas de rede junto com o time de segurança",
    ],
    requirements: [
      "5+ anos em funções de DevOps, SRE ou engenharia de plataforma",
      "Experiência em produção com AWS, GCP ou Azure; uma certificação de nível profissional é um diferencial",
      "Domínio de Terraform ou Pulumi e de Kubernetes, incluindo Helm ou Kustomize",
      "Scripts em Bash e Python ou Go, com bons fundamentos de Linux e redes",
      "Experiência operando stacks de observabilidade como Prometheus e Grafana ou Datadog",
      "Inglês B2+ com comunicação escrita clara para runbooks e atualizações de incidentes",
    ],
    faqs: [
      {
        question: "Como vocês avaliam engenheiros DevOps?",
        answer:
          "Os candidatos fazem um laboratório prático: um deploy quebrado, com um plano do Terraform falhando e um serviço do Kubernetes com problemas, para diagnosticar e corrigir explicando o raciocínio. Eles também nos contam um incidente real que resolveram. Cerca de 3% dos inscritos passam pelo processo completo.",
      },
      {
        question: "Vocês encontram alguém para o nosso provedor de nuvem e as nossas ferramentas?",
        answer: `Sim. Conte se vocês usam AWS com EKS, GCP com GKE ou Azure, e quais ferramentas de CI e observabilidade usam. Em até ${duration.shortlist} você recebe uma lista curta de 3–5 engenheiros DevOps que já operaram essa combinação em produção.`,
      },
      {
        question: "Um engenheiro DevOps na América Latina pode cobrir parte do nosso plantão?",
        answer:
          "É um arranjo comum. Engenheiros na Argentina, no Uruguai e no Brasil começam o dia antes da Costa Leste dos EUA, o que os torna os primeiros a responder aos alertas da manhã. Escala, caminhos de escalonamento e remuneração do plantão são combinados por escrito antes do início.",
      },
      {
        question: "O que acontece no período de teste de DevOps?",
        answer: `As contratações começam com um teste pago de ${duration.trial}. Os times geralmente atribuem uma tarefa de infraestrutura bem delimitada, como levar um serviço para o Terraform ou limpar alertas ruidosos, e revisam os pull requests e a documentação. Entre 90% e 96% dos testes levam a uma contratação de longo prazo.`,
      },
      {
        question: "Como o custo se compara ao de uma contratação de DevOps nos EUA?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate engenheiros DevOps da América Latina | LatamMatch",
    seoDescription: `Engenheiros DevOps latino-americanos avaliados para AWS, Kubernetes e Terraform. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}, 40–65% de economia.`,
    opportunityExamples: localizedOpportunities(english.devops.opportunityExamples, [
      "Engenheiro DevOps sênior, plataforma Kubernetes",
      "Site Reliability Engineer",
      "Engenheiro DevOps, modernização de CI/CD",
    ]),
  },
  "data-engineering": {
    description:
      "Engenheiros de dados constroem os pipelines e data warehouses que transformam dados brutos de produto, faturamento e marketing em tabelas em que seus analistas e modelos podem confiar. Os engenheiros de dados da LatamMatch já foram donos de pipelines em produção com ferramentas como Airflow, dbt, Snowflake e Databricks, e tratam qualidade, custo e linhagem dos dados como parte do trabalho, e não como algo para depois.",
    technologies: english["data-engineering"].technologies,
    responsibilities: [
      "Construir e manter pipelines batch e de streaming a partir de bancos de produto, ferramentas SaaS e fluxos de eventos",
      "Modelar os dados do warehouse com dbt em tabelas limpas, documentadas e testadas",
      "Orquestrar jobs com Airflow ou Dagster, com retries, backfills e alertas",
      "Adicionar checagens de qualidade e monitoramento de atualização para que dados quebrados sejam detectados antes de chegar aos dashboards",
      "Controlar o custo do warehouse e a performance das consultas com particionamento, clustering e modelos incrementais",
      "Definir fontes da verdade e contratos de dados com analistas, cientistas de dados e engenheiros de produto",
    ],
    requirements: [
      "4+ anos em engenharia de dados ou analytics engineering",
      "SQL avançado e Python sólido",
      "Experiência em produção com um warehouse ou lakehouse em nuvem: Snowflake, BigQuery, Redshift ou Databricks",
      "Prática com um orquestrador (Airflow, Dagster ou Prefect) e com dbt",
      "Entendimento de modelagem dimensional, dimensões de mudança lenta e cargas incrementais",
      "Inglês B2 ou superior para documentar modelos e trabalhar com as áreas de negócio",
    ],
    faqs: [
      {
        question: "Como vocês testam habilidades de engenharia de dados?",
        answer:
          "Os candidatos recebem um conjunto de dados bagunçado, com duplicados, registros que chegam atrasados e uma mudança de esquema, e constroem um pequeno pipeline com testes. Na revisão, explicam as escolhas de modelagem, como fariam um backfill e o que monitorariam. Cerca de 3% dos inscritos passam por todas as etapas.",
      },
      {
        question: "Vocês encontram alguém que conheça o nosso warehouse?",
        answer: `Sim. Seja Snowflake com dbt e Fivetran, BigQuery com Dataform ou um lakehouse no Databricks, montamos a lista curta em torno disso. Você recebe 3–5 engenheiros de dados compatíveis em até ${duration.shortlist}.`,
      },
      {
        question: "O que devemos dar a um engenheiro de dados durante o teste?",
        answer: `Use o teste pago de ${duration.trial} em algo real, mas delimitado: uma nova fonte para ingerir, uma DAG instável para estabilizar ou um modelo dbt lento para tornar incremental. Isso mostra como a pessoa lida com os seus dados e com os seus revisores. 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Seus engenheiros de dados têm horário em comum com o comercial dos EUA?",
        answer:
          "Sim. Muitos estão uma a duas horas à frente do horário da Costa Leste dos EUA, então falhas de pipeline durante a madrugada costumam ser investigadas antes de os seus analistas entrarem, e o resto do dia coincide com o seu time para revisões e planejamento.",
      },
      {
        question: "Quanto se economiza contratando um engenheiro de dados pela LatamMatch?",
        answer:
          "{{employerSavings}} Com cerca de 95% das contratações ainda ativas depois de seis meses, quem conhece a linhagem e as particularidades dos seus dados tende a ficar.",
      },
    ],
    seoTitle: "Contrate engenheiros de dados da América Latina | LatamMatch",
    seoDescription: `Engenheiros de dados latino-americanos com Airflow, dbt, Snowflake e Spark. Avaliados em pipelines reais, lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["data-engineering"].opportunityExamples, [
      "Engenheiro de dados sênior, plataforma de analytics",
      "Engenheiro de dados, eventos em streaming",
      "Analytics Engineer, migração de warehouse",
    ]),
  },
  "qa-testing": {
    description:
      "Engenheiros de QA e testes protegem a qualidade dos seus releases: desenham a estratégia de testes, automatizam as suítes de regressão e encontram defeitos antes dos clientes. Os candidatos de QA da LatamMatch unem o faro para testes exploratórios a uma automação de verdade com Playwright, Cypress ou Selenium, e escrevem relatórios de bug que os desenvolvedores conseguem resolver de primeira.",
    technologies: english["qa-testing"].technologies,
    responsibilities: [
      "Escrever planos de teste e estratégias de teste baseadas em risco para novas funcionalidades e releases",
      "Construir e manter suítes automatizadas de UI, API e regressão com Playwright, Cypress ou Selenium",
      "Conduzir sessões de teste exploratório e documentar defeitos com passos claros, evidências e severidade",
      "Integrar os testes automatizados ao CI para que cada pull request receba feedback rápido",
      "Executar testes de performance e carga com k6 ou JMeter antes de grandes lançamentos",
      "Acompanhar defeitos que escaparam e testes instáveis, e trabalhar com os desenvolvedores para reduzir os dois",
    ],
    requirements: [
      "3+ anos em QA, incluindo pelo menos 2 anos escrevendo automação de testes",
      "Capacidade de programar em TypeScript/JavaScript, Java ou Python",
      "Experiência testando APIs REST com Postman ou frameworks baseados em código",
      "Familiaridade com cerimônias ágeis, Jira e ferramentas de gestão de testes como TestRail ou Xray",
      "Experiência testando em diferentes navegadores e dispositivos, incluindo device farms na nuvem",
      "Inglês B2 ou superior para relatórios de bug precisos e aprovações de release",
    ],
    faqs: [
      {
        question: "Seus engenheiros de QA fazem testes manuais ou automação?",
        answer:
          "As duas coisas, na mesma pessoa. Todo candidato de QA que colocamos sabe conduzir testes exploratórios estruturados e também escrever automação sustentável em código. Se você precisa de um arquiteto de automação puro ou de alguém focado em testes em dispositivos móveis, diga no briefing e montamos a lista curta para isso.",
      },
      {
        question: "Como a sua avaliação testa a capacidade de QA?",
        answer:
          "Damos aos candidatos uma pequena aplicação cheia de bugs plantados. Eles precisam encontrar e relatar o máximo que conseguirem, depois automatizar os cenários de regressão mais importantes e explicar o que decidiram não automatizar. Só cerca de 3% dos inscritos são aprovados.",
      },
      {
        question: "Em quanto tempo um engenheiro de QA entra no nosso ciclo de release?",
        answer: `Você recebe 3–5 perfis de QA adequados às suas ferramentas e ao tipo de produto em até ${duration.shortlist}. Depois da escolha, começa um teste pago de ${duration.trial}, que geralmente cobre pelo menos um release, para você ver o plano de testes, os relatórios de bug e a automação em ação.`,
      },
      {
        question: "O engenheiro de QA vai estar disponível quando nossos desenvolvedores estiverem?",
        answer:
          "Sim. Nossos testers trabalham entre UTC-3 e UTC-5, no horário da Costa Leste dos EUA ou perto dele, então um build mergeado na sua manhã pode ser testado no mesmo dia e os bugs são relatados enquanto o desenvolvedor ainda tem o contexto.",
      },
      {
        question: "Que resultados as empresas veem com contratações de QA da LatamMatch?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate engenheiros de QA e automação de testes da LATAM | LatamMatch",
    seoDescription: `Engenheiros de QA latino-americanos com Playwright, Cypress e Selenium. Testes manuais e automatizados, lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["qa-testing"].opportunityExamples, [
      "Engenheiro de automação de QA, plataforma web",
      "SDET sênior, API e performance",
      "Engenheiro de QA mobile",
    ]),
  },
} satisfies StackDetails<DeveloperStackSlug>;
