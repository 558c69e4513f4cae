import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  requestContextFor,
  testEnv,
  validHiringRequest,
} from "../../tests/support/integration";
import { outbox } from "../db/schema";
import { testDatabases } from "../db/test-databases";
import * as hiringRoute from "../endpoints/hiring-requests";
import { type RunningServices, startServices } from "../services.server";
import { verifyWebhookSignature, WEBHOOK_HEADERS } from "./webhook";
import { claimDueJobs, startOutboxWorker } from "./worker";

type Action = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const hiring = hiringRoute.action as unknown as Action;
const SECRET = "test-webhook-secret-0123456789";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real SMTP peer on loopback that can be told to refuse the next recipients (or only one's). */
async function startSmtp() {
  const state = {
    refuseNext: 0,
    refuseOnly: null as string | null,
    messages: [] as { to: string[]; raw: string }[],
  };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    closeTimeout: 500,
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuseNext > 0 && (state.refuseOnly === null || address.address === state.refuseOnly)) {
        state.refuseNext -= 1;
        callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        state.messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The lead webhook's receiver, on loopback. */
async function startReceiver() {
  const state = { failNext: 0, received: [] as { headers: http.IncomingHttpHeaders; body: string }[] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (state.failNext > 0) {
        state.failNext -= 1;
        response.writeHead(503).end();
        return;
      }
      state.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const databases = await testDatabases("delivery");

describe.each(databases)("outbox delivery on $name", (database) => {
  let services: RunningServices;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const backoff = { baseDelayMs: 40, maxDelayMs: 150, maxAttempts: 3 };

  beforeAll(async () => {
    smtp = await startSmtp();
    receiver = await startReceiver();
    services = await startServices(
      testEnv({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hooks/leads`,
        LEAD_WEBHOOK_SECRET: SECRET,
      }),
      { outbox: { enabled: false }, log: () => {} },
    );
  });
  afterEach(async () => {
    smtp.state.refuseNext = 0;
    smtp.state.refuseOnly = null;
    smtp.state.messages.length = 0;
    receiver.state.failNext = 0;
    receiver.state.received.length = 0;
    await clearTables(services.database.db);
  });
  afterAll(async () => {
    await services?.stop();
    await smtp?.close();
    await receiver?.close();
    await database.drop();
  });

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const response = await hiring({
      request: jsonPost("/api/hiring-requests", validHiringRequest(overrides)),
      context: requestContextFor(services),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  /** A lead's jobs: the requester's acknowledgment, the sales e-mail, the webhook. */
  const jobsOf = (id: string) =>
    services.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.refId, id))
      .orderBy(outbox.channel, outbox.event);
  const SALES = "sales@latammatch.example";
  const mailTo = (address: string) => smtp.state.messages.filter((mail) => mail.to.includes(address));
  const worker = (policy = backoff) =>
    startOutboxWorker({
      db: services.database.db,
      deliver: services.deliver,
      backoff: policy,
      pollIntervalMs: 20,
      wakeDelayMs: 0,
      log: () => {},
    });

  /** Runs a worker until the lead's jobs (jobsOf) reach the given statuses; returns it stopped. */
  async function runWorkerUntil(id: string, statuses: string[]) {
    const running = worker();
    try {
      await expect
        .poll(async () => (await jobsOf(id)).map((job) => job.status), { timeout: 10_000 })
        .toEqual(statuses);
    } finally {
      await running.stop();
    }
    return running;
  }

  it("e-mails the sales inbox and the requester and calls the signed webhook, then marks the jobs sent", async () => {
    const id = await submit();
    await runWorkerUntil(id, ["sent", "sent", "sent"]);

    expect(smtp.state.messages).toHaveLength(2);
    const [mail] = mailTo(SALES);
    if (!mail) throw new Error("No e-mail reached the sales inbox");
    expect(mail.to).toEqual([SALES]);
    expect(mail.raw).toMatch(/^Subject: New hiring request: Acme Inc \(Jane Doe\)/m);
    expect(mail.raw).toMatch(/^Reply-To: jane@acme\.example/m);
    expect(mail.raw).toMatch(/^From: LatamMatch Website <no-reply@latammatch\.example>/m);
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");

    expect(receiver.state.received).toHaveLength(1);
    const hook = receiver.state.received[0]!;
    expect(
      verifyWebhookSignature(
        SECRET,
        {
          timestamp: hook.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] as string,
          signature: hook.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string,
        },
        hook.body,
      ),
    ).toBe(true);
    expect(hook.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe("hiring_request.created");
    const event = JSON.parse(hook.body) as {
      event: string;
      data: { id: string; fields: { company: string } };
    };
    expect(event.data.id).toBe(id);
    expect(event.data.fields.company).toBe("Acme Inc");

    // The requester's acknowledgment: replies reach the team, auto-responders stay quiet.
    const [acknowledgment] = mailTo("jane@acme.example");
    if (!acknowledgment) throw new Error("No acknowledgment reached the requester");
    const raw = acknowledgment.raw.replace(/\r?\n(?=[ \t])/g, "");
    expect(raw).toMatch(/^Subject: We received your hiring request: LatamMatch\r?$/m);
    expect(raw).toMatch(/^Reply-To: sales@latammatch\.example\r?$/m);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    expect(raw.replace(/=\r?\n/g, "")).toContain("https://latammatch.example/book-a-call");
  });

  it("retries with growing delays while the mail server and the webhook refuse, then delivers", async () => {
    smtp.state.refuseNext = 2;
    smtp.state.refuseOnly = SALES;
    receiver.state.failNext = 2;
    const id = await submit();
    // Long enough a first delay to observe the waiting state between two attempts.
    const running = worker({ baseDelayMs: 400, maxDelayMs: 800, maxAttempts: 3 });
    try {
      await expect
        .poll(async () => (await jobsOf(id)).map((job) => [job.status, job.attempts]), { timeout: 10_000 })
        .toEqual([
          ["sent", 1],
          ["pending", 1],
          ["pending", 1],
        ]);
      const afterFirst = await jobsOf(id);
      expect(afterFirst[1]?.lastError).toMatch(/451|Mailbox temporarily unavailable/);
      expect(afterFirst[2]?.lastError).toMatch(/HTTP 503/);
      expect(afterFirst[1]!.nextAttemptAt.getTime()).toBeGreaterThan(
        afterFirst[1]!.updatedAt.getTime() + 200,
      );

      await expect
        .poll(async () => (await jobsOf(id)).map((job) => job.status), { timeout: 10_000 })
        .toEqual(["sent", "sent", "sent"]);
    } finally {
      await running.stop();
    }
    const jobs = await jobsOf(id);
    expect(jobs.map((job) => job.attempts)).toEqual([1, 3, 3]);
    expect(mailTo(SALES)).toHaveLength(1);
    expect(smtp.state.messages).toHaveLength(2);
    expect(receiver.state.received).toHaveLength(1);
  });

  it("gives up after the last attempt and keeps the job as failed with its error", async () => {
    smtp.state.refuseNext = 100;
    receiver.state.failNext = 100;
    const id = await submit();
    const running = await runWorkerUntil(id, ["failed", "failed", "failed"]);
    const jobs = await jobsOf(id);
    expect(jobs.map((job) => job.attempts)).toEqual([3, 3, 3]);
    expect(jobs.every((job) => job.lastError)).toBe(true);
    expect(await running.runOnce()).toBe(0);
  });

  it("hands out each due job to one claimer only, and takes back jobs of a crashed worker after the lease", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => submit()));
    const [first, second] = await Promise.all([
      claimDueJobs(services.database.db, 10, 150),
      claimDueJobs(services.database.db, 10, 150),
    ]);
    const claimed = [...first, ...second].map((job) => job.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    // Each lead's sales e-mail, acknowledgment and webhook.
    expect(claimed).toHaveLength(18);

    // Nobody settles these claims, as if the process had died: they stay reserved until the lease ends.
    const running = worker();
    try {
      expect(await running.runOnce()).toBe(0);
      await sleep(250);
      await expect
        .poll(
          async () => {
            const jobs = await services.database.db.select().from(outbox);
            return jobs.filter((job) => job.status === "sent").length;
          },
          { timeout: 10_000 },
        )
        .toBe(18);
    } finally {
      await running.stop();
    }
    expect(mailTo(SALES)).toHaveLength(ids.length);
    expect(smtp.state.messages).toHaveLength(2 * ids.length);
  });

  it("sends no notification for spam", async () => {
    await submit({ website: "https://spam.example" });
    const running = worker();
    try {
      expect(await running.runOnce()).toBe(0);
    } finally {
      await running.stop();
    }
    expect(smtp.state.messages).toHaveLength(0);
  });

  it("e-mails a lead sent too soon after its token was issued, marked as possible spam", async () => {
    const id = await submit({ formToken: formTokenFor("hiringRequest", 0) });
    // The requester's acknowledgment is held back: a form sent that fast may name a stranger.
    await runWorkerUntil(id, ["suppressed", "sent", "sent"]);
    expect(smtp.state.messages).toHaveLength(1);
    expect(smtp.state.messages[0]?.to).toEqual([SALES]);
    // Long headers are folded over several lines; unfold before reading them.
    const raw = smtp.state.messages[0]!.raw.replace(/\r?\n(?=[ \t])/g, "");
    expect(raw).toMatch(
      /^Subject: \[possible spam: sent \d+ ms after the form token was issued \(minimum 4000 ms\)\] New hiring request: Acme Inc \(Jane Doe\)$/m,
    );
    // The body is quoted-printable: drop its soft line breaks.
    expect(raw.replace(/=\r?\n/g, "")).toMatch(
      /Flagged as possible spam: sent \d+ ms after the form token was issued/,
    );
    const hook = JSON.parse(receiver.state.received[0]!.body) as { data: { spamReason: string } };
    expect(hook.data.spamReason).toMatch(/^sent \d+ ms after the form token was issued/);
  });

  it("keeps bidi and invisible characters out of the subject", async () => {
    const id = await submit({ name: "Jane\u202E eoD\u202C", company: "\u2066Acme\u200B Inc\uFEFF" });
    await runWorkerUntil(id, ["sent", "sent", "sent"]);
    expect(mailTo(SALES)[0]!.raw).toMatch(/^Subject: New hiring request: Acme Inc \(Jane eoD\)\r?$/m);
  });
});
