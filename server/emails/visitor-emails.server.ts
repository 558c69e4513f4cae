/**
 * The e-mails the site sends to visitors through the outbox: the match report, the newsletter's
 * confirmation, the e-mailed estimate and the acknowledgments of hiring and pilot requests (the
 * candidates' e-mails are candidate-emails.server.ts'). The intake stores each request and queues its outbox
 * job (event + payload) in one transaction; the worker renders the e-mail here when it sends it,
 * so links are signed with the running server's secret and origin.
 */
import { createElement } from "react";
import { matchReportEmailText, newsletterConfirmationEmailText } from "../../app/content/emails";
import { isLocale, type Locale, localizePath } from "../../app/lib/i18n/locales";
import type { SignedTokens } from "../../app/lib/signed-token.server";
import type { OutboxRow } from "../db/schema";
import type { MailMessage } from "../outbox/mailer";
import { jobPayload } from "../outbox/payload";
import { EstimateEmail, estimateEmailSubject } from "./estimate";
import { HiringAcknowledgmentEmail, hiringAcknowledgmentSubject } from "./hiring-acknowledgment";
import {
  JobAlertConfirmationEmail,
  JobAlertDigestEmail,
  jobAlertConfirmationSubject,
  jobAlertDigestSubject,
} from "./job-alert-emails";
import { MatchReportEmail } from "./match-report";
import { NewsletterConfirmationEmail } from "./newsletter-confirmation";
import { composePilotRequestAcknowledgment } from "./pilot-request-acknowledgment";
import { renderEmail } from "./render.server";
import {
  CONFIRM_VALID_DAYS,
  confirmUrl,
  listUnsubscribeHeaders,
  signConfirmToken,
  signUnsubscribeToken,
  unsubscribeUrl,
} from "./subscription-links.server";
import {
  estimatePayloadSchema,
  hiringAcknowledgmentPayloadSchema,
  jobAlertConfirmationPayloadSchema,
  jobAlertDigestPayloadSchema,
  matchReportPayloadSchema,
  newsletterConfirmationPayloadSchema,
  VISITOR_EMAIL_EVENTS,
} from "./visitor-events";

/** Renders one outbox job's e-mail; throws (so the job is retried, then failed) when it cannot. */
export type ComposeEmail = (job: OutboxRow) => Promise<MailMessage>;

/** The job alert's confirmation page in the alert's language, with the signed token. */
function jobAlertConfirmUrl(siteOrigin: string, locale: Locale, token: string): string {
  const url = new URL(localizePath(JOB_ALERT_CONFIRM_PATH, locale), siteOrigin);
  url.searchParams.set("token", token);
  return url.href;
}

const JOB_ALERT_CONFIRM_PATH = "/job-alerts/confirm";

