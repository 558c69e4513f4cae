/**
 * The e-mails of a hire's paid trial to the client, the hiring request's contact: the start, the
 * check-ins and the end (server/db/trials.ts schedules them). Rendered when the outbox worker
 * sends them, from the trial as it is then: a check-in or an end of a trial whose outcome is
 * already recorded, or whose request or candidate is gone, is not sent.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { trialEmailText as text } from "../../app/content/trial-emails";
import type { Database } from "../db/client";
import { candidates, hiringRequests, type OutboxRow } from "../db/schema";
import { addDays, clientFacingName, findTrial, TRIAL_EVENTS, trialJobPayloadSchema } from "../db/trials";
import type { MailMessage } from "../outbox/mailer";
import { jobPayload } from "../outbox/payload";
import { EmailFacts, EmailHeading, EmailText } from "./components";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render.server";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Monday, January 4, 2027" for a `YYYY-MM-DD` date. */
export function trialDayText(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

export interface TrialEmailProps {
  siteOrigin: string;
  kind: "started" | "check-in" | "ending";
  candidate: string;
  startsOn: string;
  /** The trial's last day. */
  lastDay: string;
  day?: number;
}

function TrialEmail(props: TrialEmailProps) {
  const facts = [
    [text.facts.candidate, props.candidate],
    [text.facts.starts, trialDayText(props.startsOn)],
    [text.facts.ends, trialDayText(props.lastDay)],
  ] as const;
  const copy =
    props.kind === "started"
      ? {
          preview: text.started.preview,
          heading: text.started.heading,
          intro: text.started.intro(props.candidate),
        }
      : props.kind === "check-in"
        ? {
            preview: text.checkIn.preview,
            heading: text.checkIn.heading(props.day ?? 1),
            intro: text.checkIn.intro(props.candidate),
          }
        : {
            preview: text.ending.preview,
            heading: text.ending.heading,
            intro: text.ending.intro(props.candidate),
          };
  return (
    <EmailLayout preview={copy.preview} siteOrigin={props.siteOrigin}>
      <EmailHeading>{copy.heading}</EmailHeading>
      <EmailText>{copy.intro}</EmailText>
      <EmailFacts rows={facts} />
      {props.kind === "ending" ? <EmailText tone="muted">{text.ending.guarantee}</EmailText> : null}
    </EmailLayout>
  );
}

export function createTrialEmails(options: {
  db: Database;
  siteOrigin: string;
}): Record<string, (job: OutboxRow) => Promise<MailMessage | null>> {
  const { db, siteOrigin } = options;

  async function compose(job: OutboxRow, kind: TrialEmailProps["kind"]): Promise<MailMessage | null> {
    const payload = jobPayload(job, trialJobPayloadSchema);
    const trial = await findTrial(db, payload.trialId);
    // Erased with its request or candidate: nobody is left to write to or about.
    if (!trial) return null;
    // The outcome withdraws pending follow-ups; this catches one claimed at that very moment.
    if (kind !== "started" && trial.status !== "running") return null;
    const [request] = await db
      .select({ email: hiringRequests.email })
      .from(hiringRequests)
      .where(eq(hiringRequests.id, trial.hiringRequestId));
    const [candidate] = await db
      .select({ name: candidates.name, share: candidates.shareProfileConsent })
      .from(candidates)
      .where(eq(candidates.id, trial.candidateId));
    if (!request || !candidate) return null;
    const name = clientFacingName(candidate.name, candidate.share);
    const rendered = await renderEmail(
      createElement(TrialEmail, {
        siteOrigin,
        kind,
        candidate: name,
        startsOn: trial.startsOn,
        lastDay: addDays(trial.endsOn, -1),
        ...(payload.day ? { day: payload.day } : {}),
      }),
    );
    const subject =
      kind === "started"
        ? text.started.subject(name)
        : kind === "check-in"
          ? text.checkIn.subject(payload.day ?? 1, name)
          : text.ending.subject(name);
    return { to: request.email, subject, ...rendered };
  }

  return {
    [TRIAL_EVENTS.started]: (job) => compose(job, "started"),
    [TRIAL_EVENTS.checkIn]: (job) => compose(job, "check-in"),
    [TRIAL_EVENTS.ending]: (job) => compose(job, "ending"),
  };
}
