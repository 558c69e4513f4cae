import { createInboxCookies } from "./cookies.server";

/**
 * The `Cookie` header a browser sends for a session, for tests: the name and value of the
 * `Set-Cookie` the login answers with (the session cookie's own serialize).
 */
export async function sessionCookieHeader(sessionId: string): Promise<string> {
  const setCookie = await createInboxCookies(false).session.serialize(sessionId);
  return setCookie.slice(0, setCookie.indexOf(";"));
}
