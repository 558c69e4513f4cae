/** Brazilian Portuguese long-form content of the AI specialist stack pages (tools and rates come from the English module). */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { aiSpecialistStackDetails as english } from "~/content/stack-details/ai-specialists";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { localizedOpportunities } from "./opportunities";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("pt-br");

type AiSpecialistStackSlug = Extract<
  (typeof categories)[number],
  { slug: "ai-specialists" }
>["stacks"][number]["slug"];

export const aiSpecialistStackDetails = {
  "machine-learning": {
    description:
      "Engenheiros de machine learning transformam dados e modelos em funcionalidades de produto, como recomendações, ranqueamento, previsão de demanda e detecção de fraudes, junto com os serviços que as colocam no ar. Os engenheiros de ML da LatamMatch já levaram modelos para produção, e não só para notebooks, e são avaliados tanto na modelagem quanto na engenharia em volta dela: features, avaliação, deploy e monitoramento.",
    technologies: english["machine-learning"].technologies,
    responsibilities: [
      "Traduzir problemas de negócio em tarefas de ML com métricas claras e baselines simples",
      "Construir pipelines de features e datasets de treino com cuidado com vazamento de dados e vieses",
      "Treinar, ajustar e avaliar modelos offline e depois validá-los com testes A/B online",
      "Empacotar e servir modelos como APIs ou jobs batch dentro dos orçamentos de latência e custo",
      "Monitorar modelos em produção quanto a drift e queda de performance, e retreiná-los quando necessário",
      "Entregar funcionalidades de ML de ponta a ponta junto com os times de produto, dados e backend",
    ],
    requirements: [
      "4+ anos em engenharia de ML ou ciência de dados aplicada, com modelos rodando em produção",
      "Python sólido e bons hábitos de engenharia de software: testes, code review e controle de versão",
      "Experiência profunda com PyTorch ou TensorFlow e com bibliotecas de ML clássico",
      "Boa base em estatística, métricas de avaliação e desenho de experimentos",
      "Experiência com deploy de modelos em uma plataforma de ML na nuvem ou em Kubernetes",
      "Inglês B2+ para revisões de arquitetura e documentação escrita dos modelos",
    ],
    faqs: [
      {
        question: "Como vocês testam engenheiros de machine learning?",
        answer:
          "Os candidatos recebem um dataset realista, com armadilhas de vazamento de dados e classes desbalanceadas, constroem um modelo e defendem sua estratégia de validação em uma revisão ao vivo. A segunda entrevista é uma sessão de design de sistemas de ML: como o modelo é servido, monitorado e retreinado. Cerca de 3% dos candidatos passam nas duas.",
      },
      {
        question: "São engenheiros ou pesquisadores?",
        answer:
          "Engenheiros, antes de tudo. Todos nesta página já levaram pelo menos um modelo de um notebook para um serviço ou pipeline em produção e o mantiveram funcionando. Se você precisa de uma experiência mais forte em pesquisa, como publicações ou arquiteturas novas, avise e ajustamos a busca.",
      },
      {
        question: "Em quanto tempo podemos ver candidatos de engenharia de ML?",
        answer: `Uma lista curta de 3–5 engenheiros de machine learning chega até você em até ${duration.shortlist}, filtrada pelo seu domínio (por exemplo recomendações, previsão de demanda ou fraude) e pela sua plataforma, seja SageMaker, Vertex AI ou a sua própria configuração em Kubernetes.`,
      },
      {
        question: "O que um engenheiro de ML consegue entregar no período de teste?",
        answer: `O teste pago de ${duration.trial} é ideal para um modelo baseline com os seus dados, um ambiente de avaliação ou o reforço do caminho de serving de um modelo existente. Você vê a qualidade do código e o julgamento em problemas reais. Entre 90% e 96% dos testes continuam no longo prazo.`,
      },
      {
        question: "Quanto custa um engenheiro de ML da América Latina?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações de ML continuam ativas depois de seis meses.",
      },
    ],
    seoTitle: "Contrate engenheiros de machine learning da LATAM | LatamMatch",
    seoDescription: `Engenheiros de ML latino-americanos que levam modelos para produção com PyTorch, MLflow e plataformas de ML na nuvem. Lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(english["machine-learning"].opportunityExamples, [
      "Engenheiro de machine learning sênior, recomendações",
      "Engenheiro de ML, detecção de fraudes",
      "Engenheiro de machine learning, previsão de demanda",
    ]),
  },
  nlp: {
    description:
      "Engenheiros de NLP constroem as funcionalidades de linguagem do seu produto: busca e recuperação de informação, classificação, extração de informações, sumarização e assistentes baseados em grandes modelos de linguagem. Os engenheiros de NLP da LatamMatch dominam tanto o NLP clássico quanto as ferramentas modernas de LLM e são avaliados em avaliação de modelos, qualidade da recuperação e custo de serving, que é onde a maioria das funcionalidades de linguagem dá certo ou fracassa em produção.",
    technologies: english.nlp.technologies,
    responsibilities: [
      "Construir pipelines de retrieval-augmented generation: chunking, embeddings, busca híbrida e re-ranking",
      "Fazer fine-tuning ou adaptar modelos transformer para classificação, extração e geração",
      "Desenhar conjuntos de avaliação e métricas automáticas para que toda mudança de modelo seja medida",
      "Reduzir latência e custo com cache, batching, quantização e escolha de modelos",
      "Adicionar guardrails contra alucinações, prompt injection e vazamento de dados sensíveis",
      "Entregar funcionalidades de NLP como serviços confiáveis, com monitoramento e ciclos de feedback dos usuários",
    ],
    requirements: [
      "4+ anos em NLP ou engenharia de ML, incluindo trabalho em produção com transformers ou LLMs",
      "Python e PyTorch sólidos, com uso prático do ecossistema Hugging Face",
      "Experiência em recuperação de informação com bancos vetoriais e motores de busca como Elasticsearch ou OpenSearch",
      "Experiência construindo datasets e métricas de avaliação para tarefas de linguagem",
      "Conhecimento prático de tokenização, embeddings e métodos de fine-tuning como LoRA",
      "Inglês C1; espanhol ou português é um diferencial para produtos multilíngues",
    ],
    faqs: [
      {
        question: "Como vocês avaliam engenheiros de NLP?",
        answer:
          "O exercício central é um sistema de retrieval-augmented generation que responde mal de propósito. Os candidatos precisam descobrir por quê, seja o chunking, os embeddings, o ranqueamento ou o prompt, e provar a correção com um conjunto de avaliação, e não com meia dúzia de exemplos escolhidos a dedo. Só cerca de 3% dos candidatos passam pelo nosso processo completo.",
      },
      {
        question: "Eles conseguem construir funcionalidades multilíngues?",
        answer:
          "Essa é uma vantagem real de contratar na América Latina. A maioria dos nossos engenheiros de NLP trabalha nativamente em espanhol ou português, além do inglês, o que ajuda quando você precisa avaliar tokenização, recuperação e qualidade das respostas para clientes que não escrevem em inglês.",
      },
      {
        question: "Seus engenheiros de NLP dependem de um único provedor de modelos?",
        answer: `Não. Eles trabalham com APIs hospedadas e com modelos open-weight servidos com ferramentas como o vLLM, e escolhem com base em qualidade, latência, custo e restrições de dados. Conte a sua configuração atual e os 3–5 engenheiros de NLP da lista curta que enviamos em até ${duration.shortlist} já terão trabalhado com ela.`,
      },
      {
        question: "Como devemos estruturar o período de teste de NLP?",
        answer: `Escolha uma funcionalidade com uma meta mensurável, por exemplo a precisão das respostas sobre a sua documentação de suporte, e use o teste pago de ${duration.trial} para construir um conjunto de avaliação e uma primeira melhoria medida contra ele. Isso mostra método e qualidade de engenharia rapidamente. 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Quanto as empresas economizam com talentos de NLP?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações ficam além dos seis meses, então os conjuntos de avaliação e os pipelines que eles constroem continuam tendo um dono.",
      },
    ],
    seoTitle: "Contrate engenheiros de NLP da América Latina | LatamMatch",
    seoDescription: `Engenheiros de NLP latino-americanos para RAG, busca, extração e funcionalidades com LLMs. Avaliados em avaliação e recuperação. Lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(english.nlp.opportunityExamples, [
      "Engenheiro de NLP sênior, recuperação e busca",
      "Engenheiro de NLP, extração de documentos",
      "Engenheiro de aplicações com LLM, automação de suporte",
    ]),
  },
  "computer-vision": {
    description:
      "Engenheiros de visão computacional constroem sistemas que entendem imagens e vídeos: detecção, segmentação, OCR, rastreamento e inspeção visual. Os engenheiros de visão computacional da LatamMatch já treinaram e colocaram em produção modelos de visão com dados do mundo real, e cuidam também das partes menos glamorosas, da estratégia de rotulagem e dos limites dos dispositivos de borda aos casos de falha com iluminação ruim.",
    technologies: english["computer-vision"].technologies,
    responsibilities: [
      "Construir modelos de detecção, segmentação, classificação, OCR e rastreamento para imagens e vídeos",
      "Escrever diretrizes de rotulagem e trabalhar com os times de anotação na qualidade dos datasets",
      "Treinar e avaliar modelos com métricas como mAP e IoU, e estudar os casos de falha",
      "Otimizar modelos para GPUs ou dispositivos de borda com TensorRT, ONNX Runtime ou OpenVINO",
      "Construir pipelines de processamento de vídeo e imagem que lidam com as condições reais das câmeras",
      "Monitorar os modelos em produção e montar ciclos de dados para retreinar com exemplos difíceis",
    ],
    requirements: [
      "4+ anos em visão computacional ou deep learning, com modelos em produção",
      "Python, PyTorch e OpenCV sólidos",
      "Experiência com arquiteturas modernas de detecção e segmentação",
      "Conhecimento de otimização e deploy de modelos: quantização, TensorRT e hardware de borda",
      "Boa base em processamento de imagens, geometria e álgebra linear",
      "Inglês B2+ para discussões técnicas e relatórios escritos",
    ],
    faqs: [
      {
        question: "Como vocês avaliam engenheiros de visão computacional?",
        answer:
          "Os candidatos trabalham com um dataset de imagens que inclui ruído nos rótulos e classes sub-representadas, treinam um detector e explicam onde ele falha e por quê. A segunda entrevista trata de deploy: como atingiriam uma meta de frames por segundo em um dispositivo de borda. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Eles conseguem colocar modelos em dispositivos de borda?",
        answer:
          "Muitos dos nossos engenheiros de visão computacional já publicaram modelos em NVIDIA Jetson, celulares ou câmeras industriais, usando TensorRT, ONNX Runtime ou OpenVINO com quantização. Se o deploy na borda é central para a vaga, avise e montamos a lista curta só com quem tem essa experiência.",
      },
      {
        question: "Em quanto tempo podemos começar as entrevistas?",
        answer: `Entregamos 3–5 perfis de visão computacional em até ${duration.shortlist}, compatíveis com o seu caso de uso, por exemplo análise de gôndolas no varejo, OCR de documentos, imagens médicas ou inspeção na indústria.`,
      },
      {
        question: "Qual é uma boa tarefa de teste para um engenheiro de visão computacional?",
        answer: `No teste pago de ${duration.trial}, os times costumam pedir uma análise de erros do modelo atual e uma primeira rodada de melhorias, ou uma prova de conceito com o feed de uma nova câmera. Isso revela tanto o julgamento de pesquisa quanto a disciplina de engenharia. 90–96% dos testes levam a contratações de longo prazo.`,
      },
      {
        question: "Quanto as empresas economizam com contratações de visão computacional?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate engenheiros de visão computacional da LATAM | LatamMatch",
    seoDescription: `Engenheiros de visão computacional latino-americanos para detecção, segmentação, OCR e deploy na borda. Lista curta em ${duration.shortlist} e teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english["computer-vision"].opportunityExamples, [
      "Engenheiro de visão computacional, analytics de varejo",
      "Engenheiro de visão computacional sênior, inferência na borda",
      "Engenheiro de visão computacional, OCR de documentos",
    ]),
  },
  automation: {
    description:
      "Engenheiros de automação com IA conectam modelos de linguagem às ferramentas que o seu time já usa, automatizando trabalhos como triagem de tickets, processamento de documentos, enriquecimento de leads e relatórios internos. Os engenheiros de automação da LatamMatch constroem com plataformas de workflow e com código próprio, e projetam pensando no que faz uma automação durar: tratamento de erros, etapas de revisão humana e logs claros.",
    technologies: english.automation.technologies,
    responsibilities: [
      "Mapear processos manuais com os times de operações e decidir o que pode ser automatizado com segurança",
      "Construir workflows em n8n, Zapier, Make ou código próprio que conectam CRMs, help desks e ferramentas internas",
      "Integrar modelos de linguagem em etapas de classificação, extração, redação e resumo",
      "Adicionar revisão humana, alternativas de contingência e alertas para resultados de baixa confiança",
      "Documentar cada automação e monitorar o histórico de execuções, os erros e os custos de uso",
      "Medir o tempo economizado e iterar com os times que dependem das automações",
    ],
    requirements: [
      "3+ anos construindo integrações ou automações, incluindo 1+ ano com APIs de LLM",
      "Python ou TypeScript com fluência, além de APIs REST, webhooks e OAuth",
      "Prática com pelo menos uma plataforma de workflow: n8n, Zapier, Make ou Power Automate",
      "Entendimento de design de prompts, saídas estruturadas e avaliação de etapas conduzidas por modelos",
      "Atenção à privacidade de dados e ao controle de acesso ao lidar com dados da empresa",
      "Inglês B2+ para trabalhar diretamente com interlocutores não técnicos",
    ],
    faqs: [
      {
        question: "Seus engenheiros de automação usam ferramentas no-code ou escrevem código?",
        answer:
          "As duas coisas, e sabem quando mudar de uma para a outra. Passagens simples costumam ficar no Zapier ou no Make, onde o seu time de operações consegue enxergá-las; tudo o que envolve lógica com ramificações, grandes volumes ou dados sensíveis normalmente vai para o n8n ou para serviços próprios em Python e TypeScript, com testes e controle de versão.",
      },
      {
        question: "Como vocês avaliam engenheiros de automação com IA?",
        answer:
          "Os candidatos automatizam um processo de back-office realista, como classificar e-mails recebidos e criar registros no CRM, incluindo uma fila de revisão para os casos incertos. Avaliamos o tratamento de erros, a atenção aos custos e como documentam o fluxo para quem não é engenheiro. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Em quanto tempo um engenheiro de automação pode começar?",
        answer: `Você recebe 3–5 perfis compatíveis em até ${duration.shortlist}. Com um processo claro em mente, a maioria dos times usa o teste pago de ${duration.trial} para automatizar um workflow de ponta a ponta, o que deixa o valor fácil de medir. 90–96% dos testes viram parcerias de longo prazo.`,
      },
      {
        question: "Como eles mantêm as automações seguras com os dados da empresa?",
        answer:
          "Aplicam o princípio do menor privilégio, mantêm os secrets fora das definições dos workflows, registram o que cada execução fez e encaminham os casos sensíveis ou de baixa confiança para uma pessoa. Com o nosso serviço Comprehensive Staff Augmentation, NDAs e proteção de propriedade intelectual ficam escritos no contrato.",
      },
      {
        question: "Quanto custa um engenheiro de automação com IA?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações continuam ativas depois de seis meses.",
      },
    ],
    seoTitle: "Contrate engenheiros de automação com IA da LATAM | LatamMatch",
    seoDescription: `Engenheiros de automação com IA latino-americanos que conectam LLMs às suas ferramentas com n8n, Zapier e Python. Lista curta em ${duration.shortlist}, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(english.automation.opportunityExamples, [
      "Engenheiro de automação com IA, revenue operations",
      "Especialista em automação de workflows, time de suporte",
      "Engenheiro de automação sênior, processamento de documentos",
    ]),
  },
  "data-science": {
    description:
      "Cientistas de dados respondem às perguntas que movem o seu roadmap e a sua receita: por que os clientes cancelam, qual preço funciona, qual experimento venceu e como será o próximo trimestre. Os cientistas de dados da LatamMatch unem estatística rigorosa a julgamento de negócio e explicam os resultados em inglês claro para pessoas que nunca vão abrir o notebook.",
    technologies: english["data-science"].technologies,
    responsibilities: [
      "Desenhar e analisar testes A/B, incluindo cálculos de poder estatístico e métricas de proteção",
      "Construir modelos preditivos de churn, lifetime value, demanda ou lead scoring",
      "Explorar dados de produto e de clientes para encontrar oportunidades e explicar mudanças inesperadas nas métricas",
      "Produzir previsões com as quais finanças e operações possam planejar",
      "Comunicar as conclusões com textos concisos, dashboards e apresentações",
      "Trabalhar com os engenheiros de dados nos datasets e nas definições de métricas de que as análises dependem",
    ],
    requirements: [
      "3+ anos como cientista de dados ou analista quantitativo em contexto de negócios",
      "Estatística sólida: testes de hipótese, regressão e noções de inferência causal",
      "SQL avançado e Python ou R",
      "Experiência apresentando análises para líderes de produto e de negócio",
      "Familiaridade com um data warehouse na nuvem e ferramentas de BI",
      "Inglês C1 para escrever e apresentar recomendações",
    ],
    faqs: [
      {
        question: "Como vocês avaliam cientistas de dados?",
        answer:
          "Os candidatos recebem uma pergunta de negócio e um dataset bagunçado, por exemplo se uma mudança de preço reduziu o churn, e precisam escolher o método certo, checar as suas premissas e apresentar uma recomendação para um entrevistador não técnico. Os fundamentos de estatística são testados ao vivo. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Precisamos de um cientista de dados ou de um engenheiro de machine learning?",
        answer:
          "Se o resultado é uma decisão, como qual experimento venceu, o que prever ou de onde vem o churn, você quer um cientista de dados. Se o resultado é um modelo rodando dentro do seu produto, você quer um engenheiro de ML. Muitas vagas misturam as duas coisas; descreva o trabalho e recomendamos o perfil.",
      },
      {
        question: "Em quanto tempo podemos conhecer candidatos de ciência de dados?",
        answer: `Em até ${duration.shortlist} enviamos 3–5 cientistas de dados com domínio compatível com o seu, como analytics de assinaturas, marketplaces, risco em fintech ou saúde, e que conhecem o seu warehouse e as suas ferramentas de BI.`,
      },
      {
        question: "Qual é um bom projeto de teste para um cientista de dados?",
        answer: `Uma pergunta focada com dados reais cabe no teste pago de ${duration.trial}: uma análise dos fatores de churn, a leitura de um experimento ou uma primeira previsão. Você vê rigor, velocidade e comunicação em um único trabalho. 90–96% dos testes continuam como funções de longo prazo.`,
      },
      {
        question: "Quanto as empresas economizam com contratações de ciência de dados?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos cientistas de dados continuam na empresa depois de seis meses, o que importa em uma função que fica melhor quanto mais conhece o seu negócio.",
      },
    ],
    seoTitle: "Contrate cientistas de dados da América Latina | LatamMatch",
    seoDescription: `Cientistas de dados latino-americanos para experimentação, previsões e modelagem preditiva. Comunicação clara, lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(english["data-science"].opportunityExamples, [
      "Cientista de dados sênior, experimentação",
      "Cientista de dados, churn e lifetime value",
      "Cientista de dados de previsão, cadeia de suprimentos",
    ]),
  },
  mlops: {
    description:
      "Engenheiros de MLOps constroem a plataforma que permite a cientistas de dados e engenheiros de ML treinar, publicar e monitorar modelos de forma confiável e repetível. Os candidatos de MLOps da LatamMatch unem profundidade em DevOps, com Kubernetes, infraestrutura como código e CI/CD, a conhecimento prático de registros de modelos, feature stores, agendamento de GPUs e serving de modelos.",
    technologies: english.mlops.technologies,
    responsibilities: [
      "Construir pipelines de treino e deploy com testes automatizados e etapas de validação dos modelos",
      "Operar o rastreamento de experimentos, os registros de modelos e as feature stores",
      "Publicar e escalar o serving de modelos, incluindo inferência em GPU, autoscaling e releases canário",
      "Monitorar latência, erros, drift de dados e qualidade das previsões dos modelos",
      "Controlar o gasto com GPU e computação com agendamento, capacidade spot e rightsizing",
      "Tornar o treino reproduzível com dados, código, ambientes e modelos versionados",
    ],
    requirements: [
      "4+ anos em DevOps, plataforma ou engenharia de ML, com 2+ anos dando suporte a cargas de ML",
      "Domínio de Kubernetes, Docker e Terraform em AWS, GCP ou Azure",
      "Prática com MLflow, Kubeflow, SageMaker, Vertex AI ou plataformas similares",
      "Experiência servindo modelos em produção com Triton, KServe, BentoML ou ferramentas comparáveis",
      "Python com fluência e desenho de pipelines de CI/CD",
      "Inglês B2+ para discussões de arquitetura e runbooks",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre um engenheiro de MLOps e um engenheiro DevOps?",
        answer:
          "As ferramentas se sobrepõem, mas MLOps acrescenta problemas que o DevOps raramente encontra: versionar dados e modelos, agendar GPUs caras, validar um modelo antes que ele substitua o atual e detectar drift quando o código nem mudou. Nossos candidatos de MLOps já operaram os dois tipos de sistema.",
      },
      {
        question: "Como vocês avaliam engenheiros de MLOps?",
        answer:
          "Os candidatos recebem um modelo entregue como notebook e o transformam em um pipeline de treino reproduzível e em um endpoint servido com monitoramento, e depois explicam como fariam o rollback de um modelo ruim. Só cerca de 3% dos candidatos concluem o processo completo.",
      },
      {
        question: "Em quanto tempo vocês encontram alguém para a nossa plataforma de ML?",
        answer: `Conte a sua nuvem, o seu orquestrador e a sua stack de serving, e em até ${duration.shortlist} você recebe 3–5 engenheiros de MLOps que já operaram algo parecido, sejam pipelines do SageMaker, Kubeflow no GKE ou Ray com Triton nos seus próprios clusters.`,
      },
      {
        question: "O que um engenheiro de MLOps consegue entregar no período de teste?",
        answer: `Um teste pago de ${duration.trial} é suficiente para automatizar o caminho de um modelo do treino ao staging, ou para adicionar monitoramento e alertas a um modelo que já atende tráfego. Isso mostra cedo o julgamento de plataforma. 90–96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Quanto se economiza com um engenheiro de MLOps da América Latina?",
        answer:
          "{{employerSavings}} Cerca de 95% das nossas contratações de MLOps continuam no cargo depois de seis meses.",
      },
    ],
    seoTitle: "Contrate engenheiros de MLOps da América Latina | LatamMatch",
    seoDescription: `Engenheiros de MLOps latino-americanos para pipelines, serving e monitoramento de modelos em Kubernetes e plataformas de ML na nuvem. Lista curta em ${duration.shortlist}.`,
    opportunityExamples: localizedOpportunities(english.mlops.opportunityExamples, [
      "Engenheiro de MLOps sênior, plataforma de ML",
      "Engenheiro de MLOps, inferência em GPU",
      "Engenheiro de MLOps, automação de pipelines",
    ]),
  },
} satisfies StackDetails<AiSpecialistStackSlug>;
