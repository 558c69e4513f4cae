/**
 * Sample AI screening interviews, one per category: the first minutes of the practice interview
 * every applicant takes before a recruiter call.
 */
import type { CategorySlug } from "./categories";

export interface ChatMessage {
  id: string;
  text: string;
  sender: "ai" | "user";
  /** Display time, e.g. "10:02". */
  timestamp: string;
}

type Turn = [sender: ChatMessage["sender"], text: string];

const chat = (prefix: string, start: number, turns: readonly Turn[]): ChatMessage[] =>
  turns.map(([sender, text], index) => ({
    id: `${prefix}-${index + 1}`,
    sender,
    text,
    timestamp: `10:${String(start + index).padStart(2, "0")}`,
  }));

export const interviewChats: Record<CategorySlug, readonly ChatMessage[]> = {
  developers: chat("dev", 2, [
    ["ai", "Tell me about an API you designed that other teams depended on. What would you change today?"],
    [
      "user",
      "I built the payments API for a logistics client in Node.js and PostgreSQL. I would version it from day one: we broke two mobile clients when we renamed a field.",
    ],
    ["ai", "How did you find out about the breakage, and how long did it take to recover?"],
    [
      "user",
      "Sentry alerts within ten minutes of the deploy. I rolled back, added a contract test against the mobile schema and shipped the rename behind a v2 route.",
    ],
    [
      "ai",
      "Clear incident ownership and a lasting fix. Next: a short live exercise on pagination for a large orders table.",
    ],
  ]),
  sales: chat("sales", 14, [
    ["ai", "Walk me through the last deal you lost after a strong first call. Why did it stall?"],
    [
      "user",
      "I single-threaded it through an enthusiastic manager. When procurement got involved, nobody with budget had seen the business case.",
    ],
    ["ai", "What do you do differently now in the first two meetings?"],
    [
      "user",
      "I ask who signs and who can block, and I get a second stakeholder on the next call. I also write the mutual action plan together with the champion.",
    ],
    [
      "ai",
      "Good use of qualification. Let's role-play a discovery call with a VP of Operations at a 300-person company.",
    ],
  ]),
  marketing: chat("mkt", 21, [
    ["ai", "Describe a campaign where the first results disappointed. What did you change?"],
    [
      "user",
      "Our paid social trial signups were cheap but never activated. I moved budget to search intent keywords and rewrote the landing page around one use case.",
    ],
    ["ai", "Which metric told you the change worked?"],
    [
      "user",
      "Trial-to-paid conversion went from 4% to 9% over six weeks, while cost per signup rose only 20%. We tracked it in Amplitude by campaign cohort.",
    ],
    [
      "ai",
      "Strong focus on downstream metrics. Next, outline a 30-day test plan for a new B2B product launch.",
    ],
  ]),
  design: chat("des", 33, [
    [
      "ai",
      "Pick one project from your portfolio. What problem did the research show that the brief had missed?",
    ],
    [
      "user",
      "The brief asked for a new dashboard. Interviews showed managers only needed three numbers each morning, so we designed a daily email digest first.",
    ],
    ["ai", "How did you convince the stakeholders who wanted the dashboard?"],
    [
      "user",
      "I ran a one-week test with 20 customers. Digest open rates were 71% and support tickets about reports fell by a third, so the dashboard moved to phase two.",
    ],
    [
      "ai",
      "Evidence-led and outcome-focused. Let's walk through the design system decisions in that project.",
    ],
  ]),
  "ai-specialists": chat("ai", 40, [
    ["ai", "Your model scored well offline but underperformed in production. How do you investigate?"],
    [
      "user",
      "First I compare feature distributions between training data and live traffic. On a churn model I found a field that was backfilled in training but arrived late in production.",
    ],
    ["ai", "How did you fix it and prevent it from happening again?"],
    [
      "user",
      "We rebuilt training data with point-in-time joins from the feature store and added a drift monitor on the top ten features with alerts in Slack.",
    ],
    [
      "ai",
      "That is a solid leakage diagnosis. Next, design an evaluation plan for a ranking model with delayed labels.",
    ],
  ]),
  "llm-specialists": chat("llm", 47, [
    ["ai", "Here are two model answers to a tax question. Which do you prefer, and why?"],
    [
      "user",
      "Answer B. Answer A is more fluent but cites a deduction limit from an older tax year. I rank factual accuracy above tone, as the rubric asks.",
    ],
    ["ai", "How would you write the rationale so another annotator reaches the same ranking?"],
    [
      "user",
      "I quote the wrong figure, link the current limit from the source document, and tag the error as 'outdated fact' so it maps to the rubric category.",
    ],
    [
      "ai",
      "Precise, reproducible reasoning. Your rationale matches our golden-set label. Next: three coding prompts to rank.",
    ],
  ]),
};
