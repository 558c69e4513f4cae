/**
 * Builds the data each candidate-side page renders. Route loaders call these at build time
 * (every page is prerendered), so the content modules stay out of the browser bundle and the
 * page receives plain, serializable data.
 */

import {
  type CategorySlug,
  categories,
  categoryPath,
  findCategory,
  findStack,
  formatSalaryRange,
  type StackSlug,
  stackPath,
} from "./categories";
import { type CategoryPageContent, categoryPages } from "./category-pages";
import { type ChatMessage, interviewChats } from "./interview-chats";
import { exampleJobs } from "./job-samples";
import { getSampleProfiles, type TalentProfile } from "./profiles";
import { getRegionalStats, type RegionalStat } from "./regional-stats";
import {
  developerMonthlyBands,
  developerSalaryComparison,
  formatMonthlyRange,
  type MonthlyBand,
  type OteBand,
  type SalaryComparison,
  salesOteBands,
} from "./salary-bands";
import { getStackDetail, type StackDetail } from "./stack-details";
import { type NumberBlock, stackNumbers, stackPageText, vettingSteps } from "./stack-pages";
import type { CallToAction } from "./types";

/** The most technologies a category explorer entry shows. */
export const EXPLORER_TECHNOLOGY_LIMIT = 20;

export interface ExplorerEntryData {
  slug: string;
  name: string;
  href: string;
  range: string;
  technologies: string[];
}

export interface CategoryPageData {
  category: { slug: CategorySlug; name: string; path: string };
  page: CategoryPageContent;
  explorer: ExplorerEntryData[];
  regional: RegionalStat[];
  chat: readonly ChatMessage[];
  profiles: readonly TalentProfile[];
  monthlyBands?: (MonthlyBand & { range: string })[];
  comparison?: SalaryComparison;
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

export function buildExplorer(categorySlug: CategorySlug): ExplorerEntryData[] {
  const category = findCategory(categorySlug);
  if (!category) return [];
  return category.stacks.map((stack) => ({
    slug: stack.slug,
    name: stack.name,
    href: stackPath(category, stack),
    range: formatSalaryRange(stack.salaryRange),
    technologies: uniqueTechnologies(getStackDetail(stack.slug as StackSlug).technologies),
  }));
}

export function buildCategoryPageData(categorySlug: string): CategoryPageData | undefined {
  const category = findCategory(categorySlug);
  if (!category) return undefined;
  const slug = category.slug as CategorySlug;
  const page = categoryPages[slug];
  const data: CategoryPageData = {
    category: { slug, name: category.name, path: categoryPath(category) },
    page,
    explorer: buildExplorer(slug),
    regional: getRegionalStats(slug),
    chat: interviewChats[slug],
    profiles: getSampleProfiles(slug),
  };
  if (page.layout === "career" && page.salary.kind === "developer-monthly") {
    data.monthlyBands = developerMonthlyBands.map((band) => ({ ...band, range: formatMonthlyRange(band) }));
    data.comparison = developerSalaryComparison;
  }
  if (page.layout === "career" && page.salary.kind === "sales-ote") {
    data.oteBands = salesOteBands.map((band) => ({
      ...band,
      baseRange: formatMonthlyRange(band.base),
      totalRange: formatMonthlyRange(band.total),
    }));
  }
  return data;
}

export interface StackPageData {
  category: { slug: string; name: string; path: string };
  stack: { slug: string; name: string; path: string; range: string; min: number; max: number };
  detail: StackDetail;
  profiles: readonly TalentProfile[];
  vettingSteps: typeof vettingSteps;
  numbers: readonly NumberBlock[];
  text: {
    heroEyebrow: string;
    heroDescription: string;
    heroActions: readonly CallToAction[];
    technologiesTitle: string;
    profilesTitle: string;
    profilesDescription: string;
    roleTitle: string;
    opportunitiesTitle: string;
    responsibilitiesTitle: string;
    vettingTitle: string;
    vettingDescription: string;
    numbersTitle: string;
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

export function buildStackPageData(categorySlug: string, stackSlug: string): StackPageData | undefined {
  const match = findStack(categorySlug, stackSlug);
  if (!match) return undefined;
  const { category, stack } = match;
  const t = stackPageText;
  return {
    category: { slug: category.slug, name: category.name, path: categoryPath(category) },
    stack: {
      slug: stack.slug,
      name: stack.name,
      path: stackPath(category, stack),
      range: formatSalaryRange(stack.salaryRange),
      min: stack.salaryRange.min,
      max: stack.salaryRange.max,
    },
    detail: getStackDetail(stack.slug as StackSlug),
    profiles: getSampleProfiles(category.slug),
    vettingSteps,
    numbers: stackNumbers,
    text: {
      heroEyebrow: t.heroEyebrow,
      heroDescription: t.heroDescription(stack.name),
      heroActions: t.heroActions,
      technologiesTitle: t.technologiesTitle,
      profilesTitle: t.profilesTitle(category.name),
      profilesDescription: t.profilesDescription,
      roleTitle: t.roleTitle(stack.name),
      opportunitiesTitle: t.opportunitiesTitle,
      responsibilitiesTitle: t.responsibilitiesTitle,
      vettingTitle: t.vettingTitle,
      vettingDescription: t.vettingDescription,
      numbersTitle: t.numbersTitle,
      requirementsTitle: t.requirementsTitle,
      salaryTitle: t.salaryTitle,
      salaryDescription: t.salaryDescription,
      salaryAction: t.salaryAction,
      faqTitle: t.faqTitle(stack.name),
      ctaTitle: t.ctaTitle(stack.name),
      ctaDescription: t.ctaDescription,
      ctaActions: t.ctaActions,
    },
  };
}

/** The category cards of /candidates. */
export function buildCategoryLinks() {
  return categories.map((category) => {
    const mins = category.stacks.map((stack) => stack.salaryRange.min);
    const maxes = category.stacks.map((stack) => stack.salaryRange.max);
    return {
      slug: category.slug,
      name: category.name,
      tagline: category.tagline,
      href: categoryPath(category),
      range: `$${Math.min(...mins)}-${Math.max(...maxes)}/hour`,
      specializations: category.stacks.length,
    };
  });
}

export { exampleJobs };
