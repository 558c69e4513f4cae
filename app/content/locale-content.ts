/**
 * The page content of each locale: the translated text modules (same exports and types as the
 * English ones) and the text overlays of the fact modules (keyed by English slug). Only route
 * loaders reach this module, through the data builders, so none of it ships to the browser.
 * A locale whose module is not translated yet uses the English one.
 */
import type { Locale } from "~/lib/i18n/locales";
import { type CategorySlug, categories } from "./categories";
import * as enCategoryPages from "./category-pages";
import * as enInterviewChats from "./interview-chats";
import * as enJobSamples from "./job-samples";
import * as esCategories from "./locales/es/categories";
import * as esCategoryPages from "./locales/es/category-pages";
import * as esInterviewChats from "./locales/es/interview-chats";
import * as esJobSamples from "./locales/es/job-samples";
import * as esProfiles from "./locales/es/profiles";
import * as esRegional from "./locales/es/regional-stats";
import * as esSalary from "./locales/es/salary-bands";
import * as esStackDetails from "./locales/es/stack-details";
import * as esStackPages from "./locales/es/stack-pages";
import * as esTalent from "./locales/es/talent";
import * as ptCategories from "./locales/pt-br/categories";
import * as ptCategoryPages from "./locales/pt-br/category-pages";
import * as ptInterviewChats from "./locales/pt-br/interview-chats";
import * as ptJobSamples from "./locales/pt-br/job-samples";
import * as ptProfiles from "./locales/pt-br/profiles";
import * as ptRegional from "./locales/pt-br/regional-stats";
import * as ptSalary from "./locales/pt-br/salary-bands";
import * as ptStackDetails from "./locales/pt-br/stack-details";
import * as ptStackPages from "./locales/pt-br/stack-pages";
import * as ptTalent from "./locales/pt-br/talent";
import type { TalentProfile } from "./profiles";
import type { RegionalStat } from "./regional-stats";
import type { MonthlyBand, OteBand } from "./salary-bands";
import * as enStackDetails from "./stack-details";
import * as enStackPages from "./stack-pages";
import * as enTalent from "./talent";

/** The translatable text of the categories and their stacks, keyed by the English slugs. */
export type CategoriesText = {
  [Entry in (typeof categories)[number] as Entry["slug"]]: {
    name: string;
    roleNoun: string;
    tagline: string;
    stacks: Record<Entry["stacks"][number]["slug"], { name: string }>;
  };
};

export interface LocaleContent {
  categoryPages: typeof enCategoryPages.categoryPages;
  interviewChats: typeof enInterviewChats.interviewChats;
  jobSamples: Pick<typeof enJobSamples, "exampleJobs" | "jobListingBenefits" | "llmJobSamples">;
  stackDetails: typeof enStackDetails.stackDetails;
  stackPages: Pick<typeof enStackPages, "stackPageText" | "vettingSteps" | "stackNumbers">;
  talent: typeof enTalent;
  categoriesText: CategoriesText;
}

/** The English text of the categories, in the overlay's shape. */
const englishCategoriesText = Object.fromEntries(
  categories.map((category) => [
    category.slug,
    {
      name: category.name,
      roleNoun: category.roleNoun,
      tagline: category.tagline,
      stacks: Object.fromEntries(category.stacks.map((stack) => [stack.slug, { name: stack.name }])),
    },
  ]),
) as CategoriesText;

const english: LocaleContent = {
  categoryPages: enCategoryPages.categoryPages,
  interviewChats: enInterviewChats.interviewChats,
  jobSamples: enJobSamples,
  stackDetails: enStackDetails.stackDetails,
  stackPages: enStackPages,
  talent: enTalent,
  categoriesText: englishCategoriesText,
};

const contentByLocale: Record<Locale, LocaleContent> = {
  en: english,
  es: {
    categoryPages: esCategoryPages.categoryPages,
    interviewChats: esInterviewChats.interviewChats,
    jobSamples: esJobSamples,
    stackDetails: esStackDetails.stackDetails,
    stackPages: esStackPages,
    talent: esTalent,
    categoriesText: esCategories.categoriesText,
  },
  "pt-br": {
    categoryPages: ptCategoryPages.categoryPages,
    interviewChats: ptInterviewChats.interviewChats,
    jobSamples: ptJobSamples,
    stackDetails: ptStackDetails.stackDetails,
    stackPages: ptStackPages,
    talent: ptTalent,
    categoriesText: ptCategories.categoriesText,
  },
};

/** The text overlays of the fact modules, keyed by English id, country, level and role. */
interface FactOverlays {
  profiles: Partial<Record<string, Pick<TalentProfile, "role" | "country" | "skills">>>;
  countries: Partial<Record<string, { country: string; timeZone: string; hubs: readonly string[] }>>;
  monthlyBands: Partial<Record<string, Pick<MonthlyBand, "level" | "experience">>>;
  oteBands: Partial<Record<string, Pick<OteBand, "role">>>;
}

const overlays: Record<Locale, FactOverlays | null> = {
  en: null,
  es: {
    profiles: { ...esProfiles.sampleProfilesText, ...esProfiles.stackSampleProfilesText },
    countries: esRegional.countryProfilesText,
    monthlyBands: esSalary.developerMonthlyBandsText,
    oteBands: esSalary.salesOteBandsText,
  },
  "pt-br": {
    profiles: { ...ptProfiles.sampleProfilesText, ...ptProfiles.stackSampleProfilesText },
    countries: ptRegional.countryProfilesText,
    monthlyBands: ptSalary.developerMonthlyBandsText,
    oteBands: ptSalary.salesOteBandsText,
  },
};

/** Profiles with their text in the locale; every fact stays the English one. */
export function localizeProfiles(profiles: readonly TalentProfile[], locale: Locale): TalentProfile[] {
  return profiles.map((profile) => ({ ...profile, ...overlays[locale]?.profiles[profile.id] }));
}

/** Regional figures with the country's name, time zone and hubs in the locale. */
export function localizeRegional(rows: readonly RegionalStat[], locale: Locale): RegionalStat[] {
  // The country's name becomes display text in the locale (the row's facts stay English-keyed).
  return rows.map((row) => ({ ...row, ...overlays[locale]?.countries[row.country] }) as RegionalStat);
}

export function localizeMonthlyBand<Band extends MonthlyBand>(band: Band, locale: Locale): Band {
  return { ...band, ...overlays[locale]?.monthlyBands[band.level] };
}

export function localizeOteBand<Band extends OteBand>(band: Band, locale: Locale): Band {
  return { ...band, ...overlays[locale]?.oteBands[band.role] };
}

export function localeContent(locale: Locale): LocaleContent {
  return contentByLocale[locale];
}

/** A category's translated name, role noun and tagline, and its stacks' names. */
export function categoryText(locale: Locale, slug: CategorySlug) {
  return contentByLocale[locale].categoriesText[slug];
}
