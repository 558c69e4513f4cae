/**
 * Content of the candidate-facing pages: /talent, /candidates, /talent-apply and /ai-matching.
 * Example jobs and interview chats are shared with the category pages (job-samples.ts,
 * interview-chats.ts).
 */

import { allStacks, categories } from "~/content/categories";
import { candidateDurations, durationText } from "~/content/durations";
import type { ProcessStep, SectionIntro, StatItem } from "./category-pages";
import { type ClaimId, claimStat, claimsAsOfLine, claimValue } from "./claims";
import type { PayMark } from "./figure-marks";
import type { RegionalCountry } from "./regional-stats";
import type { CtaBandContent, HeroContent } from "./types";

export interface SuccessStory {
  id: string;
  name: string;
  initials: string;
  role: string;
  country: string;
  quote: string;
  outcome: string;
}

/** A country card of /candidates, as the page shows it (built in candidate-static-pages.ts). */
export interface ShowcaseCard {
  id: string;
  name: string;
  role: string;
  country: string;
  /** The person's hourly pay, e.g. "$48/hour". */
  salary: string;
  /** What the pay is marked as for the figure relations: the person's stack and seniority. */
  pay: PayMark;
  /** Pre-vetted professionals of our network in the country: "8,800+". */
  talentCount: string;
  /** Tailwind background class (AA contrast with white text). */
  background: string;
  initials: string;
}

/** The facts behind a country card: whose profile it shows, for which country. */
export interface ShowcaseProfile {
  profileId: string;
  country: RegionalCountry;
  /** Tailwind background class (AA contrast with white text). */
  background: string;
}

export interface DialogContentText {
  trigger: string;
  title: string;
  description: string;
}

export const talentHero: HeroContent = {
  eyebrow: "For LATAM professionals",
  title: "Work remotely for top U.S. companies",
  description: `Join ${claimValue("talentNetwork")} pre-vetted professionals from Latin America. Apply once, practice your interview with AI and get matched with roles that pay in U.S. dollars.`,
  actions: [
    { label: "Apply Now", href: "/talent-apply" },
    { label: "Try AI Matching", href: "/ai-matching", variant: "secondary" },
  ],
};

export const talentDemo: DialogContentText & { steps: readonly ProcessStep[] } = {
  trigger: "See How It Works",
  title: "How LatamMatch works for candidates",
  description: `From application to your first paycheck in U.S. dollars, usually in ${durationText(candidateDurations.firstPaycheck)}.`,
  steps: [
    {
      title: "Apply in five minutes",
      description: "Share your experience, English level, expected rate and a LinkedIn or portfolio link.",
    },
    {
      title: "Practice with AI",
      description: "Take a practice AI interview about your real projects and get feedback right away.",
    },
    {
      title: "Get matched",
      description:
        "When a U.S. role fits, a recruiter calls you, confirms the rate and preps you for the interview.",
    },
    {
      title: "Start your paid trial",
      description:
        "Join the team for a 2-week paid trial. We handle the contract and monthly payments in USD.",
    },
  ],
};

export const talentJobsIntro: SectionIntro = {
  eyebrow: "Example jobs",
  title: "Roles U.S. companies are hiring for",
  description: "A sample of open roles across our six categories, with the hourly pay each one offers.",
};

/** The apply link on each example job card. */
export interface JobApplyLink {
  label: string;
  href: string;
}

export const talentJobApply: JobApplyLink = { label: "Apply", href: "/talent-apply" };

export const practiceInterview: DialogContentText & { intro: SectionIntro } = {
  intro: {
    eyebrow: "Practice interview",
    title: "Rehearse with our AI interviewer",
    description:
      "The first interview is a conversation about your real work. Practice it as often as you like; only your best attempt is shared with recruiters.",
  },
  trigger: "Try a Practice Interview",
  title: "Practice interview: backend developer",
  description:
    "A sample of the AI screening conversation. Your own interview adapts to your role and answers.",
};

/** The claims of the /talent stats band, in order. */
export const talentStatClaims: readonly ClaimId[] = [
  "talentNetwork",
  "companiesServed",
  "hireTime",
  "salaryIncrease",
];

export const talentStats: SectionIntro & { items: readonly StatItem[] } = {
  eyebrow: "By the numbers",
  title: "A network that gets people hired",
  description: `Figures across all LatamMatch placements. ${claimsAsOfLine(talentStatClaims)}`,
  items: talentStatClaims.map((id) => claimStat(id)),
};

