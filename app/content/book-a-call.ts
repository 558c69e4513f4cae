/** The /book-a-call page around the slot picker (the picker's own copy is in booking.ts). */

export const bookACallHero = {
  eyebrow: "Discovery call · 30 minutes",
  title: "Book a call with our hiring team",
  // Worded to break into the same lines in the brand typeface and its fallback at every width, so
  // the typeface's arrival moves nothing below it.
  description:
    "Pick a time that suits you. We'll go through the roles you need, typical salaries and how a 48-hour shortlist works. No commitment.",
  points: [
    "A hiring specialist who knows your stack",
    "Salary ranges for your roles in Latin America",
    "A plan for your first shortlist",
  ],
} as const;
