import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, rowsOf } from "~server/db/client";
import { hiringRequests, inboxSessions, outbox } from "~server/db/schema";
import { leadCreatedEvent } from "~server/db/submissions";
import { testDatabases } from "~server/db/test-databases";
import { hiringFields } from "../../../tests/support/form-payloads";
import { attemptLogin, getInboxSession, requireInboxMutation, requireInboxSession } from "./auth.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { createInboxServices, type InboxServices } from "./inbox-services.server";
import { addNote, changeStatus, releaseFromQuarantine } from "./lead-changes.server";
import { findDuplicates, getLeadDetail } from "./lead-detail.server";
import { listLeads, parseLeadListQuery } from "./lead-list.server";
import { DEFAULT_LOGIN_THROTTLE } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { createSession, hashSessionId, readSession } from "./sessions.server";
import { createInboxUser, disableInboxUser, setInboxPassword } from "./users.server";

const databases = await testDatabases("inbox");
const ORIGIN = "https://latammatch.example";

/** The status of what a loader or action threw: a Response (redirect) or `data(…, { status })`. */
function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } }).init?.status;
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the call to throw");
}

async function request(sessionId: string | null, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/inbox/leads`, {
    method: "POST",
    headers: { ...(sessionId ? { Cookie: await sessionCookieHeader(sessionId) } : {}), ...headers },
  });
}

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("argon2id passwords", () => {
  it("hashes with argon2id and verifies only the same password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterx")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });
});

describe.each(databases)("the inbox on $name", (database) => {
  let handle: DatabaseHandle;
  let inbox: InboxServices;
  let woken = 0;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: `${database.dataDir}/db` });
    inbox = createInboxServices({
      db: handle.db,
      siteOrigin: ORIGIN,
      channels: () => ["email", "webhook"],
      onQueued: () => {
        woken += 1;
      },
      throttle: {
        ...DEFAULT_LOGIN_THROTTLE,
        maxFailuresPerAccountAndAddress: 3,
        maxFailuresPerAddress: 5,
        windowMs: 60_000,
      },
      mailDir: `${database.dataDir}/mail`,
      secret: "inbox-integration-test-secret-0123456789",
    });
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function activeUser(email: string, role: "admin" | "sales" = "sales") {
    const user = await createInboxUser(handle.db, { email, role, password: "one-time-password-1" });
    await setInboxPassword(handle.db, user.id, "chosen-password-1");
    return user;
  }

  it("signs in with the right password only, and flags a one-time password", async () => {
    const user = await createInboxUser(handle.db, {
      email: "New@Acme.example",
      role: "sales",
      password: "one-time-password-1",
    });
    expect(user.email).toBe("new@acme.example");
    expect(
      await attemptLogin(inbox, {
        email: "new@acme.example",
        password: "wrong-password-1",
        clientIp: "10.0.0.1",
      }),
    ).toEqual({ ok: false });
    const login = await attemptLogin(inbox, {
      email: "NEW@acme.example",
      password: "one-time-password-1",
      clientIp: "10.0.0.1",
    });
    expect(login).toMatchObject({ ok: true, mustChangePassword: true });
    const sessionId = (login as { sessionId: string }).sessionId;
    // Only the hash of the cookie's id is stored.
    const stored = await handle.db.select({ idHash: inboxSessions.idHash }).from(inboxSessions);
    expect(stored.map((row) => row.idHash)).not.toContain(sessionId);
    // Until a new password is chosen, the inbox sends the user to the password page.
    const redirect = (await thrownBy(requireInboxSession(await request(sessionId), inbox))) as Response;
    expect(redirect.headers.get("Location")).toBe("/inbox/password");
  });

  it("locks an address out of an account after repeated failures, not the account, and locks busy addresses", async () => {
    await activeUser("locked@acme.example");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await attemptLogin(inbox, {
        email: "locked@acme.example",
        password: "wrong-password-1",
        clientIp: "10.0.0.2",
      });
    }
    expect(
      await attemptLogin(inbox, {
        email: "locked@acme.example",
        password: "chosen-password-1",
        clientIp: "10.0.0.2",
      }),
    ).toEqual({ ok: false });
    expect(
      await attemptLogin(inbox, {
        email: "locked@acme.example",
        password: "chosen-password-1",
        clientIp: "10.0.0.3",
      }),
    ).toMatchObject({ ok: true });

    await activeUser("other@acme.example");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await attemptLogin(inbox, {
        email: `guess${attempt}@acme.example`,
        password: "x",
        clientIp: "10.0.0.9",
      });
    }
    expect(
      await attemptLogin(inbox, {
        email: "other@acme.example",
        password: "chosen-password-1",
        clientIp: "10.0.0.9",
      }),
    ).toEqual({ ok: false });
    expect(
      await attemptLogin(inbox, {
        email: "other@acme.example",
        password: "chosen-password-1",
        clientIp: "10.0.0.4",
      }),
    ).toMatchObject({ ok: true, mustChangePassword: false });
  });

  it("ends sessions after 2 hours idle, after 7 days in all, and when the account is disabled", async () => {
    const user = await activeUser("sessions@acme.example");
    const idle = await createSession(handle.db, user.id);
    const old = await createSession(handle.db, user.id);
    const live = await createSession(handle.db, user.id);
    expect(await readSession(handle.db, idle)).not.toBeNull();

    await handle.db.execute(sql`update inbox_sessions set last_seen_at = now() - interval '121 minutes'
      where id_hash = ${hashSessionId(idle)}`);
    await handle.db.execute(sql`update inbox_sessions set expires_at = now() - interval '1 second'
      where id_hash = ${hashSessionId(old)}`);
    expect(await readSession(handle.db, idle)).toBeNull();
    expect(await readSession(handle.db, old)).toBeNull();
    expect(await readSession(handle.db, live)).toMatchObject({ user: { email: "sessions@acme.example" } });

    await disableInboxUser(handle.db, "sessions@acme.example");
    expect(await readSession(handle.db, live)).toBeNull();
    expect(
      await attemptLogin(inbox, {
        email: "sessions@acme.example",
        password: "chosen-password-1",
        clientIp: "10.0.0.5",
      }),
    ).toEqual({ ok: false });
  });

  it("redirects without a session, refuses sales from admin pages with 403, and checks CSRF and origin", async () => {
    const user = await activeUser("csrf@acme.example");
    const sessionId = await createSession(handle.db, user.id);
    const session = await readSession(handle.db, sessionId);

    const anonymous = (await thrownBy(requireInboxSession(await request(null), inbox))) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/inbox/login?next=${encodeURIComponent("/inbox/leads")}`);
    expect(
      statusOf(await thrownBy(requireInboxSession(await request(sessionId), inbox, { role: "admin" }))),
    ).toBe(403);

    const sameOrigin = { Origin: ORIGIN };
    const good = form({ csrf: session?.csrfToken ?? "" });
    expect(
      statusOf(
        await thrownBy(
          requireInboxMutation(await request(sessionId, sameOrigin), inbox, form({ csrf: "forged" })),
        ),
      ),
    ).toBe(403);
    expect(
      statusOf(
        await thrownBy(requireInboxMutation(await request(sessionId, sameOrigin), inbox, new FormData())),
      ),
    ).toBe(403);
    expect(
      statusOf(
        await thrownBy(
          requireInboxMutation(await request(sessionId, { Origin: "https://evil.example" }), inbox, good),
        ),
      ),
    ).toBe(403);
    expect(statusOf(await thrownBy(requireInboxMutation(await request(sessionId), inbox, good)))).toBe(403);
    await expect(
      requireInboxMutation(await request(sessionId, sameOrigin), inbox, good),
    ).resolves.toMatchObject({
      user: { email: "csrf@acme.example" },
    });
  });

  it("reads an old-format, tampered or garbage session cookie as no session", async () => {
    const user = await activeUser("cookies@acme.example");
    const sessionId = await createSession(handle.db, user.id);
    const header = await sessionCookieHeader(sessionId);
    await expect(getInboxSession(await request(null, { Cookie: header }), inbox)).resolves.toMatchObject({
      user: { email: "cookies@acme.example" },
    });
    for (const cookie of [
      // The raw id, as the cookie held it before React Router wrote it.
      `inbox_session=${sessionId}`,
      `inbox_session=${header.slice("inbox_session=".length, -4)}`,
      `inbox_session=${btoa(JSON.stringify({ id: sessionId }))}`,
      `inbox_session=${btoa(JSON.stringify("someone-elses-id"))}`,
      "inbox_session=%E0%A4%A",
      "inbox_session=",
    ]) {
      await expect(
        getInboxSession(await request(null, { Cookie: cookie }), inbox),
        cookie,
      ).resolves.toBeNull();
      const redirect = (await thrownBy(
        requireInboxSession(await request(null, { Cookie: cookie }), inbox),
      )) as Response;
      expect(redirect.headers.get("Location"), cookie).toMatch(/^\/inbox\/login\?next=/);
    }
    // The session itself is untouched: the right cookie still signs in.
    await expect(getInboxSession(await request(sessionId), inbox)).resolves.not.toBeNull();
  });

  it("moves a lead through its pipeline, records notes, and releases quarantined leads with their notification", async () => {
    const actor = await activeUser("worker@acme.example");
    const fields = {
      ...hiringFields(),
      name: "Quinn Spam",
      email: "quinn@bigco.example",
      phone: "+1 415 555 0101",
      company: "BigCo",
    };
    const [lead] = await handle.db
      .insert(hiringRequests)
      .values({
        ...fields,
        spam: true,
        spamReason: "honeypot filled",
        attribution: { utmSource: "newsletter" },
      })
      .returning();
    const [other] = await handle.db
      .insert(hiringRequests)
      .values({ ...fields, name: "Colleague", email: "pat@BigCo.example" })
      .returning({ id: hiringRequests.id });
    const id = lead!.id;
    const target = { kind: "hiring-requests" as const, id, actorId: actor.id };

    expect(await changeStatus(handle.db, { ...target, status: "interview" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await changeStatus(handle.db, { ...target, status: "contacted" })).toEqual({ ok: true });
    expect(await addNote(handle.db, { ...target, text: "  " })).toMatchObject({ ok: false, status: 400 });
    expect(await addNote(handle.db, { ...target, text: "Called, left a message" })).toEqual({ ok: true });

    const quarantined = await listLeads(
      handle.db,
      parseLeadListQuery(new URLSearchParams("spam=quarantined&utmSource=newsletter&q=bigco")),
    );
    expect(quarantined.leads.map((row) => row.id)).toEqual([id]);
    // The search matches a literal piece of any field (arrays included), in any case; typed LIKE
    // wildcards match only themselves.
    const search = async (q: string) =>
      (await listLeads(handle.db, parseLeadListQuery(new URLSearchParams({ q })))).leads
        .map((row) => row.id)
        .sort();
    expect(await search("SOFTWARE DEVELOP")).toEqual([id, other!.id].sort());
    expect(await search("colleague")).toEqual([other!.id]);
    expect(await search("%")).toEqual([]);
    expect(await search("$50K_200K")).toEqual([]);
    expect(await search("$50k-200k")).toEqual([id, other!.id].sort());

    expect(await releaseFromQuarantine(inbox, target)).toEqual({ ok: true });
    expect(await releaseFromQuarantine(inbox, target)).toMatchObject({ ok: false, status: 409 });
    const jobs = rowsOf<{ channel: string; event: string; payload: unknown }>(
      await handle.db.execute(
        sql`select channel, event, payload from outbox where ref_id = ${id}::uuid order by channel`,
      ),
    );
    const expected = leadCreatedEvent("hiring_request", {
      id,
      receivedAt: lead!.receivedAt.toISOString(),
      fields: { ...fields, additionalInfo: undefined },
      attribution: { utmSource: "newsletter" },
      spamReason: null,
    });
    expect(jobs).toEqual([
      { channel: "email", event: "hiring_request.created", payload: expected },
      { channel: "webhook", event: "hiring_request.created", payload: expected },
    ]);
    expect(woken).toBe(1);

    const detail = await getLeadDetail(handle.db, "hiring-requests", id);
    expect(detail).toMatchObject({ spam: false, spamReason: null, status: "new" });
    expect((await findDuplicates(handle.db, detail!)).map((row) => [row.id, row.reason])).toContainEqual([
      other!.id,
      "same company domain",
    ]);
    const events = rowsOf<{ type: string }>(
      await handle.db.execute(
        sql`select type from lead_events where hiring_request_id = ${id}::uuid order by created_at`,
      ),
    );
    expect(events.map((row) => row.type)).toEqual(["status_changed", "note", "released_from_quarantine"]);
    expect(await handle.db.select().from(outbox)).toHaveLength(2);
  });
});
