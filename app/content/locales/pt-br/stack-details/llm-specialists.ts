/** Brazilian Portuguese long-form content of the LLM specialist stack pages (tools and rates come from the English module). */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { llmSpecialistStackDetails as english } from "~/content/stack-details/llm-specialists";
import { localizedOpportunities } from "./opportunities";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("pt-br");

type LlmSpecialistStackSlug = Extract<
  (typeof categories)[number],
  { slug: "llm-specialists" }
>["stacks"][number]["slug"];

export const llmSpecialistStackDetails = {
  rlhf: {
    description:
      "Especialistas em RLHF produzem os dados de preferência humana que ensinam modelos de linguagem a serem úteis, honestos e seguros: ranqueando respostas, escrevendo críticas e reescrevendo respostas segundo uma rubrica detalhada. Os especialistas em RLHF da LatamMatch têm formação superior, escrevem em inglês preciso e são selecionados pela consistência de que os reward models dependem, calibrando-se com golden sets antes de tocar em tarefas de produção.",
    technologies: english.rlhf.technologies,
    responsibilities: [
      "Comparar e ranquear respostas de modelos quanto a utilidade, precisão, segurança e cumprimento de instruções",
      "Escrever justificativas e críticas claras que expliquem cada julgamento de preferência",
      "Reescrever ou editar respostas até chegar a respostas ideais que atendam à rubrica do projeto",
      "Fazer red teaming de modelos com prompts adversariais e documentar comportamentos inseguros ou incorretos",
      "Sinalizar diretrizes ambíguas e ajudar os líderes do projeto a refinar a rubrica",
      "Cumprir metas de qualidade medidas pela precisão no golden set e pela concordância entre anotadores",
    ],
    requirements: [
      "Graduação ou experiência equivalente; especialização em programação, matemática, direito ou medicina é valorizada em projetos específicos",
      "Inglês escrito C1 com ótima compreensão de leitura",
      "1+ ano em anotação, moderação de conteúdo, edição, docência ou pesquisa que exija julgamento cuidadoso",
      "Precisão de 85% ou mais no golden set das nossas tarefas de calibração",
      "Capacidade de seguir diretrizes longas e em evolução e de explicar decisões por escrito",
      "Uma agenda confiável e facilidade para trabalhar com metas de produtividade e qualidade",
    ],
    faqs: [
      {
        question: "Como vocês medem a qualidade do trabalho de RLHF?",
        answer:
          "Todo especialista se calibra em tarefas de referência com respostas conhecidas antes da produção e precisa atingir pelo menos 85% de precisão. Durante o projeto, 10–15% das tarefas são auditorias de golden set misturadas à fila normal, e acompanhamos a concordância entre avaliadores, buscando um kappa de Cohen de 0,80 ou mais.",
      },
      {
        question: "Podemos ter especialistas em RLHF com conhecimento de domínio?",
        answer:
          "Sim. Além de generalistas com escrita forte, temos especialistas com formação em engenharia de software, matemática, direito, medicina e finanças para tarefas de preferência em que uma resposta errada pode parecer convincente. Diga quais são os domínios e montamos a lista curta para eles.",
      },
      {
        question: "Em quanto tempo um time de RLHF pode começar?",
        answer: `Para vagas individuais, enviamos uma lista curta de 3–5 especialistas avaliados em até ${duration.shortlist}. Para times, novos anotadores se adaptam às suas diretrizes em até ${duration.rampUp}, e um padrão comum é um piloto com cerca de 10 pessoas que cresce para mais de 400 quando a qualidade está comprovada.`,
      },
      {
        question: "Podemos testar especialistas em RLHF antes de escalar?",
        answer: `Sim. As contratações individuais começam com um teste pago de ${duration.trial} nas suas tarefas reais, avaliado pela sua rubrica e pelo seu golden set, e 90–96% dos testes se convertem. Para times maiores, o piloto cumpre o mesmo papel antes de o número de pessoas crescer.`,
      },
      {
        question: "Quão seletiva é a avaliação, e quanto custa?",
        answer:
          "Cerca de 3% dos candidatos são aprovados, porque o julgamento e o inglês escrito são testados em tarefas reais de preferência, e não em um questionário genérico. {{employerSavings}}",
      },
    ],
    seoTitle: "Contrate especialistas em RLHF da América Latina | LatamMatch",
    seoDescription: `Especialistas em RLHF latino-americanos com formação superior para ranqueamento de preferências, críticas e red teaming. Calibrados em golden set, lista curta em ${duration.shortlist}.`,
    opportunityExamples: localizedOpportunities(
      english.rlhf.opportunityExamples,
      [
        "Especialista em RLHF, preferências de assistente geral",
        "Especialista em RLHF, respostas de código",
        "Especialista em red teaming, segurança de modelos",
      ],
      {
        0: "Ranqueamento por pares · Avaliação por rubrica · Label Studio",
        1: "Python · JavaScript · Ranqueamento de preferências · Críticas",
        2: "Prompts adversariais · Taxonomias de segurança · Argilla",
      },
    ),
  },
  sft: {
    description:
      "Especialistas em SFT escrevem os dados de demonstração usados no fine-tuning supervisionado: prompts e respostas ideais que mostram a um modelo exatamente como seguir instruções, raciocinar passo a passo e acertar um estilo. Os redatores de SFT da LatamMatch unem prosa forte em inglês a conhecimento em áreas como programação, matemática e escrita de negócios, e são avaliados em precisão, originalidade e aderência às diretrizes.",
    technologies: english.sft.technologies,
    responsibilities: [
      "Escrever prompts e respostas de referência de alta qualidade nos domínios e tipos de tarefa atribuídos",
      "Produzir conversas de vários turnos que demonstrem cumprimento de instruções, perguntas de esclarecimento e recusas apropriadas",
      "Escrever soluções passo a passo de tarefas de matemática, lógica e programação, com a correção verificada",
      "Revisar e editar as amostras de outros redatores quanto a precisão, tom e conformidade com as diretrizes",
      "Formatar os dados corretamente em JSONL, Markdown ou LaTeX, conforme o pipeline exige",
      "Acompanhar as mudanças nas diretrizes e reportar casos-limite recorrentes aos líderes do projeto",
    ],
    requirements: [
      "Graduação; pós-graduação ou experiência profissional é valorizada em projetos de domínio",
      "Inglês escrito C1–C2, com gramática e estrutura excelentes",
      "Especialização comprovada em pelo menos um domínio, como software, matemática, ciências, finanças, direito ou medicina",
      "Para as trilhas de programação: 2+ anos programando em Python, JavaScript ou outra linguagem popular",
      "O hábito de pesquisar e verificar fatos em vez de chutar",
      "Produtividade constante cumprindo os patamares de qualidade",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre trabalho de SFT e de RLHF?",
        answer:
          "Especialistas em SFT escrevem a resposta ideal do zero, para que o modelo aprenda pelo exemplo. Especialistas em RLHF comparam respostas que o modelo já produziu e explicam qual é melhor. SFT exige escrita original mais forte e conhecimento do assunto; muitos projetos usam os dois, e montamos cada um com o perfil certo.",
      },
      {
        question: "Como vocês avaliam redatores de SFT?",
        answer:
          "Os candidatos respondem a um conjunto de prompts do seu domínio com limite de tempo, e revisores avaliam às cegas a correção, a completude, o tom e a aderência às diretrizes. As trilhas de programação e matemática incluem soluções verificadas. Só cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Quais domínios seus especialistas em SFT cobrem?",
        answer: `Engenharia de software em várias linguagens, matemática, física, química, finanças, direito, medicina e escrita de negócios em geral, além de espanhol e português para datasets multilíngues. Envie os domínios e os volumes e devolvemos uma lista curta de 3–5 especialistas em até ${duration.shortlist}.`,
      },
      {
        question: "Como verificamos a qualidade do SFT antes de fechar?",
        answer: `Cada especialista começa com um teste pago de ${duration.trial} nos seus prompts, revisado segundo as suas diretrizes, e 90–96% dos testes se convertem. Em projetos de times, 10–15% das tarefas são revisadas de novo como auditorias de qualidade durante todo o projeto, então a qualidade é medida continuamente, e não só no início.`,
      },
      {
        question: "Quanto custa um especialista em SFT em comparação com redatores dos EUA?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos especialistas em SFT continuam no projeto depois de seis meses, o que mantém o estilo consistente em grandes datasets.",
      },
    ],
    seoTitle: "Contrate especialistas e redatores de SFT da LATAM | LatamMatch",
    seoDescription: `Especialistas em SFT latino-americanos que escrevem prompts e respostas especializadas para fine-tuning em programação, matemática e mais. Lista curta em ${duration.shortlist}.`,
    opportunityExamples: localizedOpportunities(
      english.sft.opportunityExamples,
      [
        "Especialista em fine-tuning supervisionado",
        "Especialista em SFT, tarefas de programação em Python",
        "Redator de SFT, matemática e raciocínio",
      ],
      {
        0: "Redação de prompts e respostas · JSONL · Guias de estilo",
        2: "LaTeX · Soluções passo a passo · Argilla",
      },
    ),
  },
  "prompt-engineering": {
    description:
      "Engenheiros de prompt desenham, testam e mantêm os prompts, as instruções de sistema e os conjuntos de avaliação por trás das funcionalidades com LLM, para que as respostas continuem precisas, alinhadas à marca e consistentes conforme os modelos mudam. Os engenheiros de prompt da LatamMatch trabalham de forma sistemática: versionam os prompts, criam casos de teste para situações-limite e medem cada melhoria em vez de ajustar no feeling.",
    technologies: english["prompt-engineering"].technologies,
    responsibilities: [
      "Escrever e iterar prompts de sistema, exemplos few-shot e esquemas de saída para funcionalidades de produto",
      "Construir conjuntos de avaliação que cubram casos típicos, casos-limite e entradas adversariais",
      "Conduzir experimentos de prompt e comparar versões com avaliação automática e humana",
      "Versionar os prompts junto com o código e registrar o motivo de cada mudança",
      "Testar prompt injection, jailbreaks e respostas inseguras, e adicionar mitigações",
      "Acompanhar qualidade, latência e custo de tokens entre modelos e recomendar trade-offs",
    ],
    requirements: [
      "2+ anos trabalhando com LLMs em produtos, pesquisa ou operações de conteúdo",
      "Inglês escrito excelente (C1 ou superior) e pensamento preciso e estruturado",
      "Python básico a intermediário para rodar experimentos e processar as saídas",
      "Experiência com saídas estruturadas (JSON Schema) e chamadas de funções ou ferramentas",
      "Familiaridade com ferramentas de avaliação como promptfoo, LangSmith ou Langfuse",
      "Experiência em um domínio como software, suporte, jurídico ou marketing é um diferencial",
    ],
    faqs: [
      {
        question: "Como diferenciar um engenheiro de prompt de verdade de alguém que só escreve prompts?",
        answer:
          "Damos aos candidatos uma funcionalidade com um prompt que falha e pedimos que primeiro construam um pequeno conjunto de avaliação, depois melhorem o prompt e mostrem as notas de antes e depois. Quem só mexe nas palavras até um exemplo parecer certo não passa; cerca de 3% dos candidatos passam.",
      },
      {
        question: "Seus engenheiros de prompt estão presos a um único modelo?",
        answer:
          "Não. Eles trabalham com modelos hospedados de vários provedores, por APIs diretas ou por plataformas de nuvem como Azure OpenAI, Amazon Bedrock e Vertex AI, e rodam as avaliações de novo sempre que a versão de um modelo muda, para que as regressões sejam detectadas antes de chegarem aos usuários.",
      },
      {
        question: "Em quanto tempo podemos incluir um engenheiro de prompt?",
        answer: `Em até ${duration.shortlist} enviamos 3–5 engenheiros de prompt compatíveis com o seu caso de uso, como automação de suporte, geração de conteúdo, extração ou agentes com chamadas de ferramentas, e com o nível de Python que o seu time espera.`,
      },
      {
        question: "O que um engenheiro de prompt deve entregar no período de teste?",
        answer: `Uma boa meta para o teste pago de ${duration.trial} é um conjunto de avaliação para uma funcionalidade e uma melhoria medida nele, com os prompts versionados no seu repositório. Isso torna a qualidade visível desde o primeiro dia. Entre 90% e 96% dos testes viram contratações de longo prazo.`,
      },
      {
        question: "Quanto custa um engenheiro de prompt pela LatamMatch?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrate engenheiros de prompt da América Latina | LatamMatch",
    seoDescription: `Engenheiros de prompt latino-americanos que constroem conjuntos de avaliação e melhorias mensuráveis para funcionalidades com LLM. Lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(english["prompt-engineering"].opportunityExamples, [
      "Engenheiro de prompt",
      "Engenheiro de prompt sênior, automação de suporte",
      "Engenheiro de prompts e avaliação, plataforma de conteúdo",
    ]),
  },
  "data-annotation": {
    description:
      "Especialistas em anotação de dados rotulam os textos, imagens, áudios e vídeos com que os modelos de machine learning aprendem, seguindo diretrizes detalhadas com qualidade e volume consistentes. Os anotadores da LatamMatch são treinados na sua taxonomia antes do início da produção, auditados continuamente com golden sets e estão disponíveis como especialistas individuais ou como times gerenciados que crescem junto com o seu pipeline.",
    technologies: english["data-annotation"].technologies,
    responsibilities: [
      "Rotular dados de texto, imagem, áudio ou vídeo segundo as diretrizes e taxonomias do projeto",
      "Desenhar bounding boxes, polígonos, keypoints e máscaras de segmentação em projetos de visão",
      "Marcar entidades, intenções, sentimento e relações em textos, e transcrever áudios com precisão",
      "Cumprir as metas diárias de produção mantendo a precisão acima do patamar do golden set",
      "Sinalizar casos pouco claros e lacunas das diretrizes para o líder do projeto",
      "Revisar o trabalho dos colegas nas etapas de QA e ajudar a manter a concordância entre anotadores",
    ],
    requirements: [
      "Ensino médio completo; curso superior ou formação em um domínio, como saúde ou direito, é preferível para projetos especializados",
      "Inglês B2 ou superior, e C1 para tarefas de texto e linguagem",
      "Grande atenção aos detalhes e disciplina para seguir diretrizes escritas longas",
      "Experiência prévia em anotação, transcrição ou digitação de dados é um diferencial; o treinamento nas ferramentas é oferecido",
      "Precisão de 85% ou mais no golden set durante o onboarding",
      "Conexão de internet confiável e disponibilidade para os turnos combinados",
    ],
    faqs: [
      {
        question: "Até que tamanho um time de anotação pode chegar, e em quanto tempo?",
        answer: `A maioria dos clientes começa com um piloto de cerca de 10 anotadores e cresce para mais de 400 quando a qualidade e a produção estão comprovadas. Novos anotadores ficam produtivos nas suas diretrizes em até ${duration.rampUp}, e para vagas individuais ou de liderança enviamos uma lista curta de 3–5 candidatos em até ${duration.shortlist}.`,
      },
      {
        question: "Como vocês mantêm a qualidade dos rótulos alta?",
        answer:
          "Os anotadores precisam atingir pelo menos 85% de precisão no golden set antes da produção. Depois disso, 10–15% das tarefas são auditorias de golden set inseridas na fila, e acompanhamos a concordância entre anotadores com uma meta de kappa de Cohen de 0,80 ou mais, retreinando ou remanejando quem se desviar.",
      },
      {
        question: "Com quais tipos de dados e ferramentas seus anotadores trabalham?",
        answer:
          "Imagens e vídeos (boxes, polígonos, keypoints, segmentação, rastreamento), textos (entidades, classificação, sentimento), transcrição de áudio e avaliação de respostas de LLMs. Eles trabalham na sua plataforma, seja CVAT, Label Studio, Labelbox ou uma ferramenta interna, ou recomendamos uma.",
      },
      {
        question: "Podemos testar os anotadores antes de fechar?",
        answer: `Sim. As contratações individuais começam com um teste pago de ${duration.trial} nas suas tarefas reais, avaliado pelo seu golden set, e 90–96% dos testes se convertem. Para times, a fase piloto cumpre o mesmo papel antes de você escalar.`,
      },
      {
        question: "Como nossos dados são protegidos, e quanto custa?",
        answer:
          "No Comprehensive Staff Augmentation, todo anotador assina um NDA e a cessão de propriedade intelectual, e o acesso segue as suas regras de segurança. {{employerSavings}}",
      },
    ],
    seoTitle: "Contrate especialistas em anotação de dados da LATAM | LatamMatch",
    seoDescription: `Anotadores de dados latino-americanos para rotulagem de imagens, vídeos, textos e áudios. Auditados com golden set, times de 10 a 400+, teste pago de ${duration.trial}.`,
    opportunityExamples: localizedOpportunities(
      english["data-annotation"].opportunityExamples,
      [
        "Especialista em anotação de dados, sistemas autônomos",
        "Especialista em anotação de textos, NER e classificação",
        "Líder de QA de anotação, imagens médicas",
      ],
      {
        0: "CVAT · Bounding boxes · Segmentação por polígonos",
        1: "Label Studio · Reconhecimento de entidades nomeadas · Sentimento",
        2: "Encord · Máscaras de segmentação · Auditorias de golden set",
      },
    ),
  },
  "model-evaluation": {
    description:
      "Especialistas em avaliação de modelos medem como os modelos de linguagem realmente se saem: desenham conjuntos de teste e rubricas, avaliam respostas, comparam versões de modelos e descrevem os padrões de falha que orientam o próximo treinamento. Os avaliadores da LatamMatch unem conhecimento de domínio a um julgamento rigoroso e consistente, e são avaliados em calibração e em análise escrita clara.",
    technologies: english["model-evaluation"].technologies,
    responsibilities: [
      "Avaliar respostas de modelos segundo rubricas de correção, utilidade, segurança e estilo",
      "Desenhar datasets e rubricas de avaliação voltados a capacidades específicas e fraquezas conhecidas",
      "Fazer comparações lado a lado entre versões de modelos e reportar diferenças estatisticamente relevantes",
      "Categorizar os modos de falha e escrever relatórios claros, com exemplos, para os times de pesquisa",
      "Medir e melhorar a concordância entre avaliadores com sessões de calibração",
      "Fazer red teaming de modelos em busca de respostas nocivas, enviesadas ou inventadas",
    ],
    requirements: [
      "Graduação; especialização em STEM, programação, direito, medicina ou finanças é valorizada",
      "Inglês C1 com escrita analítica excelente",
      "1+ ano em avaliação, QA, pesquisa, edição ou anotação",
      "Bom domínio de planilhas; Python e pandas para análise são um grande diferencial",
      "Noções de estatística básica: métricas de concordância, amostragem e intervalos de confiança",
      "Julgamento consistente e bem documentado em casos ambíguos",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre avaliação de modelos e RLHF?",
        answer:
          "O RLHF produz sinal de treinamento: preferências com que o modelo aprende. A avaliação mede o modelo sem treinar com os resultados, então os conjuntos de teste precisam continuar limpos, as rubricas precisam ser estáveis entre rodadas e os resultados exigem cuidado estatístico. Nossos avaliadores são selecionados por essa disciplina, além do julgamento.",
      },
      {
        question: "Como vocês avaliam os avaliadores de modelos?",
        answer:
          "Os candidatos avaliam um lote de respostas segundo uma rubrica, e as notas são comparadas com uma referência de especialistas; buscamos 85% ou mais de precisão e raciocínio consistente. Eles também escrevem uma análise curta das falhas do lote. Cerca de 3% dos candidatos são aprovados.",
      },
      {
        question: "Como vocês mantêm os avaliadores consistentes entre si?",
        answer:
          "Fazemos rodadas de calibração com itens compartilhados antes e durante cada projeto e acompanhamos a concordância com o kappa de Cohen, com meta de 0,80 ou mais. Itens de referência ocultos compõem 10–15% da fila, então um desvio aparece em dias, e não no fim de uma rodada.",
      },
      {
        question: "Em quanto tempo os avaliadores podem começar?",
        answer: `Entregamos uma lista curta de 3–5 avaliadores em até ${duration.shortlist}, compatíveis com os domínios em que o seu modelo é testado. Cada contratação começa com um teste pago de ${duration.trial} com a sua própria rubrica, e 90–96% dos testes viram trabalho de longo prazo.`,
      },
      {
        question: "Quanto custa montar um time de avaliação de modelos?",
        answer:
          "{{employerSavings}} Cerca de 95% dos nossos avaliadores ficam além dos seis meses, o que mantém as notas comparáveis de uma versão do modelo para a outra.",
      },
    ],
    seoTitle: "Contrate especialistas em avaliação de LLMs | LatamMatch",
    seoDescription: `Especialistas latino-americanos em avaliação de modelos para avaliar respostas de LLMs, desenhar rubricas e reportar falhas. Lista curta em ${duration.shortlist}, teste pago.`,
    opportunityExamples: localizedOpportunities(
      english["model-evaluation"].opportunityExamples,
      [
        "Especialista em avaliação de modelos, benchmarks de raciocínio",
        "Avaliador de LLMs, domínio jurídico",
        "Analista de avaliação, versões de modelos",
      ],
      {
        0: "Avaliação por rubrica · Python · pandas",
        1: "Comparação por pares · Argilla · Análise de falhas",
      },
    ),
  },
} satisfies StackDetails<LlmSpecialistStackSlug>;
