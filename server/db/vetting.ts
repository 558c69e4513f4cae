/**
 * The talent pool's vetting rules, written once as data: the stages a candidate goes through,
 * the criteria each scored stage is rated on, the reasons a rejection is sent with (in every
 * language a candidate can apply in), the English levels and how long a consent to stay in the
 * pool lasts. The schema's checks, the candidate store (candidates.ts) and the pages read them
 * from here.
 */
import { RETENTION } from "../../app/content/retention";
import type { Locale } from "../../app/lib/i18n/locales";

/** The vetting pipeline, in order: a candidate advances one stage at a time. */
export const PIPELINE_STAGES = ["applied", "screening", "technical", "english", "vetted"] as const;
/** Where a candidate leaves the pipeline, from any stage. */
const CLOSED_STAGES = ["rejected", "withdrawn"] as const;
export const CANDIDATE_STAGES = [...PIPELINE_STAGES, ...CLOSED_STAGES] as const;

export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export type ClosedStage = (typeof CLOSED_STAGES)[number];
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];

export const STAGE_LABELS: Readonly<Record<CandidateStage, string>> = {
  applied: "Applied",
  screening: "Screening",
  technical: "Technical assessment",
  english: "English",
  vetted: "Vetted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export interface Criterion {
  key: string;
  label: string;
  /** What a rating should be based on, for the interviewer. */
  guide: string;
}

/**
 * The criteria of each stage a scorecard passes. A stage without criteria (applied, vetted) is
 * not scored: a candidate leaves "applied" when the team starts the screening.
 */
export const STAGE_CRITERIA: Readonly<Partial<Record<PipelineStage, readonly Criterion[]>>> = {
  screening: [
    {
      key: "relevant-experience",
      label: "Relevant experience",
      guide: "Work that matches the category and stacks the candidate applied for.",
    },
    {
      key: "communication",
      label: "Communication",
      guide: "Clear, structured answers in the call and in writing.",
    },
    {
      key: "availability-and-rate",
      label: "Availability and rate",
      guide: "Hours, start date and expected rate that clients' openings can meet.",
    },
    {
      key: "motivation",
      label: "Motivation",
      guide: "Why remote work with U.S. teams, and what the candidate wants next.",
    },
  ],
  technical: [
    {
      key: "problem-solving",
      label: "Problem solving",
      guide: "How the live task was broken down and solved.",
    },
    { key: "code-quality", label: "Code quality", guide: "Readable, tested, idiomatic work." },
    {
      key: "system-design",
      label: "System design",
      guide: "Trade-offs, boundaries and scale in the design talk.",
    },
    {
      key: "communication",
      label: "Communication",
      guide: "Thinking aloud, explaining choices, asking when unsure.",
    },
  ],
  english: [
    { key: "fluency", label: "Fluency", guide: "Speaks at length, without long searches for words." },
    {
      key: "comprehension",
      label: "Comprehension",
      guide: "Follows a U.S. client's speech and written briefs.",
    },
  ],
};

/** A scorecard rates every criterion of its stage from 1 (far below the bar) to 4 (well above it). */
export const RATING_MIN = 1;
export const RATING_MAX = 4;
export const EVIDENCE_MAX_LENGTH = 2000;

/** The stage after this one in the pipeline, or null for the last. */
export function nextStage(stage: PipelineStage): PipelineStage | null {
  return PIPELINE_STAGES[PIPELINE_STAGES.indexOf(stage) + 1] ?? null;
}

export function isPipelineStage(value: unknown): value is PipelineStage {
  return typeof value === "string" && (PIPELINE_STAGES as readonly string[]).includes(value);
}

export function isClosedStage(value: unknown): value is ClosedStage {
  return typeof value === "string" && (CLOSED_STAGES as readonly string[]).includes(value);
}

/** The stages a scorecard can be written for: those with criteria. */
export function isScoredStage(stage: CandidateStage): boolean {
  return isPipelineStage(stage) && (STAGE_CRITERIA[stage]?.length ?? 0) > 0;
}

