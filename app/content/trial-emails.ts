/**
 * The e-mails of a hire's paid trial, to the client (the hiring request's contact): the start,
 * the check-ins on the trial's third and tenth day, and the end, which asks them to confirm the
 * placement or ask for a replacement. The trial's length and the guarantees come from the pricing
 * model, never typed here.
 */
import { companyDurations, durationText } from "./durations";
import { terms, trial } from "./pricing-model";

/** The days of the trial the client gets a check-in on (day 1 is the start date). */
export const trialCheckInDays = [3, 10] as const;

const shortlistTime = durationText(companyDurations.shortlist);

export const trialEmailText = {
  facts: {
    candidate: "Candidate",
    starts: "Trial starts",
    ends: "Trial ends",
  },
  started: {
    subject: (candidate: string) => `Your ${terms.trial} with ${candidate} is booked`,
    preview: "The trial's dates and what happens next.",
    heading: "Your trial is booked",
    intro: (candidate: string) =>
      `Thank you for hiring ${candidate}. The ${terms.trial} is billed for ${trial.billing}. We will check in with you on days ${trialCheckInDays.join(" and ")} and ask for your decision when it ends.`,
  },
  checkIn: {
    subject: (day: number, candidate: string) =>
      `Day ${day} of your trial with ${candidate}: how is it going?`,
    preview: "A short check-in on the trial.",
    heading: (day: number) => `Day ${day} of the trial`,
    intro: (candidate: string) =>
      `How is the work with ${candidate} going? Reply to this e-mail with anything we should know: access, time zone, pace or fit. Your account manager reads every reply.`,
  },
  ending: {
    subject: (candidate: string) =>
      `Your trial with ${candidate} ends today: confirm or ask for a replacement`,
    preview: "Confirm the placement or ask for a replacement.",
    heading: "Your trial ends today",
    intro: (candidate: string) =>
      `Would you like to keep working with ${candidate}? Reply to this e-mail to confirm the placement, or to ask for a replacement: we reopen your request and send a new shortlist within ${shortlistTime}.`,
    guarantee: `After the trial, every hire keeps its guarantee: on Staff Augmentation a ${terms.staffAugmentationGuarantee} (${terms.staffAugmentationExtended}), on Direct Hiring a ${terms.directHiringGuarantee}.`,
  },
} as const;
