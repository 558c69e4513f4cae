/**
 * One factory per form for tests and benchmarks: the fields a valid submission carries. Plain data
 * with no server imports, so unit, integration and browser tests and the benchmarks share it.
 */
import type { SubscriptionSource } from "../../app/content/forms/subscription-schema";

/** A hiring request's own fields, as the wizard sends them and the lead store keeps them. */
export function hiringFields(overrides: Record<string, unknown> = {}) {
  return {
    name: "Jane Doe",
    email: "jane@acme.example",
    phone: "+1 415 555 0100",
    company: "Acme Inc",
    roles: ["Engineering"],
    primaryGoal: "Scale existing team",
    budgetRange: "$50K-200K/quarter",
    industries: ["Software Development"],
    ...overrides,
  };
}

/** The body `POST /api/hiring-requests` takes: the fields, an empty honeypot and a form token. */
export function hiringRequestBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return { ...hiringFields(), website: "", formToken, ...overrides };
}

/** A candidate application's own fields, as the form sends them (no résumé). */
export function candidateApplicationFields(overrides: Record<string, unknown> = {}) {
  return {
    fullName: "María González",
    email: "maria@example.com",
    country: "Argentina",
    category: "developers",
    specialization: "full-stack",
    yearsOfExperience: 6,
    englishLevel: "Fluent",
    profileUrl: "https://www.linkedin.com/in/maria-gonzalez",
    hourlyRate: 45,
    note: "Available from next month",
    ...overrides,
  };
}

/** The body `POST /api/candidate-applications` takes. */
export function candidateApplicationBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return { ...candidateApplicationFields(), website: "", formToken, ...overrides };
}

/** A newsletter subscription; `source: "match-report"` (and a `role`) makes it the match report's. */
export function subscriptionFields(overrides: Record<string, unknown> = {}) {
  const source: SubscriptionSource = "newsletter";
  return { email: "reader@acme.example", source, ...overrides };
}

/** The body `POST /api/subscriptions` takes. */
export function subscriptionBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return { ...subscriptionFields(), website: "", formToken, ...overrides };
}

/** The body `POST /api/job-alerts` takes: an address, its language and a filter of every kind. */
export function jobAlertBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return {
    email: "Ana@candidate.example",
    locale: "es",
    category: "developers",
    stack: "backend",
    country: "AR",
    website: "",
    formToken,
    ...overrides,
  };
}

/** An estimate request's fields: the address and the savings calculator's inputs. */
export function estimateRequestFields(overrides: Record<string, unknown> = {}) {
  return {
    email: "cfo@acme.example",
    role: "backend",
    seniority: "senior",
    hoursPerWeek: 40,
    overheadPercent: 30,
    ...overrides,
  };
}

/** The body `POST /api/estimate-requests` takes. */
export function estimateRequestBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return { ...estimateRequestFields(), website: "", formToken, ...overrides };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body `POST /api/pilot-requests` takes; its start date is two weeks from now, so always allowed. */
export function pilotRequestBody(formToken: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Park",
    email: "ada.park@modellab.example",
    company: "Model Lab",
    annotatorCount: 10,
    taskTypes: ["RLHF preference ranking", "Red-teaming"],
    languages: ["English", "Spanish"],
    volume: 2500,
    volumeUnit: "Tasks per week",
    qualityBar: "Our standard: Cohen's Kappa ≥ 0.80 and golden-set accuracy ≥ 85%",
    startDate: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
    notes: "Coding prompts in Python <b>and</b> TypeScript",
    website: "",
    formToken,
    ...overrides,
  };
}

/** A call slot as `GET /api/booking-slots` lists it: its host and its start (UTC). */
interface BookingSlot {
  hostId: string;
  start: string;
}

/** A booking's own fields: the visitor's details, the chosen slot and the zone they saw it in. */
export function bookingFields(slot: BookingSlot, overrides: Record<string, unknown> = {}) {
  return {
    name: "Jane Doe",
    email: "jane@acme.example",
    company: "Acme Inc",
    hostId: slot.hostId,
    start: slot.start,
    timeZone: "America/Chicago",
    ...overrides,
  };
}

/** The body `POST /api/bookings` takes. */
export function bookingBody(formToken: string, slot: BookingSlot, overrides: Record<string, unknown> = {}) {
  return { ...bookingFields(slot), website: "", formToken, ...overrides };
}
