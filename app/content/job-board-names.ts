/**
 * The job board's names for the values an opening carries (category, stack, type, seniority,
 * country) in a language: what its pages show and its feeds carry.
 */
import { categories } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import type { JobBoardText } from "~/content/job-board";
import { categoryText } from "~/content/locale-content";
import type { Locale } from "~/lib/i18n/locales";

/** The board's names for the values an opening carries, in the page's language. */
export function jobNames(locale: Locale, text: JobBoardText) {
  const categoryName = (slug: string) => {
    const category = categories.find((entry) => entry.slug === slug);
    if (!category) return slug;
    return locale === "en" ? category.name : categoryText(locale, category.slug).name;
  };
  const stackName = (categorySlug: string, stackSlug: string) => {
    const category = categories.find((entry) => entry.slug === categorySlug);
    const stack = category?.stacks.find((entry) => entry.slug === stackSlug);
    if (!category || !stack) return stackSlug;
    if (locale === "en") return stack.name;
    const stacks = categoryText(locale, category.slug).stacks as Record<string, { name: string }>;
    return stacks[stack.slug]?.name ?? stack.name;
  };
  return {
    categoryName,
    stackName,
    typeName: (type: string) => text.types[type as keyof JobBoardText["types"]] ?? type,
    seniorityName: (level: string) => text.seniorities[level as keyof JobBoardText["seniorities"]] ?? level,
    countryName: (code: string) => text.countryNames[code as keyof JobBoardText["countryNames"]] ?? code,
    countryCodes: SERVED_COUNTRIES.map((country) => country.code),
  };
}
export type JobNames = ReturnType<typeof jobNames>;
