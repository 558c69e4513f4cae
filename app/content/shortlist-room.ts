/**
 * The words of the client's shortlist page, /shortlists/{token}, and of the e-mails around it:
 * the link sent to the client and the note to the request's owner on each client action. English
 * only: the hiring request records no language (the wizard is English).
 */
import { companyDurations, durationText } from "./durations";
import { FULL_TIME_HOURS_PER_WEEK, trial } from "./pricing-model";
import type { ShortlistPassReason } from "./shortlist-pass-reasons";
import { site } from "./site";

export const shortlistPassReasons: Readonly<Record<ShortlistPassReason, string>> = {
  skills: "Skills do not match the role",
  experience: "Not enough experience",
  rate: "Rate is above our budget",
  "time-zone": "Too little time-zone overlap",
  english: "English level",
  other: "Another reason",
};

export const shortlistPageText = {
  title: "Your shortlist",
  description: "The candidates the team picked for your hiring request.",
  requestLine: (company: string, roles: string) => `${company}: ${roles}`,
  sentOn: (date: string) => `Sent ${date}`,
  expiresOn: (date: string) => `This link works until ${date}.`,
  changed: {
    heading: "What changed since this link was sent",
    added: (names: string) => `New on the list: ${names}.`,
    removed: (names: string) => `No longer on the list: ${names}.`,
  },
  zone: {
    label: "Your time zone",
    submit: "Show overlap",
    fromRequest: (zone: string) =>
      `Overlap is counted against ${zone}, the time zone noted for your request; pick yours to change it.`,
    fromDefault: (zone: string) => `Overlap is counted against ${zone}; pick your time zone to change it.`,
    chosen: (zone: string) => `Overlap is counted against ${zone}.`,
    detected: (zone: string) => `Overlap is counted against ${zone}, your browser's time zone.`,
  },
  card: {
    seniority: { junior: "Junior", mid: "Mid-level", senior: "Senior" } as Readonly<Record<string, string>>,
    years: (years: number) => `${years} ${years === 1 ? "year" : "years"} of experience`,
    overlap: (hours: number) => `${hours} h of their working day overlaps yours (9:00–17:00 each)`,
    overlapUnknown: "Time-zone overlap: not known yet",
    english: (level: string) => `English: ${level} (CEFR)`,
    skills: "Skills",
    scorecards: "Vetting scorecards",
    noScorecards: "No scorecard summary yet.",
    stageAverage: (average: string, count: number) =>
      `average ${average} of 4 (${count} ${count === 1 ? "scorecard" : "scorecards"})`,
    pitch: "Why we picked them",
    price: "Price",
    hourly: (rate: string) => `${rate} an hour, all-inclusive`,
    monthly: (price: string) => `${price} a month at ${FULL_TIME_HOURS_PER_WEEK} hours a week`,
    priceUnknown: "Rate to be confirmed by the team",
    resumeAfterInterview: "Résumé after the interview",
    resume: (name: string) => `Download ${name}'s résumé`,
    unavailable: "No longer available",
    unavailableNote: "This candidate is no longer available for your role.",
  },
  pass: {
    open: "Pass on this candidate",
    heading: (name: string) => `Pass on ${name}`,
    reason: "Reason",
    choose: "Choose a reason",
    note: "Anything you would like the team to know (optional)",
    submit: "Pass",
    passed: (reason: string) => `You passed: ${reason}.`,
  },
  interview: {
    open: "Request interview",
    heading: (name: string) => `Request an interview with ${name}`,
    intro: (zone: string, minutes: number) =>
      `Pick up to three times that suit you, shown in ${zone}. Each interview lasts ${minutes} minutes; the candidate confirms one.`,
    choices: ["First choice", "Second choice (optional)", "Third choice (optional)"],
    choose: "Choose a time",
    noTime: "No other time",
    submit: "Send the interview request",
    noSlots: `This candidate has no free interview hours in the next two weeks. Write to ${site.contactEmail} and the team arranges a time.`,
    requested: (times: string) => `Interview requested: the candidate picks one of ${times}.`,
    otherTimes: "The candidate asked for other times. Pick new ones below.",
    candidateNote: (note: string) => `Their note: ${note}`,
    confirmed: (time: string) =>
      `Interview confirmed for ${time}. The calendar invitation is in your e-mail.`,
    cancelled: "The interview was cancelled.",
    cancel: "Cancel the interview",
  },
  hire: {
    heading: (name: string) => `Hire ${name}`,
    intro: `After the interview: the hire starts with a ${durationText(companyDurations.trial, "en", { adjective: true })} paid trial, billed for ${trial.billing}; if you do not continue, there is ${trial.ifNotContinued}.`,
    startsOn: "Trial start date",
    submit: "Hire — start the trial",
  },
  trial: {
    running: (start: string, end: string) => `Trial from ${start} to ${end}.`,
    placed: (start: string) => `Hired: placement confirmed after the trial that started ${start}.`,
    replacement: "You asked for a replacement: the team is building a new shortlist.",
    decide: "How is the trial going?",
    outcome: "Your decision",
    placedOption: "Confirm the placement",
    replacementOption: "Ask for a replacement",
    note: "What should the replacement do differently? (required for a replacement)",
    submit: "Send my decision",
  },
  notices: {
    passed: "Thank you: the team has your answer.",
    "already-passed": "You had already passed on this candidate.",
    "invalid-form": "The form could not be read. Please choose a reason and try again.",
    "no-reason": "Please choose a reason for passing.",
    "note-too-long": "Please keep your note shorter.",
    unavailable: "This candidate is no longer available.",
    "rate-limited": "Too many requests from your network. Please wait a few minutes and try again.",
    "interview-requested":
      "Your interview request is on its way: the candidate picks one of your times, and you both get a calendar invitation by e-mail.",
    "interview-cancelled": "The interview is cancelled, and the candidate has been told.",
    hired:
      "The trial is booked: we e-mail you its start, check in on days 3 and 10, and ask for your decision at its end.",
    placed: "Thank you: the placement is confirmed.",
    "replacement-asked": `We have your request: the team builds a new shortlist for you within ${durationText(companyDurations.shortlist)}.`,
    refused: "That could not be done.",
  },
  notFound: {
    title: "Shortlist not found",
    description: `This link does not open a shortlist. Check that you copied the whole link from the e-mail, or write to ${site.contactEmail}.`,
  },
  gone: {
    title: "This shortlist link has closed",
    expired: "The link has expired.",
    revoked: "The team has closed this link.",
    contact: (email: string) => `Write to ${email} for a new link.`,
    contactButton: "E-mail the team",
  },
} as const;

