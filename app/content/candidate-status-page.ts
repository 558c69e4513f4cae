/**
 * The words of the candidate's status page (/candidate/{token} in en, es and pt-br) and of the
 * e-mail that mails a fresh link to it. Durations come from durations.ts, the rejection's reason
 * from the vetting rules (server/db/vetting.ts), already in the candidate's language.
 */
import type { Locale } from "~/lib/i18n/locales";
import { type Duration, candidateDurations as durations, durationText, privacyDurations } from "./durations";
import type { JobStatus } from "./job-openings";

/** The stages as the candidate reads them (the vetting's stages, server/db/vetting.ts). */
type Stage = "applied" | "screening" | "technical" | "english" | "vetted" | "rejected" | "withdrawn";

/** What the page says of a stage: its name, what comes next and how long that usually takes. */
interface StageText {
  title: string;
  next: string;
  /** How long the next step usually takes; none for a closed stage. */
  duration: Duration | null;
}

/** What a form's answer says: each notice's words by its key. */
export type StatusNotice =
  | "availability-saved"
  | "consents-saved"
  | "withdrawn"
  | "resume-saved"
  | "link-sent"
  | "stale-form"
  | "invalid-availability"
  | "invalid-form"
  | "invalid-email"
  | "invalid-resume"
  | "closed"
  | "rate-limited"
  | "unavailable";

export interface StatusPageText {
  title: string;
  description: string;
  stageHeading: string;
  since: (date: string) => string;
  nextHeading: string;
  usually: (duration: string) => string;
  stages: Record<Stage, StageText>;
  reasonHeading: string;
  applicationsHeading: string;
  generalApplication: string;
  receivedOn: (date: string) => string;
  jobStates: Record<JobStatus | "gone", string>;
  availability: {
    heading: string;
    hoursPerWeek: string;
    earliestStart: string;
    hourlyRateUsd: string;
    timeZone: string;
    submit: string;
  };
  consents: {
    heading: string;
    stayInPool: (months: number) => string;
    shareProfile: string;
    submit: string;
  };
  resume: { heading: string; field: string; hint: string; submit: string };
  privacy: { heading: string; body: (reply: string) => string; copy: string; erase: string; policy: string };
  withdraw: { heading: string; body: string; confirm: string; submit: string };
  notices: Record<StatusNotice, string>;
  notFound: {
    title: string;
    description: string;
    email: string;
    submit: string;
  };
  email: {
    subject: string;
    preview: string;
    greeting: (firstName: string) => string;
    body: string;
    button: string;
    keep: string;
    ignore: string;
  };
}

