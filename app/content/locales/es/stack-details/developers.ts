/** Spanish long-form content of the developer stack pages, keyed by stack slug. */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { developerStackDetails as english } from "~/content/stack-details/developers";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("es");

type DeveloperStackSlug = Extract<
  (typeof categories)[number],
  { slug: "developers" }
>["stacks"][number]["slug"];

export const developerStackDetails = {
  "full-stack": {
    description:
      "Un desarrollador full-stack se hace cargo de una funcionalidad de punta a punta: la pantalla en React, la API que la sostiene, la migración de base de datos y el deploy. Para un equipo de producto en EE. UU., eso significa menos traspasos y un solo ingeniero capaz de llevar un ticket de la especificación a producción. Los candidatos full-stack de LatamMatch ya entregaron productos en TypeScript a usuarios reales y se evalúan en vivo tanto en código de cliente como de servidor, incluidos los tests y las descripciones de pull request que tus revisores esperan.",
    technologies: english["full-stack"].technologies,
    responsibilities: [
      "Construir funcionalidades de punta a punta con front ends en React, APIs en Node.js o Python y bases de datos relacionales",
      "Diseñar esquemas de base de datos y escribir migraciones que se despliegan sin tiempo de inactividad",
      "Integrar servicios de terceros como pagos, autenticación y correo electrónico mediante adaptadores bien testeados",
      "Escribir tests unitarios, de integración y end-to-end, y mantener el pipeline de CI en verde",
      "Revisar pull requests y trabajar en pareja con el equipo tanto en código de cliente como de servidor",
      "Monitorear los releases en producción y corregir las regresiones que aparezcan en logs y en el seguimiento de errores",
    ],
    requirements: [
      "Más de 4 años desarrollando aplicaciones web en producción, con al menos 2 años trabajando tanto en front end como en back end",
      "Dominio sólido de TypeScript o JavaScript, React y un framework de servidor como Express, NestJS, Next.js o Django",
      "Soltura con SQL: joins, índices, transacciones y lectura de planes de ejecución",
      "Experiencia desplegando en AWS, GCP, Vercel o una plataforma similar con Docker y CI/CD",
      "Inglés intermedio alto (B2) o superior, oral y escrito, para dailies y discusiones de diseño",
      "El hábito de escribir tests y descripciones de pull request claras",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan las habilidades full-stack?",
        answer:
          "Los candidatos construyen una pequeña funcionalidad en vivo: una vista en React, el endpoint de API que la sostiene y el cambio de esquema que necesita; después explican sus decisiones en inglés a uno de nuestros ingenieros. Solo cerca del 3% de los postulantes supera todas las etapas, así que cada perfil que ves ya demostró que puede trabajar en ambos lados del stack.",
      },
      {
        question: "¿Qué tan rápido puedo empezar a entrevistar desarrolladores full-stack?",
        answer: `Envíanos el rol, tu stack y el seniority que necesitas, y en ${duration.shortlist} te entregamos una lista corta de 3–5 desarrolladores full-stack preseleccionados. La mayoría de los equipos hace las entrevistas esa misma semana y contrata en ${duration.hire}.`,
      },
      {
        question: "¿Podemos probar a un desarrollador full-stack antes de comprometernos?",
        answer: `Sí. Cada contratación empieza con un período de prueba pagado de ${duration.trial} sobre tu código real, para que veas cómo el desarrollador lleva una funcionalidad del ticket al deploy antes de decidir. Entre el 90% y el 96% de estos períodos de prueba se convierten en relaciones de largo plazo.`,
      },
      {
        question: "¿En qué zonas horarias trabajan sus desarrolladores full-stack?",
        answer:
          "La mayoría vive en Argentina, Uruguay o Brasil (UTC-3) o en Colombia, Ecuador o Perú (UTC-5). Eso los ubica a entre cero y dos horas de la hora del Este de EE. UU.: comparten la jornada con los equipos de la Costa Este y del Centro, y aun así coinciden varias horas con la Costa Oeste.",
      },
      {
        question: "¿Cuánto cuesta un desarrollador full-stack frente a una contratación en EE. UU.?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestros desarrolladores sigue con su cliente después de seis meses.",
      },
    ],
    seoTitle: "Contrata desarrolladores full-stack de LATAM | LatamMatch",
    seoDescription: `Desarrolladores full-stack de LATAM preevaluados (React, Node.js, PostgreSQL). Lista corta en ${duration.shortlist}, prueba pagada de ${duration.trial} y 40–65% de ahorro en salario.`,
    opportunityExamples: [
      {
        title: "Ingeniero Full-Stack Senior (plataforma SaaS)",
        type: "Full-Time",
        location: "Remote",
        rate: "$47/hora",
        stack: "TypeScript · Next.js · Node.js · PostgreSQL",
      },
      {
        title: "Desarrollador Full-Stack, portal de clientes",
        type: "Contract",
        location: "Remote",
        rate: "$41/hora",
        stack: "React · Django · PostgreSQL · AWS",
      },
      {
        title: "Ingeniero Full-Stack, equipo de pagos",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hora",
        stack: "React · NestJS · Redis · GraphQL",
      },
    ],
  },
  backend: {
    description:
      "Los desarrolladores backend diseñan las APIs, los modelos de datos y los procesos en segundo plano de los que depende todo tu producto. Los candidatos backend de LatamMatch ya operaron servicios en producción con tráfico real, saben explicar sus decisiones sobre consistencia, caché y manejo de fallas, y se evalúan en el lenguaje que tu equipo ya usa, sea Node.js, Python, Go o Java.",
    technologies: english.backend.technologies,
    responsibilities: [
      "Diseñar y construir APIs REST, GraphQL o gRPC con versionado, paginación y contratos de error claros",
      "Modelar datos en PostgreSQL o MySQL y optimizar consultas lentas con índices y planes de ejecución",
      "Construir workers en segundo plano y flujos orientados a eventos sobre Kafka, RabbitMQ o SQS",
      "Agregar caché, rate limiting e idempotencia donde el tráfico y los reintentos lo exijan",
      "Instrumentar los servicios con logs estructurados, métricas y trazas, y participar en las guardias on-call",
      "Desplegar con seguridad gracias a tests de integración contra bases de datos reales, feature flags y migraciones retrocompatibles",
    ],
    requirements: [
      "Más de 5 años en desarrollo backend, incluidos servicios que hayas operado en producción",
      "Conocimiento profundo de un lenguaje de servidor (Node.js/TypeScript, Python, Go o Java) y de su ecosistema",
      "SQL y modelado de datos sólidos, incluidos transacciones, niveles de aislamiento y migraciones de esquema",
      "Experiencia con colas de mensajes, caché y diseño para reintentos y fallas parciales",
      "Manejo práctico de Docker y de al menos un proveedor de nube (AWS, GCP o Azure)",
      "Inglés B2 o superior, con capacidad para redactar documentos de diseño y debatir trade-offs",
    ],
    faqs: [
      {
        question: "¿Qué cubre la evaluación técnica de backend?",
        answer:
          "Además del live coding, los candidatos backend resuelven un problema de diseño de sistemas: una API que tiene que resistir reintentos, escrituras concurrentes y un servicio downstream lento. Los evaluadores califican el modelado de datos, el manejo de fallas y la claridad con la que se explican los trade-offs en inglés. Aproximadamente el 3% de los postulantes supera todas las etapas.",
      },
      {
        question: "¿Pueden encontrar a alguien con nuestro lenguaje y framework exactos?",
        answer: `Sí. Cuéntanos si trabajas con microservicios en Go, un monolito en Django o NestJS sobre Kubernetes, y los 3–5 desarrolladores backend de la lista corta que recibes en ${duration.shortlist} se eligen para ese stack, no por experiencia backend genérica.`,
      },
      {
        question: "¿Cómo funciona el período de prueba en una contratación backend?",
        answer: `Las primeras ${duration.trial} son un período de prueba pagado sobre tus propios servicios. La mayoría de los equipos asigna un ticket real, como un endpoint nuevo o una consulta lenta por corregir, y evalúa a partir de los pull requests y las notas de diseño. Entre el 90% y el 96% de los períodos de prueba se convierten en contrataciones de largo plazo.`,
      },
      {
        question: "¿Un desarrollador backend en Latinoamérica puede sumarse a nuestra rotación on-call?",
        answer:
          "Muchos de nuestros ingenieros backend ya hicieron guardias, y quienes viven en Argentina, Uruguay o Brasil empiezan su día una o dos horas antes que la hora del Este de EE. UU., así que pueden cubrir el inicio de tu jornada. Los horarios de guardia, los tiempos de respuesta y la compensación se acuerdan antes de la fecha de inicio: forman parte de la oferta, no son una sorpresa.",
      },
      {
        question: "¿Cuánto podemos ahorrar en un ingeniero backend?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata desarrolladores backend de LATAM | LatamMatch",
    seoDescription: `Desarrolladores backend senior de Latinoamérica en Node.js, Python, Go o Java. Evaluados en diseño de sistemas, lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Ingeniero Backend Senior, API central",
        type: "Full-Time",
        location: "Remote",
        rate: "$49/hora",
        stack: "Node.js · PostgreSQL · AWS",
      },
      {
        title: "Desarrollador Backend, ingesta de datos",
        type: "Contract",
        location: "Remote",
        rate: "$47/hora",
        stack: "Python · FastAPI · Kafka · Redis",
      },
      {
        title: "Ingeniero Backend Go, servicios de plataforma",
        type: "Full-Time",
        location: "Remote",
        rate: "$50/hora",
        stack: "Go · gRPC · Kubernetes · PostgreSQL",
      },
    ],
  },
  frontend: {
    description:
      "Los desarrolladores frontend convierten diseños en interfaces rápidas y accesibles que funcionan en cada pantalla y navegador que usan tus clientes. Los candidatos frontend de LatamMatch escriben código tipado en React, Vue o Angular, cuidan las Core Web Vitals y la accesibilidad con teclado, y trabajan a partir de archivos de Figma sin necesitar que cada estado de carga y de error esté detallado.",
    technologies: english.frontend.technologies,
    responsibilities: [
      "Construir componentes de UI responsivos y accesibles a partir de diseños en Figma y mantenerlos en una librería compartida",
      "Gestionar el estado del cliente y los datos del servidor con Redux Toolkit, Zustand o TanStack Query",
      "Mejorar las Core Web Vitals con code splitting, optimización de imágenes y la estrategia de renderizado adecuada",
      "Escribir tests de componentes y end-to-end con Testing Library, Playwright o Cypress",
      "Acordar contratos de API, estados de carga y estados de error con diseñadores y desarrolladores backend",
      "Revisar pull requests y mantener la consistencia del código con reglas de lint y convenciones",
    ],
    requirements: [
      "Más de 3 años construyendo interfaces en producción con React, Vue o Angular",
      "Dominio sólido de TypeScript, HTML semántico y CSS moderno (Flexbox, Grid, custom properties)",
      "Conocimiento práctico de accesibilidad: navegación con teclado, ARIA y WCAG 2.1 AA",
      "Experiencia midiendo el rendimiento con las herramientas de desarrollo del navegador y Lighthouse",
      "Soltura para convertir archivos de Figma en layouts fieles y responsivos",
      "Inglés B2 o superior para revisiones de diseño y comunicación escrita asíncrona",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los desarrolladores frontend?",
        answer:
          "Los candidatos reconstruyen una pantalla a partir de un archivo de Figma con tiempo limitado, y revisamos el resultado por accesibilidad, comportamiento responsivo y estructura de componentes, no solo por el parecido visual. Después, una sesión en vivo en inglés aborda el manejo de estado y el rendimiento. Aprueban cerca de 3 de cada 100 postulantes.",
      },
      {
        question: "¿Tienen especialistas en React, Vue y Angular?",
        answer: `Sí. Cuéntanos tu framework y su versión, además de cualquier detalle específico como Next.js App Router, Nuxt 3 o una migración de Angular, y la lista corta de 3–5 desarrolladores frontend que recibes en ${duration.shortlist} ya tendrá experiencia en producción con eso.`,
      },
      {
        question: "¿Un desarrollador frontend trabajará directamente con nuestros diseñadores?",
        answer:
          "Es parte de lo que evaluamos. Nuestros candidatos frontend están acostumbrados a las revisiones de diseño en inglés, dejan comentarios en Figma y señalan estados faltantes o problemas de accesibilidad antes de que se conviertan en bugs. La mayoría coincide por completo con el horario del Este y del Centro de EE. UU.",
      },
      {
        question: "¿Cómo es el período de prueba para un rol frontend?",
        answer: `Cada contratación empieza con un período de prueba pagado de ${duration.trial}, normalmente en torno a una funcionalidad de UI real de tu backlog, para que puedas evaluar la calidad del código, la atención al detalle y cómo recibe el feedback. El 90–96% de los períodos de prueba termina en una relación de largo plazo.`,
      },
      {
        question: "¿Cuánto ahorran las empresas con un desarrollador frontend de LatamMatch?",
        answer:
          "{{employerSavings}} Como cerca del 95% de las contrataciones sigue activa después de seis meses, tu librería de componentes y tus convenciones quedan en manos de alguien que las conoce.",
      },
    ],
    seoTitle: "Contrata desarrolladores frontend de LATAM | LatamMatch",
    seoDescription: `Desarrolladores frontend latinoamericanos evaluados en React, Vue y Angular. Interfaces rápidas y accesibles, lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Ingeniero Frontend Senior, sistema de diseño",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hora",
        stack: "React · TypeScript · Storybook · Tailwind CSS",
      },
      {
        title: "Desarrollador Frontend, tienda e-commerce",
        type: "Contract",
        location: "Remote",
        rate: "$39/hora",
        stack: "Next.js · TanStack Query · Playwright",
      },
      {
        title: "Desarrollador Vue.js, dashboard de analítica",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hora",
        stack: "Vue.js · Nuxt · TypeScript · Vite",
      },
    ],
  },
  mobile: {
    description:
      "Los desarrolladores mobile construyen y publican las apps de iOS y Android que tus clientes llevan en el teléfono, desde el primer build en TestFlight hasta los lanzamientos en las tiendas y el monitoreo de crashes. Los candidatos mobile de LatamMatch ya publicaron apps en App Store y Google Play, y se evalúan en Swift y Kotlin nativos o en React Native y Flutter, según lo que use tu código.",
    technologies: english.mobile.technologies,
    responsibilities: [
      "Construir funcionalidades para iOS y Android en código nativo o con un framework multiplataforma",
      "Implementar almacenamiento offline, sincronización en segundo plano y notificaciones push que funcionen de forma confiable",
      "Gestionar los lanzamientos en TestFlight, App Store Connect y Google Play Console, incluidas las observaciones de revisión",
      "Automatizar builds, firma de código y distribución con Fastlane, Bitrise o GitHub Actions",
      "Hacer seguimiento de crashes y rendimiento con Crashlytics o Sentry y corregir lo que afecta a más usuarios",
      "Aplicar las convenciones de cada plataforma y las pautas de accesibilidad junto con producto y diseño",
    ],
    requirements: [
      "Más de 3 años en desarrollo mobile, con al menos una app publicada en una tienda pública",
      "Experiencia profunda en Swift/SwiftUI, Kotlin/Jetpack Compose, React Native o Flutter",
      "Comprensión de patrones de arquitectura mobile como MVVM o Clean Architecture",
      "Experiencia consumiendo APIs REST o GraphQL, manejando tokens de autenticación y caché para uso offline",
      "Familiaridad con las pautas de revisión y los procesos de lanzamiento de App Store y Google Play",
      "Inglés B2 o superior para las ceremonias del sprint y las especificaciones escritas",
    ],
    faqs: [
      {
        question: "¿Sus desarrolladores mobile trabajan en nativo o multiplataforma?",
        answer:
          "En ambos. Algunos candidatos son especialistas nativos en Swift y SwiftUI o en Kotlin y Jetpack Compose; otros lideran apps en React Native o Flutter publicadas en las dos tiendas. Evaluamos a cada persona en el enfoque que tu app ya usa, para que nadie aprenda tu framework a costa de tu tiempo.",
      },
      {
        question: "¿Cómo verifican la experiencia de un desarrollador mobile?",
        answer:
          "Pedimos las apps que cada candidato publicó y las revisamos en las tiendas; después hacemos un ejercicio en vivo sobre datos offline, navegación y manejo de estado, seguido de una conversación en inglés sobre sus hábitos de lanzamiento y triage de crashes. Solo cerca del 3% de los postulantes supera todo el proceso.",
      },
      {
        question: "¿Qué tan pronto podemos conocer candidatos mobile?",
        answer: `En las ${duration.shortlist} siguientes a tu brief te enviamos 3–5 desarrolladores mobile que coinciden con tu plataforma, tu framework y el seniority que buscas. Las entrevistas suelen hacerse esa misma semana.`,
      },
      {
        question: "¿Qué podemos evaluar de forma realista en el período de prueba?",
        answer: `El período de prueba pagado de ${duration.trial} alcanza para publicar una pequeña funcionalidad en un canal interno de TestFlight o Play Store, así ves el código, los tests y la disciplina de lanzamiento en conjunto. El 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Cuánto ahorran las empresas en desarrollo mobile?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata desarrolladores mobile de LATAM | LatamMatch",
    seoDescription: `Desarrolladores iOS, Android, React Native y Flutter de Latinoamérica con apps en las tiendas. Lista corta en ${duration.shortlist} y prueba pagada de ${duration.trial}.`,
    opportunityExamples: [
      {
        title: "Ingeniero iOS Senior, app fintech de consumo",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hora",
        stack: "Swift · SwiftUI · Combine · Fastlane",
      },
      {
        title: "Desarrollador React Native, app de salud",
        type: "Contract",
        location: "Remote",
        rate: "$43/hora",
        stack: "React Native · Expo · TypeScript · Firebase",
      },
      {
        title: "Ingeniero Android, app para conductores de logística",
        type: "Full-Time",
        location: "Remote",
        rate: "$46/hora",
        stack: "Kotlin · Jetpack Compose · Room · GraphQL",
      },
    ],
  },
  devops: {
    description:
      "Los ingenieros DevOps construyen y operan la infraestructura, los pipelines y el monitoreo que permiten a tus desarrolladores desplegar varias veces al día sin romper producción. Los candidatos DevOps de LatamMatch gestionan infraestructura en la nube como código, operan clústeres de Kubernetes y ya enfrentaron incidentes reales, así que aportan tanto habilidades de automatización como criterio sereno en las guardias.",
    technologies: english.devops.technologies,
    responsibilities: [
      "Definir y mantener infraestructura en la nube como código con Terraform o Pulumi",
      "Operar clústeres de Kubernetes, incluidos upgrades, autoescalado, redes y secretos",
      "Construir pipelines de CI/CD que testeen, escaneen y desplieguen cada merge de forma segura",
      "Configurar monitoreo, alertas y dashboards, y ajustar las alertas para que las guardias sean sostenibles",
      "Liderar la respuesta a incidentes y redactar postmortems sin culpables con acciones de seguimiento concretas",
      "Reducir el gasto en la nube con rightsizing, capacidad reservada y limpieza de recursos sin uso",
      "Reforzar el control de acceso, la gestión de secretos y las políticas de red junto con el equipo de seguridad",
    ],
    requirements: [
      "Más de 5 años en roles de DevOps, SRE o platform engineering",
      "Experiencia en producción en AWS, GCP o Azure; una certificación de nivel profesional es un plus",
      "Dominio sólido de Terraform o Pulumi y de Kubernetes, incluidos Helm o Kustomize",
      "Scripting en Bash y Python o Go, con bases sólidas de Linux y redes",
      "Experiencia operando stacks de observabilidad como Prometheus y Grafana o Datadog",
      "Inglés B2+ con comunicación escrita clara para runbooks y actualizaciones de incidentes",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los ingenieros DevOps?",
        answer:
          "Los candidatos hacen un laboratorio práctico: un despliegue roto, con un plan de Terraform que falla y un servicio de Kubernetes en mal estado, que deben diagnosticar y arreglar mientras explican su razonamiento. También nos cuentan en detalle un incidente real que les tocó resolver. Aproximadamente el 3% de los postulantes completa todo el proceso.",
      },
      {
        question: "¿Pueden encontrar a alguien con nuestro proveedor de nube y nuestras herramientas?",
        answer: `Sí. Cuéntanos si trabajas con AWS y EKS, GCP y GKE o Azure, y qué herramientas de CI y observabilidad usas. En ${duration.shortlist} recibes una lista corta de 3–5 ingenieros DevOps que ya operaron esa combinación en producción.`,
      },
      {
        question: "¿Un ingeniero DevOps en Latinoamérica puede cubrir parte de nuestras guardias?",
        answer:
          "Es un esquema habitual. Los ingenieros en Argentina, Uruguay y Brasil empiezan su día antes que la Costa Este de EE. UU., lo que los convierte naturalmente en la primera línea de respuesta ante las alertas de la mañana. La rotación, las rutas de escalamiento y la compensación por guardias se acuerdan por escrito antes del inicio.",
      },
      {
        question: "¿Qué pasa durante el período de prueba de DevOps?",
        answer: `Las contrataciones comienzan con un período de prueba pagado de ${duration.trial}. Los equipos suelen asignar una tarea de infraestructura acotada, como migrar un servicio a Terraform o limpiar alertas ruidosas, y revisan los pull requests y la documentación. Entre el 90% y el 96% de los períodos de prueba termina en una contratación de largo plazo.`,
      },
      {
        question: "¿Cómo se compara el costo con contratar DevOps en EE. UU.?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata ingenieros DevOps de Latinoamérica | LatamMatch",
    seoDescription: `Ingenieros DevOps latinoamericanos evaluados en AWS, Kubernetes y Terraform. Lista corta en ${duration.shortlist}, prueba pagada de ${duration.trial}, 40–65% de ahorro en salario.`,
    opportunityExamples: [
      {
        title: "Ingeniero DevOps Senior, plataforma Kubernetes",
        type: "Full-Time",
        location: "Remote",
        rate: "$53/hora",
        stack: "AWS · EKS · Terraform · Argo CD",
      },
      {
        title: "Site Reliability Engineer",
        type: "Full-Time",
        location: "Remote",
        rate: "$54/hora",
        stack: "GCP · Kubernetes · Prometheus · Grafana",
      },
      {
        title: "Ingeniero DevOps, modernización de CI/CD",
        type: "Contract",
        location: "Remote",
        rate: "$49/hora",
        stack: "GitHub Actions · Docker · Azure · Pulumi",
      },
    ],
  },
  "data-engineering": {
    description:
      "Los ingenieros de datos construyen los pipelines y los data warehouses que convierten los datos crudos de producto, facturación y marketing en tablas en las que tus analistas y modelos pueden confiar. Los ingenieros de datos de LatamMatch ya fueron responsables de pipelines en producción con herramientas como Airflow, dbt, Snowflake y Databricks, y consideran la calidad de los datos, el costo y el linaje parte del trabajo, no algo secundario.",
    technologies: english["data-engineering"].technologies,
    responsibilities: [
      "Construir y mantener pipelines batch y de streaming desde bases de datos de producto, herramientas SaaS y flujos de eventos",
      "Modelar los datos del warehouse con dbt en tablas limpias, documentadas y testeadas",
      "Orquestar jobs con Airflow o Dagster, con reintentos, backfills y alertas",
      "Agregar controles de calidad de datos y monitoreo de frescura para detectar datos rotos antes de que lleguen a los dashboards",
      "Controlar el costo del warehouse y el rendimiento de las consultas con particionado, clustering y modelos incrementales",
      "Definir fuentes de verdad y contratos de datos con analistas, data scientists e ingenieros de producto",
    ],
    requirements: [
      "Más de 4 años en ingeniería de datos o analytics engineering",
      "SQL de nivel experto y Python sólido",
      "Experiencia en producción con un warehouse o lakehouse en la nube: Snowflake, BigQuery, Redshift o Databricks",
      "Experiencia práctica con un orquestador (Airflow, Dagster o Prefect) y con dbt",
      "Comprensión del modelado dimensional, las dimensiones lentamente cambiantes y las cargas incrementales",
      "Inglés B2 o superior para documentar modelos y trabajar con stakeholders del negocio",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan las habilidades de ingeniería de datos?",
        answer:
          "Los candidatos reciben un dataset de muestra desordenado, con duplicados, registros que llegan tarde y un cambio de esquema, y construyen un pequeño pipeline con sus tests. En la revisión explican sus decisiones de modelado, cómo harían un backfill y qué monitorearían. Cerca del 3% de los postulantes supera todas las etapas.",
      },
      {
        question: "¿Pueden encontrar a alguien que conozca nuestro warehouse?",
        answer: `Sí. Ya sea que uses Snowflake con dbt y Fivetran, BigQuery con Dataform o un lakehouse en Databricks, armamos la lista corta en torno a eso. Recibes 3–5 ingenieros de datos que encajan en ${duration.shortlist}.`,
      },
      {
        question: "¿Qué le damos a un ingeniero de datos durante el período de prueba?",
        answer: `Aprovecha el período de prueba pagado de ${duration.trial} con algo real pero acotado: una fuente nueva por ingerir, un DAG inestable por estabilizar o un modelo de dbt lento por volver incremental. Eso muestra cómo maneja tus datos y cómo trabaja con tus revisores. El 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Sus ingenieros de datos coinciden con el horario laboral de EE. UU.?",
        answer:
          "Sí. Muchos están una o dos horas por delante de la hora del Este de EE. UU., así que las fallas nocturnas de los pipelines suelen investigarse antes de que tus analistas se conecten, y el resto del día coincide con tu equipo para revisiones y planificación.",
      },
      {
        question: "¿Cuánto se ahorra al contratar un ingeniero de datos con LatamMatch?",
        answer:
          "{{employerSavings}} Con aproximadamente el 95% de las contrataciones aún activas después de seis meses, la persona que conoce tu linaje y las particularidades de tus datos tiende a quedarse.",
      },
    ],
    seoTitle: "Contrata ingenieros de datos de LATAM | LatamMatch",
    seoDescription: `Ingenieros de datos de Latinoamérica expertos en Airflow, dbt, Snowflake y Spark. Evaluados en pipelines reales, lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Ingeniero de Datos Senior, plataforma de analítica",
        type: "Full-Time",
        location: "Remote",
        rate: "$51/hora",
        stack: "Snowflake · dbt · Airflow · Python",
      },
      {
        title: "Ingeniero de Datos, eventos en streaming",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hora",
        stack: "Kafka · Spark · Databricks · Delta Lake",
      },
      {
        title: "Analytics Engineer, migración de warehouse",
        type: "Contract",
        location: "Remote",
        rate: "$46/hora",
        stack: "BigQuery · dbt · Fivetran · Looker",
      },
    ],
  },
  "qa-testing": {
    description:
      "Los ingenieros de QA y testing protegen la calidad de tus lanzamientos: diseñan la estrategia de pruebas, automatizan las suites de regresión y detectan los defectos antes que tus clientes. Los candidatos de QA de LatamMatch combinan el olfato para el testing exploratorio con habilidades reales de automatización en Playwright, Cypress o Selenium, y escriben reportes de bugs con los que los desarrolladores pueden actuar a la primera.",
    technologies: english["qa-testing"].technologies,
    responsibilities: [
      "Redactar planes de prueba y estrategias de testing basadas en riesgo para nuevas funcionalidades y lanzamientos",
      "Construir y mantener suites automatizadas de UI, API y regresión en Playwright, Cypress o Selenium",
      "Realizar sesiones de testing exploratorio y documentar defectos con pasos claros, evidencia y severidad",
      "Integrar los tests automatizados en el CI para que cada pull request reciba feedback rápido",
      "Ejecutar pruebas de rendimiento y de carga con k6 o JMeter antes de los lanzamientos importantes",
      "Hacer seguimiento de los defectos que llegan a producción y de los tests inestables, y trabajar con los desarrolladores para reducir ambos",
    ],
    requirements: [
      "Más de 3 años en QA, con al menos 2 años escribiendo automatización de pruebas",
      "Capacidad de programar en TypeScript/JavaScript, Java o Python",
      "Experiencia probando APIs REST con Postman o con frameworks basados en código",
      "Familiaridad con las ceremonias ágiles, Jira y herramientas de gestión de pruebas como TestRail o Xray",
      "Experiencia probando en distintos navegadores y dispositivos, incluidas granjas de dispositivos en la nube",
      "Inglés B2 o superior para reportes de bugs precisos y aprobaciones de lanzamiento",
    ],
    faqs: [
      {
        question: "¿Sus ingenieros de QA hacen testing manual o automatizado?",
        answer:
          "Ambas cosas, en una sola persona. Cada candidato de QA que colocamos sabe hacer testing exploratorio estructurado y también escribir automatización mantenible en código. Si necesitas un arquitecto de automatización puro o alguien enfocado en testing en dispositivos móviles, indícalo en el brief y armamos la lista corta con ese foco.",
      },
      {
        question: "¿Cómo evalúan la capacidad de QA?",
        answer:
          "Les damos a los candidatos una pequeña aplicación sembrada de bugs. Tienen que encontrar y reportar todos los que puedan, luego automatizar los escenarios de regresión más importantes y explicar qué decidieron no automatizar. Solo cerca del 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Qué tan rápido puede un ingeniero de QA sumarse a nuestro ciclo de lanzamientos?",
        answer: `En ${duration.shortlist} recibes 3–5 perfiles de QA que encajan con tus herramientas y tu tipo de producto. Cuando eliges, empieza un período de prueba pagado de ${duration.trial} que suele abarcar al menos un lanzamiento, para que veas el plan de pruebas, los reportes de bugs y la automatización en acción.`,
      },
      {
        question: "¿El ingeniero de QA estará disponible en el mismo horario que nuestros desarrolladores?",
        answer:
          "Sí. Nuestros testers trabajan desde UTC-3 hasta UTC-5, dentro o cerca de la hora del Este de EE. UU., así que un build mergeado en tu mañana puede probarse ese mismo día y los bugs se reportan mientras el desarrollador todavía tiene el contexto fresco.",
      },
      {
        question: "¿Qué resultados obtienen las empresas con los QA de LatamMatch?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Ingenieros de QA y automatización de LATAM | LatamMatch",
    seoDescription: `Ingenieros de QA latinoamericanos expertos en Playwright, Cypress y Selenium. Testing manual y automatizado, lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Ingeniero de Automatización QA, plataforma web",
        type: "Full-Time",
        location: "Remote",
        rate: "$36/hora",
        stack: "Playwright · TypeScript · GitHub Actions",
      },
      {
        title: "SDET Senior, API y rendimiento",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hora",
        stack: "REST Assured · Java · k6 · Jenkins",
      },
      {
        title: "Ingeniero de QA Mobile",
        type: "Contract",
        location: "Remote",
        rate: "$32/hora",
        stack: "Appium · BrowserStack · TestRail",
      },
    ],
  },
} satisfies StackDetails<DeveloperStackSlug>;
