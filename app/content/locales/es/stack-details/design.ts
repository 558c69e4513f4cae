/** Spanish long-form content of the design stack pages, keyed by stack slug. */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { designStackDetails as english } from "~/content/stack-details/design";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("es");

type DesignStackSlug = Extract<(typeof categories)[number], { slug: "design" }>["stacks"][number]["slug"];

export const designStackDetails = {
  "ux-research": {
    description:
      "Los UX researchers descubren qué necesitan tus usuarios y dónde tu producto se interpone en su camino, para que las decisiones de diseño y de roadmap se basen en evidencia y no en opiniones. Los UX researchers de LatamMatch planifican y realizan entrevistas, pruebas de usabilidad y encuestas con participantes de EE. UU., y convierten los hallazgos en recomendaciones claras con las que tu equipo de producto puede actuar.",
    technologies: english["ux-research"].technologies,
    responsibilities: [
      "Planificar estudios con preguntas de investigación, métodos y criterios de éxito claros",
      "Reclutar y filtrar participantes, y moderar entrevistas y pruebas de usabilidad",
      "Ejecutar a escala pruebas no moderadas, card sorting, tree testing y encuestas",
      "Sintetizar los hallazgos en insights, journey maps y personas basados en datos",
      "Presentar recomendaciones a producto, diseño y liderazgo, y darles seguimiento hasta el roadmap",
      "Mantener un repositorio de investigación para que los insights se puedan encontrar después de cada proyecto",
    ],
    requirements: [
      "Más de 3 años de UX research en empresas de producto o agencias",
      "Dominio de métodos cualitativos y cuantitativos, incluido el diseño de encuestas",
      "Un portafolio de casos que muestre investigaciones que cambiaron una decisión de producto",
      "Experiencia con herramientas de investigación como Dovetail, Maze o UserTesting",
      "Inglés C1 para moderar sesiones con participantes de EE. UU.",
      "Conocimiento de ética de la investigación, consentimiento informado y manejo de datos personales",
    ],
    faqs: [
      {
        question: "¿Sus UX researchers pueden entrevistar a nuestros clientes en EE. UU.?",
        answer:
          "Sí. Moderar en inglés es un requisito excluyente: cada researcher que colocamos habla a nivel C1 o superior y ya realizó sesiones con participantes de EE. UU. También sabe indagar sin inducir respuestas, algo que pesa más que el acento a la hora de obtener respuestas honestas.",
      },
      {
        question: "¿Cómo evalúan a los UX researchers?",
        answer:
          "Revisamos a fondo dos casos del portafolio, preguntando por qué se eligió cada método y qué cambió gracias a los hallazgos. Después, los candidatos redactan un plan de investigación breve para un problema de ejemplo y moderan una sesión de usabilidad simulada con uno de nuestros entrevistadores. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Qué tan rápido puede un researcher empezar un estudio?",
        answer: `Recibes 3–5 perfiles de UX researcher en las ${duration.shortlist} siguientes a tu brief. Muchos equipos aprovechan el período de prueba pagado de ${duration.trial} para hacer un estudio pequeño de punta a punta, como cinco sesiones de usabilidad sobre un flujo clave con una presentación de resultados al final. El 90–96% de los períodos de prueba continúa en una relación de largo plazo.`,
      },
      {
        question: "¿Trabajan en nuestro horario para las presentaciones a stakeholders?",
        answer:
          "Nuestros researchers trabajan desde zonas horarias a no más de dos horas de la hora del Este de EE. UU., así que las sesiones en vivo con participantes y las presentaciones a tu equipo de producto entran en el mismo día, incluida la mayoría de las tardes de la Costa Oeste.",
      },
      {
        question: "¿Cuánto cuesta un UX researcher a través de LatamMatch?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestras contrataciones sigue activa después de seis meses.",
      },
    ],
    seoTitle: "Contrata UX researchers de Latinoamérica | LatamMatch",
    seoDescription: `UX researchers latinoamericanos que hacen entrevistas y pruebas de usabilidad con usuarios de EE. UU. Inglés C1+, lista corta en ${duration.shortlist}, prueba pagada.`,
    opportunityExamples: [
      {
        title: "UX Researcher Senior, plataforma B2B",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hora",
        stack: "Dovetail · Maze · Figma",
      },
      {
        title: "UX Researcher, banca mobile",
        type: "Full-Time",
        location: "Remote",
        rate: "$39/hora",
        stack: "UserTesting · Qualtrics · FigJam",
      },
      {
        title: "Researcher por contrato, sprint de discovery",
        type: "Contract",
        location: "Remote",
        rate: "$35/hora",
        stack: "Lookback · Optimal Workshop · Miro",
      },
    ],
  },
  "ui-visual": {
    description:
      "Los diseñadores UI y visuales le dan a tu producto y a tu marca un aspecto pulido y consistente: tipografía, color, iconografía, ilustración y los componentes que unen cada pantalla. Los diseñadores UI de LatamMatch trabajan en Figma con auto layout, variantes y variables, y entregan especificaciones que los ingenieros pueden construir sin adivinar.",
    technologies: english["ui-visual"].technologies,
    responsibilities: [
      "Diseñar UI de alta fidelidad para web y mobile a partir de wireframes y requerimientos de producto",
      "Construir y mantener librerías de componentes en Figma con variantes, variables y design tokens",
      "Definir el lenguaje visual: tipografía, sistemas de color, iconografía, ilustración e imágenes",
      "Crear piezas visuales de marketing, landing pages y assets de marca coherentes con el producto",
      "Preparar el handoff a desarrollo con especificaciones y estados, y revisar la UI implementada",
      "Verificar el contraste de color y la legibilidad según las pautas WCAG",
    ],
    requirements: [
      "Más de 3 años como diseñador UI o visual en productos digitales",
      "Un portafolio con UI de productos lanzados y trabajo sistemático de componentes",
      "Dominio experto de Figma: auto layout, variantes, variables y librerías compartidas",
      "Bases sólidas de tipografía y color, además de habilidades de ilustración o diseño de íconos",
      "Comprensión del diseño responsivo y de las guías de cada plataforma (Material Design, Apple HIG)",
      "Inglés B2 o superior para críticas de diseño y feedback asíncrono",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan el oficio de un diseñador UI?",
        answer:
          "La revisión del portafolio se centra en el trabajo lanzado y en los archivos de Figma que hay detrás: cómo están construidos los componentes, si los estilos y las variables se usan de forma consistente y cómo se cubren los estados límite. Un ejercicio breve pide rediseñar una pantalla dentro de un design system existente. Solo cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Un diseñador UI puede construir u ordenar nuestro design system?",
        answer: `Sí, es uno de los pedidos más comunes. Cuéntanos si empiezas desde cero o si hay que desenredar una librería existente, y en ${duration.shortlist} te enviamos 3–5 diseñadores UI que ya hicieron ese tipo de trabajo, incluida la configuración de tokens y la documentación en herramientas como Zeroheight.`,
      },
      {
        question: "¿Qué deberíamos asignar durante el período de prueba?",
        answer: `Un conjunto real de pantallas o una familia de componentes encaja muy bien en el período de prueba pagado de ${duration.trial}. Así ves la calidad visual, el orden de los archivos y cómo responde el diseñador al feedback de producto e ingeniería. Entre el 90% y el 96% de los períodos de prueba termina en una contratación de largo plazo.`,
      },
      {
        question: "¿Colaboran con nuestros ingenieros?",
        answer:
          "Nuestros diseñadores UI trabajan en horario laboral de EE. UU. desde zonas horarias cercanas, participan en las dailies y las revisiones, y están acostumbrados a revisar las pantallas implementadas en staging y en Storybook, no solo a entregar un archivo y pasar a otra cosa.",
      },
      {
        question: "¿Cuánto nos ahorra un diseñador UI de Latinoamérica?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata diseñadores UI y visuales de LATAM | LatamMatch",
    seoDescription: `Diseñadores UI y visuales de Latinoamérica para design systems en Figma, UI de producto y piezas de marca. Lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Diseñador UI, design system",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hora",
        stack: "Figma · Zeroheight · Storybook",
      },
      {
        title: "Diseñador Visual, marketing y marca",
        type: "Contract",
        location: "Remote",
        rate: "$33/hora",
        stack: "Figma · Adobe Illustrator · Webflow",
      },
      {
        title: "Diseñador UI Senior, app mobile",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hora",
        stack: "Figma · ProtoPie · Lottie",
      },
    ],
  },
  "product-design": {
    description:
      "Los product designers se hacen cargo de la experiencia de una funcionalidad desde el planteamiento del problema hasta la UI lanzada: flujos, wireframes, prototipos, pantallas de alta fidelidad y el seguimiento después del lanzamiento. Los product designers de LatamMatch ya trabajaron dentro de equipos de producto de EE. UU. junto a PMs e ingenieros, usan la investigación y los datos para decidir, y pueden defender un diseño con argumentos y no con gustos.",
    technologies: english["product-design"].technologies,
    responsibilities: [
      "Plantear los problemas con product managers e ingenieros y definir métricas de éxito para cada funcionalidad",
      "Mapear flujos de usuario y producir wireframes, prototipos y diseños de alta fidelidad",
      "Hacer investigación ligera y pruebas de usabilidad para validar conceptos antes de construirlos",
      "Contribuir al design system y hacerlo evolucionar",
      "Trabajar con los ingenieros durante la implementación y hacer QA de la experiencia lanzada",
      "Revisar la analítica de producto después del lanzamiento e iterar según lo que muestren los datos",
    ],
    requirements: [
      "Más de 5 años en diseño de producto (UX/UI), con al menos dos productos lanzados a usuarios reales",
      "Un portafolio de casos de punta a punta: problema, proceso, trade-offs y resultado",
      "Dominio experto de Figma, incluidos el prototipado y las librerías compartidas",
      "Experiencia con métodos de investigación y herramientas de analítica de producto",
      "Soltura para trabajar en squads ágiles de producto con stakeholders de EE. UU.",
      "Inglés C1 para presentar y defender decisiones de diseño",
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia entre un product designer y un diseñador UI?",
        answer:
          "Un product designer se hace cargo del problema completo: quién es el usuario, qué flujo resuelve su necesidad, cómo se mide el éxito y qué se lanza. Un diseñador UI se enfoca en la capa visual y en el sistema de componentes. Si necesitas a una persona que lleve una funcionalidad desde un brief difuso hasta pantallas en producción, este es el rol.",
      },
      {
        question: "¿Cómo evalúan a los product designers?",
        answer:
          "Los candidatos presentan un caso de punta a punta y profundizamos en los trade-offs: qué recortaron, qué decían los datos, qué harían distinto. Después hacen un desafío de diseño en vivo con un product manager de nuestro equipo. Aproximadamente el 3% de los postulantes lo supera.",
      },
      {
        question: "¿Qué tan rápido podemos conocer product designers?",
        answer: `En ${duration.shortlist} te enviamos 3–5 product designers afines a tu dominio y plataforma, por ejemplo dashboards SaaS B2B, apps mobile de consumo o marketplaces. La mayoría de los clientes los entrevista esa misma semana.`,
      },
      {
        question: "¿Cómo evaluamos a un product designer en el período de prueba?",
        answer: `Asígnale una funcionalidad real durante el período de prueba pagado de ${duration.trial}, idealmente una con preguntas abiertas. Verás cómo plantea el problema, cómo involucra a ingeniería y cómo presenta opciones, no solo las pantallas finales. El 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto cuesta un product designer senior a través de LatamMatch?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata product designers de Latinoamérica | LatamMatch",
    seoDescription: `Product designers senior de LATAM que llevan funcionalidades del problema a la UI lanzada. Lista corta en ${duration.shortlist}, prueba pagada, 40–65% de ahorro en salario.`,
    opportunityExamples: [
      {
        title: "Product Designer Senior, SaaS B2B",
        type: "Full-Time",
        location: "Remote",
        rate: "$47/hora",
        stack: "Figma · Maze · Amplitude",
      },
      {
        title: "Product Designer, growth de marketplace",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hora",
        stack: "Figma · Hotjar · Linear",
      },
      {
        title: "Product Designer, construcción de MVP",
        type: "Contract",
        location: "Remote",
        rate: "$40/hora",
        stack: "Figma · ProtoPie · Notion",
      },
    ],
  },
  "motion-3d": {
    description:
      "Los diseñadores de motion y 3D dan vida a productos, marcas y campañas con animación: videos explicativos de producto, microinteracciones de UI, renders 3D de producto y video para redes sociales. Los motion designers de LatamMatch ya entregaron trabajos para marcas y agencias de EE. UU., y cubren todo el pipeline, desde el storyboard y los style frames hasta el render final y la exportación para web, app y redes.",
    technologies: english["motion-3d"].technologies,
    responsibilities: [
      "Desarrollar storyboards, style frames y animatics a partir de briefs creativos",
      "Animar videos explicativos, lanzamientos de producto y clips para redes en After Effects",
      "Modelar, texturizar, iluminar y renderizar productos y escenas 3D en Cinema 4D o Blender",
      "Crear animaciones de UI y microinteracciones entregadas como archivos Lottie o Rive",
      "Preparar las exportaciones para cada canal: web, app, paid social y presentaciones",
      "Gestionar archivos de proyecto, versiones y rondas de feedback para cumplir los plazos",
    ],
    requirements: [
      "Más de 3 años de trabajo profesional en motion design o 3D",
      "Un reel con trabajos de motion 2D y 3D, indicando tu aporte en cada pieza",
      "Dominio experto de After Effects, además de Cinema 4D o Blender",
      "Experiencia con motores de render como Redshift, Octane o Cycles",
      "Buen sentido del timing, el easing, la composición y la tipografía en movimiento",
      "Inglés B2 para briefs, rondas de feedback y llamadas con clientes",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los diseñadores de motion y 3D?",
        answer:
          "Revisamos los reels plano por plano y pedimos a los candidatos que detallen quién hizo qué, porque los proyectos grupales pueden esconder mucho. Después, los diseñadores preseleccionados animan un brief corto con assets que les damos, y revisamos tanto el archivo de proyecto como el render. Cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Necesitamos un motion designer 2D o un artista 3D?",
        answer:
          "Si necesitas videos explicativos, clips para redes y animación de UI, un motion designer 2D que trabaje en After Effects y Lottie suele ser el perfil indicado. Para renders de producto, tomas de packaging o escenas 3D, busca profundidad en Cinema 4D o Blender. Muchos de nuestros candidatos hacen ambas cosas; cuéntanos tu mix y lo encontramos.",
      },
      {
        question: "¿Quién provee las licencias de software y el hardware de render?",
        answer:
          "Lo acordamos antes de la fecha de inicio. La mayoría de los clientes provee las licencias de sus propias herramientas; con nuestro servicio Comprehensive Staff Augmentation también podemos gestionar y entregar la estación de trabajo, para que los renders 3D pesados no dependan de una laptop personal.",
      },
      {
        question: "¿Qué tan rápido puede empezar un motion designer?",
        answer: `En las ${duration.shortlist} siguientes a tu brief te enviamos 3–5 reels que encajan con tu estilo y tu formato. El primer proyecto funciona como un período de prueba pagado de ${duration.trial}, tiempo suficiente para entregar una animación corta con un ciclo completo de feedback, y el 90–96% de los períodos de prueba continúa.`,
      },
      {
        question: "¿Cuánto cuesta el motion design a través de LatamMatch?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros diseñadores sigue con el cliente después de seis meses, así que los lineamientos de motion de la marca se mantienen consistentes entre campañas.",
      },
    ],
    seoTitle: "Contrata diseñadores de motion y 3D de LATAM | LatamMatch",
    seoDescription: `Diseñadores de motion y 3D de Latinoamérica expertos en After Effects, Cinema 4D y Blender. Evaluados por su reel, lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Motion Designer, marketing de producto",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hora",
        stack: "After Effects · Illustrator · Lottie",
      },
      {
        title: "Artista 3D, renders de producto",
        type: "Contract",
        location: "Remote",
        rate: "$45/hora",
        stack: "Cinema 4D · Redshift · Substance 3D Painter",
      },
      {
        title: "Diseñador de Motion y Animación UI",
        type: "Full-Time",
        location: "Remote",
        rate: "$37/hora",
        stack: "After Effects · Rive · Figma",
      },
    ],
  },
} satisfies StackDetails<DesignStackSlug>;
