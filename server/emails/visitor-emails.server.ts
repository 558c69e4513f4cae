/**
 * The e-mails the site sends to visitors through the outbox: the match report, the newsletter's
 * confirmation and the e-mailed estimate. The intake stores each request and queues its outbox
 * job (event + payload) in one transaction; the worker renders the e-mail here when it sends it,
 * so links are signed with the running server's secret and origin.
 */
import { createElement } from "react";
import { matchReportEmailText, newsletterConfirmationEmailText } from "../../app/content/emails";
import type { SignedTokens } from "../../app/features/submissions/signed-token.server";
import {
  CONFIRM_VALID_DAYS,
  confirmUrl,
  signConfirmToken,
} from "../../app/features/subscriptions/confirm.server";
import {
  listUnsubscribeHeaders,
  signUnsubscribeToken,
  unsubscribeUrl,
} from "../../app/features/subscriptions/unsubscribe.server";
import { isLocale } from "../../app/lib/i18n/locales";
import type { OutboxRow } from "../db/schema";
import type { MailMessage } from "../outbox/mailer";
import { CandidateAcknowledgmentEmail, candidateAcknowledgmentSubject } from "./candidate-acknowledgment";
import { EstimateEmail, estimateEmailSubject } from "./estimate";
import { MatchReportEmail } from "./match-report";
import { NewsletterConfirmationEmail } from "./newsletter-confirmation";
import { renderEmail } from "./render.server";
import {
  type CandidateAcknowledgmentPayload,
  type EstimatePayload,
  type MatchReportPayload,
  type NewsletterConfirmationPayload,
  VISITOR_EMAIL_EVENTS,
} from "./visitor-events";

/** Renders one outbox job's e-mail; throws (so the job is retried, then failed) when it cannot. */
export type ComposeEmail = (job: OutboxRow) => Promise<MailMessage>;

function payloadOf<T>(job: OutboxRow, keys: readonly (keyof T & string)[]): T {
  for (const key of keys) {
    if (job.payload[key] === undefined) throw new Error(`The ${job.event} job has no "${key}"`);
  }
  return job.payload as unknown as T;
}

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
      const payload = payloadOf<MatchReportPayload>(job, ["to", "subscriptionId", "roles"]);
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
      const payload = payloadOf<NewsletterConfirmationPayload>(job, ["to", "subscriptionId"]);
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
      const payload = payloadOf<EstimatePayload>(job, ["to", "estimate"]);
      const rendered = await renderEmail(
        createElement(EstimateEmail, { siteOrigin, estimate: payload.estimate }),
      );
      return { to: payload.to, subject: estimateEmailSubject(payload.estimate), ...rendered };
    },

    async [VISITOR_EMAIL_EVENTS.candidateAcknowledgment](job) {
      const payload = payloadOf<CandidateAcknowledgmentPayload>(job, [
        "to",
        "locale",
        "fullName",
        "category",
        "specialization",
        "receivedAt",
      ]);
      const locale = isLocale(payload.locale) ? payload.locale : "en";
      const rendered = await renderEmail(
        createElement(CandidateAcknowledgmentEmail, { ...payload, siteOrigin, locale }),
      );
      return { to: payload.to, subject: candidateAcknowledgmentSubject(locale), ...rendered };
    },
  };
}
