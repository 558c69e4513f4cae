/**
 * The words of the job alerts in each language: the form on the job board, the offer on the
 * candidate pages, the confirmation e-mail and the weekly digest. Templates take `{{name}}`
 * values (`fill`, app/content/ui/ui-text.ts).
 */
import type { Locale } from "../lib/i18n/locales";
import { categories } from "./categories";
import { jobBoardTextFor } from "./job-board-locales";
import { localeContent } from "./locale-content";

export interface JobAlertText {
  form: {
    heading: string;
    intro: string;
    email: string;
    emailPlaceholder: string;
    submit: string;
    busy: string;
    /** "Check {{email}}: …" */
    success: string;
    failure: string;
  };
  offer: {
    heading: string;
    body: string;
    close: string;
  };
  confirmation: {
    subject: string;
    preview: string;
    heading: string;
    body: string;
    filterIntro: string;
    button: string;
    linkIntro: string;
    /** "{{days}}" */
    expiry: string;
  };
  digest: {
    /** "{{count}}" */
    subjectOne: string;
    subjectMany: string;
    preview: string;
    heading: string;
    intro: string;
    /** "{{min}}–{{max}} USD/h" */
    rate: string;
    view: string;
    browse: string;
    /** "{{count}}": the matches beyond the ones listed, linked to the board filtered the same way. */
    moreOne: string;
    moreMany: string;
    /** Before the links to the board's feeds of the alert's filter (RSS and Atom). */
    feedsIntro: string;
    rss: string;
    atom: string;
  };
  /** The confirmation page (the link of the confirmation e-mail). */
  confirmPage: {
    title: string;
    confirm: { title: string; description: string; button: string };
    done: { title: string; description: string };
    unsubscribed: { title: string; description: string };
    expired: { title: string; description: string };
    invalid: { title: string; description: string };
    homeLink: string;
  };
  /** The unsubscribe page (/unsubscribe) when its link is a job alert's. */
  unsubscribePage: {
    title: string;
    confirm: { title: string; description: string; button: string };
    done: { title: string; description: string };
    homeLink: string;
  };
  /** The filter in words: "Any category", … */
  anyCategory: string;
  anyStack: string;
  anyCountry: string;
  unsubscribe: string;
  unsubscribeNote: string;
}

