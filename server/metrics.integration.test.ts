import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hiringFields, subscriptionFields } from "../tests/support/form-payloads";
import { testEnv } from "../tests/support/integration";
import { createApp, type SitePageRenderer } from "./app";
import type { DatabaseHandle } from "./db/client";
import {
  auditLog,
  bookings,
  candidateApplications,
  hiringRequests,
  outbox,
  subscriptions,
} from "./db/schema";
import { testDatabases } from "./db/test-databases";
import { createLogger } from "./logger.server";
import { createServerMetrics, type ServerMetrics } from "./metrics";
import { createReadiness, type Readiness, readinessProbe } from "./readiness";
import { type RunningServices, startServices } from "./services.server";

const TOKEN = "integration-metrics-token-0123456789";
/** Junk traffic (random paths and methods from several loopback addresses) the series must survive. */
const JUNK_REQUESTS = 2_000;
/**
 * The README's bounds (Monitoring): series of one scrape (the process's defaults off), and label
 * sets of the request histogram. Measured after the junk: 14 label sets, about 220 series.
 */
const SERIES_BOUND = 600;
const REQUEST_SERIES_BOUND = 40;
const silent = createLogger({ level: "silent" });

/** Stands for Astro's renderer: a few pages it renders, its not-found page for any other path. */
const sitePages: SitePageRenderer = (req, res) => {
  const pathname = new URL(req.url ?? "/", "http://x").pathname;
  const found = pathname === "/talent" || pathname.startsWith("/jobs/");
  res.writeHead(found ? 200 : 404, { "Content-Type": "text/plain" });
  res.end(found ? "page" : "not found");
};

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format. */
function parseMetrics(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name, labelText = "", value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]),
      );
      return { name: name ?? line, labels, value: Number(value) };
    });
}

function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

async function listen(app: ReturnType<typeof createApp>): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

const databases = await testDatabases("metrics");

