/**
 * A cancelled discovery call, to the visitor or to the host; the cancellation is attached. When
 * the team cancelled it from the inbox, both read the reason the team gave.
 */
import { bookingEmailText as text } from "../../app/content/emails";
import { EmailButton, EmailFacts, EmailHeading, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface BookingCancellationEmailProps {
  siteOrigin: string;
  audience: "visitor" | "host";
  when: string;
  hostName: string;
  visitor: { name: string; email: string; company: string };
  bookAgainUrl: string;
  /** The team's reason, when the team cancelled the call. */
  reason?: string;
}

export function BookingCancellationEmail(props: BookingCancellationEmailProps) {
  const copy = text.cancelled;
  const host = props.audience === "host";
  const byTeam = props.reason !== undefined;
  const reason: [string, string][] = byTeam ? [[text.facts.reason, props.reason ?? ""]] : [];
  return (
    <EmailLayout preview={copy.preview} siteOrigin={props.siteOrigin}>
      <EmailHeading>{host ? copy.hostHeading : copy.heading}</EmailHeading>
      <EmailText>
        {host ? (byTeam ? copy.teamHostIntro : copy.hostIntro) : byTeam ? copy.teamIntro : copy.intro}
      </EmailText>
      <EmailFacts
        rows={
          host
            ? [
                [text.facts.when, props.when],
                ...reason,
                [text.facts.name, props.visitor.name],
                [text.facts.email, props.visitor.email],
                [text.facts.company, props.visitor.company],
              ]
            : [[text.facts.when, props.when], [text.facts.host, props.hostName], ...reason]
        }
      />
      {host ? null : <EmailButton href={props.bookAgainUrl}>{copy.bookAgain}</EmailButton>}
    </EmailLayout>
  );
}
