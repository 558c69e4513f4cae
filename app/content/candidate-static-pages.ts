/**
 * Loader data of /talent, /candidates, /talent-apply and /ai-matching (and their translated
 * versions), assembled from the locale's content modules at build time.
 */
import { sectionWords } from "~/content/ui/i18n.server";
import { type Locale, localizeHrefs, localizePath } from "~/lib/i18n/locales";
import { buildCategoryLinks } from "./candidate-page-data";
import { countryPoolValue } from "./claims";
import { heroVisualText } from "./hero-visuals";
import { jobBoardTextFor } from "./job-board-locales";
import { latamMapData } from "./latam-map";
import { localeContent, localizeProfiles } from "./locale-content";
import { sampleNotice } from "./sample-content";
import { seniorityForYears } from "./seniority";
import { findSampleProfile } from "./stack-profiles";
import type { ShowcaseCard } from "./talent";
import type { SectionWords } from "./ui/section-text";

/**
 * The country cards of /candidates: each sample person exactly as their card elsewhere (name,
 * role, pay) and the country's pool of pre-vetted professionals from claims.ts.
 */
function buildShowcase(locale: Locale, words: SectionWords): ShowcaseCard[] {
  const { talent } = localeContent(locale);
  return talent.showcaseProfiles.map(({ profileId, country, background }) => {
    const english = findSampleProfile(profileId);
    if (!english) throw new Error(`Unknown sample profile ${profileId}`);
    const [profile = english] = localizeProfiles([english], locale);
    return {
      id: `showcase-${profileId}`,
      name: profile.name,
      role: profile.role,
      country: profile.country,
      salary: words.perHour.replace("{{rate}}", profile.hourlyRate),
      pay: { role: profile.stack, seniority: seniorityForYears(profile.yearsExperience) },
      talentCount: countryPoolValue(country, locale),
      background,
      initials: profile.image.initials,
    };
  });
}

/** The job board in the page's language, linked under the example jobs. */
const allJobsLink = (locale: Locale) => ({
  label: jobBoardTextFor(locale).seeAllRoles,
  href: localizePath("/jobs", locale),
});

export function talentPageData(locale: Locale = "en") {
  const { talent, jobSamples, interviewChats } = localeContent(locale);
  return localizeHrefs(
    {
      locale,
      words: sectionWords(locale),
      hero: talent.talentHero,
      map: latamMapData(locale),
      visualText: heroVisualText[locale],
      demo: talent.talentDemo,
      jobsIntro: talent.talentJobsIntro,
      jobs: jobSamples.exampleJobs,
      jobApply: talent.talentJobApply,
      allJobs: allJobsLink(locale),
      jobBenefits: jobSamples.jobListingBenefits,
      practice: talent.practiceInterview,
      practiceChat: interviewChats.developers,
      stats: talent.talentStats,
      storiesIntro: talent.successStoriesIntro,
      stories: talent.successStories,
      sampleNotice: sampleNotice(locale),
      cta: talent.talentCta,
    },
    locale,
  );
}
export type TalentPageData = ReturnType<typeof talentPageData>;

export function candidatesPageData(locale: Locale = "en") {
  const { talent, jobSamples, interviewChats } = localeContent(locale);
  return localizeHrefs(
    {
      locale,
      words: sectionWords(locale),
      hero: talent.candidatesHero,
      map: latamMapData(locale),
      visualText: heroVisualText[locale],
      jobsIntro: talent.candidatesJobsIntro,
      jobs: jobSamples.exampleJobs,
      allJobs: allJobsLink(locale),
      categoriesIntro: talent.candidatesCategoriesIntro,
      categories: buildCategoryLinks(locale),
      showcaseIntro: talent.showcaseIntro,
      showcase: buildShowcase(locale, sectionWords(locale)),
      sampleNotice: sampleNotice(locale),
      interviewIntro: talent.interviewPreviewIntro,
      interviewChat: interviewChats.developers,
      stats: talent.candidatesStats,
      cta: talent.candidatesCta,
    },
    locale,
  );
}
export type CandidatesPageData = ReturnType<typeof candidatesPageData>;

export function talentApplyPageData(locale: Locale = "en") {
  const { talent } = localeContent(locale);
  return localizeHrefs(
    {
      locale,
      hero: talent.talentApplyHero,
      form: talent.talentApplyForm,
      nextSteps: talent.talentApplyNextSteps,
    },
    locale,
  );
}
export type TalentApplyPageData = ReturnType<typeof talentApplyPageData>;

export function aiMatchingPageData(locale: Locale = "en") {
  const { talent } = localeContent(locale);
  return localizeHrefs(
    {
      locale,
      hero: talent.aiMatchingHero,
      steps: talent.aiMatchingSteps,
      signals: talent.aiMatchingSignals,
      cta: talent.aiMatchingCta,
    },
    locale,
  );
}
export type AiMatchingPageData = ReturnType<typeof aiMatchingPageData>;
