/**
 * The words of interviews: the candidate's section of their status page and their e-mails (en,
 * es, pt-br, the candidate's language), and the client's e-mails (English, the language of the
 * hiring request). Times come formatted in the reader's own zone, the zone named.
 */
import type { Locale } from "~/lib/i18n/locales";

/** What an interview form's answer says, by key. */
export type InterviewNotice =
  | "windows-saved"
  | "confirmed"
  | "other-times-sent"
  | "cancelled"
  | "rescheduled"
  | "invalid-windows"
  | "invalid"
  | "taken"
  | "not-pending"
  | "outside-availability"
  | "unavailable";

interface CandidateInterviewText {
  heading: string;
  windows: {
    heading: string;
    intro: (zone: string) => string;
    noZone: string;
    defaults: string;
    /** Sunday first, as the weekdays are numbered (0 = Sunday). */
    weekdays: readonly [string, string, string, string, string, string, string];
    from: (day: string) => string;
    to: (day: string) => string;
    notAvailable: string;
    submit: string;
  };
  requests: {
    heading: string;
    none: string;
    from: (company: string) => string;
    pick: string;
    confirm: string;
    otherLabel: string;
    otherHint: string;
    otherSubmit: string;
  };
  upcoming: {
    heading: string;
    with: (company: string) => string;
    moveLabel: string;
    moveSubmit: string;
    noFreeTimes: string;
    cancel: string;
  };
  notices: Record<InterviewNotice, string>;
  email: {
    requestSubject: (company: string) => string;
    requestPreview: string;
    greeting: (firstName: string) => string;
    requestBody: (company: string) => string;
    timesIntro: (zone: string) => string;
    answer: string;
    confirmedSubject: (when: string) => string;
    rescheduledSubject: (when: string) => string;
    cancelledSubject: (company: string) => string;
    confirmedBody: (company: string, when: string) => string;
    rescheduledBody: (company: string, when: string) => string;
    cancelledBody: (company: string) => string;
    manage: string;
  };
  event: {
    title: (company: string) => string;
    description: string;
    join: (url: string) => string;
    place: (place: string) => string;
    manage: (url: string) => string;
  };
}

const en: CandidateInterviewText = {
  heading: "Interviews",
  windows: {
    heading: "When you can interview",
    intro: (zone) =>
      `Clients pick interview times from these hours, in your time zone (${zone}). Each interview lasts an hour and starts on the hour.`,
    noZone: "Save your time zone in your availability first: clients see your hours in it.",
    defaults: "Until you save your own hours, clients see weekdays from 9:00 to 17:00.",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    from: (day) => `${day}: from`,
    to: (day) => `${day}: to`,
    notAvailable: "Not available",
    submit: "Save interview hours",
  },
  requests: {
    heading: "Interview requests",
    none: "No interview requests right now. When a client asks to meet you, it shows here and we e-mail you.",
    from: (company) => `${company} would like to interview you. Pick one of the times they proposed.`,
    pick: "Times proposed, in your time zone",
    confirm: "Confirm this time",
    otherLabel: "None of these times work? Tell the client when suits you (optional)",
    otherHint: "For example: weekday mornings, or after 15:00.",
    otherSubmit: "Ask for other times",
  },
  upcoming: {
    heading: "Confirmed interviews",
    with: (company) => `Interview with ${company}`,
    moveLabel: "Move it to another of your free times",
    moveSubmit: "Move interview",
    noFreeTimes: "You have no other free interview hours in the next two weeks.",
    cancel: "Cancel this interview",
  },
  notices: {
    "windows-saved": "Your interview hours are saved.",
    confirmed: "The interview is confirmed. We e-mailed you and the client a calendar invitation.",
    "other-times-sent": "We told the client none of those times work for you.",
    cancelled: "The interview is cancelled. We told the client.",
    rescheduled: "The interview is moved. We sent you both the updated invitation.",
    "invalid-windows": "Check the hours: each day's end must come after its start.",
    invalid: "Check the form and try again.",
    taken: "That time was just taken. Pick another one.",
    "not-pending": "This request was already answered or closed.",
    "outside-availability": "Pick one of the times shown.",
    unavailable: "Interviews are closed while you are not in the talent pool.",
  },
  email: {
    requestSubject: (company) => `${company} would like to interview you`,
    requestPreview: "Pick one of the proposed times on your status page.",
    greeting: (firstName) => `Hi ${firstName},`,
    requestBody: (company) =>
      `${company} reviewed your profile on their LatamMatch shortlist and would like to interview you.`,
    timesIntro: (zone) => `The times they proposed, in your time zone (${zone}):`,
    answer: "Answer on your status page",
    confirmedSubject: (when) => `Interview confirmed: ${when}`,
    rescheduledSubject: (when) => `Interview moved: ${when}`,
    cancelledSubject: (company) => `Interview with ${company} cancelled`,
    confirmedBody: (company, when) =>
      `Your interview with ${company} is confirmed for ${when}. The invitation is attached.`,
    rescheduledBody: (company, when) =>
      `Your interview with ${company} is now on ${when}. The invitation is updated.`,
    cancelledBody: (company) => `Your interview with ${company} is cancelled.`,
    manage: "Move or cancel it on your status page",
  },
  event: {
    title: (company) => `Interview with ${company} · LatamMatch`,
    description: "An interview arranged through your LatamMatch shortlist.",
    join: (url) => `Join: ${url}`,
    place: (place) => `Where: ${place}`,
    manage: (url) => `Move or cancel: ${url}`,
  },
};

