/**
 * Every e-mail template with sample props: `npm run emails:preview` renders each one to
 * reports/emails/<name>.html and .txt for review, and the template tests render them all.
 * A new template gets its entry here.
 */

import { createElement, type FunctionComponent, type ReactElement } from "react";
import { bookingCalendarUrl, calendarLinks } from "../../app/lib/calendar-links";
import { findRejectionReason } from "../db/vetting";
import { BookingCancellationEmail } from "./booking-cancellation";
import { BookingConfirmationEmail } from "./booking-confirmation";
import { BookingReminderEmail } from "./booking-reminder";
import { CandidateAcknowledgmentEmail } from "./candidate-acknowledgment";
import { CandidateStageChangeEmail } from "./candidate-stage-change";
import { EstimateEmail } from "./estimate";
import { HiringAcknowledgmentEmail } from "./hiring-acknowledgment";
import { JobAlertConfirmationEmail, JobAlertDigestEmail } from "./job-alert-emails";
import { LeadNotificationEmail } from "./lead-notification";
import { MatchReportEmail } from "./match-report";
import { NewsletterConfirmationEmail } from "./newsletter-confirmation";
import { PilotRequestAcknowledgmentEmail } from "./pilot-request-acknowledgment";
import { StatusLinkEmail } from "./status-link";

export interface CatalogEntry {
  /** File name of the preview, kebab-case. */
  name: string;
  element: () => ReactElement;
}

const SAMPLE_ORIGIN = "https://latammatch.example";
/** A status page token's shape (43 base64url characters); it opens nothing. */
const SAMPLE_STATUS_TOKEN = "sample-status-token-sample-status-token-abc";
const SAMPLE_UNSUBSCRIBE = `${SAMPLE_ORIGIN}/unsubscribe?token=sample-token`;

function entry<Props extends object>(
  name: string,
  template: FunctionComponent<Props>,
  props: Props,
): CatalogEntry {
  return { name, element: () => createElement(template, props) };
}

export const emailCatalog: readonly CatalogEntry[] = [
  ...(["en", "es", "pt-br"] as const).map((locale) =>
    entry(`status-link-${locale}`, StatusLinkEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      locale,
      fullName: "Valentina Gómez",
      statusUrl: `${SAMPLE_ORIGIN}/candidate/sample-token`,
    }),
  ),
  entry("lead-notification", LeadNotificationEmail, {
    siteOrigin: SAMPLE_ORIGIN,
    heading: "New hiring request",
    doubt: null,
    fields: [
      ["Name", "Jane Doe"],
      ["Email", "jane@acme.example"],
      ["Company", "Acme Inc"],
      ["Roles", "Engineering, Product"],
      ["Additional information", "We need two backend engineers.\nStart in March."],
    ],
    attribution: [["UTM source", "newsletter"]],
    reference: "0b8f6f0e-3a7e-4a4b-9a53-5a0c1b8c2f10",
    receivedAt: "2026-03-01T12:00:00.000Z",
  }),
  entry("match-report", MatchReportEmail, {
    siteOrigin: SAMPLE_ORIGIN,
    roles: ["backend"],
    unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
  }),
  entry("match-report-no-role", MatchReportEmail, {
    siteOrigin: SAMPLE_ORIGIN,
    roles: [],
    unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
  }),
  entry("newsletter-confirmation", NewsletterConfirmationEmail, {
    siteOrigin: SAMPLE_ORIGIN,
    confirmUrl: `${SAMPLE_ORIGIN}/subscriptions/confirm?token=sample-token`,
    validDays: 7,
    unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
  }),
  ...(["en", "es", "pt-br"] as const).flatMap((locale) => [
    entry(`job-alert-confirmation-${locale}`, JobAlertConfirmationEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      locale,
      filter: { category: "developers", stack: "backend", country: "AR" },
      confirmUrl: `${SAMPLE_ORIGIN}/job-alerts/confirm?token=sample-token`,
      validDays: 7,
      unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
    }),
    entry(`job-alert-digest-${locale}`, JobAlertDigestEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      locale,
      filter: { category: "developers" },
      openings: [
        {
          slug: "senior-backend-developer",
          title: "Senior Backend Developer",
          category: "developers",
          stack: "backend",
          location: "Remote",
          rateMin: 45,
          rateMax: 55,
        },
      ],
      more: 4,
      boardSearch: "?category=developers",
      unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
    }),
  ]),
  entry("estimate", EstimateEmail, {
    unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
    siteOrigin: SAMPLE_ORIGIN,
    estimate: { role: "backend", seniority: "senior", hoursPerWeek: 40, overheadPercent: 30 },
  }),
  entry("estimate-without-us-figure", EstimateEmail, {
    unsubscribeUrl: SAMPLE_UNSUBSCRIBE,
    siteOrigin: SAMPLE_ORIGIN,
    estimate: { role: "growth", seniority: "junior", hoursPerWeek: 20, overheadPercent: 25 },
  }),
  ...bookingEntries(),
  ...(["en", "es", "pt-br"] as const).map((locale) =>
    entry(`candidate-acknowledgment-${locale}`, CandidateAcknowledgmentEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      locale,
      fullName: "María Fernanda López",
      category: "developers",
      specialization: "backend",
      receivedAt: "2026-03-01T12:00:00.000Z",
      statusUrl: `${SAMPLE_ORIGIN}${locale === "en" ? "" : `/${locale}`}/candidate/${SAMPLE_STATUS_TOKEN}`,
    }),
  ),
  ...(["technical", "vetted", "rejected", "withdrawn"] as const).flatMap((stage) =>
    (["en", "es", "pt-br"] as const).map((locale) =>
      entry(`candidate-${stage}-${locale}`, CandidateStageChangeEmail, {
        siteOrigin: SAMPLE_ORIGIN,
        locale,
        fullName: "María Fernanda López",
        stage,
        ...(stage === "rejected" ? { reason: findRejectionReason("english-level")?.message[locale] } : {}),
        statusUrl: `${SAMPLE_ORIGIN}${locale === "en" ? "" : `/${locale}`}/candidate/${SAMPLE_STATUS_TOKEN}`,
      }),
    ),
  ),
  entry("candidate-acknowledgment-job-es", CandidateAcknowledgmentEmail, {
    siteOrigin: SAMPLE_ORIGIN,
    locale: "es",
    fullName: "María Fernanda López",
    category: "developers",
    specialization: "backend",
    receivedAt: "2026-03-01T12:00:00.000Z",
    jobTitle: "Desarrolladora backend sénior",
    resumeFileName: "María López CV.pdf",
  }),
  entry("pilot-request-acknowledgment", PilotRequestAcknowledgmentEmail, {
    siteOrigin: SAMPLE_ORIGIN,
    name: "Jane Doe",
    pilot: {
      annotatorCount: 10,
      taskTypes: ["RLHF preference ranking", "Red-teaming"],
      languages: ["English", "Spanish"],
      volume: 2000,
      volumeUnit: "Tasks per week",
      qualityBar: "Our standard: Cohen's Kappa ≥ 0.80 and golden-set accuracy ≥ 85%",
      startDate: "2026-03-16",
    },
    receivedAt: "2026-03-01T12:00:00.000Z",
  }),
  ...(["en", "es", "pt-br"] as const).map((locale) =>
    entry(`hiring-acknowledgment-${locale}`, HiringAcknowledgmentEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      locale,
      name: "Jordan Lee",
      company: "Acme Analytics",
      receivedAt: "2026-03-01T12:00:00.000Z",
    }),
  ),
];

