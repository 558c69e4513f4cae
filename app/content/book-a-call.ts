/** The /book-a-call page around the slot picker (the picker's own copy is in booking.ts). */

export const bookACallHero = {
  eyebrow: "Discovery call · 30 minutes",
  title: "Book a call with our hiring team",
  description:
    "Pick a time that suits you. We'll walk through the roles you need, typical salaries and how a 48-hour shortlist works — no commitment.",
  points: [
    "A hiring specialist who knows your stack",
    "Salary ranges for your roles in Latin America",
    "A plan for your first shortlist",
  ],
} as const;
