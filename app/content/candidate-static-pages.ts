/**
 * Loader data of /talent, /candidates, /talent-apply and /ai-matching (and their translated
 * versions), assembled from the locale's content modules at build time.
 */
import { sectionWords } from "~/lib/i18n/i18n.server";
import { type Locale, localizeHrefs } from "~/lib/i18n/locales";
import { buildCategoryLinks } from "./candidate-page-data";
import { heroVisualText } from "./hero-visuals";
import { latamMapData } from "./latam-map";
import { localeContent } from "./locale-content";

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
      jobBenefits: jobSamples.jobListingBenefits,
      practice: talent.practiceInterview,
      practiceChat: interviewChats.developers,
      stats: talent.talentStats,
      storiesIntro: talent.successStoriesIntro,
      stories: talent.successStories,
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
      categoriesIntro: talent.candidatesCategoriesIntro,
      categories: buildCategoryLinks(locale),
      showcaseIntro: talent.showcaseIntro,
      showcase: talent.showcaseCards,
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
