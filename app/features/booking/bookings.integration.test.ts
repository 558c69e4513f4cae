import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, outbox } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import * as calendarRoute from "~server/endpoints/booking-calendar";
import * as reschedulesRoute from "~server/endpoints/booking-reschedules";
import * as slotsRoute from "~server/endpoints/booking-slots";
import * as bookingsRoute from "~server/endpoints/bookings";
import * as hiringRoute from "~server/endpoints/hiring-requests";
import { claimDueJobs } from "~server/outbox/worker";
import { type RunningServices, startServices } from "~server/services.server";
import { getLeadDetail, leadTimeline } from "../../../inbox/app/lib/lead-detail.server";
import { parseMail, partOf } from "../../../tests/e2e/mime";
import { bookingBody } from "../../../tests/support/form-payloads";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
  validHiringRequest,
} from "../../../tests/support/integration";
import type { SlotsResponse } from "./api";
import { REMINDER_HOURS } from "./bookings.server";
import { leadCalls } from "./lead-calls.server";
import { toLocal } from "./zoned-time";

type Handler = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const book = bookingsRoute.action as unknown as Handler;
const reschedule = reschedulesRoute.action as unknown as Handler;
const slotsLoader = slotsRoute.loader as unknown as Handler;
const calendarLoader = calendarRoute.loader as unknown as Handler;
const hiring = hiringRoute.action as unknown as Handler;

const databases = await testDatabases("bookings");
const MEETING_URL = "https://meet.google.com/abc-defg-hij";

