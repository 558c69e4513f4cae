/**
 * Builds the data each candidate-side page renders. Route loaders call these at build time
 * (every page is prerendered), so the content modules stay out of the browser bundle and the
 * page receives plain, serializable data.
 */

import { sectionWords } from "~/content/ui/i18n.server";
import { formatHourlyRange, formatUsdAmount, formatUsdRange } from "~/lib/i18n/format";
import { type Locale, localeInfo, localizeHrefs, localizePath } from "~/lib/i18n/locales";
import {
  allStacks,
  type CategorySlug,
  categories,
  categoryPath,
  findCategory,
  findStack,
  type StackSlug,
  stackPath,
} from "./categories";
import type { CategoryPageContent } from "./category-pages";
import { buildShortlist, heroVisualText, type ShortlistCard } from "./hero-visuals";
import type { ChatMessage } from "./interview-chats";
import {
  localeContent,
  localizeMonthlyBand,
  localizeOteBand,
  localizeProfiles,
  localizeRegional,
} from "./locale-content";
import {
  type AllInclusiveFigure,
  allInclusiveAnnual,
  allInclusiveFigure,
  allInclusiveSavingsPercent,
  calculatorHref,
  referenceHire,
  type ScenarioLinkItem,
} from "./model-figures";
import { getSampleProfiles, type TalentProfile } from "./profiles";
import { rateChartMarkup } from "./rate-chart";
import { getRegionalStats, type RegionalStat } from "./regional-stats";
import { developerMonthlyBands, type MonthlyBand, type OteBand, salesOteBands } from "./salary-bands";
import { sampleNotice } from "./sample-content";
import {
  savingsScenarioLinks,
  savingsScenarios,
  savingsWords,
  typicalPaySavingsText,
  typicalSavingsLinks,
} from "./savings-readings";
import type { StackDetail } from "./stack-details";
import type { NumberBlock, vettingSteps } from "./stack-pages";
import { getStackSampleProfiles } from "./stack-profiles";
import type { CallToAction } from "./types";
import type { SectionWords } from "./ui/section-text";

/** The most technologies a category explorer entry shows. */
export const EXPLORER_TECHNOLOGY_LIMIT = 20;

export interface ExplorerEntryData {
  slug: string;
  name: string;
  href: string;
  range: string;
  /** The hourly range as numbers, USD, for the hero's rate chart. */
  min: number;
  max: number;
  technologies: string[];
}

export interface CategoryPageData {
  locale: Locale;
  words: SectionWords;
  category: { slug: CategorySlug; name: string; path: string };
  page: CategoryPageContent;
  explorer: ExplorerEntryData[];
  regional: RegionalStat[];
  chat: readonly ChatMessage[];
  profiles: readonly TalentProfile[];
  /** The sample-content notice under the profiles, in the page's language. */
  sampleNotice: string;
  /** BCP 47 tag for writing counts. */
  numberLocale: string;
  /** The hero's chart of the explorer's hourly ranges, as markup. */
  rateChart: string;
  monthlyBands?: (MonthlyBand & { range: string })[];
  /**
   * The buyer's side of the developer page's pay comparison: the "For employers:" label it
   * carries on a candidate page, and the all-inclusive cost from the pricing model beside it.
   */
  employers?: {
    label: string;
    allInclusive: AllInclusiveFigure;
    /** The calculator scenario whose all-inclusive saving is the pay comparison's share. */
    savingsLinks: readonly ScenarioLinkItem[];
  };
  oteBands?: (OteBand & { baseRange: string; totalRange: string })[];
}

/** Unique technologies in their original order, at most `limit`. */
export function uniqueTechnologies(
  technologies: readonly string[],
  limit = EXPLORER_TECHNOLOGY_LIMIT,
): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const technology of technologies) {
    const key = technology.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(technology);
    if (result.length === limit) break;
  }
  return result;
}

/** A stack's name in the locale (the English name when the overlay is the English one). */
function stackName(locale: Locale, categorySlug: CategorySlug, stackSlug: string, english: string): string {
  const stacks = localeContent(locale).categoriesText[categorySlug].stacks as Record<
    string,
    { name: string }
  >;
  return stacks[stackSlug]?.name ?? english;
}

/** A stack's name in the locale, found by its slug alone. */
export function localStackName(locale: Locale, stackSlug: string): string {
  const found = allStacks().find(({ stack }) => stack.slug === stackSlug);
  if (!found) throw new Error(`Unknown stack ${stackSlug}`);
  return stackName(locale, found.category.slug as CategorySlug, stackSlug, found.stack.name);
}

