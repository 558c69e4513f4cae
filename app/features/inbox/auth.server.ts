import { data, redirect } from "react-router";
import type { InboxRole } from "../../../server/db/schema";
import type { InboxServices } from "./inbox-services.server";
import { spendVerificationTime, verifyPassword } from "./passwords.server";
import { createSession, type InboxSession, isSessionCsrfToken, readSession } from "./sessions.server";
import { findInboxUserByEmail, normalizeEmail } from "./users.server";

export const SESSION_COOKIE = "inbox_session";

import { CSRF_FIELD_NAME } from "./csrf-field";

export const CSRF_FIELD = CSRF_FIELD_NAME;
export const LOGIN_PATH = "/inbox/login";
export const PASSWORD_PATH = "/inbox/password";

/** The one message for every failed sign-in: it never tells which part was wrong, or that a lock applies. */
export const LOGIN_FAILED_MESSAGE =
  "Those details did not work. Check them, or wait a few minutes and try again.";

// Path=/ because React Router's data requests for /inbox go to /inbox.data, outside Path=/inbox.
export function sessionCookie(sessionId: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

export function getInboxSession(request: Request, inbox: InboxServices): Promise<InboxSession | null> {
  return readSession(inbox.db, readCookie(request, SESSION_COOKIE));
}

/** Where the login page sends the user back to: only paths inside the inbox. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value?.startsWith("/inbox") || value.startsWith("//") || value.includes("\\")) return "/inbox";
  if (value.startsWith(LOGIN_PATH)) return "/inbox";
  return value;
}

function forbidden(): never {
  throw data({ message: "You do not have access to this." }, { status: 403 });
}

export interface RequireOptions {
  role?: InboxRole;
  /** The password page itself is reachable while a one-time password is still in use. */
  allowPasswordChange?: boolean;
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

export type LoginResult = { ok: true; sessionId: string; mustChangePassword: boolean } | { ok: false };

/** Checks the throttle, then the password; counts failures; starts a session on success. */
export async function attemptLogin(
  inbox: InboxServices,
  input: { email: string; password: string; clientIp: string },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  if (await inbox.throttle.isLocked(email, input.clientIp)) {
    await spendVerificationTime(input.password);
    return { ok: false };
  }
  const user = await findInboxUserByEmail(inbox.db, email);
  let valid = false;
  if (user && !user.disabledAt) valid = await verifyPassword(user.passwordHash, input.password);
  else await spendVerificationTime(input.password);
  if (!user || !valid) {
    await inbox.throttle.recordFailure(email, input.clientIp);
    return { ok: false };
  }
  await inbox.throttle.recordSuccess(email);
  return {
    ok: true,
    sessionId: await createSession(inbox.db, user.id),
    mustChangePassword: user.mustChangePassword,
  };
}
