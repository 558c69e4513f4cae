/**
 * Counts nest: reads one built page and checks the relations between its count figures.
 *
 * - Talent counts are stages of one funnel (applied or sourced → assessed → vetted → available
 *   now, app/content/claims.ts `talentFunnel`): a figure the page gives a later stage is never
 *   larger than the page's figure for an earlier one, nor than the funnel's own count of the
 *   stage before it.
 * - A stated approval rate ("top 3% of applicants") matches the counts it relates (vetted over
 *   applied), within the rounding of the rate and of a "+" count, as a reader can check it: with
 *   the page's own figures where it prints them. A page that prints no applied count but an
 *   assessed one gets its rate read against that one, the widest stage in sight (so "35,000
 *   vetted, top 3%" beside "120K+ assessed" fails: it would take 1.2M applicants); only a page
 *   with neither falls back to the funnel's count.
 * - Every company count says what it counts: companies that hired through us, or companies we
 *   served in any way; the hired never outnumber the served.
 *
 * A figure is read with the words around it: its clause in running text, or its tile (the
 * largest element around it holding no other count) when it stands alone.
 */
import { JSDOM } from "jsdom";
import {
  type ClaimId,
  claimBounds,
  companyCounts,
  countBounds,
  talentFunnel,
} from "../../app/content/claims";
import { clauseAround, linearText, normalizeText, ownerAt } from "../figure-audit";

export interface Relation {
  page: string;
  /** The two figures as printed, with the words that placed each. */
  figures: readonly [string, string];
  /** The relation that failed, in words. */
  relation: string;
}

export type TalentStage = (typeof talentFunnel)[number]["stage"];
export type CompanyStage = keyof typeof companyCounts;

export interface CountFigure {
  figure: string;
  /** The least and the most the figure can stand for: "15,000+" is 15,000 to 16,000. */
  low: number;
  high: number;
  context: string;
  kind: "talent" | "company" | "other";
  stage?: TalentStage | CompanyStage;
}

// 35,000 · 15.000+ · 120K+ · 1.2M+ · 500+ · "more than 180" (a "+" in words).
const COUNT =
  /(?<![\d$.,\-–])(?:(more than|over|más de|mais de)\s)?(\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)|\d+(?:[.,]\d)?\s?[KM](?![a-z])|\d{2,}(?=\+)|(?<=(?:more than|over|más de|mais de)\s)\d{3,})(\+)?/gi;

const TALENT_NOUNS =
  /\b(talents?|professionals?|candidates?|applicants?|people|developers?|specialists?|profiles?|talentos?|profesionales|candidatos|postulantes|profissionais|especialistas|perfiles|perfis|pessoas|personas)\b/i;
const COMPANY_NOUNS =
  /\b(compan(?:y|ies)|startups?|brands?|clients?|businesses|empresas?|compañías|marcas|clientes)\b/i;

/** The words that name a funnel stage, in the site's three languages; the first that matches wins. */
const TALENT_STAGE_WORDS: readonly [TalentStage, RegExp][] = [
  ["available", /\bavailable\b|\bdisponibles?\b|\bdisponíve(?:l|is)\b/i],
  [
    "applied",
    /\bapplied\b|\bsourced\b|\bpostul(?:aron|antes)\b|\bcandidataram\b|\bcaptad[oa]s\b|\bcaptamos\b/i,
  ],
  ["assessed", /\bassessed\b|(?<!pre-?)\bevaluad[oa]s\b|(?<!pré-|pre-)\bavaliad[oa]s\b/i],
  ["vetted", /\bvetted\b|\bvetting\b|preevaluad|pré-avaliad|aprobaron|\baprobad[oa]s\b|\baprovad[oa]s\b/i],
];

const COMPANY_STAGE_WORDS: readonly [CompanyStage, RegExp][] = [
  ["hired", /\bhired\b|\bcontrataron\b|\bhan contratado\b|\bcontrataram\b/i],
  ["served", /\bin any way\b|\bde alguna forma\b|\bde alguma forma\b/i],
];

/** A stated approval rate: a percentage of applicants that pass. */
const APPROVAL_WORDS = /\b(approv\w*|top|pass(?:es)?|aprob\w*|aprova\w*|supera\w*|pasa\w*|passa\w*)\b/i;
const APPLICANT_WORDS =
  /\b(applicants?|applied|postulantes|postularon|candidatos|candidaturas?|candidataram)\b/i;
