/**
 * The e-mails a candidate gets when their vetting moves on, in their language: the technical
 * assessment (described by the vetting step the site's pages show), vetted, rejected (with the
 * template reason, rendered by the caller) and the confirmation of a withdrawal. The greeting,
 * what happens once vetted, the sign-off and the footer are the acknowledgment's own words.
 */
import type { Locale } from "~/lib/i18n/locales";
import { site } from "./site";

export interface CandidateStageEmailText {
  subject: string;
  preview: string;
  /** The paragraphs before the stage's own detail (the assessment's description, the reason). */
  intro: string;
  /** The paragraph after it. */
  outro: string;
}

type Stage = "technical" | "vetted" | "rejected" | "withdrawn";

export const candidateStageEmailText: Readonly<Record<Locale, Record<Stage, CandidateStageEmailText>>> = {
  en: {
    technical: {
      subject: `Next step at ${site.name}: your technical assessment`,
      preview: "You passed the screening: here is what the assessment is",
      intro: "You passed the screening. The next step is the technical assessment:",
      outro: "A recruiter writes to you to agree on a time. You do not need to prepare anything else.",
    },
    vetted: {
      subject: `You passed the ${site.name} vetting`,
      preview: "You passed every step of the vetting",
      intro:
        "Congratulations: you passed every step of the vetting and you are now in our pool of vetted talent.",
      outro:
        "You do not need to do anything now; keep your availability and rate up to date on your status page.",
    },
    rejected: {
      subject: `An update on your ${site.name} application`,
      preview: "The outcome of your application",
      intro:
        "Thank you for the time you gave to the process. We are not moving forward with your application:",
      outro: "You are welcome to apply again when your experience or availability changes.",
    },
    withdrawn: {
      subject: `Your withdrawal from ${site.name} is confirmed`,
      preview: "You have left the process",
      intro:
        "This confirms that you have withdrawn from the process: we will not consider you for roles from now on.",
      outro: "If this was not you, or you change your mind, write to us or apply again.",
    },
  },
  es: {
    technical: {
      subject: `Siguiente paso en ${site.name}: tu evaluación técnica`,
      preview: "Pasaste la primera revisión: así es la evaluación",
      intro: "Pasaste la primera revisión. El siguiente paso es la evaluación técnica:",
      outro: "Un reclutador te escribe para acordar el horario. No necesitas preparar nada más.",
    },
    vetted: {
      subject: `Aprobaste la evaluación de ${site.name}`,
      preview: "Aprobaste todas las etapas de la evaluación",
      intro:
        "Felicitaciones: aprobaste todas las etapas de la evaluación y ya formas parte de nuestro grupo de talento evaluado.",
      outro:
        "No necesitas hacer nada ahora; mantén al día tu disponibilidad y tu tarifa en tu página de estado.",
    },
    rejected: {
      subject: `Novedades sobre tu postulación a ${site.name}`,
      preview: "El resultado de tu postulación",
      intro: "Gracias por el tiempo que dedicaste al proceso. No vamos a avanzar con tu postulación:",
      outro: "Puedes volver a postularte cuando cambien tu experiencia o tu disponibilidad.",
    },
    withdrawn: {
      subject: `Confirmamos tu retiro de ${site.name}`,
      preview: "Saliste del proceso",
      intro:
        "Te confirmamos que te retiraste del proceso: a partir de ahora no te consideraremos para vacantes.",
      outro: "Si no fuiste tú, o cambias de opinión, escríbenos o vuelve a postularte.",
    },
  },
  "pt-br": {
    technical: {
      subject: `Próxima etapa na ${site.name}: sua avaliação técnica`,
      preview: "Você passou pela triagem: veja como é a avaliação",
      intro: "Você passou pela triagem. A próxima etapa é a avaliação técnica:",
      outro: "Um recrutador escreve para você para combinar o horário. Você não precisa preparar mais nada.",
    },
    vetted: {
      subject: `Você foi aprovado na avaliação da ${site.name}`,
      preview: "Você passou por todas as etapas da avaliação",
      intro:
        "Parabéns: você passou por todas as etapas da avaliação e agora faz parte do nosso grupo de talentos avaliados.",
      outro:
        "Você não precisa fazer nada agora; mantenha sua disponibilidade e seu valor atualizados na sua página de status.",
    },
    rejected: {
      subject: `Novidades sobre sua candidatura à ${site.name}`,
      preview: "O resultado da sua candidatura",
      intro: "Obrigado pelo tempo que você dedicou ao processo. Não vamos seguir com a sua candidatura:",
      outro: "Você pode se candidatar de novo quando sua experiência ou sua disponibilidade mudarem.",
    },
    withdrawn: {
      subject: `Confirmamos sua saída da ${site.name}`,
      preview: "Você saiu do processo",
      intro: "Confirmamos que você saiu do processo: a partir de agora não vamos considerar você para vagas.",
      outro: "Se não foi você, ou se mudar de ideia, escreva para nós ou candidate-se de novo.",
    },
  },
};
