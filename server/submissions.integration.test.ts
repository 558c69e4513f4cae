import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CandidateApplicationRequestSchema } from "../app/content/forms/candidate-application-schema";
import { MAX_BODY_BYTES, MIN_FILL_TIME_MS } from "../app/content/forms/envelope";
import { FORM_KINDS } from "../app/content/forms/form-kinds";
import type { FormTokenResponse } from "../app/content/forms/form-token";
import { HiringRequestBodySchema } from "../app/content/forms/hiring-request-schema";
import { SubscriptionRequestSchema } from "../app/content/forms/subscription-schema";
import { getOpeningBySlug, transitionOpening } from "../app/features/jobs/openings.server";
import { FORM_TOKEN_LIFETIME_MS } from "../app/features/submissions/form-token.server";
import { createRateLimiter } from "../app/features/submissions/rate-limit.server";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  requestContextFor,
  rowCounts,
  SITE_ORIGIN,
  testEnv,
  validCandidateApplication,
  validHiringRequest,
  validSubscription,
} from "../tests/support/integration";
import { candidateApplications, hiringRequests, outbox, subscriptions } from "./db/schema";
import { testDatabases } from "./db/test-databases";
import { VISITOR_EMAIL_EVENTS } from "./emails/visitor-events";
import * as candidateRoute from "./endpoints/candidate-applications";
import * as formTokenRoute from "./endpoints/form-token";
import * as hiringRoute from "./endpoints/hiring-requests";
import * as subscriptionRoute from "./endpoints/subscriptions";
import { type RunningServices, startServices } from "./services.server";

type Action = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const hiring = hiringRoute.action as unknown as Action;
const candidates = candidateRoute.action as unknown as Action;
const subscribe = subscriptionRoute.action as unknown as Action;

const databases = await testDatabases("submissions");

