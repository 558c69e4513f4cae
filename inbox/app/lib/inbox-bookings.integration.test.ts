import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, fromLocal, toLocal } from "~/features/booking/zoned-time";
import { rowsOf } from "~server/db/client";
import { bookings, hiringRequests, leadEvents, outbox } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { claimDueJobs } from "~server/outbox/worker";
import { type RunningServices, startServices } from "~server/services.server";
import { parseMail, partOf } from "../../../tests/e2e/mime";
import { bookingFields, hiringFields } from "../../../tests/support/form-payloads";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as bookingsRoute from "../routes/inbox.bookings";
import { sessionCookieHeader } from "./cookies.test-support";
import { getLeadDetail, leadTimeline } from "./lead-detail.server";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

type RouteFunction = (args: { request: Request; context: unknown; params: unknown }) => Promise<unknown>;
const loader = bookingsRoute.loader as unknown as RouteFunction;
const action = bookingsRoute.action as unknown as RouteFunction;
type ListData = Awaited<ReturnType<typeof bookingsRoute.loader>>;

const databases = await testDatabases("inbox-bookings");

/** What a loader or action threw: a Response (redirect) or `data(…, { status })`. */
async function thrownBy(promise: Promise<unknown>): Promise<{ status?: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status };
  }
  throw new Error("Expected the call to throw");
}

/** The action's answer and status: `data(…, { status })` carries one, a plain object is a 200. */
function answerOf(result: unknown): { status: number; ok: boolean; message: string } {
  const wrapped = result as { init?: { status?: number } | null; data?: unknown };
  const body = (wrapped.init !== undefined ? wrapped.data : result) as { ok: boolean; message: string };
  return { status: wrapped.init?.status ?? 200, ...body };
}

const HOST_ZONE = "America/New_York";