describe.each(databases)("metrics and readiness on $name", (database) => {
  let services: RunningServices;
  let readiness: Readiness;
  let metrics: ServerMetrics;
  let server: Server;
  let base: string;

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return parseMetrics(await response.text());
  };

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, METRICS_TOKEN: TOKEN }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    readiness = createReadiness();
    readiness.markReady();
    metrics = createServerMetrics({
      database: services.database,
      readiness,
      processMetrics: false,
      log: silent,
    });
    ({ server, base } = await listen(createApp({ services, sitePages, readiness, metrics, log: silent })));
  });
  beforeEach(async () => {
    await services.database.db.execute(
      sql`truncate hiring_requests, candidate_applications, subscriptions, outbox, audit_log, bookings cascade`,
    );
  });
  afterAll(async () => {
    await close(server);
    await services?.stop();
    await database.drop();
  });

  it("answers /metrics only with the bearer token, never cached", async () => {
    const anonymous = await fetch(`${base}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(await anonymous.text()).not.toContain("http_request_duration_seconds");

    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}-not` } });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain("http_request_duration_seconds");

    const allowed = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.headers.get("cache-control")).toBe("no-store");
    expect(await allowed.text()).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("is not served at all without METRICS_TOKEN", async () => {
    const env = { ...services.env, METRICS_TOKEN: undefined };
    const off = await listen(
      createApp({ services: { ...services, env }, sitePages, readiness, metrics, log: silent }),
    );
    try {
      const response = await fetch(`${off.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    } finally {
      await close(off.server);
    }
  });

  it("counts and times requests by route pattern and status, never by raw path", async () => {
    const before = await scrape();
    const count = (
      samples: Sample[],
      route: string,
      status: string,
      name = "http_request_duration_seconds_count",
    ) => sampleValue(samples, name, { method: "GET", route, status }) ?? 0;

    // Each answer is read to its end: a request is counted once its answer is complete.
    const statusOf = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await statusOf("/talent")).toBe(200);
    expect(await statusOf("/TALENT/")).toBe(404);
    // An endpoint of the site, in any case: its route's pattern.
    expect(await statusOf("/API/Storage/team")).toBe(404);
    expect(await statusOf("/jobs/react-developer-7f3a")).toBe(200);
    for (const probe of ["/wp-admin/setup-7f3a.php", "/.env", "/x/7f3a/y"]) {
      expect(await statusOf(probe)).toBe(404);
    }
    expect(await statusOf("/healthz")).toBe(200);

    const after = await scrape();
    const added = (route: string, status: string, name?: string) =>
      count(after, route, status, name) - count(before, route, status, name);
    expect(added("/talent", "200")).toBe(1);
    expect(added("/api/storage/:bucket", "404")).toBe(1);
    expect(added("/jobs/:slug", "200")).toBe(1);
    expect(added("/*", "404")).toBe(4);
    expect(added("/healthz", "200")).toBe(1);
    // Its buckets have the same labels; the last one counts every request.
    const bucket = (samples: Sample[], le: string) =>
      sampleValue(samples, "http_request_duration_seconds_bucket", {
        method: "GET",
        route: "/talent",
        status: "200",
        le,
      }) ?? 0;
    expect(bucket(after, "+Inf") - bucket(before, "+Inf")).toBe(1);
    expect(bucket(after, "10")).toBeLessThanOrEqual(bucket(after, "+Inf"));
    const routes = new Set(after.map((sample) => sample.labels.route).filter(Boolean));
    for (const route of routes) expect(route).not.toMatch(/7f3a|\.env|\.data/);
  });

  it("labels and logs a status page's requests without their token", async () => {
    const lines: string[] = [];
    const log = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
    const logged = await listen(createApp({ services, sitePages, readiness, metrics, log }));
    const token = "kT3v9Qx0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX";
    try {
      expect((await fetch(`${logged.base}/es/candidate/${token}`)).status).toBe(404);
      const refused = await fetch(`${logged.base}/candidate/${token}`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=withdraw",
      });
      expect(refused.status).toBe(403);
      const wrongType = await fetch(`${logged.base}/pt-br/candidate/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(wrongType.status).toBe(415);
    } finally {
      await close(logged.server);
    }
    const scraped = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const text = await scraped.text();
    expect(text).toContain('route="/es/candidate/[token]"');
    expect(text).toContain('route="/candidate/[token]"');
    expect(text).not.toContain(token);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("")).not.toContain(token);
  });

  it(`keeps the series under ${SERIES_BOUND} after ${JUNK_REQUESTS} junk requests from several addresses`, async () => {
    const { port } = new URL(base);
    // A fixed seed: the same junk on every run.
    let seed = 0x5eed;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const word = () =>
      Math.random()
        .toString(36)
        .slice(2, 2 + 1 + random(12));
    const prefixes = [
      "",
      "/api",
      "/inbox",
      "/_astro",
      "/storage",
      "/es",
      "/pt-br",
      "/jobs",
      "/book-a-call",
      "/.git",
    ];
    const methods = [
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "PROPFIND",
      "MKCOL",
      "SEARCH",
    ];
    const sources = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"];
    const junk = (index: number) =>
      new Promise<void>((resolve) => {
        const path = `${prefixes[random(prefixes.length)]}/${word()}${random(3) ? `/${word()}` : ""}${random(4) ? "" : `?${word()}=${word()}`}`;
        const req = request(
          {
            host: "127.0.0.1",
            port,
            path,
            method: methods[random(methods.length)],
            localAddress: sources[index % sources.length],
            agent: false,
          },
          (res) => {
            res.resume();
            res.on("end", resolve);
            res.on("error", () => resolve());
          },
        );
        req.on("error", () => resolve());
        req.end();
      });
    for (let start = 0; start < JUNK_REQUESTS; start += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, offset) => junk(start + offset)));
    }
    const samples = await scrape();
    const requestSeries = new Set(
      samples
        .filter((sample) => sample.name === "http_request_duration_seconds_count")
        .map((sample) => JSON.stringify(sample.labels)),
    );
    expect(requestSeries.size).toBeLessThan(REQUEST_SERIES_BOUND);
    expect(samples.length).toBeLessThan(SERIES_BOUND);
  });

  it("reads the site's figures from the database when scraped", async () => {
    const db = services.database.db;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const HOUR = 3_600_000;
    const lead = (name: string, receivedAt: Date) => ({
      ...hiringFields(),
      name,
      email: `${name.toLowerCase()}@acme.example`,
      company: "Acme",
      receivedAt,
    });
    const [fresh] = await db
      .insert(hiringRequests)
      .values([lead("Fresh", ago(HOUR)), lead("Older", ago(30 * HOUR))])
      .returning();
    await db.insert(candidateApplications).values({ name: "Cand", email: "cand@example.com", details: {} });
    await db
      .insert(subscriptions)
      .values([
        subscriptionFields(),
        { ...subscriptionFields({ email: "bot@spam.example" }), spam: true, spamReason: "honeypot" },
      ]);
    const job = (status: string, createdAt: Date, nextAttemptAt: Date, lastError: string | null = null) => ({
      channel: "email" as const,
      event: "hiring_request.created",
      refId: fresh!.id,
      payload: {},
      status: status as "pending",
      createdAt,
      nextAttemptAt,
      lastError,
    });
    await db.insert(outbox).values([
      // Due for 10 minutes, queued 2 hours ago: the oldest late job.
      job("pending", ago(2 * HOUR), ago(600_000)),
      job("pending", ago(HOUR), ago(1_000)),
      // A reminder for tomorrow, queued earlier still: pending, but not late.
      job("pending", ago(5 * HOUR), new Date(Date.now() + 24 * HOUR)),
      job("failed", ago(3 * HOUR), ago(3 * HOUR), "connect ECONNREFUSED"),
      job("suppressed", ago(HOUR), ago(HOUR), "this address already got 3 e-mails from the site in 24 hours"),
      job("suppressed", ago(48 * HOUR), ago(48 * HOUR), "held back"),
      job("sent", ago(HOUR), ago(HOUR)),
    ]);
    const booking = (startsAt: Date, status: "confirmed" | "cancelled", hostId: string) => ({
      hostId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
      status,
      name: "Pat",
      email: "pat@acme.example",
      mailbox: "pat@acme.example",
      company: "Acme",
      timeZone: "America/New_York",
      calendarUid: `${hostId}-${startsAt.getTime()}@latammatch.example`,
    });
    await db
      .insert(bookings)
      .values([
        booking(new Date(Date.now() + 48 * HOUR), "confirmed", "host-a"),
        booking(new Date(Date.now() + 72 * HOUR), "confirmed", "host-a"),
        booking(new Date(Date.now() + 48 * HOUR), "cancelled", "host-b"),
        booking(ago(48 * HOUR), "confirmed", "host-a"),
      ]);
    const entry = (action: string, createdAt: Date) => ({ action, targetType: "user", createdAt });
    await db
      .insert(auditLog)
      .values([
        entry("auth.login_failed", ago(60_000)),
        entry("auth.login_failed", ago(120_000)),
        entry("auth.login_failed", ago(30 * 60_000)),
        entry("auth.login_failed", ago(2 * HOUR)),
        entry("auth.lockout", ago(60_000)),
        entry("auth.login", ago(60_000)),
      ]);

    const samples = await scrape();
    expect(sampleValue(samples, "latammatch_site_figures_up")).toBe(1);
    expect(sampleValue(samples, "latammatch_database_up")).toBe(1);
    expect(sampleValue(samples, "latammatch_database_ping_seconds")).toBeGreaterThan(0);
    expect(sampleValue(samples, "latammatch_leads_stored", { kind: "hiring-requests" })).toBe(2);
    expect(sampleValue(samples, "latammatch_leads_received_24h", { kind: "hiring-requests" })).toBe(1);
    expect(sampleValue(samples, "latammatch_leads_received_24h", { kind: "candidate-applications" })).toBe(1);
    expect(sampleValue(samples, "latammatch_leads_stored", { kind: "subscriptions" })).toBe(2);
    expect(sampleValue(samples, "latammatch_leads_received_24h", { kind: "subscriptions" })).toBe(1);
    expect(sampleValue(samples, "latammatch_leads_received_24h", { kind: "estimate-requests" })).toBe(0);
    expect(sampleValue(samples, "latammatch_outbox_jobs", { status: "pending" })).toBe(3);
    expect(sampleValue(samples, "latammatch_outbox_jobs", { status: "sending" })).toBe(0);
    expect(sampleValue(samples, "latammatch_outbox_jobs", { status: "failed" })).toBe(1);
    expect(sampleValue(samples, "latammatch_outbox_jobs", { status: "suppressed" })).toBe(2);
    expect(sampleValue(samples, "latammatch_outbox_jobs", { status: "sent" })).toBeUndefined();
    const oldest = sampleValue(samples, "latammatch_outbox_oldest_pending_age_seconds")!;
    expect(oldest).toBeGreaterThanOrEqual(7_200 - 5);
    expect(oldest).toBeLessThan(7_200 + 60);
    expect(sampleValue(samples, "latammatch_emails_suppressed_24h")).toBe(1);
    expect(sampleValue(samples, "latammatch_bookings_upcoming")).toBe(2);
    expect(sampleValue(samples, "latammatch_inbox_login_failures_1h")).toBe(3);
    expect(sampleValue(samples, "latammatch_inbox_lockouts_1h")).toBe(1);
    expect(sampleValue(samples, "latammatch_ready")).toBe(1);

    const pool = sampleValue(samples, "latammatch_database_pool_connections");
    if (database.name === "PostgreSQL") {
      expect(pool).toBeGreaterThan(0);
      expect(sampleValue(samples, "latammatch_database_pool_waiting_queries")).toBe(0);
    } else {
      expect(pool).toBeUndefined();
    }

    // Nothing queued, nothing late: the age falls back to 0.
    await db.execute(sql`truncate outbox`);
    expect(sampleValue(await scrape(), "latammatch_outbox_oldest_pending_age_seconds")).toBe(0);
  });

  it("answers /readyz 200 while ready, 503 while starting and from the start of a shutdown; /healthz stays live", async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });

    const starting = createReadiness();
    const early = await listen(createApp({ services, sitePages, readiness: starting, log: silent }));
    try {
      const response = await fetch(`${early.base}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "starting" });
      starting.markReady();
      expect((await fetch(`${early.base}/readyz`)).status).toBe(200);
      starting.markDraining();
      const draining = await fetch(`${early.base}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: "shutting down" });
      expect(draining.headers.get("cache-control")).toBe("no-store");
      expect((await fetch(`${early.base}/healthz`)).status).toBe(200);
      // Draining is final.
      starting.markReady();
      expect((await fetch(`${early.base}/readyz`)).status).toBe(503);
    } finally {
      await close(early.server);
    }
  });
});

