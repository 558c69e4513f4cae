/**
 * One set of guarantee terms: reads one built page and checks every guarantee length it states
 * against the service it belongs to (app/content/pricing-model.ts `services`, the sentences in
 * app/content/guarantee-terms.ts).
 *
 * - A length stated with a service's name (in its sentence, or in the card or section around
 *   it) is that service's: 30 days on Direct Hiring, 90 days on Staff Augmentation.
 * - A page that gives both services' lengths says which service each one is.
 * - The longer guarantee for "senior SaaS roles" is given only where the page says who they are.
 * - A stack page sells Staff Augmentation (its trial step: "we handle contracts, payroll"), so it
 *   states that service's guarantee.
 */
import { JSDOM } from "jsdom";
import { extendedGuaranteeScope } from "../../app/content/guarantee-terms";
import { type ServiceId, services } from "../../app/content/pricing-model";
import { linearText, normalizeText, ownerAt } from "../figure-audit";
import type { Relation } from "./counts-nest";

const GUARANTEE = /\b(guarantee|garant[ií]a|garantia)\b/i;
// "90-day", "30 days", "90 días", "6-month", "6 meses".
const LENGTH = /(?<![\d.,])(\d+)(?:[- ]|\s)(days?|d[ií]as|months?|meses)\b/gi;

const SERVICE_WORDS: Readonly<Record<ServiceId, RegExp>> = {
  directHiring: /\b(direct hiring|headhunting|contratación directa|contratação direta)\b/i,
  staffAugmentation: /\b(staff augmentation|staffing solutions)\b/i,
};

interface StatedLength {
  figure: string;
  days?: number;
  months?: number;
  /** The sentence it stands in. */
  sentence: string;
  /** The service its sentence, or else its card or section, names; undefined when none or both. */
  service?: ServiceId;
}

const servicesNamed = (text: string) =>
  (Object.keys(SERVICE_WORDS) as ServiceId[]).filter((id) => SERVICE_WORDS[id].test(text));

/** An element's text with its pieces apart: "Direct Hiring" in one span, "We source" in the next. */
const spacedText = (element: Element) => linearText(element, { spaced: true }).text;

