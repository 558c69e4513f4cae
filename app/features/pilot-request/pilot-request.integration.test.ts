/**
 * The pilot request end to end on each database: stored through the one intake with the team's
 * notification and the requester's acknowledgment in the outbox (never an e-mail before the
 * row), the e-mails as complete .eml files, a retry stored once, bad input refused with a 4xx
 * and nothing stored, the inbox list and page showing every answer, and erasure removing it all.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "~/content/forms/envelope";
import { rowsOf } from "~server/db/client";
import { outbox, pilotRequests } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { VISITOR_EMAIL_EVENTS } from "~server/emails/visitor-events";
import * as pilotRoute from "~server/endpoints/pilot-requests";
import { type RunningServices, startServices } from "~server/services.server";
import { getLeadDetail } from "../../../inbox/app/lib/lead-detail.server";
import { listLeads, parseLeadListQuery } from "../../../inbox/app/lib/lead-list.server";
import { erasePerson } from "../../../inbox/app/lib/privacy.server";
import { createInboxUser } from "../../../inbox/app/lib/users.server";
import { readMailDir } from "../../../tests/support/eml";
import { pilotRequestBody } from "../../../tests/support/form-payloads";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
} from "../../../tests/support/integration";

type Action = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const pilot = pilotRoute.action as unknown as Action;

const SALES = "sales@latammatch.example";
const DAY_MS = 24 * 60 * 60 * 1000;

function validPilotRequest(overrides: Record<string, unknown> = {}) {
  return pilotRequestBody(formTokenFor("pilotRequest"), {
    attribution: { utmSource: "newsletter", landingPage: "/human-data-llm-training" },
    ...overrides,
  });
}

const databases = await testDatabases("pilot-requests");

describe.each(databases)("pilot requests on $name", (database) => {
  let services: RunningServices;
  const mailDir = path.join(database.dataDir, "mail");
  const db = () => services.database.db;
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    pilot({
      request: jsonPost("/api/pilot-requests", body, { Origin: SITE_ORIGIN, ...headers }),
      context: requestContextFor(services),
    });
  const pilotCount = async () =>
    Number(
      rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from pilot_requests`))[0]?.n,
    );

  async function deliverAll() {
    const jobs = await db().select().from(outbox).where(eq(outbox.status, "pending"));
    for (const job of jobs) {
      await services.deliver(job);
      await db().update(outbox).set({ status: "sent" }).where(eq(outbox.id, job.id));
    }
    return readMailDir(mailDir);
  }

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, SMTP_URL: undefined }),
      { outbox: { enabled: false }, log: () => {} },
    );
  });
  afterEach(async () => {
    await db().execute(sql`truncate pilot_requests, audit_log, inbox_users cascade`);
    await clearTables(db());
    // The files only: the mailer keeps the folder it made.
    const files = await readdir(mailDir).catch(() => [] as string[]);
    await Promise.all(files.map((file) => rm(path.join(mailDir, file), { force: true })));
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  it("stores the request with its two e-mail jobs, then sends the team's notification and the acknowledgment", async () => {
    const response = await send(validPilotRequest(), { "Idempotency-Key": crypto.randomUUID() });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const [row] = await db().select().from(pilotRequests).where(eq(pilotRequests.id, id));
    expect(row).toMatchObject({ name: "Ada Park", company: "Model Lab", spam: false, status: "new" });
    expect(row?.details).toMatchObject({
      annotatorCount: 10,
      volume: 2500,
      languages: ["English", "Spanish"],
    });
    const jobs = await db().select().from(outbox).where(eq(outbox.refId, id));
    expect(jobs.map((job) => job.event).sort()).toEqual(
      ["pilot_request.created", VISITOR_EMAIL_EVENTS.pilotRequestAcknowledgment].sort(),
    );
    // Nothing is sent before the row and its jobs are stored: the worker sends from the outbox.
    expect(await readMailDir(mailDir)).toEqual([]);

    const mails = await deliverAll();
    const flat = (text: string) => text.replace(/\s+/g, " ");
    const team = mails.find((mail) => mail.headers.to === SALES);
    const requester = mails.find((mail) => mail.headers.to === "ada.park@modellab.example");
    expect(team?.headers.subject).toBe("New pilot request: Model Lab (Ada Park)");
    expect(team?.headers["reply-to"]).toBe("ada.park@modellab.example");
    const teamText = flat(team?.text ?? "");
    for (const part of [
      "Annotators: 10",
      "Task types: RLHF preference ranking, Red-teaming",
      "Languages: English, Spanish",
      "Volume unit: Tasks per week",
      `Start date: ${validPilotRequest().startDate}`,
      "Coding prompts in Python <b>and</b> TypeScript",
    ]) {
      expect(teamText).toContain(part);
    }
    expect(team?.html).not.toContain("<b>and</b>");

    expect(requester?.headers.subject).toBe("We received your pilot request");
    expect(requester?.headers["auto-submitted"]).toBe("auto-generated");
    expect(requester?.headers["reply-to"]).toBe(SALES);
    const ackText = flat(requester?.text ?? "");
    expect(ackText).toContain("Hi Ada,");
    expect(ackText).toContain("2,500 tasks per week");
    // What the requester typed as free text is not sent to the address they named.
    expect(ackText).not.toContain("Coding prompts");
    expect(ackText).not.toContain("Model Lab");
  });

  it("stores a double submission once: a retry after a lost answer, and retries racing", async () => {
    const key = crypto.randomUUID();
    const body = validPilotRequest();
    const first = await send(body, { "Idempotency-Key": key });
    // The same body again, its answer lost on the way: same key, same token.
    const again = await send(body, { "Idempotency-Key": key });
    expect([first.status, again.status]).toEqual([201, 201]);
    const { id } = (await first.json()) as { id: string };
    expect(await again.json()).toEqual({ id });

    const raceKey = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(validPilotRequest(), { "Idempotency-Key": raceKey })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)),
    );
    expect(ids.size).toBe(1);
    expect(await pilotCount()).toBe(2);
    // Each stored request has its notification and its acknowledgment, no more.
    expect(await db().select().from(outbox)).toHaveLength(4);
    expect((await db().select().from(pilotRequests)).map((row) => row.spam)).toEqual([false, false]);
  });

  it("answers bad input with a 4xx and stores nothing", async () => {
    const refused = async (body: unknown, headers: Record<string, string> = {}) => {
      const answer = await send(body, headers);
      return {
        status: answer.status,
        body: (await answer.json()) as { fieldErrors?: Record<string, string[]> },
      };
    };
    const empty = await refused({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["name", "email", "company", "annotatorCount", "taskTypes", "startDate"]),
    );
    expect((await refused(validPilotRequest({ name: "A".repeat(101) }))).body.fieldErrors?.name).toEqual([
      "Name must be at most 100 characters",
    ]);
    expect(
      (await refused(validPilotRequest({ annotatorCount: "10" }))).body.fieldErrors?.annotatorCount,
    ).toBeTruthy();
    expect((await refused(validPilotRequest({ annotatorCount: 5001 }))).status).toBe(400);
    expect(
      (await refused(validPilotRequest({ taskTypes: ["Astronaut"] }))).body.fieldErrors?.taskTypes,
    ).toEqual(["Please choose one of the listed options"]);
    const yesterday = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
    expect((await refused(validPilotRequest({ startDate: yesterday }))).body.fieldErrors?.startDate).toEqual([
      "The start date cannot be in the past",
    ]);
    expect((await refused(validPilotRequest({ startDate: "2026-02-30" }))).status).toBe(400);
    const proto = `{${JSON.stringify(validPilotRequest()).slice(1, -1)},"__proto__":{"isAdmin":true}}`;
    expect(Object.entries((await refused(proto)).body.fieldErrors ?? {})).toContainEqual([
      "__proto__",
      ["Unknown field"],
    ]);
    const wrongType = await pilot({
      request: new Request("http://127.0.0.1:4410/api/pilot-requests", {
        method: "POST",
        headers: { Origin: SITE_ORIGIN, "Content-Type": "text/plain" },
        body: JSON.stringify(validPilotRequest()),
      }),
      context: requestContextFor(services),
    });
    expect(wrongType.status).toBe(415);
    const oversize = await send(validPilotRequest({ notes: "x".repeat(MAX_BODY_BYTES) }));
    expect(oversize.status).toBe(413);
    expect(await pilotCount()).toBe(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("quarantines a filled honeypot: the same answer, stored, nothing sent", async () => {
    const response = await send(validPilotRequest({ website: "https://spam.example" }));
    expect(response.status).toBe(201);
    const [row] = await db().select().from(pilotRequests);
    expect(row?.spam).toBe(true);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("lists the request in the inbox, finds it by its answers and shows every field readably", async () => {
    const { id } = (await (await send(validPilotRequest())).json()) as { id: string };
    const page = await listLeads(db(), parseLeadListQuery(new URLSearchParams("kind=pilot-requests")));
    expect(page.leads.map((lead) => [lead.id, lead.name, lead.company, lead.status])).toEqual([
      [id, "Ada Park", "Model Lab", "new"],
    ]);
    const search = await listLeads(
      db(),
      parseLeadListQuery(new URLSearchParams("kind=pilot-requests&q=red-team")),
    );
    expect(search.total).toBe(1);

    const detail = await getLeadDetail(db(), "pilot-requests", id);
    expect(Object.fromEntries(detail?.fields.map((field) => [field.label, field.value]) ?? [])).toEqual({
      Name: "Ada Park",
      Email: "ada.park@modellab.example",
      Company: "Model Lab",
      Annotators: "10",
      "Task types": "RLHF preference ranking, Red-teaming",
      Languages: "English, Spanish",
      Volume: "2500",
      "Volume unit": "Tasks per week",
      "Quality bar": "Our standard: Cohen's Kappa ≥ 0.80 and golden-set accuracy ≥ 85%",
      "Start date": validPilotRequest().startDate,
      Notes: "Coding prompts in Python <b>and</b> TypeScript",
    });
  });

  it("erases the requester's pilot request with its e-mail jobs and .eml files", async () => {
    await send(validPilotRequest());
    await deliverAll();
    expect((await readMailDir(mailDir)).length).toBe(2);
    const admin = await createInboxUser(db(), {
      email: "admin@latammatch.example",
      role: "admin",
      password: "a-long-admin-password",
    });
    const counts = await erasePerson(db(), {
      actorId: admin.id,
      address: "ada.park@modellab.example",
      mailDir,
      secret: "erasure-test-secret",
    });
    expect(counts.leads.pilot_requests).toBe(1);
    expect(counts.mailFiles).toBe(2);
    expect(await pilotCount()).toBe(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
    expect(await readMailDir(mailDir)).toEqual([]);
  });
});
