/**
 * The matcher's findings in words, in the page's language: what the chat panel shows under the
 * canned reply. Plain data in, plain data out (the panel only lays it out).
 */
import { categoryPath, stackPath } from "~/content/categories";
import type { ChatCatalogue, ChatLink } from "~/content/chat-matcher";
import { sampleNotice } from "~/content/sample-content";
import { fill } from "~/content/ui/ui-text";
import { shortlistHref } from "~/features/hiring-request/hiring-interest";
import { formatHourlyRange, formatUsdRange } from "~/lib/i18n/format";
import { type Locale, localeInfo, localizedHref } from "~/lib/i18n/locales";
import type { Budget, CostEstimate, MatchResult, StackMatch } from "./match-request";

/** Category and stack names in the page's language (the root catalogue's, or English). */
export interface MatchNames {
  category: (slug: string, english: string) => string;
  stack: (category: string, slug: string, english: string) => string;
}

export interface MatchReply {
  heading: string;
  /** One entry per specialization: its rate, then what the budget buys of it. */
  stacks: { key: string; rate: string; lines: string[] }[];
  /** Budget reading, currency, alternatives and country. */
  notes: string[];
  profilesTitle: string;
  /** The sample-content notice, said once next to the sample people. */
  sampleNotice: string;
  profiles: { key: string; text: string }[];
  /** Said when a budget leaves no sample profile. */
  noProfiles?: string;
  links: ChatLink[];
}

/** "$49", "$42.50": whole dollars unless the rate has cents (a midpoint can). */
function money(amount: number, locale: Locale): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat(localeInfo[locale].tag, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

function budgetText(budget: Budget, text: ChatCatalogue["match"], locale: Locale): string {
  const amount =
    budget.lowerAmount !== undefined
      ? formatUsdRange({ min: budget.lowerAmount, max: budget.amount }, locale)
      : money(budget.amount, locale);
  const template = { hour: text.budgetHour, month: text.budgetMonth, year: text.budgetYear }[budget.period];
  return fill(template, { amount });
}

function verdictLine(
  match: StackMatch,
  stackName: string,
  budget: string,
  text: ChatCatalogue["match"],
  locale: Locale,
): string | undefined {
  const { verdict } = match;
  if (!verdict) return undefined;
  const rate = (amount: number) => money(amount, locale);
  if (verdict.kind === "covers")
    return verdict.seniority
      ? fill(text.covers, {
          budget,
          seniority: text.seniority[verdict.seniority],
          stack: stackName,
          rate: rate(verdict.rate),
        })
      : fill(text.coversAll, { budget });
  if (verdict.kind === "partly")
    return verdict.asked
      ? fill(text.partly, {
          budget,
          asked: text.seniority[verdict.asked],
          askedRate: rate(verdict.askedRate),
          buys: text.seniority[verdict.buys],
          stack: stackName,
          rate: rate(verdict.rate),
        })
      : fill(text.partlyAny, {
          budget,
          buys: text.seniority[verdict.buys],
          stack: stackName,
          rate: rate(verdict.rate),
          top: rate(verdict.askedRate),
        });
  return fill(text.under, { budget, stack: stackName, min: rate(verdict.min) });
}

/** "173.3": hours to one decimal, in the page's language. */
function hoursText(hours: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].tag, { maximumFractionDigits: 1 }).format(hours);
}

/** "$55" or "$42-55": one figure when both ends meet. */
function moneyOrRange(range: { min: number; max: number }, locale: Locale): string {
  return range.min === range.max
    ? money(range.min, locale)
    : formatUsdRange({ min: range.min, max: range.max }, locale);
}

/** people × hours a week × 52 ÷ 12 × rate = total, with the arithmetic written out. */
function costLine(cost: CostEstimate, text: ChatCatalogue["match"], locale: Locale): string {
  const whole = { min: Math.round(cost.monthly.min), max: Math.round(cost.monthly.max) };
  return fill(text.cost, {
    people: cost.people,
    weekly: cost.hoursPerWeek,
    rate: moneyOrRange(cost.rate, locale),
    total: moneyOrRange(whole, locale),
  });
}

