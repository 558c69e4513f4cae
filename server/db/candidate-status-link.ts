/**
 * The e-mail that mails a candidate a fresh link to their status page: asked for from the page a
 * wrong or revoked link opens, and sent by the inbox when the team revokes a candidate's links.
 * The job holds the candidate's id only: its token is issued when the e-mail is sent
 * (server/emails/status-link.server.ts), so no link ever sits in the outbox.
 */
import { eq } from "drizzle-orm";
import { applyMailBudget, type MailBudget } from "../outbox/mail-budget.server";
import type { Database } from "./client";
import { candidates, outbox } from "./schema";

export const STATUS_LINK_EVENT = "candidate.status_link_requested";

/**
 * Queues the status-link e-mail to the candidate, in the transaction that asked for it. With a
 * budget (a visitor asked) it counts against the address's and the network's mail budgets and is
 * stored as suppressed past them; the team's revocation is not counted. Answers whether a job was
 * queued to go out (false for an unknown candidate or a held-back e-mail).
 */
export async function enqueueStatusLinkEmail(
  tx: Database,
  candidateId: string,
  options: { mailBudget?: MailBudget; clientIp?: string | null } = {},
): Promise<boolean> {
  const [row] = await tx
    .select({ email: candidates.email })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) return false;
  const job = {
    channel: "email" as const,
    event: STATUS_LINK_EVENT,
    refId: candidateId,
    payload: { candidateId },
  };
  const [decided] = options.mailBudget
    ? await applyMailBudget(
        tx,
        options.mailBudget,
        { to: row.email, kind: "candidate-status-link", clientIp: options.clientIp ?? null },
        [job],
      )
    : [job];
  if (!decided) return false;
  await tx.insert(outbox).values(decided);
  return !("status" in decided);
}