export function createVisitorEmails(options: {
  siteOrigin: string;
  tokens: SignedTokens;
}): Record<string, ComposeEmail> {
  const { siteOrigin, tokens } = options;
  const unsubscribeLinks = (subscriptionId: string) => ({
    url: unsubscribeUrl(siteOrigin, signUnsubscribeToken(tokens, subscriptionId)),
    headers: listUnsubscribeHeaders({ tokens, siteOrigin, subscriptionId }),
  });

  return {
    async [VISITOR_EMAIL_EVENTS.matchReport](job) {
      const payload = jobPayload(job, matchReportPayloadSchema);
      const unsubscribe = unsubscribeLinks(payload.subscriptionId);
      const rendered = await renderEmail(
        createElement(MatchReportEmail, {
          siteOrigin,
          roles: payload.roles,
          unsubscribeUrl: unsubscribe.url,
        }),
      );
      return {
        to: payload.to,
        subject: matchReportEmailText.subject,
        ...rendered,
        headers: unsubscribe.headers,
      };
    },

    async [VISITOR_EMAIL_EVENTS.newsletterConfirmation](job) {
      const payload = jobPayload(job, newsletterConfirmationPayloadSchema);
      const unsubscribe = unsubscribeLinks(payload.subscriptionId);
      // Signed when sent, so the link's days count from the e-mail's arrival.
      const link = confirmUrl(siteOrigin, signConfirmToken(tokens, payload.subscriptionId));
      const rendered = await renderEmail(
        createElement(NewsletterConfirmationEmail, {
          siteOrigin,
          confirmUrl: link,
          validDays: CONFIRM_VALID_DAYS,
          unsubscribeUrl: unsubscribe.url,
        }),
      );
      return {
        to: payload.to,
        subject: newsletterConfirmationEmailText.subject,
        ...rendered,
        headers: unsubscribe.headers,
      };
    },

    async [VISITOR_EMAIL_EVENTS.estimate](job) {
      const payload = jobPayload(job, estimatePayloadSchema);
      // Promotional like the match report, so it carries the same unsubscribe links, signed for
      // the estimate request (the job's refId).
      const unsubscribe = unsubscribeLinks(job.refId);
      const rendered = await renderEmail(
        createElement(EstimateEmail, {
          siteOrigin,
          estimate: payload.estimate,
          unsubscribeUrl: unsubscribe.url,
        }),
      );
      return {
        to: payload.to,
        subject: estimateEmailSubject(payload.estimate),
        ...rendered,
        headers: unsubscribe.headers,
      };
    },

    [VISITOR_EMAIL_EVENTS.pilotRequestAcknowledgment]: (job) =>
      composePilotRequestAcknowledgment(job, siteOrigin),
    async [VISITOR_EMAIL_EVENTS.hiringAcknowledgment](job) {
      const payload = jobPayload(job, hiringAcknowledgmentPayloadSchema);
      const locale = isLocale(payload.locale) ? payload.locale : "en";
      const rendered = await renderEmail(
        createElement(HiringAcknowledgmentEmail, { ...payload, siteOrigin, locale }),
      );
      return { to: payload.to, subject: hiringAcknowledgmentSubject(locale), ...rendered };
    },

    async [VISITOR_EMAIL_EVENTS.jobAlertConfirmation](job) {
      const payload = jobPayload(job, jobAlertConfirmationPayloadSchema);
      const locale = isLocale(payload.locale) ? payload.locale : "en";
      const unsubscribe = unsubscribeLinks(payload.subscriptionId);
      // The newsletter's signed token: the alert is a subscription, confirmed the same way.
      const link = jobAlertConfirmUrl(siteOrigin, locale, signConfirmToken(tokens, payload.subscriptionId));
      const rendered = await renderEmail(
        createElement(JobAlertConfirmationEmail, {
          siteOrigin,
          locale,
          filter: payload.filter,
          confirmUrl: link,
          validDays: CONFIRM_VALID_DAYS,
          unsubscribeUrl: unsubscribe.url,
        }),
      );
      return {
        to: payload.to,
        subject: jobAlertConfirmationSubject(locale),
        ...rendered,
        headers: unsubscribe.headers,
      };
    },

    async [VISITOR_EMAIL_EVENTS.jobAlertDigest](job) {
      const payload = jobPayload(job, jobAlertDigestPayloadSchema);
      const locale = isLocale(payload.locale) ? payload.locale : "en";
      const unsubscribe = unsubscribeLinks(payload.subscriptionId);
      const rendered = await renderEmail(
        createElement(JobAlertDigestEmail, {
          siteOrigin,
          locale,
          filter: payload.filter,
          openings: payload.openings,
          more: payload.more ?? 0,
          boardSearch: payload.boardSearch ?? "",
          unsubscribeUrl: unsubscribe.url,
        }),
      );
      return {
        to: payload.to,
        subject: jobAlertDigestSubject(locale, payload.openings.length + (payload.more ?? 0)),
        ...rendered,
        headers: unsubscribe.headers,
      };
    },
  };
}
