/**
 * The AI Talent Matcher's reading of a request and what it finds in our catalogue: the roles or
 * stacks named, the seniority, a budget ("$50/hour", "50 usd/h", "4000/month", "60k a year"), a
 * country and a cost question ("how much would 2 of them cost per month?", with a count and the
 * hours a week), then the matching specializations with their all-inclusive hourly rates, what
 * the budget buys, what the people asked about cost a month (people × hours a week × 52 ÷ 12 ×
 * the rate), and the sample profiles within (or just above) it. A message that names no role
 * ("them") is about the previous message's, or else the page's. Plain functions over the content
 * modules and the pricing model: no React, no server call.
 */
import {
  type Category,
  type CategorySlug,
  categories,
  findCategory as categoryBySlug,
  findStack,
  type PageCategoryScope,
  type StackSummary,
} from "~/content/categories";
import {
  FULL_TIME_HOURS_PER_WEEK,
  type MoneyRange,
  monthlyHours,
  rateForSeniority,
  type Seniority,
  WEEKS_PER_YEAR,
} from "~/content/pricing-model";
import { sampleProfiles, type TalentProfile } from "~/content/profiles";
import { seniorityForYears } from "~/content/seniority";
import {
  type BudgetPeriod,
  categoryWords,
  costQuestionPattern,
  countryWords,
  countWords,
  fullTimePattern,
  hoursPerWeekPattern,
  otherCurrencyPattern,
  periodWords,
  referencePattern,
  seniorityWords,
  stackWords,
  yearsPattern,
} from "./vocabulary";

export interface StackRef {
  category: Category;
  stack: StackSummary;
}

export interface Budget {
  /** The amount as written, in U.S. dollars. */
  amount: number;
  /** The lower end when a range was given ("$40-50/hour"). */
  lowerAmount?: number;
  period: BudgetPeriod;
  /** No period was written: read from the amount's size. */
  periodAssumed: boolean;
  /** The amount as an hourly rate (a month or a year of full-time hours). */
  hourly: number;
}

/** A question about cost: how many people, how many hours a week each. */
export interface CostAsk {
  people: number;
  hoursPerWeek: number;
  /** No hours were written: full-time. */
  hoursAssumed: boolean;
}

export interface ParsedRequest {
  /** The specializations named, in the order they appear. */
  stacks: StackRef[];
  /** A category named without a specialization ("a designer"). */
  category?: Category;
  seniority?: Seniority;
  budget?: Budget;
  /** A budget in another currency, which is not compared. */
  otherCurrency: boolean;
  /** One of the countries we hire in, by its English name. */
  country?: string;
  /** What the people asked about would cost. */
  cost?: CostAsk;
  /** The role came from the previous message ("them") or the page, not from this one. */
  roleFrom?: "previous" | "page";
}

/** What a message is read against: the conversation so far and the page it is sent from. */
export interface MatchContext {
  /** The previous message's request, which "them" refers to. */
  previous?: ParsedRequest;
  /** The category and stack of the page the chat is on. */
  page?: PageCategoryScope;
}

/** What the people asked about cost a month: people × hours a week × 52 ÷ 12 × the rate. */
export interface CostEstimate extends CostAsk {
  /** hours a week × 52 ÷ 12. */
  monthlyHours: number;
  /** The all-inclusive hourly rate: one figure at a seniority, the stack's range without one. */
  rate: MoneyRange;
  monthly: MoneyRange;
}

/** What a budget buys of a specialization, at the all-inclusive hourly rate. */
export type BudgetVerdict =
  /** It pays the requested seniority (or, with none asked, the top of the range). */
  | { kind: "covers"; seniority?: Seniority; rate: number }
  /** It is inside the range but below what was asked: it buys up to `buys`. */
  | { kind: "partly"; asked?: Seniority; askedRate: number; buys: Seniority; rate: number }
  /** It is under the range. */
  | { kind: "under"; min: number };

export interface StackMatch extends StackRef {
  /** The all-inclusive hourly rate range. */
  range: MoneyRange;
  /** The rate at the requested seniority. */
  seniorityRate?: number;
  verdict?: BudgetVerdict;
  cost?: CostEstimate;
}

export interface ProfileMatch {
  profile: TalentProfile;
  category: CategorySlug;
  seniority: Seniority;
  /** The all-inclusive hourly rate of the profile's specialization at its seniority. */
  rate: number;
  /** Within the budget, a little above it, or no budget given. */
  fit: "within" | "near" | "any";
}