/** The one service a text names, if it names exactly one. */
function onlyService(text: string): ServiceId | undefined {
  const named = servicesNamed(text);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The service whose heading an element stands under: its table column's header, else the last
 * heading before it in its card or section, from the nearest one out.
 */
function serviceAround(element: Element | undefined): ServiceId | undefined {
  const cell = element?.closest("td, th");
  const table = cell?.closest("table");
  if (cell && table) {
    const column = [...(cell.parentElement?.children ?? [])].indexOf(cell);
    const header = table.querySelector("thead tr")?.children[column];
    return header ? onlyService(spacedText(header)) : undefined;
  }
  for (let current = element?.parentElement ?? null; current; current = current.parentElement) {
    const before = [...current.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(
      (heading) => element && heading.compareDocumentPosition(element) & 4,
    );
    const heading = before.at(-1);
    if (heading) {
      const service = onlyService(spacedText(heading));
      if (service) return service;
    }
    if (current.tagName === "SECTION" || current.tagName === "MAIN") return undefined;
  }
  return undefined;
}

/**
 * The service a sentence gives a length for: the one named right after it ("90 days on staff
 * augmentation"), else the last one named before it ("On Direct Hiring, a 30-day guarantee").
 */
function serviceInSentence(sentence: string, figure: string): ServiceId | undefined {
  const at = sentence.indexOf(figure);
  if (at === -1) return onlyService(sentence);
  const named = (text: string) =>
    (Object.keys(SERVICE_WORDS) as ServiceId[]).flatMap((id) =>
      [...text.matchAll(new RegExp(SERVICE_WORDS[id].source, "gi"))].map((match) => ({
        id,
        index: match.index ?? 0,
      })),
    );
  // "90-day replacement guarantee on staff augmentation": the first name within a few words after.
  const after = named(sentence.slice(at + figure.length, at + figure.length + 50));
  const next = after.reduce<(typeof after)[number] | undefined>(
    (first, found) => (!first || found.index < first.index ? found : first),
    undefined,
  );
  if (next) return next.id;
  const before = named(sentence.slice(0, at));
  return before.reduce<(typeof before)[number] | undefined>(
    (last, found) => (!last || found.index > last.index ? found : last),
    undefined,
  )?.id;
}

function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  let from = 0;
  for (const match of before.matchAll(/[.!?](?=\s)|\n/g)) from = (match.index ?? 0) + match[0].length;
  const after = text.slice(end);
  const stop = after.search(/[.!?](?=\s|$)|\n/);
  return `${before.slice(from)}${text.slice(start, end)}${stop === -1 ? after : after.slice(0, stop)}`.trim();
}

/** Every guarantee length of a document, with its sentence and the service it belongs to. */
function extractGuaranteeLengths(document: Document): StatedLength[] {
  const root = document.body;
  if (!root) return [];
  const { text, owners } = linearText(root);
  const found: StatedLength[] = [];
  for (const match of text.matchAll(LENGTH)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const sentence = sentenceAround(text, start, end);
    // A tile's figure stands alone ("90 days" over "Replacement guarantee"): its tile says what it is.
    const element = ownerAt(owners, start);
    const tile = sentence.length < 20 ? normalizeText(element?.parentElement?.textContent ?? "") : "";
    if (!GUARANTEE.test(sentence) && !GUARANTEE.test(tile)) continue;
    // Retention windows and trial lengths share a sentence with a guarantee at times: a length
    // right before "retention" or "trial" is theirs.
    if (/^\s*(?:\S+\s)?(retention|trial|prueba|teste)/i.test(text.slice(end, end + 20))) continue;
    const amount = Number(match[1]);
    const unit = (match[2] ?? "").toLowerCase();
    const service = serviceInSentence(sentence, match[0]) ?? serviceAround(element);
    found.push({
      figure: match[0],
      ...(/^(month|mes)/.test(unit) ? { months: amount } : { days: amount }),
      sentence: normalizeText(sentence).slice(0, 160),
      service,
    });
  }
  return found;
}

const STACK_PAGE = /^(?:\/(?:es|pt-br))?\/candidates\/[^/]+\/[^/]+$/;

/** The relations between a document's guarantee lengths and the services' terms that do not hold. */
function checkGuaranteesDocument(page: string, document: Document): Relation[] {
  const lengths = extractGuaranteeLengths(document);
  const problems: Relation[] = [];
  const { extended } = services.staffAugmentation.guarantee;
  const pageText = normalizeText(document.body?.textContent ?? "");
  const shown = (length: StatedLength) => `${length.figure} (“${length.sentence}”)`;
  const daysGiven = new Set(lengths.flatMap((length) => (length.days === undefined ? [] : [length.days])));
  const serviceDays = new Set<number>(Object.values(services).map((service) => service.guarantee.days));
  const bothGiven = [...serviceDays].every((days) => daysGiven.has(days));

  for (const length of lengths) {
    if (length.months !== undefined) {
      if (length.months !== extended.months) {
        problems.push({
          page,
          figures: [shown(length), `${extended.months} months (${extended.roles})`],
          relation: `the longer guarantee is ${extended.months} months, its one source`,
        });
      }
      const defined = Object.values(extendedGuaranteeScope).some((scope) =>
        pageText.includes(normalizeText(scope)),
      );
      if (!defined) {
        problems.push({
          page,
          figures: [shown(length), `“${extendedGuaranteeScope.en}”`],
          relation: `the ${extended.months}-month guarantee is given without saying who "${extended.roles}" are`,
        });
      }
      continue;
    }
    const days = length.days ?? 0;
    if (length.service) {
      const terms = services[length.service].guarantee.days;
      if (days !== terms) {
        problems.push({
          page,
          figures: [shown(length), `${terms} days (${services[length.service].name})`],
          relation: `${services[length.service].name}'s guarantee is ${terms} days`,
        });
      }
    } else if (!serviceDays.has(days)) {
      problems.push({
        page,
        figures: [shown(length), [...serviceDays].map((value) => `${value} days`).join(" or ")],
        relation: "a guarantee length no service has",
      });
    } else if (bothGiven) {
      problems.push({
        page,
        figures: [shown(length), "—"],
        relation: "a guarantee length on a page that gives both services' without saying which service it is",
      });
    }
  }

  if (STACK_PAGE.test(page)) {
    const { days } = services.staffAugmentation.guarantee;
    if (!lengths.some((length) => length.days === days)) {
      problems.push({
        page,
        figures: ["—", `${days} days (${services.staffAugmentation.name})`],
        relation: "a stack page sells Staff Augmentation without stating its guarantee",
      });
    }
  }
  return problems;
}

/** The guarantee relations of one page's HTML that do not hold. */
export function checkGuaranteesHtml(page: string, html: string): Relation[] {
  return checkGuaranteesDocument(page, new JSDOM(html).window.document);
}