const en: JobAlertText = {
  form: {
    heading: "Get job alerts",
    intro: "One e-mail a week with the new roles that match these filters. Unsubscribe in one click.",
    email: "Your e-mail",
    emailPlaceholder: "you@example.com",
    submit: "Get job alerts",
    busy: "Sending…",
    success: "Check {{email}}: confirm the link we sent you and your alerts start.",
    failure: "Something went wrong. Please try again.",
  },
  offer: {
    heading: "New remote roles, every week",
    body: "Get an e-mail with the new openings for your specialization. No spam, one click to stop.",
    close: "Close",
  },
  confirmation: {
    subject: "Confirm your LatamMatch job alert",
    preview: "One click and new matching roles come to you every week.",
    heading: "Confirm your job alert",
    body: "Someone, hopefully you, asked for a weekly e-mail with the new LatamMatch openings matching this filter:",
    filterIntro: "Your filter",
    button: "Confirm my job alert",
    linkIntro: "Or open this link:",
    expiry:
      "The link works for {{days}} days. If you didn't ask for this, ignore this e-mail: you won't get any alerts.",
  },
  digest: {
    subjectOne: "1 new role matching your LatamMatch job alert",
    subjectMany: "{{count}} new roles matching your LatamMatch job alert",
    preview: "The new openings of the week for your filter.",
    heading: "New roles for you",
    intro: "These openings were published since your last alert and match your filter:",
    rate: "{{min}}–{{max}} USD/h",
    view: "View the role",
    browse: "See every open role",
    moreOne: "And 1 more matching role on the job board",
    moreMany: "And {{count}} more matching roles on the job board",
    feedsIntro: "Follow these roles in a feed reader:",
    rss: "RSS feed",
    atom: "Atom feed",
  },
  confirmPage: {
    title: "Confirm your job alert | LatamMatch",
    confirm: {
      title: "Confirm your job alert",
      description: "One click and you'll get a weekly e-mail with the new roles matching your filter.",
      button: "Confirm my job alert",
    },
    done: {
      title: "Your job alert is on",
      description:
        "Thanks for confirming. New matching roles will come once a week; every e-mail has an unsubscribe link.",
    },
    unsubscribed: {
      title: "This alert was unsubscribed",
      description:
        "This address stopped this alert after the link was sent, so the link no longer turns it on.",
    },
    expired: {
      title: "This confirmation link has expired",
      description:
        "Confirmation links work for 7 days. Ask for job alerts again on the job board and we'll send a new one.",
    },
    invalid: {
      title: "This confirmation link is not valid",
      description:
        "The link may be incomplete: open it again from the e-mail, or copy the whole address into your browser.",
    },
    homeLink: "Back to the home page",
  },
  unsubscribePage: {
    title: "Unsubscribe from this job alert | LatamMatch",
    confirm: {
      title: "Stop this job alert?",
      description:
        "You will no longer receive this alert's weekly e-mail of new roles at this address. Other alerts you set up stay on.",
      button: "Unsubscribe",
    },
    done: {
      title: "This job alert is off",
      description:
        "We will not send you this alert again. You can set up a new one on the job board whenever you like.",
    },
    homeLink: "Back to the home page",
  },
  anyCategory: "Any category",
  anyStack: "Any specialization",
  anyCountry: "Any country",
  unsubscribe: "Unsubscribe",
  unsubscribeNote: "You receive this e-mail because this address subscribed to job alerts on our website.",
};