const PERCENT = /(\d+(?:[.,]\d+)?)\s?%/g;

/**
 * The words a lone figure stands with: the largest element around it that holds no other count
 * (`only: "percent"`: no other percentage, so a rate's tile keeps the count it names).
 */
function tileAround(element: Element, figure: string, only: "count" | "percent" = "count"): string {
  // Every text node apart: a tile's label and description are often spans styled as blocks.
  const textOf = (node: Element) => {
    const walker = node.ownerDocument.createTreeWalker(node, 4);
    const parts: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) parts.push(text.nodeValue ?? "");
    return normalizeText(parts.join(" "));
  };
  let best = textOf(element);
  let current = element.parentElement;
  while (current) {
    const text = textOf(current);
    const figures = [...(only === "count" ? text.matchAll(COUNT) : []), ...text.matchAll(PERCENT)].length;
    if (text.length > 400 || figures > 1 || !text.includes(normalizeText(figure))) break;
    best = text;
    current = current.parentElement;
  }
  return best;
}

function classify(context: string, after: string): Pick<CountFigure, "kind" | "stage"> {
  // The noun right after the figure decides what it counts; else the words around it.
  const near = after.slice(0, 60);
  const company = COMPANY_NOUNS.exec(near);
  const talent = TALENT_NOUNS.exec(near);
  let kind: CountFigure["kind"];
  if (company && (!talent || company.index < talent.index)) kind = "company";
  else if (talent) kind = "talent";
  else if (COMPANY_NOUNS.test(context)) kind = "company";
  else if (TALENT_NOUNS.test(context)) kind = "talent";
  else kind = "other";
  const words = kind === "company" ? COMPANY_STAGE_WORDS : kind === "talent" ? TALENT_STAGE_WORDS : [];
  const stage = words.find(([, pattern]) => pattern.test(context))?.[0];
  return stage ? { kind, stage } : { kind };
}

/** Every count of a document, with the words that say what it counts. */
export function extractCounts(document: Document): CountFigure[] {
  const root = document.body;
  if (!root) return [];
  const { text, owners } = linearText(root);
  const found: CountFigure[] = [];
  for (const match of text.matchAll(COUNT)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const [, words, digits = "", plus] = match;
    // Money and ranges are the figure audit's: "$1,800", "3,800" of "$1,800-3,800", "100.880 US$".
    if (/^\s?(?:US\$|USD|\/|[-–]\d)/.test(text.slice(end, end + 5))) continue;
    if (/(?:\$|USD)\s?$/.test(text.slice(Math.max(0, start - 5), start))) continue;
    const element = ownerAt(owners, start);
    if (!element) continue;
    const clause = clauseAround(text, start, end);
    const alone = !/[a-záéíóúãõç]{3}/i.test(clause.replace(match[0], ""));
    const context = normalizeText(alone ? tileAround(element, match[0]) : clause);
    const { low, high } = countBounds(digits, Boolean(plus || words));
    // "12+ countries", "3-5 candidates": too small to be a count of the funnel or of clients.
    if (low < 100) continue;
    const after = alone
      ? context.slice(context.indexOf(normalizeText(match[0])) + match[0].length)
      : text.slice(end);
    found.push({ figure: match[0].trim(), low, high, context, ...classify(context, after) });
  }
  return found;
}

const shown = (count: CountFigure) => `${count.figure} (“${count.context.slice(0, 120)}”)`;

/** The largest figure a page gives each stage: the stage's whole, its parts being smaller. */
function wholeOf<S extends string>(counts: readonly CountFigure[], stage: S): CountFigure | undefined {
  return counts
    .filter((count) => count.stage === stage)
    .reduce<CountFigure | undefined>(
      (best, count) => (!best || count.low > best.low ? count : best),
      undefined,
    );
}