export const successStoriesIntro: SectionIntro = {
  eyebrow: "Success stories",
  title: "People who made the move",
  description: "Three stories of what changes when you work for a U.S. team.",
};

export const successStories: readonly SuccessStory[] = [
  {
    id: "story-lucas",
    name: "Lucas M.",
    initials: "LM",
    role: "Senior Backend Engineer",
    country: "Argentina",
    quote:
      "I had interviewed with U.S. companies on my own and never got past the first call. LatamMatch prepped me for the system design round, and I had an offer in nine days.",
    outcome: "Hired by a fintech in 9 days",
  },
  {
    id: "story-carolina",
    name: "Carolina P.",
    initials: "CP",
    role: "Customer Success Manager",
    country: "Colombia",
    quote:
      "The practice interview showed me I was rambling about metrics. I rewrote my story around two renewals I saved, and that is exactly what the hiring manager asked about.",
    outcome: "Salary up 60% in her first year",
  },
  {
    id: "story-bruno",
    name: "Bruno S.",
    initials: "BS",
    role: "RLHF Specialist",
    country: "Brazil",
    quote:
      "I started on a pilot of ten annotators. Six months later I review other people's rankings and lead calibration sessions for the Portuguese team.",
    outcome: "Promoted to reviewer in 6 months",
  },
];

export const talentCta: CtaBandContent = {
  title: "Your next remote role starts with one application",
  description: "Tell us about your experience and we will match you with U.S. companies hiring your skills.",
  actions: [
    { label: "Apply Now", href: "/talent-apply" },
    // SPEC: 'Find Experts' goes to /, the employers' home; the note says so to a job seeker.
    { label: "Find Experts", href: "/", variant: "secondary", context: " for your company" },
  ],
  note: "Find Experts is for companies hiring: it opens our home page for employers. Looking for work? Apply Now.",
};

export const candidatesHero: HeroContent = {
  eyebrow: "Pre-vetted candidates",
  title: "Meet the top 3% of Latin American talent",
  description:
    "Developers, sales, marketing, design and AI specialists from Argentina, Colombia, Chile, Brazil and Uruguay, vetted by AI and by people and ready to join your team.",
  actions: [
    { label: "Hire Talent", href: "/hiring-form" },
    { label: "Book a Demo", href: "/#demo", variant: "secondary" },
  ],
};

export const candidatesJobsIntro: SectionIntro = {
  eyebrow: "Example jobs",
  title: "Roles we are filling this month",
  description: "What U.S. companies hire through LatamMatch, with the hourly pay each role offers.",
};

export const candidatesCategoriesIntro: SectionIntro = {
  eyebrow: "Categories",
  title: "Browse talent by category",
  description: `${categories.length} categories, ${allStacks().length} specializations, each with its typical hourly range.`,
};

export const showcaseIntro: SectionIntro = {
  eyebrow: "Talent by country",
  title: "Where our talent works from",
  description: `Four of our largest talent pools, each with a sample profile and how many of our ${claimValue("talentNetwork")} pre-vetted professionals live there; ${claimValue("talentAvailable")} of them are available to interview now.`,
};

/**
 * The four country cards of /candidates: one sample profile per country (profiles.ts, shown
 * with its card's name, role and pay) and how many pre-vetted professionals of our network live
 * there (countryPool in claims.ts).
 */
export const showcaseProfiles: readonly ShowcaseProfile[] = [
  { profileId: "dev-martina", country: "Argentina", background: "bg-blue-800" },
  { profileId: "sales-mateo", country: "Colombia", background: "bg-amber-800" },
  { profileId: "ai-felipe", country: "Brazil", background: "bg-emerald-800" },
  { profileId: "des-joaquin", country: "Chile", background: "bg-violet-800" },
];

export const interviewPreviewIntro: SectionIntro = {
  eyebrow: "AI interview preview",
  title: "See how candidates are screened",
  description:
    "Every candidate completes an AI screening interview about real projects before a recruiter and a senior practitioner assess them live. You receive the transcript highlights with each shortlist.",
};

/** The claims of the /candidates stats band, in order. */
export const candidatesStatClaims: readonly ClaimId[] = [
  "talentAvailable",
  "approvalRate",
  "shortlistTime",
  "retention6m",
];

