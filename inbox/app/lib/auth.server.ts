import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { type InboxRole, inboxUsers } from "~server/db/schema";
import { CSRF_FIELD_NAME } from "../components/csrf-field";
import { recordAudit, recordFailedSignIn } from "./audit.server";
import { cookieValue } from "./cookies.server";
import type { InboxServices } from "./inbox-services.server";
import type { LoginLock, LoginReservation } from "./login-throttle.server";
import { spendVerificationTime, verifyPassword } from "./passwords.server";
import { createSession, type InboxSession, isSessionCsrfToken, readSession } from "./sessions.server";
import {
  endPendingLogin,
  readPendingLogin,
  reservePendingCode,
  startPendingLogin,
  verifyAndSpendCode,
} from "./totp.server";
import { findInboxUserByEmail, normalizeEmail } from "./users.server";

const CSRF_FIELD = CSRF_FIELD_NAME;
export const LOGIN_PATH = "/inbox/login";
export const PASSWORD_PATH = "/inbox/password";
export const LOGIN_CODE_PATH = "/inbox/login/code";
const ACCOUNT_PATH = "/inbox/account";

/** The one message for every failed sign-in: it never tells which part was wrong, or that a lock applies. */
export const LOGIN_FAILED_MESSAGE =
  "Those details did not work. Check them, or wait a few minutes and try again.";

/** The session the request's session cookie names, or null (no cookie, or one that names no live session). */
export async function getInboxSession(request: Request, inbox: InboxServices): Promise<InboxSession | null> {
  return readSession(inbox.db, await cookieValue(inbox.cookies.session, request));
}

