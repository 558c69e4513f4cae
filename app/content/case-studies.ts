/** Client success stories for /clients: invented companies and people (sample-content.ts). */
import type { ImageAsset } from "./company-shapes";
import { companyDurations, durationText } from "./durations";
import type { ScenarioLinkItem } from "./model-figures";
import { sampleNotice } from "./sample-content";
import { savingsScenarioLinks } from "./savings-readings";
import type { CtaBandContent, HeroContent } from "./types";

export interface CaseMetric {
  label: string;
  value: string;
  improvement: string;
  /** For a savings metric: the calculator scenario that reproduces it. */
  links?: readonly ScenarioLinkItem[];
}

export interface CaseStudy {
  id: string;
  clientName: string;
  industry: string;
  /** Size of the team we built, where the story is about one team. */
  teamSize?: number;
  logo: ImageAsset;
  teamImage: ImageAsset;
  challenge: string;
  solution: string;
  results: readonly string[];
  /** The calculator scenarios that reproduce the savings the results quote. */
  resultLinks?: readonly ScenarioLinkItem[];
  metrics: readonly CaseMetric[];
  testimonial: { quote: string; author: string; role: string };
  tags: readonly string[];
}

export interface ClientsPageContent {
  hero: HeroContent;
  intro: { title: string; description: string };
  caseStudies: readonly CaseStudy[];
  /** The sample-content notice under the hero and the stories. */
  sampleNotice: string;
  cta: CtaBandContent;
}

function logo(id: string, name: string): ImageAsset {
  return {
    src: `/images/company/case-${id}-logo.svg`,
    alt: `${name} logo`,
    title: name,
    description: `Wordmark of ${name}`,
    width: 240,
    height: 64,
  };
}