const en: StatusPageText = {
  title: "Your application status",
  description: "Where your application stands, what comes next, and your details.",
  stageHeading: "Where you are",
  since: (date) => `Since ${date}`,
  nextHeading: "What happens next",
  usually: (duration) => `This usually takes ${duration}.`,
  stages: {
    applied: {
      title: "Application received",
      next: "A recruiter reviews your application and writes back to you.",
      duration: durations.applicationReview,
    },
    screening: {
      title: "Screening",
      next: "A recruiter talks with you about your experience, availability and rate, then writes back.",
      duration: durations.applicationReview,
    },
    technical: {
      title: "Technical assessment",
      next: "You take the technical assessment with live coding; a recruiter writes back with the result.",
      duration: durations.applicationReview,
    },
    english: {
      title: "English test",
      next: "You take the English test; a recruiter writes back with the result.",
      duration: durations.applicationReview,
    },
    vetted: {
      title: "Vetted: you are in the talent pool",
      next: "We match you with client openings. From a match to a signed contract:",
      duration: durations.hire,
    },
    rejected: {
      title: "Not selected",
      next: "Your application is closed. You are welcome to apply again for future openings.",
      duration: null,
    },
    withdrawn: {
      title: "Withdrawn",
      next: "You withdrew your application. You are welcome to apply again whenever you like.",
      duration: null,
    },
  },
  reasonHeading: "The reason",
  applicationsHeading: "Your applications",
  generalApplication: "General application to the talent pool",
  receivedOn: (date) => `Received ${date}`,
  jobStates: { published: "Open", closed: "Closed", draft: "Not published", gone: "No longer listed" },
  availability: {
    heading: "Availability and rate",
    hoursPerWeek: "Hours a week",
    earliestStart: "Earliest start date",
    hourlyRateUsd: "Expected hourly rate (USD)",
    timeZone: "Time zone (for example America/Bogota)",
    submit: "Save availability",
  },
  consents: {
    heading: "Your consents",
    stayInPool: (months) => `Keep me in the talent pool for future roles (for ${months} months)`,
    shareProfile:
      "Share my full profile and résumé with client companies on a shortlist (otherwise they see my first name and initial only)",
    submit: "Save consents",
  },
  resume: {
    heading: "A new résumé",
    field: "Résumé (PDF or Word, up to 5 MB)",
    hint: "It becomes your newest résumé; the earlier ones are kept.",
    submit: "Upload résumé",
  },
  privacy: {
    heading: "Your data",
    body: (reply) =>
      `You can ask for a copy of your data or for its deletion. Write to us from the address you applied with; we reply within ${reply}.`,
    copy: "Ask for a copy of my data",
    erase: "Ask to delete my data",
    policy: "How we handle your data (privacy policy, in English)",
  },
  withdraw: {
    heading: "Withdraw",
    body: "Withdrawing closes your application: the team stops the vetting and no longer proposes you to clients.",
    confirm: "Yes, I want to withdraw my application",
    submit: "Withdraw my application",
  },
  notices: {
    "availability-saved": "Your availability, rate and time zone are saved.",
    "consents-saved": "Your consents are saved.",
    withdrawn: "You have withdrawn your application.",
    "resume-saved": "Your new résumé is saved.",
    "link-sent":
      "If this address is on file, we have sent a new link to it. Check your inbox in a few minutes.",
    "stale-form":
      "Your details changed since this page was opened. Check them below and send the form again.",
    "invalid-availability": "Check the hours, start date, rate and time zone.",
    "invalid-form": "This form could not be read. Reload the page and try again.",
    "invalid-email": "Enter the e-mail address you applied with.",
    "invalid-resume": "Upload a PDF or Word document of up to 5 MB.",
    closed: "Your application is already closed.",
    "rate-limited": "Too many requests from your network. Please try again later.",
    unavailable: "We could not save this just now. Please try again in a moment.",
  },
  notFound: {
    title: "This link does not work",
    description:
      "The link is wrong or has been replaced by a newer one. Enter the address you applied with and we will mail you a fresh link.",
    email: "Your e-mail address",
    submit: "Mail me a fresh link",
  },
  email: {
    subject: "Your application status link",
    preview: "The link to your application status page",
    greeting: (firstName) => `Hi ${firstName},`,
    body: "Here is your link to your application status page. It shows where your application stands and lets you update your availability, résumé and consents.",
    button: "Open my status page",
    keep: "Keep this e-mail: the link is personal, so do not share it.",
    ignore: "If you did not ask for this link, you can ignore this e-mail.",
  },
};