describe("readiness and metrics when the database does not answer", () => {
  const readiness = createReadiness();
  readiness.markReady();

  it("/readyz answers 503 when the database fails or is too slow", async () => {
    const express = (await import("express")).default;
    const app = express();
    app.get(
      "/failing",
      readinessProbe(readiness, () => Promise.reject(new Error("connection refused"))),
    );
    app.get(
      "/hanging",
      readinessProbe(readiness, () => new Promise<void>(() => {}), 50),
    );
    app.get(
      "/fine",
      readinessProbe(readiness, () => Promise.resolve(), 50),
    );
    const { server, base } = await listen(app as unknown as ReturnType<typeof createApp>);
    try {
      for (const path of ["/failing", "/hanging"]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(503);
        expect(await response.json()).toEqual({ status: "unavailable" });
      }
      expect((await fetch(`${base}/fine`)).status).toBe(200);
    } finally {
      await close(server);
    }
  });

  it("reports the database down and leaves the figures out instead of showing stale or zero values", async () => {
    let reads = 0;
    const hanging = {
      driver: "pglite",
      db: {
        transaction: () => {
          reads += 1;
          return new Promise(() => {});
        },
      },
      ping: () => new Promise<void>(() => {}),
      close: async () => {},
    } as unknown as DatabaseHandle;
    const metrics = createServerMetrics({
      database: hanging,
      readiness,
      timeoutMs: 50,
      processMetrics: false,
      log: silent,
    });
    const [first, second] = await Promise.all([metrics.render(), metrics.render()]);
    const third = await metrics.render();
    for (const text of [first, second, third]) {
      const samples = parseMetrics(text);
      expect(sampleValue(samples, "latammatch_database_up")).toBe(0);
      expect(sampleValue(samples, "latammatch_site_figures_up")).toBe(0);
      expect(samples.some((sample) => sample.name.startsWith("latammatch_leads_"))).toBe(false);
      expect(sampleValue(samples, "latammatch_outbox_jobs", { status: "pending" })).toBeUndefined();
    }
    // Scrapes share the read in progress, even past its timeout: the database gets one at a time.
    expect(reads).toBe(1);
  });
});
