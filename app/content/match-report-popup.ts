export const matchReportText = {
  eyebrow: "Free report",
  title: "Get your AI Talent Match Report",
  description:
    "Tell us where to send it and we'll email a report for your open role: how many pre-vetted LATAM candidates match, typical hourly rates by seniority and a realistic time to hire.",
  highlights: [
    "Matching talent count by country",
    "Hourly rate bands for your stack",
    "Savings against a U.S. hire",
  ],
  emailLabel: "Business email",
  emailPlaceholder: "you@company.com",
  roleLabel: "Role you're hiring for (optional)",
  roleAny: "Any role",
  submit: "Send My Free Report",
  submitting: "Sending...",
  decline: "No thanks",
  close: "Close report offer",
  successTitle: "Check your email for the AI Talent Match Report!",
  errorTitle: "We couldn't send your report",
  errorDescription: "Please check the address and try again in a moment.",
  privacy: "One report, plus occasional hiring insights. Unsubscribe anytime.",
} as const;
