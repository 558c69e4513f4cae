/**
 * Prometheus metrics at GET /metrics (prom-client), from three sources:
 *
 * - every HTTP request, counted and timed by method, route and status. The route is the pattern
 *   of the matched entry of the route table ("/inbox/leads/:kind/:id") or one of a few fixed
 *   groups ("/_astro/*"), never the raw path, so whatever paths visitors send, the number of
 *   series stays bounded;
 * - the Node process (prom-client's defaults) and the database: up, ping time and, with
 *   DATABASE_URL, the pool's connections;
 * - the site's figures (leads, outbox, bookings, inbox logins), read from the database when
 *   scraped, so every instance sharing a database reports the same truth and no feature has to
 *   report to this module. The reads use indexed columns where there is one, run in one
 *   transaction with a statement timeout, and one at a time: concurrent scrapes share it.
 *
 * The endpoint is off unless METRICS_TOKEN is set; then it answers only requests that carry
 * `Authorization: Bearer <token>`.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { z } from "zod";
import { astroRouteOf, redactStatusToken } from "../app/content/astro-pages";
import type { JobBoard } from "../app/features/jobs/job-board.server";
import { tableOf } from "../inbox/app/lib/lead-tables.server";
import { LEAD_KINDS, type LeadKind } from "../inbox/app/lib/pipelines";
import { type DatabaseHandle, type PoolStats, parseRows } from "./db/client";
import { OUTBOX_STATUSES, type OutboxStatus } from "./db/schema";
import { INDUSTRY_ALIAS_PATTERN, INDUSTRY_ALIAS_ROUTE } from "./industry-redirect";
import { describeError, type Logger, logger } from "./logger.server";
import { PROBE_TIMEOUT_MS, type Readiness, withTimeout } from "./readiness";
import { decodedPath, type RouteTable, routePatterns } from "./route-patterns";

// ---------------------------------------------------------------------------------------------
// Access

export type MetricsAccess = "allowed" | "off" | "unauthenticated" | "forbidden";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether a request with this Authorization header may read the metrics. */
export function metricsAccess(token: string | undefined, authorization: string | undefined): MetricsAccess {
  if (!token) return "off";
  const presented = /^Bearer +([^\s]+) *$/i.exec(authorization ?? "")?.[1];
  if (!presented) return "unauthenticated";
  // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
  return timingSafeEqual(digest(presented), digest(token)) ? "allowed" : "forbidden";
}

// ---------------------------------------------------------------------------------------------
// Route labels

/** Answered outside the route table (or before it): each is its own group. */
const FIXED_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);
const FIXED_PREFIXES = ["/_astro/", "/inbox/assets/", "/storage/"];
/** Distinct paths whose label is remembered; past it the memory starts again. */
const LABEL_CACHE_SIZE = 2_000;

/**
 * The label of a request path: the matched route's pattern ("/candidates/:category"), "/*" for
 * the not-found page (a path no route or page has), a fixed group, or "unmatched" (a path that
 * cannot be decoded). The table
 * is ranked once: labelling costs a few regular expressions, and known paths are remembered.
 */