export type ShortlistNotice = keyof typeof shortlistPageText.notices;

export const shortlistEmailText = {
  subject: (company: string) => `Your ${site.name} shortlist for ${company}`,
  preview: (count: number) => `${count} vetted candidates picked for your request`,
  greeting: (firstName: string) => `Hi ${firstName},`,
  body: (count: number) =>
    `Your shortlist is ready: ${count} vetted candidates picked for your request, each with their scorecards, our note on why we picked them and their price.`,
  button: "Open your shortlist",
  expires: (date: string) => `The link is private to you and works until ${date}. Please do not forward it.`,
  reply: "Reply to this e-mail with any question.",
} as const;

export const shortlistOwnerEmailText = {
  subject: (company: string, what: string) => `${company} ${what} their shortlist`,
  what: {
    viewed: "opened",
    passed: "passed on a candidate of",
    "interview-requested": "asked for an interview from",
    "interview-cancelled": "cancelled an interview from",
    hired: "hired from",
    placed: "confirmed a placement from",
    replacement: "asked for a replacement on",
  },
  body: {
    viewed: (company: string) => `${company} opened the shortlist link for the first time.`,
    passed: (company: string, candidate: string, reason: string) =>
      `${company} passed on ${candidate}: ${reason}.`,
    "interview-requested": (company: string, candidate: string) =>
      `${company} asked to interview ${candidate}; the candidate picks one of the times they proposed.`,
    "interview-cancelled": (company: string, candidate: string) =>
      `${company} cancelled their interview with ${candidate}.`,
    hired: (company: string, candidate: string) =>
      `${company} hired ${candidate}: the paid trial is booked, and the request's page shows its dates.`,
    placed: (company: string, candidate: string) =>
      `${company} confirmed the placement of ${candidate} after the trial.`,
    replacement: (company: string, candidate: string) =>
      `${company} asked for a replacement for ${candidate}: the request is open again with a new shortlist clock.`,
  },
  note: (text: string) => `Their note: ${text}`,
  button: "Open the hiring request",
} as const;
