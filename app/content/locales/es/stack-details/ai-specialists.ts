/** Spanish long-form content of the AI specialist stack pages, keyed by stack slug. */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { aiSpecialistStackDetails as english } from "~/content/stack-details/ai-specialists";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("es");

type AiSpecialistStackSlug = Extract<
  (typeof categories)[number],
  { slug: "ai-specialists" }
>["stacks"][number]["slug"];

export const aiSpecialistStackDetails = {
  "machine-learning": {
    description:
      "Los ingenieros de machine learning convierten datos y modelos en funcionalidades de producto como recomendaciones, ranking, forecasting y detección de fraude, junto con los servicios que los sirven. Los ingenieros de ML de LatamMatch ya llevaron modelos a producción, no solo notebooks, y se evalúan tanto en el modelado como en la ingeniería que lo rodea: features, evaluación, despliegue y monitoreo.",
    technologies: english["machine-learning"].technologies,
    responsibilities: [
      "Plantear los problemas de negocio como tareas de ML con métricas claras y baselines simples",
      "Construir pipelines de features y datasets de entrenamiento cuidando el data leakage y los sesgos",
      "Entrenar, ajustar y evaluar modelos offline, y luego validarlos con pruebas A/B online",
      "Empaquetar y servir modelos como APIs o jobs batch dentro de los presupuestos de latencia y costo",
      "Monitorear los modelos en producción para detectar drift y degradación del rendimiento, y reentrenarlos cuando haga falta",
      "Lanzar funcionalidades de ML de punta a punta junto con los equipos de producto, datos y backend",
    ],
    requirements: [
      "Más de 4 años en ingeniería de ML o ciencia de datos aplicada, con modelos funcionando en producción",
      "Python sólido y buenas prácticas de ingeniería de software: tests, code review y control de versiones",
      "Experiencia profunda con PyTorch o TensorFlow y con librerías de ML clásico",
      "Bases sólidas de estadística, métricas de evaluación y diseño de experimentos",
      "Experiencia desplegando modelos en una plataforma de ML en la nube o en Kubernetes",
      "Inglés B2+ para revisiones de diseño y documentación escrita de modelos",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los ingenieros de machine learning?",
        answer:
          "Los candidatos reciben un dataset realista con trampas de leakage y clases desbalanceadas, construyen un modelo y defienden su estrategia de validación en una revisión en vivo. La segunda entrevista es una sesión de diseño de sistemas de ML: cómo se sirve, se monitorea y se reentrena el modelo. Cerca del 3% de los postulantes aprueba ambas.",
      },
      {
        question: "¿Son ingenieros o investigadores?",
        answer:
          "Ingenieros, ante todo. Todos los perfiles de esta página llevaron al menos un modelo de un notebook a un servicio o pipeline en producción y lo mantuvieron funcionando. Si necesitas más experiencia en investigación, como publicaciones o arquitecturas novedosas, indícalo y ajustamos la búsqueda.",
      },
      {
        question: "¿Qué tan rápido podemos ver candidatos de ingeniería de ML?",
        answer: `Una lista corta de 3–5 ingenieros de machine learning te llega en ${duration.shortlist}, filtrada por tu dominio (por ejemplo recomendaciones, forecasting o fraude) y por tu plataforma, ya sea SageMaker, Vertex AI o tu propia infraestructura en Kubernetes.`,
      },
      {
        question: "¿Qué puede lograr un ingeniero de ML en el período de prueba?",
        answer: `El período de prueba pagado de ${duration.trial} es ideal para un modelo baseline sobre tus datos, un harness de evaluación o para robustecer el serving de un modelo existente. Ves la calidad del código y el criterio frente a problemas reales. Entre el 90% y el 96% de los períodos de prueba continúa a largo plazo.`,
      },
      {
        question: "¿Cuánto cuesta un ingeniero de ML de Latinoamérica?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestras contrataciones de ML sigue activa después de seis meses.",
      },
    ],
    seoTitle: "Ingenieros de machine learning de LATAM | LatamMatch",
    seoDescription: `Ingenieros de ML latinoamericanos que llevan modelos a producción con PyTorch, MLflow y plataformas de ML en la nube. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Ingeniero de Machine Learning Senior, recomendaciones",
        type: "Full-Time",
        location: "Remote",
        rate: "$57/hora",
        stack: "PyTorch · Ray · Kubernetes · Feature store",
      },
      {
        title: "Ingeniero de ML, detección de fraude",
        type: "Full-Time",
        location: "Remote",
        rate: "$54/hora",
        stack: "XGBoost · Python · SageMaker · Kafka",
      },
      {
        title: "Ingeniero de Machine Learning, forecasting de demanda",
        type: "Contract",
        location: "Remote",
        rate: "$50/hora",
        stack: "LightGBM · Spark · MLflow · Vertex AI",
      },
    ],
  },
  nlp: {
    description:
      "Los ingenieros de NLP construyen las funcionalidades de lenguaje de tu producto: búsqueda y recuperación, clasificación, extracción de información, resúmenes y asistentes basados en grandes modelos de lenguaje. Los ingenieros de NLP de LatamMatch dominan tanto el NLP clásico como las herramientas modernas de LLM, y se evalúan en evaluación de modelos, calidad de recuperación y costo de serving, que es donde la mayoría de las funcionalidades de lenguaje triunfan o fracasan en producción.",
    technologies: english.nlp.technologies,
    responsibilities: [
      "Construir pipelines de retrieval-augmented generation: chunking, embeddings, búsqueda híbrida y re-ranking",
      "Hacer fine-tuning o adaptar modelos transformer para clasificación, extracción y generación",
      "Diseñar conjuntos de evaluación y métricas automatizadas para medir cada cambio en los modelos",
      "Reducir la latencia y el costo con caché, batching, cuantización y selección de modelos",
      "Agregar guardrails contra alucinaciones, prompt injection y filtraciones de datos sensibles",
      "Lanzar funcionalidades de NLP como servicios confiables, con monitoreo y ciclos de feedback de usuarios",
    ],
    requirements: [
      "Más de 4 años en NLP o ingeniería de ML, incluido trabajo en producción con transformers o LLMs",
      "Python y PyTorch sólidos, con uso práctico del ecosistema de Hugging Face",
      "Experiencia en recuperación con bases de datos vectoriales y motores de búsqueda como Elasticsearch u OpenSearch",
      "Experiencia construyendo datasets de evaluación y métricas para tareas de lenguaje",
      "Conocimiento práctico de tokenización, embeddings y métodos de fine-tuning como LoRA",
      "Inglés C1; español o portugués es un plus para productos multilingües",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los ingenieros de NLP?",
        answer:
          "El ejercicio central es un sistema de retrieval-augmented generation que responde mal a propósito. Los candidatos tienen que descubrir por qué, ya sea el chunking, los embeddings, el ranking o el prompt, y demostrar la corrección con un conjunto de evaluación, no con unos pocos ejemplos elegidos a mano. Solo cerca del 3% de los postulantes supera todo nuestro proceso.",
      },
      {
        question: "¿Pueden construir funcionalidades multilingües?",
        answer:
          "Es una ventaja real de contratar en Latinoamérica. La mayoría de nuestros ingenieros de NLP trabaja de forma nativa en español o portugués además de inglés, lo que ayuda cuando necesitas evaluar la tokenización, la recuperación y la calidad de las respuestas para clientes que no escriben en inglés.",
      },
      {
        question: "¿Sus ingenieros de NLP dependen de un solo proveedor de modelos?",
        answer: `No. Trabajan con APIs alojadas y con modelos open-weight servidos con herramientas como vLLM, y eligen según la calidad, la latencia, el costo y las restricciones de datos. Cuéntanos tu configuración actual y los 3–5 ingenieros de NLP de la lista corta que recibes en ${duration.shortlist} ya habrán trabajado con ella.`,
      },
      {
        question: "¿Cómo conviene estructurar el período de prueba de NLP?",
        answer: `Elige una funcionalidad con un objetivo medible, por ejemplo la precisión de las respuestas sobre tu documentación de soporte, y usa el período de prueba pagado de ${duration.trial} para construir un conjunto de evaluación y una primera mejora medida contra él. Muestra rápido el método y la calidad de ingeniería. El 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto ahorran las empresas en talento de NLP?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestras contrataciones se queda más de seis meses, así que los conjuntos de evaluación y los pipelines que construyen siguen teniendo un responsable.",
      },
    ],
    seoTitle: "Contrata ingenieros de NLP de Latinoamérica | LatamMatch",
    seoDescription: `Ingenieros de NLP latinoamericanos para RAG, búsqueda, extracción y funcionalidades con LLM. Con foco en evaluación y retrieval. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Ingeniero de NLP Senior, recuperación y búsqueda",
        type: "Full-Time",
        location: "Remote",
        rate: "$58/hora",
        stack: "Python · OpenSearch · sentence-transformers · FastAPI",
      },
      {
        title: "Ingeniero de NLP, extracción de documentos",
        type: "Contract",
        location: "Remote",
        rate: "$52/hora",
        stack: "PyTorch · Hugging Face Transformers · spaCy",
      },
      {
        title: "Ingeniero de Aplicaciones LLM, automatización de soporte",
        type: "Full-Time",
        location: "Remote",
        rate: "$56/hora",
        stack: "LlamaIndex · pgvector · vLLM · Ragas",
      },
    ],
  },
  "computer-vision": {
    description:
      "Los ingenieros de visión por computadora construyen sistemas que entienden imágenes y video: detección, segmentación, OCR, tracking e inspección visual. Los ingenieros de CV de LatamMatch ya entrenaron y desplegaron modelos de visión con datos del mundo real, y también se ocupan de la parte menos vistosa, desde la estrategia de etiquetado y los límites de los dispositivos edge hasta los casos de falla con mala iluminación.",
    technologies: english["computer-vision"].technologies,
    responsibilities: [
      "Construir modelos de detección, segmentación, clasificación, OCR y tracking para imágenes y video",
      "Redactar guías de etiquetado y trabajar con los equipos de anotación en la calidad de los datasets",
      "Entrenar y evaluar modelos con métricas como mAP e IoU, y estudiar los casos de falla",
      "Optimizar modelos para GPUs o dispositivos edge con TensorRT, ONNX Runtime u OpenVINO",
      "Construir pipelines de procesamiento de video e imágenes que resistan las condiciones reales de las cámaras",
      "Monitorear los modelos desplegados y armar ciclos de datos para reentrenar con los ejemplos difíciles",
    ],
    requirements: [
      "Más de 4 años en visión por computadora o deep learning, con despliegues en producción",
      "Python, PyTorch y OpenCV sólidos",
      "Experiencia con arquitecturas modernas de detección y segmentación",
      "Conocimiento de optimización y despliegue de modelos: cuantización, TensorRT y hardware edge",
      "Bases sólidas de procesamiento de imágenes, geometría y álgebra lineal",
      "Inglés B2+ para discusiones técnicas e informes escritos",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los ingenieros de visión por computadora?",
        answer:
          "Los candidatos trabajan con un dataset de imágenes que incluye ruido en las etiquetas y clases subrepresentadas, entrenan un detector y explican dónde falla y por qué. Una segunda entrevista cubre el despliegue: cómo alcanzarían un objetivo de frame rate en un dispositivo edge. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Pueden desplegar modelos en dispositivos edge?",
        answer:
          "Muchos de nuestros ingenieros de CV ya desplegaron en NVIDIA Jetson, teléfonos móviles o cámaras industriales, con TensorRT, ONNX Runtime u OpenVINO y cuantización. Si el despliegue en edge es central para el rol, indícalo y solo incluimos en la lista corta a quienes tienen esa experiencia.",
      },
      {
        question: "¿Qué tan rápido podemos empezar a entrevistar?",
        answer: `Entregamos 3–5 perfiles de visión por computadora en ${duration.shortlist}, afines a tu caso de uso, por ejemplo analítica de góndolas en retail, OCR de documentos, imágenes médicas o inspección en manufactura.`,
      },
      {
        question: "¿Cuál es una buena tarea de prueba para un ingeniero de CV?",
        answer: `Durante el período de prueba pagado de ${duration.trial}, los equipos suelen pedir un análisis de errores del modelo actual más una primera ronda de mejoras, o una prueba de concepto sobre una nueva fuente de cámara. Eso revela tanto el criterio de investigación como la disciplina de ingeniería. El 90–96% de los períodos de prueba termina en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto ahorran las empresas al contratar en visión por computadora?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata ingenieros de visión por computadora | LatamMatch",
    seoDescription: `Ingenieros de visión por computadora de Latinoamérica para detección, segmentación, OCR y despliegue en edge. Lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Ingeniero de Visión por Computadora, analítica retail",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hora",
        stack: "PyTorch · Ultralytics YOLO · OpenCV · AWS",
      },
      {
        title: "Ingeniero de CV Senior, inferencia en edge",
        type: "Full-Time",
        location: "Remote",
        rate: "$55/hora",
        stack: "TensorRT · NVIDIA DeepStream · C++ · CUDA",
      },
      {
        title: "Ingeniero de Visión por Computadora, OCR de documentos",
        type: "Contract",
        location: "Remote",
        rate: "$48/hora",
        stack: "PyTorch · Detectron2 · Label Studio",
      },
    ],
  },
  automation: {
    description:
      "Los ingenieros de automatización con IA conectan los modelos de lenguaje con las herramientas que tu equipo ya usa, y automatizan tareas como el triage de tickets, el procesamiento de documentos, el enriquecimiento de leads y los reportes internos. Los ingenieros de automatización de LatamMatch construyen tanto con plataformas de workflows como con código propio, y diseñan pensando en lo que hace durar una automatización: manejo de errores, pasos de revisión humana y logs claros.",
    technologies: english.automation.technologies,
    responsibilities: [
      "Mapear los procesos manuales con los equipos de operaciones y decidir qué se puede automatizar de forma segura",
      "Construir workflows en n8n, Zapier, Make o código propio que conecten CRMs, mesas de ayuda y herramientas internas",
      "Integrar modelos de lenguaje en pasos de clasificación, extracción, redacción y resumen",
      "Agregar revisión humana (human-in-the-loop), planes alternativos y alertas para los resultados de baja confianza",
      "Documentar cada automatización y monitorear su historial de ejecuciones, errores y costos de uso",
      "Medir el tiempo ahorrado e iterar con los equipos que dependen de las automatizaciones",
    ],
    requirements: [
      "Más de 3 años construyendo integraciones o automatizaciones, incluido al menos 1 año con APIs de LLM",
      "Dominio de Python o TypeScript, además de APIs REST, webhooks y OAuth",
      "Experiencia práctica con al menos una plataforma de workflows: n8n, Zapier, Make o Power Automate",
      "Comprensión del diseño de prompts, las salidas estructuradas y la evaluación de pasos basados en modelos",
      "Conciencia sobre privacidad de datos y control de acceso al manejar datos de la empresa",
      "Inglés B2+ para trabajar directamente con stakeholders no técnicos",
    ],
    faqs: [
      {
        question: "¿Sus ingenieros de automatización usan herramientas no-code o escriben código?",
        answer:
          "Ambas cosas, y saben cuándo cambiar. Los traspasos simples suelen quedar en Zapier o Make, donde tu equipo de operaciones puede verlos; todo lo que tenga lógica con ramificaciones, grandes volúmenes o datos sensibles suele pasar a n8n o a servicios propios en Python y TypeScript, con tests y control de versiones.",
      },
      {
        question: "¿Cómo evalúan a los ingenieros de automatización con IA?",
        answer:
          "Los candidatos automatizan un proceso administrativo realista, como clasificar los emails entrantes y crear registros en el CRM, incluida una cola de revisión para los casos dudosos. Revisamos el manejo de errores, la conciencia de costos y cómo documentan el flujo para personas que no son ingenieras. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Qué tan rápido puede empezar un ingeniero de automatización?",
        answer: `Recibes 3–5 perfiles afines en ${duration.shortlist}. Con un proceso claro en mente, la mayoría de los equipos usa el período de prueba pagado de ${duration.trial} para automatizar un workflow de punta a punta, lo que hace fácil medir el valor. El 90–96% de los períodos de prueba se convierte en una relación de largo plazo.`,
      },
      {
        question: "¿Cómo mantienen seguras las automatizaciones que usan datos de la empresa?",
        answer:
          "Aplican el principio de mínimo privilegio, mantienen los secretos fuera de las definiciones de los workflows, registran lo que hizo cada ejecución y derivan a una persona los casos sensibles o de baja confianza. Con nuestro servicio Comprehensive Staff Augmentation, los NDAs y la protección de la propiedad intelectual quedan escritos en el contrato.",
      },
      {
        question: "¿Cuánto cuesta un ingeniero de automatización con IA?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestras contrataciones sigue activa después de seis meses.",
      },
    ],
    seoTitle: "Contrata ingenieros de automatización con IA | LatamMatch",
    seoDescription: `Ingenieros de automatización con IA de Latinoamérica que conectan LLMs a tus herramientas con n8n, Zapier y Python. Lista corta en ${duration.shortlist}, prueba pagada.`,
    opportunityExamples: [
      {
        title: "Ingeniero de Automatización con IA, Revenue Operations",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hora",
        stack: "n8n · OpenAI API · HubSpot · Python",
      },
      {
        title: "Especialista en Automatización de Workflows, equipo de soporte",
        type: "Contract",
        location: "Remote",
        rate: "$40/hora",
        stack: "Zapier · Make · Zendesk · Airtable",
      },
      {
        title: "Ingeniero de Automatización Senior, procesamiento de documentos",
        type: "Full-Time",
        location: "Remote",
        rate: "$46/hora",
        stack: "Python · LangGraph · AWS Lambda · PostgreSQL",
      },
    ],
  },
  "data-science": {
    description:
      "Los data scientists responden las preguntas que guían tu roadmap y tus ingresos: por qué se van los clientes, qué precio funciona, qué experimento ganó y cómo se verá el próximo trimestre. Los data scientists de LatamMatch combinan estadística rigurosa con criterio de negocio, y explican los resultados en un inglés claro a personas que nunca van a abrir el notebook.",
    technologies: english["data-science"].technologies,
    responsibilities: [
      "Diseñar y analizar pruebas A/B, incluidos los cálculos de potencia estadística y las métricas de resguardo",
      "Construir modelos predictivos de churn, lifetime value, demanda o lead scoring",
      "Explorar datos de producto y de clientes para encontrar oportunidades y explicar cambios inesperados en las métricas",
      "Producir forecasts con los que finanzas y operaciones puedan planificar",
      "Comunicar los hallazgos con informes breves, dashboards y presentaciones",
      "Trabajar con los ingenieros de datos en los datasets y las definiciones de métricas de las que dependen los análisis",
    ],
    requirements: [
      "Más de 3 años como data scientist o analista cuantitativo en un entorno de negocio",
      "Estadística sólida: pruebas de hipótesis, regresión y fundamentos de inferencia causal",
      "SQL de nivel experto y Python o R",
      "Experiencia presentando análisis a líderes de producto y de negocio",
      "Familiaridad con un data warehouse en la nube y con herramientas de BI",
      "Inglés C1 para redactar y presentar recomendaciones",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los data scientists?",
        answer:
          "Los candidatos reciben una pregunta de negocio y un dataset desordenado, por ejemplo si un cambio de precios redujo el churn, y deben elegir el método adecuado, verificar sus supuestos y presentar una recomendación a un entrevistador no técnico. Los fundamentos de estadística se evalúan en vivo. Aproximadamente el 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Necesitamos un data scientist o un ingeniero de machine learning?",
        answer:
          "Si el resultado es una decisión, como qué experimento ganó, qué proyectar o de dónde viene el churn, necesitas un data scientist. Si el resultado es un modelo funcionando dentro de tu producto, necesitas un ingeniero de ML. Muchos roles combinan ambos; describe el trabajo y te recomendamos el perfil.",
      },
      {
        question: "¿Qué tan rápido podemos conocer candidatos de data science?",
        answer: `En ${duration.shortlist} te enviamos 3–5 data scientists con experiencia en un dominio como el tuyo, por ejemplo analítica de suscripciones, marketplaces, riesgo en fintech o salud, y que conocen tu warehouse y tu stack de BI.`,
      },
      {
        question: "¿Cuál es un buen proyecto de prueba para un data scientist?",
        answer: `Una pregunta acotada con datos reales encaja en el período de prueba pagado de ${duration.trial}: un análisis de los factores de churn, la lectura de un experimento o un primer forecast. Ves rigor, velocidad y comunicación en un mismo trabajo. El 90–96% de los períodos de prueba continúa en un rol de largo plazo.`,
      },
      {
        question: "¿Cuánto ahorran las empresas al contratar data scientists?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros data scientists sigue con su empresa después de seis meses, algo importante en un rol que mejora cuanto más conoce tu negocio.",
      },
    ],
    seoTitle: "Contrata data scientists de Latinoamérica | LatamMatch",
    seoDescription: `Data scientists latinoamericanos para experimentación, forecasting y modelos predictivos. Comunican con claridad. Lista corta en ${duration.shortlist}, prueba pagada.`,
    opportunityExamples: [
      {
        title: "Data Scientist Senior, experimentación",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hora",
        stack: "Python · SQL · statsmodels · Snowflake",
      },
      {
        title: "Data Scientist, churn y lifetime value",
        type: "Full-Time",
        location: "Remote",
        rate: "$48/hora",
        stack: "scikit-learn · XGBoost · BigQuery · Looker",
      },
      {
        title: "Data Scientist de Forecasting, cadena de suministro",
        type: "Contract",
        location: "Remote",
        rate: "$45/hora",
        stack: "Python · Prophet · Databricks",
      },
    ],
  },
  mlops: {
    description:
      "Los ingenieros de MLOps construyen la plataforma que permite a data scientists e ingenieros de ML entrenar, desplegar y monitorear modelos de forma confiable y reproducible. Los candidatos de MLOps de LatamMatch combinan experiencia profunda en DevOps (Kubernetes, infraestructura como código y CI/CD) con conocimiento práctico de model registries, feature stores, scheduling de GPUs y serving de modelos.",
    technologies: english.mlops.technologies,
    responsibilities: [
      "Construir pipelines de entrenamiento y despliegue con tests automatizados y controles de validación de modelos",
      "Operar el tracking de experimentos, los model registries y los feature stores",
      "Desplegar y escalar el serving de modelos, incluidos inferencia en GPU, autoescalado y canary releases",
      "Monitorear la latencia, los errores, el data drift y la calidad de las predicciones de los modelos",
      "Controlar el gasto en GPU y cómputo mediante scheduling, capacidad spot y rightsizing",
      "Hacer reproducible el entrenamiento con datos, código, entornos y modelos versionados",
    ],
    requirements: [
      "Más de 4 años en DevOps, plataforma o ingeniería de ML, con más de 2 años dando soporte a cargas de trabajo de ML",
      "Dominio sólido de Kubernetes, Docker y Terraform en AWS, GCP o Azure",
      "Experiencia práctica con MLflow, Kubeflow, SageMaker, Vertex AI o plataformas similares",
      "Experiencia sirviendo modelos en producción con Triton, KServe, BentoML o herramientas comparables",
      "Dominio de Python y del diseño de pipelines de CI/CD",
      "Inglés B2+ para discusiones de arquitectura y runbooks",
    ],
    faqs: [
      {
        question: "¿En qué se diferencia un ingeniero de MLOps de un ingeniero DevOps?",
        answer:
          "Las herramientas se superponen, pero MLOps suma problemas que DevOps rara vez enfrenta: versionar datos y modelos, asignar GPUs costosas, validar un modelo antes de que reemplace al actual y detectar drift cuando el código no cambió en absoluto. Nuestros candidatos de MLOps ya operaron ambos tipos de sistemas.",
      },
      {
        question: "¿Cómo evalúan a los ingenieros de MLOps?",
        answer:
          "Los candidatos reciben un modelo entregado como notebook y lo convierten en un pipeline de entrenamiento reproducible y un endpoint servido con monitoreo; luego nos explican cómo harían rollback de un modelo defectuoso. Solo cerca del 3% de los postulantes completa todo el proceso.",
      },
      {
        question: "¿Qué tan rápido pueden encontrar a alguien para nuestra plataforma de ML?",
        answer: `Cuéntanos tu nube, tu orquestador y tu stack de serving, y en ${duration.shortlist} recibes 3–5 ingenieros de MLOps que ya operaron algo muy parecido, ya sean pipelines de SageMaker, Kubeflow sobre GKE o Ray con Triton en tus propios clústeres.`,
      },
      {
        question: "¿Qué puede entregar un ingeniero de MLOps en el período de prueba?",
        answer: `Un período de prueba pagado de ${duration.trial} alcanza para automatizar el camino de un modelo desde el entrenamiento hasta staging, o para agregar monitoreo y alertas a un modelo que ya recibe tráfico. Muestra desde temprano su criterio de plataforma. El 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto se ahorra con un ingeniero de MLOps de Latinoamérica?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestras contrataciones de MLOps sigue en su puesto después de seis meses.",
      },
    ],
    seoTitle: "Contrata ingenieros de MLOps de Latinoamérica | LatamMatch",
    seoDescription: `Ingenieros de MLOps de LATAM para pipelines, serving y monitoreo de modelos en Kubernetes y plataformas de ML en la nube. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Ingeniero de MLOps Senior, plataforma de ML",
        type: "Full-Time",
        location: "Remote",
        rate: "$56/hora",
        stack: "Kubernetes · Kubeflow · MLflow · Terraform",
      },
      {
        title: "Ingeniero de MLOps, inferencia en GPU",
        type: "Full-Time",
        location: "Remote",
        rate: "$57/hora",
        stack: "NVIDIA Triton Inference Server · KServe · AWS",
      },
      {
        title: "Ingeniero de MLOps, automatización de pipelines",
        type: "Contract",
        location: "Remote",
        rate: "$51/hora",
        stack: "Vertex AI · Apache Airflow · DVC · GitHub Actions",
      },
    ],
  },
} satisfies StackDetails<AiSpecialistStackSlug>;
