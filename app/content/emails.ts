/**
 * Copy of the e-mails the site sends. The layout's footer is shared by every e-mail; each
 * template's own copy sits under its name.
 */
import type { StackSlug } from "./categories";
import { companyDurations, durationText } from "./durations";
import { site } from "./site";

/** Brand colours of app/app.css, as literal values (e-mail clients know no CSS variables). */
export const emailColors = {
  primary: "#2446c7",
  accent: "#0d8a6a",
  navy: "#0b1530",
  text: "#0b1530",
  muted: "#4a5673",
  border: "#dde2ee",
  background: "#f3f5fa",
  card: "#ffffff",
  warning: "#b45309",
} as const;

export const emailLayoutText = {
  wordmark: site.name,
  tagline: site.tagline,
  /** Who sends the e-mail and how to reach a person (the legal sender line of every e-mail). */
  company: `${site.name} · ${site.tagline} · Remote staffing for U.S. companies`,
  contactPrefix: "Questions? Write to",
  contactEmail: site.contactEmail,
  postalAddress: site.postalAddress,
  unsubscribe: "Unsubscribe",
  unsubscribeNote: "You receive this e-mail because this address asked for it on our website.",
} as const;

/** The AI Talent Match Report, sent once to an address that asked for it in the popup. */
export const matchReportEmailText = {
  subject: "Your AI Talent Match Report",
  preview: "LATAM hourly rates, time to shortlist and savings against a U.S. hire.",
  heading: "Your AI Talent Match Report",
  intro:
    "Here is the report you asked for on our website. Rates are typical all-inclusive hourly ranges in our network; U.S. figures are median wages from the Bureau of Labor Statistics.",
  pickedRole: (role: string) => `Your role: ${role}`,
  noRolePicked: "You didn't pick a role, so here are the roles companies ask us for most.",
  /** The assumptions every role's figures use (the calculator's defaults). */
  assumptions: (seniority: string, hours: number, overhead: number) =>
    `Figures for a ${seniority.toLowerCase()} hire at ${hours} hours a week; U.S. reference with ${overhead}% employer overhead.`,
  /** Above each role's count of matching talent per country, from our regional figures. */
  talentByCountry: (category: string) => `Matching talent count by country (${category})`,
  talentCount: (count: string) => `${count} vetted professionals`,
  shortlistTitle: "Time to shortlist",
  shortlist: `3-5 pre-vetted candidates within ${durationText(companyDurations.shortlist)} of your call, with interview results attached.`,
  calculatorCta: "Run your own numbers",
  calculatorNote: "Change seniority, hours and overhead in the savings calculator.",
  bookCta: "Book a call",
  bookNote: "Tell us about the role and get your shortlist.",
  /** Shown when no role was picked: one per main category. */
  popularRoles: ["backend", "full-stack", "sdr-bdr", "product-design"] satisfies StackSlug[],
} as const;

/** The newsletter's double opt-in: nobody is subscribed before clicking this e-mail's link. */
export const newsletterConfirmationEmailText = {
  subject: "Confirm your subscription to AI Staffing Insights",
  preview: "One click and you're on the list.",
  heading: "Confirm your subscription",
  body: "Someone, hopefully you, asked to receive AI Staffing Insights, our monthly notes on LATAM hiring, salary benchmarks and AI-assisted recruiting, at this address.",
  button: "Confirm my subscription",
  linkIntro: "Or open this link:",
  expiry: (days: number) =>
    `The link works for ${days} days. If you didn't ask for this, ignore this e-mail: you won't be subscribed.`,
} as const;

