/** Spanish long-form content of the LLM specialist stack pages, keyed by stack slug. */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { llmSpecialistStackDetails as english } from "~/content/stack-details/llm-specialists";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("es");

type LlmSpecialistStackSlug = Extract<
  (typeof categories)[number],
  { slug: "llm-specialists" }
>["stacks"][number]["slug"];

export const llmSpecialistStackDetails = {
  rlhf: {
    description:
      "Los especialistas en RLHF producen los datos de preferencias humanas que enseñan a los modelos de lenguaje a ser útiles, honestos y seguros: ordenan respuestas, escriben críticas y reescriben respuestas según una rúbrica detallada. Los especialistas en RLHF de LatamMatch tienen formación universitaria, escriben en un inglés preciso y se evalúan por la consistencia de la que dependen los reward models, con una calibración contra golden sets antes de tocar tareas de producción.",
    technologies: [
      "Label Studio",
      "Labelbox",
      "Argilla",
      "Prodigy",
      "Hugging Face Datasets",
      "JSONL",
      "Python",
      "Google Sheets",
      "Airtable",
      "Jira",
      "Slack",
      "Ranking de preferencias por pares",
      "Calificación en escala Likert",
      "Evaluación con rúbricas",
      "Red teaming",
      "Calibración con golden set",
      "Acuerdo entre anotadores",
    ],
    responsibilities: [
      "Comparar y ordenar respuestas de modelos según su utilidad, precisión, seguridad y cumplimiento de instrucciones",
      "Escribir justificaciones y críticas claras que expliquen cada juicio de preferencia",
      "Reescribir o editar respuestas hasta convertirlas en respuestas ideales que cumplan la rúbrica del proyecto",
      "Hacer red teaming a los modelos con prompts adversariales y documentar comportamientos inseguros o incorrectos",
      "Señalar pautas ambiguas y ayudar a los líderes del proyecto a refinar la rúbrica",
      "Cumplir metas de calidad medidas por la precisión en el golden set y el acuerdo entre anotadores",
    ],
    requirements: [
      "Título universitario o experiencia equivalente; se valora la especialización en programación, matemáticas, derecho o medicina para proyectos especializados",
      "Redacción en inglés de nivel C1 con gran comprensión lectora",
      "Al menos 1 año en anotación, moderación de contenido, edición, docencia o investigación que exija un criterio cuidadoso",
      "Precisión del 85% o más en el golden set de nuestras tareas de calibración",
      "Capacidad para seguir pautas extensas y cambiantes, y explicar las decisiones por escrito",
      "Un horario confiable y comodidad para trabajar con métricas de productividad y calidad",
    ],
    faqs: [
      {
        question: "¿Cómo miden la calidad del trabajo de RLHF?",
        answer:
          "Cada especialista se calibra con tareas de referencia de respuesta conocida antes de pasar a producción, y debe alcanzar al menos un 85% de precisión. Durante el proyecto, entre el 10% y el 15% de las tareas son auditorías de golden set mezcladas en la cola normal, y medimos el acuerdo entre evaluadores con el objetivo de un kappa de Cohen de 0,80 o más.",
      },
      {
        question: "¿Podemos conseguir especialistas en RLHF con experiencia en un dominio?",
        answer:
          "Sí. Además de generalistas con buena redacción, tenemos especialistas con formación en ingeniería de software, matemáticas, derecho, medicina y finanzas para tareas de preferencias en las que una respuesta equivocada puede parecer convincente. Cuéntanos los dominios y armamos la lista corta según ellos.",
      },
      {
        question: "¿Qué tan rápido puede empezar un equipo de RLHF?",
        answer: `Para roles individuales enviamos una lista corta de 3–5 especialistas evaluados en ${duration.shortlist}. Para equipos, los nuevos anotadores se ponen al día con tus pautas en ${duration.rampUp}, y un esquema habitual es un piloto de unas 10 personas que escala a más de 400 una vez demostrada la calidad.`,
      },
      {
        question: "¿Podemos probar a los especialistas en RLHF antes de escalar?",
        answer: `Sí. Las contrataciones individuales empiezan con un período de prueba pagado de ${duration.trial} sobre tus tareas reales, calificado con tu rúbrica y tu golden set, y el 90–96% de los períodos de prueba se convierte en contratación. En los equipos más grandes, el piloto cumple la misma función antes de sumar más personas.`,
      },
      {
        question: "¿Qué tan selectiva es la evaluación y cuánto cuesta?",
        answer:
          "Aprueba cerca del 3% de los postulantes, porque el criterio y el inglés escrito se evalúan con tareas de preferencias reales y no con un cuestionario genérico. {{employerSavings}}",
      },
    ],
    seoTitle: "Contrata especialistas en RLHF de Latinoamérica | LatamMatch",
    seoDescription:
      "Especialistas en RLHF de Latinoamérica con título universitario para ranking de preferencias, críticas y red teaming. Calibrados con golden set.",
    opportunityExamples: [
      {
        title: "Especialista en RLHF, preferencias de asistente general",
        type: "Full-Time",
        location: "Remote",
        rate: "$36/hora",
        stack: "Ranking por pares · Evaluación con rúbricas · Label Studio",
      },
      {
        title: "Especialista en RLHF, respuestas de código",
        type: "Full-Time",
        location: "Remote",
        rate: "$43/hora",
        stack: "Python · JavaScript · Ranking de preferencias · Críticas",
      },
      {
        title: "Especialista en Red Teaming, seguridad de modelos",
        type: "Contract",
        location: "Remote",
        rate: "$40/hora",
        stack: "Prompts adversariales · Taxonomías de seguridad · Argilla",
      },
    ],
  },
  sft: {
    description:
      "Los especialistas en SFT escriben los datos de demostración que se usan en el supervised fine-tuning: prompts y respuestas ideales que le muestran a un modelo exactamente cómo seguir instrucciones, razonar paso a paso y ajustarse a un estilo determinado. Los redactores de SFT de LatamMatch combinan una prosa sólida en inglés con conocimiento de áreas como programación, matemáticas y redacción de negocios, y se evalúan por su precisión, su originalidad y su apego a las pautas.",
    technologies: english.sft.technologies,
    responsibilities: [
      "Escribir prompts y respuestas de referencia de alta calidad en los dominios y tipos de tarea asignados",
      "Producir conversaciones de varios turnos que muestren cómo seguir instrucciones, hacer preguntas aclaratorias y negarse cuando corresponde",
      "Escribir soluciones desarrolladas paso a paso para tareas de matemáticas, lógica y programación, verificando que sean correctas",
      "Revisar y editar las muestras de otros redactores por precisión, tono y cumplimiento de las pautas",
      "Dar el formato correcto a los datos en JSONL, Markdown o LaTeX según lo requiera el pipeline",
      "Seguir los cambios en las pautas y reportar los casos límite recurrentes a los líderes del proyecto",
    ],
    requirements: [
      "Título universitario; se valora un posgrado o experiencia profesional para proyectos de dominio",
      "Redacción en inglés de nivel C1–C2 con excelente gramática y estructura",
      "Experiencia comprobada en al menos un dominio, como software, matemáticas, ciencias, finanzas, derecho o medicina",
      "Para los tracks de programación: más de 2 años programando en Python, JavaScript u otro lenguaje de uso extendido",
      "El hábito de investigar y verificar los datos en lugar de adivinar",
      "Un ritmo de producción constante cumpliendo los umbrales de calidad",
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia entre el trabajo de SFT y el de RLHF?",
        answer:
          "Los especialistas en SFT escriben la respuesta ideal desde cero, para que el modelo aprenda con el ejemplo. Los especialistas en RLHF comparan respuestas que el modelo ya produjo y explican cuál es mejor. SFT exige más redacción original y más conocimiento del tema; muchos proyectos usan ambos, y cubrimos cada uno con el perfil adecuado.",
      },
      {
        question: "¿Cómo evalúan a los redactores de SFT?",
        answer:
          "Los candidatos responden un conjunto de prompts de su dominio con tiempo limitado, y los revisores los califican a ciegas por corrección, completitud, tono y apego a las pautas. Los tracks de programación y matemáticas incluyen soluciones verificadas. Solo cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Qué dominios cubren sus especialistas en SFT?",
        answer: `Ingeniería de software en varios lenguajes, matemáticas, física, química, finanzas, derecho, medicina y redacción general de negocios, además de español y portugués para datasets multilingües. Envíanos los dominios y los volúmenes, y te devolvemos una lista corta de 3–5 especialistas en ${duration.shortlist}.`,
      },
      {
        question: "¿Cómo verificamos la calidad de SFT antes de comprometernos?",
        answer: `Cada especialista empieza con un período de prueba pagado de ${duration.trial} sobre tus prompts, revisado según tus pautas, y el 90–96% de los períodos de prueba se convierte en contratación. En los proyectos de equipo, entre el 10% y el 15% de las tareas se vuelve a revisar como auditoría de calidad durante todo el proyecto, así que la calidad se mide de forma continua y no solo al principio.`,
      },
      {
        question: "¿Cuánto cuesta un especialista en SFT en comparación con redactores de EE. UU.?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros especialistas en SFT sigue en su proyecto después de seis meses, lo que mantiene un estilo consistente en datasets grandes.",
      },
    ],
    seoTitle: "Especialistas y redactores de SFT de LATAM | LatamMatch",
    seoDescription: `Especialistas en SFT de LATAM que escriben prompts y respuestas expertas para fine-tuning en programación, matemáticas y más. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Experto en Supervised Fine-Tuning",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hora",
        stack: "Redacción de prompts y respuestas · JSONL · Guías de estilo",
      },
      {
        title: "Especialista en SFT, tareas de programación en Python",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hora",
        stack: "Python · Jupyter · Markdown",
      },
      {
        title: "Redactor de SFT, matemáticas y razonamiento",
        type: "Contract",
        location: "Remote",
        rate: "$38/hora",
        stack: "LaTeX · Soluciones paso a paso · Argilla",
      },
    ],
  },
  "prompt-engineering": {
    description:
      "Los prompt engineers diseñan, prueban y mantienen los prompts, las instrucciones de sistema y los conjuntos de evaluación detrás de las funcionalidades con LLM, para que las respuestas sigan siendo precisas, fieles a la marca y consistentes a medida que cambian los modelos. Los prompt engineers de LatamMatch trabajan de forma sistemática: versionan los prompts, construyen casos de prueba para los casos límite y miden cada mejora en lugar de ajustar a ojo.",
    technologies: english["prompt-engineering"].technologies,
    responsibilities: [
      "Escribir e iterar prompts de sistema, ejemplos few-shot y esquemas de salida para funcionalidades de producto",
      "Construir conjuntos de evaluación que cubran casos típicos, casos límite y entradas adversariales",
      "Ejecutar experimentos con prompts y comparar versiones con puntuación automatizada y humana",
      "Versionar los prompts junto con el código y registrar el motivo de cada cambio",
      "Probar la resistencia a prompt injection, jailbreaks y salidas inseguras, y agregar mitigaciones",
      "Hacer seguimiento de la calidad, la latencia y el costo en tokens entre modelos, y recomendar trade-offs",
    ],
    requirements: [
      "Más de 2 años trabajando con LLMs en productos, investigación u operaciones de contenido",
      "Excelente inglés escrito (C1 o superior) y un pensamiento preciso y estructurado",
      "Python de nivel básico a intermedio para ejecutar experimentos y procesar salidas",
      "Experiencia con salidas estructuradas (JSON Schema) y function o tool calling",
      "Familiaridad con herramientas de evaluación como promptfoo, LangSmith o Langfuse",
      "Experiencia en un dominio como software, soporte, legal o marketing es un plus",
    ],
    faqs: [
      {
        question: "¿Cómo distinguen a un prompt engineer de verdad de alguien que solo escribe prompts?",
        answer:
          "Les damos a los candidatos una funcionalidad con un prompt que falla y les pedimos que primero construyan un pequeño conjunto de evaluación, y después mejoren el prompt y muestren los puntajes de antes y después. Quien solo retoca la redacción hasta que un ejemplo se ve bien no aprueba; lo logra cerca del 3% de los postulantes.",
      },
      {
        question: "¿Sus prompt engineers están atados a un solo modelo?",
        answer:
          "No. Trabajan con modelos alojados de varios proveedores, mediante APIs directas o plataformas en la nube como Azure OpenAI, Amazon Bedrock y Vertex AI, y vuelven a correr las evaluaciones cada vez que cambia la versión de un modelo, para detectar regresiones antes de que las vean los usuarios.",
      },
      {
        question: "¿Qué tan rápido podemos sumar un prompt engineer?",
        answer: `En ${duration.shortlist} te enviamos 3–5 prompt engineers afines a tu caso de uso, como automatización de soporte, generación de contenido, extracción o agentes con tool calling, y al nivel de Python que espera tu equipo.`,
      },
      {
        question: "¿Qué debería entregar un prompt engineer en el período de prueba?",
        answer: `Un buen objetivo para el período de prueba pagado de ${duration.trial} es un conjunto de evaluación para una funcionalidad más una mejora medida sobre él, con los prompts subidos a tu repositorio. Así la calidad es visible desde el primer día. Entre el 90% y el 96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto cuesta un prompt engineer a través de LatamMatch?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata prompt engineers de Latinoamérica | LatamMatch",
    seoDescription: `Prompt engineers latinoamericanos que crean conjuntos de evaluación y mejoras medibles para funcionalidades con LLM. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Prompt Engineer",
        type: "Contract",
        location: "Remote",
        rate: "$29/hora",
        stack: "OpenAI API · promptfoo · Python",
      },
      {
        title: "Prompt Engineer Senior, automatización de soporte",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hora",
        stack: "LangSmith · JSON Schema · Amazon Bedrock",
      },
      {
        title: "Ingeniero de Prompts y Evaluación, plataforma de contenido",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hora",
        stack: "Langfuse · DSPy · Vertex AI",
      },
    ],
  },
  "data-annotation": {
    description:
      "Los especialistas en anotación de datos etiquetan los datos de texto, imagen, audio y video con los que aprenden los modelos de machine learning, siguiendo pautas detalladas con calidad y volumen constantes. Los anotadores de LatamMatch se capacitan en tu taxonomía antes de empezar el trabajo de producción, se auditan de forma continua contra golden sets y están disponibles como especialistas individuales o como equipos gestionados que escalan con tu pipeline.",
    technologies: [
      "Label Studio",
      "CVAT",
      "Labelbox",
      "SuperAnnotate",
      "Encord",
      "V7 Darwin",
      "Prodigy",
      "doccano",
      "Roboflow",
      "Amazon SageMaker Ground Truth",
      "Bounding boxes",
      "Segmentación con polígonos",
      "Anotación de keypoints",
      "Reconocimiento de entidades nombradas",
      "Transcripción de audio",
      "Google Sheets",
      "Jira",
    ],
    responsibilities: [
      "Etiquetar datos de texto, imagen, audio o video según las pautas y taxonomías del proyecto",
      "Dibujar bounding boxes, polígonos, keypoints y máscaras de segmentación para proyectos de visión",
      "Etiquetar entidades, intenciones, sentimiento y relaciones en texto, y transcribir audio con precisión",
      "Cumplir las metas diarias de producción manteniendo la precisión por encima del umbral del golden set",
      "Señalar al líder del proyecto los casos poco claros y los vacíos en las pautas",
      "Revisar el trabajo de otros anotadores en las etapas de QA y ayudar a mantener el acuerdo entre anotadores",
    ],
    requirements: [
      "Educación secundaria completa; para proyectos especializados se prefieren estudios universitarios o formación en un dominio como medicina o derecho",
      "Inglés B2 o superior, y C1 para tareas de texto y lenguaje",
      "Gran atención al detalle y la disciplina para seguir pautas escritas extensas",
      "La experiencia previa en anotación, transcripción o carga de datos es un plus; damos capacitación en las herramientas",
      "Precisión del 85% o más en el golden set durante el onboarding",
      "Una conexión a internet confiable y disponibilidad para los turnos acordados",
    ],
    faqs: [
      {
        question: "¿Qué tan grande puede ser un equipo de anotación y qué tan rápido?",
        answer: `La mayoría de los clientes empieza con un piloto de unos 10 anotadores y escala a más de 400 una vez demostradas la calidad y la productividad. Los nuevos anotadores son productivos con tus pautas en ${duration.rampUp}, y para roles individuales o de liderazgo enviamos una lista corta de 3–5 candidatos en ${duration.shortlist}.`,
      },
      {
        question: "¿Cómo mantienen alta la calidad de las etiquetas?",
        answer:
          "Los anotadores deben alcanzar al menos un 85% de precisión en el golden set antes de pasar a producción. Después, entre el 10% y el 15% de las tareas son auditorías de golden set insertadas en la cola, y medimos el acuerdo entre anotadores con un objetivo de kappa de Cohen de 0,80 o más, reentrenando o rotando a quien se desvíe.",
      },
      {
        question: "¿Qué tipos de datos y herramientas manejan sus anotadores?",
        answer:
          "Imágenes y video (cajas, polígonos, keypoints, segmentación, tracking), texto (entidades, clasificación, sentimiento), transcripción de audio y calificación de respuestas de LLM. Trabajan en tu plataforma, ya sea CVAT, Label Studio, Labelbox o una herramienta propia, o te recomendamos una.",
      },
      {
        question: "¿Podemos probar a los anotadores antes de comprometernos?",
        answer: `Sí. Las contrataciones individuales empiezan con un período de prueba pagado de ${duration.trial} sobre tus tareas reales, calificado contra tu golden set, y el 90–96% de los períodos de prueba se convierte en contratación. En los equipos, la fase piloto cumple la misma función antes de escalar.`,
      },
      {
        question: "¿Cómo se protegen nuestros datos y cuánto cuesta?",
        answer:
          "Con Comprehensive Staff Augmentation, cada anotador firma un NDA y una cesión de propiedad intelectual, y el acceso sigue tus reglas de seguridad. {{employerSavings}}",
      },
    ],
    seoTitle: "Especialistas en anotación de datos de LATAM | LatamMatch",
    seoDescription:
      "Anotadores de datos latinoamericanos para etiquetado de imagen, video, texto y audio. Auditados con golden set, equipos de 10 a 400+, prueba pagada.",
    opportunityExamples: [
      {
        title: "Especialista en Anotación de Datos, sistemas autónomos",
        type: "Full-Time",
        location: "Remote",
        rate: "$26/hora",
        stack: "CVAT · Bounding boxes · Segmentación con polígonos",
      },
      {
        title: "Especialista en Anotación de Texto, NER y clasificación",
        type: "Contract",
        location: "Remote",
        rate: "$24/hora",
        stack: "Label Studio · Reconocimiento de entidades nombradas · Sentimiento",
      },
      {
        title: "Líder de QA de Anotación, imágenes médicas",
        type: "Full-Time",
        location: "Remote",
        rate: "$33/hora",
        stack: "Encord · Máscaras de segmentación · Auditorías de golden set",
      },
    ],
  },
  "model-evaluation": {
    description:
      "Los especialistas en evaluación de modelos miden cómo rinden realmente los modelos de lenguaje: diseñan conjuntos de prueba y rúbricas, califican respuestas, comparan versiones de modelos y documentan los patrones de falla que orientan el siguiente entrenamiento. Los evaluadores de LatamMatch combinan conocimiento de dominio con un criterio riguroso y consistente, y se evalúan por su calibración y su análisis escrito claro.",
    technologies: [
      "Python",
      "pandas",
      "Jupyter",
      "SQL",
      "promptfoo",
      "OpenAI Evals",
      "lm-evaluation-harness",
      "LangSmith",
      "Langfuse",
      "Label Studio",
      "Argilla",
      "Google Sheets",
      "Diseño de rúbricas",
      "Comparación por pares",
      "Red teaming",
      "Cohen's kappa",
    ],
    responsibilities: [
      "Calificar las respuestas de los modelos con rúbricas de corrección, utilidad, seguridad y estilo",
      "Diseñar datasets de evaluación y rúbricas enfocados en capacidades específicas y debilidades conocidas",
      "Hacer comparaciones lado a lado entre versiones de modelos y reportar las diferencias estadísticamente significativas",
      "Clasificar los modos de falla y redactar informes claros con ejemplos para los equipos de investigación",
      "Medir y mejorar el acuerdo entre evaluadores mediante sesiones de calibración",
      "Hacer red teaming a los modelos en busca de respuestas dañinas, sesgadas o inventadas",
    ],
    requirements: [
      "Título universitario; se valora la especialización en STEM, programación, derecho, medicina o finanzas",
      "Inglés C1 con excelente redacción analítica",
      "Al menos 1 año en evaluación, QA, investigación, edición o anotación",
      "Buen manejo de hojas de cálculo; Python y pandas para el análisis son un gran plus",
      "Comprensión de estadística básica: métricas de acuerdo, muestreo e intervalos de confianza",
      "Criterio consistente y bien documentado ante casos ambiguos",
    ],
    faqs: [
      {
        question: "¿En qué se diferencia la evaluación de modelos del RLHF?",
        answer:
          "El RLHF produce señal de entrenamiento: preferencias de las que aprende el modelo. La evaluación mide el modelo sin entrenarlo con esos datos, así que los conjuntos de prueba deben mantenerse limpios, las rúbricas deben ser estables entre corridas y los resultados requieren cuidado estadístico. Evaluamos a nuestros evaluadores tanto por esa disciplina como por su criterio.",
      },
      {
        question: "¿Cómo evalúan a los evaluadores de modelos?",
        answer:
          "Los candidatos califican un lote de respuestas con una rúbrica, y sus puntajes se comparan con una referencia experta; buscamos una precisión del 85% o más y un razonamiento consistente. También redactan un breve análisis de fallas a partir del lote. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Cómo mantienen la consistencia entre evaluadores?",
        answer:
          "Hacemos rondas de calibración con ítems compartidos antes y durante cada proyecto, y medimos el acuerdo con el kappa de Cohen, con un objetivo de 0,80 o más. Los ítems de referencia ocultos representan entre el 10% y el 15% de la cola, así que cualquier desvío aparece en días y no al final de una corrida.",
      },
      {
        question: "¿Qué tan rápido pueden empezar los evaluadores?",
        answer: `Entregamos una lista corta de 3–5 evaluadores en ${duration.shortlist}, afines a los dominios en los que se prueba tu modelo. Cada contratación empieza con un período de prueba pagado de ${duration.trial} con tu propia rúbrica, y el 90–96% de los períodos de prueba se convierte en un trabajo de largo plazo.`,
      },
      {
        question: "¿Cuánto cuesta contratar personal de evaluación de modelos?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros evaluadores se queda más de seis meses, lo que mantiene las puntuaciones comparables de un lanzamiento de modelo al siguiente.",
      },
    ],
    seoTitle: "Especialistas en evaluación de modelos LLM | LatamMatch",
    seoDescription: `Especialistas en evaluación de modelos de Latinoamérica que califican respuestas de LLM, diseñan rúbricas y reportan fallas. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Especialista en Evaluación de Modelos, benchmarks de razonamiento",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hora",
        stack: "Evaluación con rúbricas · Python · pandas",
      },
      {
        title: "Evaluador de LLM, dominio legal",
        type: "Contract",
        location: "Remote",
        rate: "$42/hora",
        stack: "Comparación por pares · Argilla · Análisis de fallas",
      },
      {
        title: "Analista de Evaluación, lanzamientos de modelos",
        type: "Full-Time",
        location: "Remote",
        rate: "$36/hora",
        stack: "promptfoo · LangSmith · Google Sheets",
      },
    ],
  },
} satisfies StackDetails<LlmSpecialistStackSlug>;
