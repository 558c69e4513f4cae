/**
 * Copy of the pilot request (/human-data-llm-training/pilot-request): the page, the form, its
 * confirmation and the requester's acknowledgment e-mail. Option lists, limits and validation
 * messages live with the form's fields (./forms/pilot-request-fields.ts).
 */
import { formatLongDate } from "~/lib/i18n/format";
import { PILOT_LIMITS } from "./forms/pilot-request-fields";
import type { PilotRequest } from "./forms/pilot-request-schema";

export const pilotRequestPageText = {
  backLink: "Back to LLM Training Data",
  eyebrow: "Human data for LLM training",
  title: "Request a pilot or a proposal",
  description: `Tell us about your data, guidelines and volume. Pilots start with ${PILOT_LIMITS.annotatorCount.pilot} annotators and scale to 400+; we reply within 24 hours with a pilot plan.`,
} as const;

export const pilotRequestFormText = {
  formLabel: "Pilot request",
  detailsTitle: "Your details",
  pilotTitle: "Your pilot",
  labels: {
    name: "Full name",
    email: "Work email",
    company: "Company",
    annotatorCount: "Annotators",
    taskTypes: "Task types",
    languages: "Languages",
    volume: "Expected volume",
    volumeUnit: "Volume unit",
    qualityBar: "Quality bar",
    startDate: "Preferred start date",
    notes: "Notes (optional)",
  },
  hints: {
    annotatorCount: `How many annotators to start with. Pilots start with ${PILOT_LIMITS.annotatorCount.pilot} and scale to 400+.`,
    taskTypes: "Select all that apply.",
    languages: "The languages annotators must write and judge in. Select all that apply.",
    volume: "A rough weekly figure is enough.",
    qualityBar: "We inject golden-set tasks into 10–15% of the queue and report agreement weekly.",
    notes: "Domains, guidelines, tools you use, data security needs …",
  },
  submit: "Send Pilot Request",
  submitting: "Sending...",
  privacyBefore: "We use these details to answer your request, as our ",
  privacyLink: "Privacy Policy",
  privacyAfter: " explains.",
  errorTitle: "Your request was not sent",
  errorDescription: "Please check the highlighted fields, or try again in a moment.",
  confirmationTitle: "Thank you! Your pilot request has been received",
  confirmationDescription:
    "We'll get back to you within 24 hours with a pilot plan. A copy of your request is on its way to your inbox.",
  confirmationSummary: "What you asked for",
  backToPage: "Back to LLM Training Data",
} as const;

/** The acknowledgment the requester receives, with the pilot's chosen values. */
export const pilotRequestEmailText = {
  subject: "We received your pilot request",
  preview: "We'll reply within 24 hours with a pilot plan.",
  greeting: (firstName: string) => `Hi ${firstName},`,
  intro: "Thank you for your pilot request. Here is what you asked for:",
  nextTitle: "What happens next",
  steps: [
    "We review your task types, languages and quality bar.",
    "Within 24 hours we reply with a pilot plan: team, calibration on your guidelines and the figures we report weekly.",
    `The pilot starts with ${PILOT_LIMITS.annotatorCount.pilot} annotators, or the number you asked for, and scales once the quality figures are where you need them.`,
  ],
  bookCta: "Book a call",
  bookNote: "Prefer to talk it through? Pick a 30-minute slot with our team.",
  receivedOn: (date: string) => `Request received on ${date}.`,
  notYou: "If you didn't send this request, ignore this e-mail: nothing else will be sent.",
} as const;

/** The pilot's chosen values, as the confirmation and the acknowledgment repeat them. */
export type PilotSummary = Pick<
  PilotRequest,
  "annotatorCount" | "taskTypes" | "languages" | "volume" | "volumeUnit" | "qualityBar" | "startDate"
>;

/** "Label: value" rows of a pilot's values, in the form's order. */
export function pilotSummaryRows(pilot: PilotSummary): [string, string][] {
  const number = (value: number) => value.toLocaleString("en-US");
  return [
    ["Annotators", number(pilot.annotatorCount)],
    ["Task types", pilot.taskTypes.join(", ")],
    ["Languages", pilot.languages.join(", ")],
    ["Volume", `${number(pilot.volume)} ${pilot.volumeUnit.toLowerCase()}`],
    ["Quality bar", pilot.qualityBar],
    ["Start date", formatLongDate(new Date(`${pilot.startDate}T12:00:00Z`), "en")],
  ];
}
