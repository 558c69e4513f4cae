/**
 * Copy of the AI Talent Matcher chat. The replies are canned and the figures static (SPEC
 * section 4): nothing here comes from a server.
 */
import { categories, stackPath } from "./categories";
import { rateIncludesText } from "./pricing-model";
import type { Strings } from "./ui/types";

export type ReplyTopic = "react" | "ai-ml" | "python" | "generic";

export interface ChatLink {
  label: string;
  href: string;
}

const developers = categories[0];
const aiSpecialists = categories.find((category) => category.slug === "ai-specialists") ?? developers;

const hireLink: ChatLink = { label: "Get a shortlist in 48 hours", href: "/hiring-form" };
const filters = "Filters applied: experience 2-10+ years, salary $15-45/hour.";

export const chatReplies: Record<ReplyTopic, { text: string; links: readonly ChatLink[] }> = {
  react: {
    text: `I found 847 React developers in our network matching your request. ${filters} Most work from Argentina, Colombia and Brazil with full overlap with U.S. business hours. Want me to line up 3-5 of them for interviews?`,
    links: [
      { label: "Browse frontend developers", href: stackPath(developers, { slug: "frontend" }) },
      hireLink,
    ],
  },
  "ai-ml": {
    text: `I found 312 AI/ML engineers available now, with experience in PyTorch, LLM fine-tuning and MLOps. ${filters} Shall I prepare a shortlist?`,
    links: [
      {
        label: "Browse machine learning engineers",
        href: stackPath(aiSpecialists, { slug: "machine-learning" }),
      },
      hireLink,
    ],
  },
  python: {
    text: `Python backend engineers are one of our deepest benches: Django, FastAPI, PostgreSQL and AWS experience, all vetted with live coding. ${filters} Tell me your stack and I'll narrow it down.`,
    links: [
      { label: "Browse backend developers", href: stackPath(developers, { slug: "backend" }) },
      hireLink,
    ],
  },
  generic: {
    text: `I can help with that. We match pre-vetted developers, AI specialists, sales, marketing and design talent across Latin America. ${filters} Share the role and seniority you need, and we'll send 3-5 candidates within 48 hours.`,
    links: [{ label: "Browse developer specializations", href: "/candidates/developers" }, hireLink],
  },
};

export const chatText = {
  title: "AI Talent Matcher",
  subtitle: "Pre-vetted LATAM talent, matched in seconds",
  greeting:
    "Hi! I'm the AI Talent Matcher. Tell me who you're hiring, for example the role and the stack, and I'll show you matching pre-vetted talent.",
  quickOptionsLabel: "Suggested requests",
  /** The first CHAT_QUICK_OPTIONS_SHOWN are shown (SPEC section 4). */
  quickOptions: [
    "Find a React developer",
    "AI/ML engineer needed",
    "Backend developer Python",
    "Full-stack developer",
    "Mobile app developer",
    "DevOps engineer",
  ],
  messagesLabel: "Conversation",
  inputLabel: "Describe the talent you need",
  inputPlaceholder: "e.g. Senior React developer",
  send: "Send message",
  close: "Close AI Talent Matcher",
  you: "You",
  assistant: "AI Talent Matcher",
  typing: "Matching talent…",
} as const;

/** How many of the quick options the chat offers (SPEC section 4). */
export const CHAT_QUICK_OPTIONS_SHOWN = 3;

/** The words of each canned reply (its text and link labels), which a translated page replaces. */
export interface ChatReplyText {
  text: string;
  /** One label per link of the English reply, in the same order. */
  linkLabels: readonly string[];
}

const replyText = (topic: ReplyTopic): ChatReplyText => ({
  text: chatReplies[topic].text,
  linkLabels: chatReplies[topic].links.map((link) => link.label),
});

export const chatReplyText: Record<ReplyTopic, ChatReplyText> = {
  react: replyText("react"),
  "ai-ml": replyText("ai-ml"),
  python: replyText("python"),
  generic: replyText("generic"),
};

/**
 * What the matcher adds to the canned reply: the specializations it found in our catalogue with
 * their all-inclusive hourly rates (pricing-model.ts), what the budget buys, sample profiles and
 * the way to a shortlist. `{{name}}` placeholders are filled in by the chat.
 */
export const chatMatchText = {
  heading: "In our catalogue",
  stackRate: "{{stack}}: {{range}} all-inclusive rate",
  seniorityRate: "A {{seniority}} {{stack}}: {{rate}}/hour all-inclusive rate.",
  budgetHour: "{{amount}}/hour",
  budgetMonth: "{{amount}}/month",
  budgetYear: "{{amount}}/year",
  covers: "Your budget of {{budget}} covers a {{seniority}} {{stack}} ({{rate}}/hour).",
  coversAll: "Your budget of {{budget}} covers the whole range, senior included.",
  partly:
    "Your budget of {{budget}} is under the {{asked}} rate ({{askedRate}}/hour): it buys a {{buys}} {{stack}} at {{rate}}/hour.",
  partlyAny:
    "Your budget of {{budget}} buys up to a {{buys}} {{stack}} ({{rate}}/hour); a senior is {{top}}/hour.",
  under:
    "Your budget of {{budget}} is under the range for {{stack}}: it starts at {{min}}/hour, for a junior.",
  alternatives: "Within {{budget}} in the same field: {{list}}.",
  monthEquivalent: "{{budget}} for full-time work is about {{hourly}}/hour.",
  assumedPeriod: "I read {{amount}} as {{budget}}.",
  otherCurrency:
    "I compare budgets in U.S. dollars: tell me yours in USD and I'll check it against these rates.",
  country: "{{country}} is one of the countries we hire in.",
  profilesTitle: "Sample profiles",
  profilesTitleBudget: "Sample profiles within or near your budget",
  noProfiles: "No sample profile is within your budget; a shortlist is built for your role and budget.",
  profileLine:
    "{{name}}, {{role}}, {{country}} · {{years}} years ({{seniority}}) · pay {{pay}}/hour · {{rate}}/hour all-inclusive rate",
  /** A cost question's answer, per specialization: people × hours a week × 52 ÷ 12 × the rate. */
  cost: "{{people}} × {{weekly}} hours a week × 52 ÷ 12 × {{rate}}/hour = {{total}} a month.",
  costHours: "{{weekly}} hours a week × 52 weeks ÷ 12 months = {{hours}} hours a month per person.",
  costFullTime: "Priced full-time, {{weekly}} hours a week: tell me the hours a week for another schedule.",
  costRange: "Name a seniority (junior, mid-level or senior) for one figure instead of a range.",
  costIncludes: `The all-inclusive rate covers ${rateIncludesText()}.`,
  roleFromPrevious: "About {{role}}, from your previous message.",
  roleFromPage: "About {{role}}, the role of this page.",
  aboveBudget: "just above your budget",
  stackLink: "See {{stack}} rates and profiles",
  categoryLink: "See every {{category}} specialization",
  shortlist: "Get a shortlist",
  seniority: { junior: "junior", mid: "mid-level", senior: "senior" },
} as const;

/** The chat's words in one language: what a translated page's chat module must provide. */
export type ChatCatalogue = Strings<typeof chatText> & {
  replies: Record<ReplyTopic, ChatReplyText>;
  match: Strings<typeof chatMatchText>;
  /** Country names, by English name, where the language writes them differently. */
  countries?: Readonly<Record<string, string>>;
  /** The sample profiles' role and country, by profile id, where the language differs. */
  profiles?: Readonly<Record<string, { role: string; country: string }>>;
};

/** Delay before the canned reply appears (SPEC section 9). */
export const CHAT_REPLY_DELAY_MS = 1000;
