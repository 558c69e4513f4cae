/**
 * Relation "savings claims are reproducible": every savings percentage a page prints links to the
 * calculator scenario that produces it, and that scenario, computed with the calculator's own
 * model (savings-model/figures.ts), does produce it.
 *
 * - A figure's links are the calculator links (role, seniority, hours and overhead all in the
 *   query) of the smallest element around it that holds any, no longer than NEAR_CHARS: the link
 *   around the figure itself, or those of its sentence, tile or card.
 * - "60%" holds when one of them produces 60% as the calculator rounds it.
 * - "40–65%" holds when its links produce both ends: a range needs a scenario for each, so the
 *   smallest element with two calculator links or more is the one read.
 * - A percentage the scenario takes as input rather than gives ("plus 30% employer overhead") is
 *   that scenario's overhead, followed by the overhead's words.
 * - A saving produced only at an overhead other than the calculator's default stands beside a link
 *   to the same hire (role, seniority, hours) at the default overhead.
 * - A negative saving ("-18% below") is never a claim the calculator makes: it says "no saving".
 * - On the calculator's own page the page's scenario (its query, the defaults without one) stands
 *   behind every figure no nearer link claims.
 * - A sample's words (a candidate's answer in a sample interview, inside an element marked
 *   data-figure-source="sample") are not the site's claims.
 */
import { JSDOM } from "jsdom";
import { CALCULATOR_PATH, overheadWords } from "../../app/content/model-figures";
import { calculatorSettings } from "../../app/content/savings-calculator";
import { estimateFigures } from "../../app/content/savings-model/estimate-figures";
import {
  type CalculatorState,
  searchFromState,
  stateFromSearch,
} from "../../app/content/savings-model/url-state";
import { LOCALES, localizePath } from "../../app/lib/i18n/locales";
import { extractFigures, NEAR_CHARS } from "../figure-audit";

const RELATION = "savings claims are reproducible";

export interface Scenario {
  href: string;
  state: CalculatorState;
  /** The whole percent the calculator shows for it; undefined when it shows no saving. */
  percent: number | undefined;
}

export interface SavingsFinding {
  page: string;
  figure: string;
  context: string;
  scenarios: Scenario[];
  problem: string;
}

const calculatorPaths = new Set(LOCALES.map((locale) => localizePath(CALCULATOR_PATH, locale)));

/**
 * The scenario of a calculator link: undefined for a link elsewhere, or one whose query lacks an
 * input or holds one the calculator would replace by its default (the link would show another
 * estimate than it names).
 */
export function scenarioOf(href: string): Scenario | undefined {
  const url = new URL(href, "http://site.invalid");
  if (url.origin !== "http://site.invalid" || !calculatorPaths.has(url.pathname)) return undefined;
  const state = stateFromSearch(url.searchParams);
  const canonical = new URLSearchParams(searchFromState(state));
  const names = Object.values(calculatorSettings.params);
  if (names.some((name) => url.searchParams.get(name) !== canonical.get(name))) return undefined;
  return { href, state, percent: estimateFigures(state).savingsPercent };
}

/** The calculator links with a full scenario inside an element, the element itself included. */
function scenariosIn(element: Element): Scenario[] {
  const anchors = [...(element.matches("a[href]") ? [element] : []), ...element.querySelectorAll("a[href]")];
  return anchors.flatMap((anchor) => {
    const scenario = scenarioOf(anchor.getAttribute("href") ?? "");
    return scenario ? [scenario] : [];
  });
}

/** The links a figure is read against: those of the smallest element around it holding enough. */
function nearestScenarios(element: Element, wanted: number): Scenario[] {
  let current: Element | null = element;
  while (current) {
    if ((current.textContent ?? "").replace(/\s+/g, " ").length > NEAR_CHARS) return [];
    const found = scenariosIn(current);
    if (found.length >= wanted) return found;
    current = current.parentElement;
  }
  return [];
}

/** "40–65%" → [40, 65]; "60%" → [60]; "-18%" → [-18]. */
export function percentValues(figure: string): number[] {
  const text = figure.replace(/[−–—]/g, (dash) => (dash === "−" ? "-" : "–")).replace(/\s/g, "");
  const range = text.match(/^([-+]?\d+(?:[.,]\d+)?)–?-?(\d+(?:[.,]\d+)?)%$/);
  const single = text.match(/^([-+]?\d+(?:[.,]\d+)?)%$/);
  const number = (value: string) => Number(value.replace(",", "."));
  if (single?.[1]) return [number(single[1])];
  if (range?.[1] && range[2]) return [number(range[1]), number(range[2])];
  return [];
}

const scenarioResults = (scenarios: Scenario[]) =>
  scenarios.length === 0
    ? "no calculator link with the scenario in its query stands next to it"
    : `its scenarios give ${scenarios
        .map(
          (scenario) =>
            `${scenario.percent === undefined ? "no saving" : `${scenario.percent}%`} (${scenario.href})`,
        )
        .join(", ")}`;

