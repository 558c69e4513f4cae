/**
 * The figure audit: finds every money figure ("$42-55/hour", "$120K+", "39-52 US$") and every
 * savings percentage ("60%" in a clause about saving or cost) in a page's HTML, and checks each
 * against a list of rules. A rule names the pages it holds on, the figure as printed and the
 * words that must stand next to it; a figure no rule accepts is reported, so a figure added
 * without its label, or with a value the rules (and the pricing model behind them) do not give,
 * fails the audit. The rules live in tests/e2e/figure-registry.ts; tests/e2e/figures.spec.ts
 * runs the audit over every prerendered page.
 */
import { JSDOM } from "jsdom";

export interface FigureRule {
  /** The page paths the figure may appear on: one path, a list, or a pattern. */
  pages: string | readonly string[] | RegExp;
  /** The amount or percentage as printed ("$42-55", "60%"), without its unit; compared with spaces, dashes and thousands separators normalised. */
  figure: string;
  /**
   * Words that must stand next to the figure: all of them inside the smallest element around it
   * that holds them, no longer than `NEAR_CHARS`. Compared without case.
   */
  labels: readonly string[];
  /** Where the figure comes from, for the reader of a failure. */
  source: "model" | "spec" | "pay" | "sample";
  /** What the rule is for. */
  note?: string;
}

export interface FoundFigure {
  /** The figure as printed on the page. */
  figure: string;
  /** "money" for amounts in dollars, "savings" for percentages in a clause about saving or cost. */
  kind: "money" | "savings";
  /** The text around it (its clause, or its tile), for reports. */
  context: string;
  /** The element holding the start of the figure. */
  element: Element;
}

export interface Finding {
  page: string;
  figure: string;
  context: string;
  problem: string;
}

/**
 * How far "next to" reaches: the element holding figure and label has at most this much text.
 * One card of figures is the unit a reader reads as one: the developers page's U.S. comparison
 * card, with its figures' scenario links, holds 829 characters in English and 959 in Spanish
 * (translations run longer); a sales stack's savings answer, which also says what its rate leaves
 * out (the commission billed on top), about 1,050 in Portuguese; while the sections around a
 * card, and a page's FAQ list, hold several thousand.
 */
export const NEAR_CHARS = 1100;

/**
 * Elements whose text is not page copy. Hidden content still counts: a closed FAQ answer or the
 * next slide of a carousel is one click away.
 */
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "TITLE"]);

/** Elements that start a new line of text: a figure never runs across them. */
const BLOCKS = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "BR",
  "BUTTON",
  "CAPTION",
  "DD",
  "DETAILS",
  "DIV",
  "DL",
  "DT",
  "FIELDSET",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "FORM",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LABEL",
  "LEGEND",
  "LI",
  "MAIN",
  "NAV",
  "OL",
  "OPTION",
  "P",
  "SECTION",
  "SELECT",
  "SUMMARY",
  "TABLE",
  "TD",
  "TH",
  "TR",
  "UL",
]);

const SPACES = /[\s\u00a0\u2009\u202f]+/g;

// $42 · $42-55 · $1,800-3,800 · $120K+ · $48.50 · US$ 39–52 · $72K+ (60%) is "$72K+" and "60%".
const DOLLARS_FIRST = /(?:US)?\$\s?\d[\d.,]*(?:\s?[KkMm]\b)?\+?(?:\s?[-–]\s?\$?\d[\d.,]*(?:\s?[Kk]\b)?\+?)?/g;
// 39-52 US$ · 1800 US$ · 100.880 US$ (Spanish writes the sign after the number).
const DOLLARS_AFTER = /\d[\d.,]*(?:\s?[-–]\s?\d[\d.,]*)?\s?US\$/g;
// 60% · 40-65% · +55% · −48% · 0.0%
const PERCENT = /[-−+]?\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?\s?%/g;

/** The money figures of a piece of text, in order: "$1,800-3,800", "39-52 US$", "$48K". */
export function moneyFiguresIn(text: string): string[] {
  const found: { start: number; figure: string }[] = [];
  for (const pattern of [DOLLARS_FIRST, DOLLARS_AFTER]) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const figure = match[0].replace(/[.,]$/, "");
      const end = start + figure.length;
      if (found.some((other) => start < other.start + other.figure.length && end > other.start)) continue;
      found.push({ start, figure });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((entry) => entry.figure);
}

/** The amounts of a money figure in dollars: "$1,800-3,800" is [1800, 3800], "$48K+" is [48000]. */
export function figureAmounts(figure: string): number[] {
  const normalized = normalizeFigure(figure).replace(/,/g, ".");
  return [...normalized.matchAll(/(\d+(?:\.\d+)?)(k|m)?/g)].map(
    (match) => Number(match[1]) * (match[2] === "k" ? 1_000 : match[2] === "m" ? 1_000_000 : 1),
  );
}

/** Words of a clause about saving money or about cost, in the site's three languages. */
const SAVINGS_WORDS =
  /\b(sav(e|es|ed|ing|ings)|cost(s|ing)?|cheaper|less|lower|below|reduc\w*|ahorr\w*|costo\w*|(?<!\b(?:al|lo|pelo|ao) )menos|reducci\w*|por debajo|econom\w*|custo\w*|redu[çc]\w*|abaixo)\b/i;

