/**
 * One reply time per step: reads one built page (or e-mail) and checks every duration it states
 * for a step of the hiring loop against that step's one source (app/content/durations.ts), and
 * every chained duration (review + hire + trial → first paycheck, shortlist + hire → first hire)
 * against the sum of its steps,
 * as the page states them or, where it does not, as the module gives them.
 *
 * A duration belongs to the step whose words stand nearest to it in its sentence; a duration
 * with no step's words in its sentence (a link that works for 7 days, 40 hours a week) is no
 * step's and is left alone.
 */
import { JSDOM } from "jsdom";
import {
  candidateDurations,
  companyDurations,
  type Duration,
  type DurationUnit,
  durationChains,
  durationHours,
  durationText,
  privacyDurations,
  sumDurations,
} from "../../app/content/durations";
import { linearText, normalizeText } from "../figure-audit";
import type { Relation } from "./counts-nest";

export type StepName = keyof typeof companyDurations | keyof typeof candidateDurations | "privacyReply";

const steps: Readonly<Record<StepName, Duration>> = {
  ...companyDurations,
  ...candidateDurations,
  privacyReply: privacyDurations.reply,
};

/** The words that name each step, in the site's three languages. */
const STEP_WORDS: readonly [StepName | "other", RegExp][] = [
  // Lengths that are no step of the loop (a guarantee, a retention window): they claim their
  // durations so no step nearby does.
  [
    "other",
    /\b(guarantee|garant[ií]a|garantia|retention|retenci[oó]n|retenção|replacement|reemplazo|reposição|substituição|past (?=\d)|keep \d+%)/gi,
  ],
  ["firstPaycheck", /\b(paycheck|first pay|primer pago|primeiro pagamento)/gi],
  [
    "applicationReview",
    /\b(applications?|postulaci[oó]n(?:es)?|candidaturas?|reviews? your profile|revisa tu perfil|analisa seu perfil|revisará|analisá-la)/gi,
  ],
  [
    "reply",
    /\b(get back to you|reply|respond\w*|responder\w*|respondemos|retornamos|retornaremos|te escribiremos|entraremos em contato|nos pondremos en contacto)/gi,
  ],
  [
    "discoveryCall",
    /\b(discovery call|llamada de descubrimiento|chamada de descoberta|llamada de diagnóstico|chamada de diagnóstico)/gi,
  ],
  [
    "staffingPlan",
    /\b(staffing plan|custom plan|plan de (?:contratación|personal|equipo) a medida|plan personalizado|plano (?:de contratação )?personalizado|plano de equipe)/gi,
  ],
  ["annotationTeam", /\b(annotat\w*|anotaci[oó]n|anotação|anotador\w*)/gi],
  [
    "shortlist",
    /\b(shortlist\w*|short list|candidates (?:in|within)|candidatos en|candidatos em|3[-–]5 \w+|lista corta|lista curta|listas? cortas?|listas? curtas?|talent match)/gi,
  ],
  [
    "trial",
    /\b(trials?|prueba pagada|pruebas pagadas|per[ií]odos? de prueba|teste pago|testes pagos|teste remunerado|testes remunerados|prueba remunerada|per[ií]odos? de teste|período de experiência)\b/gi,
  ],
  // The whole way from a request to a hire, before the hire step's own words: "a first hire in
  // 1-2 weeks" gives the hire step's duration for the shortlist and the hire together.
  [
    "firstHire",
    /\b(first hire|hiring takes|hired in|make a hire in|hire in|filled (?:in|within)|close in|from the first call|se cubren en|preenchidas em)/gi,
  ],
  [
    "hire",
    /\b(hire time|to hire|after the shortlist|signed contract|contracts? (?:is |are )?signed|sign a contract|tiempo (?:promedio )?de contratación|tempo (?:médio )?de contratação|contratar en|contratação em|despu[eé]s de la lista corta|depois da lista curta|contrato firmado|contrato assinado)/gi,
  ],
];

/** In an application's sentence a reply is the review of that application. */
const APPLICATION_WORDS =
  /\b(applications?|postulaci[oó]n|candidaturas?|your profile|tu perfil|seu perfil)\b/i;
/** In a paragraph about a person's rights over their data, a reply is the privacy reply. */
const PRIVACY_WORDS =
  /\b(rights|identity|authori[sz]\w*|erasure|derechos|identidad|autoriz\w*|direitos|identidade)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cinco: 5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
};
const NUMBER = `\\d+|${Object.keys(NUMBER_WORDS).join("|")}`;
const UNITS: readonly [DurationUnit, string][] = [
  ["businessDay", "business days?|días hábiles|día hábil|dias úteis|dia útil"],
  ["hour", "hours?|horas?|h"],
  ["day", "days?|días|día|dias|dia"],
  ["week", "weeks?|semanas?"],
];
const DURATION = new RegExp(
  `(?<![\\w$.,])(${NUMBER})(?:\\s?(?:[-–]|to|a)\\s?(${NUMBER}))?(?:\\s|-)?(${UNITS.map(([, words]) => words).join("|")})(?![\\wáéíóúãõç])`,
  "gi",
);
/**
 * Not a step's length: hours a week, a time zone, a reminder before a call. "1-2 weeks after the
 * shortlist" is the hire step's length, counted from the shortlist.
 */
