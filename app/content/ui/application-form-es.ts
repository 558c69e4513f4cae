/**
 * Spanish (neutral Latin American, "tú") text of the candidate application form. Loaded with the form itself, only on pages in
 * this language (app/features/candidate-application/application-form.tsx), rather than with
 * every page's loader data.
 */

import { candidateDurations, durationText } from "~/content/durations";
import { RETENTION } from "~/content/retention";
import { LIMITS } from "../candidate-application";
import type { ApplicationFormCatalogue } from "./catalogue";

export const applicationFormEs: ApplicationFormCatalogue = {
  messages: {
    fullNameShort: `Tu nombre debe tener al menos ${LIMITS.fullName.min} caracteres`,
    fullNameLong: `Tu nombre puede tener como máximo ${LIMITS.fullName.max} caracteres`,
    email: "Ingresa un correo electrónico válido",
    emailLong: `El correo puede tener como máximo ${LIMITS.email.max} caracteres`,
    country: "Selecciona tu país",
    category: "Selecciona una categoría",
    specialization: "Selecciona una especialización de la categoría elegida",
    yearsOfExperience: `Indica tus años de experiencia con un número entero de ${LIMITS.yearsOfExperience.min} a ${LIMITS.yearsOfExperience.max}`,
    englishLevel: "Selecciona tu nivel de inglés",
    profileUrl: "Ingresa un enlace de LinkedIn o portafolio que empiece con http:// o https://",
    profileUrlLong: `El enlace puede tener como máximo ${LIMITS.profileUrl.max} caracteres`,
    hourlyRate: `Indica una tarifa por hora en USD entre $${LIMITS.hourlyRate.min} y $${LIMITS.hourlyRate.max}`,
    note: `La nota puede tener como máximo ${LIMITS.note.max} caracteres`,
    availability: "Elige cuándo podrías empezar o déjalo vacío",
  },
  countries: {
    Argentina: "Argentina",
    Brazil: "Brasil",
    Chile: "Chile",
    Colombia: "Colombia",
    Mexico: "México",
    Uruguay: "Uruguay",
    Peru: "Perú",
    "Costa Rica": "Costa Rica",
    Ecuador: "Ecuador",
    Panama: "Panamá",
    Paraguay: "Paraguay",
    Bolivia: "Bolivia",
  },
  englishLevels: {
    Basic: "Básico",
    Conversational: "Conversacional",
    Professional: "Profesional",
    Fluent: "Fluido",
    Native: "Nativo",
  },
  availabilities: {
    Immediately: "De inmediato",
    "In 2 weeks": "En 2 semanas",
    "In 1 month": "En 1 mes",
    Later: "En más de un mes",
  },
  formLabel: "Postulación de candidato",
  labels: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    country: "País",
    category: "Categoría",
    specialization: "Especialización",
    yearsOfExperience: "Años de experiencia",
    englishLevel: "Nivel de inglés",
    profileUrl: "URL de LinkedIn o portafolio",
    hourlyRate: "Tarifa por hora esperada (USD)",
    note: "Nota breve (opcional)",
    availability: "Disponible desde (opcional)",
  },
  placeholders: {
    country: "Selecciona tu país",
    englishLevel: "Selecciona tu nivel de inglés",
    category: "Selecciona una categoría",
    specialization: "Selecciona una especialización",
    categoryFirst: "Primero elige una categoría",
    availability: "Aún no lo sé",
  },
  hints: {
    hourlyRate: "Entre $5 y $500 por hora.",
    profileUrl: "Un perfil de LinkedIn, GitHub, Behance o tu sitio personal.",
    note: "Disponibilidad, preferencias de horario o cualquier cosa que debamos saber. Hasta 1,000 caracteres.",
  },
  consents: {
    legend: "Tus consentimientos",
    stayInPool: "Mantenerme en el grupo de talento para futuras vacantes",
    stayInPoolGeneral: `Marcado por defecto: guardamos tu perfil durante ${RETENTION.poolConsentMonths} meses y te escribimos cuando otra vacante encaje. Desmárcalo para que solo te consideremos para las vacantes actuales.`,
    stayInPoolJob: `Sin marcar por defecto: te consideramos solo para esta vacante. Márcalo para que también te tengamos en cuenta en futuras vacantes, durante ${RETENTION.poolConsentMonths} meses.`,
    shareProfile: "Compartir mi perfil completo y mi currículum con las empresas clientes de una lista corta",
    shareProfileHint:
      "Sin marcar por defecto: las empresas de una lista corta solo ven tu nombre y la inicial de tu apellido.",
    changeLater:
      "Puedes cambiar ambos cuando quieras en tu página de estado, enlazada en cada correo que te enviamos.",
  },
  privacyBefore: "Usamos tus datos solo para conectarte con vacantes. Lee nuestra ",
  privacyLink: "Política de privacidad",
  privacyAfter: " (se abre en una pestaña nueva).",
  submit: "Enviar postulación",
  submitting: "Enviando...",
  successTitle: "¡Recibimos tu postulación!",
  successDescription: `Nuestro equipo de talento la revisará y te escribirá en un plazo de ${durationText(candidateDurations.applicationReview, "es")}.`,
  errorTitle: "No pudimos enviar tu postulación",
  errorDescription: "Vuelve a intentarlo o escríbenos directamente. Tus respuestas quedaron guardadas.",
  confirmationTitle: "¡Gracias! Tu postulación ya está con nosotros",
  confirmationDescription: `Un reclutador revisa cada postulación a mano y te escribe en un plazo de ${durationText(candidateDurations.applicationReview, "es")}, con un enlace a la entrevista de práctica con IA si tu perfil encaja con las vacantes abiertas.`,
  doneLabel: "Cerrar",
  anotherLabel: "Enviar otra postulación",
  resume: {
    label: "Currículum (opcional)",
    hint: "PDF o Word (.docx), hasta {{limit}}.",
    tooLarge:
      "Este archivo pesa más de {{limit}}: elige un PDF o un documento de Word (.docx) de hasta {{limit}}.",
    wrongType: "Elige un PDF o un documento de Word (.docx).",
    unsupported:
      "Este archivo no es un PDF ni un documento de Word: elige un PDF o un .docx de hasta {{limit}}.",
    failed: "No pudimos subir tu currículum. Inténtalo de nuevo.",
    chooseAgain: "Recuperamos tus respuestas, pero no el archivo: vuelve a elegir tu currículum ({{name}}).",
  },
};