export function buildExplorer(categorySlug: CategorySlug, locale: Locale = "en"): ExplorerEntryData[] {
  const category = findCategory(categorySlug);
  if (!category) return [];
  const { stackDetails } = localeContent(locale);
  return category.stacks.map((stack) => ({
    slug: stack.slug,
    name: stackName(locale, categorySlug, stack.slug, stack.name),
    href: localizePath(stackPath(category, stack), locale),
    range: formatHourlyRange(stack.salaryRange, locale),
    min: stack.salaryRange.min,
    max: stack.salaryRange.max,
    technologies: uniqueTechnologies(stackDetails[stack.slug as StackSlug].technologies),
  }));
}

export function buildCategoryPageData(
  categorySlug: string,
  locale: Locale = "en",
): CategoryPageData | undefined {
  const category = findCategory(categorySlug);
  if (!category) return undefined;
  const slug = category.slug as CategorySlug;
  const content = localeContent(locale);
  const page = content.categoryPages[slug];
  const data: CategoryPageData = {
    locale,
    words: sectionWords(locale),
    category: { slug, name: content.categoriesText[slug].name, path: categoryPath(category) },
    page,
    explorer: buildExplorer(slug, locale),
    regional: localizeRegional(getRegionalStats(slug), locale),
    chat: content.interviewChats[slug],
    profiles: localizeProfiles(getSampleProfiles(slug), locale),
    sampleNotice: sampleNotice(locale),
    numberLocale: localeInfo[locale].tag,
    rateChart: rateChartMarkup(buildExplorer(slug, locale), heroVisualText[locale].hourlyRates),
  };
  if (page.layout === "career" && page.salary.kind === "developer-monthly") {
    data.monthlyBands = developerMonthlyBands.map((band) =>
      localizeMonthlyBand({ ...band, range: formatUsdRange(band, locale) }, locale),
    );
    data.employers = {
      label: savingsWords[locale].forEmployers,
      allInclusive: allInclusiveFigure(referenceHire, localStackName(locale, referenceHire.role), locale),
      // The pay share's scenario and, beside it, the same hire at the calculator's default overhead.
      savingsLinks: savingsScenarioLinks(
        "developers",
        locale,
        localStackName(locale, savingsScenarios.developers.role),
      ),
    };
  }
  if (page.layout === "career" && page.salary.kind === "sales-ote") {
    data.oteBands = salesOteBands.map((band) =>
      localizeOteBand(
        {
          ...band,
          baseRange: formatUsdRange(band.base, locale),
          totalRange: formatUsdRange(band.total, locale),
        },
        locale,
      ),
    );
  }
  return localizeHrefs(data, locale);
}

export interface StackPageData {
  locale: Locale;
  words: SectionWords;
  category: { slug: string; name: string; path: string };
  stack: { slug: string; name: string; path: string; range: string; min: number; max: number };
  detail: StackDetail;
  profiles: readonly TalentProfile[];
  shortlist: readonly ShortlistCard[];
  /** The sample-content notice, under the hero's shortlist and under the profiles. */
  sampleNotice: string;
  visualText: (typeof heroVisualText)[Locale];
  vettingSteps: typeof vettingSteps;
  numbers: readonly NumberBlock[];
  text: {
    heroEyebrow: string;
    heroDescription: string;
    heroActions: readonly CallToAction[];
    technologiesTitle: string;
    profilesTitle: string;
    roleTitle: string;
    opportunitiesTitle: string;
    responsibilitiesTitle: string;
    vettingTitle: string;
    vettingDescription: string;
    numbersTitle: string;
    numbersAsOf: string;
    requirementsTitle: string;
    salaryTitle: string;
    salaryDescription: string;
    salaryAction: CallToAction;
    faqTitle: string;
    ctaTitle: string;
    ctaDescription: string;
    ctaActions: readonly CallToAction[];
  };
}

/**
 * A stack's FAQ with its savings sentence written out: `{{employerSavings}}` becomes the locale's
 * sentence for employers, its all-inclusive figure computed from the pricing model for a
 * full-time mid-level hire, and the answer links to the calculator with those inputs.
 */
