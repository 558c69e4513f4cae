import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";
import { INBOX_ROLES, type InboxRole, inboxSessions } from "~server/db/schema";

/** A session ends after this long without a request … */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** … and this long after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface InboxSession {
  /** SHA-256 of the cookie's value: the session's key in the table. */
  idHash: string;
  csrfToken: string;
  user: {
    id: string;
    email: string;
    role: InboxRole;
    mustChangePassword: boolean;
    /** The account has the second factor turned on. */
    twoFactor: boolean;
  };
}

export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId, "utf8").digest("hex");
}

/** Starts a session; returns the random id that goes into the cookie (only its hash is stored). */
export async function createSession(db: Database, userId: string): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await db.insert(inboxSessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    csrfToken: randomBytes(32).toString("base64url"),
    expiresAt: sql`now() + ${SESSION_ABSOLUTE_MS} * interval '1 millisecond'`,
  });
  return sessionId;
}

const sessionRow = z.object({
  id_hash: z.string(),
  csrf_token: z.string(),
  user_id: z.string(),
  email: z.string(),
  role: z.enum(INBOX_ROLES),
  must_change_password: z.boolean(),
  two_factor: z.boolean(),
  stale: z.boolean(),
});

/**
 * The live session for a cookie value, or null. Expired sessions (idle or absolute) and sessions
 * of disabled accounts count as absent and are deleted. Times are the database's, so instances
 * sharing it agree.
 */
export async function readSession(
  db: Database,
  sessionId: string | null | undefined,
): Promise<InboxSession | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const idHash = hashSessionId(sessionId);
  const result = await db.execute(sql`
    select s.id_hash, s.csrf_token, u.id as user_id, u.email, u.role, u.must_change_password,
      u.totp_secret is not null as two_factor,
      s.last_seen_at < now() - ${TOUCH_INTERVAL_MS} * interval '1 millisecond' as stale
    from inbox_sessions s join inbox_users u on u.id = s.user_id
    where s.id_hash = ${idHash}
      and s.expires_at > now()
      and s.last_seen_at > now() - ${SESSION_IDLE_MS} * interval '1 millisecond'
      and u.disabled_at is null`);
  const row = parseRows("session of a cookie", sessionRow, result)[0];
  if (!row) {
    await db.delete(inboxSessions).where(eq(inboxSessions.idHash, idHash));
    return null;
  }
  if (row.stale) {
    await db.update(inboxSessions).set({ lastSeenAt: sql`now()` }).where(eq(inboxSessions.idHash, idHash));
  }
  return {
    idHash: row.id_hash,
    csrfToken: row.csrf_token,
    user: {
      id: row.user_id,
      email: row.email,
      role: row.role,
      mustChangePassword: row.must_change_password,
      twoFactor: row.two_factor,
    },
  };
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(inboxSessions).where(eq(inboxSessions.idHash, idHash));
}

/** "Log out everywhere": ends every session of the user, or every one but `exceptIdHash`. */
export async function deleteSessionsOf(db: Database, userId: string, exceptIdHash?: string): Promise<void> {
  await db
    .delete(inboxSessions)
    .where(
      exceptIdHash
        ? and(eq(inboxSessions.userId, userId), ne(inboxSessions.idHash, exceptIdHash))
        : eq(inboxSessions.userId, userId),
    );
}

/**
 * Deletes the sessions past their idle or absolute end, which no request will read (and so
 * delete) again: the daily retention job (server/retention/retention-job.ts) calls it. Returns
 * how many went.
 */
export async function deleteExpiredSessions(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with expired as (
      delete from inbox_sessions
      where expires_at <= now() or last_seen_at <= now() - ${SESSION_IDLE_MS} * interval '1 millisecond'
      returning 1
    )
    select count(*)::int as sessions from expired`);
  return Number(
    parseRows("delete expired sessions", z.object({ sessions: z.number() }), result)[0]?.sessions ?? 0,
  );
}

/** Constant-time comparison of the form's CSRF token with the session's. */
export function isSessionCsrfToken(session: InboxSession, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