export function routeLabeler(routes: RouteTable): (pathname: string) => string {
  const patterns = routePatterns(routes);
  const cache = new Map<string, string>();
  return (pathname) => {
    if (FIXED_ROUTES.has(pathname)) return pathname;
    const prefix = FIXED_PREFIXES.find((candidate) => pathname.startsWith(candidate));
    if (prefix) return `${prefix}*`;
    // React Router's data requests (the inbox's `/x.data`) belong to the route of `/x`.
    // A status page's token is never kept, not even as a key of the labels remembered.
    const path = redactStatusToken(pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/"));
    const known = cache.get(path);
    if (known) return known;
    const decoded = decodedPath(path);
    // A page Astro builds first, then the server's own alias route, then the endpoints and the inbox.
    const label =
      decoded === null
        ? "unmatched"
        : (astroRouteOf(decoded) ??
          (INDUSTRY_ALIAS_PATTERN.test(decoded) ? INDUSTRY_ALIAS_ROUTE : undefined) ??
          patterns.find((pattern) => pattern.test.test(decoded))?.label ??
          "/*");
    if (cache.size >= LABEL_CACHE_SIZE) cache.clear();
    cache.set(path, label);
    return label;
  };
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : "OTHER");

// ---------------------------------------------------------------------------------------------
// The site's figures

export interface SiteFigures {
  leads: { kind: LeadKind; stored: number; lastDay: number }[];
  /** Jobs by status, every status but "sent" (which only grows and is never a concern). */
  outbox: Partial<Record<OutboxStatus, number>>;
  /** Seconds since the oldest job that is due and still pending was queued; 0 when none. */
  oldestPendingAgeSeconds: number;
  /** Visitor e-mails held back (outbox "suppressed") in the last 24 hours. */
  suppressedLastDay: number;
  upcomingBookings: number;
  loginFailuresLastHour: number;
  lockoutsLastHour: number;
}

/** Audit actions counted (inbox/app/lib/audit-actions.ts). */
const LOGIN_FAILED = "auth.login_failed";
const LOCKOUT = "auth.lockout";

/** Reads the figures in one read-only transaction; each statement is cut off after `timeoutMs`. */
async function readSiteFigures(
  database: Pick<DatabaseHandle, "db">,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<SiteFigures> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(timeoutMs)}`));
    // count(*) is answered from the received_at index; the last day is a range of it.
    const leads = parseRows(
      "leads stored",
      z.object({ kind: z.enum(LEAD_KINDS), stored: z.number(), last_day: z.number() }),
      await tx.execute(
        sql.join(
          LEAD_KINDS.map(
            (kind) => sql`
              select ${kind}::text as kind,
                (select count(*) from ${tableOf(kind)})::int as stored,
                (select count(*) from ${tableOf(kind)}
                  where received_at > now() - interval '24 hours' and not spam)::int as last_day`,
          ),
          sql` union all `,
        ),
      ),
    );
    // Sent jobs are most of the table; the others are read from two partial indexes, the due
    // one (pending, sending) and the held one (failed, suppressed).
    const outbox = parseRows(
      "outbox jobs by status",
      z.object({ status: z.enum(OUTBOX_STATUSES), jobs: z.number(), last_day: z.number() }),
      await tx.execute(sql`
        select status, count(*)::int as jobs,
          count(*) filter (where created_at > now() - interval '24 hours')::int as last_day
        from outbox where status in ('pending', 'sending') group by status
        union all
        select status, count(*)::int as jobs,
          count(*) filter (where created_at > now() - interval '24 hours')::int as last_day
        from outbox where status in ('failed', 'suppressed') group by status`),
    );
    // The due pending jobs come from the outbox's partial due index; a reminder queued for
    // tomorrow is pending but not late, so it is left out.
    const [queue] = parseRows(
      "oldest due outbox job",
      z.object({ oldest_seconds: z.union([z.number(), z.string()]).nullable() }),
      await tx.execute(sql`
        select extract(epoch from now() - min(created_at))::float8 as oldest_seconds
        from outbox where status = 'pending' and next_attempt_at <= now()`),
    );
    const [bookings] = parseRows(
      "upcoming bookings",
      z.object({ upcoming: z.number() }),
      await tx.execute(sql`
        select count(*)::int as upcoming from bookings where status = 'confirmed' and starts_at > now()`),
    );
    const logins = parseRows(
      "failed sign-ins",
      z.object({ action: z.string(), entries: z.number() }),
      await tx.execute(sql`
        -- A summary of failed sign-ins counts its attempts; it is here while its last one is recent.
        select action, sum(coalesce(attempts, 1))::int as entries from audit_log
        where created_at > now() - interval '1 hour' and action in (${LOGIN_FAILED}, ${LOCKOUT})
        group by action`),
    );
    const loginCount = (action: string) => Number(logins.find((row) => row.action === action)?.entries ?? 0);
    return {
      leads: leads.map((row) => ({
        kind: row.kind,
        stored: Number(row.stored),
        lastDay: Number(row.last_day),
      })),
      outbox: Object.fromEntries(outbox.map((row) => [row.status, Number(row.jobs)])),
      oldestPendingAgeSeconds: Math.max(0, Number(queue?.oldest_seconds ?? 0)),
      suppressedLastDay: Number(outbox.find((row) => row.status === "suppressed")?.last_day ?? 0),
      upcomingBookings: Number(bookings?.upcoming ?? 0),
      loginFailuresLastHour: loginCount(LOGIN_FAILED),
      lockoutsLastHour: loginCount(LOCKOUT),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The registry

export interface ServerMetricsOptions {
  database: DatabaseHandle;
  readiness: Readiness;
  /** The pages rendered on request: their cache and render slots (app/features/jobs/job-board.server.ts). */
  jobBoard?: Pick<JobBoard, "pages" | "renders">;
  /** How long a scrape waits for the database. */
  timeoutMs?: number;
  /** prom-client's process metrics (CPU, memory, event loop); tests leave them out. */
  processMetrics?: boolean;
  log?: Logger;
}

export interface ServerMetrics {
  registry: Registry;
  /** Middleware counting and timing every request by method, route and status. */
  trackRequests(routes: RouteTable | (() => Promise<RouteTable>)): RequestHandler;
  /** GET /metrics, behind METRICS_TOKEN. */
  endpoint(token: string | undefined): RequestHandler;
  /** Reads the database's figures into the gauges, then renders the text format. */
  render(): Promise<string>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createServerMetrics(options: ServerMetricsOptions): ServerMetrics {
  const { database, readiness } = options;
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const log = options.log ?? logger;
  const registry = new Registry();
  if (options.processMetrics !== false) {
    collectDefaultMetrics({ register: registry });
    // prom-client names these gauges with a counter's _total suffix, which promtool reports; the
    // same figures remain by type in nodejs_active_handles, _requests and _resources.
    for (const name of [
      "nodejs_active_handles_total",
      "nodejs_active_requests_total",
      "nodejs_active_resources_total",
    ]) {
      registry.removeSingleMetric(name);
    }
  }
  const registers = [registry];
  // Rendered only when the database answered: stale or zero figures would mislead an alert.
  const figuresRegistry = new Registry();
  const figureRegisters = [figuresRegistry];

  // Its _count is the number of requests: no separate counter, one label lookup per request.
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status (aborted: the client left first).",
    labelNames: ["method", "route", "status"],
    buckets: LATENCY_BUCKETS,
    registers,
  });

  new Gauge({
    name: "latammatch_ready",
    help: "1 while the instance takes traffic (started, not shutting down); what /readyz answers before its database check.",
    registers,
    collect() {
      this.set(readiness.state() === "ready" ? 1 : 0);
    },
  });
  const { jobBoard } = options;
  if (jobBoard) {
    new Gauge({
      name: "latammatch_page_cache_purges",
      help: "Purges of this instance's cache of pages rendered on request since it started: its own changes to openings and those announced by the other instances. A test or an operator sees a change made elsewhere arrive here.",
      registers,
      collect() {
        this.set(jobBoard.pages.generation);
      },
    });
    new Gauge({
      name: "latammatch_page_renders",
      help: "Pages being rendered on request (running: holding one of the render slots; queued: waiting for one).",
      labelNames: ["state"],
      registers,
      collect() {
        this.set({ state: "running" }, jobBoard.renders.running);
        this.set({ state: "queued" }, jobBoard.renders.queued);
      },
    });
  }
  const databaseUp = new Gauge({
    name: "latammatch_database_up",
    help: "1 when the database answered a trivial query in this scrape.",
    registers,
  });
  const pingSeconds = new Gauge({
    name: "latammatch_database_ping_seconds",
    help: "Time the database took to answer a trivial query in this scrape (or to fail it).",
    registers,
  });
  const poolStats = database.poolStats;
  if (poolStats) {
    const pool = (name: string, help: string, pick: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(poolStats()));
        },
      });
    pool("latammatch_database_pool_connections", "Connections of the PostgreSQL pool.", (s) => s.total);
    pool(
      "latammatch_database_pool_idle_connections",
      "Idle connections of the PostgreSQL pool.",
      (s) => s.idle,
    );
    pool(
      "latammatch_database_pool_waiting_queries",
      "Queries waiting for a connection of the PostgreSQL pool.",
      (s) => s.waiting,
    );
  }

  const figuresUp = new Gauge({
    name: "latammatch_site_figures_up",
    help: "1 when the site's figures (latammatch_leads_*, _outbox_*, …) were read from the database in this scrape; 0: they are left out.",
    registers,
  });
  const leadsStored = new Gauge({
    name: "latammatch_leads_stored",
    help: "Leads stored, by kind (spam included; retention deletes old ones).",
    labelNames: ["kind"],
    registers: figureRegisters,
  });
  const leadsLastDay = new Gauge({
    name: "latammatch_leads_received_24h",
    help: "Leads received in the last 24 hours, by kind (quarantined spam left out).",
    labelNames: ["kind"],
    registers: figureRegisters,
  });
  const outboxJobs = new Gauge({
    name: "latammatch_outbox_jobs",
    help: "Notification jobs not delivered, by status (pending, sending, failed, suppressed).",
    labelNames: ["status"],
    registers: figureRegisters,
  });
  const oldestPending = new Gauge({
    name: "latammatch_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest pending job that is due (jobs scheduled for later left out); 0 when none.",
    registers: figureRegisters,
  });
  const suppressed = new Gauge({
    name: "latammatch_emails_suppressed_24h",
    help: "E-mails to visitors held back by the e-mail budgets (or as too fast) in the last 24 hours.",
    registers: figureRegisters,
  });
  const bookings = new Gauge({
    name: "latammatch_bookings_upcoming",
    help: "Confirmed discovery calls still to come.",
    registers: figureRegisters,
  });
  const loginFailures = new Gauge({
    name: "latammatch_inbox_login_failures_1h",
    help: "Failed inbox logins (and second-step codes) in the last hour.",
    registers: figureRegisters,
  });
  const lockouts = new Gauge({
    name: "latammatch_inbox_lockouts_1h",
    help: "Inbox login locks that began in the last hour.",
    registers: figureRegisters,
  });

  let running: Promise<SiteFigures> | undefined;
  let figuresFailing = false;
  /** One read at a time: a scrape arriving while one runs (even past its timeout) shares it. */
  async function figures(): Promise<SiteFigures | undefined> {
    running ??= readSiteFigures(database, timeoutMs).finally(() => {
      running = undefined;
    });
    try {
      const result = await withTimeout(running, timeoutMs);
      figuresFailing = false;
      return result;
    } catch (error) {
      // Logged when the figures start failing, not at every scrape after that.
      if (!figuresFailing)
        log.warn({ err: describeError(error) }, "Metrics: the site's figures could not be read");
      figuresFailing = true;
      return undefined;
    }
  }

  async function ping(): Promise<void> {
    const started = process.hrtime.bigint();
    const up = await withTimeout(database.ping(), timeoutMs).then(
      () => true,
      () => false,
    );
    pingSeconds.set(Number(process.hrtime.bigint() - started) / 1e9);
    databaseUp.set(up ? 1 : 0);
  }

  /** Brings the gauges up to date; false when the site's figures could not be read. */
  async function refresh(): Promise<boolean> {
    await ping();
    const read = await figures();
    figuresUp.set(read ? 1 : 0);
    if (!read) return false;
    for (const lead of read.leads) {
      leadsStored.set({ kind: lead.kind }, lead.stored);
      leadsLastDay.set({ kind: lead.kind }, lead.lastDay);
    }
    for (const status of OUTBOX_STATUSES) {
      if (status !== "sent") outboxJobs.set({ status }, read.outbox[status] ?? 0);
    }
    oldestPending.set(read.oldestPendingAgeSeconds);
    suppressed.set(read.suppressedLastDay);
    bookings.set(read.upcomingBookings);
    loginFailures.set(read.loginFailuresLastHour);
    lockouts.set(read.lockoutsLastHour);
    return true;
  }

  async function render(): Promise<string> {
    const withFigures = await refresh();
    return (withFigures ? Registry.merge([registry, figuresRegistry]) : registry).metrics();
  }

  const labelers = new WeakMap<RouteTable, (pathname: string) => string>();
  const labelOf = (routes: RouteTable, pathname: string) => {
    let labeler = labelers.get(routes);
    if (!labeler) {
      labeler = routeLabeler(routes);
      labelers.set(routes, labeler);
    }
    return labeler(pathname);
  };

  return {
    registry,

    trackRequests(routes) {
      return (req, res, next) => {
        const started = process.hrtime.bigint();
        const pathname = req.path;
        const method = methodLabel(req.method);
        res.once("close", () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const status = res.writableFinished ? String(res.statusCode) : "aborted";
          const record = (route: string) => latency.observe({ method, route, status }, seconds);
          if (typeof routes !== "function") return record(labelOf(routes, pathname));
          // Development reloads the build, and with it the route table.
          routes().then(
            (manifest) => record(labelOf(manifest, pathname)),
            () => record("unmatched"),
          );
        });
        next();
      };
    },

    endpoint(token) {
      return async (req, res, next) => {
        res.set("Cache-Control", "no-store");
        const access = metricsAccess(token, req.get("authorization"));
        if (access === "off") {
          res.status(404).type("text/plain").send("Not found.\n");
          return;
        }
        if (access === "unauthenticated") {
          res.set("WWW-Authenticate", 'Bearer realm="metrics"');
          res.status(401).type("text/plain").send("Send the metrics token as a bearer token.\n");
          return;
        }
        if (access === "forbidden") {
          res.status(403).type("text/plain").send("Wrong metrics token.\n");
          return;
        }
        try {
          const body = await render();
          res.type(registry.contentType).send(body);
        } catch (error) {
          next(error);
        }
      };
    },

    render,
  };
}
