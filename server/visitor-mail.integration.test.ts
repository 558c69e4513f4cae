/**
 * The site's e-mails to visitors cannot be aimed at a stranger: every kind counts against a
 * budget per recipient address and per client network, kept in the database; a form token
 * carries one submission; a form sent faster than a person can fill it sends its visitor nothing.
 * Past a budget the submission is still stored and answered as usual; its e-mail is stored as
 * "suppressed" with the reason, which the inbox shows.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, lte, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listDeliveries } from "../inbox/app/lib/deliveries.server";
import { getLeadDetail, leadTimeline } from "../inbox/app/lib/lead-detail.server";
import { readMailDir } from "../tests/support/eml";
import { bookingBody, estimateRequestBody, subscriptionBody } from "../tests/support/form-payloads";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
  validCandidateApplication,
  validHiringRequest,
} from "../tests/support/integration";
import {
  bookings,
  candidateApplications,
  estimateRequests,
  hiringRequests,
  outbox,
  subscriptions,
} from "./db/schema";
import { testDatabases } from "./db/test-databases";
import { VISITOR_EMAIL_EVENTS } from "./emails/visitor-events";
import * as bookingsRoute from "./endpoints/bookings";
import * as candidateRoute from "./endpoints/candidate-applications";
import * as estimateRoute from "./endpoints/estimate-requests";
import * as hiringRoute from "./endpoints/hiring-requests";
import * as subscriptionRoute from "./endpoints/subscriptions";
import { EnvError } from "./env.server";
import { type RunningServices, startServices } from "./services.server";

type Action = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const routes = {
  subscription: subscriptionRoute.action as unknown as Action,
  estimate: estimateRoute.action as unknown as Action,
  candidate: candidateRoute.action as unknown as Action,
  booking: bookingsRoute.action as unknown as Action,
  hiring: hiringRoute.action as unknown as Action,
};

/** Every form that e-mails the address typed into it. */
const KINDS = ["newsletter", "matchReport", "estimate", "candidate", "booking", "hiring"] as const;
type Kind = (typeof KINDS)[number];

const SALES = "sales@latammatch.example";
const BUDGET = { perAddress: 3, perIp: 20 };

const databases = await testDatabases("visitor-mail");

