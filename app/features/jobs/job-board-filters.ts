/**
 * The public job board's filters as its URL carries them (`/jobs?category=developers&minRate=40`):
 * read from a plain GET form, so the listing works without JavaScript and every state has an
 * address. A value the board does not know is dropped, never an error.
 */
import { allStacks, categories } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import { FILTER_FIELDS, type FilterField, type JobBoardQuery } from "~/content/job-board-search";
import { JOB_TYPES } from "~/content/job-openings";
import { seniorityLevels } from "~/content/seniority";
import { type Locale, localeInfo } from "~/lib/i18n/locales";
import { MAX_HOURLY_RATE } from "./editor-rules";

const MAX_QUERY_LENGTH = 80;
/** The words of a search the store matches (the rest are ignored, so they are not part of the query). */
export const MAX_QUERY_WORDS = 5;
/** Far beyond any real listing; a larger number is read as the last page. */
const MAX_PAGE = 10_000;

const categorySlugs = new Set<string>(categories.map((category) => category.slug));
const stackSlugs = new Set<string>(allStacks().map(({ stack }) => stack.slug));
const typeValues = new Set<string>(JOB_TYPES);
const seniorityValues = new Set<string>(seniorityLevels.map((level) => level.value));
const countryCodes = new Set<string>(SERVED_COUNTRIES.map((country) => country.code));

const whole = (value: string | null, max: number): number | undefined => {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= 1 ? Math.min(number, max) : undefined;
};

/** Each set's values by their lower case, so that `Contract`, `contract` and `CONTRACT` are one value. */
const byLowerCase = (values: Set<string>) =>
  new Map([...values].map((value) => [value.toLowerCase(), value]));
const categoryByCase = byLowerCase(categorySlugs);
const stackByCase = byLowerCase(stackSlugs);
const typeByCase = byLowerCase(typeValues);
const seniorityByCase = byLowerCase(seniorityValues);

/**
 * The board's query from a URL's search parameters: one state for every way of writing it.
 * Parameters are read whatever their case and order (the first of a repeated one counts), values
 * of a list whatever their case, the search in lower case (the store matches without case) and to
 * the words it matches; unknown parameters and unknown or malformed values are left out. It is
 * the cache's key (jobPageCacheKey), so no spelling of a query costs a render of its own.
 */
export function jobBoardQueryFrom(params: URLSearchParams): JobBoardQuery {
  const read = new Map<string, string>();
  for (const [name, value] of params) {
    const field = name.toLowerCase();
    if (!read.has(field)) read.set(field, value);
  }
  const param = (name: FilterField | "page") => read.get(name.toLowerCase()) ?? null;
  const known = (name: FilterField, values: Map<string, string>) => {
    const value = param(name)?.trim().toLowerCase();
    return value ? values.get(value) : undefined;
  };
  const q =
    param("q")
      ?.toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, MAX_QUERY_WORDS)
      .join(" ")
      .slice(0, MAX_QUERY_LENGTH)
      .trim() || undefined;
  const category = known("category", categoryByCase);
  let stack = known("stack", stackByCase);
  // A stack of another category than the one chosen: the category wins.
  const stacksOfCategory = categories.find((entry) => entry.slug === category)?.stacks;
  if (stack && stacksOfCategory && !stacksOfCategory.some((entry) => entry.slug === stack)) stack = undefined;
  const country = param("country")?.trim().toUpperCase();
  return {
    q,
    category,
    stack,
    type: known("type", typeByCase),
    seniority: known("seniority", seniorityByCase),
    country: country && countryCodes.has(country) ? country : undefined,
    minRate: whole(param("minRate"), MAX_HOURLY_RATE),
    page: whole(param("page"), MAX_PAGE) ?? 1,
  };
}

/** Whether any filter or search is set (the page number aside). */
export function hasFilters(query: JobBoardQuery): boolean {
  return FILTER_FIELDS.some((field) => query[field] !== undefined);
}

const usd = (locale: Locale) =>
  new Intl.NumberFormat(localeInfo[locale].tag, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
const perHour: Record<Locale, string> = { en: "/hour", es: " por hora", "pt-br": " por hora" };

/** "$40-55/hour" ("$33/hour" for one rate) in English; the locale's own way otherwise. */
export function formatJobRate(rateMin: number, rateMax: number, locale: Locale): string {
  if (locale === "en") return `$${rateMin === rateMax ? rateMin : `${rateMin}-${rateMax}`}/hour`;
  const format = usd(locale);
  const amount = rateMin === rateMax ? format.format(rateMin) : format.formatRange(rateMin, rateMax);
  return `${amount}${perHour[locale]}`;
}
