/**
 * The figures the category pages quote in their sentences, formatted for each language from the
 * facts they stand for: stack rates from categories.ts (the client's all-inclusive rate, as the
 * pricing model reads them), pay bands from salary-bands.ts and sample pay from the sample
 * jobs and profiles. The translations write their sentences around these, so no language
 * re-types a figure.
 */
import { formatUsdRange } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locales";
import { allStacks, type CategorySlug, categories, type StackSlug } from "./categories";
import type { JobSample } from "./job-samples";
import { categoryRate, type MoneyRange } from "./pricing-model";
import { getSampleProfiles } from "./profiles";
import { developerMonthlyBands, salesOteBands } from "./salary-bands";

/** An hourly range as the page prints it: "$31-44", "31-44 US$", "US$ 31–44". */
function hourlyRangeText(range: MoneyRange, locale: Locale): string {
  return locale === "en" ? `$${range.min}-${range.max}` : formatUsdRange(range, locale);
}

/** A stack's all-inclusive hourly range. */
export function stackRateText(slug: StackSlug, locale: Locale): string {
  const found = allStacks().find(({ stack }) => stack.slug === slug);
  if (!found) throw new Error(`Unknown stack ${slug}`);
  return hourlyRangeText(found.stack.salaryRange, locale);
}

/** A category's all-inclusive hourly range, from its lowest to its highest stack rate. */
export function categoryRateText(slug: CategorySlug, locale: Locale): string {
  const category = categories.find((entry) => entry.slug === slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  return hourlyRangeText(categoryRate(category), locale);
}

/** Sample pay as every page prints it: "$27". */
export const payText = (amount: number) => `$${amount}`;

/** The hourly pay of sample jobs, in order: [$42, $51, $52]. */
export function jobPays(jobs: readonly Pick<JobSample, "rate">[]): string[] {
  return jobs.map((job) => job.rate.match(/\$\d+/)?.[0] ?? job.rate);
}

/** The lowest and highest hourly pay of a category's sample profiles. */
export function samplePayRange(slug: CategorySlug): MoneyRange {
  const pays = getSampleProfiles(slug).map((profile) => Number(profile.hourlyRate.replace(/\D/g, "")));
  return { min: Math.min(...pays), max: Math.max(...pays) };
}

/** The lowest and highest hourly pay of sample jobs: "$42-52". */
export function jobPayRangeText(jobs: readonly Pick<JobSample, "rate">[]): string {
  const pays = jobPays(jobs).map((pay) => Number(pay.replace(/\D/g, "")));
  return `$${Math.min(...pays)}-${Math.max(...pays)}`;
}

/** The developer pay bands: junior, mid and senior monthly ranges. */
export function developerBandTexts(locale: Locale): { junior: string; mid: string; senior: string } {
  const [junior, mid, senior] = developerMonthlyBands.map((band) => formatUsdRange(band, locale));
  return { junior: junior ?? "", mid: mid ?? "", senior: senior ?? "" };
}

/** The sales on-target bands, by role: monthly base and total ranges. */
export function salesBandTexts(
  locale: Locale,
): Record<"sdr" | "ae" | "manager", { base: string; total: string }> {
  const [sdr, ae, manager] = salesOteBands.map((band) => ({
    base: formatUsdRange(band.base, locale),
    total: formatUsdRange(band.total, locale),
  }));
  const empty = { base: "", total: "" };
  return { sdr: sdr ?? empty, ae: ae ?? empty, manager: manager ?? empty };
}

const and: Record<Locale, string> = { en: "and", es: "y", "pt-br": "e" };

/** "$27, $34 and $38" in the page's language. */
export function listText(items: readonly string[], locale: Locale): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and[locale]} ${items.at(-1)}`;
}