const NOT_A_STEP =
  /^\s?(?:per|a|an|each|por|al|ao|à|a la|de diferen\w*|of u\.?s\.?|behind|ahead|before|after(?! (?:the |your )?shortlist)|antes|después(?! de la lista corta)|depois(?! da lista curta)|ago|atrás)\b|^\s?\//i;

/** Not a step's length either: the time left before a booked call ("starts in 1 hour"). */
const COUNTDOWN = /\b(?:starts?|begins?|empieza|comienza|começa)\s+(?:in|en|em)\s*$/i;

export interface StatedDuration {
  text: string;
  duration: Duration;
  step: StepName;
  sentence: string;
}

const numberOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** Every duration a text states for a step. */
export function extractDurations(text: string): StatedDuration[] {
  const found: StatedDuration[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let shortlistStated = false;
    for (const sentence of paragraph.split(/(?<=[^A-Z][.!?])\s+(?=[A-ZÁÉÍÓÚ¿¡])/)) {
      for (const entry of durationsOfSentence(sentence, PRIVACY_WORDS.test(paragraph))) {
        // Right after the shortlist's own duration, "make a hire in 1-2 weeks" reads on from
        // the shortlist: it is the hire step. Alone, it claims the whole way from the request.
        found.push(entry.step === "firstHire" && shortlistStated ? { ...entry, step: "hire" } : entry);
        if (entry.step === "shortlist") shortlistStated = true;
      }
    }
  }
  return found;
}

/** The durations of one sentence, each with the step whose words stand nearest to it. */
function durationsOfSentence(sentence: string, privacy: boolean): StatedDuration[] {
  const spots: { step: StepName | "other"; start: number; end: number }[] = [];
  for (const [step, words] of STEP_WORDS) {
    for (const match of sentence.matchAll(words)) {
      spots.push({ step, start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
    }
  }
  const found: StatedDuration[] = [];
  for (const match of spots.length > 0 ? sentence.matchAll(DURATION) : []) {
    const at = match.index ?? 0;
    if (NOT_A_STEP.test(sentence.slice(at + match[0].length))) continue;
    if (COUNTDOWN.test(sentence.slice(0, at))) continue;
    const [, first = "", second, unitWord = ""] = match;
    const unit = UNITS.find(([, words]) => new RegExp(`^(?:${words})$`, "i").test(unitWord))?.[0];
    // The characters between the duration and the step's words, before it or after it.
    const gap = (spot: (typeof spots)[number]) =>
      spot.end <= at ? at - spot.end : Math.max(0, spot.start - (at + match[0].length));
    const nearest = spots.reduce((best, spot) => (gap(spot) < gap(best) ? spot : best));
    if (!unit || nearest.step === "other") continue;
    const step: StepName =
      nearest.step !== "reply"
        ? nearest.step
        : APPLICATION_WORDS.test(sentence)
          ? "applicationReview"
          : privacy
            ? "privacyReply"
            : "reply";
    found.push({
      text: match[0],
      duration: { min: numberOf(first), max: numberOf(second ?? first), unit },
      step,
      sentence: normalizeText(sentence).slice(0, 160),
    });
  }
  return found;
}

const same = (a: Duration, b: Duration) => {
  const [x, y] = [durationHours(a), durationHours(b)];
  return Math.abs(x.min - y.min) < 1 && Math.abs(x.max - y.max) < 1;
};

/** The durations of one text (a page's, an e-mail's) that do not agree with their steps. */
export function checkDurationsText(page: string, text: string): Relation[] {
  const stated = extractDurations(text);
  const problems: Relation[] = [];
  const chained = new Set<StepName>(Object.keys(durationChains) as StepName[]);
  for (const entry of stated) {
    if (chained.has(entry.step)) continue;
    const source = steps[entry.step];
    if (same(entry.duration, source)) continue;
    problems.push({
      page,
      figures: [`${entry.text} (“${entry.sentence}”)`, `${durationText(source)} (the ${entry.step} step)`],
      relation: `the ${entry.step} step takes ${durationText(source)}, its one source`,
    });
  }
  for (const [name, parts] of Object.entries(durationChains) as [StepName, readonly StepName[]][]) {
    for (const entry of stated.filter((item) => item.step === name)) {
      // The steps as this page states them, else as the module gives them.
      const used = parts.map((part) => stated.find((item) => item.step === part)?.duration ?? steps[part]);
      const total = sumDurations(used);
      if (same(entry.duration, total)) continue;
      problems.push({
        page,
        figures: [
          `${entry.text} (“${entry.sentence}”)`,
          `${parts.map((part, index) => `${part} ${durationText(used[index] ?? steps[part])}`).join(" + ")} = ${durationText(total)}`,
        ],
        relation: `the ${name} is the sum of its steps`,
      });
    }
  }
  return problems;
}

/** The durations of one document that do not agree with their steps. */
function checkDurationsDocument(page: string, document: Document): Relation[] {
  return document.body ? checkDurationsText(page, linearText(document.body, { spaced: true }).text) : [];
}

/** The durations of one page's HTML that do not agree with their steps. */
export function checkDurationsHtml(page: string, html: string): Relation[] {
  return checkDurationsDocument(page, new JSDOM(html).window.document);
}