const INBOX_PATH = /^\/inbox(?:[/?#]|$)/;

/**
 * Where the login page sends the user back to: only paths inside the inbox. A value with control
 * characters (CR/LF would split the Location header) is no link of ours and is ignored; the rest
 * is normalised by the URL parser, which also percent-encodes what a header cannot carry.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !INBOX_PATH.test(value) || value.includes("\\") || /\p{Cc}/u.test(value)) {
    return "/inbox";
  }
  const base = "http://inbox.invalid";
  const url = new URL(value, base);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || !INBOX_PATH.test(path) || path.startsWith(LOGIN_PATH)) return "/inbox";
  return path;
}

function forbidden(): never {
  throw data({ message: "You do not have access to this." }, { status: 403 });
}

export interface RequireOptions {
  role?: InboxRole;
  /** The password page itself is reachable while a one-time password is still in use. */
  allowPasswordChange?: boolean;
  /** The account page (and logging out) stay reachable while an admin must still turn on 2FA. */
  allowTwoFactorEnrolment?: boolean;
}

/**
 * The signed-in user, or a redirect to the login page (unauthenticated), to the password page
 * (one-time password), or 403 (role).
 */
export async function requireInboxSession(
  request: Request,
  inbox: InboxServices,
  options: RequireOptions = {},
): Promise<InboxSession> {
  const session = await getInboxSession(request, inbox);
  if (!session) {
    const url = new URL(request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`);
  }
  if (session.user.mustChangePassword && !options.allowPasswordChange) throw redirect(PASSWORD_PATH);
  if (
    inbox.requireTwoFactorForAdmins &&
    session.user.role === "admin" &&
    !session.user.twoFactor &&
    !session.user.mustChangePassword &&
    !options.allowTwoFactorEnrolment
  ) {
    throw redirect(ACCOUNT_PATH);
  }
  if (options.role === "admin" && session.user.role !== "admin") forbidden();
  return session;
}

/**
 * Browsers send Origin with every POST; a post from another site, or one with no Origin and no
 * same-origin Sec-Fetch-Site, is refused.
 */
export function isSameOriginPost(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    const normalized = origin.trim().replace(/\/+$/, "");
    return normalized === siteOrigin || normalized === new URL(request.url).origin;
  }
  return request.headers.get("Sec-Fetch-Site")?.toLowerCase() === "same-origin";
}

/** For every action: a session, the right role, our own origin and the session's CSRF token. */
export async function requireInboxMutation(
  request: Request,
  inbox: InboxServices,
  formData: FormData,
  options: RequireOptions = {},
): Promise<InboxSession> {
  const session = await requireInboxSession(request, inbox, options);
  if (
    !isSameOriginPost(request, inbox.siteOrigin) ||
    !isSessionCsrfToken(session, formData.get(CSRF_FIELD))
  ) {
    throw data({ message: "This form has expired. Reload the page and try again." }, { status: 403 });
  }
  return session;
}

/** A refused attempt's reason in its summary: which limit refused it. */
const lockedReason = (lock: LoginLock) => `locked (${lock})`;

/** `pendingLogin`: the password was right and the account asks for its second factor's code next. */
export type LoginResult =
  | { ok: true; sessionId: string; mustChangePassword: boolean }
  | { ok: false; pendingLogin?: string };

/**
 * Reserves a throttled check of an account's secret (see login-throttle.server.ts); a limit this
 * attempt reached first is written to the audit log as "auth.lockout".
 */
async function reserveCheck(
  inbox: InboxServices,
  input: { email: string; clientIp: string; userId: string | null },
): Promise<LoginReservation> {
  const reservation = await inbox.throttle.reserve(input.email, input.clientIp);
  if (reservation.lockStarted) {
    await recordAudit(inbox.db, {
      actorId: null,
      action: "auth.lockout",
      targetType: "user",
      targetId: input.userId,
      detail: { lock: reservation.lockStarted, clientIp: input.clientIp },
    });
  }
  return reservation;
}

/**
 * A signed-in user's check of their own secret outside the login (the current password, a code
 * on the account page), throttled exactly like the login: true only when the throttle lets the
 * check through and it passes.
 */
export async function throttledCheck(
  inbox: InboxServices,
  input: { user: { id: string; email: string }; clientIp: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { user, clientIp } = input;
  const reservation = await reserveCheck(inbox, { email: user.email, clientIp, userId: user.id });
  if (!reservation.allowed || !(await check())) return false;
  await inbox.throttle.release(user.email, clientIp);
  return true;
}

/**
 * Reserves a throttled attempt (refused ones check nothing and cost no hashing), then checks the
 * password; counts failures; starts a session, or the code step, on success.
 */
export async function attemptLogin(
  inbox: InboxServices,
  input: { email: string; password: string; clientIp: string },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const user = await findInboxUserByEmail(inbox.db, email);
  // The audit names the account when there is one, never the address typed for an unknown one.
  const failed = async (reason: string) => {
    await recordFailedSignIn(inbox.db, { targetId: user?.id ?? null, clientIp: input.clientIp, reason });
    return { ok: false } as const;
  };
  const reservation = await reserveCheck(inbox, {
    email,
    clientIp: input.clientIp,
    userId: user?.id ?? null,
  });
  if (!reservation.allowed) return failed(lockedReason(reservation.lock));
  let valid = false;
  if (user && !user.disabledAt) valid = await verifyPassword(user.passwordHash, input.password);
  else await spendVerificationTime(input.password);
  if (!user || !valid) {
    return failed(!user ? "unknown account" : user.disabledAt ? "disabled account" : "wrong password");
  }
  await inbox.throttle.release(email, input.clientIp);
  // The address's failures are forgotten only once the code is right too.
  if (user.totpSecret) {
    return { ok: false, pendingLogin: await startPendingLogin(inbox.db, inbox.secret, user.id) };
  }
  await inbox.throttle.recordSuccess(email, input.clientIp);
  await recordAudit(inbox.db, {
    actorId: user.id,
    action: "auth.login",
    targetType: "user",
    targetId: user.id,
    detail: { clientIp: input.clientIp },
  });
  return {
    ok: true,
    sessionId: await createSession(inbox.db, user.id),
    mustChangePassword: user.mustChangePassword,
  };
}

/**
 * The login's second step: the code of the account whose password was right. The pending login
 * is single-use: it takes a few codes, and its first success ends it, so it never opens a second
 * session. Codes are counted by the same throttle as passwords, and every failure has one
 * outcome. `expired`: the pending step is missing, used, out of tries or too old; start again.
 */
export async function attemptSecondFactor(
  inbox: InboxServices,
  input: { pendingLogin: string | null; code: string; clientIp: string },
): Promise<{ ok: true; sessionId: string; mustChangePassword: boolean } | { ok: false; expired: boolean }> {
  const expired = { ok: false, expired: true } as const;
  const pending = readPendingLogin(inbox.secret, input.pendingLogin);
  if (!pending) return expired;
  const [user] = await inbox.db.select().from(inboxUsers).where(eq(inboxUsers.id, pending.userId));
  if (!user || user.disabledAt || !user.totpSecret) return expired;
  const codeTry = await reservePendingCode(inbox.db, pending);
  if (!codeTry) return expired;
  const failed = async (reason: string) => {
    if (codeTry.last) await endPendingLogin(inbox.db, pending);
    await recordFailedSignIn(inbox.db, { targetId: user.id, clientIp: input.clientIp, reason });
    return { ok: false, expired: false } as const;
  };
  const reservation = await reserveCheck(inbox, {
    email: user.email,
    clientIp: input.clientIp,
    userId: user.id,
  });
  if (!reservation.allowed) return failed(lockedReason(reservation.lock));
  if (!(await verifyAndSpendCode(inbox.db, inbox.secret, user, input.code))) {
    return failed("wrong or reused code");
  }
  await inbox.throttle.release(user.email, input.clientIp);
  // Another request with another right code may have ended it first: only one session per login.
  if (!(await endPendingLogin(inbox.db, pending))) return expired;
  await inbox.throttle.recordSuccess(user.email, input.clientIp);
  await recordAudit(inbox.db, {
    actorId: user.id,
    action: "auth.login",
    targetType: "user",
    targetId: user.id,
    detail: { clientIp: input.clientIp, secondFactor: true },
  });
  return {
    ok: true,
    sessionId: await createSession(inbox.db, user.id),
    mustChangePassword: user.mustChangePassword,
  };
}