/** The relations between the counts of one document that do not hold. */
function checkCountsDocument(page: string, document: Document): Relation[] {
  const counts = extractCounts(document);
  const talent = counts.filter((count) => count.kind === "talent");
  const companies = counts.filter((count) => count.kind === "company");
  const problems: Relation[] = [];

  // Talent: no stage larger than one before it, on the page or in the funnel.
  talentFunnel.forEach(({ stage, claim }, index) => {
    const whole = wholeOf(talent, stage);
    if (!whole) return;
    for (const earlier of talentFunnel.slice(0, index)) {
      const before = wholeOf(talent, earlier.stage);
      if (before && whole.low > before.high) {
        problems.push({
          page,
          figures: [shown(whole), shown(before)],
          relation: `the "${stage}" stage counts more than the "${earlier.stage}" stage before it`,
        });
      }
    }
    const previous = talentFunnel[index - 1];
    const ceiling = previous ? claimBounds(previous.claim) : undefined;
    if (previous && ceiling && whole.low > ceiling.high) {
      problems.push({
        page,
        figures: [
          shown(whole),
          `${claimBounds(previous.claim).value} (the funnel's "${previous.stage}" count)`,
        ],
        relation: `the "${stage}" stage counts more than the funnel's "${previous.stage}" stage (${claim})`,
      });
    }
  });

  // The approval rate: vetted over applied.
  const vetted = wholeOf(talent, "vetted");
  const applied = wholeOf(talent, "applied");
  const vettedClaim = talentFunnel.find((entry) => entry.stage === "vetted")?.claim;
  const appliedClaim = talentFunnel.find((entry) => entry.stage === "applied")?.claim;
  if (vettedClaim && appliedClaim) {
    // The page's total where it prints one (a country's pool is a part, not the total), else the funnel's.
    const total = (found: CountFigure | undefined, claim: ClaimId) => {
      const funnel = claimBounds(claim);
      return found && found.low >= funnel.low ? found : { ...funnel, figure: funnel.value };
    };
    const part = total(vetted, vettedClaim);
    // Without an applied count in sight, a reader relates the rate to the widest stage the page
    // does print: its assessed count.
    const assessed = wholeOf(talent, "assessed");
    const whole =
      applied && applied.low >= claimBounds(appliedClaim).low
        ? applied
        : (assessed ?? total(applied, appliedClaim));
    const { text, owners } = linearText(document.body);
    for (const match of text.matchAll(PERCENT)) {
      const start = match.index ?? 0;
      const clause = clauseAround(text, start, start + match[0].length);
      const element = ownerAt(owners, start);
      const context = normalizeText(
        /[a-záéíóúãõç]{3}/i.test(clause.replace(match[0], ""))
          ? clause
          : element
            ? tileAround(element, match[0], "percent")
            : "",
      );
      if (!APPROVAL_WORDS.test(context) || !APPLICANT_WORDS.test(context)) continue;
      const rate = Number((match[1] ?? "").replace(",", "."));
      const least = (part.low / whole.high) * 100;
      const most = (part.high / whole.low) * 100;
      if (most < rate - 0.5 || least >= rate + 0.5) {
        problems.push({
          page,
          figures: [`${match[0]} (“${context.slice(0, 120)}”)`, `${part.figure} of ${whole.figure}`],
          relation: `the approval rate is vetted over applied: ${least.toFixed(1)}-${most.toFixed(1)}%, not ${match[0]}`,
        });
      }
    }
  }

  // Companies: each says what it counts; the hired are part of the served.
  for (const count of companies) {
    if (count.stage) continue;
    problems.push({
      page,
      figures: [shown(count), "—"],
      relation: "a company count that does not say what it counts (hired through us, or served in any way)",
    });
  }
  const hired = wholeOf(companies, "hired");
  const served = wholeOf(companies, "served");
  if (hired && served && hired.low > served.high) {
    problems.push({
      page,
      figures: [shown(hired), shown(served)],
      relation: "more companies hired through us than we served in any way",
    });
  }
  for (const [stage, claim] of Object.entries(companyCounts) as [
    CompanyStage,
    (typeof companyCounts)[CompanyStage],
  ][]) {
    const whole = wholeOf(companies, stage);
    const bounds = claimBounds(claim);
    if (whole && whole.low > bounds.high) {
      problems.push({
        page,
        figures: [shown(whole), `${bounds.value} (${claim})`],
        relation: `more companies "${stage}" than the count of all companies ${stage}`,
      });
    }
  }
  return problems;
}

/** The relations between the counts of one page's HTML that do not hold. */
export function checkCountsHtml(page: string, html: string): Relation[] {
  return checkCountsDocument(page, new JSDOM(html).window.document);
}

/** A failure, for a test report: the page, the two figures and the relation. */
export const describeRelation = (relation: Relation) =>
  `${relation.page}: ${relation.relation}\n    ${relation.figures[0]}\n    ${relation.figures[1]}`;
