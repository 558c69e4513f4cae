import { type Cookie, createCookie } from "react-router";
import { PENDING_LOGIN_MS } from "./totp.server";

/**
 * The inbox's two cookies, written and read with React Router's cookie API. Both are HttpOnly and
 * SameSite=Lax, and Secure when the site is served over https.
 *
 * Neither is signed with the server's secret, as a signature would add nothing: the session
 * cookie holds only the session's random 256-bit id, which counts only while the database holds
 * its hash (sessions.server.ts), and the pending login's token carries its own HMAC
 * (totp.server.ts). A value the cookie did not write (garbage, or the raw value of an older
 * version of the cookie) reads as no value.
 */
export interface InboxCookies {
  /** `inbox_session`: the session's id, for as long as the browser runs. */
  session: Cookie;
  /** `inbox_login_pending`: the signed proof of a right password while the login waits for the code. */
  pendingLogin: Cookie;
}

export function createInboxCookies(secure: boolean): InboxCookies {
  return {
    // Path=/ because React Router's data requests for /inbox go to /inbox.data, outside Path=/inbox.
    session: createCookie("inbox_session", { path: "/", httpOnly: true, sameSite: "lax", secure }),
    pendingLogin: createCookie("inbox_login_pending", {
      path: "/inbox/login",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: PENDING_LOGIN_MS / 1000,
    }),
  };
}

/** The cookie's value in the request: null when it is absent, empty or not a value it wrote. */
export async function cookieValue(cookie: Cookie, request: Request): Promise<string | null> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

/** The `Set-Cookie` header that removes the cookie from the browser (same name and Path, Max-Age=0). */
export function expiredCookie(cookie: Cookie): Promise<string> {
  return cookie.serialize("", { maxAge: 0 });
}