export interface MatchResult {
  request: ParsedRequest;
  stacks: StackMatch[];
  /** Specializations of the same category the budget does reach, when it is under the range. */
  alternatives: StackMatch[];
  profiles: ProfileMatch[];
  /** What to carry into the hiring wizard: a stack or category slug, and the seniority. */
  shortlist?: { role: string; seniority?: Seniority };
}

/** How far above the budget a sample profile may be and still be shown, labelled as above it. */
const NEAR_BUDGET = 1.1;
const MAX_STACKS = 3;
const MAX_PROFILES = 3;
const SENIORITY_ORDER: readonly Seniority[] = ["junior", "mid", "senior"];

/** Lower case without accents, so one word list reads "móvil", "movil" and "MÓVIL". */
function normalize(message: string): string {
  return message.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

// Word boundaries that also work around "c#", ".net" and "ai/ml".
const words = (alternatives: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu");

interface Hit {
  start: number;
  end: number;
}

function hits(text: string, pattern: RegExp): Hit[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const allStacks = categories.flatMap((category) =>
  category.stacks.map((stack): StackRef => ({ category, stack })),
);
const stackPatterns = allStacks.map((ref) => {
  const vocabulary = stackWords[ref.stack.slug as keyof typeof stackWords];
  return { ref, role: words(vocabulary.role), tools: vocabulary.tools ? words(vocabulary.tools) : null };
});

/**
 * The specializations a text names. A word inside a longer one that names another ("react" in
 * "react native", "ml" in "ml ops") counts for the longer; role words outrank tools.
 */
function findStacks(text: string): StackRef[] {
  const found = stackPatterns.flatMap(({ ref, role, tools }) => [
    ...hits(text, role).map((hit) => ({ ref, hit, kind: "role" as const })),
    ...(tools ? hits(text, tools).map((hit) => ({ ref, hit, kind: "tool" as const })) : []),
  ]);
  const longest = found.filter(
    ({ hit, ref }) =>
      !found.some(
        (other) =>
          other.ref !== ref &&
          other.hit.start <= hit.start &&
          other.hit.end >= hit.end &&
          other.hit.end - other.hit.start > hit.end - hit.start,
      ),
  );
  const roles = longest.filter((entry) => entry.kind === "role");
  const chosen = (roles.length > 0 ? roles : longest).sort((a, b) => a.hit.start - b.hit.start);
  const refs: StackRef[] = [];
  for (const { ref } of chosen) if (!refs.includes(ref)) refs.push(ref);
  return refs.slice(0, MAX_STACKS);
}

const categoryPatterns: { category: Category; pattern: RegExp }[] = categories.map((category) => ({
  category,
  pattern: words(categoryWords[category.slug as CategorySlug]),
}));

function findCategory(text: string): Category | undefined {
  const first = categoryPatterns
    .map(({ category, pattern }) => ({ category, at: hits(text, pattern)[0]?.start }))
    .filter((entry): entry is { category: Category; at: number } => entry.at !== undefined)
    .sort((a, b) => a.at - b.at)[0];
  return first?.category;
}

const seniorityPatterns = seniorityWords.map(([level, list]) => ({ level, pattern: words(list) }));

function findSeniority(text: string): Seniority | undefined {
  const named = seniorityPatterns.find(({ pattern }) => hits(text, pattern).length > 0)?.level;
  if (named) return named;
  const years = yearsPattern.exec(text);
  return years ? seniorityForYears(Number(years[1])) : undefined;
}

const countryPatterns = countryWords.map(([name, pattern]) => ({ name, pattern: words([pattern]) }));

function findCountry(text: string): string | undefined {
  return countryPatterns.find(({ pattern }) => hits(text, pattern).length > 0)?.name;
}

// "4,000" and "4.000" are four thousand; "45,50" and "45.5" are decimals.
function parseAmount(digits: string, thousands: string | undefined): number {
  const value = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits)
    ? Number(digits.replace(/[.,]/g, ""))
    : Number(digits.replace(",", "."));
  return thousands ? value * 1000 : value;
}

const NUMBER = "\\d[\\d.,]*\\d|\\d";
const DOLLAR_BEFORE = "us\\$|usd|\\$";
const DOLLAR_AFTER = "usd|us\\$|dollars?|dolares?|dls";
const RANGE_JOIN = "\\s*[-–]\\s*|\\s+(?:to|a|y|e|and|hasta|ate)\\s+";
const LONG_PERIOD = periodWords.map((entry) => entry.long).join("|");
const SHORT_PERIOD = periodWords.map((entry) => `${entry.long}|${entry.short}`).join("|");
const budgetPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<before>${DOLLAR_BEFORE})?\\s*` +
    `(?:(?<low>${NUMBER})(?:\\s*(?<lowK>k)(?!\\p{L}))?(?:${RANGE_JOIN})(?:${DOLLAR_BEFORE})?\\s*)?` +
    `(?<amount>${NUMBER})(?:\\s*(?<k>k)(?!\\p{L}))?(?!\\d)\\s*(?<after>${DOLLAR_AFTER})?` +
    `(?:\\s*\\/\\s*(?<short>${SHORT_PERIOD})|\\s*(?:(?:per|a|an|each|every|por|al|ao|cada|a la|la|el)\\s+)?(?<long>${LONG_PERIOD}))?` +
    "(?![\\p{L}\\p{N}])",
  "gu",
);

const periodOf = (word: string): BudgetPeriod | undefined =>
  periodWords.find(({ long, short }) => new RegExp(`^(?:${long}|${short})$`).test(word))?.period;

/** Hours a month and a year of full-time work: how monthly and yearly budgets become hourly. */
const FULL_TIME_MONTH_HOURS = monthlyHours(FULL_TIME_HOURS_PER_WEEK);
const FULL_TIME_YEAR_HOURS = FULL_TIME_HOURS_PER_WEEK * WEEKS_PER_YEAR;

function findBudget(text: string): { budget: Budget; start: number; end: number } | undefined {
  for (const match of text.matchAll(budgetPattern)) {
    const { before, low, lowK, amount: digits, k, after, short, long } = match.groups ?? {};
    if (!digits) continue;
    const word = short ?? long;
    const written = word ? periodOf(word) : undefined;
    const dollars = Boolean(before || after);
    const amount = parseAmount(digits, k);
    // "5 years" of experience, "2 hours a day": a number and a period alone need a currency,
    // a "k", or an amount only a salary has.
    if (
      !dollars &&
      !k &&
      (!written || (written === "year" && amount < 1000) || (written === "hour" && amount < 10))
    )
      continue;
    if (!(amount > 0) || amount > 10_000_000) continue;
    const period = written ?? (amount <= 300 ? "hour" : amount <= 30_000 ? "month" : "year");
    const perHour = { hour: 1, month: FULL_TIME_MONTH_HOURS, year: FULL_TIME_YEAR_HOURS }[period];
    const lowerAmount = low ? parseAmount(low, lowK ?? k) : undefined;
    const budget: Budget = {
      amount,
      ...(lowerAmount !== undefined && lowerAmount < amount ? { lowerAmount } : {}),
      period,
      periodAssumed: !written,
      hourly: amount / perHour,
    };
    return { budget, start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/** The text with a span replaced by spaces: later readings skip it, positions stay the same. */
const blank = (text: string, span: { start: number; end: number } | undefined) =>
  span ? `${text.slice(0, span.start)}${" ".repeat(span.end - span.start)}${text.slice(span.end)}` : text;

const MAX_HOURS_PER_WEEK = 60;
const MAX_PEOPLE = 100;

function findHoursPerWeek(text: string): { hours: number; start: number; end: number } | undefined {
  const match = hoursPerWeekPattern.exec(text);
  if (match) {
    const hours = Number(match[1]);
    if (hours > 0 && hours <= MAX_HOURS_PER_WEEK)
      return { hours, start: match.index, end: match.index + match[0].length };
  }
  const fullTime = fullTimePattern.exec(text);
  return fullTime
    ? { hours: FULL_TIME_HOURS_PER_WEEK, start: fullTime.index, end: fullTime.index + fullTime[0].length }
    : undefined;
}

const countPattern = new RegExp(
  `(?<![\\p{L}\\p{N}.,$])(?:(\\d{1,3})|(${Object.keys(countWords).join("|")}))(?![\\p{L}\\p{N}]|[.,]\\d)` +
    // A number of hours, weeks, months or years is no count of people.
    "(?!\\s*\\+?\\s*(?:hours?|hrs?|h|horas?|weeks?|semanas?|months?|mes|meses|years?|yrs?|anos?|days?|dias?|%))",
  "u",
);

/** How many people a message asks about: the first count it writes ("2 of them", "two", "dos"). */
function findPeople(text: string): number | undefined {
  const match = countPattern.exec(text);
  if (!match) return undefined;
  const people = match[1] ? Number(match[1]) : (countWords[match[2] ?? ""] ?? 0);
  return people > 0 && people <= MAX_PEOPLE ? people : undefined;
}

const spanOf = (match: RegExpExecArray | null) =>
  match ? { start: match.index, end: match.index + match[0].length } : undefined;

/** Reads the role or stack, seniority, budget, country and cost question of a request. */
export function parseRequest(message: string): ParsedRequest {
  const text = normalize(message);
  const stacks = findStacks(text);
  const category = stacks.length === 0 ? findCategory(text) : undefined;
  const inDollars = /(?<![\p{L}])(?:usd|us\$|dollars?|dolares?)(?![\p{L}])/u.test(text);
  const otherCurrency = otherCurrencyPattern.test(text) && !inDollars;
  // "20 hours a week" is a schedule, not a budget of $20/hour.
  const hours = findHoursPerWeek(text);
  const withoutHours = blank(text, hours);
  const found = otherCurrency ? undefined : findBudget(withoutHours);
  const budget = found?.budget;
  // The budget's own words are not read again ("60k a year" is no experience).
  const rest = blank(withoutHours, found);
  const seniority = findSeniority(rest);
  const country = findCountry(text);
  const people = findPeople(blank(rest, spanOf(yearsPattern.exec(rest))));
  const cost: CostAsk | undefined = costQuestionPattern.test(text)
    ? {
        people: people ?? 1,
        hoursPerWeek: hours?.hours ?? FULL_TIME_HOURS_PER_WEEK,
        hoursAssumed: hours === undefined,
      }
    : undefined;
  return {
    stacks,
    ...(category ? { category } : {}),
    ...(seniority ? { seniority } : {}),
    ...(budget ? { budget } : {}),
    otherCurrency,
    ...(country ? { country } : {}),
    ...(cost ? { cost } : {}),
  };
}

/**
 * A request that names no role but asks something of one ("how much would 2 of them cost?",
 * "and senior?") is about the previous message's role, or else the page's; its own seniority and
 * country win over the ones it takes.
 */
function withContext(message: string, request: ParsedRequest, context: MatchContext): ParsedRequest {
  if (request.stacks.length > 0 || request.category) return request;
  const asks =
    request.cost !== undefined ||
    request.seniority !== undefined ||
    request.budget !== undefined ||
    referencePattern.test(normalize(message));
  if (!asks) return request;
  const { previous, page } = context;
  if (previous && (previous.stacks.length > 0 || previous.category)) {
    const seniority = request.seniority ?? previous.seniority;
    const country = request.country ?? previous.country;
    return {
      ...request,
      stacks: previous.stacks,
      ...(previous.category ? { category: previous.category } : {}),
      ...(seniority ? { seniority } : {}),
      ...(country ? { country } : {}),
      roleFrom: "previous",
    };
  }
  const pageStack = page?.stack ? findStack(page.category, page.stack) : undefined;
  if (pageStack) return { ...request, stacks: [pageStack], roleFrom: "page" };
  const pageCategory = categoryBySlug(page?.category);
  return pageCategory ? { ...request, category: pageCategory, roleFrom: "page" } : request;
}

/** The highest seniority whose rate a budget reaches, if any. */
function affordableSeniority(range: MoneyRange, hourly: number): Seniority | undefined {
  return [...SENIORITY_ORDER].reverse().find((level) => rateForSeniority(range, level) <= hourly);
}

function verdictFor(range: MoneyRange, hourly: number, asked: Seniority | undefined): BudgetVerdict {
  const askedRate = asked ? rateForSeniority(range, asked) : range.max;
  if (hourly >= askedRate)
    return asked
      ? { kind: "covers", seniority: asked, rate: askedRate }
      : { kind: "covers", rate: askedRate };
  const buys = affordableSeniority(range, hourly);
  if (!buys) return { kind: "under", min: range.min };
  return {
    kind: "partly",
    ...(asked ? { asked } : {}),
    askedRate,
    buys,
    rate: rateForSeniority(range, buys),
  };
}

/** people × hours a week × 52 ÷ 12 × the all-inclusive rate (pricing-model.ts): at the seniority asked, or over the range. */
function costOf(ask: CostAsk, range: MoneyRange, seniority: Seniority | undefined): CostEstimate {
  const rate = seniority
    ? { min: rateForSeniority(range, seniority), max: rateForSeniority(range, seniority) }
    : { ...range };
  const hours = monthlyHours(ask.hoursPerWeek);
  return {
    ...ask,
    monthlyHours: hours,
    rate,
    monthly: { min: ask.people * hours * rate.min, max: ask.people * hours * rate.max },
  };
}

function stackMatch(ref: StackRef, request: ParsedRequest): StackMatch {
  const range = { min: ref.stack.salaryRange.min, max: ref.stack.salaryRange.max };
  return {
    ...ref,
    range,
    ...(request.seniority ? { seniorityRate: rateForSeniority(range, request.seniority) } : {}),
    ...(request.budget ? { verdict: verdictFor(range, request.budget.hourly, request.seniority) } : {}),
    ...(request.cost ? { cost: costOf(request.cost, range, request.seniority) } : {}),
  };
}

const profileRefs = (Object.entries(sampleProfiles) as [CategorySlug, readonly TalentProfile[]][]).flatMap(
  ([category, profiles]) => profiles.map((profile) => ({ category, profile })),
);

function rangeOfStack(slug: string): MoneyRange | undefined {
  return allStacks.find((ref) => ref.stack.slug === slug)?.stack.salaryRange;
}

/**
 * Sample profiles for the request: those of the named specializations, or whose skills are the
 * tools named (a React request meets the full-stack developer who writes React), or of the
 * category named; at the requested seniority when there are any, within or just above the budget.
 */
function matchProfiles(text: string, request: ParsedRequest): ProfileMatch[] {
  const slugs = new Set(request.stacks.map((ref) => ref.stack.slug));
  const categorySlug = request.category?.slug;
  const tools = request.stacks.flatMap((ref) => {
    const list = stackWords[ref.stack.slug as keyof typeof stackWords].tools ?? [];
    return list.filter((tool) => words([tool]).test(text));
  });
  const categoriesNamed = new Set(request.stacks.map((ref) => ref.category.slug));
  const relevant = profileRefs.filter(
    ({ category, profile }) =>
      slugs.has(profile.stack) ||
      (categorySlug !== undefined && category === categorySlug) ||
      // A tool's other specialists of the same category: the full-stack developer for React.
      (categoriesNamed.has(category) &&
        profile.skills.some((skill) => tools.some((tool) => words([tool]).test(normalize(skill))))),
  );
  const priced = relevant.flatMap(({ category, profile }): ProfileMatch[] => {
    const range = rangeOfStack(profile.stack);
    if (!range) return [];
    const seniority = seniorityForYears(profile.yearsExperience);
    const rate = rateForSeniority(range, seniority);
    const budget = request.budget?.hourly;
    const fit =
      budget === undefined ? "any" : rate <= budget ? "within" : rate <= budget * NEAR_BUDGET ? "near" : null;
    return fit ? [{ profile, category, seniority, rate, fit }] : [];
  });
  const atLevel = request.seniority ? priced.filter((match) => match.seniority === request.seniority) : [];
  const pool = atLevel.length > 0 ? atLevel : priced;
  const score = (match: ProfileMatch) =>
    (match.fit === "near" ? 0 : 4) +
    (request.country && match.profile.country === request.country ? 2 : 0) +
    (slugs.has(match.profile.stack) ? 1 : 0);
  return [...pool].sort((a, b) => score(b) - score(a) || b.rate - a.rate).slice(0, MAX_PROFILES);
}

/**
 * The catalogue's answer to a request, read against the conversation and the page, or undefined
 * when it names no role, stack or category and takes none from them.
 */
export function matchRequest(message: string, context: MatchContext = {}): MatchResult | undefined {
  const request = withContext(message, parseRequest(message), context);
  const refs =
    request.stacks.length > 0
      ? request.stacks
      : request.category
        ? request.category.stacks.map((stack) => ({ category: request.category as Category, stack }))
        : [];
  if (refs.length === 0) return undefined;
  const named = refs.map((ref) => stackMatch(ref, request));
  // A whole category lists the specializations the budget reaches first.
  const stacks =
    request.stacks.length > 0
      ? named
      : [...named]
          .sort((a, b) => Number(b.verdict?.kind !== "under") - Number(a.verdict?.kind !== "under"))
          .slice(0, MAX_STACKS);
  const budget = request.budget;
  const alternatives =
    budget && stacks.every((match) => match.verdict?.kind === "under")
      ? (stacks[0]?.category.stacks ?? [])
          .filter(
            (stack) =>
              !stacks.some((match) => match.stack === stack) && stack.salaryRange.min <= budget.hourly,
          )
          .map((stack) => stackMatch({ category: stacks[0]?.category as Category, stack }, request))
          .slice(0, 2)
      : [];
  const primary = request.stacks[0];
  const role = primary ? primary.stack.slug : request.category?.slug;
  return {
    request,
    stacks,
    alternatives,
    profiles: matchProfiles(normalize(message), request),
    ...(role ? { shortlist: { role, ...(request.seniority ? { seniority: request.seniority } : {}) } } : {}),
  };
}