/** Figures compare equal whatever their spaces, dashes and thousands separators. */
export function normalizeFigure(figure: string): string {
  return figure
    .replace(SPACES, "")
    .replace(/[–—−]/g, "-")
    .replace(/(\d)[.,](?=\d{3}(?!\d))/g, "$1")
    .toLowerCase();
}

/** Text compared without case and with its spaces collapsed. */
export const normalizeText = (text: string) => text.replace(SPACES, " ").trim().toLowerCase();

/**
 * The page's text with a line break at every block boundary, and where each piece came from;
 * `spaced` puts a space before every piece of text.
 */
export function linearText(
  root: Element,
  options: { spaced?: boolean } = {},
): { text: string; owners: { start: number; element: Element }[] } {
  let text = "";
  const owners: { start: number; element: Element }[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      const parent = node.parentElement;
      if (parent) owners.push({ start: text.length, element: parent });
      // Spaced: text nodes apart, as a figure and its unit in two elements ("3", "48h") are.
      text += `${options.spaced ? " " : ""}${(node.nodeValue ?? "").replace(SPACES, " ")}`;
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (SKIPPED.has(tag)) return;
    const block = BLOCKS.has(tag);
    if (block) text += "\n";
    for (const child of element.childNodes) walk(child);
    if (block) text += "\n";
  };
  walk(root);
  return { text, owners };
}

/** The element holding the text at `index` of `linearText`'s text. */
export function ownerAt(owners: { start: number; element: Element }[], index: number): Element | undefined {
  let low = 0;
  let high = owners.length - 1;
  let found: Element | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const owner = owners[middle];
    if (!owner) break;
    if (owner.start <= index) {
      found = owner.element;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The clause a figure stands in: cut at sentence ends, line breaks, commas and "and". */
export function clauseAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const cut = /[.;!?](?=\s|$)|\n|,\s|\s(?:and|y|e)\s/g;
  let from = 0;
  for (const match of before.matchAll(cut)) from = (match.index ?? 0) + match[0].length;
  const stop = after.search(/[.;!?](?=\s|$)|\n|,\s|\s(?:and|y|e)\s/);
  return `${before.slice(from)}${text.slice(start, end)}${stop === -1 ? after : after.slice(0, stop)}`.trim();
}

/** A figure's surroundings when its clause is the figure alone (a stat tile): its tile's text. */
export function tileText(element: Element): string {
  let current: Element | null = element;
  while (current) {
    const text = normalizeText(current.textContent ?? "");
    if (/[a-záéíóúãõç]{3}/i.test(text.replace(PERCENT, ""))) return text.slice(0, 400);
    current = current.parentElement;
  }
  return "";
}

/** Every money figure and savings percentage of a document. */
export function extractFigures(document: Document): FoundFigure[] {
  const root = document.body;
  if (!root) return [];
  const { text, owners } = linearText(root);
  const found: FoundFigure[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);
  for (const pattern of [DOLLARS_FIRST, DOLLARS_AFTER]) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const figure = match[0].replace(/[.,]$/, "");
      const end = start + figure.length;
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      const element = ownerAt(owners, start);
      if (element) found.push({ figure, kind: "money", context: clauseAround(text, start, end), element });
    }
  }
  for (const match of text.matchAll(PERCENT)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const element = ownerAt(owners, start);
    if (!element) continue;
    const clause = clauseAround(text, start, end);
    const context = /[a-záéíóúãõç]{3}/i.test(clause.replace(PERCENT, "")) ? clause : tileText(element);
    if (!SAVINGS_WORDS.test(context)) continue;
    found.push({ figure: match[0], kind: "savings", context, element });
  }
  return found;
}

function appliesTo(rule: FigureRule, page: string): boolean {
  if (typeof rule.pages === "string") return rule.pages === page;
  if (rule.pages instanceof RegExp) return rule.pages.test(page);
  return rule.pages.includes(page);
}

/** Whether every label stands in a small element around the figure. */
export function labelledNear(element: Element, labels: readonly string[]): boolean {
  const wanted = labels.map(normalizeText);
  let current: Element | null = element;
  while (current) {
    const text = normalizeText(current.textContent ?? "");
    if (text.length > NEAR_CHARS) return false;
    if (wanted.every((label) => text.includes(label))) return true;
    current = current.parentElement;
  }
  return false;
}

/** The figures of one page no rule accepts. */
export function auditDocument(page: string, document: Document, rules: readonly FigureRule[]): Finding[] {
  const findings: Finding[] = [];
  for (const found of extractFigures(document)) {
    const key = normalizeFigure(found.figure);
    const candidates = rules.filter((rule) => appliesTo(rule, page) && normalizeFigure(rule.figure) === key);
    if (candidates.some((rule) => labelledNear(found.element, rule.labels))) continue;
    findings.push({
      page,
      figure: found.figure,
      context: found.context.slice(0, 200),
      problem:
        candidates.length === 0
          ? `no rule gives ${found.kind === "money" ? "this amount" : "this saving"} on this page (unlabelled, or not what the pricing model computes)`
          : `its label is missing: expected ${candidates.map((rule) => `"${rule.labels.join('" + "')}"`).join(" or ")} next to it`,
    });
  }
  return findings;
}

/** The audit of one page's HTML. */
export function auditHtml(page: string, html: string, rules: readonly FigureRule[]): Finding[] {
  return auditDocument(page, new JSDOM(html).window.document, rules);
}