/** The figure is the overhead input of a scenario next to it, named as such right after it. */
function isOverheadInput(context: string, figure: string, value: number, scenarios: Scenario[]): boolean {
  const after = context
    .slice(context.indexOf(figure) + figure.length)
    .trim()
    .toLowerCase();
  const named = Object.values(overheadWords).some((words) =>
    after.replace(/^(de|of)\s/, "").startsWith(words),
  );
  return named && scenarios.some((scenario) => scenario.state.overheadPercent === value);
}

/** The calculator page's own scenario: its query, the defaults without one. */
function ownScenario(page: string): Scenario | undefined {
  const url = new URL(page, "http://site.invalid");
  if (!calculatorPaths.has(url.pathname)) return undefined;
  const state = stateFromSearch(url.searchParams);
  return { href: page, state, percent: estimateFigures(state).savingsPercent };
}

const DEFAULT_OVERHEAD = calculatorSettings.defaults.overheadPercent;

const sameHire = (a: CalculatorState, b: CalculatorState) =>
  a.role === b.role && a.seniority === b.seniority && a.hoursPerWeek === b.hoursPerWeek;

/**
 * A saving produced only at an overhead other than the calculator's default must stand beside
 * the same hire at the default, so a reader who opens the calculator finds the figure it starts
 * with. Answers the first such scenario without its default twin, or undefined.
 */
function withoutDefaultOverhead(element: Element, values: number[], scenarios: Scenario[]) {
  const nearby = nearestScenarios(element, scenarios.length + 1);
  const around = nearby.length > 0 ? nearby : scenarios;
  for (const value of values) {
    const producing = scenarios.filter((scenario) => scenario.percent === value);
    if (producing.some((scenario) => scenario.state.overheadPercent === DEFAULT_OVERHEAD)) continue;
    const lone = producing.find(
      (scenario) =>
        !around.some(
          (other) =>
            other.state.overheadPercent === DEFAULT_OVERHEAD && sameHire(other.state, scenario.state),
        ),
    );
    if (lone) return lone;
  }
  return undefined;
}

/** Every savings percentage of a page that no calculator scenario next to it reproduces. */
function savingsReproducibleDocument(page: string, document: Document): SavingsFinding[] {
  const findings: SavingsFinding[] = [];
  const own = ownScenario(page);
  for (const found of extractFigures(document)) {
    if (found.kind !== "savings" || found.element.closest('[data-figure-source="sample"]')) continue;
    const values = percentValues(found.figure);
    const near = nearestScenarios(found.element, Math.max(1, values.length));
    const scenarios = near.length === 0 && own ? [own] : near;
    const report = (problem: string) =>
      findings.push({ page, figure: found.figure, context: found.context.slice(0, 200), scenarios, problem });
    if (values.length === 0) {
      report("not a percentage the relation can read");
      continue;
    }
    const [first] = values;
    if (
      values.length === 1 &&
      first !== undefined &&
      isOverheadInput(found.context, found.figure, first, scenarios)
    )
      continue;
    if (values.some((value) => value < 0)) {
      report(`a negative saving: the calculator says "no saving" there, ${scenarioResults(scenarios)}`);
      continue;
    }
    const produced = new Set(scenarios.map((scenario) => scenario.percent));
    const missing = values.filter((value) => !produced.has(value));
    if (missing.length === 0) {
      const unmatched = withoutDefaultOverhead(found.element, values, scenarios);
      if (unmatched) {
        report(
          `${unmatched.percent}% uses ${unmatched.state.overheadPercent}% employer overhead (${unmatched.href}), and no link next to it shows the same hire at the calculator's default of ${DEFAULT_OVERHEAD}%`,
        );
      }
      continue;
    }
    report(
      values.length > 1
        ? `a range needs a scenario for each end; ${missing.map((value) => `${value}%`).join(" and ")} ${missing.length > 1 ? "are" : "is"} not produced: ${scenarioResults(scenarios)}`
        : scenarioResults(scenarios),
    );
  }
  return findings;
}

export function savingsReproducibleHtml(page: string, html: string): SavingsFinding[] {
  return savingsReproducibleDocument(page, new JSDOM(html).window.document);
}

/** A finding as a line of a report: the page, the figure, what the scenarios give, the relation. */
export function describeSavingsFinding(finding: SavingsFinding): string {
  return `${finding.page}: ${finding.figure} — ${finding.problem} [${RELATION}]\n    “${finding.context}”`;
}

/** Every calculator scenario a page links to, for following the links in a browser. */
export function calculatorScenarios(html: string): Scenario[] {
  return scenariosIn(new JSDOM(html).window.document.body);
}