describe.each(databases)("inbox discovery calls on $name", (database) => {
  let services: RunningServices;
  const users: Record<"sales" | "admin", { id: string; session: string; csrf: string }> = {} as never;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const db = services.database.db;
    for (const role of ["sales", "admin"] as const) {
      const user = await createInboxUser(db, {
        email: `${role}@calls.example`,
        role,
        password: "one-time-password-1",
      });
      await setInboxPassword(db, user.id, "chosen-password-1");
      const session = await createSession(db, user.id);
      const csrf = rowsOf<{ csrf_token: string }>(
        await db.execute(sql`select csrf_token from inbox_sessions where user_id = ${user.id}::uuid`),
      )[0]!.csrf_token;
      users[role] = { id: user.id, session, csrf };
    }
  });
  beforeEach(async () => {
    await services.database.db.execute(
      sql`truncate hiring_requests, bookings, outbox, lead_events, audit_log cascade`,
    );
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const call = async (
    fn: RouteFunction,
    url: string,
    options: { as?: "sales" | "admin" | null; form?: Record<string, string>; origin?: string } = {},
  ) => {
    const user = options.as === null ? null : users[options.as ?? "sales"];
    const headers: Record<string, string> = user ? { Cookie: await sessionCookieHeader(user.session) } : {};
    let init: RequestInit = { headers };
    if (options.form) {
      headers.Origin = options.origin ?? SITE_ORIGIN;
      init = { method: "POST", headers, body: new URLSearchParams(options.form) };
    }
    return fn({
      request: new Request(`${SITE_ORIGIN}${url}`, init),
      context: contextFor(services),
      params: {},
    });
  };
  const list = async (query = "", as: "sales" | "admin" = "sales") =>
    (await call(loader, `/inbox/bookings${query}`, { as })) as ListData;
  const names = (page: ListData) => page.bookings.map((booking) => booking.name);

  /** A day a week ahead in the hosts' zone, and an instant at a local time on a day. */
  const day = addDays(toLocal(Date.now(), HOST_ZONE).date, 7);
  const at = (date: string, hour: number, minute = 0) =>
    new Date(fromLocal(date, hour * 60 + minute, HOST_ZONE)!);

  async function seed(
    name: string,
    hostId: string,
    startsAt: Date,
    values: Partial<typeof bookings.$inferInsert> = {},
  ) {
    const id = crypto.randomUUID();
    await services.database.db.insert(bookings).values({
      id,
      hostId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      name,
      email: `${name.toLowerCase()}@example.com`,
      mailbox: `${name.toLowerCase()}@example.com`,
      company: `${name} Co`,
      timeZone: "Europe/Madrid",
      calendarUid: `${id}@latammatch`,
      ...values,
    });
    return id;
  }

  it("lists upcoming calls in the host's zone, filtered by day, host, status and past, all in the URL", async () => {
    const [lead] = await services.database.db
      .insert(hiringRequests)
      .values({
        ...hiringFields(),
        name: "Ana",
        email: "ana@example.com",
        company: "Ana Co",
      })
      .returning();
    await seed("Ana", "sales-1", at(day, 10), { hiringRequestId: lead!.id });
    // 23:30 in New York is the next day in UTC: it belongs to `day` for its host.
    await seed("Ben", "sales-2", at(day, 23, 30));
    await seed("Cai", "sales-1", at(addDays(day, 1), 11));
    await seed("Pat", "sales-1", new Date(Date.now() - 2 * 86_400_000));
    await seed("Xia", "sales-2", at(day, 12), { status: "cancelled", cancelledAt: new Date() });
    await seed("Quin", "sales-1", at(day, 9), {
      status: "quarantined",
      spam: true,
      spamReason: "no form token",
    });

    const upcoming = await list();
    expect(names(upcoming)).toEqual(["Ana", "Ben", "Cai"]);
    const ana = upcoming.bookings[0]!;
    expect(ana).toMatchObject({
      email: "ana@example.com",
      company: "Ana Co",
      status: "confirmed",
      host: { id: "sales-1", name: "Daniela Ruiz" },
      hiringRequestId: lead!.id,
      visitorTimeZone: "Europe/Madrid",
      cancellable: true,
    });
    expect(ana.when).toMatch(/10:00\s–\s10:30\sAM Eastern Time/);
    expect(upcoming.bookings[1]!.when).toMatch(/11:30\sPM/);

    expect(names(await list(`?day=${day}`))).toEqual(["Ana", "Ben"]);
    expect(names(await list(`?day=${addDays(day, 1)}`))).toEqual(["Cai"]);
    expect(names(await list("?host=sales-2"))).toEqual(["Ben"]);
    expect(names(await list(`?host=sales-2&day=${addDays(day, 1)}`))).toEqual([]);
    expect(names(await list("?when=past"))).toEqual(["Pat"]);
    expect(names(await list("?status=cancelled"))).toEqual(["Xia"]);
    expect(names(await list(`?status=all&day=${day}`))).toEqual(["Quin", "Ana", "Xia", "Ben"]);
    const quarantined = (await list("?status=quarantined")).bookings[0]!;
    expect(quarantined).toMatchObject({ name: "Quin", spamReason: "no form token", cancellable: false });
    // Unusable values fall back to the defaults; admins see the same list.
    expect(names(await list("?when=soon&day=someday&status=maybe&page=-3", "admin"))).toEqual([
      "Ana",
      "Ben",
      "Cai",
    ]);

    const anonymous = await thrownBy(call(loader, "/inbox/bookings?day=2026-01-01", { as: null }));
    expect(anonymous).toEqual({
      status: 302,
      location: `/inbox/login?next=${encodeURIComponent("/inbox/bookings?day=2026-01-01")}`,
    });
  });

  it("cancels a call with the team's reason: slot freed, reminders withdrawn, visitor e-mailed, audit and lead timeline written", async () => {
    const db = services.database.db;
    const [lead] = await db
      .insert(hiringRequests)
      .values({
        ...hiringFields(),
      })
      .returning();
    const slot = (await services.bookings.listSlots()).at(-1)!;
    const booked = await services.bookings.book(bookingFields(slot, { hiringRequestId: lead!.id }), {
      spam: false,
      spamReason: null,
      attribution: {},
      userAgent: null,
      clientIp: "203.0.113.7",
      idempotencyKey: null,
      requestHash: "test",
    });
    if (booked.kind !== "stored") throw new Error(`The booking was not stored: ${booked.kind}`);
    const id = booked.id;
    const pendingReminders = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.refId, id), eq(outbox.event, "booking.reminder"), eq(outbox.status, "pending")));
    expect(await pendingReminders()).toHaveLength(2);
    const cancel = (
      form: Record<string, string>,
      options: { origin?: string; as?: "sales" | "admin" } = {},
    ) => call(action, "/inbox/bookings", { form, ...options });

    // Refused: no reason, an unsendable one, no CSRF token, another origin, an unknown booking.
    expect(answerOf(await cancel({ csrf: users.sales.csrf, id, reason: "   " }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/Give a reason/),
    });
    expect(answerOf(await cancel({ csrf: users.sales.csrf, id, reason: "nul\u0000byte" })).status).toBe(400);
    expect(await thrownBy(cancel({ id, reason: "No token" }))).toEqual({ status: 403 });
    expect(
      await thrownBy(
        cancel({ csrf: users.sales.csrf, id, reason: "Cross-site" }, { origin: "https://evil.example" }),
      ),
    ).toEqual({ status: 403 });
    expect(
      answerOf(await cancel({ csrf: users.sales.csrf, id: crypto.randomUUID(), reason: "Gone" })).status,
    ).toBe(404);
    expect(answerOf(await cancel({ csrf: users.sales.csrf, id: "not-a-uuid", reason: "Gone" })).status).toBe(
      404,
    );
    expect((await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status).toBe("confirmed");

    const reason = "Daniela is out sick that day; we're sorry. <b>Book again</b> & we'll make it up.";
    const done = answerOf(await cancel({ csrf: users.sales.csrf, id, reason: `  ${reason}\n` }));
    expect(done).toMatchObject({
      status: 200,
      ok: true,
      message: expect.stringMatching(/Cancelled the call with Jane Doe/),
    });
    expect(answerOf(await cancel({ csrf: users.sales.csrf, id, reason })).status).toBe(409);

    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      status: "cancelled",
      cancelledById: users.sales.id,
      cancellationReason: reason,
    });
    expect(await pendingReminders()).toHaveLength(0);
    expect((await services.bookings.listSlots()).some((free) => free.start === slot.start)).toBe(true);

    const audit = rowsOf<{
      action: string;
      actor_id: string;
      target_type: string;
      target_id: string;
      detail: unknown;
    }>(await db.execute(sql`select action, actor_id, target_type, target_id, detail from audit_log`));
    expect(audit).toEqual([
      {
        action: "booking.cancelled",
        actor_id: users.sales.id,
        target_type: "booking",
        target_id: id,
        detail: {
          hostId: slot.hostId,
          startsAt: new Date(slot.start).toISOString(),
          hiringRequestId: lead!.id,
        },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain("sick");
    const events = await db.select().from(leadEvents).where(eq(leadEvents.hiringRequestId, lead!.id));
    expect(events).toEqual([
      expect.objectContaining({
        type: "call_cancelled",
        actorId: users.sales.id,
        data: expect.objectContaining({ reason }),
      }),
    ]);
    const detail = await getLeadDetail(db, "hiring-requests", lead!.id);
    const timeline = await leadTimeline(db, detail!, { statusLabel: String, userEmail: String });
    const cancelled = timeline.filter((item) => item.title.startsWith("Call cancelled"));
    expect(cancelled).toEqual([
      expect.objectContaining({
        title: "Call cancelled by sales@calls.example",
        detail: expect.stringContaining(reason),
      }),
    ]);

    // The visitor's cancellation e-mail carries the reason (escaped), and the host's too.
    const mailDir = path.join(database.dataDir, "mail");
    await rm(mailDir, { recursive: true, force: true });
    const jobs = (await claimDueJobs(db, 100, 60_000)).filter(
      (job) => job.refId === id && job.event === "booking.cancelled",
    );
    expect(jobs.map((job) => job.payload.recipient).sort()).toEqual(["host", "visitor"]);
    for (const job of jobs) await services.deliver(job);
    const messages = await Promise.all(
      (await readdir(mailDir)).map(async (file) =>
        parseMail(await readFile(path.join(mailDir, file), "utf8")),
      ),
    );
    const toVisitor = messages.find((mail) => mail.headers.to === "jane@acme.example")!;
    const toHost = messages.find((mail) => mail.headers.to !== "jane@acme.example")!;
    expect(partOf(toVisitor, "text/plain")).toMatch(/our team had to cancel your discovery call/);
    expect(partOf(toVisitor, "text/plain")).toContain(reason);
    expect(partOf(toVisitor, "text/html")).toContain("Daniela is out sick that day");
    expect(partOf(toVisitor, "text/html")).not.toContain("<b>Book again</b>");
    expect(partOf(toVisitor, "text/calendar")).toMatch(/METHOD:CANCEL/);
    expect(partOf(toHost, "text/plain")).toContain(reason);

    // Cancelled calls are listed under their filter, with who cancelled and why.
    expect(names(await list())).toEqual([]);
    expect((await list("?status=cancelled")).bookings[0]).toMatchObject({
      name: "Jane Doe",
      cancellationReason: reason,
      cancelledByEmail: "sales@calls.example",
      cancellable: false,
    });
  });

  it("does not cancel a call that has started", async () => {
    const id = await seed("Pat", "sales-1", new Date(Date.now() - 10 * 60_000));
    const result = answerOf(
      await call(action, "/inbox/bookings", {
        as: "admin",
        form: { csrf: users.admin.csrf, id, reason: "Too late" },
      }),
    );
    expect(result).toMatchObject({
      status: 409,
      message: expect.stringMatching(/can no longer be cancelled/),
    });
    expect((await services.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status).toBe(
      "confirmed",
    );
  });
});
