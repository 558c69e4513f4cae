export const thankYouContent = {
  title: "Thank you! Your request has been received",
  description: "We'll get back to you within 24 hours.",
  nextStepsTitle: "What happens next",
  nextSteps: [
    "Our team reviews your requirements.",
    "We schedule a discovery call within 24 hours.",
    "You receive a custom staffing plan within 7 days.",
  ],
  homeLink: "Return to Home",
} as const;

export const hiringFormPageContent = {
  title: "Tell us about your hiring needs",
  description: "Six short steps, about two minutes. We'll get back to you within 24 hours.",
  backLink: "Back to Home",
} as const;