describe.each(databases)("e-mails to visitors on $name", (database) => {
  let services: RunningServices;
  const mailDir = path.join(database.dataDir, "mail");
  const db = () => services.database.db;

  /** One submission of `kind` naming `to`, from `ip`, with a token `tokenAgeMs` old (or the given one). */
  function aim(
    kind: Kind,
    to: string,
    ip: string,
    options: { slot?: { hostId: string; start: string }; tokenAgeMs?: number; formToken?: string } = {},
  ): Promise<Response> {
    const age = options.tokenAgeMs ?? 60_000;
    const post = (route: Action, url: string, body: Record<string, unknown>) =>
      route({
        request: jsonPost(url, body, { Origin: SITE_ORIGIN, "Idempotency-Key": crypto.randomUUID() }),
        context: requestContextFor(services, ip),
      });
    switch (kind) {
      case "newsletter":
      case "matchReport":
        return post(
          routes.subscription,
          "/api/subscriptions",
          subscriptionBody(options.formToken ?? formTokenFor("subscription", age), {
            email: to,
            source: kind === "newsletter" ? "newsletter" : "match-report",
          }),
        );
      case "estimate":
        return post(
          routes.estimate,
          "/api/estimate-requests",
          estimateRequestBody(options.formToken ?? formTokenFor("estimateRequest", age), { email: to }),
        );
      case "candidate":
        return post(
          routes.candidate,
          "/api/candidate-applications",
          validCandidateApplication({
            email: to,
            formToken: options.formToken ?? formTokenFor("candidateApplication", age),
          }),
        );
      case "hiring":
        return post(
          routes.hiring,
          "/api/hiring-requests",
          validHiringRequest({
            email: to,
            formToken: options.formToken ?? formTokenFor("hiringRequest", age),
          }),
        );
      case "booking": {
        if (!options.slot) throw new Error("A booking needs a slot");
        return post(
          routes.booking,
          "/api/bookings",
          bookingBody(options.formToken ?? formTokenFor("booking", age), options.slot, {
            name: "Vic Tim",
            email: to,
            company: "Foreign Inc",
          }),
        );
      }
    }
  }

  /** Sends every job due now as the worker would, then returns all e-mails written so far. */
  async function deliverDue() {
    const due = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)));
    for (const job of due) {
      await services.deliver(job);
      await db().update(outbox).set({ status: "sent" }).where(eq(outbox.id, job.id));
    }
    return readMailDir(mailDir);
  }
  const addressedTo = (mails: { headers: Record<string, string> }[], address: string) =>
    mails.filter((mail) => mail.headers.to?.trim().toLowerCase() === address);

  const toHosts = (mails: { headers: Record<string, string> }[]) => {
    const hosts = new Set(services.bookings.config.hosts.map((host) => host.email));
    return mails.filter((mail) => hosts.has(mail.headers.to ?? ""));
  };

  /** Free slots days ahead, so that both reminders of a booking are still to come. */
  async function laterSlots(count: number) {
    const slots = await services.bookings.listSlots();
    expect(slots.length).toBeGreaterThanOrEqual(count);
    return slots.slice(-count);
  }

  beforeAll(async () => {
    services = await startServices(
      testEnv({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        SMTP_URL: undefined,
        MAIL_BUDGET_PER_ADDRESS: String(BUDGET.perAddress),
        MAIL_BUDGET_CONFIRMATIONS_PER_ADDRESS: "1",
        MAIL_BUDGET_PER_IP: String(BUDGET.perIp),
        // The booking limits refuse a second open call per address: here the e-mails are tested.
        BOOKING_MAX_OPEN_PER_EMAIL: "0",
        BOOKING_MAX_OPEN_PER_IP: "0",
      }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
  });
  afterEach(async () => {
    await clearTables(db());
    await db().execute(sql`truncate rate_limits`);
    for (const file of await readdir(mailDir).catch(() => [] as string[])) await rm(path.join(mailDir, file));
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  it("sends a stranger's address its budget, no more, of 240 requests of every kind from 20 addresses", async () => {
    const victim = "victim@foreign.example";
    const spellings = [victim, "VICTIM@foreign.example", " Victim@Foreign.Example "];
    const slots = await laterSlots(40);
    const statuses: number[] = [];
    for (let index = 0; index < 40 * KINDS.length; index += 1) {
      const kind = KINDS[index % KINDS.length]!;
      const response = await aim(kind, spellings[index % spellings.length]!, `198.51.100.${index % 20}`, {
        slot: slots[Math.floor(index / KINDS.length)],
      });
      statuses.push(response.status);
    }
    // The visitor's side never changes: every request is stored and answered as usual.
    expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    expect(await db().select().from(candidateApplications)).toHaveLength(40);
    expect(await db().select().from(hiringRequests)).toHaveLength(40);
    expect(await db().select().from(estimateRequests)).toHaveLength(40);
    expect(await db().select().from(bookings).where(eq(bookings.status, "confirmed"))).toHaveLength(40);
    expect(await db().select().from(subscriptions)).toHaveLength(2);

    const mails = await deliverDue();
    expect(addressedTo(mails, victim)).toHaveLength(BUDGET.perAddress);
    // The team's e-mails are never held back: a notification per application and per hiring
    // request, a host e-mail per call.
    expect(addressedTo(mails, SALES)).toHaveLength(80);
    expect(toHosts(mails)).toHaveLength(40);
    // Every e-mail held back is kept, with the reason; no reminder follows a call the visitor was not told of.
    const held = await db().select().from(outbox).where(eq(outbox.status, "suppressed"));
    expect(new Set(held.map((job) => job.lastError))).toEqual(
      new Set(["this address already got 3 e-mails from the site in 24 hours"]),
    );
    const visitorJobsLeft = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), sql`${outbox.payload}->>'recipient' = 'visitor'`));
    expect(visitorJobsLeft).toEqual([]);
  }, 120_000);

  it("does not overshoot a budget when the requests race", async () => {
    const racer = "racer@foreign.example";
    const raced = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        aim((["estimate", "candidate", "newsletter"] as const)[index % 3]!, racer, `203.0.113.${index}`),
      ),
    );
    expect(raced.map((response) => response.status).filter((status) => status >= 300)).toEqual([]);
    expect(addressedTo(await deliverDue(), racer)).toHaveLength(BUDGET.perAddress);

    // One client asking for e-mails to many addresses at once.
    const fromOne = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        aim("estimate", `person${index}@foreign.example`, "2001:db8:77:1::1"),
      ),
    );
    expect(fromOne.every((response) => response.status === 201)).toBe(true);
    const mails = await deliverDue();
    expect(mails.filter((mail) => /^person\d+@foreign\.example$/.test(mail.headers.to ?? ""))).toHaveLength(
      BUDGET.perIp,
    );
    const held = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "suppressed"), sql`${outbox.payload}->>'to' like 'person%'`));
    expect(held).toHaveLength(30 - BUDGET.perIp);
    expect(held[0]?.lastError).toBe(
      "the visitor's network (2001:db8:77:1::/64) already asked for 20 e-mails in an hour",
    );
  });

  it("quarantines a replayed form token and sends nothing for it, also when the replays race", async () => {
    const token = formTokenFor("estimateRequest");
    for (let index = 0; index < 6; index += 1) {
      const response = await aim("estimate", `reader${index}@foreign.example`, `192.0.2.${index}`, {
        formToken: token,
      });
      expect(response.status).toBe(201);
    }
    const rows = await db().select().from(estimateRequests);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => !row.spam).map((row) => row.email)).toEqual(["reader0@foreign.example"]);
    expect(rows.filter((row) => row.spam).map((row) => row.spamReason)).toEqual(
      [2, 3, 4, 5, 6].map((use) => `form token used again (use ${use}; each token carries one submission)`),
    );
    expect(addressedTo(await deliverDue(), "reader0@foreign.example")).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(1);

    const hiringToken = formTokenFor("hiringRequest");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        routes.hiring({
          request: jsonPost(
            "/api/hiring-requests",
            validHiringRequest({ formToken: hiringToken, company: `Replay ${index}` }),
          ),
          context: requestContextFor(services, `192.0.2.${100 + index}`),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const leads = await db().select().from(hiringRequests);
    expect(leads.filter((lead) => !lead.spam)).toHaveLength(1);
    expect(leads.filter((lead) => lead.spam)).toHaveLength(9);
    const notifications = await db().select().from(outbox).where(eq(outbox.event, "hiring_request.created"));
    expect(notifications).toHaveLength(1);
    // One acknowledgment, for the one request the token carried.
    const acknowledgments = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.event, VISITOR_EMAIL_EVENTS.hiringAcknowledgment));
    expect(acknowledgments.map((job) => job.refId)).toEqual(notifications.map((job) => job.refId));
  });

  it("stores and announces a hiring request whose address has spent its budget, and holds back only its acknowledgment", async () => {
    const requester = "busy@acme.example";
    for (let index = 0; index < BUDGET.perAddress; index += 1) {
      expect((await aim("estimate", requester, `192.0.2.${10 + index}`)).status).toBe(201);
    }
    const response = await aim("hiring", requester, "192.0.2.20");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const mails = await deliverDue();
    expect(addressedTo(mails, requester)).toHaveLength(BUDGET.perAddress);
    expect(addressedTo(mails, SALES)).toHaveLength(1);
    const [held] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.refId, id), eq(outbox.event, VISITOR_EMAIL_EVENTS.hiringAcknowledgment)));
    expect(held).toMatchObject({
      status: "suppressed",
      lastError: "this address already got 3 e-mails from the site in 24 hours",
    });
    const lead = await getLeadDetail(db(), "hiring-requests", id);
    const timeline = await leadTimeline(db(), lead!, { statusLabel: String, userEmail: String });
    expect(timeline).toContainEqual({
      at: expect.any(String),
      title: "E-mail to the visitor not sent",
      detail: "Not sent: this address already got 3 e-mails from the site in 24 hours",
      tone: "warning",
    });
  });

  it("lets a visitor send again with the token of a request that stored nothing", async () => {
    const headers = { Origin: SITE_ORIGIN, "Idempotency-Key": "estimate-key" };
    const first = await routes.estimate({
      request: jsonPost(
        "/api/estimate-requests",
        estimateRequestBody(formTokenFor("estimateRequest"), { email: "a@acme.example" }),
        headers,
      ),
      context: requestContextFor(services),
    });
    expect(first.status).toBe(201);
    const token = formTokenFor("estimateRequest");
    const body = estimateRequestBody(token, {
      email: "b@acme.example",
      seniority: "junior",
      hoursPerWeek: 20,
    });
    const conflict = await routes.estimate({
      request: jsonPost("/api/estimate-requests", body, headers),
      context: requestContextFor(services),
    });
    expect(conflict.status).toBe(422);
    const again = await routes.estimate({
      request: jsonPost("/api/estimate-requests", body, { Origin: SITE_ORIGIN }),
      context: requestContextFor(services),
    });
    expect(again.status).toBe(201);
    const rows = await db().select().from(estimateRequests);
    expect(rows.map((row) => [row.email, row.spam]).sort()).toEqual([
      ["a@acme.example", false],
      ["b@acme.example", false],
    ]);
  });

  it("stores a form sent 0 ms after its token was issued, flagged, and sends its visitor nothing", async () => {
    const [slot] = await laterSlots(1);
    const quick = { tokenAgeMs: 0 };
    const answers = [
      await aim("estimate", "quick-estimate@foreign.example", "192.0.2.1", quick),
      await aim("candidate", "quick-candidate@foreign.example", "192.0.2.2", quick),
      await aim("newsletter", "quick-reader@foreign.example", "192.0.2.3", quick),
      await aim("booking", "quick-caller@foreign.example", "192.0.2.4", { ...quick, slot }),
      await aim("hiring", "quick-requester@foreign.example", "192.0.2.5", quick),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const [estimate] = await db().select().from(estimateRequests);
    expect(estimate).toMatchObject({ spam: false, spamReason: expect.stringMatching(/^sent \d+ ms after/) });

    const mails = await deliverDue();
    expect(mails.filter((mail) => mail.headers.to?.startsWith("quick-"))).toEqual([]);
    // Sales still hear of the application and the hiring request, and the host of the call.
    expect(addressedTo(mails, SALES)).toHaveLength(2);
    expect(toHosts(mails)).toHaveLength(1);
    const held = await db().select().from(outbox).where(eq(outbox.status, "suppressed"));
    // The estimate, the acknowledgments, the confirmation link, the call's confirmation and its reminders.
    expect(held.map((job) => job.event).sort()).toEqual(
      [
        VISITOR_EMAIL_EVENTS.estimate,
        VISITOR_EMAIL_EVENTS.candidateAcknowledgment,
        VISITOR_EMAIL_EVENTS.hiringAcknowledgment,
        VISITOR_EMAIL_EVENTS.newsletterConfirmation,
        "booking.confirmed",
        "booking.reminder",
        "booking.reminder",
      ].sort(),
    );
    for (const job of held) {
      expect(job.lastError).toMatch(
        /^the form was sent \d+ ms after it was opened \(a person needs at least \d+ ms\)$/,
      );
    }

    // The inbox says why, on the lead and in the deliveries list.
    const lead = await getLeadDetail(db(), "estimate-requests", estimate!.id);
    const timeline = await leadTimeline(db(), lead!, { statusLabel: String, userEmail: String });
    expect(timeline).toContainEqual({
      at: expect.any(String),
      title: "E-mail to the visitor not sent",
      detail: expect.stringMatching(/^Not sent: the form was sent \d+ ms after it was opened/),
      tone: "warning",
    });
    const overview = await listDeliveries(db());
    expect(overview.suppressed).toBe(7);
    expect(overview.deliveries.filter((delivery) => delivery.status === "suppressed")).toHaveLength(7);
    expect(overview.deliveries.find((delivery) => delivery.lead?.id === estimate!.id)).toMatchObject({
      status: "suppressed",
      lastError: expect.stringMatching(/^the form was sent/),
      lead: { kind: "estimate-requests", label: "quick-estimate@foreign.example" },
    });
  });

  it("keeps bidi controls out of the free-text answers", async () => {
    const response = await routes.hiring({
      request: jsonPost(
        "/api/hiring-requests",
        validHiringRequest({
          additionalInfo: "Pay \u202Eevas 00001$\u202C now\u200E,\n\u2066urgent\u2069\u061C",
        }),
      ),
      context: requestContextFor(services),
    });
    expect(response.status).toBe(201);
    const applied = await routes.candidate({
      request: jsonPost(
        "/api/candidate-applications",
        validCandidateApplication({ note: "\u2067Disponible\u2069 \u202Bdesde\u202C marzo 👩\u200D💻" }),
      ),
      context: requestContextFor(services),
    });
    expect(applied.status).toBe(201);
    const [lead] = await db().select().from(hiringRequests);
    expect(lead?.additionalInfo).toBe("Pay evas 00001$ now,\nurgent");
    const [application] = await db().select().from(candidateApplications);
    expect(application?.details.note).toBe("Disponible desde marzo 👩\u200D💻");
  });

  it("refuses a budget or minimum fill time that is not a whole number, naming the variable", () => {
    for (const [name, value] of [
      ["MAIL_BUDGET_PER_ADDRESS", "-1"],
      ["MAIL_BUDGET_CONFIRMATIONS_PER_ADDRESS", "one"],
      ["MAIL_BUDGET_PER_IP", "2.5"],
      ["FORM_MIN_FILL_MS", "-5"],
    ] as const) {
      expect(() => testEnv({ [name]: value })).toThrow(EnvError);
      expect(() => testEnv({ [name]: value })).toThrow(new RegExp(name));
    }
    expect(testEnv({ FORM_MIN_FILL_MS: "0" }).FORM_MIN_FILL_MS).toBe(0);
  });
});