const es: StatusPageText = {
  title: "El estado de tu postulación",
  description: "En qué punto está tu postulación, qué sigue y tus datos.",
  stageHeading: "Dónde estás",
  since: (date) => `Desde el ${date}`,
  nextHeading: "Qué sigue",
  usually: (duration) => `Suele tardar ${duration}.`,
  stages: {
    applied: {
      title: "Postulación recibida",
      next: "Un reclutador revisa tu postulación y te escribe.",
      duration: durations.applicationReview,
    },
    screening: {
      title: "Entrevista inicial",
      next: "Un reclutador conversa contigo sobre tu experiencia, disponibilidad y tarifa, y luego te escribe.",
      duration: durations.applicationReview,
    },
    technical: {
      title: "Evaluación técnica",
      next: "Haces la evaluación técnica con programación en vivo; un reclutador te escribe con el resultado.",
      duration: durations.applicationReview,
    },
    english: {
      title: "Prueba de inglés",
      next: "Haces la prueba de inglés; un reclutador te escribe con el resultado.",
      duration: durations.applicationReview,
    },
    vetted: {
      title: "Aprobado: estás en el grupo de talento",
      next: "Te proponemos para vacantes de clientes. De una propuesta a un contrato firmado:",
      duration: durations.hire,
    },
    rejected: {
      title: "No seleccionado",
      next: "Tu postulación está cerrada. Puedes volver a postularte a futuras vacantes.",
      duration: null,
    },
    withdrawn: {
      title: "Retirada",
      next: "Retiraste tu postulación. Puedes volver a postularte cuando quieras.",
      duration: null,
    },
  },
  reasonHeading: "El motivo",
  applicationsHeading: "Tus postulaciones",
  generalApplication: "Postulación general al grupo de talento",
  receivedOn: (date) => `Recibida el ${date}`,
  jobStates: { published: "Abierta", closed: "Cerrada", draft: "No publicada", gone: "Ya no está publicada" },
  availability: {
    heading: "Disponibilidad y tarifa",
    hoursPerWeek: "Horas por semana",
    earliestStart: "Fecha de inicio más temprana",
    hourlyRateUsd: "Tarifa por hora esperada (USD)",
    timeZone: "Zona horaria (por ejemplo America/Bogota)",
    submit: "Guardar disponibilidad",
  },
  consents: {
    heading: "Tus consentimientos",
    stayInPool: (months) =>
      `Mantenerme en el grupo de talento para futuros puestos (durante ${months} meses)`,
    shareProfile:
      "Compartir mi perfil completo y mi currículum con empresas clientes en una lista corta (si no, ven solo mi nombre y la inicial de mi apellido)",
    submit: "Guardar consentimientos",
  },
  resume: {
    heading: "Un currículum nuevo",
    field: "Currículum (PDF o Word, hasta 5 MB)",
    hint: "Pasa a ser tu currículum más reciente; los anteriores se conservan.",
    submit: "Subir currículum",
  },
  privacy: {
    heading: "Tus datos",
    body: (reply) =>
      `Puedes pedir una copia de tus datos o que los eliminemos. Escríbenos desde la dirección con la que te postulaste; respondemos en ${reply}.`,
    copy: "Pedir una copia de mis datos",
    erase: "Pedir que eliminen mis datos",
    policy: "Cómo tratamos tus datos (política de privacidad, en inglés)",
  },
  withdraw: {
    heading: "Retirarme",
    body: "Al retirarte se cierra tu postulación: el equipo detiene la evaluación y deja de proponerte a clientes.",
    confirm: "Sí, quiero retirar mi postulación",
    submit: "Retirar mi postulación",
  },
  notices: {
    "availability-saved": "Guardamos tu disponibilidad, tarifa y zona horaria.",
    "consents-saved": "Guardamos tus consentimientos.",
    withdrawn: "Retiraste tu postulación.",
    "resume-saved": "Guardamos tu currículum nuevo.",
    "link-sent":
      "Si esta dirección está registrada, le enviamos un enlace nuevo. Revisa tu correo en unos minutos.",
    "stale-form":
      "Tus datos cambiaron desde que abriste esta página. Revísalos abajo y vuelve a enviar el formulario.",
    "invalid-availability": "Revisa las horas, la fecha de inicio, la tarifa y la zona horaria.",
    "invalid-form": "No pudimos leer este formulario. Recarga la página e inténtalo de nuevo.",
    "invalid-email": "Escribe la dirección de correo con la que te postulaste.",
    "invalid-resume": "Sube un PDF o un documento de Word de hasta 5 MB.",
    closed: "Tu postulación ya está cerrada.",
    "rate-limited": "Demasiadas solicitudes desde tu red. Inténtalo más tarde.",
    unavailable: "No pudimos guardarlo en este momento. Inténtalo de nuevo en un rato.",
  },
  notFound: {
    title: "Este enlace no funciona",
    description:
      "El enlace es incorrecto o fue reemplazado por uno más reciente. Escribe la dirección con la que te postulaste y te enviaremos un enlace nuevo.",
    email: "Tu dirección de correo",
    submit: "Enviarme un enlace nuevo",
  },
  email: {
    subject: "El enlace al estado de tu postulación",
    preview: "El enlace a la página del estado de tu postulación",
    greeting: (firstName) => `Hola, ${firstName}:`,
    body: "Aquí tienes el enlace a la página del estado de tu postulación. Muestra en qué punto está y te permite actualizar tu disponibilidad, tu currículum y tus consentimientos.",
    button: "Abrir mi página de estado",
    keep: "Guarda este correo: el enlace es personal, no lo compartas.",
    ignore: "Si no pediste este enlace, puedes ignorar este correo.",
  },
};