export const candidatesStats: SectionIntro & { items: readonly StatItem[] } = {
  eyebrow: "By the numbers",
  title: "Why companies hire through LatamMatch",
  description: `Figures across all LatamMatch placements. ${claimsAsOfLine(candidatesStatClaims)}`,
  items: candidatesStatClaims.map((id) => claimStat(id)),
};

export const candidatesCta: CtaBandContent = {
  title: "Tell us who you need",
  description: "Share the role and get a shortlist of 3-5 pre-screened candidates within 48 hours.",
  actions: [
    { label: "Build Your Team", href: "/hiring-form" },
    { label: "Book a Demo", href: "/#demo", variant: "secondary" },
    { label: "About Us", href: "/#about", variant: "secondary" },
  ],
};

export const talentApplyHero: HeroContent = {
  eyebrow: "Candidate application",
  title: "Apply to join LatamMatch",
  description:
    "One application puts you in front of U.S. companies hiring remote developers, sales, marketing, design and AI specialists. It takes about five minutes.",
  actions: [{ label: "Start Your Application", href: "#application" }],
};

export const talentApplyForm: SectionIntro = {
  title: "Your application",
  description: `All fields are required unless marked optional. We reply to every application within ${durationText(candidateDurations.applicationReview)}.`,
};

export const talentApplyNextSteps: SectionIntro & { steps: readonly ProcessStep[] } = {
  title: "What happens next",
  description: "Our talent team reviews every application by hand.",
  steps: [
    { title: "Review", description: "A recruiter in your category reads your application and profile link." },
    {
      title: "AI practice interview",
      description: "If your profile fits open roles, you get a link to the AI interview.",
    },
    {
      title: "Live assessment",
      description: "A live session with a senior practitioner and an English conversation.",
    },
    { title: "Matching", description: "You join shortlists for U.S. roles that fit your skills and rate." },
  ],
};

export const aiMatchingHero: HeroContent = {
  eyebrow: "How AI matching works",
  title: "Matched on 300+ data points, vetted by people",
  description:
    "Our matching engine compares your skills, experience, English level and rate with each open role, then our recruiters review every match before a company sees it.",
  actions: [{ label: "Apply Now", href: "/talent-apply" }],
};

export const aiMatchingSteps: SectionIntro & { steps: readonly ProcessStep[] } = {
  eyebrow: "The process",
  title: "From application to shortlist",
  description: "AI does the searching; people make every decision that matters.",
  steps: [
    {
      title: "Your profile becomes structured data",
      description:
        "Your application, profile link and assessment results are turned into skills, seniority, domains, English level, time zone and rate expectations.",
    },
    {
      title: "Each role is read the same way",
      description:
        "A company's brief is broken into must-have and nice-to-have skills, seniority, working hours and budget.",
    },
    {
      title: "The engine scores every match",
      description:
        "It compares 300+ data points and explains each score, so a recruiter sees why you fit, not just a number.",
    },
    {
      title: "A recruiter reviews the match",
      description:
        "People check the top matches, talk to you about the role and rate, and only then put you on a shortlist.",
    },
    {
      title: "The company meets 3-5 candidates",
      description:
        "Shortlists go out within 48 hours of a new role. You hear back after every interview round.",
    },
  ],
};

export const aiMatchingSignals: SectionIntro & {
  groups: readonly { title: string; items: readonly string[] }[];
} = {
  eyebrow: "What we match on",
  title: "The signals that count",
  description: "We never use age, gender, photos or nationality in matching.",
  groups: [
    {
      title: "Skills and experience",
      items: [
        "Technologies and tools you have used in production",
        "Years in the role and seniority",
        "Industries and product types",
      ],
    },
    {
      title: "Working fit",
      items: [
        "English level from your interview",
        "Time-zone overlap with the team",
        "Full-time or part-time availability",
      ],
    },
    {
      title: "Expectations",
      items: [
        "Expected hourly rate against the role's budget",
        "Contract or full-time preference",
        "Start date",
      ],
    },
  ],
};

export const aiMatchingCta: CtaBandContent = {
  title: "Let the right roles find you",
  description: "Complete one application and we will match you with U.S. companies as roles open.",
  actions: [
    { label: "Apply Now", href: "/talent-apply" },
    { label: "Browse Categories", href: "/candidates", variant: "secondary" },
  ],
};
