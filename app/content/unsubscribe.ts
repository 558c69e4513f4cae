/** Copy of the unsubscribe page (the link in every newsletter, report and job alert e-mail). */
export const unsubscribeContent = {
  meta: {
    path: "/unsubscribe",
    title: "Unsubscribe | LatamMatch",
    description: "Stop receiving LatamMatch newsletter and report e-mails.",
  },
  confirm: {
    title: "Unsubscribe from our e-mails?",
    /** When the subscription is already gone (the retention job deleted it). */
    description: "You will no longer receive the e-mails this link was sent with at this address.",
    button: "Unsubscribe",
  },
  /** What the link stops, by the list it was sent for (a job alert's page is in jobAlertTextFor). */
  stops: {
    newsletter: "You will no longer receive the AI Staffing Insights newsletter at this address.",
    "match-report": "You will no longer receive AI Talent Match Report e-mails at this address.",
    estimate: "You will no longer receive savings estimate e-mails at this address.",
  },
  done: {
    title: "You are unsubscribed",
    description:
      "We will not send you these e-mails again. Your address is deleted from our list within a day.",
  },
  /** An estimate is no list: nothing is deleted, the request only records the unsubscription. */
  estimateDone: {
    title: "You are unsubscribed",
    description: "We will not send you these e-mails again.",
  },
  invalid: {
    title: "This unsubscribe link is not valid",
    description:
      "The link may be incomplete: open it again from the e-mail, or copy the whole address into your browser. You can also reply to any of our e-mails and we will unsubscribe you.",
  },
  homeLink: "Back to the home page",
} as const;
