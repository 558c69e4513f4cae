/**
 * The acknowledgment a company gets after sending a hiring request, in the language of the page
 * it sent the request from. The next steps are SPEC's promises (reply within 24 hours, discovery
 * call within 24 hours, custom plan within 7 days, talent match within 48 hours); the English
 * steps are the thank-you card's own (./hiring.ts), so the e-mail and the page say the same.
 */
import type { Locale } from "~/lib/i18n/locales";
import { emailLayoutText } from "./emails";
import { thankYouContent } from "./hiring";
import { site } from "./site";
import { es } from "./ui/es";
import { ptBr } from "./ui/pt-br";

export interface HiringAcknowledgmentEmailText {
  subject: string;
  preview: (firstName: string) => string;
  greeting: (firstName: string) => string;
  intro: (company: string) => string;
  nextTitle: string;
  /** In order: reply, discovery call, talent match, custom plan. */
  nextSteps: readonly string[];
  bookIntro: string;
  bookCta: string;
  receivedOn: (date: string) => string;
  replyNote: string;
  signOff: string;
  footer: string;
  tagline: string;
  company: string;
  contactPrefix: string;
}

const [, callStep, planStep] = thankYouContent.nextSteps;

export const hiringAcknowledgmentEmailText: Record<Locale, HiringAcknowledgmentEmailText> = {
  en: {
    subject: `We received your hiring request: ${site.name}`,
    preview: (firstName) => `What happens next with your request, ${firstName}`,
    greeting: (firstName) => `Hi ${firstName},`,
    intro: (company) =>
      `Thank you for telling us what ${company} needs. Your hiring request is in, and a person on our hiring team will get back to you within 24 hours.`,
    nextTitle: "What happens next",
    nextSteps: [
      "We reply within 24 hours, after our team reviews your requirements.",
      callStep ?? "We schedule a discovery call within 24 hours.",
      "We match you with pre-vetted talent within 48 hours.",
      planStep ?? "You receive a custom staffing plan within 7 days.",
    ],
    bookIntro: "Skip the back-and-forth: pick a 30-minute slot for your discovery call now.",
    bookCta: "Book your discovery call",
    receivedOn: (date) => `Request received on ${date}.`,
    replyNote: "Anything to add? Reply to this e-mail: it reaches our hiring team.",
    signOff: `The ${site.name} hiring team`,
    footer:
      "You receive this e-mail because this address was given in a hiring request on our website. We only use it to answer that request.",
    tagline: emailLayoutText.tagline,
    company: emailLayoutText.company,
    contactPrefix: emailLayoutText.contactPrefix,
  },
  es: {
    subject: `Recibimos tu solicitud de contratación: ${site.name}`,
    preview: (firstName) => `Qué sigue con tu solicitud, ${firstName}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    intro: (company) =>
      `Gracias por contarnos lo que necesita ${company}. Tu solicitud de contratación llegó, y una persona de nuestro equipo te responderá en menos de 24 horas.`,
    nextTitle: "Qué sigue",
    nextSteps: [
      "Te respondemos en menos de 24 horas, después de que nuestro equipo revise tus requisitos.",
      "Agendamos una llamada de descubrimiento en menos de 24 horas.",
      "Te presentamos talento preseleccionado en menos de 48 horas.",
      "Recibes un plan de contratación a medida en menos de 7 días.",
    ],
    bookIntro: "Ahórrate los correos de ida y vuelta: elige ahora un horario de 30 minutos para tu llamada.",
    bookCta: "Agenda tu llamada de descubrimiento",
    receivedOn: (date) => `Solicitud recibida el ${date}.`,
    replyNote: "¿Algo más que contarnos? Responde a este correo: le llega a nuestro equipo de contratación.",
    signOff: `El equipo de contratación de ${site.name}`,
    footer:
      "Recibes este correo porque esta dirección se indicó en una solicitud de contratación en nuestro sitio web. Solo la usamos para responder a esa solicitud.",
    tagline: es.email.tagline,
    company: `${site.name} · ${es.email.tagline} · Talento remoto para empresas de EE. UU.`,
    contactPrefix: es.email.contactPrefix,
  },
  "pt-br": {
    subject: `Recebemos sua solicitação de contratação: ${site.name}`,
    preview: (firstName) => `O que acontece agora com sua solicitação, ${firstName}`,
    greeting: (firstName) => `Olá, ${firstName},`,
    intro: (company) =>
      `Obrigado por nos contar do que a ${company} precisa. Sua solicitação de contratação chegou, e uma pessoa da nossa equipe vai responder em até 24 horas.`,
    nextTitle: "O que acontece agora",
    nextSteps: [
      "Respondemos em até 24 horas, depois que nossa equipe revisar seus requisitos.",
      "Agendamos uma chamada de descoberta em até 24 horas.",
      "Apresentamos talentos pré-selecionados em até 48 horas.",
      "Você recebe um plano de contratação personalizado em até 7 dias.",
    ],
    bookIntro: "Evite a troca de e-mails: escolha agora um horário de 30 minutos para sua chamada.",
    bookCta: "Agende sua chamada de descoberta",
    receivedOn: (date) => `Solicitação recebida em ${date}.`,
    replyNote: "Algo a acrescentar? Responda a este e-mail: ele chega à nossa equipe de contratação.",
    signOff: `A equipe de contratação da ${site.name}`,
    footer:
      "Você recebe este e-mail porque este endereço foi informado em uma solicitação de contratação no nosso site. Só o usamos para responder a essa solicitação.",
    tagline: ptBr.email.tagline,
    company: `${site.name} · ${ptBr.email.tagline} · Talentos remotos para empresas dos EUA`,
    contactPrefix: ptBr.email.contactPrefix,
  },
};
