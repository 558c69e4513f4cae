/**
 * Loader data of /talent, /candidates, /talent-apply and /ai-matching, assembled from the
 * content modules at build time.
 */
import { buildCategoryLinks } from "./candidate-page-data";
import { interviewChats } from "./interview-chats";
import { exampleJobs, jobListingBenefits } from "./job-samples";
import * as talent from "./talent";

export function talentPageData() {
  return {
    hero: talent.talentHero,
    demo: talent.talentDemo,
    jobsIntro: talent.talentJobsIntro,
    jobs: exampleJobs,
    jobApply: talent.talentJobApply,
    jobBenefits: jobListingBenefits,
    practice: talent.practiceInterview,
    practiceChat: interviewChats.developers,
    stats: talent.talentStats,
    storiesIntro: talent.successStoriesIntro,
    stories: talent.successStories,
    cta: talent.talentCta,
  };
}
export type TalentPageData = ReturnType<typeof talentPageData>;

export function candidatesPageData() {
  return {
    hero: talent.candidatesHero,
    jobsIntro: talent.candidatesJobsIntro,
    jobs: exampleJobs,
    categoriesIntro: talent.candidatesCategoriesIntro,
    categories: buildCategoryLinks(),
    showcaseIntro: talent.showcaseIntro,
    showcase: talent.showcaseCards,
    interviewIntro: talent.interviewPreviewIntro,
    interviewChat: interviewChats.developers,
    stats: talent.candidatesStats,
    cta: talent.candidatesCta,
  };
}
export type CandidatesPageData = ReturnType<typeof candidatesPageData>;

export function talentApplyPageData() {
  return {
    hero: talent.talentApplyHero,
    form: talent.talentApplyForm,
    nextSteps: talent.talentApplyNextSteps,
  };
}
export type TalentApplyPageData = ReturnType<typeof talentApplyPageData>;

export function aiMatchingPageData() {
  return {
    hero: talent.aiMatchingHero,
    steps: talent.aiMatchingSteps,
    signals: talent.aiMatchingSignals,
    cta: talent.aiMatchingCta,
  };
}
export type AiMatchingPageData = ReturnType<typeof aiMatchingPageData>;
