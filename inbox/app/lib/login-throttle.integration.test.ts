import * as argon2 from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rowsOf } from "~server/db/client";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as passwordRoute from "../routes/inbox.password";
import { attemptLogin, attemptSecondFactor } from "./auth.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { DEFAULT_LOGIN_THROTTLE } from "./login-throttle.server";
import { createSession, readSession } from "./sessions.server";
import { encryptTotpSecret, newTotpSecret } from "./totp.server";
import { createInboxUser, findInboxUserByEmail, setInboxPassword } from "./users.server";

// Every argon2 verification is counted: a refused attempt must not reach one.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const verifications = () => vi.mocked(argon2.verify).mock.calls.length;

/**
 * The sign-in throttle against a real database, as an attacker would try it: one address
 * guessing, many at once, spelling variants of the account, the password page, the code step.
 */
const databases = await testDatabases("login-throttle");
const LIMIT = DEFAULT_LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
const PASSWORD = "chosen-password-1";

describe.each(databases)("the sign-in throttle on $name", (database) => {
  let services: RunningServices;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });
  beforeEach(() => {
    vi.mocked(argon2.verify).mockClear();
  });

  const db = () => services.database.db;
  const login = (email: string, password: string, clientIp: string) =>
    attemptLogin(services.inbox, { email, password, clientIp });

  async function account(email: string) {
    const user = await createInboxUser(db(), { email, role: "admin", password: "one-time-password-1" });
    await setInboxPassword(db(), user.id, PASSWORD);
    return user;
  }

  async function auditOf(userId: string) {
    return rowsOf<{ action: string; detail: Record<string, unknown>; attempts: number | null }>(
      await db().execute(sql`select action, detail, attempts from audit_log where target_id = ${userId}
        and action in ('auth.login', 'auth.login_failed', 'auth.lockout') order by seq`),
    );
  }

  it("lets the right password in from another address after an address's wrong guesses", async () => {
    const admin = await account("chief@throttle.example");
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect(await login("chief@throttle.example", "wrong-password-1", "192.0.2.1")).toEqual({ ok: false });
    }
    // That address is now refused for this account, even with the right password …
    expect(await login("chief@throttle.example", PASSWORD, "192.0.2.1")).toEqual({ ok: false });
    // … and the account itself is not: its owner signs in from anywhere else.
    expect(await login("chief@throttle.example", PASSWORD, "192.0.2.2")).toMatchObject({ ok: true });

    // The failures and the refusal from one address add up in one entry; the lock and the sign-in stand alone.
    const audit = await auditOf(admin.id);
    expect(audit.map((entry) => [entry.action, entry.attempts, entry.detail])).toEqual([
      [
        "auth.login_failed",
        LIMIT + 1,
        { clientIp: "192.0.2.1", reasons: { "wrong password": LIMIT, "locked (account and address)": 1 } },
      ],
      ["auth.lockout", null, { lock: "account and address", clientIp: "192.0.2.1" }],
      ["auth.login", null, { clientIp: "192.0.2.2" }],
    ]);
  });

  it("makes at most the limit of password checks for 30 guesses sent at once", async () => {
    const admin = await account("parallel@throttle.example");
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login("parallel@throttle.example", `wrong-password-${index}`, "192.0.2.10"),
      ),
    );
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(verifications()).toBe(LIMIT);
    const [summary, ...others] = (await auditOf(admin.id)).filter(
      (entry) => entry.action === "auth.login_failed",
    );
    expect(others).toEqual([]);
    expect(summary?.attempts).toBe(30);
    const reasons = summary?.detail.reasons as Record<string, number>;
    expect(reasons["wrong password"]).toBe(LIMIT);
    // Refused by the pair's limit, then by the address's once it is reached too.
    expect(Object.values(reasons).reduce((sum, count) => sum + count, 0)).toBe(30);

    // Over many accounts at once, one address gets its own limit of checks in all.
    vi.mocked(argon2.verify).mockClear();
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => login(`nobody${index}@throttle.example`, "x", "192.0.2.11")),
    );
    expect(verifications()).toBe(DEFAULT_LOGIN_THROTTLE.maxFailuresPerAddress);
  });

  it("keeps the audit log bounded under 400 attempts: one summary per client address, account and hour", async () => {
    const admin = await account("target@throttle.example");
    const countRows = async () =>
      Number(
        rowsOf<{ count: number }>(await db().execute(sql`select count(*)::int as count from audit_log`))[0]
          ?.count,
      );
    const before = await countRows();
    const addresses = ["198.18.0.1", "198.18.0.2"];
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const clientIp = addresses[attempt % addresses.length]!;
      // Half aim at the account, half at names that are nobody's.
      const email = attempt % 4 < 2 ? "target@throttle.example" : `nobody-${attempt}@throttle.example`;
      expect(await login(email, `wrong-${attempt}`, clientIp)).toEqual({ ok: false });
    }
    const summaries = rowsOf<{ target_id: string | null; attempts: number; detail: { clientIp: string } }>(
      await db().execute(sql`select target_id, attempts, detail from audit_log
        where action = 'auth.login_failed' and detail->>'clientIp' like '198.18.%'`),
    );
    // Two addresses, each with the account and with no account: four summaries, whatever the count.
    expect(summaries).toHaveLength(4);
    expect(summaries.reduce((sum, row) => sum + Number(row.attempts), 0)).toBe(400);
    expect(new Set(summaries.map((row) => row.target_id))).toEqual(new Set([admin.id, null]));
    // Besides them, only the lock each address reached first, once.
    expect((await countRows()) - before).toBeLessThanOrEqual(4 + 2 * 3);

    // A completed sign-in is still entered on its own (once the account's delay, which the guesses
    // started, is over).
    await db().execute(sql`update rate_limits set reset_at = now() - interval '1 second'
      where key = ${"inbox-login-account-wait:target@throttle.example"}`);
    expect(await login("target@throttle.example", PASSWORD, "198.51.100.77")).toMatchObject({ ok: true });
    expect(await login("target@throttle.example", PASSWORD, "198.51.100.77")).toMatchObject({ ok: true });
    const signIns = (await auditOf(admin.id)).filter((entry) => entry.action === "auth.login");
    expect(signIns).toHaveLength(2);
  });

  it("counts spacing, case and width variants of the address as the one account", async () => {
    await account("Variant@Throttle.example");
    expect((await findInboxUserByEmail(db(), "  VARIANT@throttle.EXAMPLE\t"))?.email).toBe(
      "variant@throttle.example",
    );
    const variants = [
      " variant@throttle.example",
      "VARIANT@THROTTLE.EXAMPLE",
      "variant@throttle.example\u00a0",
      "ｖａｒｉａｎｔ@throttle.example",
      "Variant@Throttle.Example ",
    ];
    for (const variant of variants) await login(variant, "wrong-password-1", "192.0.2.20");
    expect(variants).toHaveLength(LIMIT);
    expect(await login("variant@throttle.example", PASSWORD, "192.0.2.20")).toEqual({ ok: false });
    expect(await login("　ＶＡＲＩＡＮＴ@throttle.example", PASSWORD, "192.0.2.21")).toMatchObject({
      ok: true,
    });
  });

  it("slows down guesses spread over many addresses, without keeping out an address the owner used", async () => {
    const email = "spread@throttle.example";
    const admin = await account(email);
    // The owner signed in from the office earlier.
    expect(await login(email, PASSWORD, "198.51.100.50")).toMatchObject({ ok: true });
    const threshold = DEFAULT_LOGIN_THROTTLE.accountDelayAfter;
    for (let attempt = 0; attempt < threshold; attempt += 1) {
      expect(await login(email, "wrong-password-1", `203.0.113.${attempt}`)).toEqual({ ok: false });
    }
    const waitSeconds = async () =>
      Number(
        rowsOf<{ seconds: number }>(
          await db().execute(sql`select extract(epoch from reset_at - now())::float8 as seconds
            from rate_limits where key = ${`inbox-login-account-wait:${email}`}`),
        )[0]?.seconds,
      );
    const base = DEFAULT_LOGIN_THROTTLE.accountDelayBaseMs / 1000;
    expect(await waitSeconds()).toBeGreaterThan(base - 2);
    expect(await waitSeconds()).toBeLessThanOrEqual(base);

    // A new address must wait, and is told nothing more than for a wrong password; no check is made.
    vi.mocked(argon2.verify).mockClear();
    expect(await login(email, PASSWORD, "203.0.113.200")).toEqual({ ok: false });
    expect(verifications()).toBe(0);
    // The owner's own address is not held up.
    expect(await login(email, PASSWORD, "198.51.100.50")).toMatchObject({ ok: true });

    // Once the wait is over, the next try is checked, and a wrong one doubles the wait.
    const endWait = () =>
      db().execute(sql`update rate_limits set reset_at = now() - interval '1 second'
        where key = ${`inbox-login-account-wait:${email}`}`);
    await endWait();
    expect(await login(email, "wrong-password-2", "203.0.113.201")).toEqual({ ok: false });
    expect(await waitSeconds()).toBeGreaterThan(2 * base - 2);
    expect(await waitSeconds()).toBeLessThanOrEqual(2 * base);
    await endWait();
    expect(await login(email, PASSWORD, "203.0.113.202")).toMatchObject({ ok: true });

    const lockouts = (await auditOf(admin.id)).filter((entry) => entry.action === "auth.lockout");
    expect(lockouts.map((entry) => entry.detail)).toEqual([
      { lock: "account delay", clientIp: `203.0.113.${threshold - 1}` },
    ]);
  });

  it("throttles the current password on the password page like the login", async () => {
    const user = await account("changer@throttle.example");
    const sessionId = await createSession(db(), user.id);
    const csrf = (await readSession(db(), sessionId))?.csrfToken ?? "";
    const cookie = await sessionCookieHeader(sessionId);
    const change = (current: string, clientIp: string) =>
      passwordRoute
        .action({
          request: new Request(`${SITE_ORIGIN}/inbox/password`, {
            method: "POST",
            headers: {
              Cookie: cookie,
              Origin: SITE_ORIGIN,
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({
              csrf,
              current,
              password: "brand-new-password-1",
              confirm: "brand-new-password-1",
            }).toString(),
          }),
          context: contextFor(services, clientIp),
          params: {},
        } as never)
        .catch((thrown: unknown) => thrown);
    const statusOf = (outcome: unknown) =>
      outcome instanceof Response ? outcome.status : (outcome as { init?: { status?: number } }).init?.status;

    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect(statusOf(await change(`wrong-current-${attempt}`, "192.0.2.30"))).toBe(400);
    }
    expect(verifications()).toBe(LIMIT);
    // Locked for this address: the right one is refused with the same message, and not checked.
    const refused = await change(PASSWORD, "192.0.2.30");
    expect(statusOf(refused)).toBe(400);
    expect((refused as { data: { error: string } }).data.error).toMatch(/did not work/);
    expect(verifications()).toBe(LIMIT);
    const changed = (await change(PASSWORD, "192.0.2.31")) as Response;
    expect(changed.status).toBe(302);
    expect(changed.headers.get("Location")).toBe("/inbox");
  });

  describe("the code step", () => {
    const codeAt = (base32: string, timestamp: number) =>
      new TOTP({ secret: Secret.fromBase32(base32), algorithm: "SHA1", digits: 6, period: 30 }).generate({
        timestamp,
      });

    async function twoStepAccount(email: string) {
      const user = await account(email);
      const base32 = newTotpSecret();
      await db().execute(sql`update inbox_users
        set totp_secret = ${encryptTotpSecret(services.inbox.secret, user.id, base32)}
        where id = ${user.id}::uuid`);
      return base32;
    }

    async function pendingLogin(email: string, clientIp: string) {
      const result = await login(email, PASSWORD, clientIp);
      expect(result).toMatchObject({ ok: false, pendingLogin: expect.any(String) });
      return (result as { pendingLogin: string }).pendingLogin;
    }

    const sessionsOf = async (email: string) =>
      rowsOf(
        await db().execute(sql`select 1 from inbox_sessions s join inbox_users u on u.id = s.user_id
          where u.email = ${email}`),
      ).length;

    it("opens one session per pending login, even with two right codes", async () => {
      // Codes of this step and the next: both stay valid if a step boundary passes meanwhile.
      const email = "pending-once@throttle.example";
      const base32 = await twoStepAccount(email);
      const pending = await pendingLogin(email, "192.0.2.40");
      const now = Date.now();
      const step = (code: string) =>
        attemptSecondFactor(services.inbox, { pendingLogin: pending, code, clientIp: "192.0.2.40" });
      expect(await step(codeAt(base32, now))).toMatchObject({ ok: true });
      // The next step's code is right and unused, but this pending login is spent.
      expect(await step(codeAt(base32, now + 30_000))).toEqual({ ok: false, expired: true });
      expect(await sessionsOf(email)).toBe(1);

      // Two requests racing with two right codes: one session at most.
      const raceEmail = "pending-race@throttle.example";
      const raceSecret = await twoStepAccount(raceEmail);
      const raced = await pendingLogin(raceEmail, "192.0.2.42");
      const raceNow = Date.now();
      const results = await Promise.all(
        [raceNow, raceNow + 30_000].map((timestamp) =>
          attemptSecondFactor(services.inbox, {
            pendingLogin: raced,
            code: codeAt(raceSecret, timestamp),
            clientIp: "192.0.2.42",
          }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await sessionsOf(raceEmail)).toBe(1);
    });

    it("ends a pending login after too many wrong codes", async () => {
      const email = "pending-tries@throttle.example";
      const base32 = await twoStepAccount(email);
      const pending = await pendingLogin(email, "192.0.2.41");
      const step = (code: string) =>
        attemptSecondFactor(services.inbox, { pendingLogin: pending, code, clientIp: "192.0.2.41" });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await step("000000")).toEqual({ ok: false, expired: false });
      }
      expect(await step(codeAt(base32, Date.now()))).toEqual({ ok: false, expired: true });
      expect(await sessionsOf(email)).toBe(0);
    });
  });
});
