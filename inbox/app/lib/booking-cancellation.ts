/** The longest reason the team may give when it cancels a call (the visitor reads it in the e-mail). */
export const MAX_CANCELLATION_REASON_LENGTH = 500;