const es: CandidateInterviewText = {
  heading: "Entrevistas",
  windows: {
    heading: "Cuándo puedes tener entrevistas",
    intro: (zone) =>
      `Los clientes eligen horarios de entrevista dentro de estas horas, en tu zona horaria (${zone}). Cada entrevista dura una hora y empieza en punto.`,
    noZone: "Guarda primero tu zona horaria en tu disponibilidad: los clientes ven tus horas en ella.",
    defaults: "Hasta que guardes tus propias horas, los clientes ven los días hábiles de 9:00 a 17:00.",
    weekdays: ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"],
    from: (day) => `${day}: desde`,
    to: (day) => `${day}: hasta`,
    notAvailable: "No disponible",
    submit: "Guardar horas de entrevista",
  },
  requests: {
    heading: "Solicitudes de entrevista",
    none: "No tienes solicitudes de entrevista por ahora. Cuando un cliente quiera conocerte, aparecerá aquí y te escribiremos.",
    from: (company) => `${company} quiere entrevistarte. Elige uno de los horarios que propuso.`,
    pick: "Horarios propuestos, en tu zona horaria",
    confirm: "Confirmar este horario",
    otherLabel: "¿Ninguno te sirve? Dile al cliente cuándo te conviene (opcional)",
    otherHint: "Por ejemplo: mañanas entre semana, o después de las 15:00.",
    otherSubmit: "Pedir otros horarios",
  },
  upcoming: {
    heading: "Entrevistas confirmadas",
    with: (company) => `Entrevista con ${company}`,
    moveLabel: "Muévela a otro de tus horarios libres",
    moveSubmit: "Mover entrevista",
    noFreeTimes: "No tienes otras horas de entrevista libres en las próximas dos semanas.",
    cancel: "Cancelar esta entrevista",
  },
  notices: {
    "windows-saved": "Guardamos tus horas de entrevista.",
    confirmed: "La entrevista está confirmada. Te enviamos a ti y al cliente una invitación de calendario.",
    "other-times-sent": "Le dijimos al cliente que ninguno de esos horarios te sirve.",
    cancelled: "La entrevista está cancelada. Le avisamos al cliente.",
    rescheduled: "La entrevista se movió. Les enviamos a ambos la invitación actualizada.",
    "invalid-windows": "Revisa las horas: el final de cada día debe ser después de su inicio.",
    invalid: "Revisa el formulario e inténtalo de nuevo.",
    taken: "Ese horario acaba de ocuparse. Elige otro.",
    "not-pending": "Esta solicitud ya fue respondida o cerrada.",
    "outside-availability": "Elige uno de los horarios mostrados.",
    unavailable: "Las entrevistas están cerradas mientras no estés en el grupo de talento.",
  },
  email: {
    requestSubject: (company) => `${company} quiere entrevistarte`,
    requestPreview: "Elige uno de los horarios propuestos en tu página de estado.",
    greeting: (firstName) => `Hola, ${firstName}:`,
    requestBody: (company) =>
      `${company} revisó tu perfil en su lista de candidatos de LatamMatch y quiere entrevistarte.`,
    timesIntro: (zone) => `Los horarios que propuso, en tu zona horaria (${zone}):`,
    answer: "Responder en tu página de estado",
    confirmedSubject: (when) => `Entrevista confirmada: ${when}`,
    rescheduledSubject: (when) => `Entrevista movida: ${when}`,
    cancelledSubject: (company) => `Entrevista con ${company} cancelada`,
    confirmedBody: (company, when) =>
      `Tu entrevista con ${company} está confirmada para el ${when}. La invitación va adjunta.`,
    rescheduledBody: (company, when) =>
      `Tu entrevista con ${company} ahora es el ${when}. La invitación está actualizada.`,
    cancelledBody: (company) => `Tu entrevista con ${company} está cancelada.`,
    manage: "Muévela o cancélala en tu página de estado",
  },
  event: {
    title: (company) => `Entrevista con ${company} · LatamMatch`,
    description: "Una entrevista acordada a través de tu lista de candidatos de LatamMatch.",
    join: (url) => `Unirse: ${url}`,
    place: (place) => `Dónde: ${place}`,
    manage: (url) => `Mover o cancelar: ${url}`,
  },
};

