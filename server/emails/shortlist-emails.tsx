/**
 * The shortlist's e-mails, composed when the outbox sends them: the link to the client (to the
 * hiring request's own address, nobody else; its token is issued now, so no link sits in the
 * outbox) and the note to the request's owner on each of the client's actions (to the team's
 * address when the request has no owner).
 */
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { z } from "zod";
import {
  shortlistEmailText,
  shortlistOwnerEmailText,
  shortlistPassReasons,
} from "../../app/content/shortlist-room";
import { formatLongDate } from "../../app/lib/i18n/format";
import type { Database } from "../db/client";
import {
  candidates,
  hiringRequests,
  inboxUsers,
  type OutboxRow,
  shortlistLinks,
  shortlistPasses,
  shortlists,
} from "../db/schema";
import {
  issueShortlistLinkToken,
  SHORTLIST_CLIENT_ACTIONS,
  SHORTLIST_CLIENT_EVENT,
  SHORTLIST_LINK_EVENT,
} from "../db/shortlist-links";
import { versionEntries } from "../db/shortlists";
import type { MailMessage } from "../outbox/mailer";
import { jobPayload } from "../outbox/payload";
import { EmailButton, EmailHeading, EmailLink, EmailText } from "./components";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render.server";

const linkPayloadSchema = z.object({ linkId: z.uuid() });
const clientActionPayloadSchema = z.object({
  hiringRequestId: z.uuid(),
  action: z.enum(SHORTLIST_CLIENT_ACTIONS),
  candidateId: z.uuid().optional(),
});

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

interface ShortlistLinkEmailProps {
  siteOrigin: string;
  name: string;
  count: number;
  url: string;
  expiresAt: Date;
}

function ShortlistLinkEmail(props: ShortlistLinkEmailProps) {
  const text = shortlistEmailText;
  return (
    <EmailLayout preview={text.preview(props.count)} siteOrigin={props.siteOrigin}>
      <EmailHeading>{text.greeting(firstNameOf(props.name))}</EmailHeading>
      <EmailText>{text.body(props.count)}</EmailText>
      <EmailButton href={props.url}>{text.button}</EmailButton>
      <EmailText tone="muted">
        <EmailLink href={props.url}>{props.url}</EmailLink>
      </EmailText>
      <EmailText tone="muted">{text.expires(formatLongDate(props.expiresAt, "en"))}</EmailText>
      <EmailText>{text.reply}</EmailText>
    </EmailLayout>
  );
}

interface ShortlistOwnerEmailProps {
  siteOrigin: string;
  lines: string[];
  inboxUrl: string;
}

function ShortlistOwnerEmail(props: ShortlistOwnerEmailProps) {
  return (
    <EmailLayout preview={props.lines[0] ?? ""} siteOrigin={props.siteOrigin}>
      {props.lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={props.inboxUrl}>{shortlistOwnerEmailText.button}</EmailButton>
    </EmailLayout>
  );
}

export function createShortlistEmails(options: {
  db: Database;
  siteOrigin: string;
}): Record<string, (job: OutboxRow) => Promise<MailMessage | null>> {
  const { db, siteOrigin } = options;
  return {
    async [SHORTLIST_LINK_EVENT](job) {
      const { linkId } = jobPayload(job, linkPayloadSchema);
      const [row] = await db
        .select({
          link: shortlistLinks,
          email: hiringRequests.email,
          name: hiringRequests.name,
          company: hiringRequests.company,
        })
        .from(shortlistLinks)
        .innerJoin(shortlists, eq(shortlists.id, shortlistLinks.shortlistId))
        .innerJoin(hiringRequests, eq(hiringRequests.id, shortlists.hiringRequestId))
        .where(eq(shortlistLinks.id, linkId));
      if (!row) return null;
      const token = await issueShortlistLinkToken(db, linkId);
      // Revoked or expired before it went out: nothing to send.
      if (!token) return null;
      const count = (await versionEntries(db, row.link.shortlistId, row.link.version)).length;
      const url = new URL(`/shortlists/${token}`, siteOrigin).href;
      const rendered = await renderEmail(
        createElement(ShortlistLinkEmail, {
          siteOrigin,
          name: row.name,
          count,
          url,
          expiresAt: row.link.expiresAt,
        }),
      );
      return { to: row.email, subject: shortlistEmailText.subject(row.company), ...rendered };
    },
    async [SHORTLIST_CLIENT_EVENT](job) {
      const payload = jobPayload(job, clientActionPayloadSchema);
      const [request] = await db
        .select({
          company: hiringRequests.company,
          owner: inboxUsers.email,
          disabledAt: inboxUsers.disabledAt,
        })
        .from(hiringRequests)
        .leftJoin(inboxUsers, eq(inboxUsers.id, hiringRequests.ownerId))
        .where(eq(hiringRequests.id, payload.hiringRequestId));
      if (!request) return null;
      const text = shortlistOwnerEmailText;
      const lines: string[] = [];
      if (payload.action === "viewed") lines.push(text.body.viewed(request.company));
      else if (payload.action !== "passed") {
        if (!payload.candidateId) return null;
        const [person] = await db
          .select({ name: candidates.name })
          .from(candidates)
          .where(eq(candidates.id, payload.candidateId));
        if (!person) return null;
        lines.push(text.body[payload.action](request.company, person.name));
      } else {
        if (!payload.candidateId) return null;
        const [pass] = await db
          .select({ reason: shortlistPasses.reason, note: shortlistPasses.note, name: candidates.name })
          .from(shortlistPasses)
          .innerJoin(candidates, eq(candidates.id, shortlistPasses.candidateId))
          .innerJoin(shortlists, eq(shortlists.id, shortlistPasses.shortlistId))
          .where(
            and(
              eq(shortlists.hiringRequestId, payload.hiringRequestId),
              eq(shortlistPasses.candidateId, payload.candidateId),
            ),
          );
        if (!pass) return null;
        lines.push(text.body.passed(request.company, pass.name, shortlistPassReasons[pass.reason]));
        if (pass.note) lines.push(text.note(pass.note));
      }
      const inboxUrl = new URL(`/inbox/leads/hiring-requests/${payload.hiringRequestId}`, siteOrigin).href;
      const rendered = await renderEmail(createElement(ShortlistOwnerEmail, { siteOrigin, lines, inboxUrl }));
      return {
        // The owner when there is one still at work; else the team's address (the mailer's default).
        to: request.owner && !request.disabledAt ? request.owner : undefined,
        subject: text.subject(request.company, text.what[payload.action]),
        ...rendered,
      };
    },
  };
}
