/** The sales team's e-mail for each new lead: every answer, where the visit came from, the reference. */
import { EmailFacts, EmailHeading, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface LeadNotificationEmailProps {
  siteOrigin: string;
  heading: string;
  /** "possible spam: …" for a lead announced despite a doubt. */
  doubt: string | null;
  fields: readonly (readonly [string, string])[];
  attribution: readonly (readonly [string, string])[];
  reference: string;
  receivedAt: string;
}

export function LeadNotificationEmail(props: LeadNotificationEmailProps) {
  return (
    <EmailLayout preview={`${props.heading} from the website.`} siteOrigin={props.siteOrigin}>
      <EmailHeading>{props.heading}</EmailHeading>
      <EmailText tone="muted">{`${props.heading} from the website.`}</EmailText>
      {props.doubt ? (
        <EmailText tone="warning">
          <strong>{`Flagged as ${props.doubt}`}</strong>
        </EmailText>
      ) : null}
      <EmailFacts rows={props.fields} />
      {props.attribution.length > 0 ? (
        <>
          <EmailSubheading>Where the visit came from</EmailSubheading>
          <EmailFacts rows={props.attribution} />
        </>
      ) : null}
      <EmailSubheading>Reference</EmailSubheading>
      <EmailFacts
        rows={[
          ["Reference", props.reference],
          ["Received", props.receivedAt],
        ]}
      />
    </EmailLayout>
  );
}
