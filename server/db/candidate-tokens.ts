/**
 * The tokens of the candidate's status page: no account, a link in every e-mail they get. A token
 * is 256 random bits in base64url (43 characters); the table keeps only its SHA-256, so neither a
 * copy of the database nor a log line (tokens are never logged) opens a page. Every e-mail issues
 * its own token; revoking closes all of a candidate's tokens and queues the e-mail with the one new
 * link (candidate-status-link.ts, whose sending issues it), in one transaction with its audit entry.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Locale, localizePath } from "../../app/lib/i18n/locales";
import { recordAudit } from "./audit";
import { enqueueStatusLinkEmail } from "./candidate-status-link";
import { CandidateRefusal } from "./candidates";
import type { Database } from "./client";
import { candidateStatusTokens } from "./schema";

const TOKEN_BYTES = 32;
/** What a token looks like: 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new link to the candidate's status page, in their language, on the site's origin: for the
 * e-mail being sent (/candidate/{token}, /es/candidate/{token}); only the token's hash is stored.
 */
export async function issueStatusUrl(
  db: Database,
  input: { candidateId: string; locale: Locale; siteOrigin: string },
): Promise<string> {
  const token = await issueStatusToken(db, input.candidateId);
  return new URL(localizePath(`/candidate/${token}`, input.locale), input.siteOrigin).href;
}

/** A new status link's token for the candidate; only its hash is stored. */
export async function issueStatusToken(db: Database, candidateId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await db.insert(candidateStatusTokens).values({ tokenHash: hashOf(token), candidateId });
  return token;
}

/** The candidate a token opens, or null for a malformed, unknown or revoked token. */
export async function candidateIdForStatusToken(
  db: Database,
  token: string | null | undefined,
): Promise<string | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ candidateId: candidateStatusTokens.candidateId })
    .from(candidateStatusTokens)
    .where(and(eq(candidateStatusTokens.tokenHash, hashOf(token)), isNull(candidateStatusTokens.revokedAt)));
  return row?.candidateId ?? null;
}

/**
 * Closes every status link of the candidate and queues the e-mail that mails them the one new
 * link, in one transaction with its audit entry. `actorId` is the inbox user who revoked them.
 * Answers how many links were closed.
 */
export async function revokeStatusTokens(
  db: Database,
  input: { candidateId: string; actorId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(candidateStatusTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(candidateStatusTokens.candidateId, input.candidateId),
          isNull(candidateStatusTokens.revokedAt),
        ),
      )
      .returning({ tokenHash: candidateStatusTokens.tokenHash });
    // Without a budget (the team asks), only an unknown candidate queues nothing.
    if (!(await enqueueStatusLinkEmail(tx, input.candidateId))) {
      throw new CandidateRefusal("not-found", "There is no such candidate.");
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "candidate.status_links_revoked",
      targetType: "candidate",
      targetId: input.candidateId,
      detail: { revoked: revoked.length },
    });
    return revoked.length;
  });
}
