/**
 * The e-mails to candidates, rendered when the outbox worker sends them: the acknowledgment of an
 * application and the stage changes of their vetting. Each carries a link to the candidate's
 * status page with a token issued here, at sending, for this e-mail alone: no token is ever in a
 * job's payload or in a log, and a copy of the outbox opens no page.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { isLocale, type Locale } from "../../app/lib/i18n/locales";
import { issueStatusUrl } from "../db/candidate-tokens";
import type { Database } from "../db/client";
import { candidateApplications, candidates, type OutboxRow } from "../db/schema";
import { findRejectionReason } from "../db/vetting";
import type { MailMessage } from "../outbox/mailer";
import { jobPayload } from "../outbox/payload";
import { CandidateAcknowledgmentEmail, candidateAcknowledgmentSubject } from "./candidate-acknowledgment";
import { CandidateStageChangeEmail, candidateStageChangeSubject } from "./candidate-stage-change";
import { renderEmail } from "./render.server";
import {
  candidateAcknowledgmentPayloadSchema,
  candidateStageChangedPayloadSchema,
  VISITOR_EMAIL_EVENTS,
} from "./visitor-events";

export function createCandidateEmails(options: {
  db: Database;
  siteOrigin: string;
}): Record<string, (job: OutboxRow) => Promise<MailMessage | null>> {
  const { db, siteOrigin } = options;
  /** A new status link of the candidate, on the site's origin, in their language. */
  const statusUrl = (candidateId: string, locale: Locale) =>
    issueStatusUrl(db, { candidateId, locale, siteOrigin });

  return {
    async [VISITOR_EMAIL_EVENTS.candidateAcknowledgment](job) {
      const payload = jobPayload(job, candidateAcknowledgmentPayloadSchema);
      const locale = isLocale(payload.locale) ? payload.locale : "en";
      // The job's refId is the application; a genuine one is in the pool from its own statement.
      const [application] = await db
        .select({ candidateId: candidateApplications.candidateId })
        .from(candidateApplications)
        .where(eq(candidateApplications.id, job.refId));
      const link = application?.candidateId ? await statusUrl(application.candidateId, locale) : undefined;
      const rendered = await renderEmail(
        createElement(CandidateAcknowledgmentEmail, { ...payload, siteOrigin, locale, statusUrl: link }),
      );
      return { to: payload.to, subject: candidateAcknowledgmentSubject(locale), ...rendered };
    },

    async [VISITOR_EMAIL_EVENTS.candidateStageChanged](job) {
      const payload = jobPayload(job, candidateStageChangedPayloadSchema);
      const locale = isLocale(payload.locale) ? payload.locale : "en";
      // The job's refId is the candidate; one erased since has nobody left to write to.
      const [candidate] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.id, job.refId));
      if (!candidate) return null;
      const reason = payload.reason ? findRejectionReason(payload.reason)?.message[locale] : undefined;
      const rendered = await renderEmail(
        createElement(CandidateStageChangeEmail, {
          siteOrigin,
          locale,
          fullName: payload.fullName,
          stage: payload.stage,
          reason,
          statusUrl: await statusUrl(candidate.id, locale),
        }),
      );
      return { to: payload.to, subject: candidateStageChangeSubject(locale, payload.stage), ...rendered };
    },
  };
}
