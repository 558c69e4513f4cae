/** Spanish long-form content of the marketing stack pages, keyed by stack slug. */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { marketingStackDetails as english } from "~/content/stack-details/marketing";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("es");

type MarketingStackSlug = Extract<
  (typeof categories)[number],
  { slug: "marketing" }
>["stacks"][number]["slug"];

export const marketingStackDetails = {
  growth: {
    description:
      "Los growth marketers encuentran y escalan los canales que traen clientes: gestionan la adquisición paga, las pruebas de landing pages y los experimentos de funnel con metas claras de CAC y payback. Los growth marketers de LatamMatch ya manejaron presupuestos reales para empresas de EE. UU. en Google, Meta y LinkedIn Ads, y reportan lo que movió el pipeline y los ingresos, no solo los clics.",
    technologies: english.growth.technologies,
    responsibilities: [
      "Planificar y ejecutar adquisición paga en canales de búsqueda, redes sociales y B2B con metas de CAC y ROAS",
      "Diseñar y analizar pruebas A/B en landing pages, flujos de registro y páginas de precios",
      "Configurar el seguimiento de conversiones y la atribución con GA4, Tag Manager y los píxeles de las plataformas de anuncios",
      "Reportar cada semana las métricas del funnel, desde el primer contacto hasta los ingresos cerrados",
      "Encontrar y probar canales nuevos como alianzas, programas de referidos o sindicación de contenido",
      "Trabajar con diseño y contenido para lanzar rápido nuevas piezas creativas y landing pages",
    ],
    requirements: [
      "Más de 4 años en growth o performance marketing, incluida la responsabilidad sobre presupuestos mensuales de anuncios",
      "Experiencia práctica en al menos dos de estas plataformas: Google Ads, Meta Ads y LinkedIn Ads",
      "Sólidas habilidades analíticas: GA4, modelos de atribución y modelado en hojas de cálculo; SQL es un plus",
      "Experiencia ejecutando experimentos con tamaños de muestra adecuados y pruebas de significancia",
      "Conocimiento práctico de las normas de privacidad de EE. UU. y de los cambios de plataforma que afectan el tracking",
      "Inglés C1 para copies de anuncios, landing pages y reportes a stakeholders",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los growth marketers?",
        answer:
          "Los candidatos auditan una cuenta de anuncios y un reporte de funnel de ejemplo, y luego presentan dónde recortarían la inversión, qué probarían primero y cómo lo medirían. Buscamos un razonamiento sólido sobre CAC y payback, no palabras de moda sobre canales, y evaluamos el inglés escrito y oral. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Sus growth marketers manejaron presupuestos significativos?",
        answer: `Sí. Le pedimos a cada candidato la inversión mensual que gestionó, los canales y los resultados, y lo verificamos con referencias. Cuéntanos tu presupuesto y tu mix de canales, y en ${duration.shortlist} recibes 3–5 growth marketers que ya operaron a esa escala.`,
      },
      {
        question: "¿Qué puede demostrar un growth marketer en el período de prueba?",
        answer: `Durante el período de prueba pagado de ${duration.trial}, la mayoría de los equipos pide una auditoría de la cuenta y del tracking, más un primer plan de experimentos, y a veces una prueba en vivo sobre una landing page. Así ves cómo prioriza antes de que haya dinero real en juego. Entre el 90% y el 96% de los períodos de prueba termina en una contratación de largo plazo.`,
      },
      {
        question: "¿Entienden a las audiencias de EE. UU.?",
        answer:
          "Nuestros growth marketers ya hicieron campañas para empresas de EE. UU., escriben copies de anuncios en un inglés natural y conocen la estacionalidad del mercado estadounidense, desde los picos del retail en el cuarto trimestre hasta los ciclos de presupuesto por año fiscal en B2B. Como trabajan a no más de dos horas de la hora del Este de EE. UU., pueden ajustar campañas durante tu jornada laboral.",
      },
      {
        question: "¿Cuánto se ahorra con un growth marketer de Latinoamérica?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros marketers sigue con su cliente después de seis meses.",
      },
    ],
    seoTitle: "Contrata growth marketers de Latinoamérica | LatamMatch",
    seoDescription: `Growth marketers latinoamericanos para adquisición paga, CRO y analítica de funnel. Evaluados con presupuestos reales, lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Performance Marketing Manager, SaaS B2B",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hora",
        stack: "Google Ads · LinkedIn Ads · HubSpot · GA4",
      },
      {
        title: "Growth Marketer, marca direct-to-consumer",
        type: "Contract",
        location: "Remote",
        rate: "$37/hora",
        stack: "Meta Ads Manager · TikTok Ads · Shopify",
      },
      {
        title: "Growth Lead Senior, adquisición product-led",
        type: "Full-Time",
        location: "Remote",
        rate: "$43/hora",
        stack: "Amplitude · Optimizely · Webflow · Segment",
      },
    ],
  },
  content: {
    description:
      "Los content marketers planifican y producen los artículos, guías, casos de éxito y newsletters que atraen tráfico orgánico y acercan a los compradores a una demo. Los content marketers de LatamMatch escriben en inglés de nivel nativo para lectores de EE. UU., entienden la intención de búsqueda y el SEO on-page, y pueden entrevistar a tus expertos en la materia para producir piezas que suenen como tu empresa.",
    technologies: english.content.technologies,
    responsibilities: [
      "Armar y mantener un calendario editorial vinculado a la investigación de palabras clave y al recorrido del comprador",
      "Escribir y editar artículos de blog, guías, casos de éxito, landing pages y newsletters",
      "Entrevistar a expertos de producto y a clientes para producir contenido original y creíble",
      "Optimizar cada pieza según la intención de búsqueda, el enlazado interno y el SEO on-page",
      "Actualizar el contenido existente según los rankings, el tráfico y los datos de conversión",
      "Preparar briefs para redactores freelance y editar su trabajo para mantener una voz y un estilo consistentes",
    ],
    requirements: [
      "Más de 3 años escribiendo contenido B2B o SaaS para audiencias de EE. UU.",
      "Inglés escrito nativo o de nivel C2, con un portafolio publicado",
      "Conocimiento práctico de Ahrefs o Semrush y de Google Search Console",
      "Experiencia publicando en un CMS como WordPress, Webflow o HubSpot",
      "Capacidad para convertir temas técnicos en textos claros y precisos",
      "Soltura con el feedback editorial y con guías de estilo como AP o Chicago",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan la escritura de un content marketer?",
        answer:
          "Además de revisar muestras publicadas, le damos a cada candidato un brief con tiempo limitado: un artículo breve para una audiencia B2B de EE. UU. a partir de una palabra clave y dos citas de expertos, más un ejercicio de edición sobre un borrador flojo. Los editores califican la claridad, la estructura, la precisión y el ajuste al SEO. Solo cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Pueden escribir para industrias técnicas o reguladas?",
        answer: `Muchos de nuestros redactores se especializan en áreas como herramientas para desarrolladores, fintech, salud o software de RR. HH. Indica tu nicho en el brief y armamos una lista corta de 3–5 content marketers con trabajo publicado en ese campo, entregada en ${duration.shortlist}.`,
      },
      {
        question: "¿Cómo conviene aprovechar el período de prueba con un content marketer?",
        answer: `Asigna una o dos piezas reales durante el período de prueba pagado de ${duration.trial}, idealmente con una entrevista a alguien de tu equipo. Verás la profundidad de la investigación, la voz, los tiempos de entrega y cómo maneja las correcciones, que es casi todo lo que importa. El 90–96% de los períodos de prueba continúa en un trabajo de largo plazo.`,
      },
      {
        question: "¿Se ocupan del SEO o solo de escribir?",
        answer:
          "De ambas cosas. Nuestros content marketers hacen su propia investigación de palabras clave y de SERP, estructuran los artículos según la intención de búsqueda, se encargan de los enlaces internos y los metadatos, y siguen los rankings y las conversiones en Search Console y GA4 para decidir qué actualizar.",
      },
      {
        question: "¿Cuánto cuesta un content marketer en comparación con EE. UU.?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata content marketers de Latinoamérica | LatamMatch",
    seoDescription: `Content marketers de Latinoamérica con inglés nativo para artículos SEO, casos de éxito y newsletters. Lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Content Marketer SEO, SaaS B2B",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hora",
        stack: "WordPress · Ahrefs · Google Search Console",
      },
      {
        title: "Redactor de Contenido Técnico, herramientas para desarrolladores",
        type: "Contract",
        location: "Remote",
        rate: "$37/hora",
        stack: "Markdown · Webflow · GitHub · Semrush",
      },
      {
        title: "Content Marketing Manager, fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hora",
        stack: "HubSpot CMS · Clearscope · Airtable",
      },
    ],
  },
  email: {
    description:
      "Los especialistas en email y lifecycle marketing se encargan de los mensajes que reciben los clientes después de registrarse o comprar: onboarding, nurturing, reactivación, y los newsletters y promociones entre medio. Los lifecycle marketers de LatamMatch construyen recorridos segmentados y automatizados en Klaviyo, HubSpot, Braze o Customer.io, cuidan la entregabilidad y miden cada flujo según su impacto en ingresos y retención.",
    technologies: [
      "Klaviyo",
      "HubSpot",
      "Braze",
      "Customer.io",
      "Iterable",
      "Mailchimp",
      "Marketo",
      "Salesforce Marketing Cloud",
      "Attentive",
      "Postscript",
      "Litmus",
      "Email on Acid",
      "MJML",
      "Email en HTML",
      "Segment",
      "Shopify",
      "Google Analytics 4",
      "Looker Studio",
    ],
    responsibilities: [
      "Mapear el ciclo de vida del cliente y construir flujos automatizados de onboarding, activación, recuperación y retención",
      "Segmentar audiencias por comportamiento, historial de compras y uso del producto",
      "Redactar, construir y hacer QA de campañas, probando cómo se ven en cada cliente de correo con Litmus o Email on Acid",
      "Hacer pruebas A/B de asuntos, contenido, horarios de envío y ofertas",
      "Proteger la entregabilidad con SPF, DKIM y DMARC, higiene de listas y monitoreo de la reputación del remitente",
      "Reportar ingresos por destinatario, conversión, bajas e impacto en la retención",
    ],
    requirements: [
      "Más de 3 años en email o lifecycle marketing para e-commerce o SaaS",
      "Experiencia avanzada en al menos una de estas plataformas: Klaviyo, Braze, Customer.io, HubSpot o Marketo",
      "Manejo práctico de HTML y CSS para plantillas de email",
      "Conocimiento de CAN-SPAM, del consentimiento y de las buenas prácticas de gestión de listas",
      "Capacidad analítica para vincular campañas y flujos con ingresos y retención",
      "Inglés C1 para redactar y editar textos dirigidos a clientes",
    ],
    faqs: [
      {
        question: "¿Tienen lifecycle marketers para e-commerce y para SaaS?",
        answer: `Sí, y los dos perfiles son bastante distintos. Los especialistas en e-commerce suelen trabajar en Klaviyo con Shopify, herramientas de SMS y calendarios promocionales; los especialistas en SaaS construyen recorridos activados por el uso del producto en Braze, Customer.io o HubSpot. Armamos la lista corta según tu modelo, con 3–5 perfiles entregados en ${duration.shortlist}.`,
      },
      {
        question: "¿Cómo evalúan las habilidades de email marketing?",
        answer:
          "Los candidatos revisan una cuenta de ejemplo con flujos débiles y un problema de entregabilidad, proponen un mapa del ciclo de vida y las correcciones, y construyen un email responsivo en HTML. Revisamos el copy, la lógica de segmentación y si saben por qué los mensajes terminan en spam. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Cuál es un buen proyecto de prueba para un lifecycle marketer?",
        answer: `Una auditoría de tus flujos actuales encaja muy bien en el período de prueba pagado de ${duration.trial}: triggers faltantes, segmentos desactualizados, problemas de visualización e ingresos por flujo, con un plan priorizado y un flujo reconstruido al final. Entre el 90% y el 96% de nuestros períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Pueden programar envíos según las zonas horarias de EE. UU.?",
        answer:
          "Sí. Nuestros lifecycle marketers están acostumbrados a programar envíos por zona horaria para listas de EE. UU., y quienes viven en Argentina, Uruguay o Brasil trabajan una o dos horas por delante de la hora del Este de EE. UU., así que pueden hacer el QA y lanzar los envíos de la mañana antes de que tu equipo empiece el día.",
      },
      {
        question: "¿Qué ahorro podemos esperar?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Especialistas en email y lifecycle de LATAM | LatamMatch",
    seoDescription: `Especialistas en email y lifecycle marketing de Latinoamérica expertos en Klaviyo, Braze, HubSpot y Customer.io. Lista corta en ${duration.shortlist}, prueba pagada.`,
    opportunityExamples: [
      {
        title: "Lifecycle Marketing Manager, e-commerce por suscripción",
        type: "Full-Time",
        location: "Remote",
        rate: "$34/hora",
        stack: "Klaviyo · Shopify · Attentive",
      },
      {
        title: "Especialista en CRM y Lifecycle, app mobile",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hora",
        stack: "Braze · Segment · Amplitude",
      },
      {
        title: "Desarrollador y Marketer de Email",
        type: "Contract",
        location: "Remote",
        rate: "$29/hora",
        stack: "HubSpot · MJML · Litmus",
      },
    ],
  },
  "social-media": {
    description:
      "Los social media managers gestionan la presencia de tu marca en las plataformas que tus compradores realmente usan, desde el calendario de contenido y las respuestas a la comunidad hasta las publicaciones promocionadas y los reportes mensuales. Los social media managers de LatamMatch siguen la cultura y las tendencias de plataforma de EE. UU., escriben en un inglés natural y pueden producir ellos mismos videos cortos y gráficas sin depender de un diseñador.",
    technologies: english["social-media"].technologies,
    responsibilities: [
      "Planificar y publicar un calendario de contenido en Instagram, TikTok, LinkedIn, X y otros canales relevantes",
      "Crear videos cortos, carruseles y gráficas que respeten los lineamientos de la marca",
      "Gestionar la comunidad: responder comentarios y mensajes directos, y escalar temas de soporte o de relaciones públicas",
      "Ejecutar y optimizar publicaciones promocionadas junto con el equipo de growth",
      "Monitorear tendencias, competidores y menciones de la marca con herramientas de social listening",
      "Reportar cada mes el alcance, el engagement, el crecimiento de seguidores y el tráfico al sitio",
    ],
    requirements: [
      "Más de 2 años gestionando cuentas sociales de marcas dirigidas a audiencias de EE. UU.",
      "Un portafolio de publicaciones y campañas con resultados que puedas compartir",
      "Inglés nativo o C1, con sensibilidad para el humor y el tono de EE. UU.",
      "Habilidades de edición de video y diseño en CapCut, Premiere Pro o Canva",
      "Experiencia con una herramienta de programación y analítica como Sprout Social o Hootsuite",
      "Buen criterio en brand safety y respuesta a crisis",
    ],
    faqs: [
      {
        question: "¿Sus social media managers crean contenido o solo lo programan?",
        answer:
          "Lo crean. Cada candidato que colocamos sabe grabar y editar videos cortos, diseñar carruseles en Canva o Figma y escribir los textos, así que una sola contratación puede mantener tus canales activos. Para producciones más grandes, igual puedes sumar un diseñador.",
      },
      {
        question: "¿Cómo evalúan a los social media managers?",
        answer:
          "Revisamos cada portafolio por sus resultados y no por la cantidad de seguidores; después pedimos un plan de contenido de una semana para una marca de ejemplo de EE. UU., con dos publicaciones terminadas y respuestas a un hilo de comentarios complicado. El tono en inglés forma parte de la calificación. Aproximadamente el 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Pueden publicar y responder en las horas pico de EE. UU.?",
        answer:
          "Sí. Desde UTC-3 a UTC-5 están conectados durante la mañana y la tarde de EE. UU., y la cobertura de la comunidad por las noches o los fines de semana puede acordarse como parte del horario.",
      },
      {
        question: "¿Qué tan rápido podemos sumar a alguien?",
        answer: `Cuenta con 3–5 perfiles de social media afines a tus plataformas y a tu industria en ${duration.shortlist}. Las primeras ${duration.trial} son un período de prueba pagado en el que el nuevo manager gestiona tus canales de verdad, y el 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto cuesta en comparación con contratar en EE. UU.?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata social media managers de Latinoamérica | LatamMatch",
    seoDescription: `Social media managers latinoamericanos que crean video, gestionan comunidades y reportan resultados para marcas de EE. UU. Lista corta en ${duration.shortlist}.`,
    opportunityExamples: [
      {
        title: "Social Media Manager, marca de consumo",
        type: "Full-Time",
        location: "Remote",
        rate: "$31/hora",
        stack: "TikTok · Instagram · CapCut · Later",
      },
      {
        title: "Social Media y Community Manager B2B",
        type: "Full-Time",
        location: "Remote",
        rate: "$34/hora",
        stack: "LinkedIn · Sprout Social · Canva",
      },
      {
        title: "Creador de Video Corto y Social Lead",
        type: "Contract",
        location: "Remote",
        rate: "$28/hora",
        stack: "Adobe Premiere Pro · YouTube · Meta Business Suite",
      },
    ],
  },
  analytics: {
    description:
      "Los analistas de marketing te dicen qué canales, campañas y audiencias generan ingresos de verdad, y dónde conviene invertir el próximo dólar. Los analistas de marketing de LatamMatch combinan SQL y BI con la comprensión de funnels y atribución propia de un marketer, y construyen el tracking, los dashboards y los análisis que tu equipo usa para decidir el presupuesto.",
    technologies: english.analytics.technologies,
    responsibilities: [
      "Ser responsable del plan de tracking de marketing, las convenciones de UTM y los eventos de conversión en la web y el CRM",
      "Construir dashboards de rendimiento por canal, contribución al pipeline y payback del CAC",
      "Comparar modelos de atribución y ejecutar pruebas de incrementalidad o de grupos de control cuando sea posible",
      "Analizar datos de campañas, cohortes y funnel, y recomendar reasignaciones de presupuesto",
      "Proyectar leads, pipeline e inversión para los ciclos de planificación",
      "Trabajar con ingeniería de datos para mantener los datos de marketing del warehouse precisos y documentados",
    ],
    requirements: [
      "Más de 3 años en marketing analytics, growth analytics o business intelligence",
      "SQL sólido y modelado avanzado en hojas de cálculo; Python o R es un plus",
      "Experiencia práctica implementando GA4 y Google Tag Manager",
      "Dominio de al menos una herramienta de BI: Looker, Tableau, Power BI o Looker Studio",
      "Comprensión de la atribución, el diseño de experimentos y la significancia estadística",
      "Inglés B2+ y capacidad para presentar hallazgos a stakeholders no técnicos",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a un analista de marketing?",
        answer:
          "Los candidatos reciben un dataset de inversión publicitaria, sesiones y oportunidades del CRM con problemas típicos como UTMs faltantes y leads duplicados. Escriben el SQL, arman un dashboard breve y presentan en inglés una recomendación de presupuesto. Solo cerca del 3% de los postulantes completa todo el proceso.",
      },
      {
        question: "¿Pueden arreglar nuestra configuración de GA4 y de tags?",
        answer: `Sí. La implementación de tracking es un requisito central: nuestros analistas redactan planes de tracking, configuran eventos de GA4 y contenedores de Tag Manager, y concilian las conversiones de las plataformas de anuncios con el CRM. Menciónalo en tu brief y los 3–5 analistas que te enviamos en ${duration.shortlist} ya lo habrán hecho antes.`,
      },
      {
        question: "¿Qué suelen pedir los equipos en el período de prueba?",
        answer: `Una auditoría de tracking más un dashboard listo para tomar decisiones encaja bien en el período de prueba pagado de ${duration.trial}, así puedes evaluar tanto la precisión técnica como la forma en que el analista explica los números a los marketers. Entre el 90% y el 96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿El analista estará disponible para nuestras reuniones de planificación?",
        answer:
          "Sí. Nuestros analistas están a no más de dos horas de la hora del Este de EE. UU., así que las revisiones semanales de rendimiento y las sesiones de planificación trimestral caen dentro de su jornada habitual.",
      },
      {
        question: "¿Cuál es la diferencia de costo frente a un analista de marketing en EE. UU.?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros analistas sigue en su puesto después de seis meses, algo importante en un rol que depende de saber de dónde vienen tus datos.",
      },
    ],
    seoTitle: "Contrata analistas de marketing de LATAM | LatamMatch",
    seoDescription: `Analistas de marketing latinoamericanos expertos en SQL, GA4, atribución y dashboards de BI. Lista corta en ${duration.shortlist} y prueba pagada de ${duration.trial}.`,
    opportunityExamples: [
      {
        title: "Analista de Marketing, atribución y reportes",
        type: "Full-Time",
        location: "Remote",
        rate: "$41/hora",
        stack: "SQL · BigQuery · Looker Studio · GA4",
      },
      {
        title: "Growth Analyst Senior, app de consumo",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hora",
        stack: "Amplitude · Python · dbt · Tableau",
      },
      {
        title: "Especialista en Web Analytics, implementación de tracking",
        type: "Contract",
        location: "Remote",
        rate: "$38/hora",
        stack: "Google Tag Manager · GA4 · Segment",
      },
    ],
  },
} satisfies StackDetails<MarketingStackSlug>;