const ptBr: StatusPageText = {
  title: "O status da sua candidatura",
  description: "Em que ponto está sua candidatura, o que vem a seguir e seus dados.",
  stageHeading: "Onde você está",
  since: (date) => `Desde ${date}`,
  nextHeading: "O que vem a seguir",
  usually: (duration) => `Isso costuma levar ${duration}.`,
  stages: {
    applied: {
      title: "Candidatura recebida",
      next: "Um recrutador analisa sua candidatura e escreve para você.",
      duration: durations.applicationReview,
    },
    screening: {
      title: "Triagem",
      next: "Um recrutador conversa com você sobre sua experiência, disponibilidade e taxa, e depois escreve para você.",
      duration: durations.applicationReview,
    },
    technical: {
      title: "Avaliação técnica",
      next: "Você faz a avaliação técnica com programação ao vivo; um recrutador escreve com o resultado.",
      duration: durations.applicationReview,
    },
    english: {
      title: "Teste de inglês",
      next: "Você faz o teste de inglês; um recrutador escreve com o resultado.",
      duration: durations.applicationReview,
    },
    vetted: {
      title: "Aprovado: você está no banco de talentos",
      next: "Indicamos você para vagas de clientes. De uma indicação a um contrato assinado:",
      duration: durations.hire,
    },
    rejected: {
      title: "Não selecionado",
      next: "Sua candidatura está encerrada. Você pode se candidatar novamente a futuras vagas.",
      duration: null,
    },
    withdrawn: {
      title: "Retirada",
      next: "Você retirou sua candidatura. Pode se candidatar novamente quando quiser.",
      duration: null,
    },
  },
  reasonHeading: "O motivo",
  applicationsHeading: "Suas candidaturas",
  generalApplication: "Candidatura geral ao banco de talentos",
  receivedOn: (date) => `Recebida em ${date}`,
  jobStates: {
    published: "Aberta",
    closed: "Encerrada",
    draft: "Não publicada",
    gone: "Não está mais publicada",
  },
  availability: {
    heading: "Disponibilidade e taxa",
    hoursPerWeek: "Horas por semana",
    earliestStart: "Data de início mais próxima",
    hourlyRateUsd: "Taxa por hora esperada (USD)",
    timeZone: "Fuso horário (por exemplo America/Sao_Paulo)",
    submit: "Salvar disponibilidade",
  },
  consents: {
    heading: "Seus consentimentos",
    stayInPool: (months) => `Manter-me no banco de talentos para futuras vagas (por ${months} meses)`,
    shareProfile:
      "Compartilhar meu perfil completo e meu currículo com empresas clientes em uma lista final (caso contrário, elas veem só meu primeiro nome e a inicial do sobrenome)",
    submit: "Salvar consentimentos",
  },
  resume: {
    heading: "Um novo currículo",
    field: "Currículo (PDF ou Word, até 5 MB)",
    hint: "Ele passa a ser seu currículo mais recente; os anteriores são mantidos.",
    submit: "Enviar currículo",
  },
  privacy: {
    heading: "Seus dados",
    body: (reply) =>
      `Você pode pedir uma cópia dos seus dados ou a exclusão deles. Escreva para nós do endereço com que se candidatou; respondemos em até ${reply}.`,
    copy: "Pedir uma cópia dos meus dados",
    erase: "Pedir a exclusão dos meus dados",
    policy: "Como tratamos seus dados (política de privacidade, em inglês)",
  },
  withdraw: {
    heading: "Retirar candidatura",
    body: "Ao retirar, sua candidatura é encerrada: a equipe interrompe a avaliação e deixa de indicar você a clientes.",
    confirm: "Sim, quero retirar minha candidatura",
    submit: "Retirar minha candidatura",
  },
  notices: {
    "availability-saved": "Sua disponibilidade, taxa e fuso horário foram salvos.",
    "consents-saved": "Seus consentimentos foram salvos.",
    withdrawn: "Você retirou sua candidatura.",
    "resume-saved": "Seu novo currículo foi salvo.",
    "link-sent":
      "Se este endereço estiver cadastrado, enviamos um novo link para ele. Confira seu e-mail em alguns minutos.",
    "stale-form":
      "Seus dados mudaram desde que esta página foi aberta. Confira-os abaixo e envie o formulário de novo.",
    "invalid-availability": "Confira as horas, a data de início, a taxa e o fuso horário.",
    "invalid-form": "Não conseguimos ler este formulário. Recarregue a página e tente de novo.",
    "invalid-email": "Digite o endereço de e-mail com que você se candidatou.",
    "invalid-resume": "Envie um PDF ou documento do Word de até 5 MB.",
    closed: "Sua candidatura já está encerrada.",
    "rate-limited": "Muitas solicitações da sua rede. Tente novamente mais tarde.",
    unavailable: "Não conseguimos salvar agora. Tente novamente em instantes.",
  },
  notFound: {
    title: "Este link não funciona",
    description:
      "O link está errado ou foi substituído por um mais recente. Digite o endereço com que você se candidatou e enviaremos um novo link.",
    email: "Seu endereço de e-mail",
    submit: "Enviar um novo link",
  },
  email: {
    subject: "O link do status da sua candidatura",
    preview: "O link da página de status da sua candidatura",
    greeting: (firstName) => `Olá, ${firstName},`,
    body: "Aqui está o link da página de status da sua candidatura. Ela mostra em que ponto sua candidatura está e permite atualizar sua disponibilidade, seu currículo e seus consentimentos.",
    button: "Abrir minha página de status",
    keep: "Guarde este e-mail: o link é pessoal, não o compartilhe.",
    ignore: "Se você não pediu este link, pode ignorar este e-mail.",
  },
};

const TEXT: Record<Locale, StatusPageText> = { en, es, "pt-br": ptBr };

export function statusPageText(locale: Locale): StatusPageText {
  return TEXT[locale];
}

/** The privacy policy's reply time for a request about one's own data, in the page's language. */
export function privacyReplyText(locale: Locale): string {
  return durationText(privacyDurations.reply, locale);
}
