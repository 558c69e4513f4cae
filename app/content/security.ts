/**
 * Copy of /security: what the site stores, for how long, how it is protected, who on our team
 * can see it, which outside services touch it and how a person gets a copy or has it erased.
 * Every statement describes what the code does (server/db/schema.ts, the retention job, the
 * inbox); company-pages.test.ts ties the figures to the server's own defaults, so a change there
 * fails until this page says the same.
 */

import { durationText, privacyDurations } from "./durations";
import { RETENTION } from "./retention";
import { site } from "./site";
import type { CtaBandContent, HeroContent } from "./types";

/** Inbox sessions end after this long idle or in all (inbox/app/lib/sessions.server.ts). */
export const SESSION_LIMITS = { idleHours: 2, maxDays: 7 } as const;

const contact = site.contactEmail;

/** A candidate's applications and profile go together (server/retention), from the last activity. */
const candidateRetention = `Deleted ${RETENTION.leadMonths} months after the last activity on your profile (your latest application, or our latest step in reviewing it); kept ${RETENTION.poolConsentMonths} months from your consent if you agree to stay in our talent pool.`;

export const securityHero: HeroContent = {
  eyebrow: "Security and data",
  title: "What we keep, for how long, and who can see it",
  description:
    "Every form on this site stores only what it asks for. Here is what that is, how it is protected, and how to get a copy of your data or have it erased.",
  actions: [
    { label: "Ask about your data", href: `mailto:${contact}`, external: true },
    { label: "Read the Privacy Policy", href: "/privacy", variant: "secondary" },
  ],
};

export interface StoredRecord {
  /** The table it lives in, for the hero's inventory card. */
  id: string;
  title: string;
  /** What it holds, in the words of the form that collects it. */
  fields: string;
  retention: string;
  /** The retention in a few words, for the hero's inventory card. */
  keep: string;
}

export const securityStored: {
  caption: string;
  eyebrow: string;
  title: string;
  description: string;
  records: readonly StoredRecord[];
  withEveryForm: { title: string; items: readonly string[] };
} = {
  caption: "What we keep, and for how long",
  eyebrow: "What we store",
  title: "Five kinds of records, and the log of what our team does",
  description:
    "Nothing else is kept about visitors: no profiles built from browsing, no advertising cookies.",
  records: [
    {
      id: "hiring-requests",
      title: "Hiring requests",
      fields:
        "Name, work e-mail, phone, company, the roles, goal, budget and industries you chose, and your note.",
      retention: `Deleted ${RETENTION.leadMonths} months after they arrive.`,
      keep: `${RETENTION.leadMonths} months`,
    },
    {
      id: "pilot-requests",
      title: "Pilot requests",
      fields:
        "Name, work e-mail, company, and the pilot you described: annotators, task types, languages, volume, quality bar, start date and your note.",
      retention: `Deleted ${RETENTION.leadMonths} months after they arrive.`,
      keep: `${RETENTION.leadMonths} months`,
    },
    {
      id: "candidate-applications",
      title: "Candidate applications",
      fields: "Name, e-mail, the answers of the application form and the language you applied in.",
      retention: candidateRetention,
      keep: `${RETENTION.leadMonths} months`,
    },
    {
      id: "candidates",
      title: "Talent pool profiles",
      fields:
        "One profile per e-mail address, from your applications: name, country, time zone, languages and English level, skills, seniority, expected rate and availability; the stage of our review with who moved it and when, our interviewers' scorecards and notes, and your consents.",
      retention: candidateRetention,
      keep: `${RETENTION.leadMonths} months`,
    },
    {
      id: "candidate-addresses",
      title: "Other addresses of a talent pool profile",
      fields:
        "When our team finds that two profiles are one person and merges them, the e-mail address of the merged one, so that a later application from it joins the same profile.",
      retention: "Deleted with the profile it belongs to.",
      keep: "As long as the profile",
    },
    {
      id: "subscriptions",
      title: "Newsletter and report subscriptions",
      fields:
        "E-mail, which form you used, the role a report was for, and when you confirmed or unsubscribed.",
      retention: "Kept while you are subscribed; deleted within a day of unsubscribing.",
      keep: "Until you unsubscribe",
    },
    {
      id: "bookings",
      title: "Discovery calls",
      fields: "Name, e-mail, company, your time zone, the time of the call and its host.",
      retention: `Deleted ${RETENTION.leadMonths} months after the call took place.`,
      keep: `${RETENTION.leadMonths} months after the call`,
    },
    {
      id: "estimate-requests",
      title: "Savings estimates",
      fields: "E-mail and the calculator's inputs: role, seniority, hours a week and overhead.",
      retention: `Deleted ${RETENTION.leadMonths} months after they arrive.`,
      keep: `${RETENTION.leadMonths} months`,
    },
    {
      id: "audit-log",
      title: "Audit log",
      fields:
        "Who on our team did what and when: sign-ins, status changes, exports and erasures. It holds record ids and counts, never a person's details.",
      retention: "Kept after the records it mentions are deleted, to show what happened to them.",
      keep: "Kept, without personal details",
    },
  ],
  withEveryForm: {
    title: "With every form",
    items: [
      "The page you came from and the campaign tags of the link, so we know which pages help people find us.",
      "Your browser type and IP address, to limit repeated submissions and filter spam.",
      `A copy of each e-mail our team is notified with, deleted after ${RETENTION.mailDays} days.`,
    ],
  },
};