const es: JobAlertText = {
  form: {
    heading: "Recibe alertas de empleo",
    intro:
      "Un e-mail por semana con los nuevos puestos que coinciden con estos filtros. Date de baja con un clic.",
    email: "Tu e-mail",
    emailPlaceholder: "tu@ejemplo.com",
    submit: "Recibir alertas",
    busy: "Enviando…",
    success: "Revisa {{email}}: confirma el enlace que te enviamos y tus alertas comenzarán.",
    failure: "Algo salió mal. Inténtalo de nuevo.",
  },
  offer: {
    heading: "Nuevos puestos remotos, cada semana",
    body: "Recibe un e-mail con las nuevas vacantes de tu especialidad. Sin spam, un clic para dejar de recibirlo.",
    close: "Cerrar",
  },
  confirmation: {
    subject: "Confirma tu alerta de empleo de LatamMatch",
    preview: "Un clic y recibirás cada semana los nuevos puestos que te interesan.",
    heading: "Confirma tu alerta de empleo",
    body: "Alguien, esperamos que tú, pidió un e-mail semanal con las nuevas vacantes de LatamMatch que coinciden con este filtro:",
    filterIntro: "Tu filtro",
    button: "Confirmar mi alerta",
    linkIntro: "O abre este enlace:",
    expiry:
      "El enlace funciona durante {{days}} días. Si no lo pediste, ignora este e-mail: no recibirás alertas.",
  },
  digest: {
    subjectOne: "1 nuevo puesto para tu alerta de LatamMatch",
    subjectMany: "{{count}} nuevos puestos para tu alerta de LatamMatch",
    preview: "Las nuevas vacantes de la semana para tu filtro.",
    heading: "Nuevos puestos para ti",
    intro: "Estas vacantes se publicaron desde tu última alerta y coinciden con tu filtro:",
    rate: "{{min}}–{{max}} USD/h",
    view: "Ver el puesto",
    browse: "Ver todas las vacantes",
    moreOne: "Y 1 puesto más que coincide en la bolsa de empleo",
    moreMany: "Y {{count}} puestos más que coinciden en la bolsa de empleo",
    feedsIntro: "Sigue estas vacantes en un lector de feeds:",
    rss: "Feed RSS",
    atom: "Feed Atom",
  },
  confirmPage: {
    title: "Confirma tu alerta de empleo | LatamMatch",
    confirm: {
      title: "Confirma tu alerta de empleo",
      description:
        "Un clic y recibirás cada semana un e-mail con los nuevos puestos que coinciden con tu filtro.",
      button: "Confirmar mi alerta",
    },
    done: {
      title: "Tu alerta de empleo está activa",
      description:
        "Gracias por confirmar. Los nuevos puestos llegarán una vez por semana; cada e-mail tiene un enlace para darte de baja.",
    },
    unsubscribed: {
      title: "Esta alerta fue cancelada",
      description:
        "Esta dirección canceló la alerta después de recibir el enlace, así que el enlace ya no la activa.",
    },
    expired: {
      title: "Este enlace de confirmación expiró",
      description:
        "Los enlaces de confirmación funcionan durante 7 días. Pide las alertas de nuevo en la bolsa de empleo y te enviaremos otro.",
    },
    invalid: {
      title: "Este enlace de confirmación no es válido",
      description:
        "Puede que el enlace esté incompleto: ábrelo de nuevo desde el e-mail o copia la dirección completa en tu navegador.",
    },
    homeLink: "Volver al inicio",
  },
  unsubscribePage: {
    title: "Darse de baja de esta alerta de empleo | LatamMatch",
    confirm: {
      title: "¿Detener esta alerta de empleo?",
      description:
        "Dejarás de recibir en esta dirección el e-mail semanal de nuevos puestos de esta alerta. Las demás alertas que tengas siguen activas.",
      button: "Darse de baja",
    },
    done: {
      title: "Esta alerta de empleo está desactivada",
      description:
        "No volveremos a enviarte esta alerta. Puedes crear una nueva en la bolsa de empleo cuando quieras.",
    },
    homeLink: "Volver al inicio",
  },
  anyCategory: "Cualquier categoría",
  anyStack: "Cualquier especialidad",
  anyCountry: "Cualquier país",
  unsubscribe: "Darse de baja",
  unsubscribeNote:
    "Recibes este e-mail porque esta dirección se suscribió a alertas de empleo en nuestro sitio.",
};

