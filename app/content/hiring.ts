import { withIndefiniteArticle } from "~/lib/i18n/articles";
import { companyDurations, durationText } from "./durations";
import { site } from "./site";

export const thankYouContent = {
  title: "Thank you! Your request has been received",
  description: `We'll get back to you within ${durationText(companyDurations.reply)}.`,
  nextStepsTitle: "What happens next",
  nextSteps: [
    "Our team reviews your requirements.",
    `We schedule a discovery call within ${durationText(companyDurations.discoveryCall)}.`,
    `You receive a custom staffing plan within ${durationText(companyDurations.staffingPlan)}.`,
  ],
  /** The step of `nextSteps` that a call booked on the thank-you card replaces. */
  callStepIndex: 1,
  /** That step once the call is booked: the time (in the visitor's zone) and the host. */
  bookedCallStep: (when: string, host: string) => `Your discovery call with ${host} is booked: ${when}.`,
  homeLink: "Return to Home",
  bookingTitle: "Book your discovery call now",
  bookingOffer: "Skip the back-and-forth: pick a 30-minute slot with our hiring team.",
  bookingLoading: "Loading available times…",
  /**
   * /thank-you opened without a request just sent from this tab (a bookmark, a shared link): it
   * confirms nothing and points to the forms.
   */
  none: {
    title: "Nothing to confirm yet",
    description:
      "This page confirms a hiring request right after you send it, and none was sent from this browser in the last hour. Here is where to start:",
    forms: [
      { label: "Tell us about your hiring needs", href: "/hiring-form" },
      { label: "Book a discovery call", href: "/book-a-call" },
      { label: "Apply as a candidate", href: "/talent-apply" },
    ],
  },
} as const;

export const hiringFormPageContent = {
  title: "Tell us about your hiring needs",
  description: `Six short steps, about two minutes. We'll get back to you within ${durationText(companyDurations.reply)}.`,
  backLink: "Back to Home",
} as const;

/** Every text of the hiring request wizard; option lists and validation messages live in its schema. */
export const hiringWizardContent = {
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  percentComplete: (percent: number) => `${percent}% complete`,
  progressLabel: "Hiring request progress",
  steps: {
    details: {
      title: "Your details",
      description: "Who should we get back to?",
    },
    roles: {
      title: "Which roles are you hiring for?",
      description: "Select all that apply.",
      /** Added when a shortlist link named the role (the matcher, the savings calculator). */
      interest: (role: string) =>
        `Your shortlist request is for ${withIndefiniteArticle(role)}: its role is ticked.`,
    },
    primaryGoal: {
      title: "What is your primary goal?",
      description: "Choose the one that fits best.",
    },
    budgetRange: {
      title: "What is your budget range?",
      description: "A rough range helps us propose the right team.",
    },
    industries: {
      title: "Which industries or specialties?",
      description: "Select all that apply.",
    },
    additionalInfo: {
      title: "Additional information",
      description: "Optional: anything else we should know, such as seniority, time zones or start date.",
    },
  },
  fields: {
    name: { label: "Full name", placeholder: "Jane Smith", autoComplete: "name" },
    email: { label: "Work email", placeholder: "jane@company.com", autoComplete: "email" },
    phone: { label: "Phone", placeholder: "+1 (555) 123-4567", autoComplete: "tel" },
    company: { label: "Company", placeholder: "Acme Inc.", autoComplete: "organization" },
    additionalInfo: {
      label: "Additional information",
      placeholder: "Tell us about the team you want to build, must-have skills or your timeline.",
    },
  },
  honeypotLabel: "Leave this field empty",
  previous: "Previous",
  next: "Next",
  submit: "Submit Request",
  submitting: "Submitting...",
  errorSummary: (count: number, first: string) => (count === 1 ? first : `${count} errors on this step`),
  success: {
    title: "Form submitted successfully!",
    description: `We'll get back to you within ${durationText(companyDurations.reply)}.`,
  },
  failure: { title: "Error submitting form", description: "Please try again or contact us directly" },
  loading: "Loading the hiring form",
} as const;

/** The hiring modal's frame: its title, lead and the name of the form inside. */
export const hiringModalText = {
  title: `Get Started with ${site.name}`,
  subtitle: `Tell us about your hiring needs and we'll get back to you within ${durationText(companyDurations.reply)}.`,
  formTitle: "Hiring Form",
  closeLabel: "Close hiring form",
} as const;
