/**
 * Brazilian Portuguese text of the candidate application form. Loaded with the form itself, only on pages in
 * this language (app/features/candidate-application/application-form.tsx), rather than with
 * every page's loader data.
 */

import { candidateDurations, durationText } from "~/content/durations";
import { RETENTION } from "~/content/retention";
import { LIMITS } from "../candidate-application";
import type { ApplicationFormCatalogue } from "./catalogue";

export const applicationFormPtBr: ApplicationFormCatalogue = {
  messages: {
    fullNameShort: `Seu nome precisa ter pelo menos ${LIMITS.fullName.min} caracteres`,
    fullNameLong: `Seu nome pode ter no máximo ${LIMITS.fullName.max} caracteres`,
    email: "Informe um endereço de e-mail válido",
    emailLong: `O e-mail pode ter no máximo ${LIMITS.email.max} caracteres`,
    country: "Selecione seu país",
    category: "Selecione uma categoria",
    specialization: "Selecione uma especialização da categoria escolhida",
    yearsOfExperience: `Informe seus anos de experiência com um número inteiro de ${LIMITS.yearsOfExperience.min} a ${LIMITS.yearsOfExperience.max}`,
    englishLevel: "Selecione seu nível de inglês",
    profileUrl: "Informe um link do LinkedIn ou portfólio que comece com http:// ou https://",
    profileUrlLong: `O link pode ter no máximo ${LIMITS.profileUrl.max} caracteres`,
    hourlyRate: `Informe um valor por hora em USD entre $${LIMITS.hourlyRate.min} e $${LIMITS.hourlyRate.max}`,
    note: `A observação pode ter no máximo ${LIMITS.note.max} caracteres`,
    availability: "Escolha quando você poderia começar ou deixe em branco",
  },
  countries: {
    Argentina: "Argentina",
    Brazil: "Brasil",
    Chile: "Chile",
    Colombia: "Colômbia",
    Mexico: "México",
    Uruguay: "Uruguai",
    Peru: "Peru",
    "Costa Rica": "Costa Rica",
    Ecuador: "Equador",
    Panama: "Panamá",
    Paraguay: "Paraguai",
    Bolivia: "Bolívia",
  },
  englishLevels: {
    Basic: "Básico",
    Conversational: "Conversação",
    Professional: "Profissional",
    Fluent: "Fluente",
    Native: "Nativo",
  },
  availabilities: {
    Immediately: "Imediatamente",
    "In 2 weeks": "Em 2 semanas",
    "In 1 month": "Em 1 mês",
    Later: "Em mais de um mês",
  },
  formLabel: "Candidatura",
  labels: {
    fullName: "Nome completo",
    email: "E-mail",
    country: "País",
    category: "Categoria",
    specialization: "Especialização",
    yearsOfExperience: "Anos de experiência",
    englishLevel: "Nível de inglês",
    profileUrl: "URL do LinkedIn ou portfólio",
    hourlyRate: "Valor por hora pretendido (USD)",
    note: "Observação (opcional)",
    availability: "Disponível a partir de (opcional)",
  },
  placeholders: {
    country: "Selecione seu país",
    englishLevel: "Selecione seu nível de inglês",
    category: "Selecione uma categoria",
    specialization: "Selecione uma especialização",
    categoryFirst: "Escolha uma categoria primeiro",
    availability: "Ainda não sei",
  },
  hints: {
    hourlyRate: "Entre $5 e $500 por hora.",
    profileUrl: "Um perfil do LinkedIn, GitHub, Behance ou seu site pessoal.",
    note: "Disponibilidade, preferência de fuso horário ou o que mais devemos saber. Até 1.000 caracteres.",
  },
  consents: {
    legend: "Seus consentimentos",
    stayInPool: "Manter meu perfil no banco de talentos para vagas futuras",
    stayInPoolGeneral: `Marcado por padrão: guardamos seu perfil por ${RETENTION.poolConsentMonths} meses e escrevemos para você quando outra vaga combinar. Desmarque para ser considerado só para as vagas atuais.`,
    stayInPoolJob: `Desmarcado por padrão: consideramos você só para esta vaga. Marque para ser considerado também em vagas futuras, por ${RETENTION.poolConsentMonths} meses.`,
    shareProfile:
      "Compartilhar meu perfil completo e meu currículo com as empresas clientes de uma lista curta",
    shareProfileHint:
      "Desmarcado por padrão: as empresas de uma lista curta veem só seu primeiro nome e a inicial do sobrenome.",
    changeLater:
      "Você pode mudar os dois quando quiser na sua página de status, com link em cada e-mail que enviamos.",
  },
  privacyBefore: "Usamos seus dados apenas para conectar você a vagas. Leia nossa ",
  privacyLink: "Política de privacidade",
  privacyAfter: " (abre em uma nova aba).",
  submit: "Enviar candidatura",
  submitting: "Enviando...",
  successTitle: "Recebemos sua candidatura!",
  successDescription: `Nosso time de talentos vai analisá-la e responder em até ${durationText(candidateDurations.applicationReview, "pt-br")}.`,
  errorTitle: "Não foi possível enviar sua candidatura",
  errorDescription: "Tente de novo ou fale diretamente com a gente. Suas respostas ficaram salvas.",
  confirmationTitle: "Obrigado! Sua candidatura foi enviada",
  confirmationDescription: `Um recrutador analisa cada candidatura pessoalmente e escreve para você em até ${durationText(candidateDurations.applicationReview, "pt-br")}, com um link para a entrevista de prática com IA se o seu perfil combinar com as vagas abertas.`,
  doneLabel: "Fechar",
  anotherLabel: "Enviar outra candidatura",
  resume: {
    label: "Currículo (opcional)",
    hint: "PDF ou Word (.docx), até {{limit}}.",
    tooLarge:
      "Este arquivo tem mais de {{limit}}: escolha um PDF ou um documento do Word (.docx) de até {{limit}}.",
    wrongType: "Escolha um PDF ou um documento do Word (.docx).",
    unsupported:
      "Este arquivo não é um PDF nem um documento do Word: escolha um PDF ou um .docx de até {{limit}}.",
    failed: "Não conseguimos enviar seu currículo. Tente novamente.",
    chooseAgain:
      "Suas respostas foram restauradas, mas o arquivo não: escolha seu currículo ({{name}}) de novo.",
  },
};