describe.each(databases)("form endpoints on $name", (database) => {
  let services: RunningServices;
  const send = (action: Action, request: Request, ip?: string) =>
    action({ request, context: requestContextFor(services, ip) });

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, log: () => {} },
    );
  });
  afterEach(() => clearTables(services.database.db));
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  it("stores a hiring request with its notification job and answers 201 with the id", async () => {
    const response = await send(
      hiring,
      jsonPost("/api/hiring-requests", validHiringRequest(), { Origin: SITE_ORIGIN }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await services.database.db.select().from(hiringRequests).where(eq(hiringRequests.id, id));
    expect(row).toMatchObject({
      name: "Jane Doe",
      company: "Acme Inc",
      roles: ["Engineering", "Product"],
      industries: ["Software Development"],
      spam: false,
      spamReason: null,
      userAgent: "integration-test",
      clientIp: "203.0.113.7",
      attribution: { utmSource: "newsletter", utmCampaign: "spring", landingPage: "/saas" },
    });
    // The sales notification and the requester's acknowledgment, in the same transaction.
    const jobs = await services.database.db.select().from(outbox).where(eq(outbox.refId, id));
    expect(jobs.map((job) => job.event).sort()).toEqual(
      ["hiring_request.created", VISITOR_EMAIL_EVENTS.hiringAcknowledgment].sort(),
    );
    const notification = jobs.find((job) => job.event === "hiring_request.created");
    expect(notification).toMatchObject({ channel: "email", status: "pending", attempts: 0 });
    expect(notification?.payload).toMatchObject({
      type: "hiring_request",
      id,
      fields: { company: "Acme Inc" },
    });
    const acknowledgment = jobs.find((job) => job.event === VISITOR_EMAIL_EVENTS.hiringAcknowledgment);
    expect(acknowledgment).toMatchObject({ channel: "email", status: "pending" });
    expect(acknowledgment?.payload).toMatchObject({
      to: row?.email,
      locale: "en",
      name: "Jane Doe",
      company: "Acme Inc",
    });
  });

  it("writes the requester's acknowledgment in the language of the page the request came from", async () => {
    const spanish = await send(
      hiring,
      jsonPost("/api/hiring-requests", validHiringRequest({ locale: "es" }), { Origin: SITE_ORIGIN }),
    );
    expect(spanish.status).toBe(201);
    const { id } = (await spanish.json()) as { id: string };
    const [job] = await services.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.refId, id), eq(outbox.event, VISITOR_EMAIL_EVENTS.hiringAcknowledgment)));
    expect(job?.payload).toMatchObject({ locale: "es" });

    const unknown = await send(
      hiring,
      jsonPost("/api/hiring-requests", validHiringRequest({ locale: "fr" })),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("locale");
    expect((await rowCounts(services.database.db)).hiring_requests).toBe(1);
  });

  it("stores a retried request once and answers with the same id, also when retries race", async () => {
    const headers = { "Idempotency-Key": "3f1c2a47-5a40-4b41-9f3e-1d7c9f1f0a11" };
    const first = await send(hiring, jsonPost("/api/hiring-requests", validHiringRequest(), headers));
    // The retry carries a renewed form token and other attribution: still the same request.
    const again = await send(
      hiring,
      jsonPost(
        "/api/hiring-requests",
        validHiringRequest({ formToken: formTokenFor("hiringRequest", 120_000), attribution: {} }),
        headers,
      ),
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(await again.json()).toEqual({ id });

    const raceHeaders = { "Idempotency-Key": "race-key-1" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(hiring, jsonPost("/api/hiring-requests", validHiringRequest(), raceHeaders)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id)));
    expect(ids.size).toBe(1);
    // Each stored request queued its notification and one acknowledgment, however often it was sent.
    expect(await rowCounts(services.database.db)).toMatchObject({ hiring_requests: 2, outbox: 4 });
    const acknowledgments = await services.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.event, VISITOR_EMAIL_EVENTS.hiringAcknowledgment));
    expect(acknowledgments.map((job) => job.refId).sort()).toEqual([id, [...ids][0]].sort());
  });

  it("keeps a double-sent request clean: the same body and token at the same instant is one lead, not a replay", async () => {
    const body = validHiringRequest();
    const headers = { "Idempotency-Key": "double-send-1" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(hiring, jsonPost("/api/hiring-requests", body, headers))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const rows = await services.database.db.select().from(hiringRequests);
    expect(rows.map((row) => ({ spam: row.spam, spamReason: row.spamReason }))).toEqual([
      { spam: false, spamReason: null },
    ]);
    // The same token on a different request stays a replay.
    const other = await send(
      hiring,
      jsonPost(
        "/api/hiring-requests",
        { ...body, company: "Other Inc" },
        { "Idempotency-Key": "double-send-2" },
      ),
    );
    expect(other.status).toBe(201);
    const [replay] = await services.database.db
      .select()
      .from(hiringRequests)
      .where(eq(hiringRequests.company, "Other Inc"));
    expect(replay).toMatchObject({
      spam: true,
      spamReason: expect.stringContaining("form token used again"),
    });
  });

  it("quarantines a filled honeypot and a missing, forged or other form's token: 201, no notification", async () => {
    const bodies = [
      validHiringRequest({ website: "http://spam.example" }),
      validHiringRequest({ formToken: undefined }),
      // A bot that claims a long fill time the old way proves nothing.
      validHiringRequest({ formToken: undefined, fillTimeMs: 600_000 }),
      validHiringRequest({
        formToken: formTokenFor("hiringRequest", 60_000, "a-guessed-secret-0123456789abcdefghij"),
      }),
      validHiringRequest({ formToken: formTokenFor("subscription") }),
    ];
    const answers = await Promise.all(
      bodies.map((body) => send(hiring, jsonPost("/api/hiring-requests", body))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const rows = await services.database.db.select().from(hiringRequests);
    expect(rows.every((row) => row.spam)).toBe(true);
    expect(rows.map((row) => row.spamReason).sort()).toEqual([
      "forged or malformed form token",
      "form token issued for another form (subscription, not hiringRequest)",
      'honeypot field "website" was filled',
      "no form token",
      "no form token",
    ]);
    expect((await rowCounts(services.database.db)).outbox).toBe(0);
  });

  it("stores and announces a lead whose token is too young or expired, with the doubt on the notification", async () => {
    const tooYoung = await send(
      hiring,
      jsonPost("/api/hiring-requests", validHiringRequest({ formToken: formTokenFor("hiringRequest", 0) })),
    );
    const expired = await send(
      candidates,
      jsonPost(
        "/api/candidate-applications",
        validCandidateApplication({
          formToken: formTokenFor("candidateApplication", FORM_TOKEN_LIFETIME_MS + 60 * 60 * 1000),
        }),
      ),
    );
    expect([tooYoung.status, expired.status]).toEqual([201, 201]);
    const youngId = ((await tooYoung.json()) as { id: string }).id;
    const expiredId = ((await expired.json()) as { id: string }).id;

    const [young] = await services.database.db
      .select()
      .from(hiringRequests)
      .where(eq(hiringRequests.id, youngId));
    expect(young?.spam).toBe(false);
    expect(young?.spamReason).toMatch(
      new RegExp(
        `^sent \\d+ ms after the form token was issued \\(minimum ${MIN_FILL_TIME_MS.hiringRequest} ms\\)$`,
      ),
    );
    const [old] = await services.database.db
      .select()
      .from(candidateApplications)
      .where(eq(candidateApplications.id, expiredId));
    expect(old).toMatchObject({
      spam: false,
      spamReason: "form token expired (issued 169 h ago, valid for 168 h)",
    });

    // A request sent faster than a person can fill the form gets no acknowledgment: its job is
    // stored as suppressed with the reason. The expired token's application still gets its own.
    const outboxJobs = await services.database.db.select().from(outbox);
    const acknowledgments = outboxJobs.filter((job) =>
      [VISITOR_EMAIL_EVENTS.hiringAcknowledgment, VISITOR_EMAIL_EVENTS.candidateAcknowledgment].includes(
        job.event as never,
      ),
    );
    expect(
      acknowledgments.map((job) => [job.refId, job.status, job.lastError === null ? null : "reason"]).sort(),
    ).toEqual(
      [
        [youngId, "suppressed", "reason"],
        [expiredId, "pending", null],
      ].sort(),
    );
    // The sales notifications.
    const jobs = outboxJobs.filter((job) => !acknowledgments.includes(job));
    expect(jobs.map((job) => job.refId).sort()).toEqual([youngId, expiredId].sort());
    const byRef = new Map(jobs.map((job) => [job.refId, job.payload]));
    expect(byRef.get(youngId)).toMatchObject({ spamReason: young?.spamReason });
    expect(byRef.get(expiredId)).toMatchObject({ spamReason: old?.spamReason });
  });

  it("keeps a lead clean when the page was reloaded before sending (the browser's timer restarted)", async () => {
    // The token was issued when the draft was created, minutes before; the page's own timer
    // restarted on reload and would report under a second.
    const response = await send(
      hiring,
      jsonPost(
        "/api/hiring-requests",
        validHiringRequest({ formToken: formTokenFor("hiringRequest", 5 * 60_000), fillTimeMs: 900 }),
      ),
    );
    expect(response.status).toBe(201);
    const [row] = await services.database.db.select().from(hiringRequests);
    expect(row).toMatchObject({ spam: false, spamReason: null });
    const jobs = await services.database.db.select().from(outbox);
    expect(jobs.map((job) => `${job.event} ${job.status}`).sort()).toEqual([
      "hiring_request.acknowledgment_requested pending",
      "hiring_request.created pending",
    ]);
  });

  const big = "x".repeat(MAX_BODY_BYTES);
  const badInputs: [string, () => Request, number, RegExp][] = [
    ["PUT", () => jsonPost("/api/hiring-requests", validHiringRequest(), {}, "PUT"), 405, /POST/],
    [
      "a text/plain body",
      () => jsonPost("/api/hiring-requests", validHiringRequest(), { "Content-Type": "text/plain" }),
      415,
      /JSON/,
    ],
    [
      "a form-encoded body",
      () =>
        jsonPost("/api/hiring-requests", "name=Jane", {
          "Content-Type": "application/x-www-form-urlencoded",
        }),
      415,
      /JSON/,
    ],
    [
      "a body over the limit",
      () => jsonPost("/api/hiring-requests", validHiringRequest({ additionalInfo: big })),
      413,
      /32 kB/,
    ],
    [
      "an oversize body without Content-Length",
      () => {
        const bytes = new TextEncoder().encode(JSON.stringify(validHiringRequest({ additionalInfo: big })));
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let offset = 0; offset < bytes.length; offset += 4096) {
              controller.enqueue(bytes.slice(offset, offset + 4096));
            }
            controller.close();
          },
        });
        return new Request("http://127.0.0.1:4410/api/hiring-requests", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: stream,
          duplex: "half",
        } as RequestInit);
      },
      413,
      /32 kB/,
    ],
    ["malformed JSON", () => jsonPost("/api/hiring-requests", '{"name": "Jane",'), 400, /not valid JSON/],
    ["an empty body", () => jsonPost("/api/hiring-requests", ""), 400, /empty/],
    ["a JSON array", () => jsonPost("/api/hiring-requests", "[1,2]"), 400, /JSON object/],
    ["JSON null", () => jsonPost("/api/hiring-requests", "null"), 400, /JSON object/],
    [
      "a NUL character in a field",
      () => jsonPost("/api/hiring-requests", validHiringRequest({ name: "Jane\u0000Doe" })),
      400,
      /NUL/,
    ],
    [
      "a lone surrogate in a field",
      () => jsonPost("/api/hiring-requests", validHiringRequest({ additionalInfo: "broken \ud800 text" })),
      400,
      /Unicode/,
    ],
    [
      "a cross-origin browser POST",
      () => jsonPost("/api/hiring-requests", validHiringRequest(), { Origin: "https://evil.example" }),
      403,
      /Cross-origin/,
    ],
    [
      "an opaque origin",
      () => jsonPost("/api/hiring-requests", validHiringRequest(), { Origin: "null" }),
      403,
      /Cross-origin/,
    ],
    [
      "Sec-Fetch-Site: cross-site",
      () => jsonPost("/api/hiring-requests", validHiringRequest(), { "Sec-Fetch-Site": "cross-site" }),
      403,
      /Cross-origin/,
    ],
    [
      "an invalid Idempotency-Key",
      () => jsonPost("/api/hiring-requests", validHiringRequest(), { "Idempotency-Key": "k".repeat(129) }),
      400,
      /Idempotency-Key/,
    ],
  ];

  it.each(badInputs)(
    "rejects %s with its 4xx and stores nothing",
    async (_label, request, status, message) => {
      const response = await send(hiring, request());
      expect(response.status).toBe(status);
      expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(await rowCounts(services.database.db)).toEqual({
        hiring_requests: 0,
        candidate_applications: 0,
        subscriptions: 0,
        outbox: 0,
      });
    },
  );

  it("answers GET with 405", async () => {
    const response = hiringRoute.loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("accepts our own origin, the request's origin and extra allowed origins", async () => {
    for (const origin of [SITE_ORIGIN, "http://127.0.0.1:4410"]) {
      const response = await send(
        hiring,
        jsonPost("/api/hiring-requests", validHiringRequest(), { Origin: origin }),
      );
      expect(response.status).toBe(201);
    }
  });

  it("answers invalid data with per-field messages and stores nothing", async () => {
    const response = await send(
      hiring,
      jsonPost(
        "/api/hiring-requests",
        validHiringRequest({
          name: "J",
          email: "not-an-email",
          roles: ["Astronaut"],
          industries: [],
          primaryGoal: "",
          isAdmin: true,
          attribution: { utmSource: "x", tracker: "y" },
        }),
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("Some fields are missing or invalid.");
    expect(body.fieldErrors).toMatchObject({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      roles: ["Please choose one of the listed options"],
      industries: ["Please select at least one industry"],
      primaryGoal: ["Please select your primary goal"],
      isAdmin: ["Unknown field"],
      "attribution.tracker": ["Unknown field"],
    });
    expect((await rowCounts(services.database.db)).hiring_requests).toBe(0);
  });

  it("answers 429 with Retry-After past the per-IP limit, per address", async () => {
    const limited = {
      ...services,
      rateLimiters: {
        ...services.rateLimiters,
        hiringRequest: createRateLimiter({
          db: services.database.db,
          name: "hiringRequest",
          max: 2,
          windowMs: 60_000,
        }),
      },
    };
    const post = (ip: string) =>
      hiring({
        request: jsonPost("/api/hiring-requests", validHiringRequest()),
        context: requestContextFor(limited, ip),
      });
    expect((await post("198.51.100.1")).status).toBe(201);
    expect((await post("198.51.100.1")).status).toBe(201);
    const blocked = await post("198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThanOrEqual(59);
    expect((await post("198.51.100.2")).status).toBe(201);
    expect((await rowCounts(services.database.db)).hiring_requests).toBe(3);
  });

  it("stores an application from a job's page with the job, only while the job is open", async () => {
    // SPEC's sample openings are published at start-up.
    const applyTo = (job: string, email: string) =>
      send(candidates, jsonPost("/api/candidate-applications", validCandidateApplication({ job, email })));
    const accepted = await applyTo("prompt-engineer", "applicant.one@example.com");
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: string };
    const [row] = await services.database.db
      .select()
      .from(candidateApplications)
      .where(eq(candidateApplications.id, id));
    expect(row?.details).toMatchObject({ job: "prompt-engineer" });

    const unknown = await applyTo("no-such-job", "applicant.two@example.com");
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({ fieldErrors: { job: ["This job is no longer open"] } });
    const opening = await getOpeningBySlug(services.database.db, "rlhf-specialist");
    if (!opening) throw new Error("No sample opening");
    await transitionOpening(services.database.db, opening.id, "close", null);
    try {
      expect((await applyTo("rlhf-specialist", "applicant.three@example.com")).status).toBe(409);
    } finally {
      await transitionOpening(services.database.db, opening.id, "reopen", null);
    }
    expect(await rowCounts(services.database.db)).toMatchObject({ candidate_applications: 1 });
  });

  it("stores a candidate application with its notification job", async () => {
    const response = await send(
      candidates,
      jsonPost("/api/candidate-applications", validCandidateApplication()),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await services.database.db
      .select()
      .from(candidateApplications)
      .where(eq(candidateApplications.id, id));
    expect(row).toMatchObject({ name: "María González", email: "maria@example.com", spam: false });
    expect(row?.details).toMatchObject({ country: "Argentina", hourlyRate: 45 });
    expect(row?.locale).toBe("en");
    // The sales notification and the candidate's acknowledgment, in the language they applied in.
    const jobs = await services.database.db.select().from(outbox).where(eq(outbox.refId, id));
    expect(jobs.map((job) => job.event).sort()).toEqual(
      ["candidate_application.created", VISITOR_EMAIL_EVENTS.candidateAcknowledgment].sort(),
    );
    expect(
      jobs.find((job) => job.event === VISITOR_EMAIL_EVENTS.candidateAcknowledgment)?.payload,
    ).toMatchObject({
      to: "maria@example.com",
      locale: "en",
      fullName: "María González",
    });

    const spanish = await send(
      candidates,
      jsonPost(
        "/api/candidate-applications",
        validCandidateApplication({ email: "ana@example.com", locale: "es" }),
      ),
    );
    expect(spanish.status).toBe(201);
    const spanishId = ((await spanish.json()) as { id: string }).id;
    const [spanishRow] = await services.database.db
      .select()
      .from(candidateApplications)
      .where(eq(candidateApplications.id, spanishId));
    expect(spanishRow?.locale).toBe("es");
    expect((await rowCounts(services.database.db)).outbox).toBe(4);

    const invalid = await send(
      candidates,
      jsonPost("/api/candidate-applications", validCandidateApplication({ specialization: "no-such-stack" })),
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("specialization");
    expect((await rowCounts(services.database.db)).candidate_applications).toBe(2);
  });

  it("keeps one subscription per address and form: 201 when new, 200 with the same id after", async () => {
    const first = await send(subscribe, jsonPost("/api/subscriptions", validSubscription()));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const repeat = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ email: "  Reader@ACME.example " })),
    );
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ id });

    const other = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ source: "match-report" })),
    );
    expect(other.status).toBe(201);

    const headers = { "Idempotency-Key": "subscribe-once" };
    const created = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ email: "b@x.example" }), headers),
    );
    const retried = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ email: "b@x.example" }), headers),
    );
    expect([created.status, retried.status]).toEqual([201, 201]);
    expect((await retried.json()).id).toBe((await created.json()).id);

    const rows = await services.database.db.select().from(subscriptions);
    expect(rows.map((row) => `${row.email}/${row.source}`).sort()).toEqual([
      "b@x.example/newsletter",
      "reader@acme.example/match-report",
      "reader@acme.example/newsletter",
    ]);
    // No notification to sales; the visitor's e-mail only: the report once, the newsletter's
    // confirmation link for each sign-up of an address not confirmed yet, none for a retried request.
    const jobs = await services.database.db.select().from(outbox);
    expect(jobs.map((job) => `${job.event} to ${String(job.payload.to)}`).sort()).toEqual([
      "match_report.requested to reader@acme.example",
      "subscription.confirmation_requested to b@x.example",
      "subscription.confirmation_requested to reader@acme.example",
      "subscription.confirmation_requested to reader@acme.example",
    ]);
  });

  it("does not let a spam subscription block the real one, and validates subscriptions", async () => {
    const spam = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ formToken: undefined })),
    );
    const real = await send(subscribe, jsonPost("/api/subscriptions", validSubscription()));
    expect([spam.status, real.status]).toEqual([201, 201]);
    const invalid = await send(
      subscribe,
      jsonPost("/api/subscriptions", { email: "nope", source: "podcast", extra: 1 }),
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      source: ["Unknown subscription source"],
      extra: ["Unknown field"],
    });
    expect((await rowCounts(services.database.db)).subscriptions).toBe(2);
  });

  it("never answers arbitrary JSON with a 5xx, and stores a row only for valid requests", async () => {
    const field = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue(),
      fc.string({ maxLength: 40 }),
      fc.constantFrom("Engineering", "Other", "Hire LATAM developers", "< $50K/quarter"),
    );
    const nearlyValid = fc
      .record({
        name: field,
        email: fc.oneof(field, fc.constant("a@b.example")),
        phone: field,
        company: field,
        roles: fc.oneof(field, fc.constant(["Engineering"]), fc.array(fc.string(), { maxLength: 3 })),
        primaryGoal: field,
        budgetRange: field,
        industries: fc.oneof(field, fc.constant(["Other"])),
        additionalInfo: field,
        website: field,
        fillTimeMs: fc.oneof(field, fc.integer()),
      })
      .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    // A valid request with up to two fields replaced (or removed) by arbitrary values.
    const mutated = fc
      .array(fc.tuple(fc.constantFrom(...Object.keys(validHiringRequest()), "extra"), field), {
        maxLength: 2,
      })
      .map((changes) => {
        const request: Record<string, unknown> = validHiringRequest();
        for (const [key, value] of changes) {
          if (value === undefined) delete request[key];
          else request[key] = value;
        }
        return request;
      });
    const body = fc.oneof(fc.jsonValue(), nearlyValid, mutated);

    let stored = 0;
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await send(
          hiring,
          jsonPost("/api/hiring-requests", JSON.stringify(value) ?? "null"),
        );
        expect(response.status).toBeLessThan(500);
        const valid = HiringRequestBodySchema.safeParse(value).success;
        expect(response.status).toBe(valid ? 201 : 400);
        if (valid) stored += 1;
        expect((await rowCounts(services.database.db)).hiring_requests).toBe(stored);
      }),
      { numRuns: 150 },
    );
    // The generator must reach the valid side too, or the property says little.
    expect(stored).toBeGreaterThan(0);
  });

  it("issues form tokens: 200 and never cached, 400 for a missing or unknown form, 405 otherwise", async () => {
    const get = (query: string) =>
      (formTokenRoute.loader as unknown as Action)({
        request: new Request(`http://127.0.0.1:4410/api/form-token${query}`),
        context: requestContextFor(services),
      });
    for (const form of FORM_KINDS) {
      const response = await get(`?form=${form}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = (await response.json()) as FormTokenResponse;
      expect(body).toEqual({
        token: expect.any(String),
        form,
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      expect(Date.parse(body.expiresAt) - Date.parse(body.issuedAt)).toBe(FORM_TOKEN_LIFETIME_MS);
      expect(services.formTokens.check(form, body.token).status).toBe("too-young");
    }
    for (const query of ["", "?form=", "?form=newsletter", "?form=__proto__"]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(((await response.json()) as { error: string }).error).toMatch(/hiringRequest/);
    }
    const post = formTokenRoute.action();
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("answers 422 to an Idempotency-Key reused with another body, and stores nothing new", async () => {
    const cases: [
      Action,
      string,
      (overrides?: Record<string, unknown>) => Record<string, unknown>,
      string,
    ][] = [
      [hiring, "/api/hiring-requests", validHiringRequest, "company"],
      [candidates, "/api/candidate-applications", validCandidateApplication, "fullName"],
      [subscribe, "/api/subscriptions", validSubscription, "email"],
    ];
    for (const [action, path, valid, field] of cases) {
      const headers = { "Idempotency-Key": `reused-${path}` };
      const first = await send(action, jsonPost(path, valid(), headers));
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };

      const changed = await send(
        action,
        jsonPost(path, valid({ [field]: "other@changed.example" }), headers),
      );
      expect(changed.status).toBe(422);
      expect(await changed.json()).toEqual({
        error: "This Idempotency-Key was used for a different request",
      });

      // Key order, a renewed token and other attribution do not make another request.
      const reordered = Object.fromEntries(
        Object.entries(
          valid({ formToken: formTokenFor(FORM_OF[path]!, 90_000), attribution: { utmSource: "x" } }),
        ).reverse(),
      );
      const retry = await send(action, jsonPost(path, reordered, headers));
      expect(retry.status).toBe(201);
      expect(await retry.json()).toEqual({ id });
    }
    expect(await rowCounts(services.database.db)).toEqual({
      hiring_requests: 1,
      candidate_applications: 1,
      subscriptions: 1,
      // The sales e-mails of the two leads, their senders' acknowledgments and the
      // subscription's confirmation e-mail.
      outbox: 5,
    });
  });

  it("also refuses a reused key with another body when both arrive in the same write batch", async () => {
    const headers = { "Idempotency-Key": "same-batch-key" };
    const answers = await Promise.all([
      send(hiring, jsonPost("/api/hiring-requests", validHiringRequest(), headers)),
      send(hiring, jsonPost("/api/hiring-requests", validHiringRequest({ company: "Other Co" }), headers)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const rows = await services.database.db.select().from(hiringRequests);
    expect(rows).toHaveLength(1);
  });

  it("stores names, contact details and options without bidi or invisible characters", async () => {
    const response = await send(
      hiring,
      jsonPost(
        "/api/hiring-requests",
        validHiringRequest({
          name: "Jane\u202E eoD\u202C",
          company: "\u2066Acme\u200B Inc\u2069",
          email: "jane@acme.example\uFEFF",
          roles: ["Engineering\u200D"],
        }),
      ),
    );
    expect(response.status).toBe(201);
    const [row] = await services.database.db.select().from(hiringRequests);
    expect(row).toMatchObject({
      name: "Jane eoD",
      company: "Acme Inc",
      email: "jane@acme.example",
      roles: ["Engineering"],
    });
    const [job] = await services.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.event, "hiring_request.created"));
    expect(job?.payload).toMatchObject({ fields: { name: "Jane eoD", company: "Acme Inc" } });
    const [acknowledgment] = await services.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.event, VISITOR_EMAIL_EVENTS.hiringAcknowledgment));
    expect(acknowledgment?.payload).toMatchObject({ name: "Jane eoD", company: "Acme Inc" });
  });

  it("answers prototype-named keys at any depth with 400 'Unknown field', on every form endpoint", async () => {
    const endpoints = [
      { action: hiring, path: "/api/hiring-requests", valid: validHiringRequest },
      { action: candidates, path: "/api/candidate-applications", valid: validCandidateApplication },
      { action: subscribe, path: "/api/subscriptions", valid: validSubscription },
    ];
    for (const { action, path, valid } of endpoints) {
      for (const key of PROTOTYPE_KEYS) {
        const top = `{${JSON.stringify(valid()).slice(1, -1)},${JSON.stringify(key)}:1}`;
        const nested = JSON.stringify(valid({ attribution: JSON.parse(`{${JSON.stringify(key)}:"x"}`) }));
        for (const [body, field] of [
          [top, key],
          [nested, `attribution.${key}`],
        ] as const) {
          const response = await send(action, jsonPost(path, body));
          expect(response.status, `${path} ${body}`).toBe(400);
          const answer = (await response.json()) as { fieldErrors: Record<string, string[]> };
          expect(Object.entries(answer.fieldErrors)).toContainEqual([field, ["Unknown field"]]);
        }
      }
    }
    expect(await rowCounts(services.database.db)).toEqual({
      hiring_requests: 0,
      candidate_applications: 0,
      subscriptions: 0,
      outbox: 0,
    });
  });

  it("never answers arbitrary objects with prototype-named keys with a 5xx, on any form endpoint", async () => {
    const endpoints = [
      {
        action: hiring,
        path: "/api/hiring-requests",
        valid: validHiringRequest,
        schema: HiringRequestBodySchema,
      },
      {
        action: candidates,
        path: "/api/candidate-applications",
        valid: validCandidateApplication,
        schema: CandidateApplicationRequestSchema,
      },
      {
        action: subscribe,
        path: "/api/subscriptions",
        valid: validSubscription,
        schema: SubscriptionRequestSchema,
      },
    ];
    const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }));
    // Bodies are built as JSON text, so "__proto__" arrives as an ordinary key, as a client sends it.
    const { object: arbitraryObject } = fc.letrec<{ value: string; object: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.jsonValue({ maxDepth: 0 }).map((value) => JSON.stringify(value)),
        tie("object"),
      ),
      object: fc
        .array(fc.tuple(key, tie("value")), { maxLength: 4 })
        .map(
          (entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(",")}}`,
        ),
    }));
    // A valid request of the endpoint with extra keys at the top and inside the attribution.
    const validWithExtraKeys = (valid: () => Record<string, unknown>) =>
      fc
        .tuple(fc.array(key, { maxLength: 2 }), fc.array(key, { maxLength: 2 }))
        .filter(([top, nested]) => top.length + nested.length > 0)
        .map(([top, nested]) => {
          const { attribution: _replaced, ...fields } = valid();
          const attribution = `{${nested.map((name) => `${JSON.stringify(name)}:"x"`).join(",")}}`;
          const extra = top.map((name) => `,${JSON.stringify(name)}:1`).join("");
          return `{${JSON.stringify(fields).slice(1, -1)},"attribution":${attribution}${extra}}`;
        });
    const request = fc.oneof(
      ...endpoints.map((endpoint) =>
        fc.oneof(arbitraryObject, validWithExtraKeys(endpoint.valid)).map((text) => ({ endpoint, text })),
      ),
    );

    await fc.assert(
      fc.asyncProperty(request, async ({ endpoint, text }) => {
        const before = await rowCounts(services.database.db);
        const response = await send(endpoint.action, jsonPost(endpoint.path, text));
        expect(response.status).toBeLessThan(500);
        const valid = endpoint.schema.safeParse(JSON.parse(text)).success;
        expect(response.status).toBe(valid ? 201 : 400);
        const after = await rowCounts(services.database.db);
        const added =
          after.hiring_requests +
          after.candidate_applications +
          after.subscriptions -
          (before.hiring_requests + before.candidate_applications + before.subscriptions);
        expect(added).toBe(valid ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });
});

const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupGetter__",
];

const FORM_OF: Record<string, (typeof FORM_KINDS)[number]> = {
  "/api/hiring-requests": "hiringRequest",
  "/api/candidate-applications": "candidateApplication",
  "/api/subscriptions": "subscription",
};
