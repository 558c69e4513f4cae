import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~server/db/client";
import {
  bookings,
  candidateApplications,
  estimateRequests,
  hiringRequests,
  outbox,
  subscriptions,
} from "~server/db/schema";
import { leadCreatedEvent } from "~server/db/submissions";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import {
  estimateRequestFields,
  hiringFields,
  subscriptionFields,
} from "../../../tests/support/form-payloads";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as accountRoute from "../routes/inbox.account";
import * as auditRoute from "../routes/inbox.audit";
import * as privacyRoute from "../routes/inbox.privacy";
import * as privacyExportRoute from "../routes/inbox.privacy.export";
import * as usersRoute from "../routes/inbox.users";
import { AUDIT_PAGE_SIZE, listAudit, recordAudit } from "./audit.server";
import { attemptLogin, attemptSecondFactor, requireInboxSession } from "./auth.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { addNote, changeStatus } from "./lead-changes.server";
import { addressHash } from "./privacy.server";
import { createSession, readSession } from "./sessions.server";
import { decryptTotpSecret, encryptTotpSecret, readPendingLogin, signPendingLogin } from "./totp.server";
import { LAST_ADMIN_MESSAGE } from "./user-admin.server";
import { createInboxUser, findInboxUserByEmail, setInboxPassword } from "./users.server";

/**
 * The inbox's admin side against a real database, through the route modules' loaders and actions
 * as the server calls them: the audit log, account management, privacy requests and the second
 * factor.
 */
const databases = await testDatabases("inbox-admin");

type Handler = (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;

/** The status of what a loader or action threw or returned: a Response or `data(…, { status })`. */
function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  return (outcome as { init?: { status?: number } | null }).init?.status ?? 200;
}

async function outcomeOf(promise: unknown): Promise<unknown> {
  try {
    return await promise;
  } catch (error) {
    return error;
  }
}