export function withEmployerSavings(
  detail: StackDetail,
  slug: StackSlug,
  stackName: string,
  locale: Locale,
): StackDetail {
  const t = localeContent(locale).stackPages.stackPageText;
  const inputs = { ...referenceHire, role: slug, seniority: "mid" as const };
  const percent = allInclusiveSavingsPercent(inputs);
  const variablePay = allStacks().find(({ stack }) => stack.slug === slug)?.stack.salaryRange.extra;
  const sentence = t.employerSavings({
    stackName,
    typical: locale === "en" ? typicalPaySavingsText : typicalPaySavingsText.replace("-", "–"),
    allInclusive: formatUsdAmount(Math.round(allInclusiveAnnual(inputs)), locale),
    percent: percent !== undefined && percent > 0 ? percent : undefined,
    overhead: inputs.overheadPercent,
    ...(variablePay ? { variablePay } : {}),
  });
  return {
    ...detail,
    faqs: detail.faqs.map((faq) =>
      faq.answer.includes(EMPLOYER_SAVINGS)
        ? {
            ...faq,
            answer: faq.answer.replace(EMPLOYER_SAVINGS, sentence),
            links: [
              { label: t.calculatorLink, href: calculatorHref(inputs) },
              ...typicalSavingsLinks(locale, [
                localStackName(locale, savingsScenarios.typicalLow.role),
                localStackName(locale, savingsScenarios.typicalHigh.role),
              ]),
            ],
          }
        : faq,
    ),
  };
}

/** Where a stack FAQ answer takes its savings sentence. */
const EMPLOYER_SAVINGS = "{{employerSavings}}";

export function buildStackPageData(
  categorySlug: string,
  stackSlug: string,
  locale: Locale = "en",
): StackPageData | undefined {
  const match = findStack(categorySlug, stackSlug);
  if (!match) return undefined;
  const { category, stack } = match;
  const content = localeContent(locale);
  const t = content.stackPages.stackPageText;
  const slug = category.slug as CategorySlug;
  const name = stackName(locale, slug, stack.slug, stack.name);
  const categoryName = content.categoriesText[slug].name;
  const profiles = localizeProfiles(getStackSampleProfiles(category.slug, stack.slug), locale);
  return localizeHrefs<StackPageData>(
    {
      locale,
      words: sectionWords(locale),
      category: { slug: category.slug, name: categoryName, path: categoryPath(category) },
      stack: {
        slug: stack.slug,
        name,
        path: stackPath(category, stack),
        range: formatHourlyRange(stack.salaryRange, locale),
        min: stack.salaryRange.min,
        max: stack.salaryRange.max,
      },
      detail: withEmployerSavings(
        content.stackDetails[stack.slug as StackSlug],
        stack.slug as StackSlug,
        name,
        locale,
      ),
      profiles,
      shortlist: buildShortlist(profiles),
      sampleNotice: sampleNotice(locale),
      visualText: heroVisualText[locale],
      vettingSteps: content.stackPages.vettingSteps,
      numbers: content.stackPages.stackNumbers,
      text: {
        heroEyebrow: t.heroEyebrow,
        heroDescription: t.heroDescription(name),
        heroActions: t.heroActions,
        technologiesTitle: t.technologiesTitle,
        profilesTitle: t.profilesTitle(name),
        roleTitle: t.roleTitle(name),
        opportunitiesTitle: t.opportunitiesTitle,
        responsibilitiesTitle: t.responsibilitiesTitle,
        vettingTitle: t.vettingTitle,
        vettingDescription: t.vettingDescription,
        numbersTitle: t.numbersTitle,
        numbersAsOf: t.numbersAsOf,
        requirementsTitle: t.requirementsTitle,
        salaryTitle: t.salaryTitle,
        salaryDescription: t.salaryDescription,
        salaryAction: t.salaryAction,
        faqTitle: t.faqTitle(name),
        ctaTitle: t.ctaTitle(name),
        ctaDescription: t.ctaDescription,
        ctaActions: t.ctaActions,
      },
    },
    locale,
  );
}

/** The category cards of /candidates. */
export function buildCategoryLinks(locale: Locale = "en") {
  const { categoriesText } = localeContent(locale);
  return categories.map((category) => {
    const mins = category.stacks.map((stack) => stack.salaryRange.min);
    const maxes = category.stacks.map((stack) => stack.salaryRange.max);
    const text = categoriesText[category.slug];
    return {
      slug: category.slug,
      name: text.name,
      tagline: text.tagline,
      href: localizePath(categoryPath(category), locale),
      range: formatHourlyRange({ min: Math.min(...mins), max: Math.max(...maxes) }, locale),
      specializations: category.stacks.length,
    };
  });
}