function teamImage(id: string, alt: string): ImageAsset {
  return {
    src: `/images/company/case-${id}-team.svg`,
    alt,
    title: "The team",
    description: alt,
    width: 800,
    height: 500,
  };
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "northpeak-media",
    clientName: "Northpeak Media",
    industry: "Marketing & PPC Agency",
    teamSize: 8,
    logo: logo("northpeak", "Northpeak Media"),
    teamImage: teamImage(
      "northpeak",
      "Illustration of eight agency specialists around campaign charts and ad previews",
    ),
    challenge:
      "Northpeak's client roster doubled in a year, and hiring PPC and creative specialists in the U.S. was eating the margin on every new account. Freelancers filled gaps but left with the client knowledge.",
    solution:
      "We built a dedicated team of 8 in Colombia and Argentina: PPC managers, a paid-social lead, designers and a reporting analyst, all working U.S. hours under Northpeak's brand and processes, with payroll and contracts on us.",
    results: [
      "A team of 8 specialists in place within six weeks",
      "50% cost reduction against equivalent U.S. hires, all-inclusive",
      "Every new client account staffed without new U.S. headcount",
      "Reporting moved from monthly to weekly for every client",
    ],
    resultLinks: savingsScenarioLinks("caseStudyAgency"),
    metrics: [
      {
        label: "All-inclusive cost cut",
        value: "50%",
        improvement: "against equivalent U.S. hires",
        links: savingsScenarioLinks("caseStudyAgency"),
      },
      { label: "Team size", value: "8", improvement: "PPC, paid-social and creative specialists" },
      { label: "Shortlist", value: "48h", improvement: "for every role" },
    ],
    testimonial: {
      quote:
        "We grew the agency without growing our overhead. The team runs our accounts like they built the agency with us.",
      author: "Rebecca Hall",
      role: "Founder & Managing Director, Northpeak Media",
    },
    tags: ["Google Ads", "Meta Ads", "Paid Social", "Creative Design", "Looker Studio", "Client Reporting"],
  },
  {
    id: "tallyo-ai",
    clientName: "Tallyo AI",
    industry: "AI Customer Engagement",
    teamSize: 12,
    logo: logo("tallyo", "Tallyo AI"),
    teamImage: teamImage(
      "tallyo",
      "Illustration of twelve engineers and conversation designers collaborating on chat flows",
    ),
    challenge:
      "Tallyo needed to ship an AI agent platform before its next round, but competing with big tech for machine-learning and backend engineers in San Francisco stalled hiring for months.",
    solution:
      "We assembled a team of 12 across Brazil, Chile and Uruguay: backend and ML engineers, conversation designers and QA, vetted with live coding and real-world projects, and employed through our staff augmentation service.",
    results: [
      "A team of 12 hired in under two months",
      "Platform launched on schedule, ahead of the fundraise",
      "Team members saw a 55% average salary increase in the first year",
      "No regretted departures in the first year",
    ],
    metrics: [
      { label: "Team size", value: "12", improvement: "engineers, designers and QA" },
      { label: "Average salary increase", value: "55%", improvement: "for team members in the first year" },
      {
        label: "Shortlist to signed contract",
        value: durationText(companyDurations.hire),
        improvement: `per role, after a ${durationText(companyDurations.shortlist, "en", { adjective: true })} shortlist`,
      },
    ],
    testimonial: {
      quote:
        "We hired a senior ML team in weeks instead of quarters, and they care about the product as much as we do.",
      author: "Arjun Mehta",
      role: "Co-founder & CTO, Tallyo AI",
    },
    tags: ["Python", "LLM Integration", "Node.js", "Conversation Design", "QA Automation", "AWS"],
  },
  {
    id: "signalguard",
    clientName: "SignalGuard Response",
    industry: "Emergency Response Technology",
    logo: logo("signalguard", "SignalGuard Response"),
    teamImage: teamImage(
      "signalguard",
      "Illustration of an engineering team monitoring a dispatch map and system health dashboards",
    ),
    challenge:
      "SignalGuard's dispatch software runs around the clock for public-safety agencies. The company needed reliability engineers and developers who could cover more hours without burning out its U.S. team.",
    solution:
      "We hired site-reliability, backend and mobile engineers in Mexico and Colombia whose hours overlap the U.S. team, extending coverage while keeping every engineer inside the same on-call and security processes.",
    results: [
      "On-call coverage extended across U.S. time zones",
      "50% cost reduction on the new engineering seats against U.S. hires, all-inclusive",
      "Background checks, NDAs and IP protection in every contract",
      "Team members saw a 55% average salary increase in the first year",
    ],
    resultLinks: savingsScenarioLinks("caseStudyEngineering"),
    metrics: [
      {
        label: "All-inclusive cost cut",
        value: "50%",
        improvement: "on new engineering seats, against U.S. hires",
        links: savingsScenarioLinks("caseStudyEngineering"),
      },
      { label: "Average salary increase", value: "55%", improvement: "for team members in the first year" },
      { label: "Shortlist", value: "48h", improvement: "for each specialized role" },
    ],
    testimonial: {
      quote:
        "Our platform cannot go down. LatamMatch found engineers who treat reliability the way our agencies do.",
      author: "Dana Whitfield",
      role: "VP of Engineering, SignalGuard Response",
    },
    tags: ["Site Reliability", "Go", "Kubernetes", "React Native", "PostgreSQL", "Incident Response"],
  },
];

export const clientsPage: ClientsPageContent = {
  hero: {
    eyebrow: "Client success stories",
    title: "Teams that scaled with LatamMatch",
    description:
      "How a marketing agency, an AI customer-engagement startup and an emergency-response technology company built remote LATAM teams and cut their all-inclusive costs against equivalent U.S. hires.",
    actions: [{ label: "Start Your Success Story", opens: "hiring-modal" }],
  },
  intro: {
    title: "Three companies, three teams",
    description: "Each story shows the challenge, the team we built and the results after the first year.",
  },
  caseStudies,
  sampleNotice: sampleNotice(),
  cta: {
    title: "Write the next success story",
    description: "Tell us about your hiring needs and we will get back to you within 24 hours.",
    actions: [
      { label: "Get Started Today", opens: "hiring-modal" },
      { label: "Learn More", href: "/#faq-section", variant: "secondary", context: " in our FAQs" },
    ],
  },
};