/** "E-mail me this estimate" on /savings-calculator. */
export const estimateEmailText = {
  subject: (role: string) => `Your LatamMatch estimate: ${role}`,
  preview: (headline: string) => headline,
  heading: (role: string, seniority: string) => `Your estimate: ${role}, ${seniority.toLowerCase()}`,
  intro: "Here is the estimate you asked for on our savings calculator.",
  sourceTitle: "U.S. reference",
  openCalculator: "Open this estimate in the calculator",
  bookCta: "Book a call",
  bookNote: `Get 3-5 pre-vetted candidates for this role within ${durationText(companyDurations.shortlist)}.`,
  disclaimer:
    "An estimate for planning, not a quote. Your shortlist comes with exact rates for each candidate.",
} as const;

/** Discovery-call bookings: confirmation, move, cancellation and reminders, to the visitor and the host. */
export const bookingEmailText = {
  eventTitle: (company: string) => `LatamMatch discovery call · ${company}`,
  eventDescription:
    "30-minute discovery call with the LatamMatch hiring team: your roles, LATAM salary ranges and a plan for your first shortlist.",
  eventPlace: (place: string) => `Where: ${place}`,
  eventJoin: (url: string) => `Join the call: ${url}`,
  eventManage: (url: string) => `Reschedule or cancel: ${url}`,
  /** The button or link to the meeting in the e-mails. */
  joinCall: "Join the call",
  confirmed: {
    subject: (when: string) => `Your LatamMatch discovery call: ${when}`,
    hostSubject: (name: string, company: string, when: string) =>
      `New discovery call: ${name} (${company}), ${when}`,
    preview: "Your call is booked. The calendar invitation is attached.",
    heading: "Your discovery call is booked",
    hostHeading: "A discovery call was booked with you",
    intro: (host: string) =>
      `You'll talk with ${host} from our hiring team. The invitation is attached: add it to your calendar.`,
    hostIntro: "The invitation is attached. The visitor's details:",
  },
  rescheduled: {
    subject: (when: string) => `Your LatamMatch discovery call has moved: ${when}`,
    hostSubject: (name: string, company: string, when: string) =>
      `Discovery call moved: ${name} (${company}), ${when}`,
    preview: "Your call has a new time. The updated invitation is attached.",
    heading: "Your discovery call has moved",
    hostHeading: "A discovery call was moved",
    intro: (host: string) =>
      `Your call with ${host} is at its new time. The updated invitation replaces the old one.`,
    hostIntro: "The updated invitation is attached. The visitor's details:",
  },
  cancelled: {
    subject: (when: string) => `Cancelled: LatamMatch discovery call, ${when}`,
    hostSubject: (name: string, company: string, when: string) =>
      `Discovery call cancelled: ${name} (${company}), ${when}`,
    preview: "Your call is cancelled and its time is free again.",
    heading: "Your discovery call is cancelled",
    hostHeading: "A discovery call was cancelled",
    intro: "We've removed the call from the calendar. Whenever you're ready, pick a new time.",
    hostIntro: "The slot is free again. The visitor's details:",
    /** When the team cancelled it from the inbox, with a reason. */
    teamIntro:
      "We're sorry: our team had to cancel your discovery call. Whenever you're ready, pick a new time.",
    teamHostIntro:
      "The team cancelled this call from the inbox; the visitor was sent the reason. Their details:",
    bookAgain: "Book a new time",
  },
  reminder: {
    subject: (hours: number, when: string) =>
      `Reminder: your LatamMatch discovery call ${hours === 1 ? "in 1 hour" : `in ${hours} hours`} (${when})`,
    preview: "A quick reminder of your call with our hiring team.",
    heading: (hours: number) =>
      hours === 1 ? "Your discovery call starts in 1 hour" : "Your discovery call is tomorrow",
    intro: (host: string) => `You'll talk with ${host} from our hiring team.`,
  },
  facts: {
    when: "When",
    where: "Where",
    host: "With",
    name: "Name",
    email: "E-mail",
    company: "Company",
    zone: "Visitor's time zone",
    reason: "Reason",
  },
  manageIntro: "Can't make it?",
  reschedule: "Reschedule",
  cancel: "Cancel the call",
  hiringRequest: "Open the hiring request in the inbox",
} as const;
