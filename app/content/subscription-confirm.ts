/** Copy of the newsletter confirmation page (the link in the double opt-in e-mail). */
export const subscriptionConfirmContent = {
  meta: {
    path: "/subscriptions/confirm",
    title: "Confirm your subscription | LatamMatch",
    description: "Confirm your subscription to AI Staffing Insights.",
  },
  confirm: {
    title: "Confirm your subscription",
    description:
      "One click and you'll receive AI Staffing Insights, our monthly notes on LATAM hiring, at this address.",
    button: "Confirm my subscription",
  },
  done: {
    title: "You're subscribed",
    description:
      "Thanks for confirming. AI Staffing Insights will arrive once a month; every issue has an unsubscribe link.",
  },
  unsubscribed: {
    title: "This address has unsubscribed",
    description:
      "This address left our list after this link was sent, so the link no longer subscribes it. Write to us if you'd like to come back.",
  },
  expired: {
    title: "This confirmation link has expired",
    description:
      "Confirmation links work for 7 days. Sign up again in the footer of any page and we'll send you a new one.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    description:
      "The link may be incomplete: open it again from the e-mail, or copy the whole address into your browser.",
  },
  homeLink: "Back to the home page",
} as const;