/** The discovery-call e-mails (app/features/booking/booking-emails.server.ts). */
function bookingEntries(): CatalogEntry[] {
  const when = "Tuesday, December 1, 2026, 10:00 – 10:30 AM Central Time (Chicago)";
  const visitor = {
    name: "Jane Doe",
    email: "jane@acme.example",
    company: "Acme Inc",
    timeZone: "America/Chicago",
  };
  const links = {
    cancelUrl: `${SAMPLE_ORIGIN}/book-a-call/cancel?token=sample-token`,
    rescheduleUrl: `${SAMPLE_ORIGIN}/book-a-call/reschedule?token=sample-token`,
    calendarLinks: calendarLinks(
      {
        title: "LatamMatch discovery call · Acme Inc",
        description: "A 30-minute discovery call with LatamMatch.",
        startsAt: "2026-12-01T16:00:00.000Z",
        endsAt: "2026-12-01T16:30:00.000Z",
      },
      bookingCalendarUrl(SAMPLE_ORIGIN, "sample-token"),
    ),
  };
  const confirmation = { siteOrigin: SAMPLE_ORIGIN, when, hostName: "Daniela Ruiz", visitor, ...links };
  return [
    entry("booking-confirmation", BookingConfirmationEmail, {
      ...confirmation,
      audience: "visitor",
      kind: "confirmed",
    }),
    entry("booking-confirmation-host", BookingConfirmationEmail, {
      ...confirmation,
      audience: "host",
      kind: "confirmed",
      when: "Tuesday, December 1, 2026, 11:00 – 11:30 AM Eastern Time (New York)",
      hiringRequestUrl: `${SAMPLE_ORIGIN}/inbox/leads/hiring-requests/0b8f6f0e-3a7e-4a4b-9a53-5a0c1b8c2f10`,
    }),
    entry("booking-rescheduled", BookingConfirmationEmail, {
      ...confirmation,
      audience: "visitor",
      kind: "rescheduled",
    }),
    entry("booking-cancellation", BookingCancellationEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      audience: "visitor",
      when,
      hostName: "Daniela Ruiz",
      visitor,
      bookAgainUrl: `${SAMPLE_ORIGIN}/book-a-call`,
    }),
    entry("booking-cancellation-by-team", BookingCancellationEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      audience: "visitor",
      when,
      hostName: "Daniela Ruiz",
      visitor,
      bookAgainUrl: `${SAMPLE_ORIGIN}/book-a-call`,
      reason: "Daniela is out sick that day; we're sorry for the short notice.",
    }),
    entry("booking-cancellation-host", BookingCancellationEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      audience: "host",
      when,
      hostName: "Daniela Ruiz",
      visitor,
      bookAgainUrl: `${SAMPLE_ORIGIN}/book-a-call`,
    }),
    entry("booking-reminder-24h", BookingReminderEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      hoursBefore: 24,
      when,
      hostName: "Daniela Ruiz",
      ...links,
    }),
    entry("booking-reminder-1h", BookingReminderEmail, {
      siteOrigin: SAMPLE_ORIGIN,
      hoursBefore: 1,
      when,
      hostName: "Daniela Ruiz",
      ...links,
    }),
  ];
}
