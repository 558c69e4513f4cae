/**
 * The e-mail a pilot requester receives (queued with the request, rendered when the outbox sends
 * it): the pilot's chosen values, what happens next and a link to book a call.
 */
import { createElement } from "react";
import {
  type PilotSummary,
  pilotSummaryRows,
  pilotRequestEmailText as text,
} from "../../app/content/pilot-request";
import { formatLongDate } from "../../app/lib/i18n/format";
import type { OutboxRow } from "../db/schema";
import type { MailMessage } from "../outbox/mailer";
import { jobPayload } from "../outbox/payload";
import { EmailButton, EmailFacts, EmailHeading, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render.server";
import { pilotRequestAcknowledgmentPayloadSchema } from "./visitor-events";

export interface PilotRequestAcknowledgmentEmailProps {
  siteOrigin: string;
  name: string;
  pilot: PilotSummary;
  /** ISO timestamp of the request. */
  receivedAt: string;
}

/** The first word of the name the requester typed, for the greeting. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function PilotRequestAcknowledgmentEmail(props: PilotRequestAcknowledgmentEmailProps) {
  return (
    <EmailLayout preview={text.preview} siteOrigin={props.siteOrigin}>
      <EmailHeading>{text.greeting(firstNameOf(props.name))}</EmailHeading>
      <EmailText>{text.intro}</EmailText>
      <EmailFacts rows={pilotSummaryRows(props.pilot)} />
      <EmailSubheading>{text.nextTitle}</EmailSubheading>
      {text.steps.map((step, index) => (
        <EmailText key={step}>{`${index + 1}. ${step}`}</EmailText>
      ))}
      <EmailButton href={new URL("/book-a-call", props.siteOrigin).href}>{text.bookCta}</EmailButton>
      <EmailText tone="muted">{text.bookNote}</EmailText>
      <EmailText tone="muted">{text.receivedOn(formatLongDate(new Date(props.receivedAt), "en"))}</EmailText>
      <EmailText tone="muted">{text.notYou}</EmailText>
    </EmailLayout>
  );
}

/** Renders the outbox job's e-mail to the requester; throws (so the job is retried) on a bad payload. */
export async function composePilotRequestAcknowledgment(
  job: OutboxRow,
  siteOrigin: string,
): Promise<MailMessage> {
  const payload = jobPayload(job, pilotRequestAcknowledgmentPayloadSchema);
  const rendered = await renderEmail(
    createElement(PilotRequestAcknowledgmentEmail, {
      siteOrigin,
      name: payload.name,
      pilot: payload.pilot,
      receivedAt: payload.receivedAt,
    }),
  );
  return { to: payload.to, subject: text.subject, ...rendered };
}