describe.each(databases)("booking endpoints on $name", (database) => {
  let services: RunningServices;
  const call = (handler: Handler, request: Request, clientIp?: string) =>
    handler({ request, context: requestContextFor(services, clientIp) });
  const post = (path: string, body: unknown, key = crypto.randomUUID()) =>
    jsonPost(path, body, { Origin: SITE_ORIGIN, "Idempotency-Key": key });
  const slots = async (timeZone = "America/Chicago") => {
    const response = await call(
      slotsLoader,
      new Request(`${SITE_ORIGIN}/api/booking-slots?timeZone=${timeZone}`),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as SlotsResponse).slots;
  };
  const visitor = (slot: { hostId: string; start: string }, overrides: Record<string, unknown> = {}) =>
    bookingBody(formTokenFor("booking"), slot, overrides);

  beforeAll(async () => {
    services = await startServices(
      testEnv({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        BOOKING_MEETING_URL: MEETING_URL,
      }),
      {
        outbox: { enabled: false },
        retention: { enabled: false },
        log: () => {},
      },
    );
  });
  afterEach(() => clearTables(services.database.db));
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  it("answers a booking with its calendar links, whose .ics is the invitation, and refuses bad tokens", async () => {
    const slot = (await slots()).at(-2)!;
    const response = await call(book, post("/api/bookings", visitor(slot)));
    expect(response.status).toBe(201);
    const { id, calendar } = (await response.json()) as {
      id: string;
      calendar: { google: string; outlook: string; ics: string };
    };
    const basic = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(new URL(calendar.google).searchParams.get("dates")).toBe(
      `${basic(slot.start)}/${basic(new Date(Date.parse(slot.start) + 30 * 60_000).toISOString())}`,
    );
    expect(new URL(calendar.outlook).searchParams.get("location")).toBe(MEETING_URL);
    const ics = new URL(calendar.ics);
    expect(`${ics.origin}${ics.pathname}`).toBe(`${SITE_ORIGIN}/book-a-call/calendar.ics`);
    const download = await call(calendarLoader, new Request(ics));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[^"]+\.ics"$/);
    const vcalendar = new ICAL.Component(ICAL.parse(await download.text()));
    expect(vcalendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(vcalendar.getFirstSubcomponent("vevent")!);
    const [row] = await services.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(event.uid).toBe(row?.calendarUid);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(slot.start).toISOString());
    expect(event.summary).toBe(new URL(calendar.google).searchParams.get("text"));
    expect(event.location).toBe(MEETING_URL);

    const token = ics.searchParams.get("token")!;
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}x`;
    for (const [query, status] of [
      ["", 400],
      ["?token=", 400],
      [`?token=${encodeURIComponent(tampered)}`, 404],
      [`?token=${encodeURIComponent(id)}`, 404],
      [`?token=${encodeURIComponent(services.signedTokens.sign("unsubscribe", { bookingId: id }))}`, 404],
    ] as const) {
      const refused = await call(
        calendarLoader,
        new Request(`${SITE_ORIGIN}/book-a-call/calendar.ics${query}`),
      );
      expect(refused.status).toBe(status);
      expect(refused.headers.get("Content-Type")).toMatch(/^text\/plain/);
    }

    // Once cancelled, the same link gives the cancellation, which removes the event.
    await services.bookings.cancel(token);
    const cancelled = await call(calendarLoader, new Request(ics));
    expect(new ICAL.Component(ICAL.parse(await cancelled.text())).getFirstPropertyValue("method")).toBe(
      "CANCEL",
    );
  });
  it("lists free slots in the working hours with the minimum notice, never cached", async () => {
    const response = await call(
      slotsLoader,
      new Request(`${SITE_ORIGIN}/api/booking-slots?timeZone=Asia/Tokyo`),
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as SlotsResponse;
    expect(body.timeZone).toBe("Asia/Tokyo");
    expect(body.slotMinutes).toBe(30);
    expect(body.slots.length).toBeGreaterThan(0);
    for (const slot of body.slots) {
      const local = toLocal(Date.parse(slot.start), "America/New_York");
      expect(local.minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(local.minutes).toBeLessThanOrEqual(16 * 60 + 30);
      expect([0, 6]).not.toContain(local.weekday);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
    }
    expect(new Set(body.slots.map((slot) => slot.start)).size).toBe(body.slots.length);
  });

  it("answers 400 for bad slot queries", async () => {
    for (const query of [
      "?timeZone=Mars/Olympus_Mons",
      "?timeZone=%2B05:00",
      "?timeZone=",
      "?from=2026-01-01",
    ]) {
      const response = await call(slotsLoader, new Request(`${SITE_ORIGIN}/api/booking-slots${query}`));
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it("books a slot: 201, stored in UTC with confirmation and reminder jobs", async () => {
    const [, ...rest] = await slots();
    const slot = rest.at(-1)!; // days ahead: both reminders are due later
    const response = await call(book, post("/api/bookings", visitor(slot)));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await services.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ hostId: slot.hostId, status: "confirmed", email: "jane@acme.example" });
    expect(row?.startsAt.toISOString()).toBe(new Date(slot.start).toISOString());
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(30 * 60_000);

    const jobs = await services.database.db.select().from(outbox).where(eq(outbox.refId, id));
    expect(
      jobs
        .filter((job) => job.event === "booking.confirmed")
        .map((job) => job.payload.recipient)
        .sort(),
    ).toEqual(["host", "visitor"]);
    const reminders = jobs.filter((job) => job.event === "booking.reminder");
    expect(
      reminders.map((job) => row!.startsAt.getTime() - job.nextAttemptAt.getTime()).sort((a, b) => a - b),
    ).toEqual([...REMINDER_HOURS].map((hours) => hours * 3_600_000).sort((a, b) => a - b));
    expect((await slots()).some((free) => free.start === slot.start && free.hostId === slot.hostId)).toBe(
      false,
    );
  });

  it("refuses bad bookings with 400 and a clear message", async () => {
    const [slot] = await slots();
    const nextMonday = (() => {
      const date = new Date(Date.now() + 7 * 86_400_000);
      while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
      return date.toISOString().slice(0, 10);
    })();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["past", { start: "2020-01-06T15:00:00.000Z" }, /passed/],
      ["outside hours", { start: `${nextMonday}T07:00:00.000Z` }, /working hours/],
      [
        "off the grid",
        { start: new Date(Date.parse(slot!.start) + 10 * 60_000).toISOString() },
        /working hours/,
      ],
      ["unknown host", { hostId: "nobody" }, /host/],
      ["foreign zone", { timeZone: "Mars/Olympus_Mons" }, /time zone/i],
      ["offset as zone", { timeZone: "+05:00" }, /time zone/i],
      ["malformed date", { start: "2026-13-45T99:00" }, /ISO/],
      ["missing company", { company: "" }, /Company/],
      ["unknown field", { color: "blue" }, /Unknown|invalid/],
    ];
    for (const [label, overrides, message] of cases) {
      const response = await call(book, post("/api/bookings", visitor(slot!, overrides)));
      expect(response.status, label).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors?: Record<string, string[]> };
      expect(JSON.stringify(body), label).toMatch(message);
    }
    const wrongOrigin = await call(
      book,
      jsonPost("/api/bookings", visitor(slot!), {
        Origin: "https://evil.example",
        "Idempotency-Key": crypto.randomUUID(),
      }),
    );
    expect(wrongOrigin.status).toBe(403);
    expect(await services.database.db.select().from(bookings)).toHaveLength(0);
  });

  it("books a slot once when two requests race for it: one 201, one 409 with fresh slots", async () => {
    const [slot] = await slots();
    const responses = await Promise.all([
      call(book, post("/api/bookings", visitor(slot!))),
      call(book, post("/api/bookings", visitor(slot!, { email: "other@beta.example", company: "Beta" }))),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    const body = (await loser.json()) as {
      reason: string;
      error: string;
      slots: { hostId: string; start: string }[];
    };
    expect(body.reason).toBe("slot-taken");
    expect(body.error).toMatch(/just taken/);
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots.some((free) => free.hostId === slot!.hostId && free.start === slot!.start)).toBe(false);
    const stored = await services.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.hostId, slot!.hostId), eq(bookings.status, "confirmed")));
    expect(stored).toHaveLength(1);
  });

  it("answers a retry with the same idempotency key with the first booking", async () => {
    const [slot] = await slots();
    const key = crypto.randomUUID();
    const body = visitor(slot!);
    const first = await call(book, post("/api/bookings", body, key));
    const second = await call(book, post("/api/bookings", body, key));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    const reused = await call(book, post("/api/bookings", { ...body, company: "Other" }, key));
    expect(reused.status).toBe(422);
  });

  it("cancels through the signed link: the slot is free again and no reminder goes out", async () => {
    const slot = (await slots()).at(-1)!;
    const response = await call(book, post("/api/bookings", visitor(slot)));
    const { id } = (await response.json()) as { id: string };
    const db = services.database.db;
    // Make the reminders due now, as if the call were close.
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.event, "booking.reminder"));

    expect(await services.bookings.cancel("forged.token")).toEqual({ kind: "invalid-link" });
    const token = services.bookings.manageToken(id);
    const result = await services.bookings.cancel(token);
    expect(result.kind).toBe("cancelled");
    expect((await services.bookings.cancel(token)).kind).toBe("not-confirmed");
    expect((await slots()).some((free) => free.start === slot.start)).toBe(true);

    const claimed = await claimDueJobs(db, 100, 60_000);
    expect(claimed.filter((job) => job.event === "booking.reminder")).toHaveLength(0);
    expect(claimed.filter((job) => job.event === "booking.cancelled")).toHaveLength(2);

    // The freed slot can be booked again.
    const again = await call(book, post("/api/bookings", visitor(slot, { email: "next@beta.example" })));
    expect(again.status).toBe(201);
  });

  it("reschedules in one transaction: the old slot is freed, the new one taken, with a new invitation", async () => {
    const all = await slots();
    const first = all[0]!;
    const later = all.at(-1)!;
    const { id } = (await (await call(book, post("/api/bookings", visitor(first)))).json()) as { id: string };
    const token = services.bookings.manageToken(id);

    const bad = await call(
      reschedule,
      post("/api/booking-reschedules", {
        token: "nope",
        ...later,
        timeZone: "UTC",
        formToken: formTokenFor("booking"),
      }),
    );
    expect(bad.status).toBe(400);

    const moved = await call(
      reschedule,
      post("/api/booking-reschedules", {
        token,
        hostId: later.hostId,
        start: later.start,
        timeZone: "Europe/Madrid",
        formToken: formTokenFor("booking"),
      }),
    );
    expect(moved.status).toBe(201);
    const { id: newId } = (await moved.json()) as { id: string };
    const db = services.database.db;
    const [oldRow] = await db.select().from(bookings).where(eq(bookings.id, id));
    const [newRow] = await db.select().from(bookings).where(eq(bookings.id, newId));
    expect(oldRow?.status).toBe("rescheduled");
    expect(newRow).toMatchObject({
      status: "confirmed",
      rescheduledFromId: id,
      timeZone: "Europe/Madrid",
      email: "jane@acme.example",
    });
    expect(newRow?.calendarUid).toBe(oldRow?.calendarUid);
    expect(newRow?.calendarSequence).toBe(1);
    const free = await slots();
    expect(free.some((slot) => slot.start === first.start)).toBe(true);
    expect(free.some((slot) => slot.start === later.start && slot.hostId === later.hostId)).toBe(false);
    const oldReminders = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.refId, id), eq(outbox.event, "booking.reminder")));
    expect(oldReminders).toHaveLength(0);

    // The old link no longer moves anything.
    const twice = await call(
      reschedule,
      post("/api/booking-reschedules", {
        token,
        hostId: first.hostId,
        start: first.start,
        timeZone: "UTC",
        formToken: formTokenFor("booking"),
      }),
    );
    expect(twice.status).toBe(410);
  });

  it("tells the picker where the calls take place", async () => {
    const response = await call(slotsLoader, new Request(`${SITE_ORIGIN}/api/booking-slots?timeZone=UTC`));
    expect(((await response.json()) as SlotsResponse).meeting).toEqual({ url: MEETING_URL });
  });

  it("e-mails the visitor and the host with the invitation; a cancelled call's reminder is not sent", async () => {
    const mailDir = path.join(database.dataDir, "mail");
    await rm(mailDir, { recursive: true, force: true });
    const slot = (await slots()).at(-1)!;
    const { id } = (await (await call(book, post("/api/bookings", visitor(slot)))).json()) as { id: string };
    const db = services.database.db;
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.refId, id));
    const jobs = await claimDueJobs(db, 100, 60_000);
    const confirmations = jobs.filter((job) => job.event === "booking.confirmed");
    for (const job of confirmations) await services.deliver(job);
    const files = (await readdir(mailDir)).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const messages = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), "utf8")));
    const toVisitor = messages.find((raw) => /^To: jane@acme\.example/m.test(raw))!;
    const host = services.bookings.config.hosts.find((candidate) => candidate.id === slot.hostId)!;
    const toHost = messages.find((raw) => raw.includes(`To: ${host.email}`))!;
    expect(toVisitor).toBeDefined();
    expect(toHost).toBeDefined();
    for (const raw of [toVisitor, toHost]) {
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    }
    const visitorMail = parseMail(toVisitor);
    expect(partOf(visitorMail, "text/html")).toContain("/book-a-call/cancel?token=");
    // The same "Add to calendar" links as the confirmation page, the .ics by the signed token.
    for (const link of [
      "https://calendar.google.com/calendar/render?action=TEMPLATE",
      "https://outlook.live.com/calendar/0/deeplink/compose?",
      `${SITE_ORIGIN}/book-a-call/calendar.ics?token=`,
    ]) {
      expect(partOf(visitorMail, "text/plain")).toContain(link);
    }
    // Where the call takes place: in both e-mails (a button to join) and their invitations.
    for (const mail of [visitorMail, parseMail(toHost)]) {
      expect(partOf(mail, "text/html")).toMatch(
        new RegExp(`<a[^>]*href="${MEETING_URL}"[^>]*>[^]*?Join the call`),
      );
      expect(partOf(mail, "text/plain")).toContain(MEETING_URL);
      expect(partOf(mail, "text/calendar").replace(/\r?\n /g, "")).toContain(`LOCATION:${MEETING_URL}`);
    }

    // The booking is cancelled while its reminder is being sent: nothing goes out.
    await services.bookings.cancel(services.bookings.manageToken(id));
    const reminder = jobs.find((job) => job.event === "booking.reminder")!;
    await services.deliver(reminder);
    expect((await readdir(mailDir)).filter((file) => file.endsWith(".eml"))).toHaveLength(2);
  });

  const statusesOf = (responses: Response[]) => responses.map((response) => response.status);
  const confirmedCount = async () =>
    (await services.database.db.select().from(bookings).where(eq(bookings.status, "confirmed"))).length;

  it("books at most one open call per mailbox, however spelled and from whatever client address (rotating X-Forwarded-For)", async () => {
    const free = await slots();
    const attempts = ["jane@acme.example", "JANE@Acme.Example", "jane+a@acme.example", "Jane+b@ACME.example"];
    const responses: Response[] = [];
    for (const [index, email] of attempts.entries()) {
      // What rotating X-Forwarded-For gives behind TRUST_PROXY: a new client address each time.
      responses.push(
        await call(book, post("/api/bookings", visitor(free[index]!, { email })), `198.51.100.${index + 1}`),
      );
    }
    expect(statusesOf(responses)).toEqual([201, 429, 429, 429]);
    const refused = (await responses[1]!.json()) as { error: string; reason: string };
    expect(refused.reason).toBe("booking-limit");
    expect(refused.error).toMatch(/already have a discovery call booked/);
    expect(await confirmedCount()).toBe(1);

    // Only open calls count: once it is cancelled, or has taken place, the address may book again.
    const { id } = (await responses[0]!.json()) as { id: string };
    await services.bookings.cancel(services.bookings.manageToken(id));
    const again = await call(book, post("/api/bookings", visitor(free[5]!)), "198.51.100.9");
    expect(again.status).toBe(201);
    const { id: againId } = (await again.json()) as { id: string };
    await services.database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() - 84_600_000) })
      .where(eq(bookings.id, againId));
    expect((await call(book, post("/api/bookings", visitor(free[6]!)), "198.51.100.10")).status).toBe(201);
  });

  it("books at most three open calls per client network, IPv4 address or IPv6 /64, whatever the addresses", async () => {
    const free = await slots();
    const from = async (index: number, ip: string) =>
      (
        await call(
          book,
          post("/api/bookings", visitor(free[index]!, { email: `visitor-${index}@example.com` })),
          ip,
        )
      ).status;
    const v4 = [];
    for (let index = 0; index < 5; index += 1) v4.push(await from(index, "203.0.113.50"));
    expect(v4).toEqual([201, 201, 201, 429, 429]);
    const v6 = [];
    for (const [index, ip] of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:db8:1:2:ffff::3",
      "2001:db8:1:2::4",
    ].entries())
      v6.push(await from(10 + index, ip));
    expect(v6).toEqual([201, 201, 201, 429]);
    // Another network is another client.
    expect(await from(20, "2001:db8:1:3::1")).toBe(201);
    expect(await from(21, "::ffff:203.0.113.51")).toBe(201);
  });

  it("concurrent bookings do not overshoot either limit", async () => {
    const free = await slots();
    const sameNetwork = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(
          book,
          post("/api/bookings", visitor(free[index]!, { email: `burst-${index}@example.com` })),
          "203.0.113.60",
        ),
      ),
    );
    expect(statusesOf(sameNetwork).filter((status) => status === 201)).toHaveLength(3);
    expect(statusesOf(sameNetwork).filter((status) => status === 429)).toHaveLength(7);
    const sameAddress = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(
          book,
          post("/api/bookings", visitor(free[10 + index]!, { email: "burst@acme.example" })),
          `198.51.100.${20 + index}`,
        ),
      ),
    );
    expect(statusesOf(sameAddress).filter((status) => status === 201)).toHaveLength(1);
    expect(statusesOf(sameAddress).filter((status) => status === 429)).toHaveLength(7);
    expect(await confirmedCount()).toBe(4);
  });

  it("quarantines a booking without a valid form token: answered like any other, it holds no slot and sends nothing", async () => {
    const [slot] = await slots();
    for (const formToken of [undefined, "forged.token", formTokenFor("hiringRequest")]) {
      const response = await call(
        book,
        post("/api/bookings", {
          ...visitor(slot!, { email: `bot-${crypto.randomUUID()}@example.com` }),
          formToken,
        }),
      );
      expect(response.status).toBe(201);
    }
    const rows = await services.database.db.select().from(bookings);
    expect(rows.map((row) => row.status)).toEqual(["quarantined", "quarantined", "quarantined"]);
    expect(rows.map((row) => row.spamReason)).toEqual([
      "no form token",
      "forged or malformed form token",
      expect.stringMatching(/another form/),
    ]);
    expect(await services.database.db.select().from(outbox)).toHaveLength(0);
    expect((await slots()).some((free) => free.start === slot!.start && free.hostId === slot!.hostId)).toBe(
      true,
    );
  });

  it("refuses a reschedule without a valid form token, with a field error the picker renews its token on", async () => {
    const all = await slots();
    const { id } = (await (await call(book, post("/api/bookings", visitor(all[0]!)))).json()) as {
      id: string;
    };
    const token = services.bookings.manageToken(id);
    const later = all.at(-1)!;
    for (const formToken of [undefined, "forged.token"]) {
      const response = await call(
        reschedule,
        post("/api/booking-reschedules", {
          token,
          hostId: later.hostId,
          start: later.start,
          timeZone: "UTC",
          formToken,
        }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors.formToken?.[0]).toMatch(/could not verify/);
    }
    const [row] = await services.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe("confirmed");
    const moved = await call(
      reschedule,
      post("/api/booking-reschedules", {
        token,
        hostId: later.hostId,
        start: later.start,
        timeZone: "UTC",
        formToken: formTokenFor("booking"),
      }),
    );
    expect(moved.status).toBe(201);
  });

  it("links a booking to the visitor's own hiring request only", async () => {
    const created = await call(
      hiring,
      jsonPost("/api/hiring-requests", validHiringRequest(), { Origin: SITE_ORIGIN }),
    );
    const { id: hiringRequestId } = (await created.json()) as { id: string };
    const [a, b] = await slots();
    const mine = await call(book, post("/api/bookings", visitor(a!, { hiringRequestId })));
    const theirs = await call(
      book,
      post("/api/bookings", visitor(b!, { hiringRequestId, email: "someone@else.example" })),
    );
    const rows = await services.database.db.select().from(bookings);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(((await mine.json()) as { id: string }).id)?.hiringRequestId).toBe(hiringRequestId);
    expect(byId.get(((await theirs.json()) as { id: string }).id)?.hiringRequestId).toBeNull();

    // The inbox shows the call on the request's page and in its activity, cancellation included.
    const mineId = [...byId.values()].find((row) => row.hiringRequestId === hiringRequestId)!.id;
    await services.bookings.cancel(services.bookings.manageToken(mineId));
    const db = services.database.db;
    const calls = await leadCalls(db, hiringRequestId);
    expect(calls).toEqual([expect.objectContaining({ id: mineId, status: "cancelled", startsAt: a!.start })]);
    const lead = await getLeadDetail(db, "hiring-requests", hiringRequestId);
    const timeline = await leadTimeline(db, lead!, { statusLabel: String, userEmail: String });
    expect(timeline.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Call booked", "Call cancelled"]),
    );
  });
});
