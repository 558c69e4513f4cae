/** The candidate's acknowledgment e-mail, in English ({{…}} placeholders filled by i18next). */
import { candidateDurations, durationText } from "~/content/durations";
export const candidateEmailText = {
  subject: "We received your application to LatamMatch",
  preview: "What happens next with your application, {{firstName}}",
  greeting: "Hi {{firstName}},",
  intro: "Thank you for applying to LatamMatch as a {{specialization}}. Your application is in.",
  introJob: "Thank you for applying to the {{job}} role at LatamMatch. Your application is in.",
  resumeReceived: "We received your résumé with it: {{fileName}}.",
  nextTitle: "What happens next",
  step1: `A recruiter reviews your profile by hand within ${durationText(candidateDurations.applicationReview)}.`,
  step2: "If your profile fits open roles, we send you a link to the AI practice interview.",
  step3: "When a U.S. company is a match, we call you to confirm the rate and prepare the interview.",
  linkIntro: "While you wait, explore the roles U.S. companies are hiring for:",
  linkLabel: "See candidate opportunities",
  statusIntro:
    "Follow your application on your own status page: this link is personal, so keep it to yourself.",
  statusLabel: "See your application's status",
  receivedOn: "Application received on {{date}}.",
  signOff: "The LatamMatch talent team",
  footer:
    "You receive this e-mail because you applied on our website. We only use your details to match you with roles.",
  tagline: "A company from Bait Group",
  company: "LatamMatch · A company from Bait Group · Remote jobs with U.S. companies",
  contactPrefix: "Questions? Write to",
} as const;
