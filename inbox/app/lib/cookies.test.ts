import { describe, expect, it } from "vitest";
import { cookieValue, createInboxCookies, expiredCookie } from "./cookies.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { readPendingLogin, signPendingLogin } from "./totp.server";

/** A `Set-Cookie` header's attributes, by lower-cased name (a flag's value is true). */
function attributesOf(setCookie: string): Record<string, string | true> {
  const [, ...parts] = setCookie.split(";").map((part) => part.trim());
  return Object.fromEntries(
    parts.map((part) => {
      const [name = "", ...value] = part.split("=");
      return [name.toLowerCase(), value.length ? value.join("=") : true];
    }),
  );
}

const withCookie = (header: string | null) =>
  new Request("https://latammatch.example/inbox", header === null ? {} : { headers: { Cookie: header } });

// 32 random bytes in base64url, as createSession makes them.
const SESSION_ID = "q8Zp0-Lw3_UeYt7Rk2Nf9Xc4Vb1Mh6Ja5Sd8Gq0Wz7E";

describe("the inbox's cookies", () => {
  it("writes the session cookie for the whole site, HttpOnly and SameSite=Lax, Secure only when asked", async () => {
    for (const secure of [false, true]) {
      const setCookie = await createInboxCookies(secure).session.serialize(SESSION_ID);
      expect(setCookie).toMatch(/^inbox_session=[^;]+;/);
      expect(setCookie).not.toContain(SESSION_ID);
      expect(attributesOf(setCookie)).toEqual({
        path: "/",
        httponly: true,
        samesite: "Lax",
        ...(secure ? { secure: true } : {}),
      });
    }
  });

  it("writes the pending login's cookie for the login's pages only, for five minutes", async () => {
    for (const secure of [false, true]) {
      const setCookie = await createInboxCookies(secure).pendingLogin.serialize("body.mac");
      expect(setCookie).toMatch(/^inbox_login_pending=[^;]+;/);
      expect(attributesOf(setCookie)).toEqual({
        path: "/inbox/login",
        "max-age": "300",
        httponly: true,
        samesite: "Lax",
        ...(secure ? { secure: true } : {}),
      });
    }
  });

  it("clears each cookie with an empty value, Max-Age=0 and the Path it was written with", async () => {
    const cookies = createInboxCookies(true);
    const session = await expiredCookie(cookies.session);
    expect(session).toMatch(/^inbox_session=;/);
    expect(attributesOf(session)).toMatchObject({ "max-age": "0", path: "/", httponly: true, secure: true });
    const pending = await expiredCookie(cookies.pendingLogin);
    expect(pending).toMatch(/^inbox_login_pending=;/);
    expect(attributesOf(pending)).toMatchObject({ "max-age": "0", path: "/inbox/login", secure: true });
  });

  it("reads back what it wrote, among other cookies", async () => {
    const cookies = createInboxCookies(true);
    const header = await sessionCookieHeader(SESSION_ID);
    expect(await cookieValue(cookies.session, withCookie(header))).toBe(SESSION_ID);
    expect(await cookieValue(cookies.session, withCookie(`theme=dark; ${header}; other=1`))).toBe(SESSION_ID);

    const secret = "cookie-test-secret-0123456789abcdef";
    const token = signPendingLogin(secret, { userId: "4f1c", nonce: "n0nce" });
    const written = await cookies.pendingLogin.serialize(token);
    const sent = written.slice(0, written.indexOf(";"));
    const read = await cookieValue(cookies.pendingLogin, withCookie(sent));
    expect(read).toBe(token);
    expect(readPendingLogin(secret, read)).toEqual({ userId: "4f1c", nonce: "n0nce" });
  });

  it("reads no value from a missing, empty, old-format, tampered or garbage cookie", async () => {
    const { session } = createInboxCookies(false);
    const header = await sessionCookieHeader(SESSION_ID);
    const value = header.slice("inbox_session=".length);
    for (const sent of [
      null,
      "",
      "other=1",
      "inbox_session=",
      // The raw id the cookie held before it was written by React Router.
      `inbox_session=${SESSION_ID}`,
      `inbox_session=${value.slice(0, -4)}`,
      `inbox_session=${value}%00`,
      "inbox_session=%E0%A4%A",
      "inbox_session=%%%",
      `inbox_session=${btoa("123")}`,
      `inbox_session=${btoa('{"id":"x"}')}`,
      `inbox_session=${btoa("null")}`,
    ]) {
      await expect(cookieValue(session, withCookie(sent)), String(sent)).resolves.toBeNull();
    }
  });
});
