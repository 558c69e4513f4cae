/**
 * The e-mail a company receives after sending a hiring request, in the language of the page it
 * sent it from: that the request is in, what happens next and the link to book the discovery call.
 */
import { hiringAcknowledgmentEmailText } from "../../app/content/hiring-acknowledgment-email";
import { pages } from "../../app/content/pages";
import { formatLongDate } from "../../app/lib/i18n/format";
import { type Locale, localeInfo } from "../../app/lib/i18n/locales";
import { EmailButton, EmailHeading, EmailSubheading, EmailText } from "./components";
import { EmailLayout } from "./layout";

export interface HiringAcknowledgmentEmailProps {
  siteOrigin: string;
  locale: Locale;
  name: string;
  company: string;
  /** ISO timestamp of the request. */
  receivedAt: string;
}

/** The first word of the name the requester typed, for the greeting. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function hiringAcknowledgmentSubject(locale: Locale): string {
  return hiringAcknowledgmentEmailText[locale].subject;
}

/** The discovery-call booking page the e-mail links to. */
function bookACallUrl(siteOrigin: string): string {
  return new URL(pages.bookACall.path, siteOrigin).href;
}

export function HiringAcknowledgmentEmail(props: HiringAcknowledgmentEmailProps) {
  const text = hiringAcknowledgmentEmailText[props.locale];
  const firstName = firstNameOf(props.name);
  return (
    <EmailLayout
      preview={text.preview(firstName)}
      siteOrigin={props.siteOrigin}
      lang={localeInfo[props.locale].tag}
      footerText={{ tagline: text.tagline, company: text.company, contactPrefix: text.contactPrefix }}
    >
      <EmailHeading>{text.greeting(firstName)}</EmailHeading>
      <EmailText>{text.intro(props.company)}</EmailText>
      <EmailSubheading>{text.nextTitle}</EmailSubheading>
      {text.nextSteps.map((step, index) => (
        <EmailText key={step}>{`${index + 1}. ${step}`}</EmailText>
      ))}
      <EmailText>{text.bookIntro}</EmailText>
      <EmailButton href={bookACallUrl(props.siteOrigin)}>{text.bookCta}</EmailButton>
      <EmailText tone="muted">
        {text.receivedOn(formatLongDate(new Date(props.receivedAt), props.locale))}
      </EmailText>
      <EmailText>{text.replyNote}</EmailText>
      <EmailText>{text.signOff}</EmailText>
      <EmailText tone="muted">{text.footer}</EmailText>
    </EmailLayout>
  );
}