describe.each(databases)("the inbox's admin side on $name", (database) => {
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

  const db = () => services.database.db;

  async function signedIn(email: string, role: "admin" | "sales") {
    const user = await createInboxUser(db(), { email, role, password: "one-time-password-1" });
    await setInboxPassword(db(), user.id, "chosen-password-1");
    const sessionId = await createSession(db(), user.id);
    const session = await readSession(db(), sessionId);
    return { user, sessionId, csrf: session?.csrfToken ?? "" };
  }

  /** Calls a route's loader (GET) or action (POST with a form) as the signed-in user. */
  async function call(
    handler: unknown,
    as: { sessionId: string; csrf?: string },
    path: string,
    body?: Record<string, string>,
    inbox = services.inbox,
  ) {
    const headers: Record<string, string> = { Cookie: await sessionCookieHeader(as.sessionId) };
    let init: RequestInit = { method: "GET", headers };
    if (body) {
      const form = new URLSearchParams({ csrf: as.csrf ?? "", ...body });
      init = {
        method: "POST",
        headers: { ...headers, Origin: SITE_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      };
    }
    return outcomeOf(
      (handler as Handler)({
        request: new Request(`${SITE_ORIGIN}${path}`, init),
        context: contextFor({ ...services, inbox }),
        params: {},
      }),
    );
  }

  async function insertHiringRequest(email: string, name = "Robin Lead") {
    const [row] = await db()
      .insert(hiringRequests)
      .values({
        ...hiringFields(),
        name,
        email,
        company: "Lead Co",
      })
      .returning({ id: hiringRequests.id });
    return row!.id;
  }

  describe("the audit log", () => {
    it("records lead changes, notes without their text, and logins without the password", async () => {
      const admin = await signedIn("auditor@latammatch.example", "admin");
      const leadId = await insertHiringRequest("audited@client.example");
      const target = { kind: "hiring-requests" as const, id: leadId, actorId: admin.user.id };
      expect(await changeStatus(db(), { ...target, status: "contacted" })).toEqual({ ok: true });
      expect(await addNote(db(), { ...target, text: "Spoke with audited@client.example" })).toEqual({
        ok: true,
      });
      await attemptLogin(services.inbox, {
        email: "auditor@latammatch.example",
        password: "secret-wrong-password",
        clientIp: "198.51.100.1",
      });
      await attemptLogin(services.inbox, {
        email: "nobody-here@latammatch.example",
        password: "secret-wrong-password",
        clientIp: "198.51.100.1",
      });
      await attemptLogin(services.inbox, {
        email: "auditor@latammatch.example",
        password: "chosen-password-1",
        clientIp: "198.51.100.1",
      });

      const { entries } = await listAudit(db(), 1);
      const recent = entries.slice(0, 5).map((entry) => [entry.action, entry.actorEmail, entry.targetId]);
      expect(recent).toEqual([
        ["auth.login", "auditor@latammatch.example", admin.user.id],
        ["auth.login_failed", null, null],
        ["auth.login_failed", null, admin.user.id],
        ["lead.note", "auditor@latammatch.example", leadId],
        ["lead.status_changed", "auditor@latammatch.example", leadId],
      ]);
      expect(entries[4]?.detail).toEqual({ from: "new", to: "contacted" });
      expect(entries[4]?.leadHref).toBe(`/inbox/leads/hiring-requests/${leadId}`);
      // Failed sign-ins are summaries: how many, why, from where, first and last.
      expect(entries[2]?.detail).toEqual({ clientIp: "198.51.100.1", reasons: { "wrong password": 1 } });
      expect(entries[2]?.attempts).toBe(1);
      expect(entries[2]?.firstSeenAt).toBe(entries[2]?.createdAt);
      expect(entries[0]?.attempts).toBeNull();
      const stored = rowsOf<{ row: string }>(
        await db().execute(sql`select a::text as row from audit_log a`),
      ).map((row) => row.row);
      expect(stored.join("\n")).not.toContain("secret-wrong-password");
      expect(stored.join("\n")).not.toContain("chosen-password-1");
      expect(stored.join("\n")).not.toContain("audited@client.example");
      expect(stored.join("\n")).not.toContain("nobody-here");

      // The entry outlives its lead, without the link.
      await db().execute(sql`delete from hiring_requests where id = ${leadId}::uuid`);
      const after = await listAudit(db(), 1);
      expect(after.entries.find((entry) => entry.action === "lead.note")?.leadHref).toBeNull();
    });

    it("pages newest first", async () => {
      for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index += 1) {
        await recordAudit(db(), {
          actorId: null,
          action: "test.paging",
          targetType: "test",
          targetId: String(index),
        });
      }
      // Entries written within one clock tick share their time; insertion order still decides.
      await db().execute(
        sql`update audit_log set created_at = (select max(created_at) from audit_log) where action = 'test.paging'`,
      );
      const first = await listAudit(db(), 1);
      expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.entries[0]?.targetId).toBe(String(AUDIT_PAGE_SIZE + 2));
      const second = await listAudit(db(), 2);
      expect(second.page).toBe(2);
      expect(second.entries[0]?.targetId).not.toBe(first.entries[0]?.targetId);
      expect(first.total).toBe(second.total);
      const all = [...first.entries, ...second.entries].map((entry) => entry.createdAt);
      expect(all).toEqual([...all].sort().reverse());
      expect((await listAudit(db(), 999)).page).toBe(first.pageCount);
    });

    it("shows the page to admins and answers 403 to sales", async () => {
      const admin = await signedIn("audit-admin@latammatch.example", "admin");
      const sales = await signedIn("audit-sales@latammatch.example", "sales");
      expect(statusOf(await call(auditRoute.loader, sales, "/inbox/audit"))).toBe(403);
      const page = (await call(auditRoute.loader, admin, "/inbox/audit?page=1")) as { total: number };
      expect(page.total).toBeGreaterThan(0);
    });
  });
  describe("user management", () => {
    it("adds an account with a one-time password shown once, which only lets the user choose a new one", async () => {
      const admin = await signedIn("users-admin@latammatch.example", "admin");
      const added = (await call(usersRoute.action, admin, "/inbox/users", {
        intent: "add",
        email: "  New.Seller@LatamMatch.example ",
        role: "sales",
      })) as { ok: boolean; oneTimePassword: { email: string; password: string } };
      expect(added.ok).toBe(true);
      expect(added.oneTimePassword.email).toBe("new.seller@latammatch.example");
      expect(added.oneTimePassword.password.length).toBeGreaterThanOrEqual(20);
      const login = await attemptLogin(services.inbox, {
        email: "new.seller@latammatch.example",
        password: added.oneTimePassword.password,
        clientIp: "198.51.100.2",
      });
      expect(login).toMatchObject({ ok: true, mustChangePassword: true });
      // The password is not kept anywhere readable, and the page does not show it again.
      const page = JSON.stringify(await call(usersRoute.loader, admin, "/inbox/users"));
      expect(page).toContain("new.seller@latammatch.example");
      expect(page).not.toContain(added.oneTimePassword.password);
      const stored = rowsOf<{ row: string }>(
        await db().execute(
          sql`select u::text as row from inbox_users u union all select a::text from audit_log a`,
        ),
      );
      expect(stored.map((row) => row.row).join("\n")).not.toContain(added.oneTimePassword.password);

      const again = await call(usersRoute.action, admin, "/inbox/users", {
        intent: "add",
        email: "new.seller@latammatch.example",
        role: "admin",
      });
      expect(statusOf(again)).toBe(409);
      expect(
        statusOf(
          await call(usersRoute.action, admin, "/inbox/users", { intent: "add", email: "x", role: "sales" }),
        ),
      ).toBe(400);
      expect(
        statusOf(
          await call(usersRoute.action, admin, "/inbox/users", {
            intent: "add",
            email: "y@latammatch.example",
            role: "owner",
          }),
        ),
      ).toBe(400);
    });

    it("changes roles, disables (ending sessions) and re-enables, each audited", async () => {
      const admin = await signedIn("roles-admin@latammatch.example", "admin");
      const member = await signedIn("member@latammatch.example", "sales");
      const as = (body: Record<string, string>) => call(usersRoute.action, admin, "/inbox/users", body);

      expect(await as({ intent: "role", userId: member.user.id, role: "admin" })).toMatchObject({ ok: true });
      expect((await findInboxUserByEmail(db(), "member@latammatch.example"))?.role).toBe("admin");
      expect(await as({ intent: "role", userId: member.user.id, role: "sales" })).toMatchObject({ ok: true });

      expect(await as({ intent: "disable", userId: member.user.id })).toMatchObject({ ok: true });
      expect(await readSession(db(), member.sessionId)).toBeNull();
      expect((await findInboxUserByEmail(db(), "member@latammatch.example"))?.disabledAt).toBeInstanceOf(
        Date,
      );
      expect(await as({ intent: "enable", userId: member.user.id })).toMatchObject({ ok: true });
      expect((await findInboxUserByEmail(db(), "member@latammatch.example"))?.disabledAt).toBeNull();
      expect(
        await attemptLogin(services.inbox, {
          email: "member@latammatch.example",
          password: "chosen-password-1",
          clientIp: "198.51.100.3",
        }),
      ).toMatchObject({ ok: true });
      expect(statusOf(await as({ intent: "disable", userId: "not-a-uuid" }))).toBe(404);

      const audited = rowsOf<{ action: string; detail: Record<string, unknown> }>(
        await db().execute(sql`select action, detail from audit_log
          where target_id = ${member.user.id} and actor_id = ${admin.user.id}::uuid order by created_at`),
      );
      expect(audited).toEqual([
        { action: "user.role_changed", detail: { from: "sales", to: "admin" } },
        { action: "user.role_changed", detail: { from: "admin", to: "sales" } },
        { action: "user.disabled", detail: {} },
        { action: "user.enabled", detail: {} },
      ]);
    });

    it("never leaves the inbox without an active admin", async () => {
      const admin = await signedIn("last-admin@latammatch.example", "admin");
      await db().execute(
        sql`update inbox_users set disabled_at = now() where role = 'admin' and id <> ${admin.user.id}::uuid`,
      );
      const as = (body: Record<string, string>) => call(usersRoute.action, admin, "/inbox/users", body);
      const demote = await as({ intent: "role", userId: admin.user.id, role: "sales" });
      expect(statusOf(demote)).toBe(409);
      expect((demote as { data: { message: string } }).data.message).toBe(LAST_ADMIN_MESSAGE);
      expect(statusOf(await as({ intent: "disable", userId: admin.user.id }))).toBe(409);
      expect(await findInboxUserByEmail(db(), "last-admin@latammatch.example")).toMatchObject({
        role: "admin",
        disabledAt: null,
      });

      // With a second active admin, the first may step down.
      const second = await signedIn("second-admin@latammatch.example", "admin");
      expect(await as({ intent: "role", userId: admin.user.id, role: "sales" })).toMatchObject({ ok: true });
      const byTheSecond = await call(usersRoute.action, second, "/inbox/users", {
        intent: "disable",
        userId: second.user.id,
      });
      expect(statusOf(byTheSecond)).toBe(409);
    });

    it("answers 403 to sales on the page and every action, and to a form without the CSRF token", async () => {
      const sales = await signedIn("users-sales@latammatch.example", "sales");
      const admin = await signedIn("users-csrf-admin@latammatch.example", "admin");
      expect(statusOf(await call(usersRoute.loader, sales, "/inbox/users"))).toBe(403);
      const forms: Record<string, string>[] = [
        { intent: "add", email: "sneaky@latammatch.example", role: "admin" },
        { intent: "role", userId: sales.user.id, role: "admin" },
        { intent: "disable", userId: admin.user.id },
        { intent: "enable", userId: admin.user.id },
        { intent: "reset-2fa", userId: admin.user.id },
      ];
      for (const body of forms) {
        expect(statusOf(await call(usersRoute.action, sales, "/inbox/users", body))).toBe(403);
        expect(
          statusOf(
            await call(
              usersRoute.action,
              { sessionId: admin.sessionId, csrf: "forged" },
              "/inbox/users",
              body,
            ),
          ),
        ).toBe(403);
      }
      expect(await findInboxUserByEmail(db(), "sneaky@latammatch.example")).toBeUndefined();
      expect((await findInboxUserByEmail(db(), "users-sales@latammatch.example"))?.role).toBe("sales");
    });
  });
  describe("privacy requests", () => {
    const PERSON = "Erin.Erase@Person.example";
    const address = PERSON.toLowerCase();
    // Contains the person's address as a substring: a different person, who must be left alone.
    const NEIGHBOUR = "sherin.erase@person.example";

    /** A hiring request with its e-mail job, delivered, so an .eml file names the person. */
    async function deliveredHiringRequest(email: string, name: string, additionalInfo?: string) {
      const fields = {
        ...hiringFields(),
        name,
        email,
        phone: "+1 415 555 0101",
        company: "Person Co",
        additionalInfo,
      };
      const [lead] = await db().insert(hiringRequests).values(fields).returning();
      const event = leadCreatedEvent("hiring_request", {
        id: lead!.id,
        receivedAt: lead!.receivedAt.toISOString(),
        fields,
        attribution: {},
        spamReason: null,
      });
      const [job] = await db()
        .insert(outbox)
        .values({
          channel: "email",
          event: "hiring_request.created",
          refId: lead!.id,
          payload: event as unknown as Record<string, unknown>,
        })
        .returning();
      await services.deliver(job!);
      return lead!.id;
    }

    async function mailFiles() {
      const dir = services.inbox.mailDir;
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
      return Promise.all(names.map((name) => readFile(path.join(dir, name), "utf8")));
    }

    /** Every row of every table in the database, as text, lower-cased, without the neighbour's address. */
    async function everyRowAsText() {
      const tables = rowsOf<{ name: string }>(
        await db().execute(sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`),
      );
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining([
          "hiring_requests",
          "candidate_applications",
          "subscriptions",
          "lead_events",
          "outbox",
          "audit_log",
        ]),
      );
      const texts: string[] = [];
      for (const table of tables) {
        const rows = rowsOf<{ row: string }>(
          await db().execute(sql`select t::text as row from ${sql.raw(`"${table.name}"`)} t`),
        );
        texts.push(...rows.map((row) => `${table.name}: ${row.row.toLowerCase().replaceAll(NEIGHBOUR, "")}`));
      }
      return texts;
    }

    it("exports everything about an address, and erases it from every table and mail file after a review", async () => {
      const admin = await signedIn("privacy-admin@latammatch.example", "admin");
      const hiringId = await deliveredHiringRequest(PERSON, "Erin Erase");
      const [application] = await db()
        .insert(candidateApplications)
        .values({ name: "Erin Erase", email: address, details: { linkedin: "https://example.com/erin" } })
        .returning({ id: candidateApplications.id });
      await db()
        .insert(subscriptions)
        .values(subscriptionFields({ email: address.toUpperCase() }));
      await db()
        .insert(estimateRequests)
        .values(estimateRequestFields({ email: address }));
      await db()
        .insert(bookings)
        .values({
          hostId: "host-privacy",
          startsAt: new Date("2030-01-07T15:00:00Z"),
          endsAt: new Date("2030-01-07T15:30:00Z"),
          name: "Erin Erase",
          email: address,
          mailbox: address,
          company: "Person Co",
          timeZone: "America/New_York",
          hiringRequestId: hiringId,
          calendarUid: "privacy-test@latammatch.example",
        });
      await addNote(db(), {
        kind: "hiring-requests",
        id: hiringId,
        text: "Erin asked for a call",
        actorId: admin.user.id,
      });
      // Someone else's lead, whose message and notes mention the person.
      const neighbourId = await deliveredHiringRequest(
        NEIGHBOUR,
        "Sherin Other",
        `My colleague is ${PERSON}.`,
      );
      await addNote(db(), {
        kind: "hiring-requests",
        id: neighbourId,
        text: `Referred by Erin Erase (${address}); cc ${NEIGHBOUR}`,
        actorId: admin.user.id,
      });
      // Someone typed the address at the inbox's login.
      await attemptLogin(services.inbox, {
        email: address,
        password: "guess-password-1",
        clientIp: "198.51.100.9",
      });
      expect(
        (await mailFiles()).filter((mail) => mail.toLowerCase().includes(address)).length,
      ).toBeGreaterThan(0);

      // The export: a JSON download with every kind of lead, their events, jobs and other mentions.
      const download = (await call(privacyExportRoute.action, admin, "/inbox/privacy/export", {
        email: PERSON,
      })) as Response;
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-/);
      const exported = (await download.json()) as {
        leads: Record<string, { id: string }[]>;
        related: Record<string, { type: string }[]>;
        outbox: { ref_id: string }[];
        mentions: Record<string, unknown[]>;
      };
      expect(exported.leads.hiring_requests?.map((row) => row.id)).toEqual([hiringId]);
      expect(exported.leads.candidate_applications?.map((row) => row.id)).toEqual([application!.id]);
      expect(exported.leads.subscriptions).toHaveLength(1);
      expect(exported.leads.estimate_requests).toHaveLength(1);
      expect(exported.leads.bookings).toHaveLength(1);
      expect(exported.related.lead_events?.map((row) => row.type)).toEqual(["note"]);
      expect(exported.outbox.map((row) => row.ref_id)).toEqual([hiringId]);
      // Other records that name the person are listed apart, for the team to review.
      expect(JSON.stringify(exported.mentions.lead_events)).toContain("Referred by Erin Erase");
      expect(JSON.stringify(exported.mentions.hiring_requests)).toContain(neighbourId);

      // The review changes nothing.
      const review = (await call(privacyRoute.action, admin, "/inbox/privacy", {
        intent: "review",
        email: PERSON,
      })) as {
        data: { step: string; counts: { leads: Record<string, number>; mailFiles: number } };
      };
      expect(review.data.step).toBe("review");
      expect(review.data.counts.leads).toMatchObject({
        hiring_requests: 1,
        candidate_applications: 1,
        subscriptions: 1,
        estimate_requests: 1,
        bookings: 1,
      });
      expect(review.data.counts.mailFiles).toBeGreaterThan(0);
      expect(JSON.stringify(await everyRowAsText())).toContain(address);

      const erased = (await call(privacyRoute.action, admin, "/inbox/privacy", {
        intent: "erase",
        email: PERSON,
      })) as {
        data: { step: string };
      };
      expect(erased.data.step).toBe("erased");

      // No trace of the address in any row of any table, nor in any stored e-mail.
      const traces = (await everyRowAsText()).filter((row) => row.includes(address));
      expect(traces).toEqual([]);
      expect((await everyRowAsText()).filter((row) => row.includes("erin erase"))).toEqual([]);
      const mails = await mailFiles();
      expect(mails.filter((mail) => mail.toLowerCase().replaceAll(NEIGHBOUR, "").includes(address))).toEqual(
        [],
      );

      // The neighbour keeps their lead, address and job; only the mention was replaced.
      const neighbour = rowsOf<{ email: string; additional_info: string }>(
        await db().execute(
          sql`select email, additional_info from hiring_requests where id = ${neighbourId}::uuid`,
        ),
      );
      expect(neighbour).toEqual([{ email: NEIGHBOUR, additional_info: "My colleague is [erased]." }]);
      const note = rowsOf<{ data: { text: string } }>(
        await db().execute(sql`select data from lead_events where hiring_request_id = ${neighbourId}::uuid`),
      );
      expect(note[0]?.data.text).toBe(`Referred by [erased] ([erased]); cc ${NEIGHBOUR}`);

      // One audit entry with counts and a salted hash, never the address.
      const audit = rowsOf<{ detail: Record<string, unknown> }>(
        await db().execute(sql`select detail from audit_log where action = 'privacy.erased'`),
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toMatchObject({
        addressHash: addressHash(services.inbox.secret, address),
        leads: {
          hiring_requests: 1,
          candidate_applications: 1,
          subscriptions: 1,
          estimate_requests: 1,
          bookings: 1,
        },
        relatedRows: 1,
        outboxRows: 1,
      });
      expect(Number(audit[0]?.detail.mailFiles)).toBeGreaterThan(0);
      expect(addressHash(services.inbox.secret, address)).not.toContain(address);
    });

    it("refuses a review or erasure without a valid address", async () => {
      const admin = await signedIn("privacy-check@latammatch.example", "admin");
      for (const email of ["", "not an address"]) {
        expect(
          statusOf(await call(privacyRoute.action, admin, "/inbox/privacy", { intent: "erase", email })),
        ).toBe(400);
      }
      const refused = (await call(privacyExportRoute.action, admin, "/inbox/privacy/export", {
        email: "x",
      })) as Response;
      expect(refused.headers.get("Location")).toBe("/inbox/privacy?error=export-address");
    });

    it("answers 403 to sales on the page, the export, the review and the erasure", async () => {
      const sales = await signedIn("privacy-sales@latammatch.example", "sales");
      const leadId = await insertHiringRequest("kept@person.example");
      expect(statusOf(await call(privacyRoute.loader, sales, "/inbox/privacy"))).toBe(403);
      expect(
        statusOf(
          await call(privacyExportRoute.action, sales, "/inbox/privacy/export", {
            email: "kept@person.example",
          }),
        ),
      ).toBe(403);
      for (const intent of ["review", "erase"]) {
        expect(
          statusOf(
            await call(privacyRoute.action, sales, "/inbox/privacy", {
              intent,
              email: "kept@person.example",
            }),
          ),
        ).toBe(403);
      }
      const still = rowsOf(await db().execute(sql`select 1 from hiring_requests where id = ${leadId}::uuid`));
      expect(still).toHaveLength(1);
    });
  });
  describe("two-step verification", () => {
    const codeAt = (base32: string, timestamp = Date.now()) =>
      new TOTP({ secret: Secret.fromBase32(base32), algorithm: "SHA1", digits: 6, period: 30 }).generate({
        timestamp,
      });

    /** Turns 2FA on through the account page, as the user would; returns the secret their app holds. */
    async function enrol(as: { sessionId: string; csrf: string }) {
      const page = (await call(accountRoute.loader, as, "/inbox/account")) as {
        enabled: boolean;
        enrolment: { pending: string; secret: string; qrSvg: string };
      };
      expect(page.enabled).toBe(false);
      expect(page.enrolment.qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
      const base32 = page.enrolment.secret.replace(/\s+/g, "");
      const wrong = await call(accountRoute.action, as, "/inbox/account", {
        intent: "enable",
        pending: page.enrolment.pending,
        code: codeAt(base32, Date.now() - 10 * 60_000),
      });
      expect(statusOf(wrong)).toBe(400);
      // The refusal shows the same secret again, since the app already holds it.
      expect((wrong as { data: { enrolment: { secret: string } } }).data.enrolment.secret).toBe(
        page.enrolment.secret,
      );
      const enabled = await call(accountRoute.action, as, "/inbox/account", {
        intent: "enable",
        pending: page.enrolment.pending,
        code: codeAt(base32, Date.now() - 30_000),
      });
      expect(enabled).toMatchObject({ done: "Two-step verification is on." });
      return base32;
    }

    it("stores the secret encrypted, bound to its account", () => {
      const secret = services.inbox.secret;
      const stored = encryptTotpSecret(secret, "user-1", "JBSWY3DPEHPK3PXP");
      expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
      expect(decryptTotpSecret(secret, "user-1", stored)).toBe("JBSWY3DPEHPK3PXP");
      expect(decryptTotpSecret(secret, "user-2", stored)).toBeNull();
      expect(decryptTotpSecret("another-server-secret-0123456789abcdef", "user-1", stored)).toBeNull();
    });

    it("enrols with a current code, then asks for a code at login and never accepts one twice", async () => {
      const member = await signedIn("two-step@latammatch.example", "sales");
      const base32 = await enrol(member);
      const [row] = rowsOf<{ totp_secret: string }>(
        await db().execute(sql`select totp_secret from inbox_users where id = ${member.user.id}::uuid`),
      );
      expect(row?.totp_secret).toMatch(/^v1\./);
      expect(row?.totp_secret).not.toContain(base32);

      const login = () =>
        attemptLogin(services.inbox, {
          email: "two-step@latammatch.example",
          password: "chosen-password-1",
          clientIp: "198.51.100.20",
        });
      const first = await login();
      expect(first.ok).toBe(false);
      const pendingLogin = (first as { pendingLogin: string }).pendingLogin;
      expect(readPendingLogin(services.inbox.secret, pendingLogin)).toMatchObject({ userId: member.user.id });

      const second = (code: string, pending = pendingLogin) =>
        attemptSecondFactor(services.inbox, { pendingLogin: pending, code, clientIp: "198.51.100.20" });
      expect(await second("000000")).toEqual({ ok: false, expired: false });
      expect(await second(codeAt(base32), "forged.token")).toEqual({ ok: false, expired: true });
      const code = codeAt(base32);
      expect(await second(code)).toMatchObject({ ok: true, mustChangePassword: false });
      // The same code again, inside its window: refused, also after a new password step.
      const again = (await login()) as { pendingLogin: string };
      expect(await second(code, again.pendingLogin)).toEqual({ ok: false, expired: false });

      // Turning it off needs a current code not used before; the next step's code is such a one.
      const reused = await call(accountRoute.action, member, "/inbox/account", { intent: "disable", code });
      expect(statusOf(reused)).toBe(400);
      const off = await call(accountRoute.action, member, "/inbox/account", {
        intent: "disable",
        code: codeAt(base32, Date.now() + 30_000),
      });
      expect(off).toMatchObject({ done: "Two-step verification is off." });
      expect(await login()).toMatchObject({ ok: true });

      const audited = rowsOf<{ action: string; detail: Record<string, unknown> }>(
        await db().execute(sql`select action, detail from audit_log where target_id = ${member.user.id}
          and action like 'auth.%' order by created_at`),
      ).map((entry) => [entry.action, entry.detail.reasons ?? entry.detail.secondFactor ?? null]);
      expect(audited).toEqual([
        ["auth.totp_enabled", null],
        ["auth.login", true],
        // Both wrong codes from that address, summed in one entry as of the last.
        ["auth.login_failed", { "wrong or reused code": 2 }],
        ["auth.totp_disabled", null],
        ["auth.login", null],
      ]);
      const stored = rowsOf<{ row: string }>(
        await db().execute(sql`select detail::text as row from audit_log`),
      );
      expect(stored.map((entry) => entry.row).join("\n")).not.toContain(code);
    });

    it("counts wrong codes like wrong passwords, and ends a pending login after three", async () => {
      const member = await signedIn("two-step-lock@latammatch.example", "sales");
      const base32 = await enrol(member);
      const clientIp = "198.51.100.21";
      const login = async (ip = clientIp) =>
        attemptLogin(services.inbox, {
          email: "two-step-lock@latammatch.example",
          password: "chosen-password-1",
          clientIp: ip,
        });
      const codeStep = (pendingLogin: string, code: string) =>
        attemptSecondFactor(services.inbox, { pendingLogin, code, clientIp });
      const first = (await login()) as { pendingLogin: string };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await codeStep(first.pendingLogin, "123456")).toEqual({ ok: false, expired: false });
      }
      // Out of tries: even the right code sends the user back to the password.
      expect(await codeStep(first.pendingLogin, codeAt(base32))).toEqual({ ok: false, expired: true });
      const second = (await login()) as { pendingLogin: string };
      for (let attempt = 0; attempt < 2; attempt += 1) await codeStep(second.pendingLogin, "123456");
      // Five wrong codes from this address: it is refused for the account, another address is not.
      expect(await login()).toEqual({ ok: false });
      expect(await login("198.51.100.99")).toMatchObject({ ok: false, pendingLogin: expect.any(String) });
      // A pending step is short-lived, and a signed token without its stored half opens nothing.
      expect(
        readPendingLogin(services.inbox.secret, second.pendingLogin, Date.now() + 6 * 60_000),
      ).toBeNull();
      const forged = signPendingLogin(services.inbox.secret, { userId: member.user.id, nonce: "made-up" });
      expect(
        await attemptSecondFactor(services.inbox, {
          pendingLogin: forged,
          code: codeAt(base32, Date.now() + 30_000),
          clientIp: "198.51.100.98",
        }),
      ).toEqual({ ok: false, expired: true });
    });

    it("with INBOX_REQUIRE_2FA sends admins without it to enrol before anything else", async () => {
      const admin = await signedIn("must-enrol@latammatch.example", "admin");
      const sales = await signedIn("need-not-enrol@latammatch.example", "sales");
      const strict = { ...services.inbox, requireTwoFactorForAdmins: true };
      const get = async (sessionId: string) =>
        new Request(`${SITE_ORIGIN}/inbox`, { headers: { Cookie: await sessionCookieHeader(sessionId) } });

      const sent = (await outcomeOf(requireInboxSession(await get(admin.sessionId), strict))) as Response;
      expect(sent.headers.get("Location")).toBe("/inbox/account");
      await expect(requireInboxSession(await get(sales.sessionId), strict)).resolves.toMatchObject({
        user: { role: "sales" },
      });
      await expect(
        requireInboxSession(await get(admin.sessionId), strict, { allowTwoFactorEnrolment: true }),
      ).resolves.toMatchObject({ user: { role: "admin" } });
      // Without the setting, nobody is sent anywhere.
      await expect(requireInboxSession(await get(admin.sessionId), services.inbox)).resolves.toBeTruthy();

      const base32 = await enrol(admin);
      await expect(requireInboxSession(await get(admin.sessionId), strict)).resolves.toMatchObject({
        user: { twoFactor: true },
      });
      // Admins must keep it on there, even with a right code.
      const refused = await call(
        accountRoute.action,
        admin,
        "/inbox/account",
        { intent: "disable", code: codeAt(base32, Date.now() + 30_000) },
        strict,
      );
      expect(refused).toMatchObject({ data: { error: "Admins must keep two-step verification on." } });

      // A lost phone: another admin resets it on the users page, and the login takes the password alone.
      const other = await signedIn("resetting-admin@latammatch.example", "admin");
      expect(
        await call(usersRoute.action, other, "/inbox/users", { intent: "reset-2fa", userId: admin.user.id }),
      ).toMatchObject({ ok: true });
      expect(
        await attemptLogin(services.inbox, {
          email: "must-enrol@latammatch.example",
          password: "chosen-password-1",
          clientIp: "198.51.100.22",
        }),
      ).toMatchObject({ ok: true });
      const reset = rowsOf<{ detail: Record<string, unknown> }>(
        await db().execute(sql`select detail from audit_log where action = 'auth.totp_disabled'
          and target_id = ${admin.user.id} and actor_id = ${other.user.id}::uuid`),
      );
      expect(reset).toEqual([{ detail: { reset: true } }]);
    });
  });
});
