/** Every text of the discovery-call slot picker (/book-a-call, the wizard's confirmation) and the manage pages. */

/**
 * Where the calls take place (BOOKING_MEETING_URL, BOOKING_MEETING_PLACE): the link to join and
 * the place in words, either or both; empty when the host set neither.
 */
export interface MeetingPlace {
  url?: string;
  place?: string;
}

/** The "Add to calendar" links of the booking confirmation, on the page and in the e-mail. */
export const addToCalendarContent = {
  heading: "Add it to your calendar",
  google: "Add to Google Calendar",
  outlook: "Outlook",
  ics: "Apple (.ics)",
} as const;

export const slotPickerContent = {
  heading: "Book your discovery call",
  detailsLegend: "Your details",
  fields: {
    name: { label: "Full name", autoComplete: "name" },
    email: { label: "Work e-mail", autoComplete: "email" },
    company: { label: "Company", autoComplete: "organization" },
  },
  bookingAs: (name: string, email: string) => `Booking as ${name} (${email})`,
  timeZoneLabel: "Your time zone",
  timeZoneDetected: "detected",
  timeZoneGroups: { common: "Common time zones", all: "All time zones" },
  daysLegend: "Choose a day",
  timesLegend: (day: string) => `Available times on ${day}`,
  timesIn: (zone: string) => `Times are shown in ${zone}.`,
  noTimes: "No times are free on this day. Please choose another day.",
  noSlots: "No times are free in the next two weeks. Please write to us and we'll find one.",
  loading: "Loading available times…",
  loadFailed: "We couldn't load the available times.",
  retry: "Try again",
  pickTime: "Choose a time to continue.",
  submit: "Confirm booking",
  submitting: "Booking…",
  reschedule: "Move my call",
  taken: "Sorry, that time was just taken. Please pick another one.",
  failed: "We couldn't book this time. Please try again in a moment.",
  summary: (when: string) => `Selected: ${when}`,
  confirmedTitle: "Your call is booked",
  rescheduledTitle: "Your call has been moved",
  confirmedDetail: (when: string, host: string) => `${when} with ${host}.`,
  /** Where the call takes place, when the host set it (BOOKING_MEETING_PLACE, BOOKING_MEETING_URL). */
  meetingPlace: (place: string) => `Where: ${place}.`,
  joinCall: "Join the call",
  confirmedEmail: (email: string) =>
    `We've sent the calendar invitation to ${email}. It has links to cancel or reschedule.`,
} as const;

export const cancelBookingContent = {
  meta: { title: "Cancel Your Call | LatamMatch", path: "/book-a-call/cancel" },
  title: "Cancel your discovery call",
  description: "You can book a new time whenever it suits you.",
  when: (when: string, host: string) => `${when} with ${host}`,
  confirm: "Cancel the call",
  keep: "Keep it",
  cancelledTitle: "Your call is cancelled",
  cancelledDescription: "The time is free again. We've sent you a confirmation e-mail.",
  alreadyCancelled: "This call was already cancelled or moved.",
  invalidLink: "This link is not valid. Please use the link in your confirmation e-mail.",
  bookAgain: "Book a new time",
} as const;

export const rescheduleBookingContent = {
  meta: { title: "Reschedule Your Call | LatamMatch", path: "/book-a-call/reschedule" },
  title: "Reschedule your discovery call",
  pickerTitle: "Choose a new time",
  current: (when: string, host: string) => `Currently: ${when} with ${host}.`,
  notConfirmed: "This call was cancelled or moved already, so it can't be rescheduled.",
  invalidLink: "This link is not valid. Please use the link in your confirmation e-mail.",
  bookAgain: "Book a new time",
} as const;

/** Zones offered first in the picker's list (the visitor's own zone is always added). */
export const commonTimeZones = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "America/Mexico_City",
  "America/Bogota",
  "America/Lima",
  "America/Santiago",
  "America/Argentina/Buenos_Aires",
  "America/Sao_Paulo",
  "America/Montevideo",
  "Europe/London",
  "Europe/Madrid",
  "UTC",
] as const;
