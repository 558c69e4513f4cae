/**
 * Spanish (neutral Latin American, "tú") text of the AI Talent Matcher chat. Loaded with the chat
 * itself, only on pages in this language (app/features/chat-matcher/chat-panel.tsx).
 */
import type { ChatCatalogue } from "~/content/chat-matcher";
import { sampleProfilesText } from "~/content/locales/es/profiles";

export const chatEs: ChatCatalogue = {
  title: "AI Talent Matcher",
  subtitle: "Talento LATAM preevaluado, en segundos",
  greeting:
    "¡Hola! Soy AI Talent Matcher. Cuéntame a quién buscas, por ejemplo el puesto y el stack, y te muestro talento preevaluado que encaja.",
  quickOptionsLabel: "Solicitudes sugeridas",
  quickOptions: [
    "Busco un desarrollador React",
    "Necesito un ingeniero de IA/ML",
    "Desarrollador backend Python",
    "Desarrollador full-stack",
    "Desarrollador de apps móviles",
    "Ingeniero DevOps",
  ],
  messagesLabel: "Conversación",
  inputLabel: "Describe el talento que necesitas",
  inputPlaceholder: "p. ej., desarrollador React senior",
  send: "Enviar mensaje",
  close: "Cerrar AI Talent Matcher",
  you: "Tú",
  assistant: "AI Talent Matcher",
  typing: "Buscando talento…",
  replies: {
    react: {
      text: "Encontré 847 desarrolladores React en nuestra red que encajan con tu búsqueda. Filtros aplicados: experiencia de 2 a 10+ años, tarifa de $15–45/hora. La mayoría trabaja desde Argentina, Colombia y Brasil, con horario compartido con EE. UU. ¿Quieres que coordine entrevistas con 3–5 de ellos?",
      linkLabels: ["Ver desarrolladores frontend", "Recibe una lista corta en 48 horas"],
    },
    "ai-ml": {
      text: "Encontré 312 ingenieros de IA/ML disponibles ahora, con experiencia en PyTorch, fine-tuning de LLM y MLOps. Filtros aplicados: experiencia de 2 a 10+ años, tarifa de $15–45/hora. ¿Preparo una lista corta?",
      linkLabels: ["Ver ingenieros de machine learning", "Recibe una lista corta en 48 horas"],
    },
    python: {
      text: "Los ingenieros backend de Python son uno de nuestros equipos más sólidos: experiencia en Django, FastAPI, PostgreSQL y AWS, todos evaluados con programación en vivo. Filtros aplicados: experiencia de 2 a 10+ años, tarifa de $15–45/hora. Cuéntame tu stack y afino la búsqueda.",
      linkLabels: ["Ver desarrolladores backend", "Recibe una lista corta en 48 horas"],
    },
    generic: {
      text: "Con gusto te ayudo. Conectamos desarrolladores, especialistas en IA y talento de ventas, marketing y diseño de toda Latinoamérica, todos preevaluados. Filtros aplicados: experiencia de 2 a 10+ años, tarifa de $15–45/hora. Cuéntame el puesto y el seniority que necesitas y te enviamos 3–5 candidatos en 48 horas.",
      linkLabels: ["Ver especializaciones de desarrollo", "Recibe una lista corta en 48 horas"],
    },
  },
  match: {
    heading: "En nuestro catálogo",
    stackRate: "{{stack}}: {{range}}, tarifa con todo incluido",
    seniorityRate: "Un perfil {{seniority}} de {{stack}}: {{rate}} por hora, tarifa con todo incluido.",
    budgetHour: "{{amount}} por hora",
    budgetMonth: "{{amount}} al mes",
    budgetYear: "{{amount}} al año",
    covers: "Tu presupuesto de {{budget}} cubre un perfil {{seniority}} de {{stack}} ({{rate}} por hora).",
    coversAll: "Tu presupuesto de {{budget}} cubre todo el rango, incluido un perfil senior.",
    partly:
      "Tu presupuesto de {{budget}} está por debajo de la tarifa {{asked}} ({{askedRate}} por hora): alcanza para un perfil {{buys}} de {{stack}} a {{rate}} por hora.",
    partlyAny:
      "Tu presupuesto de {{budget}} alcanza hasta un perfil {{buys}} de {{stack}} ({{rate}} por hora); un perfil senior cuesta {{top}} por hora.",
    under:
      "Tu presupuesto de {{budget}} está por debajo del rango de {{stack}}: empieza en {{min}} por hora, para un perfil junior.",
    alternatives: "Dentro de {{budget}} en la misma área: {{list}}.",
    monthEquivalent: "{{budget}} por un trabajo de tiempo completo equivale a unos {{hourly}} por hora.",
    assumedPeriod: "Entendí {{amount}} como {{budget}}.",
    otherCurrency:
      "Comparo presupuestos en dólares estadounidenses: dime el tuyo en USD y lo comparo con estas tarifas.",
    country: "{{country}} está entre los países donde contratamos.",
    profilesTitle: "Perfiles de muestra",
    profilesTitleBudget: "Perfiles de muestra dentro o cerca de tu presupuesto",
    noProfiles:
      "Ningún perfil de muestra entra en tu presupuesto; la lista corta se arma para tu puesto y tu presupuesto.",
    profileLine:
      "{{name}}, {{role}}, {{country}} · {{years}} años ({{seniority}}) · paga {{pay}} por hora · {{rate}} por hora, tarifa con todo incluido",
    cost: "{{people}} × {{weekly}} horas por semana × 52 ÷ 12 × {{rate}} por hora = {{total}} al mes.",
    costHours: "{{weekly}} horas por semana × 52 semanas ÷ 12 meses = {{hours}} horas al mes por persona.",
    costFullTime:
      "Calculado a tiempo completo, {{weekly}} horas por semana: dime las horas semanales para otro horario.",
    costRange: "Indica un seniority (junior, semi senior o senior) para una sola cifra en lugar de un rango.",
    costIncludes:
      "La tarifa con todo incluido cubre la paga del talento, nómina e impuestos, beneficios, equipo y nuestro margen.",
    roleFromPrevious: "Sobre {{role}}, de tu mensaje anterior.",
    roleFromPage: "Sobre {{role}}, el puesto de esta página.",
    aboveBudget: "apenas por encima de tu presupuesto",
    stackLink: "Ver tarifas y perfiles de {{stack}}",
    categoryLink: "Ver todas las especializaciones de {{category}}",
    shortlist: "Recibe una lista corta",
    seniority: { junior: "junior", mid: "semi senior", senior: "senior" },
  },
  countries: {
    Brazil: "Brasil",
    Mexico: "México",
    Peru: "Perú",
    Panama: "Panamá",
  },
  profiles: sampleProfilesText,
};
