/**
 * Spanish sample AI screening interviews, one per category: the first minutes of the practice
 * interview every applicant takes before a recruiter call.
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
    ["ai", "Cuéntame sobre una API que diseñaste y de la que dependían otros equipos. ¿Qué cambiarías hoy?"],
    [
      "user",
      "Construí la API de pagos para un cliente de logística con Node.js y PostgreSQL. La versionaría desde el primer día: rompimos dos clientes mobile cuando renombramos un campo.",
    ],
    ["ai", "¿Cómo te enteraste de la falla y cuánto tardaron en recuperarse?"],
    [
      "user",
      "Por alertas de Sentry a los diez minutos del deploy. Hice rollback, agregué un contract test contra el esquema de mobile y publiqué el cambio de nombre detrás de una ruta v2.",
    ],
    [
      "ai",
      "Te hiciste cargo del incidente y dejaste una solución duradera. Lo siguiente: un ejercicio breve en vivo sobre paginación para una tabla grande de pedidos.",
    ],
  ]),
  sales: chat("sales", 14, [
    [
      "ai",
      "Háblame del último negocio que perdiste después de una buena primera llamada. ¿Por qué se estancó?",
    ],
    [
      "user",
      "Lo llevé con un solo contacto, un gerente muy entusiasta. Cuando entró el área de compras, nadie con presupuesto había visto el business case.",
    ],
    ["ai", "¿Qué haces distinto ahora en las dos primeras reuniones?"],
    [
      "user",
      "Pregunto quién firma y quién puede bloquear, y sumo a un segundo stakeholder a la siguiente llamada. También armo el plan de acción conjunto con el champion.",
    ],
    [
      "ai",
      "Buen uso de la calificación. Hagamos un role-play de una llamada de discovery con un VP de Operaciones de una empresa de 300 personas.",
    ],
  ]),
  marketing: chat("mkt", 21, [
    ["ai", "Describe una campaña cuyos primeros resultados te decepcionaron. ¿Qué cambiaste?"],
    [
      "user",
      "Los registros a la prueba gratuita desde paid social salían baratos, pero nunca se activaban. Pasé el presupuesto a keywords de búsqueda con intención y reescribí la landing en torno a un solo caso de uso.",
    ],
    ["ai", "¿Qué métrica te mostró que el cambio funcionó?"],
    [
      "user",
      "La conversión de prueba a pago pasó del 4% al 9% en seis semanas, mientras el costo por registro subió solo un 20%. Lo seguimos en Amplitude por cohorte de campaña.",
    ],
    [
      "ai",
      "Muy buen foco en las métricas de fondo del funnel. Ahora, esboza un plan de pruebas de 30 días para el lanzamiento de un nuevo producto B2B.",
    ],
  ]),
  design: chat("des", 33, [
    [
      "ai",
      "Elige un proyecto de tu portafolio. ¿Qué problema reveló la investigación que el brief había pasado por alto?",
    ],
    [
      "user",
      "El brief pedía un nuevo dashboard. Las entrevistas mostraron que los gerentes solo necesitaban tres números cada mañana, así que primero diseñamos un resumen diario por e-mail.",
    ],
    ["ai", "¿Cómo convenciste a los stakeholders que querían el dashboard?"],
    [
      "user",
      "Hice una prueba de una semana con 20 clientes. El resumen tuvo una tasa de apertura del 71% y los tickets de soporte sobre reportes bajaron un tercio, así que el dashboard pasó a la fase dos.",
    ],
    [
      "ai",
      "Basado en evidencia y enfocado en resultados. Repasemos las decisiones de design system de ese proyecto.",
    ],
  ]),
  "ai-specialists": chat("ai", 40, [
    [
      "ai",
      "Tu modelo tuvo buenos resultados offline pero rindió por debajo de lo esperado en producción. ¿Cómo lo investigas?",
    ],
    [
      "user",
      "Primero comparo las distribuciones de features entre los datos de entrenamiento y el tráfico real. En un modelo de churn encontré un campo que en entrenamiento estaba completado retroactivamente, pero en producción llegaba tarde.",
    ],
    ["ai", "¿Cómo lo solucionaste y cómo evitaste que volviera a pasar?"],
    [
      "user",
      "Reconstruimos los datos de entrenamiento con joins point-in-time desde el feature store y agregamos un monitor de drift sobre las diez features principales, con alertas en Slack.",
    ],
    [
      "ai",
      "Es un diagnóstico sólido de data leakage. Ahora, diseña un plan de evaluación para un modelo de ranking con etiquetas que llegan con retraso.",
    ],
  ]),
  "llm-specialists": chat("llm", 47, [
    ["ai", "Aquí tienes dos respuestas de un modelo a una pregunta de impuestos. ¿Cuál prefieres y por qué?"],
    [
      "user",
      "La respuesta B. La A es más fluida, pero cita un límite de deducción de un año fiscal anterior. Priorizo la exactitud de los hechos por encima del tono, como pide la rúbrica.",
    ],
    ["ai", "¿Cómo escribirías la justificación para que otro anotador llegue al mismo ranking?"],
    [
      "user",
      "Cito la cifra incorrecta, enlazo el límite vigente desde el documento fuente y etiqueto el error como 'dato desactualizado' para que corresponda a la categoría de la rúbrica.",
    ],
    [
      "ai",
      "Razonamiento preciso y reproducible. Tu justificación coincide con la etiqueta de nuestro golden set. Lo siguiente: tres prompts de programación para ordenar.",
    ],
  ]),
};