const ptBr: CandidateInterviewText = {
  heading: "Entrevistas",
  windows: {
    heading: "Quando você pode fazer entrevistas",
    intro: (zone) =>
      `Os clientes escolhem horários de entrevista dentro destas horas, no seu fuso horário (${zone}). Cada entrevista dura uma hora e começa na hora cheia.`,
    noZone: "Salve primeiro seu fuso horário na sua disponibilidade: os clientes veem suas horas nele.",
    defaults: "Até você salvar suas próprias horas, os clientes veem os dias úteis das 9:00 às 17:00.",
    weekdays: [
      "Domingo",
      "Segunda-feira",
      "Terça-feira",
      "Quarta-feira",
      "Quinta-feira",
      "Sexta-feira",
      "Sábado",
    ],
    from: (day) => `${day}: das`,
    to: (day) => `${day}: até`,
    notAvailable: "Indisponível",
    submit: "Salvar horas de entrevista",
  },
  requests: {
    heading: "Pedidos de entrevista",
    none: "Nenhum pedido de entrevista por enquanto. Quando um cliente quiser conhecer você, ele aparece aqui e enviamos um e-mail.",
    from: (company) => `${company} quer entrevistar você. Escolha um dos horários propostos.`,
    pick: "Horários propostos, no seu fuso horário",
    confirm: "Confirmar este horário",
    otherLabel: "Nenhum serve? Diga ao cliente quando é melhor para você (opcional)",
    otherHint: "Por exemplo: manhãs em dias úteis, ou depois das 15:00.",
    otherSubmit: "Pedir outros horários",
  },
  upcoming: {
    heading: "Entrevistas confirmadas",
    with: (company) => `Entrevista com ${company}`,
    moveLabel: "Mude para outro dos seus horários livres",
    moveSubmit: "Mudar entrevista",
    noFreeTimes: "Você não tem outras horas de entrevista livres nas próximas duas semanas.",
    cancel: "Cancelar esta entrevista",
  },
  notices: {
    "windows-saved": "Suas horas de entrevista foram salvas.",
    confirmed: "A entrevista está confirmada. Enviamos a você e ao cliente um convite de calendário.",
    "other-times-sent": "Avisamos ao cliente que nenhum desses horários serve para você.",
    cancelled: "A entrevista foi cancelada. Avisamos ao cliente.",
    rescheduled: "A entrevista foi mudada. Enviamos o convite atualizado a vocês dois.",
    "invalid-windows": "Confira as horas: o fim de cada dia deve vir depois do início.",
    invalid: "Confira o formulário e tente de novo.",
    taken: "Esse horário acabou de ser ocupado. Escolha outro.",
    "not-pending": "Este pedido já foi respondido ou encerrado.",
    "outside-availability": "Escolha um dos horários mostrados.",
    unavailable: "As entrevistas ficam fechadas enquanto você não estiver no banco de talentos.",
  },
  email: {
    requestSubject: (company) => `${company} quer entrevistar você`,
    requestPreview: "Escolha um dos horários propostos na sua página de status.",
    greeting: (firstName) => `Olá, ${firstName},`,
    requestBody: (company) =>
      `${company} viu seu perfil na lista de candidatos da LatamMatch e quer entrevistar você.`,
    timesIntro: (zone) => `Os horários propostos, no seu fuso horário (${zone}):`,
    answer: "Responder na sua página de status",
    confirmedSubject: (when) => `Entrevista confirmada: ${when}`,
    rescheduledSubject: (when) => `Entrevista mudada: ${when}`,
    cancelledSubject: (company) => `Entrevista com ${company} cancelada`,
    confirmedBody: (company, when) =>
      `Sua entrevista com ${company} está confirmada para ${when}. O convite vai em anexo.`,
    rescheduledBody: (company, when) =>
      `Sua entrevista com ${company} agora é ${when}. O convite foi atualizado.`,
    cancelledBody: (company) => `Sua entrevista com ${company} foi cancelada.`,
    manage: "Mude ou cancele na sua página de status",
  },
  event: {
    title: (company) => `Entrevista com ${company} · LatamMatch`,
    description: "Uma entrevista combinada pela sua lista de candidatos da LatamMatch.",
    join: (url) => `Entrar: ${url}`,
    place: (place) => `Onde: ${place}`,
    manage: (url) => `Mudar ou cancelar: ${url}`,
  },
};

