/** Copy of "E-mail me this estimate" on /savings-calculator (the e-mail's own copy is in emails.ts). */
export const estimateEmailFormText = {
  open: "E-mail me this estimate",
  openHint: "Get these figures and the U.S. source in your inbox.",
  emailLabel: "Work email",
  emailPlaceholder: "you@company.com",
  submit: "Send my estimate",
  submitting: "Sending...",
  consent:
    "By sending, you agree that we e-mail you this estimate and may contact you about your hire. No newsletter unless you sign up.",
  privacyLink: "Privacy policy",
  sent: (email: string) => `Sent to ${email}. It should arrive within a minute.`,
  successTitle: "Your estimate is on its way",
  errorTitle: "We couldn't send your estimate",
  errorDescription: "Please check the address and try again in a moment.",
} as const;