/** The words of a match result in the page's language, with its links localized. */
export function composeMatchReply(
  result: MatchResult,
  catalogue: ChatCatalogue,
  locale: Locale,
  names: MatchNames,
): MatchReply {
  const text = catalogue.match;
  const { request } = result;
  const nameOf = (match: Pick<StackMatch, "category" | "stack">) =>
    names.stack(match.category.slug, match.stack.slug, match.stack.name);
  const budget = request.budget ? budgetText(request.budget, text, locale) : "";

  const stacks = result.stacks.map((match) => {
    const name = nameOf(match);
    const seniorityLine =
      request.seniority && match.seniorityRate !== undefined && !request.budget
        ? fill(text.seniorityRate, {
            seniority: text.seniority[request.seniority],
            stack: name,
            rate: money(match.seniorityRate, locale),
          })
        : undefined;
    const lines = [
      seniorityLine,
      verdictLine(match, name, budget, text, locale),
      match.cost ? costLine(match.cost, text, locale) : undefined,
    ].filter((line): line is string => line !== undefined);
    return {
      key: match.stack.slug,
      rate: fill(text.stackRate, { stack: name, range: formatHourlyRange(match.stack.salaryRange, locale) }),
      lines,
    };
  });

  const notes: string[] = [];
  if (request.roleFrom) {
    const role =
      request.stacks.length > 0
        ? request.stacks.map((ref) => nameOf({ category: ref.category, stack: ref.stack })).join(", ")
        : request.category
          ? names.category(request.category.slug, request.category.name)
          : "";
    if (role)
      notes.push(fill(request.roleFrom === "previous" ? text.roleFromPrevious : text.roleFromPage, { role }));
  }
  const cost = result.stacks[0]?.cost;
  if (cost) {
    notes.push(
      fill(text.costHours, { weekly: cost.hoursPerWeek, hours: hoursText(cost.monthlyHours, locale) }),
    );
    if (cost.hoursAssumed) notes.push(fill(text.costFullTime, { weekly: cost.hoursPerWeek }));
    if (!request.seniority) notes.push(text.costRange);
    notes.push(text.costIncludes);
  }
  if (request.budget && (request.budget.period !== "hour" || request.budget.periodAssumed)) {
    if (request.budget.periodAssumed)
      notes.push(fill(text.assumedPeriod, { amount: money(request.budget.amount, locale), budget }));
    if (request.budget.period !== "hour")
      notes.push(fill(text.monthEquivalent, { budget, hourly: money(request.budget.hourly, locale) }));
  }
  if (request.otherCurrency) notes.push(text.otherCurrency);
  if (request.budget && result.alternatives.length > 0)
    notes.push(
      fill(text.alternatives, {
        budget,
        list: result.alternatives
          .map((match) => `${nameOf(match)} (${formatHourlyRange(match.stack.salaryRange, locale)})`)
          .join(", "),
      }),
    );
  if (request.country)
    notes.push(fill(text.country, { country: catalogue.countries?.[request.country] ?? request.country }));

  const profiles = result.profiles.map((match) => {
    const words = catalogue.profiles?.[match.profile.id];
    const line = fill(text.profileLine, {
      name: match.profile.name,
      role: words?.role ?? match.profile.role,
      country: words?.country ?? match.profile.country,
      years: match.profile.yearsExperience,
      seniority: text.seniority[match.seniority],
      // The pay the page's profile card shows, and what a client pays for it.
      pay: match.profile.hourlyRate,
      rate: money(match.rate, locale),
    });
    return { key: match.profile.id, text: match.fit === "near" ? `${line} (${text.aboveBudget})` : line };
  });

  const links: ChatLink[] = [];
  if (request.stacks.length > 0) {
    for (const match of result.stacks)
      links.push({
        label: fill(text.stackLink, { stack: nameOf(match) }),
        href: localizedHref(stackPath(match.category, match.stack), locale),
      });
  } else if (request.category) {
    links.push({
      label: fill(text.categoryLink, {
        category: names.category(request.category.slug, request.category.name),
      }),
      href: localizedHref(categoryPath(request.category), locale),
    });
  }
  if (result.shortlist) links.push({ label: text.shortlist, href: shortlistHref(result.shortlist) });

  return {
    heading: text.heading,
    stacks,
    notes,
    profilesTitle: request.budget ? text.profilesTitleBudget : text.profilesTitle,
    sampleNotice: sampleNotice(locale),
    profiles,
    ...(request.budget && profiles.length === 0 ? { noProfiles: text.noProfiles } : {}),
    links,
  };
}