const ptBr: JobAlertText = {
  form: {
    heading: "Receba alertas de vagas",
    intro: "Um e-mail por semana com as novas vagas que combinam com estes filtros. Cancele com um clique.",
    email: "Seu e-mail",
    emailPlaceholder: "voce@exemplo.com",
    submit: "Receber alertas",
    busy: "Enviando…",
    success: "Confira {{email}}: confirme o link que enviamos e seus alertas começam.",
    failure: "Algo deu errado. Tente novamente.",
  },
  offer: {
    heading: "Novas vagas remotas, toda semana",
    body: "Receba um e-mail com as novas vagas da sua especialidade. Sem spam, um clique para parar.",
    close: "Fechar",
  },
  confirmation: {
    subject: "Confirme seu alerta de vagas da LatamMatch",
    preview: "Um clique e as novas vagas chegam até você toda semana.",
    heading: "Confirme seu alerta de vagas",
    body: "Alguém, esperamos que você, pediu um e-mail semanal com as novas vagas da LatamMatch que combinam com este filtro:",
    filterIntro: "Seu filtro",
    button: "Confirmar meu alerta",
    linkIntro: "Ou abra este link:",
    expiry:
      "O link funciona por {{days}} dias. Se você não pediu isso, ignore este e-mail: você não receberá alertas.",
  },
  digest: {
    subjectOne: "1 nova vaga para o seu alerta da LatamMatch",
    subjectMany: "{{count}} novas vagas para o seu alerta da LatamMatch",
    preview: "As novas vagas da semana para o seu filtro.",
    heading: "Novas vagas para você",
    intro: "Estas vagas foram publicadas desde o seu último alerta e combinam com o seu filtro:",
    rate: "{{min}}–{{max}} USD/h",
    view: "Ver a vaga",
    browse: "Ver todas as vagas",
    moreOne: "E mais 1 vaga que combina no quadro de vagas",
    moreMany: "E mais {{count}} vagas que combinam no quadro de vagas",
    feedsIntro: "Acompanhe estas vagas em um leitor de feeds:",
    rss: "Feed RSS",
    atom: "Feed Atom",
  },
  confirmPage: {
    title: "Confirme seu alerta de vagas | LatamMatch",
    confirm: {
      title: "Confirme seu alerta de vagas",
      description:
        "Um clique e você receberá toda semana um e-mail com as novas vagas que combinam com o seu filtro.",
      button: "Confirmar meu alerta",
    },
    done: {
      title: "Seu alerta de vagas está ativo",
      description:
        "Obrigado por confirmar. As novas vagas chegarão uma vez por semana; cada e-mail tem um link para cancelar.",
    },
    unsubscribed: {
      title: "Este alerta foi cancelado",
      description:
        "Este endereço cancelou o alerta depois que o link foi enviado, então o link não o ativa mais.",
    },
    expired: {
      title: "Este link de confirmação expirou",
      description:
        "Os links de confirmação funcionam por 7 dias. Peça os alertas novamente no quadro de vagas e enviaremos outro.",
    },
    invalid: {
      title: "Este link de confirmação não é válido",
      description:
        "O link pode estar incompleto: abra-o novamente pelo e-mail ou copie o endereço completo no navegador.",
    },
    homeLink: "Voltar ao início",
  },
  unsubscribePage: {
    title: "Cancelar este alerta de vagas | LatamMatch",
    confirm: {
      title: "Parar este alerta de vagas?",
      description:
        "Você deixará de receber neste endereço o e-mail semanal de novas vagas deste alerta. Os outros alertas que você criou continuam ativos.",
      button: "Cancelar inscrição",
    },
    done: {
      title: "Este alerta de vagas foi desativado",
      description:
        "Não enviaremos mais este alerta. Você pode criar um novo no quadro de vagas quando quiser.",
    },
    homeLink: "Voltar ao início",
  },
  anyCategory: "Qualquer categoria",
  anyStack: "Qualquer especialidade",
  anyCountry: "Qualquer país",
  unsubscribe: "Cancelar inscrição",
  unsubscribeNote:
    "Você recebe este e-mail porque este endereço se inscreveu em alertas de vagas no nosso site.",
};

const byLocale: Record<Locale, JobAlertText> = { en, es, "pt-br": ptBr };

/** The job alerts' words in a language. */
export function jobAlertTextFor(locale: Locale): JobAlertText {
  return byLocale[locale];
}

export interface JobAlertFilterWords {
  category?: string | undefined;
  stack?: string | undefined;
  country?: string | undefined;
}

/** The filter in words of the language: "Developers · Backend · Any country". */
export function describeJobAlertFilter(locale: Locale, filter: JobAlertFilterWords): string {
  const text = jobAlertTextFor(locale);
  const { categoriesText } = localeContent(locale);
  const names = jobBoardTextFor(locale).countryNames as Record<string, string>;
  const category = categories.find((entry) => entry.slug === filter.category);
  const stackCategory = categories.find((entry) =>
    entry.stacks.some((stack) => stack.slug === filter.stack && (!category || entry === category)),
  );
  const stack = stackCategory?.stacks.find((entry) => entry.slug === filter.stack);
  const stackTexts = stackCategory
    ? (categoriesText[stackCategory.slug as keyof typeof categoriesText].stacks as Record<
        string,
        { name: string } | undefined
      >)
    : {};
  return [
    category ? categoriesText[category.slug as keyof typeof categoriesText].name : text.anyCategory,
    stack ? (stackTexts[stack.slug]?.name ?? stack.name) : text.anyStack,
    filter.country ? (names[filter.country] ?? filter.country) : text.anyCountry,
  ].join(" · ");
}