/** The reason a candidate is told when rejected: the team picks a template, the text goes to them in their language. */
export interface RejectionReason {
  key: string;
  /** What the team sees in the inbox. */
  label: string;
  message: Readonly<Record<Locale, string>>;
}

export const REJECTION_REASONS: readonly RejectionReason[] = [
  {
    key: "skills-mismatch",
    label: "Skills do not match current openings",
    message: {
      en: "Your skills and experience do not match the roles our clients are hiring for at the moment.",
      es: "Tus habilidades y tu experiencia no coinciden con los puestos que nuestros clientes están cubriendo en este momento.",
      "pt-br":
        "Suas habilidades e sua experiência não correspondem às vagas que nossos clientes estão contratando no momento.",
    },
  },
  {
    key: "technical-level",
    label: "Technical assessment below the bar",
    message: {
      en: "Your technical assessment did not reach the level our clients require for this kind of role.",
      es: "Tu evaluación técnica no alcanzó el nivel que nuestros clientes exigen para este tipo de puesto.",
      "pt-br": "Sua avaliação técnica não atingiu o nível que nossos clientes exigem para esse tipo de vaga.",
    },
  },
  {
    key: "english-level",
    label: "English below the level clients need",
    message: {
      en: "Your English is not yet at the level our clients' teams need for daily work together.",
      es: "Tu nivel de inglés todavía no es el que los equipos de nuestros clientes necesitan para trabajar juntos a diario.",
      "pt-br":
        "Seu nível de inglês ainda não é o que as equipes dos nossos clientes precisam para trabalhar juntas no dia a dia.",
    },
  },
  {
    key: "rate-mismatch",
    label: "Expected rate outside clients' budgets",
    message: {
      en: "Your expected hourly rate is outside the budgets of our clients' current openings.",
      es: "Tu tarifa por hora esperada está fuera de los presupuestos de las vacantes actuales de nuestros clientes.",
      "pt-br": "Sua taxa por hora esperada está fora dos orçamentos das vagas atuais dos nossos clientes.",
    },
  },
  {
    key: "availability",
    label: "Availability does not fit",
    message: {
      en: "Your availability does not fit the hours and start dates our clients need.",
      es: "Tu disponibilidad no se ajusta a los horarios y fechas de inicio que necesitan nuestros clientes.",
      "pt-br":
        "Sua disponibilidade não se encaixa nos horários e datas de início de que nossos clientes precisam.",
    },
  },
  {
    key: "no-response",
    label: "Candidate did not respond",
    message: {
      en: "We could not reach you to continue the process, so we have closed your application.",
      es: "No pudimos contactarte para continuar el proceso, así que cerramos tu postulación.",
      "pt-br":
        "Não conseguimos falar com você para continuar o processo, por isso encerramos sua candidatura.",
    },
  },
];

export function findRejectionReason(key: string): RejectionReason | undefined {
  return REJECTION_REASONS.find((reason) => reason.key === key);
}

/** The note a rejection may carry besides its template, at most this long. */
export const REJECTION_NOTE_MAX_LENGTH = 1000;

/** CEFR levels, lowest first: an order, so "at least B2" is a comparison. */
export const ENGLISH_LEVELS_CEFR = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof ENGLISH_LEVELS_CEFR)[number];

/**
 * The CEFR level a candidate's own answer in the application stands for, until the English stage
 * assesses it (the application asks in plain words: app/content/candidate-application.ts).
 */
export const SELF_REPORTED_ENGLISH: Readonly<Record<string, CefrLevel>> = {
  Basic: "A2",
  Conversational: "B1",
  Professional: "B2",
  Fluent: "C1",
  Native: "C2",
};

/**
 * How long a consent to stay in the pool keeps a candidate after it is given, whatever their
 * activity (without it, retention counts RETENTION_MONTHS from their last activity). Stored as an
 * end date with the consent, so a later change of this figure never stretches consents given.
 */
export const POOL_CONSENT_MONTHS = RETENTION.poolConsentMonths;
