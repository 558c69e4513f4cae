/**
 * The e-mail with a fresh link to the candidate's status page, in their language: asked for from
 * the page a wrong or revoked link opens, or sent when the team revokes their links. The link is
 * issued when the e-mail is sent (the outbox job holds only the candidate's id); the e-mail holds
 * that link and nothing else, no marketing.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { statusPageText } from "../../app/content/candidate-status-page";
import { emailT } from "../../app/content/ui/i18n.server";
import { isLocale, type Locale, localeInfo } from "../../app/lib/i18n/locales";
import { STATUS_LINK_EVENT } from "../db/candidate-status-link";
import { issueStatusUrl } from "../db/candidate-tokens";
import type { Database } from "../db/client";
import { candidates, type OutboxRow } from "../db/schema";
import type { MailMessage } from "../outbox/mailer";
import { jobPayload } from "../outbox/payload";
import { EmailButton, EmailHeading, EmailLink, EmailText } from "./components";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render.server";
import { statusLinkPayloadSchema } from "./visitor-events";

export interface StatusLinkEmailProps {
  siteOrigin: string;
  locale: Locale;
  fullName: string;
  /** The status page's absolute URL, with its token. */
  statusUrl: string;
}

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

function statusLinkSubject(locale: Locale): string {
  return statusPageText(locale).email.subject;
}

export function StatusLinkEmail(props: StatusLinkEmailProps) {
  const text = statusPageText(props.locale).email;
  const footer = emailT(props.locale);
  return (
    <EmailLayout
      preview={text.preview}
      siteOrigin={props.siteOrigin}
      lang={localeInfo[props.locale].tag}
      footerText={{
        tagline: footer("tagline"),
        company: footer("company"),
        contactPrefix: footer("contactPrefix"),
      }}
    >
      <EmailHeading>{text.greeting(firstNameOf(props.fullName))}</EmailHeading>
      <EmailText>{text.body}</EmailText>
      <EmailButton href={props.statusUrl}>{text.button}</EmailButton>
      <EmailText tone="muted">
        <EmailLink href={props.statusUrl}>{props.statusUrl}</EmailLink>
      </EmailText>
      <EmailText tone="muted">{text.keep}</EmailText>
      <EmailText tone="muted">{text.ignore}</EmailText>
    </EmailLayout>
  );
}

/**
 * The outbox's composer of the status-link e-mail: reads the candidate when the job is sent and
 * issues the new link then. A candidate erased meanwhile gets nothing (the job ends unsent).
 */
export function createStatusLinkEmails(options: {
  db: Database;
  siteOrigin: string;
}): Record<string, (job: OutboxRow) => Promise<MailMessage | null>> {
  return {
    async [STATUS_LINK_EVENT](job) {
      const { candidateId } = jobPayload(job, statusLinkPayloadSchema);
      const [row] = await options.db
        .select({ email: candidates.email, name: candidates.name, locale: candidates.locale })
        .from(candidates)
        .where(eq(candidates.id, candidateId));
      if (!row) return null;
      const locale = isLocale(row.locale) ? row.locale : "en";
      const statusUrl = await issueStatusUrl(options.db, {
        candidateId,
        locale,
        siteOrigin: options.siteOrigin,
      });
      const rendered = await renderEmail(
        createElement(StatusLinkEmail, {
          siteOrigin: options.siteOrigin,
          locale,
          fullName: row.name,
          statusUrl,
        }),
      );
      return { to: row.email, subject: statusLinkSubject(locale), ...rendered };
    },
  };
}
