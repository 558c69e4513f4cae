import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "~server/db/client";
import { candidateApplications, hiringRequests, outbox, subscriptions } from "~server/db/schema";
import { leadCreatedEvent } from "~server/db/submissions";
import { testDatabases } from "~server/db/test-databases";
import { startOutboxWorker } from "~server/outbox/worker";
import { type RunningServices, startServices } from "~server/services.server";
import { hiringFields } from "../../../tests/support/form-payloads";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as dashboardRoute from "../routes/inbox.dashboard";
import * as deliveriesRoute from "../routes/inbox.deliveries";
import * as exportRoute from "../routes/inbox.export[.]csv";
import { sessionCookieHeader } from "./cookies.test-support";
import { dashboardFigures } from "./dashboard.server";
import { getLeadDetail, leadTimeline } from "./lead-detail.server";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

type RouteFunction = (args: { request: Request; context: unknown; params: unknown }) => Promise<unknown>;
const deliveriesLoader = deliveriesRoute.loader as unknown as RouteFunction;
const deliveriesAction = deliveriesRoute.action as unknown as RouteFunction;
const exportLoader = exportRoute.loader as unknown as RouteFunction;
const dashboardLoader = dashboardRoute.loader as unknown as RouteFunction;

const databases = await testDatabases("inbox-operations");

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

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n") {
      records.push([...record, field]);
      record = [];
      field = "";
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** The records of a CSV download, which starts with a UTF-8 byte order mark for spreadsheets. */
async function csvOf(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder().decode(bytes).trimEnd());
}

/** The status of an action's answer: `data(…, { status })` carries one, a plain object is a 200. */
function statusOf(result: unknown): number {
  return (result as { init?: { status?: number } | null }).init?.status ?? 200;
}

