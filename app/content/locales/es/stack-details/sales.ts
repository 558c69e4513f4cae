/** Spanish long-form content of the sales stack pages, keyed by stack slug. */
import type { categories } from "~/content/categories";
import type { StackDetails } from "~/content/stack-details";
import { stackFaqDurations } from "~/content/stack-details/faq-durations";
import { salesStackDetails as english } from "~/content/stack-details/sales";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("es");

type SalesStackSlug = Extract<(typeof categories)[number], { slug: "sales" }>["stacks"][number]["slug"];

export const salesStackDetails = {
  "enterprise-ae": {
    description:
      "Los Account Executives Enterprise gestionan ciclos de venta largos y con múltiples stakeholders: discovery con los compradores económicos, planes de acción mutuos, revisiones de seguridad, procurement y la negociación final. Los AEs enterprise de LatamMatch ya cerraron deals de seis cifras con empresas de EE. UU., sostienen un forecast en el que tu liderazgo puede confiar y se desenvuelven con seguridad, en inglés fluido, frente a compradores de nivel VP y C-level.",
    technologies: english["enterprise-ae"].technologies,
    responsibilities: [
      "Gestionar deals enterprise de ciclo completo, desde el primer discovery hasta las revisiones legales, de seguridad y de procurement",
      "Armar planes de cuenta para cuentas nominadas, mapeando champions, compradores económicos y bloqueadores",
      "Calificar con rigor usando MEDDPICC o un framework similar y mantener Salesforce al día",
      "Liderar demos y business cases a medida junto con los solutions engineers",
      "Negociar precios, condiciones y acuerdos plurianuales dentro de los lineamientos aprobados",
      "Hacer un forecast preciso cada semana y reportar la cobertura del pipeline y el riesgo de cada deal",
    ],
    requirements: [
      "Más de 5 años en ventas B2B SaaS, incluidos más de 3 años cerrando deals enterprise o de mid-market alto",
      "Un historial documentado de cumplimiento o superación de cuota, con tamaños de deal y duración de los ciclos",
      "Inglés avanzado (C1) o nativo para conversaciones con ejecutivos y propuestas escritas",
      "Experiencia vendiendo a compradores de EE. UU. a través de revisiones de procurement, legales y de InfoSec",
      "Uso diario de Salesforce o HubSpot y de una herramienta de conversation intelligence como Gong",
      "Disponibilidad para reuniones en vivo a lo largo del horario laboral de EE. UU.",
    ],
    faqs: [
      {
        question: "¿Cómo se le paga a un AE enterprise a través de LatamMatch?",
        answer:
          "El rango por hora de esta página es la remuneración base. La comisión se suma encima y sigue el plan que tú definas, normalmente un porcentaje del valor anual de los contratos cerrados frente a una cuota trimestral o anual. Te ayudamos a comparar la cuota y los on-target earnings con el mercado para que el plan sea competitivo para vendedores senior de la región.",
      },
      {
        question: "¿Cómo verifican la trayectoria de un AE?",
        answer:
          "Revisamos con el candidato su cumplimiento de cuota y los deals cerrados, pedimos referencias a sus antiguos líderes de ventas y hacemos una llamada de discovery simulada en la que uno de nuestros entrevistadores interpreta a un CFO escéptico. El inglés escrito se evalúa con un email de seguimiento y un business case breve. Solo cerca del 3% de los postulantes de ventas lo aprueba.",
      },
      {
        question: "¿Tendrán credibilidad frente a ejecutivos de EE. UU.?",
        answer:
          "Los AEs de nuestra lista corta hablan inglés de nivel C1 o superior y ya vendieron a compradores de EE. UU., así que conocen cómo funcionan allí el procurement y los cuestionarios de seguridad. Como están a entre una y tres horas de la hora del Este de EE. UU., pueden tener llamadas con stakeholders de la Costa Este y de la Costa Oeste el mismo día.",
      },
      {
        question: "¿Cómo podemos evaluar a un AE enterprise en un período de prueba corto?",
        answer: `Los ciclos enterprise duran más que el período de prueba pagado de ${duration.trial}, así que los equipos evalúan el trabajo que anticipa los resultados: planes de cuenta para algunas cuentas nominadas, el primer outreach, las grabaciones de llamadas y cómo el AE actualiza el CRM. Enviamos 3–5 perfiles en ${duration.shortlist}, y el 90–96% de los períodos de prueba continúa en contrataciones de largo plazo.`,
      },
      {
        question: "¿Cuánto nos ahorra un AE enterprise de Latinoamérica?",
        answer:
          "{{employerSavings}} Cerca del 95% de nuestras contrataciones sigue en el puesto después de seis meses, lo que protege las relaciones que construyen con tus cuentas.",
      },
    ],
    seoTitle: "Contrata Account Executives Enterprise en LATAM | LatamMatch",
    seoDescription: `AEs enterprise de Latinoamérica que cierran deals de seis cifras en EE. UU. Inglés C1+, MEDDPICC, lista corta en ${duration.shortlist} y prueba pagada de ${duration.trial}.`,
    opportunityExamples: [
      {
        title: "Account Executive Enterprise, HR Tech (base + comisión)",
        type: "Full-Time",
        location: "Remote",
        rate: "$29/hora más comisión",
        stack: "Salesforce · Gong · MEDDPICC",
      },
      {
        title: "Account Executive Senior, SaaS de ciberseguridad",
        type: "Full-Time",
        location: "Remote",
        rate: "$30/hora más comisión",
        stack: "Salesforce · Clari · Highspot · plan de comisiones",
      },
      {
        title: "AE Mid-Market a Enterprise, software de logística",
        type: "Contract",
        location: "Remote",
        rate: "$28/hora más comisión",
        stack: "HubSpot · LinkedIn Sales Navigator · PandaDoc · comisión",
      },
    ],
  },
  "sdr-bdr": {
    description:
      "Los SDRs y BDRs llenan la agenda de tus account executives con reuniones calificadas mediante llamadas en frío, secuencias de email y outreach en LinkedIn dirigidos a tu perfil de cliente ideal. Los SDRs de LatamMatch hablan por teléfono con prospectos de EE. UU. en un inglés avanzado y seguro, y ya conocen las herramientas de secuencias y de datos con las que trabaja tu equipo de ventas.",
    technologies: english["sdr-bdr"].technologies,
    responsibilities: [
      "Investigar cuentas objetivo y armar listas de contactos que coincidan con el perfil de cliente ideal",
      "Ejecutar secuencias multicanal por teléfono, email y LinkedIn",
      "Hacer llamadas en frío todos los días, manejar objeciones y calificar con BANT o un framework similar",
      "Agendar reuniones de discovery y traspasar el contexto a los account executives de forma ordenada",
      "Dar seguimiento rápido a los leads inbound, en minutos cuando el proceso lo permite",
      "Registrar cada actividad en el CRM y reportar las reuniones agendadas y el pipeline generado",
    ],
    requirements: [
      "Al menos 1 año como SDR o BDR vendiendo a empresas de EE. UU., o experiencia outbound B2B comparable",
      "Inglés C1 con una presencia telefónica clara y segura",
      "Experiencia práctica con una plataforma de sales engagement como Outreach, Salesloft o Apollo.io",
      "Un historial demostrable frente a metas de actividad y de reuniones",
      "Resiliencia ante altos volúmenes de llamadas y rechazos frecuentes",
      "Disponibilidad para trabajar en horario laboral de EE. UU.",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan las habilidades telefónicas de un SDR?",
        answer:
          "Cada candidato a SDR hace un role-play grabado de llamada en frío con un prospecto guionado que responde con objeciones reales: no hay presupuesto, mándame un email, ya tenemos proveedor. También le pedimos que escriba una secuencia de email de tres pasos y que apruebe una evaluación de inglés oral. Cerca del 3% de los postulantes lo logra.",
      },
      {
        question: "¿En qué horario llaman sus SDRs a prospectos de EE. UU.?",
        answer:
          "Los SDRs organizan su día según la región que prospectan. Quienes están en Colombia o Perú (UTC-5) comparten el reloj con la hora del Este de EE. UU. en invierno y con la hora del Centro en verano, mientras que los SDRs en Argentina o Brasil pueden cubrir las mañanas de la Costa Este y, con un turno más tarde, las tardes de la Costa Oeste.",
      },
      {
        question: "¿Cómo funciona la comisión para SDRs y BDRs?",
        answer:
          "La tarifa por hora que aparece aquí es la base. Encima defines un plan variable, normalmente por reunión calificada realizada o por oportunidad aceptada por un AE, y te ayudamos a dimensionarlo para que motive sin premiar reuniones de baja calidad.",
      },
      {
        question: "¿Qué tan rápido empezará a agendar reuniones un SDR nuevo?",
        answer: `Cuenta con una lista corta de 3–5 SDRs en ${duration.shortlist}. El período de prueba pagado de ${duration.trial} cubre el ramp-up con tu pitch y tus herramientas, además de las primeras secuencias en vivo, para que veas el nivel de actividad, la calidad de las llamadas y las primeras respuestas antes de comprometerte. El 90–96% de los períodos de prueba se convierte en contratación.`,
      },
      {
        question: "¿Vale la pena armar todo un equipo de SDRs en Latinoamérica?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Contrata SDRs y BDRs de Latinoamérica | LatamMatch",
    seoDescription: `SDRs y BDRs latinoamericanos con inglés fluido que hacen llamadas en frío y agendan reuniones en EE. UU. Lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "SDR Outbound, SaaS B2B (base + comisión)",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hora más comisión",
        stack: "Outreach · Salesforce · ZoomInfo",
      },
      {
        title: "BDR Senior, plataforma fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$20/hora más comisión",
        stack: "Salesloft · LinkedIn Sales Navigator · Gong · comisión",
      },
      {
        title: "SDR Inbound y Outbound, Marketing Tech",
        type: "Contract",
        location: "Remote",
        rate: "$18/hora más comisión",
        stack: "HubSpot · Apollo.io · Chili Piper",
      },
    ],
  },
  "customer-success": {
    description:
      "Los Customer Success Managers retienen a los clientes que ya ganaste: llevan el onboarding, impulsan la adopción, detectan temprano el riesgo de churn y preparan las renovaciones y la expansión. Los CSMs de LatamMatch ya gestionaron carteras SaaS para clientes de EE. UU., trabajan con health scores y datos de uso en lugar de intuición, y mantienen la calma y la claridad en inglés frente a stakeholders frustrados.",
    technologies: english["customer-success"].technologies,
    responsibilities: [
      "Gestionar una cartera de cuentas desde el onboarding hasta la renovación",
      "Liderar llamadas de kickoff, planes de onboarding y sesiones de capacitación para nuevos clientes",
      "Monitorear los health scores y el uso del producto, y actuar temprano ante las señales de churn",
      "Liderar quarterly business reviews que conecten el uso del producto con los objetivos del cliente",
      "Detectar oportunidades de expansión y trabajar con los account executives en los upsells",
      "Llevar el feedback de los clientes a producto y escalar los problemas técnicos con soporte e ingeniería",
    ],
    requirements: [
      "Más de 3 años en customer success o account management en una empresa SaaS B2B",
      "Experiencia gestionando una cartera con metas de renovación o de net revenue retention",
      "Inglés C1, incluida la capacidad de presentar ante ejecutivos de los clientes",
      "Experiencia práctica con una plataforma de CS como Gainsight, ChurnZero o Vitally, y con un CRM",
      "Soltura para leer datos de uso y armar reportes simples",
      "Disponibilidad para llamadas con clientes en horario laboral de EE. UU.",
    ],
    faqs: [
      {
        question: "¿Qué suele cubrir el bono de un CSM?",
        answer:
          "El rango por hora de esta página es la base. La mayoría de los clientes agrega un bono trimestral ligado a la retención bruta o neta de ingresos, a las renovaciones a tiempo o a la expansión generada por el CSM, de modo que el rol se recompensa por retener y hacer crecer las cuentas.",
      },
      {
        question: "¿Cómo evalúan a los Customer Success Managers?",
        answer:
          "Los candidatos presentan una quarterly business review simulada a partir de los datos de uso de una cuenta de ejemplo y luego manejan, en un role-play, la escalación de un cliente molesto que amenaza con no renovar. Calificamos la empatía, la estructura y el instinto comercial, además del inglés oral y escrito. Aproximadamente el 3% de los postulantes lo aprueba.",
      },
      {
        question: "¿Un CSM en Latinoamérica puede atender clientes en todas las zonas horarias de EE. UU.?",
        answer:
          "Sí. Desde UTC-3 a UTC-5, nuestros CSMs cubren con comodidad las mañanas de la Costa Este y pueden correr su horario más tarde para las cuentas de la Costa Oeste. En carteras globales también pueden tomar llamadas temprano con clientes en Europa.",
      },
      {
        question: "¿Qué tan rápido puede un CSM hacerse cargo de cuentas?",
        answer: `Recibes 3–5 perfiles de CSM afines en ${duration.shortlist}. Durante el período de prueba pagado de ${duration.trial}, la mayoría de los equipos hace que el nuevo CSM acompañe llamadas la primera semana y se haga cargo de un grupo pequeño de cuentas la segunda, y el 90–96% de los períodos de prueba continúa en un rol de largo plazo.`,
      },
      {
        question: "¿Por qué importa la permanencia del CSM y cuánto cuesta?",
        answer: "Los clientes notan cuando su CSM cambia todo el tiempo. {{employerSavings}}",
      },
    ],
    seoTitle: "Contrata Customer Success Managers de LATAM | LatamMatch",
    seoDescription: `Customer Success Managers latinoamericanos que hacen onboarding, retienen y expanden cuentas SaaS de EE. UU. Lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Customer Success Manager, Mid-Market (base + bono)",
        type: "Full-Time",
        location: "Remote",
        rate: "$18/hora más bono",
        stack: "Gainsight · Salesforce · Zoom",
      },
      {
        title: "Especialista de Onboarding, SaaS vertical",
        type: "Contract",
        location: "Remote",
        rate: "$17/hora más bono",
        stack: "HubSpot · Intercom · Loom",
      },
      {
        title: "CSM Senior, cuentas enterprise",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hora más bono",
        stack: "ChurnZero · Pendo · Salesforce · bono por renovación",
      },
    ],
  },
  "sales-operations": {
    description:
      "Los especialistas en sales operations mantienen en orden el motor de ingresos: la configuración del CRM, las reglas de territorios y de asignación, los reportes de pipeline, el forecast y los traspasos entre marketing, ventas y customer success. Los candidatos de sales ops de LatamMatch son administradores de Salesforce o HubSpot con experiencia práctica que además construyen los dashboards, los modelos de capacidad y los cálculos de comisiones con los que tus líderes dirigen el negocio.",
    technologies: english["sales-operations"].technologies,
    responsibilities: [
      "Administrar Salesforce o HubSpot: campos, page layouts, reglas de validación, flows y accesos de usuarios",
      "Mantener las reglas de asignación de leads, de territorios y de ownership de cuentas",
      "Construir dashboards de pipeline, forecast y actividad para el liderazgo de ventas",
      "Llevar la cadencia semanal de forecast y la planificación trimestral, incluidos los modelos de cuota y de capacidad",
      "Mantener integrado el stack de herramientas de ventas y los datos limpios mediante deduplicación y enriquecimiento",
      "Apoyar el cálculo de comisiones y la administración de los planes de compensación",
    ],
    requirements: [
      "Más de 3 años en sales operations, revenue operations o administración de CRM",
      "Certificación de Salesforce Administrator o experiencia equivalente en HubSpot",
      "Modelado avanzado en hojas de cálculo, además de experiencia práctica con SQL o herramientas de BI",
      "Experiencia con herramientas de asignación de leads, CPQ o gestión de comisiones",
      "Dominio de las métricas del funnel SaaS B2B: cobertura de pipeline, win rate, ACV y duración del ciclo de ventas",
      "Inglés B2 o superior, con buenos hábitos de documentación escrita",
    ],
    faqs: [
      {
        question: "¿Cómo evalúan a los candidatos de sales operations?",
        answer:
          "Los candidatos reciben un sandbox de Salesforce o HubSpot con una regla de asignación rota y un reporte de pipeline desordenado, y tienen que arreglar ambos y documentar el cambio. Un segundo ejercicio pide un modelo simple de capacidad trimestral en una hoja de cálculo. Solo cerca del 3% de los postulantes completa todo el proceso.",
      },
      {
        question: "¿Tienen especialistas tanto en Salesforce como en HubSpot?",
        answer: `Sí, y los separamos en la lista corta. Cuéntanos qué CRM usas, además de herramientas como LeanData, CPQ o CaptivateIQ, y en ${duration.shortlist} recibes 3–5 especialistas en sales ops que ya administraron esa configuración.`,
      },
      {
        question: "¿Cuál es un buen primer proyecto para el período de prueba?",
        answer: `Una auditoría del CRM funciona muy bien durante el período de prueba pagado de ${duration.trial}: campos sin uso, automatizaciones rotas, registros duplicados y vacíos en los reportes de pipeline, con una lista de correcciones priorizada al final. Así ves cómo piensa el especialista sobre tu proceso de ingresos. El 90–96% de los períodos de prueba se convierte en una contratación de largo plazo.`,
      },
      {
        question: "¿Estarán conectados en la recta final del trimestre?",
        answer:
          "Nuestros especialistas en sales ops trabajan en horarios alineados con EE. UU., desde zonas horarias a no más de dos horas de la Costa Este, así que están disponibles para las llamadas de forecast y los pedidos de deal desk del último día junto a tus vendedores.",
      },
      {
        question: "¿Cómo se compara el costo con contratar RevOps en EE. UU.?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Especialistas en Sales Operations de LATAM | LatamMatch",
    seoDescription: `Especialistas en sales ops y RevOps de Latinoamérica: admins de Salesforce y HubSpot, forecast y routing. Lista corta en ${duration.shortlist} y prueba pagada.`,
    opportunityExamples: [
      {
        title: "Analista de Sales Operations, Salesforce Admin",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hora",
        stack: "Salesforce · Salesforce Flow · Tableau",
      },
      {
        title: "Especialista en Revenue Operations, HubSpot",
        type: "Contract",
        location: "Remote",
        rate: "$35/hora",
        stack: "HubSpot · Zapier · Google Sheets",
      },
      {
        title: "Sales Ops Manager Senior, forecast y compensación",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hora",
        stack: "Salesforce CPQ · Clari · CaptivateIQ · SQL",
      },
    ],
  },
} satisfies StackDetails<SalesStackSlug>;