export interface SecurityMeasure {
  title: string;
  description: string;
}

export const securityProtection: {
  eyebrow: string;
  title: string;
  measures: readonly SecurityMeasure[];
  /** The hero card's footer: the protections in a few words. */
  summary: readonly string[];
} = {
  summary: ["TLS in transit", "argon2id passwords", "AES-256-GCM keys"],
  eyebrow: "How it is protected",
  title: "Encrypted in transit, hashed or encrypted where it matters",
  measures: [
    {
      title: "In transit: TLS",
      description:
        "Every page and form is served over HTTPS, with TLS ended at the proxy in front of our server, and browsers are told to use nothing else (HSTS).",
    },
    {
      title: "Passwords: argon2id",
      description: "Our team's passwords are stored only as argon2id hashes; nobody can read them back.",
    },
    {
      title: "Two-step keys: AES-256-GCM",
      description: "The keys of our team's authenticator apps are stored encrypted with AES-256-GCM.",
    },
    {
      title: "At rest: the hosting's encryption",
      description:
        "The database and the e-mail copies live on our hosting provider's storage, whose encryption at rest protects them.",
    },
    {
      title: "Signed links and forms",
      description:
        "Confirmation, unsubscribe and booking links carry a signature, so they cannot be forged, and each form carries a signed token that counts once.",
    },
    {
      title: "Only our own code in your browser",
      description:
        "Pages load no third-party scripts, trackers or fonts; a strict Content-Security-Policy allows only our own.",
    },
  ],
};

export const securityAccess: {
  eyebrow: string;
  title: string;
  description: string;
  points: readonly SecurityMeasure[];
} = {
  eyebrow: "Who can see it",
  title: "Named accounts, two roles, every action logged",
  description:
    "Your details are read by the team members who answer you, in our own inbox and in the notifications it sends them.",
  points: [
    {
      title: "Roles",
      description:
        "Sales works the requests. Only admins manage accounts, read the audit log and answer privacy requests.",
    },
    {
      title: "Two-step sign-in",
      description:
        "Accounts add a code from an authenticator app to their password, and admins can be required to. Repeated wrong guesses are refused.",
    },
    {
      title: "Sessions that end",
      description: `A session ends after ${SESSION_LIMITS.idleHours} hours idle or ${SESSION_LIMITS.maxDays} days in all, and can be ended everywhere at once.`,
    },
    {
      title: "An audit log",
      description:
        "Sign-ins, failed sign-ins, status changes, notes, exports and erasures are recorded with who did them and when.",
    },
  ],
};

export const securityProcessors: {
  eyebrow: string;
  title: string;
  description: string;
  items: readonly SecurityMeasure[];
  none: string;
} = {
  eyebrow: "Outside services",
  title: "Who else touches the data",
  description: "Three kinds of service, each only for the job named here.",
  items: [
    {
      title: "Hosting",
      description: "Runs our server and database and ends TLS in front of them.",
    },
    {
      title: "E-mail delivery (SMTP)",
      description: "Sends the e-mails you ask for and notifies our team of each request.",
    },
    {
      title: "Our own CRM connection (optional)",
      description:
        "When switched on, each request is also sent to our CRM's address, signed (HMAC-SHA256) so the receiver can check it came from us.",
    },
  ],
  none: "No analytics, advertising or data broker receives anything from this site, and we do not sell personal information.",
};

export const securityRights: {
  eyebrow: string;
  title: string;
  description: string;
  rights: readonly SecurityMeasure[];
  howTitle: string;
  steps: readonly string[];
  unsubscribe: string;
} = {
  eyebrow: "Your rights",
  title: "GDPR, LGPD and CCPA rights, and how to use them",
  description:
    "Wherever you live — the European Union, Brazil, California or elsewhere — you can ask us to show you, correct or delete what we hold about you.",
  rights: [
    {
      title: "Access and a copy",
      description: "Every record we hold under your e-mail address, in one file.",
    },
    {
      title: "Correction",
      description: "Tell us what is wrong and we fix it.",
    },
    {
      title: "Erasure",
      description:
        "Your records and the e-mails about them are deleted, and your address is replaced with [erased] in our team's notes.",
    },
    {
      title: "Objection and consent",
      description: "Stop a use of your data or withdraw consent, such as the newsletter, at any time.",
    },
  ],
  howTitle: "How to make a request",
  steps: [
    `E-mail ${contact} from the address you used with us, and say whether you want a copy, a correction or an erasure.`,
    "We confirm it is you, then an admin finds every record under that address: hiring requests, applications, subscriptions, discovery calls and estimates.",
    "For a copy, you receive one file with all of them. For an erasure, they are deleted together in one step, and the audit log records that it happened without your address.",
    `We reply within ${durationText(privacyDurations.reply)}. Someone you authorise in writing may ask for you.`,
  ],
  unsubscribe: "Every newsletter and report e-mail also carries a one-click unsubscribe link.",
};

export const securityCta: CtaBandContent = {
  title: "A question about your data?",
  description: `Write to ${contact}. The same address takes privacy requests.`,
  actions: [
    { label: "E-mail us", href: `mailto:${contact}`, external: true },
    { label: "Read the Privacy Policy", href: "/privacy", variant: "secondary" },
  ],
};
