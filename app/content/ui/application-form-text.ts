/**
 * Labels, hints and messages of the candidate application form, in English. The other locales'
 * versions (application-form-es.ts, application-form-pt-br.ts) load with the form, on pages in that language.
 */

import { candidateDurations, durationText } from "~/content/durations";
import { RETENTION } from "~/content/retention";
import {
  type Availability,
  type CandidateCountry,
  type EnglishLevel,
  MESSAGES,
} from "../candidate-application";

/** Displayed names of the options; the stored values stay the English ones. */
const countryLabels: Record<CandidateCountry, string> = {
  Argentina: "Argentina",
  Brazil: "Brazil",
  Chile: "Chile",
  Colombia: "Colombia",
  Mexico: "Mexico",
  Uruguay: "Uruguay",
  Peru: "Peru",
  "Costa Rica": "Costa Rica",
  Ecuador: "Ecuador",
  Panama: "Panama",
  Paraguay: "Paraguay",
  Bolivia: "Bolivia",
};

const englishLevelLabels: Record<EnglishLevel, string> = {
  Basic: "Basic",
  Conversational: "Conversational",
  Professional: "Professional",
  Fluent: "Fluent",
  Native: "Native",
};

const availabilityLabels: Record<Availability, string> = {
  Immediately: "Immediately",
  "In 2 weeks": "In 2 weeks",
  "In 1 month": "In 1 month",
  Later: "In more than a month",
};

export const applicationFormText = {
  messages: MESSAGES,
  countries: countryLabels,
  englishLevels: englishLevelLabels,
  availabilities: availabilityLabels,
  formLabel: "Candidate application",
  labels: {
    fullName: "Full name",
    email: "Email",
    country: "Country",
    category: "Category",
    specialization: "Specialization",
    yearsOfExperience: "Years of experience",
    englishLevel: "English level",
    profileUrl: "LinkedIn or portfolio URL",
    hourlyRate: "Expected hourly rate (USD)",
    note: "Short note (optional)",
    availability: "Available from (optional)",
  },
  placeholders: {
    country: "Select your country",
    englishLevel: "Select your English level",
    category: "Select a category",
    specialization: "Select a specialization",
    categoryFirst: "Select a category first",
    availability: "Not sure yet",
  },
  hints: {
    hourlyRate: "Between $5 and $500 an hour.",
    profileUrl: "A LinkedIn profile, GitHub, Behance or personal site.",
    note: "Availability, time zone preferences or anything we should know. Up to 1,000 characters.",
  },
  consents: {
    legend: "Your consents",
    stayInPool: "Keep me in the talent pool for future roles",
    stayInPoolGeneral: `Ticked by default: we keep your profile for ${RETENTION.poolConsentMonths} months and write to you when another role fits. Untick it to be considered for current roles only.`,
    stayInPoolJob: `Unticked by default: we consider you for this role only. Tick it to be kept for future roles too, for ${RETENTION.poolConsentMonths} months.`,
    shareProfile: "Share my full profile and résumé with client companies on a shortlist",
    shareProfileHint:
      "Unticked by default: companies on a shortlist then see only your first name and the initial of your last name.",
    changeLater: "You can change both at any time on your status page, linked in every e-mail we send you.",
  },
  privacyBefore: "We use your details only to match you with roles. Read our ",
  privacyLink: "Privacy Policy",
  privacyAfter: " (opens in a new tab).",
  submit: "Submit Application",
  submitting: "Submitting...",
  successTitle: "Application received!",
  successDescription: `Our talent team will review it and get back to you within ${durationText(candidateDurations.applicationReview)}.`,
  errorTitle: "Error submitting application",
  errorDescription: "Please try again or contact us directly. Your answers are saved.",
  confirmationTitle: "Thank you, your application is in",
  confirmationDescription: `A recruiter reviews every application by hand and writes to you within ${durationText(candidateDurations.applicationReview)}, with a link to the AI practice interview if your profile fits open roles.`,
  doneLabel: "Close",
  anotherLabel: "Submit another application",
  resume: {
    label: "Résumé (optional)",
    hint: "PDF or Word (.docx), up to {{limit}}.",
    tooLarge:
      "This file is larger than {{limit}}: choose a PDF or a Word document (.docx) of at most {{limit}}.",
    wrongType: "Choose a PDF or a Word document (.docx).",
    unsupported:
      "This file is not a PDF or a Word document: choose a PDF or a .docx file of at most {{limit}}.",
    failed: "Your résumé could not be uploaded. Please try again.",
    chooseAgain: "Your answers were restored, but a file cannot be: choose your résumé ({{name}}) again.",
  },
} as const;
