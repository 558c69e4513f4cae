/**
 * The interview e-mails, rendered when the outbox worker sends them (so they show the interview
 * as it is then): the request to the candidate, in their language, with the proposed times in
 * their zone and a fresh link to their status page; the confirmation, move and cancellation to
 * both sides, each with the invitation in the reader's own zone; and the candidate's "other
 * times" to the client. The client reads the candidate's name as the shortlist shows it: in full
 * only with the candidate's consent to share their profile, else first name and initial.
 */
import { createElement } from "react";
import type { MeetingPlace } from "~/content/booking";
import { candidateInterviewText, clientInterviewText } from "~/content/interviews";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { issueStatusUrl } from "~server/db/candidate-tokens";
import type { Database } from "~server/db/client";
import type { OutboxRow } from "~server/db/schema";
import { InterviewEmail } from "~server/emails/interview";
import { renderEmail } from "~server/emails/render.server";
import type { MailMessage } from "~server/outbox/mailer";
import { jobPayload } from "~server/outbox/payload";
import { formatInterviewTime } from "./format";
import {
  findInterview,
  INTERVIEW_EVENTS,
  type InterviewJobPayload,
  type InterviewView,
  interviewJobPayloadSchema,
} from "./interviews.server";
import { buildInterviewInvitation } from "./invitation.server";

