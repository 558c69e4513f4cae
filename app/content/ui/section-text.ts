import { STEP_NUMBER } from "./step-number";

/** English text the candidate page sections add around their content (labels, captions). */
export const sectionText = {
  breadcrumbLabel: "Breadcrumb",
  stepNumber: STEP_NUMBER,
  home: "Home",
  candidates: "Candidates",
  medianRate: "Median pay",
  englishLevel: "English B2+",
  timeZone: "Time zone",
  monthlyBandsCaption: "Monthly contractor bands in USD",
  usComparison: "U.S. comparison",
  oteCaption: "Monthly on-target earnings in USD",
  aiInterviewer: "AI interviewer",
  candidate: "Candidate",
  rate: "Pay",
  talentPool: "In our network",
  sampleScreening: "Sample AI screening interview",
  experience: "Experience",
  previouslyAt: "Previously at",
  sampleProfiles: "Sample profiles",
  sampleJobsNotice:
    "Example roles, not openings on the job board: each shows the hourly pay the talent earns, a part of the all-inclusive rate a client pays.",
  inOurNetwork: "{{category}} in our network",
  faqTitle: "{{category}} FAQs",
  sampleInterview: "Sample {{category}} interview",
  coreSkills: "{{stack}} core skills",
  level: "Level",
  monthlyUsd: "Monthly pay (USD)",
  allInclusiveRate: "All-inclusive rate",
  specializationsCount: "{{count}} specializations",
  role: "Role",
  monthlyBase: "Monthly base",
  monthlyTotalOte: "Monthly total OTE",
  perHour: "{{rate}}/hour",
  yearsCount: "{{count}} years",
  skillsOf: "Skills of {{name}}",
} as const;

/** The section words in one language (English defines the keys). */
export type SectionWords = { readonly [Key in keyof typeof sectionText]: string };