const CANDIDATE_TEXT: Record<Locale, CandidateInterviewText> = { en, es, "pt-br": ptBr };

export function candidateInterviewText(locale: Locale): CandidateInterviewText {
  return CANDIDATE_TEXT[locale];
}

/** The client's e-mails, about a candidate named as the shortlist shows them. */
export const clientInterviewText = {
  confirmedSubject: (candidate: string, when: string) => `Interview confirmed with ${candidate}: ${when}`,
  rescheduledSubject: (candidate: string, when: string) => `Interview with ${candidate} moved: ${when}`,
  cancelledSubject: (candidate: string) => `Interview with ${candidate} cancelled`,
  otherTimesSubject: (candidate: string) => `${candidate} asked for other interview times`,
  preview: "Your LatamMatch shortlist interview.",
  greeting: (firstName: string) => `Hi ${firstName},`,
  confirmedBody: (candidate: string, when: string) =>
    `${candidate} confirmed the interview for ${when}. The calendar invitation is attached.`,
  rescheduledBody: (candidate: string, when: string) =>
    `The interview with ${candidate} is now on ${when}. The calendar invitation is updated.`,
  cancelledBody: (candidate: string) =>
    `The interview with ${candidate} is cancelled; the time is free again.`,
  otherTimesBody: (candidate: string) =>
    `None of the times you proposed work for ${candidate}. Request other times from your shortlist.`,
  note: "Their note",
  manage: "To move or cancel it, reply to this e-mail.",
  manageOnPage: "To cancel it or ask for another time, open your shortlist, or reply to this e-mail.",
  manageButton: "Open your shortlist",
} as const;