export interface InterviewEmailOptions {
  db: Database;
  siteOrigin: string;
  /** Where interviews take place: the discovery calls' setting (BOOKING_MEETING_URL, _PLACE). */
  meeting: MeetingPlace;
  /** The invitations' organizer: the team's address. */
  organizer: { name: string; email: string };
  /** The client's page to move or cancel an interview from, once there is one for the request. */
  clientManageUrl?: (interview: InterviewView) => Promise<string | undefined>;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** "María P.": a name as a client sees it without the candidate's consent to share their profile. */
function shownName(interview: InterviewView): string {
  if (interview.candidate.shareProfile) return interview.candidate.name;
  const [first = interview.candidate.name, ...rest] = interview.candidate.name.trim().split(/\s+/);
  const initial = rest.at(-1)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function createInterviewEmails(
  options: InterviewEmailOptions,
): Record<string, (job: OutboxRow) => Promise<MailMessage | null>> {
  const { db, siteOrigin } = options;

  async function load(
    job: OutboxRow,
  ): Promise<{ interview: InterviewView; payload: InterviewJobPayload } | null> {
    const payload = jobPayload(job, interviewJobPayloadSchema);
    // Erased since with its candidate or request: nobody is left to write to.
    const interview = await findInterview(db, payload.interviewId);
    return interview ? { interview, payload } : null;
  }

  const localeOf = (interview: InterviewView): Locale =>
    isLocale(interview.candidate.locale) ? interview.candidate.locale : "en";

  const statusUrl = (interview: InterviewView) =>
    issueStatusUrl(db, { candidateId: interview.candidate.id, locale: localeOf(interview), siteOrigin });

  async function invitationFor(
    interview: InterviewView,
    recipient: InterviewJobPayload["recipient"],
    manageUrl: string | undefined,
    cancelled: boolean,
  ) {
    if (!interview.startsAt || !interview.endsAt) return {};
    const candidate = recipient === "candidate";
    return {
      icalEvent: buildInterviewInvitation({
        uid: interview.calendarUid,
        sequence: interview.calendarSequence,
        startsAt: interview.startsAt,
        endsAt: interview.endsAt,
        timeZone: candidate ? interview.candidate.timeZone : interview.client.timeZone,
        locale: candidate ? localeOf(interview) : "en",
        company: candidate ? interview.company : shownName(interview),
        recipient: candidate
          ? { name: interview.candidate.name, email: interview.candidate.email }
          : { name: interview.client.name, email: interview.client.email },
        organizer: options.organizer,
        manageUrl,
        meeting: options.meeting,
        cancelled,
      }),
    };
  }

  /** Where the interview takes place, as lines of the e-mail. */
  const meetingLines = (locale: Locale): string[] => {
    const event = candidateInterviewText(locale).event;
    return [
      ...(options.meeting.place ? [event.place(options.meeting.place)] : []),
      ...(options.meeting.url ? [event.join(options.meeting.url)] : []),
    ];
  };

  async function timed(
    job: OutboxRow,
    kind: "confirmed" | "rescheduled" | "cancelled",
  ): Promise<MailMessage | null> {
    const loaded = await load(job);
    if (!loaded) return null;
    const { interview, payload } = loaded;
    if (!interview.startsAt) return null;
    const cancelled = kind === "cancelled";
    if (payload.recipient === "candidate") {
      const locale = localeOf(interview);
      const text = candidateInterviewText(locale);
      const when = formatInterviewTime(interview.startsAt, interview.candidate.timeZone, locale);
      const link = await statusUrl(interview);
      const body =
        kind === "confirmed"
          ? text.email.confirmedBody(interview.company, when)
          : kind === "rescheduled"
            ? text.email.rescheduledBody(interview.company, when)
            : text.email.cancelledBody(interview.company);
      const rendered = await renderEmail(
        createElement(InterviewEmail, {
          siteOrigin,
          locale,
          preview: body,
          greeting: text.email.greeting(firstNameOf(interview.candidate.name)),
          paragraphs: cancelled ? [body] : [body, ...meetingLines(locale)],
          button: cancelled ? undefined : { href: link, label: text.email.manage },
          link: cancelled ? undefined : link,
        }),
      );
      return {
        to: interview.candidate.email,
        subject:
          kind === "confirmed"
            ? text.email.confirmedSubject(when)
            : kind === "rescheduled"
              ? text.email.rescheduledSubject(when)
              : text.email.cancelledSubject(interview.company),
        ...rendered,
        ...(await invitationFor(interview, "candidate", cancelled ? undefined : link, cancelled)),
      };
    }
    const text = clientInterviewText;
    const name = shownName(interview);
    const when = formatInterviewTime(interview.startsAt, interview.client.timeZone, "en");
    const manageUrl = cancelled ? undefined : await options.clientManageUrl?.(interview);
    const body =
      kind === "confirmed"
        ? text.confirmedBody(name, when)
        : kind === "rescheduled"
          ? text.rescheduledBody(name, when)
          : text.cancelledBody(name);
    const rendered = await renderEmail(
      createElement(InterviewEmail, {
        siteOrigin,
        locale: "en",
        preview: text.preview,
        greeting: text.greeting(firstNameOf(interview.client.name)),
        paragraphs: cancelled
          ? [body]
          : [body, ...meetingLines("en"), manageUrl ? text.manageOnPage : text.manage],
        button: manageUrl ? { href: manageUrl, label: text.manageButton } : undefined,
      }),
    );
    return {
      to: interview.client.email,
      subject:
        kind === "confirmed"
          ? text.confirmedSubject(name, when)
          : kind === "rescheduled"
            ? text.rescheduledSubject(name, when)
            : text.cancelledSubject(name),
      ...rendered,
      ...(await invitationFor(interview, "client", manageUrl, cancelled)),
    };
  }

  return {
    async [INTERVIEW_EVENTS.requested](job) {
      const loaded = await load(job);
      if (!loaded) return null;
      const { interview } = loaded;
      // Answered or closed before the worker got to it: the page says so, no e-mail asks for it.
      if (interview.status !== "requested") return null;
      const locale = localeOf(interview);
      const text = candidateInterviewText(locale);
      const link = await statusUrl(interview);
      const zone = interview.candidate.timeZone;
      const rendered = await renderEmail(
        createElement(InterviewEmail, {
          siteOrigin,
          locale,
          preview: text.email.requestPreview,
          greeting: text.email.greeting(firstNameOf(interview.candidate.name)),
          paragraphs: [text.email.requestBody(interview.company), text.email.timesIntro(zone)],
          facts: interview.times.map(
            (time, index) => [String(index + 1), formatInterviewTime(time, zone, locale)] as const,
          ),
          button: { href: link, label: text.email.answer },
          link,
        }),
      );
      return {
        to: interview.candidate.email,
        subject: text.email.requestSubject(interview.company),
        ...rendered,
      };
    },

    [INTERVIEW_EVENTS.confirmed]: (job) => timed(job, "confirmed"),
    [INTERVIEW_EVENTS.rescheduled]: (job) => timed(job, "rescheduled"),
    [INTERVIEW_EVENTS.cancelled]: (job) => timed(job, "cancelled"),

    async [INTERVIEW_EVENTS.otherTimes](job) {
      const loaded = await load(job);
      if (!loaded) return null;
      const { interview } = loaded;
      const text = clientInterviewText;
      const name = shownName(interview);
      const manageUrl = await options.clientManageUrl?.(interview);
      const rendered = await renderEmail(
        createElement(InterviewEmail, {
          siteOrigin,
          locale: "en",
          preview: text.preview,
          greeting: text.greeting(firstNameOf(interview.client.name)),
          paragraphs: [text.otherTimesBody(name)],
          facts: interview.note ? [[text.note, interview.note]] : [],
          button: manageUrl ? { href: manageUrl, label: text.manageButton } : undefined,
        }),
      );
      return { to: interview.client.email, subject: text.otherTimesSubject(name), ...rendered };
    },
  };
}