describe.each(databases)("inbox operations on $name", (database) => {
  let services: RunningServices;
  let salesId: string;
  let salesSession: string;
  let salesCsrf: string;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const db = services.database.db;
    const sales = await createInboxUser(db, {
      email: "sales@ops.example",
      role: "sales",
      password: "one-time-password-1",
    });
    await setInboxPassword(db, sales.id, "chosen-password-1");
    salesId = sales.id;
    salesSession = await createSession(db, sales.id);
    salesCsrf = rowsOf<{ csrf_token: string }>(
      await db.execute(sql`select csrf_token from inbox_sessions where user_id = ${sales.id}::uuid`),
    )[0]!.csrf_token;
  });
  beforeEach(async () => {
    await services.database.db.execute(
      sql`truncate hiring_requests, candidate_applications, subscriptions, outbox, lead_events, audit_log cascade`,
    );
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const call = async (
    fn: RouteFunction,
    url: string,
    options: { session?: string | null; form?: Record<string, string>; origin?: string } = {},
  ) => {
    const session = options.session === undefined ? salesSession : options.session;
    const headers: Record<string, string> = session ? { Cookie: await sessionCookieHeader(session) } : {};
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

  async function hiringRequest(values: Partial<typeof hiringRequests.$inferInsert> = {}) {
    const [row] = await services.database.db
      .insert(hiringRequests)
      .values({
        ...hiringFields(),
        name: "Riley Retry",
        email: "riley@retry.example",
        phone: "+1 415 555 0123",
        company: "Retry Co",
        ...values,
      })
      .returning();
    return row!;
  }

  it("lists a failed delivery with its lead, retries it, and the worker writes the e-mail", async () => {
    const db = services.database.db;
    const lead = await hiringRequest();
    const payload = leadCreatedEvent("hiring_request", {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      fields: { ...lead, additionalInfo: undefined },
      attribution: {},
      spamReason: null,
    });
    const [job] = await db
      .insert(outbox)
      .values({
        channel: "email",
        event: "hiring_request.created",
        refId: lead.id,
        payload: payload as unknown as Record<string, unknown>,
        status: "failed",
        attempts: 8,
        lastError: "Mailbox temporarily unavailable",
        nextAttemptAt: new Date(Date.now() - 3_600_000),
      })
      .returning();

    const page = (await call(deliveriesLoader, "/inbox/deliveries")) as Awaited<
      ReturnType<typeof deliveriesRoute.loader>
    >;
    expect(page.failed).toBe(1);
    expect(page.deliveries).toEqual([
      expect.objectContaining({
        id: job!.id,
        status: "failed",
        attempts: 8,
        event: "hiring_request.created",
        channel: "email",
        lastError: "Mailbox temporarily unavailable",
        lead: { kind: "hiring-requests", id: lead.id, label: "Riley Retry (Retry Co)" },
      }),
    ]);

    const retried = await call(deliveriesAction, "/inbox/deliveries", {
      form: { csrf: salesCsrf, id: job!.id },
    });
    expect(statusOf(retried)).toBe(200);
    const [queued] = await db.select().from(outbox).where(eq(outbox.id, job!.id));
    expect(queued).toMatchObject({ status: "pending", attempts: 8 });
    expect(queued!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    // A second click finds it queued, not failed.
    expect(
      statusOf(await call(deliveriesAction, "/inbox/deliveries", { form: { csrf: salesCsrf, id: job!.id } })),
    ).toBe(409);

    const worker = startOutboxWorker({
      db,
      deliver: services.deliver,
      pollIntervalMs: 20,
      wakeDelayMs: 0,
      log: () => {},
    });
    try {
      await expect
        .poll(async () => (await db.select().from(outbox).where(eq(outbox.id, job!.id)))[0]?.status, {
          timeout: 10_000,
        })
        .toBe("sent");
    } finally {
      await worker.stop();
    }
    const mailDir = path.join(database.dataDir, "mail");
    const files = (await readdir(mailDir)).filter((file) => file.endsWith(".eml"));
    const messages = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), "utf8")));
    expect(messages.filter((message) => message.includes("Retry Co"))).toHaveLength(1);

    const detail = await getLeadDetail(db, "hiring-requests", lead.id);
    const timeline = await leadTimeline(db, detail!, {
      statusLabel: (status) => status,
      userEmail: () => "someone",
    });
    expect(timeline.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        "E-mail notification retried by sales@ops.example",
        "E-mail notification sent",
      ]),
    );
    const audit = rowsOf<{ action: string; actor_id: string; target_id: string; detail: unknown }>(
      await db.execute(sql`select action, actor_id, target_id, detail from audit_log`),
    );
    expect(audit).toEqual([
      {
        action: "delivery.retried",
        actor_id: salesId,
        target_id: job!.id,
        detail: {
          channel: "email",
          event: "hiring_request.created",
          attempts: 8,
          leadKind: "hiring-requests",
          leadId: lead.id,
        },
      },
    ]);
    const after = (await call(deliveriesLoader, "/inbox/deliveries")) as typeof page;
    expect(after.deliveries).toEqual([]);
  });

  it("sends visitors without a session to the login page and refuses a retry without the CSRF token", async () => {
    const anonymous = await thrownBy(call(deliveriesLoader, "/inbox/deliveries", { session: null }));
    expect(anonymous).toEqual({
      status: 302,
      location: `/inbox/login?next=${encodeURIComponent("/inbox/deliveries")}`,
    });
    const lead = await hiringRequest();
    const [job] = await services.database.db
      .insert(outbox)
      .values({
        channel: "email",
        event: "hiring_request.created",
        refId: lead.id,
        payload: {},
        status: "failed",
      })
      .returning();
    expect(
      (await thrownBy(call(deliveriesAction, "/inbox/deliveries", { session: null, form: { id: job!.id } })))
        .status,
    ).toBe(302);
    expect(
      (await thrownBy(call(deliveriesAction, "/inbox/deliveries", { form: { csrf: "wrong", id: job!.id } })))
        .status,
    ).toBe(403);
    expect(
      (
        await thrownBy(
          call(deliveriesAction, "/inbox/deliveries", {
            form: { csrf: salesCsrf, id: job!.id },
            origin: "https://evil.example",
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      statusOf(await call(deliveriesAction, "/inbox/deliveries", { form: { csrf: salesCsrf, id: "nope" } })),
    ).toBe(404);
    const [unchanged] = await services.database.db.select().from(outbox).where(eq(outbox.id, job!.id));
    expect(unchanged!.status).toBe("failed");
  });

  it("exports exactly the filtered list as CSV, newest first, with formula-like cells neutralised", async () => {
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    const formula = await hiringRequest({
      name: '=HYPERLINK("https://evil.example","Click")',
      company: "@Evil, Inc",
      status: "won",
      attribution: { utmSource: "linkedin", utmCampaign: "-spring" },
      additionalInfo: "\tTabbed\r\nand a second line",
      receivedAt: day("2026-03-02"),
    });
    const plain = await hiringRequest({
      name: "Plain Person",
      company: "Plain Co",
      status: "won",
      attribution: { utmSource: "linkedin" },
      receivedAt: day("2026-03-05"),
    });
    // Each of these misses one part of the filter.
    await hiringRequest({ name: "Other Status", status: "new", attribution: { utmSource: "linkedin" } });
    await hiringRequest({ name: "Other Source", status: "won", attribution: { utmSource: "google" } });
    await hiringRequest({
      name: "Too Early",
      status: "won",
      attribution: { utmSource: "linkedin" },
      receivedAt: day("2026-02-27"),
    });

    const url = "/inbox/export.csv?kind=hiring-requests&status=won&utmSource=linkedin&from=2026-03-01&page=3";
    const response = (await call(exportLoader, url)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="leads-hiring-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = await csvOf(response);
    const column = (name: string) => header!.indexOf(name);
    expect(header!.slice(0, 4)).toEqual(["Id", "Received (UTC)", "Name", "Email"]);
    // The filter, not the page: both matching leads, newest first.
    expect(rows.map((row) => row[column("Id")])).toEqual([plain.id, formula.id]);
    const evil = rows[1]!;
    expect(evil[column("Name")]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(evil[column("Company")]).toBe("'@Evil, Inc");
    expect(evil[column("Phone")]).toBe("'+1 415 555 0123");
    expect(evil[column("Additional information")]).toBe("'\tTabbed\r\nand a second line");
    expect(evil[column("UTM campaign")]).toBe("'-spring");
    expect(evil[column("Status")]).toBe("Won");
    expect(evil[column("Spam verdict")]).toBe("clean");
    expect(rows[0]![column("Name")]).toBe("Plain Person");
    // No cell of the file can start a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const audit = rowsOf<{ action: string; actor_id: string; target_type: string; detail: unknown }>(
      await services.database.db.execute(sql`select action, actor_id, target_type, detail from audit_log`),
    );
    expect(audit).toEqual([
      {
        action: "leads.exported",
        actor_id: salesId,
        target_type: "hiring-requests",
        detail: {
          kind: "hiring-requests",
          sort: "newest",
          search: false,
          filters: { status: "won", utmSource: "linkedin", from: "2026-03-01" },
        },
      },
    ]);
  });

  it("neutralises a formula after a separator inside a cell, for spreadsheets that split on it", async () => {
    // The attribution is the last group of columns: `;=1+1` there ended the line unquoted.
    const lead = await hiringRequest({
      name: "Ann;=HYPERLINK(1)",
      company: "Acme,@SUM(A1)",
      additionalInfo: "Roles:\t+1 designer",
      attribution: { utmSource: "x;-2", interestPackage: ";=1+1" },
    });
    const response = (await call(exportLoader, "/inbox/export.csv?kind=hiring-requests")) as Response;
    const text = new TextDecoder().decode(await response.arrayBuffer());
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, "").trimEnd());
    const row = rows.find((cells) => cells[0] === lead.id)!;
    const column = (name: string) => row[header!.indexOf(name)];
    expect(header!.at(-1)).toBe("Package of interest");
    expect(column("Package of interest")).toBe(";'=1+1");
    expect(column("Name")).toBe("Ann;'=HYPERLINK(1)");
    expect(column("Company")).toBe("Acme,'@SUM(A1)");
    expect(column("Additional information")).toBe("Roles:\t'+1 designer");
    expect(column("UTM source")).toBe("x;'-2");
    // Split on any separator a spreadsheet may use (its opening quote dropped), no piece is a formula.
    for (const line of text.split(/\r?\n/)) {
      for (const separator of [",", ";", "\t"]) {
        for (const piece of line.split(separator)) expect(piece.replace(/^"/, "")).not.toMatch(/^[=+\-@]/);
      }
    }
  });

  it("streams exports larger than one batch in the list's order, and keeps the search text out of the audit", async () => {
    const db = services.database.db;
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.insert(hiringRequests).values(
      Array.from({ length: 1_203 }, (_, index) => ({
        ...hiringFields(),
        name: `Bulk ${index}`,
        email: `bulk${index}@bulk.example`,
        phone: "555 0100",
        company: "Bulk Co",
        // Pairs of leads share a second, so the id has to break the tie between batches.
        receivedAt: new Date(base + Math.floor(index / 2) * 1_000),
      })),
    );
    const response = (await call(exportLoader, "/inbox/export.csv?q=bulk%20co&sort=oldest")) as Response;
    const [, ...rows] = await csvOf(response);
    expect(rows).toHaveLength(1_203);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_203);
    const received = rows.map((row) => row[1]!);
    expect([...received].sort()).toEqual(received);
    const audit = rowsOf<{ detail: { search: boolean } }>(
      await db.execute(sql`select detail from audit_log`),
    );
    expect(JSON.stringify(audit)).not.toContain("bulk");
    expect(audit[0]!.detail.search).toBe(true);

    const anonymous = await thrownBy(call(exportLoader, "/inbox/export.csv?status=won", { session: null }));
    expect(anonymous).toEqual({
      status: 302,
      location: `/inbox/login?next=${encodeURIComponent("/inbox/export.csv?status=won")}`,
    });
  });

  it("computes the dashboard from hand-made leads: weeks by kind and source, outcomes, median speed to lead", async () => {
    const db = services.database.db;
    const at = (iso: string) => new Date(iso);
    const hours = (date: Date, count: number) => new Date(date.getTime() + count * 3_600_000);
    // "Now" is Wednesday 2026-11-25: the period is the 12 weeks from Monday 2026-09-07 to this one.
    const now = at("2026-11-25T12:00:00Z");
    const a = await hiringRequest({
      status: "won",
      receivedAt: at("2026-11-23T09:00:00Z"),
      attribution: { utmSource: "linkedin" },
    });
    const b = await hiringRequest({
      status: "lost",
      receivedAt: at("2026-11-16T10:00:00Z"),
      attribution: { utmSource: "google" },
    });
    await hiringRequest({ status: "new", receivedAt: at("2026-11-17T00:00:00Z") });
    const d = await hiringRequest({
      status: "contacted",
      receivedAt: at("2026-11-18T08:00:00Z"),
      attribution: { utmSource: "linkedin" },
    });
    const e = await hiringRequest({
      status: "qualified",
      receivedAt: at("2026-09-07T00:00:00Z"),
      attribution: { utmSource: "a-source" },
    });
    // Outside the counts: quarantined spam, a lead from before the period, one from after "now".
    await hiringRequest({
      status: "won",
      spam: true,
      receivedAt: at("2026-11-24T09:00:00Z"),
      attribution: { utmSource: "linkedin" },
    });
    const old = await hiringRequest({
      status: "won",
      receivedAt: at("2026-09-06T23:59:00Z"),
      attribution: { utmSource: "linkedin" },
    });
    await hiringRequest({ receivedAt: at("2026-11-26T09:00:00Z"), attribution: { utmSource: "linkedin" } });
    await db.insert(candidateApplications).values({
      name: "Cam Candidate",
      email: "cam@example.com",
      details: {},
      receivedAt: at("2026-11-24T15:00:00Z"),
      attribution: { utmSource: "linkedin" },
    });
    await db.insert(subscriptions).values([
      {
        email: "n@example.com",
        source: "newsletter",
        receivedAt: at("2026-11-20T10:00:00Z"),
        attribution: { utmSource: "newsletter" },
      },
      {
        email: "blank@example.com",
        source: "newsletter",
        receivedAt: at("2026-11-20T11:00:00Z"),
        attribution: { utmSource: "  " },
      },
      {
        email: "b@example.com",
        source: "newsletter",
        receivedAt: at("2026-11-21T10:00:00Z"),
        attribution: { utmSource: "b-src" },
      },
      {
        email: "c@example.com",
        source: "match-report",
        receivedAt: at("2026-11-22T10:00:00Z"),
        attribution: { utmSource: "c-src" },
      },
    ]);
    // First status changes after 1, 3, 5 and 7 hours (and later ones that must not count).
    const change = (lead: { id: string; receivedAt: Date }, afterHours: number) =>
      db.execute(sql`insert into lead_events (hiring_request_id, type, data, created_at)
        values (${lead.id}::uuid, 'status_changed', '{}'::jsonb, ${hours(lead.receivedAt, afterHours).toISOString()}::timestamptz)`);
    await change(a, 1);
    await change(a, 30);
    await change(b, 3);
    await change(d, 5);
    await change(e, 7);
    await change(e, 48);
    await change(old, 100);
    await db.execute(sql`insert into lead_events (hiring_request_id, type, data, created_at)
      values (${b.id}::uuid, 'note', '{}'::jsonb, ${hours(b.receivedAt, 1).toISOString()}::timestamptz)`);

    const figures = await dashboardFigures(db, now);
    expect(figures.weeks).toHaveLength(12);
    const week = (hiring: number, candidates: number, subscribers: number) =>
      expect.objectContaining({
        counts: expect.objectContaining({
          "hiring-requests": hiring,
          "candidate-applications": candidates,
          subscriptions: subscribers,
        }),
        total: hiring + candidates + subscribers,
      });
    expect(figures.weeks[0]).toEqual(week(1, 0, 0));
    expect(figures.weeks[0]!.week).toBe("2026-09-07");
    expect(figures.weeks.at(-2)).toEqual(week(3, 0, 4));
    expect(figures.weeks.at(-2)!.week).toBe("2026-11-16");
    expect(figures.weeks.at(-1)).toEqual(week(1, 1, 0));
    expect(figures.weeks.at(-1)!.week).toBe("2026-11-23");
    expect(figures.weeks.map((row) => row.week)).toEqual([...new Set(figures.weeks.map((row) => row.week))]);
    expect(figures.weeks.slice(1, -2).every((week) => week.total === 0)).toBe(true);

    expect(figures.sources).toEqual(["linkedin", "a-source", "b-src", "c-src", "google"]);
    expect(figures.bySource[0]).toEqual({ week: "2026-09-07", counts: [0, 1, 0, 0, 0], other: 0, none: 0 });
    expect(figures.bySource.at(-2)).toEqual({
      week: "2026-11-16",
      counts: [1, 0, 1, 1, 1],
      other: 1,
      none: 2,
    });
    expect(figures.bySource.at(-1)).toEqual({
      week: "2026-11-23",
      counts: [2, 0, 0, 0, 0],
      other: 0,
      none: 0,
    });

    expect(figures.hiringStatuses).toEqual([
      { status: "new", count: 2 },
      { status: "contacted", count: 1 },
      { status: "qualified", count: 1 },
      { status: "proposal", count: 0 },
      { status: "won", count: 2 },
      { status: "lost", count: 1 },
    ]);
    expect([figures.won, figures.lost]).toEqual([2, 1]);
    // Median of 1, 3, 5 and 7 hours; the request without a change is counted, not timed.
    expect(figures.speedToLead).toEqual({ requests: 5, handled: 4, medianSeconds: 4 * 3_600 });

    const page = (await call(dashboardLoader, "/inbox/dashboard")) as { figures: typeof figures };
    expect(page.figures.weeks).toHaveLength(12);
    expect(await thrownBy(call(dashboardLoader, "/inbox/dashboard", { session: null }))).toEqual({
      status: 302,
      location: `/inbox/login?next=${encodeURIComponent("/inbox/dashboard")}`,
    });
  });
});
