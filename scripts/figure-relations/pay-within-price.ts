/**
 * A figure relation: pay never exceeds price. Every pay figure a page marks (`data-figure="pay"`,
 * app/content/figure-marks.ts) — example jobs and openings, sample profiles and shortlists,
 * regional medians, monthly bands, on-target earnings — must lie inside what the pricing model
 * says the talent earns from the all-inclusive rate of the figure's role (`talentPayRange`,
 * app/content/pricing-model.ts), at its seniority when the page gives one. On a stack's page every
 * pay figure must also be of that stack: a sample shortlist of other stacks' people contradicts
 * the page's own rate. The page's prose is not read: the marks say what each figure is, in every
 * language.
 */
import { JSDOM } from "jsdom";
import { allStacks, categories, categoryPath, findCategory, stackPath } from "../../app/content/categories";
import {
  FIGURE_ATTRIBUTE,
  PART_ATTRIBUTE,
  PERIOD_ATTRIBUTE,
  ROLE_ATTRIBUTE,
  SENIORITY_ATTRIBUTE,
} from "../../app/content/figure-marks";
import {
  categoryRate,
  FULL_TIME_HOURS_PER_WEEK,
  type MoneyRange,
  monthlyHours,
  payFitsRate,
  type Seniority,
  talentMonthlyPayRange,
  talentPayRange,
} from "../../app/content/pricing-model";
import { LOCALES, localizePath } from "../../app/lib/i18n/locales";
import { figureAmounts, moneyFiguresIn } from "../figure-audit";

const RELATION = "pay never exceeds price";

export interface RelationFinding {
  page: string;
  /** The pay figure as printed, with what it is. */
  pay: string;
  /** The price it is measured against: the role's all-inclusive rate, and the pay the model gives from it. */
  price: string;
  relation: typeof RELATION;
  problem: string;
}

/** The all-inclusive hourly rate of a stack or category slug. */
export function roleRate(role: string): MoneyRange | undefined {
  const stack = allStacks().find((entry) => entry.stack.slug === role)?.stack;
  if (stack) return stack.salaryRange;
  const category = findCategory(role);
  return category?.slug === role ? categoryRate(category) : undefined;
}

/** The stack each stack page is about, by its path in every locale. */
const stackPages = new Map(
  LOCALES.flatMap((locale) =>
    allStacks().map(({ category, stack }) => [localizePath(stackPath(category, stack), locale), stack.slug]),
  ),
);

/** The category of each category page, by its path in every locale. */
const categoryPages = new Map(
  LOCALES.flatMap((locale) =>
    categories.map((category) => [localizePath(categoryPath(category), locale), category.slug]),
  ),
);

const whole = (amount: number) => Math.round(amount).toLocaleString("en-US");
const rangeText = (range: MoneyRange, unit: string) => `$${whole(range.min)}-${whole(range.max)}${unit}`;
const SENIORITIES = new Set<string>(["junior", "mid", "senior"]);

/** The findings of one page's document. */
function checkPayWithinPrice(page: string, document: Document): RelationFinding[] {
  const findings: RelationFinding[] = [];
  const pageStack = stackPages.get(page);
  const pageCategory = categoryPages.get(page);
  for (const element of document.querySelectorAll(`[${FIGURE_ATTRIBUTE}="pay"]`)) {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    const role = element.getAttribute(ROLE_ATTRIBUTE) ?? "";
    const seniorityValue = element.getAttribute(SENIORITY_ATTRIBUTE);
    const seniority =
      seniorityValue && SENIORITIES.has(seniorityValue) ? (seniorityValue as Seniority) : undefined;
    const monthly = element.getAttribute(PERIOD_ATTRIBUTE) === "month";
    const total = element.getAttribute(PART_ATTRIBUTE) === "total";
    const what = `${role || "no role"}${seniority ? `, ${seniority}` : ""}${monthly ? ", per month" : ", per hour"}${total ? ", base plus commission" : ""}`;
    const rate = roleRate(role);
    const figures = moneyFiguresIn(text);
    const shown = figures.join(", ") || text;
    const report = (pay: string, price: string, problem: string) =>
      findings.push({ page, pay: `${pay} (${what})`, price, relation: RELATION, problem });
    if (!rate) {
      report(shown, "none", `the pay figure names no known stack or category ("${role}")`);
      continue;
    }
    const rateText = `all-inclusive rate ${rangeText(rate, "/hour")}`;
    const payRange = monthly ? talentMonthlyPayRange(rate, seniority) : talentPayRange(rate, seniority);
    const price = `${rateText}, of which the talent earns ${rangeText(payRange, monthly ? "/month" : "/hour")}`;
    const category = allStacks().find((entry) => entry.stack.slug === role)?.category.slug ?? role;
    if (pageStack && role !== pageStack) {
      report(shown, price, `a figure of ${role} on the page of ${pageStack}`);
      continue;
    }
    if (pageCategory && category !== pageCategory) {
      report(shown, price, `a figure of ${category} on the page of ${pageCategory}`);
      continue;
    }
    if (figures.length === 0) report(text, price, "the pay figure holds no amount");
    for (const figure of figures) {
      for (const amount of figureAmounts(figure)) {
        const hourly = monthly ? amount / monthlyHours(FULL_TIME_HOURS_PER_WEEK) : amount;
        // On-target earnings add the commission the client pays on top of the rate: only a total
        // below what the base alone can be contradicts it.
        const fits = total
          ? hourly >= talentPayRange(rate, seniority).min
          : payFitsRate(Math.round(hourly * 100) / 100, rate, seniority);
        if (!fits) report(figure, price, `${figure} lies outside the pay the model gives`);
      }
    }
  }
  // The price the pay is measured against must be the one the page prints: a marked rate that is
  // not its role's would let the two disagree on the page while both pass.
  for (const element of document.querySelectorAll(`[${FIGURE_ATTRIBUTE}="price"]`)) {
    const role = element.getAttribute(ROLE_ATTRIBUTE) ?? "";
    const rate = roleRate(role);
    const printed = moneyFiguresIn(element.textContent ?? "");
    const amounts = printed.flatMap(figureAmounts);
    if (rate && amounts.length === 2 && amounts[0] === rate.min && amounts[1] === rate.max) continue;
    findings.push({
      page,
      pay: "none",
      price: `${printed.join(", ") || "no amount"} (${role || "no role"}, all-inclusive rate)`,
      relation: RELATION,
      problem: rate
        ? `the page's rate is not the role's all-inclusive rate ${rangeText(rate, "/hour")}`
        : `the rate names no known stack or category ("${role}")`,
    });
  }
  return findings;
}

/** The relation over one page's HTML. */
export function checkPayWithinPriceHtml(page: string, html: string): RelationFinding[] {
  return checkPayWithinPrice(page, new JSDOM(html).window.document);
}

/** A finding as one line of a report. */
export function describeRelationFinding(finding: RelationFinding): string {
  return `${finding.page}: ${finding.relation}: pay ${finding.pay} against the ${finding.price} — ${finding.problem}`;
}
