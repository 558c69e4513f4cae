/** The double opt-in e-mail of the newsletter: the one link that subscribes the address. */
import { newsletterConfirmationEmailText as text } from "../../app/content/emails";
import { EmailButton, EmailHeading, EmailLink, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface NewsletterConfirmationEmailProps {
  siteOrigin: string;
  confirmUrl: string;
  /** How long the link works. */
  validDays: number;
  unsubscribeUrl: string;
}

export function NewsletterConfirmationEmail(props: NewsletterConfirmationEmailProps) {
  return (
    <EmailLayout preview={text.preview} siteOrigin={props.siteOrigin} unsubscribeUrl={props.unsubscribeUrl}>
      <EmailHeading>{text.heading}</EmailHeading>
      <EmailText>{text.body}</EmailText>
      <EmailButton href={props.confirmUrl}>{text.button}</EmailButton>
      <EmailText tone="muted">{text.linkIntro}</EmailText>
      <EmailText tone="muted">
        <EmailLink href={props.confirmUrl}>{props.confirmUrl}</EmailLink>
      </EmailText>
      <EmailText tone="muted">{text.expiry(props.validDays)}</EmailText>
    </EmailLayout>
  );
}
