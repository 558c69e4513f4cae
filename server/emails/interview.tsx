/**
 * The interview e-mails, to the client or the candidate, in the reader's language: what happened,
 * the time (or the proposed times) in their own zone, where to answer or join; the invitation,
 * when there is one, is attached by the sender.
 */
import { emailT } from "../../app/content/ui/i18n.server";
import { type Locale, localeInfo } from "../../app/lib/i18n/locales";
import { EmailButton, EmailFacts, EmailHeading, EmailLink, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface InterviewEmailProps {
  siteOrigin: string;
  locale: Locale;
  preview: string;
  greeting: string;
  paragraphs: readonly string[];
  /** Label and value rows: the times, the place, a note. */
  facts?: readonly (readonly [label: string, value: string])[];
  button?: { href: string; label: string } | undefined;
  /** A link shown in full below the button (the status page's, which carries its token). */
  link?: string | undefined;
}

export function InterviewEmail(props: InterviewEmailProps) {
  const footer = emailT(props.locale);
  return (
    <EmailLayout
      preview={props.preview}
      siteOrigin={props.siteOrigin}
      lang={localeInfo[props.locale].tag}
      footerText={{
        tagline: footer("tagline"),
        company: footer("company"),
        contactPrefix: footer("contactPrefix"),
      }}
    >
      <EmailHeading>{props.greeting}</EmailHeading>
      {props.paragraphs.map((paragraph) => (
        <EmailText key={paragraph}>{paragraph}</EmailText>
      ))}
      {props.facts && props.facts.length > 0 ? <EmailFacts rows={props.facts} /> : null}
      {props.button ? <EmailButton href={props.button.href}>{props.button.label}</EmailButton> : null}
      {props.link ? (
        <EmailText tone="muted">
          <EmailLink href={props.link}>{props.link}</EmailLink>
        </EmailText>
      ) : null}
    </EmailLayout>
  );
}
