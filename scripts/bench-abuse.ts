/**
 * Abuse check of the built server, loopback only, bounded in count and time. It starts the build
 * on 127.0.0.1 with a fresh embedded database and the default limits, then:
 *
 * 1. Bodies: attackers from their own loopback addresses send oversize (declared and chunked),
 *    slow and wrongly typed bodies, and slow headers, to every route that reads a body, while a
 *    probe keeps loading pages and posting a valid lead. Targets: no probe error, no 5xx to the
 *    attackers, the server's memory grows by less than 100 MB.
 * 2. E-mail: 200 submissions of every kind that e-mails the visitor, all naming one stranger's
 *    address, from 20 client addresses. Target: at most the per-address budget is sent to it.
 * 3. Bookings: a script tries to book every free slot, first from one address with a new
 *    X-Forwarded-For and e-mail each time, then from ten addresses. Target: at most the open
 *    bookings allowed per client address are made.
 * 4. Résumés: twenty 5 MB uploads at once from four addresses (the default limit allows five
 *    each) while a probe loads pages and /healthz, each on a fresh server: the embedded database
 *    with the files in it (as before, for comparison), the embedded database with its files
 *    beside it, and PostgreSQL (a fresh database at TEST_DATABASE_URL, when set). Targets, on
 *    both stores: the probe's p95 under 250 ms and every upload stored, none reset.
 * 5. Address variants: submissions to four spellings of one mailbox (case, +tags). Target: at
 *    most the per-address budget reaches the mailbox.
 * 6. Parameters: NUL bytes, overlong prefixes and queries, many and prototype-named parameters
 *    on the board, the API and the inbox. Target: no 5xx, no reset connection.
 * 7. Rendering: 100 simultaneous requests for one page rendered on request, then 300 /jobs
 *    queries that differ only in case and unread parameters. Targets: no 5xx, memory below 1 GB.
 * 8. Two instances on one PostgreSQL database (TEST_DATABASE_URL) with the default settings,
 *    each lead's form token from the other instance. Target: every lead acknowledged, stored
 *    and not quarantined.
 *
 *   npm run bench:abuse          options: --seconds <n> (phase 1, default 20)  --attackers <n> (default 12)
 *                                         --uploads-only (phase 4 alone)
 *
 * Needs a production build (BUILD_DIR, default "build"). Prints the figures and exits 1 when a
 * target is missed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import type { SlotsResponse } from "../app/features/booking/api";
import { RESUME_FIELD, RESUME_MAX_BYTES } from "../app/features/resumes/limits";
import { MINIMAL_PDF } from "../app/features/resumes/test-files.test-support";
import { testDatabases } from "../server/db/test-databases";
import {
  bookingBody,
  estimateRequestBody,
  hiringRequestBody,
  subscriptionBody,
} from "../tests/support/form-payloads";
import {
  formTokenFor,
  TEST_FORM_TOKEN_SECRET,
  validCandidateApplication,
  validHiringRequest,
} from "../tests/support/integration";
import { freePort } from "./free-port.mjs";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    attackers: { type: "string", default: "12" },
    "uploads-only": { type: "boolean", default: false },
  },
});
const attackSeconds = Math.min(Math.max(Number(args.seconds) || 20, 5), 120);
const attackerCount = Math.min(Math.max(Number(args.attackers) || 12, 1), 64);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const metricsToken = randomUUID();

// The defaults the server runs with here, as the README states them.
const MAIL_BUDGET_PER_ADDRESS = 3;
const BOOKINGS_PER_CLIENT = 3;
const MEMORY_GROWTH_LIMIT_MB = 100;
const UPLOADS_PER_ADDRESS = 5;
const UPLOAD_ADDRESSES = 4;
const UPLOAD_PROBE_P95_MS = 250;

const STRANGER = "stranger@victim.example";

/** Every path that reads a request body, public and inbox. */
const BODY_ROUTES = [
  "/api/hiring-requests",
  "/api/candidate-applications",
  "/api/subscriptions",
  "/api/estimate-requests",
  "/api/pilot-requests",
  "/api/bookings",
  "/api/booking-reschedules",
  "/api/form-token",
  "/inbox/login",
  "/inbox/login/code",
  "/inbox/users",
  "/inbox/password",
  "/inbox/account",
  "/inbox/logout",
  "/inbox/privacy",
  "/inbox/privacy/export",
  "/inbox/deliveries",
  "/inbox/bookings",
  `/inbox/leads/hiring-requests/${randomUUID()}`,
  "/unsubscribe",
  "/subscriptions/confirm",
  "/book-a-call/cancel",
];

/** `env` adds to the server's settings; an empty value removes one. */
function startServer(port: number, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const settings: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    LOG_LEVEL: "error",
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    METRICS_TOKEN: metricsToken,
    ...env,
  };
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== "")),
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} during start-up`);
    if (
      await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await pause(250);
  }
  throw new Error("The server did not become ready in time");
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

interface Reply {
  status: number;
  body: string;
}

/** One HTTP request from a chosen loopback source address (each address is one client). */
function request(
  port: number,
  from: string,
  method: string,
  target: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method,
        path: target,
        agent: false,
        timeout: 30_000,
        headers: {
          ...(body === undefined
            ? {}
            : { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` }),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// Phase 1: bodies

type AttackKind = "declared" | "chunked" | "slow-body" | "slow-headers" | "wrong-type";
const ATTACK_KINDS: AttackKind[] = ["declared", "chunked", "slow-body", "slow-headers", "wrong-type"];

const contentTypeFor = (route: string) =>
  route.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded";

/**
 * One hostile request on a raw socket. Resolves with the status line's code, or "closed" when the
 * server ended the connection without an answer (a slow client cut off by the timeouts).
 */
function attack(port: number, from: string, kind: AttackKind, route: string): Promise<number | "closed"> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: from });
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const started = Date.now();
    const finish = (result: number | "closed") => {
      clearInterval(timer);
      socket.destroy();
      resolve(result);
    };
    // Bounded whatever the server does: no attack outlives 40 s.
    const guard = setTimeout(() => finish("closed"), 40_000);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/);
      if (status) {
        clearTimeout(guard);
        finish(Number(status[1]));
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(guard);
      finish("closed");
    });
    const head = (lines: string[]) =>
      [`POST ${route} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...lines, "", ""].join("\r\n");
    const chunk = Buffer.alloc(64 * 1024, "a");
    socket.on("connect", () => {
      if (kind === "declared") {
        socket.write(head([`Content-Type: ${contentTypeFor(route)}`, "Content-Length: 300000000"]));
        // As fast as the server takes it, for up to 3 s.
        const pump = () => {
          while (Date.now() - started < 3_000 && socket.writable && socket.write(chunk)) {}
        };
        socket.on("drain", pump);
        pump();
      } else if (kind === "chunked") {
        socket.write(head([`Content-Type: ${contentTypeFor(route)}`, "Transfer-Encoding: chunked"]));
        const frame = Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from("\r\n"),
        ]);
        const pump = () => {
          while (Date.now() - started < 3_000 && socket.writable && socket.write(frame)) {}
        };
        socket.on("drain", pump);
        pump();
      } else if (kind === "slow-body") {
        socket.write(head([`Content-Type: ${contentTypeFor(route)}`, "Content-Length: 4000"]));
        timer = setInterval(() => socket.writable && socket.write("a"), 500);
      } else if (kind === "slow-headers") {
        socket.write(`POST ${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
        let line = 0;
        timer = setInterval(() => socket.writable && socket.write(`X-Slow-${line++}: a\r\n`), 500);
      } else {
        socket.write(head(["Content-Type: text/plain", "Content-Length: 5"]));
        socket.write("hello");
      }
    });
  });
}

async function bodiesPhase(port: number, serverPid: number) {
  const probeErrors: string[] = [];
  const probeLatencies: number[] = [];
  let probeLeads = 0;
  let probeIndex = 0;

  const probeOnce = async () => {
    const from = `127.0.6.${(probeIndex % 250) + 1}`;
    probeIndex += 1;
    for (const page of ["/", "/candidates/developers/backend", "/hiring-form"]) {
      const started = performance.now();
      const reply = await request(port, from, "GET", page).catch((error: Error) => ({
        status: 0,
        body: error.message,
      }));
      probeLatencies.push(performance.now() - started);
      if (reply.status !== 200) probeErrors.push(`GET ${page}: ${reply.status || reply.body}`);
    }
    const started = performance.now();
    const reply = await request(port, from, "POST", "/api/hiring-requests", {
      headers: { "Idempotency-Key": randomUUID() },
      body: hiringRequestBody(formTokenFor("hiringRequest"), {
        name: "Probe Buyer",
        email: `probe-${probeIndex}@acme.example`,
      }),
    }).catch((error: Error) => ({ status: 0, body: error.message }));
    probeLatencies.push(performance.now() - started);
    if (reply.status === 201) probeLeads += 1;
    else probeErrors.push(`POST /api/hiring-requests: ${reply.status || reply.body}`);
  };

  // Warm-up, then the memory baseline.
  for (let i = 0; i < 5; i += 1) await probeOnce();
  const baselineMb = rssMb(serverPid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(serverPid));
  }, 100);
  probeErrors.length = 0;
  probeLatencies.length = 0;

  const outcomes = new Map<string, number>();
  let attacks = 0;
  const deadline = Date.now() + attackSeconds * 1000;
  const attackers = Array.from({ length: attackerCount }, async (_, index) => {
    const from = `127.0.5.${index + 1}`;
    let round = index;
    while (Date.now() < deadline) {
      const kind = ATTACK_KINDS[round % ATTACK_KINDS.length] as AttackKind;
      const route = BODY_ROUTES[Math.floor(round / ATTACK_KINDS.length) % BODY_ROUTES.length] as string;
      round += 1;
      attacks += 1;
      const result = await attack(port, from, kind, route);
      const key = `${kind} → ${result}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
  });
  const probe = (async () => {
    while (Date.now() < deadline) await probeOnce();
  })();
  await Promise.all([...attackers, probe]);
  clearInterval(sampler);

  const serverErrors = [...outcomes]
    .filter(([key]) => / → 5\d\d$/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
  const sorted = probeLatencies.toSorted((a, b) => a - b);
  const quantile = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    attacks,
    outcomes: Object.fromEntries([...outcomes].toSorted()),
    serverErrors,
    probeRequests: probeLatencies.length,
    probeLeads,
    probeErrors,
    probeP50: quantile(0.5),
    probeP99: quantile(0.99),
    baselineMb: Math.round(baselineMb),
    growthMb: Math.round(peakMb - baselineMb),
  };
}

// ---------------------------------------------------------------------------------------------
// Phase 2: e-mail aimed at a stranger

async function freeSlots(port: number): Promise<SlotsResponse["slots"]> {
  const reply = await request(port, "127.0.0.1", "GET", "/api/booking-slots?timeZone=UTC");
  if (reply.status !== 200) throw new Error(`GET /api/booking-slots answered ${reply.status}`);
  return (JSON.parse(reply.body) as SlotsResponse).slots;
}

function strangerSubmission(
  index: number,
  slot: SlotsResponse["slots"][number] | undefined,
  email = STRANGER,
) {
  switch (index % 5) {
    case 0:
      return {
        path: "/api/subscriptions",
        body: subscriptionBody(formTokenFor("subscription"), { email }),
      };
    case 1:
      return {
        path: "/api/subscriptions",
        body: subscriptionBody(formTokenFor("subscription"), { email, source: "match-report" }),
      };
    case 2:
      return {
        path: "/api/estimate-requests",
        body: estimateRequestBody(formTokenFor("estimateRequest"), { email, seniority: "mid" }),
      };
    case 3:
      return {
        path: "/api/candidate-applications",
        body: validCandidateApplication({ email, formToken: formTokenFor("candidateApplication") }),
      };
    default:
      return {
        path: "/api/bookings",
        // With no free slot listed, the booking names an empty one and is refused.
        body: bookingBody(formTokenFor("booking"), slot ?? { hostId: "", start: "" }, {
          name: "Stranger",
          email,
          company: "Victim Co",
        }),
      };
  }
}

/** Recipients of the `.eml` files written so far (the To header of each). */
async function mailRecipients(mailDir: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const recipients: string[] = [];
  for (const file of files.filter((name) => name.endsWith(".eml"))) {
    const text = await readFile(path.join(mailDir, file), "latin1");
    const head = text.split(/\r?\n\r?\n/, 1)[0] ?? "";
    const to = head.match(/^To:(.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? "";
    recipients.push(to.trim().toLowerCase());
  }
  return recipients;
}

/** Waits until no new e-mail has been written for 5 s (the outbox has drained), 90 s at most. */
async function settledMail(mailDir: string): Promise<string[]> {
  const deadline = Date.now() + 90_000;
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const recipients = await mailRecipients(mailDir);
    if (recipients.length !== last) {
      last = recipients.length;
      stableSince = Date.now();
    }
    if (Date.now() - stableSince >= 5_000 || Date.now() > deadline) return recipients;
    await pause(500);
  }
}

async function metricValue(port: number, name: string): Promise<number | undefined> {
  const reply = await request(port, "127.0.0.1", "GET", "/metrics", {
    headers: { Authorization: `Bearer ${metricsToken}` },
  }).catch(() => undefined);
  if (reply?.status !== 200) return undefined;
  const lines = reply.body.split("\n").filter((line) => line.startsWith(name) && !line.startsWith("#"));
  if (lines.length === 0) return undefined;
  return lines.reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

async function mailPhase(port: number, mailDir: string) {
  const slots = await freeSlots(port);
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 20 }, async (_, client) => {
      const from = `127.0.7.${client + 1}`;
      for (let i = 0; i < 10; i += 1) {
        const index = client * 10 + i;
        const { path: target, body } = strangerSubmission(index, slots[index % Math.max(slots.length, 1)]);
        const reply = await request(port, from, "POST", target, {
          body,
          headers: { "Idempotency-Key": randomUUID() },
        }).catch(() => ({ status: 0, body: "" }));
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    }),
  );
  const recipients = await settledMail(mailDir);
  return {
    requests: 200,
    statuses: Object.fromEntries([...statuses].toSorted(([a], [b]) => a - b)),
    sentToStranger: recipients.filter((to) => to.includes(STRANGER)).length,
    suppressed: await metricValue(port, "latammatch_emails_suppressed_24h"),
  };
}

// ---------------------------------------------------------------------------------------------
// Phase 3: draining the call slots

async function bookingPhase(port: number) {
  const slots = (await freeSlots(port)).slice(0, 300);
  const slotKey = (slot: { hostId: string; start: string }) => `${slot.hostId} ${slot.start}`;
  const tryAll = async (fromOf: (index: number) => string, spoof: boolean) => {
    const accepted: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, slot] of slots.entries()) {
      const reply = await request(port, fromOf(index), "POST", "/api/bookings", {
        headers: {
          "Idempotency-Key": randomUUID(),
          ...(spoof ? { "X-Forwarded-For": `198.51.100.${(index % 250) + 1}` } : {}),
        },
        body: bookingBody(formTokenFor("booking"), slot, {
          name: `Drainer ${index}`,
          email: `drainer-${spoof ? "x" : "y"}-${index}@bench.example`,
          company: "Drain Co",
          timeZone: "UTC",
        }),
      }).catch(() => ({ status: 0, body: "" }));
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      if (reply.status === 201) accepted.push(slotKey(slot));
    }
    // A quarantined booking is answered 201 too but holds no slot: count the slots really taken.
    const stillFree = new Set((await freeSlots(port)).map(slotKey));
    const made = accepted.filter((key) => !stillFree.has(key)).length;
    return { attempts: slots.length, made, statuses: Object.fromEntries(statuses) };
  };
  const oneClient = await tryAll(() => "127.0.8.1", true);
  const tenClients = await tryAll((index) => `127.0.9.${(index % 10) + 1}`, false);
  return { freeSlots: slots.length, oneClient, tenClients };
}

// ---------------------------------------------------------------------------------------------
// Phase 4: résumé uploads

/** A PDF of exactly the largest size accepted, its padding random as a real document's streams. */
const LARGEST_RESUME = Buffer.concat([MINIMAL_PDF, randomBytes(RESUME_MAX_BYTES - MINIMAL_PDF.length)]);
const UPLOAD_BOUNDARY = "----latammatch-bench-upload";
const UPLOAD_BODY = Buffer.concat([
  Buffer.from(
    `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${RESUME_FIELD}"; filename="cv.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  ),
  LARGEST_RESUME,
  Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
]);

/** One upload; "reset" when the connection ended without an answer. */
function uploadResume(port: number, from: string): Promise<number | "reset"> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/resumes",
        agent: false,
        timeout: 120_000,
        headers: {
          "Content-Type": `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`,
          "Content-Length": String(UPLOAD_BODY.byteLength),
          Origin: `http://127.0.0.1:${port}`,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve("reset"));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", () => resolve("reset"));
    req.end(UPLOAD_BODY);
  });
}

async function uploadPhase(port: number) {
  const latencies: number[] = [];
  const byPage = new Map<string, number[]>();
  const probeErrors: string[] = [];
  const pages = ["/", "/candidates/developers/backend", "/hiring-form", "/healthz"];
  for (const page of pages) await request(port, "127.0.11.1", "GET", page).catch(() => undefined);
  // A visitor does not wait for the previous one: a request starts every 50 ms whatever the
  // others do, so a stall shows in every request it holds, not only in the one it caught.
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  const ticker = setInterval(() => {
    const page = pages[sent % pages.length] as string;
    sent += 1;
    const started = performance.now();
    inFlight.push(
      request(port, "127.0.11.1", "GET", page)
        .catch((error: Error) => ({ status: 0, body: error.message }))
        .then((reply) => {
          const ms = performance.now() - started;
          latencies.push(ms);
          byPage.set(page, [...(byPage.get(page) ?? []), ms]);
          if (reply.status !== 200) probeErrors.push(`GET ${page}: ${reply.status || reply.body}`);
        }),
    );
  }, 50);
  await pause(500);
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: UPLOAD_ADDRESSES * UPLOADS_PER_ADDRESS }, (_, index) =>
      uploadResume(port, `127.0.10.${(index % UPLOAD_ADDRESSES) + 1}`),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  await pause(500);
  clearInterval(ticker);
  await Promise.all(inFlight);
  const quantileOf = (values: number[], q: number) => {
    const sorted = values.toSorted((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  };
  const sorted = latencies.toSorted((a, b) => a - b);
  const quantile = (q: number) => quantileOf(sorted, q);
  const statuses = new Map<string, number>();
  for (const outcome of outcomes) statuses.set(String(outcome), (statuses.get(String(outcome)) ?? 0) + 1);
  return {
    uploads: outcomes.length,
    stored: outcomes.filter((outcome) => outcome === 201).length,
    resets: outcomes.filter((outcome) => outcome === "reset").length,
    statuses: Object.fromEntries(statuses),
    seconds: Math.round(seconds * 10) / 10,
    probeRequests: sorted.length,
    probeErrors,
    probeP50: quantile(0.5),
    probeP95: quantile(0.95),
    probeMax: Math.round(sorted.at(-1) ?? 0),
    pageP95: Object.fromEntries([...byPage].map(([page, values]) => [page, quantileOf(values, 0.95)])),
  };
}

interface UploadCase {
  label: string;
  /** A store the targets hold for, or a comparison (the earlier storage). */
  target: boolean;
  settings: Record<string, string>;
  dataDir: string;
}

async function uploadCases(failures: string[]) {
  const [, postgres] = await testDatabases("bench-uploads");
  const fresh = () => mkdtemp(path.join(os.tmpdir(), "latammatch-bench-uploads-"));
  const cases: UploadCase[] = [
    {
      label: "PGlite, files in the database (before)",
      target: false,
      settings: { FILE_STORAGE: "database" },
      dataDir: await fresh(),
    },
    { label: "PGlite, files under DATA_DIR/files", target: true, settings: {}, dataDir: await fresh() },
  ];
  if (postgres?.databaseUrl) {
    cases.push({
      label: "PostgreSQL, files in the database",
      target: true,
      settings: { DATABASE_URL: postgres.databaseUrl },
      dataDir: postgres.dataDir,
    });
  } else {
    console.log("   (no TEST_DATABASE_URL: PostgreSQL is not measured)");
  }
  try {
    for (const entry of cases) {
      const port = await freePort();
      const server = startServer(port, entry.dataDir, entry.settings);
      try {
        await waitHealthy(`http://127.0.0.1:${port}`, server);
        const result = await uploadPhase(port);
        console.log(
          `   ${entry.label}: ${result.stored}/${result.uploads} stored in ${result.seconds} s, ${result.resets} reset ${JSON.stringify(result.statuses)}; probe ${result.probeRequests} requests, p50 ${result.probeP50} ms, p95 ${result.probeP95} ms, max ${result.probeMax} ms, ${result.probeErrors.length} errors; p95 by page ${JSON.stringify(result.pageP95)}`,
        );
        if (!entry.target) continue;
        if (result.probeP95 >= UPLOAD_PROBE_P95_MS)
          failures.push(`${entry.label}: probe p95 ${result.probeP95} ms during the uploads`);
        if (result.stored < result.uploads)
          failures.push(`${entry.label}: ${result.uploads - result.stored} uploads not stored`);
        if (result.probeErrors.length > 0)
          failures.push(`${entry.label}: probe errors: ${result.probeErrors.slice(0, 3).join("; ")}`);
      } finally {
        server.kill("SIGTERM");
        if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
      }
    }
  } finally {
    for (const entry of cases)
      if (entry.settings.DATABASE_URL === undefined)
        await rm(entry.dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

// ---------------------------------------------------------------------------------------------
// Phase 5: one mailbox behind many spellings of its address

const MAILBOX = "mailbox@variants.example";
const MAILBOX_VARIANTS = [
  "Mailbox@variants.example",
  "mailbox@Variants.Example",
  "mailbox+a@variants.example",
  "MAILBOX+b@variants.example",
];

/** The mailbox an address reaches: the domain and the local part lower-cased, the +tag dropped. */
const mailboxOf = (address: string) => {
  const bare = /<([^>]+)>/.exec(address)?.[1] ?? address;
  const [local = "", domain = ""] = bare.trim().toLowerCase().split("@");
  return `${local.split("+")[0]}@${domain}`;
};

async function variantsPhase(port: number, mailDir: string) {
  const before = (await mailRecipients(mailDir)).filter((to) => mailboxOf(to) === MAILBOX).length;
  const slots = await freeSlots(port);
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 10 }, async (_, client) => {
      for (let i = 0; i < 4; i += 1) {
        const index = client * 4 + i;
        const email = MAILBOX_VARIANTS[index % MAILBOX_VARIANTS.length]!;
        const { path: target, body } = strangerSubmission(
          index,
          slots[(index + 200) % Math.max(slots.length, 1)],
          email,
        );
        const reply = await request(port, `127.0.10.${client + 1}`, "POST", target, {
          body,
          headers: { "Idempotency-Key": randomUUID() },
        }).catch(() => ({ status: 0, body: "" }));
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    }),
  );
  const reached = (await settledMail(mailDir)).filter((to) => mailboxOf(to) === MAILBOX).length - before;
  return { requests: 40, statuses: Object.fromEntries([...statuses].toSorted(([a], [b]) => a - b)), reached };
}

// ---------------------------------------------------------------------------------------------
// Phase 6: NUL bytes, overlong and odd parameters on every page and endpoint that reads a query

const NUL_TARGETS = [
  "/jobs?q=%00",
  "/es/jobs?q=%00",
  "/pt-br/jobs?q=a%00b&category=developers",
  "/jobs?category=%00",
  "/jobs/%00",
  "/api/booking-slots?timeZone=%00",
  "/api/form-token?form=%00",
  "/unsubscribe?token=%00",
  "/inbox/export.csv?kind=hiring-requests&q=%00",
  "/inbox?q=%00&utmSource=%00",
  "/inbox/bookings?host=%00",
];

async function parametersPhase(port: number) {
  const long = "x".repeat(300);
  const targets = [
    ...NUL_TARGETS,
    `/api/storage/Images?prefix=${long}`,
    `/api/storage/Images?prefix=${"%00".repeat(10)}`,
    `/jobs?q=${"y".repeat(4000)}`,
    `/jobs?${Array.from({ length: 200 }, (_, i) => `p${i}=1`).join("&")}`,
    "/jobs?__proto__[x]=1&constructor=1",
    "/jobs?q=%E0%A4%A",
  ];
  const statuses = new Map<number | "reset", number>();
  const serverErrors: string[] = [];
  for (const [index, target] of targets.entries()) {
    for (const method of ["GET", "HEAD"]) {
      const reply = await request(port, `127.0.11.${(index % 50) + 1}`, method, target).catch(
        () => "reset" as const,
      );
      const status = reply === "reset" ? "reset" : reply.status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === "reset" || status >= 500)
        serverErrors.push(`${method} ${target.slice(0, 60)} → ${status}`);
    }
  }
  return { requests: targets.length * 2, statuses: Object.fromEntries(statuses), serverErrors };
}

// ---------------------------------------------------------------------------------------------
// Phase 7: a stampede on pages rendered on request, and free query variants

const STAMPEDE_PAGE = "/candidates/developers/backend";
const MEMORY_CEILING_MB = 1024;

async function renderPhase(port: number, serverPid: number) {
  let peakMb = rssMb(serverPid);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(serverPid));
  }, 100);
  const statuses = new Map<number | "reset", number>();
  const count = (status: number | "reset") => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  try {
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        request(port, `127.0.12.${(index % 50) + 1}`, "GET", STAMPEDE_PAGE).then(
          (reply) => count(reply.status),
          () => count("reset"),
        ),
      ),
    );
    const stampedeMs = Date.now() - started;
    // Distinct spellings of a few filters, and parameters the board does not read.
    const variantsStarted = Date.now();
    const cases = ["developers", "Developers", "DEVELOPERS", "sales", "llm"];
    await Promise.all(
      Array.from({ length: 10 }, async (_, client) => {
        for (let i = 0; i < 30; i += 1) {
          const category = cases[(client + i) % cases.length]!;
          const target = `/jobs?utm_source=s${client}-${i}&category=${category}&ref=${randomUUID()}`;
          await request(port, `127.0.13.${client + 1}`, "GET", target).then(
            (reply) => count(reply.status),
            () => count("reset"),
          );
        }
      }),
    );
    return {
      stampedeMs,
      variants: 300,
      variantsMs: Date.now() - variantsStarted,
      statuses: Object.fromEntries(statuses),
      peakMb: Math.round(peakMb),
    };
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------------------------------------
// Phase 8: two instances on one PostgreSQL database, with the default settings

function runNode(args: string[], env: Record<string, string | undefined> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
    });
    child.once("exit", (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`${args.join(" ")} exited ${code}`)),
    );
  });
}

async function twoInstancesPhase() {
  const databaseUrl = await runNode(["scripts/prepare-e2e-db.mjs"]);
  if (!databaseUrl) return null;
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), "latammatch-bench-two-"))));
  const ports = await Promise.all([freePort(), freePort()]);
  // The defaults: no FORM_TOKEN_SECRET, a data folder each.
  const env = { DATABASE_URL: databaseUrl, FORM_TOKEN_SECRET: "", FORM_MIN_FILL_MS: "0" };
  const servers = ports.map((port, index) => startServer(port, dirs[index]!, env));
  try {
    await Promise.all(
      servers.map((server, index) => waitHealthy(`http://127.0.0.1:${ports[index]}`, server)),
    );
    const [one, other] = ports as [number, number];
    const leads = 40;
    const ids: string[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < leads; index += 1) {
      // The token from one instance, the form sent to the other: a balancer without sticky sessions.
      const [from, to] = index % 2 === 0 ? [one, other] : [other, one];
      const token = await request(from, "127.0.14.1", "GET", "/api/form-token?form=hiringRequest");
      const { token: formToken } = JSON.parse(token.body) as { token: string };
      const reply = await request(to, `127.0.14.${(index % 8) + 2}`, "POST", "/api/hiring-requests", {
        body: { ...validHiringRequest({ email: `two-${index}@bench.example` }), formToken },
        headers: { "Idempotency-Key": randomUUID() },
      }).catch(() => ({ status: 0, body: "" }));
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      if (reply.status === 201) ids.push((JSON.parse(reply.body) as { id: string }).id);
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query<{ id: string; spam: boolean }>(
        "select id::text as id, spam from hiring_requests where id = any($1::uuid[])",
        [ids],
      );
      return {
        leads,
        statuses: Object.fromEntries(statuses),
        stored: rows.rows.length,
        quarantined: rows.rows.filter((row) => row.spam).length,
        acknowledged: ids.length,
      };
    } finally {
      await client.end();
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(
      servers.map((server) =>
        server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve)) : undefined,
      ),
    );
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await runNode(["scripts/prepare-e2e-db.mjs", "--drop", databaseUrl]);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(buildDir, "runtime", "server", "index.js"))) {
    console.error(`No build in ${buildDir}: run "npm run build" first.`);
    process.exit(1);
  }
  const failures: string[] = [];
  if (!args["uploads-only"]) await firstPhases(failures);
  console.log(
    `4. Résumés: ${UPLOAD_ADDRESSES * UPLOADS_PER_ADDRESS} uploads of ${RESUME_MAX_BYTES} bytes at once from ${UPLOAD_ADDRESSES} addresses, a probe loading pages`,
  );
  await uploadCases(failures);
  if (!args["uploads-only"]) {
    console.log(
      "8. Two instances on one PostgreSQL database (TEST_DATABASE_URL), default settings: 40 leads, each form's token from the other instance",
    );
    const two = await twoInstancesPhase();
    if (two) {
      console.log(
        `   answers: ${JSON.stringify(two.statuses)}; acknowledged ${two.acknowledged}, stored ${two.stored}, quarantined as spam ${two.quarantined}`,
      );
      if (two.stored !== two.acknowledged)
        failures.push(`${two.acknowledged - two.stored} acknowledged leads missing`);
      if (two.quarantined > 0) failures.push(`${two.quarantined} clean leads quarantined across instances`);
      if (two.acknowledged !== two.leads)
        failures.push(`${two.leads - two.acknowledged} leads refused across instances`);
    } else {
      console.log("   skipped: TEST_DATABASE_URL is not set or PostgreSQL is unreachable");
    }
  }
  if (failures.length > 0) {
    console.error(`\nMissed: ${failures.join("; ")}`);
    process.exit(1);
  }
  console.log("\nAll targets met.");
}

async function firstPhases(failures: string[]) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-abuse-"));
  const server = startServer(port, dataDir);
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, server);
    if (server.pid === undefined) throw new Error("The server has no process id");

    console.log(
      `1. Bodies: ${attackerCount} attackers for ${attackSeconds} s, a probe loading pages and posting leads`,
    );
    const bodies = await bodiesPhase(port, server.pid);
    console.log(`   hostile requests: ${bodies.attacks}; answers: ${JSON.stringify(bodies.outcomes)}`);
    console.log(
      `   probe: ${bodies.probeRequests} requests, ${bodies.probeLeads} leads stored, ${bodies.probeErrors.length} errors, p50 ${bodies.probeP50} ms, p99 ${bodies.probeP99} ms`,
    );
    console.log(`   server memory: ${bodies.baselineMb} MB before, peak growth ${bodies.growthMb} MB`);
    if (bodies.probeErrors.length > 0)
      failures.push(`probe errors: ${bodies.probeErrors.slice(0, 5).join("; ")}`);
    if (bodies.serverErrors > 0) failures.push(`${bodies.serverErrors} hostile requests answered 5xx`);
    if (bodies.growthMb >= MEMORY_GROWTH_LIMIT_MB) failures.push(`memory grew by ${bodies.growthMb} MB`);

    console.log(`2. E-mail: 200 submissions naming ${STRANGER} from 20 client addresses`);
    const mail = await mailPhase(port, path.join(dataDir, "mail"));
    console.log(`   answers: ${JSON.stringify(mail.statuses)}`);
    console.log(
      `   e-mails sent to the stranger: ${mail.sentToStranger} (budget ${MAIL_BUDGET_PER_ADDRESS} a day); visitor e-mails held back: ${mail.suppressed ?? "n/a"}`,
    );
    if (mail.sentToStranger > MAIL_BUDGET_PER_ADDRESS)
      failures.push(`${mail.sentToStranger} e-mails reached the stranger`);
    if (Object.keys(mail.statuses).some((status) => Number(status) >= 500 || Number(status) === 0)) {
      failures.push("an e-mail submission failed with a 5xx or a network error");
    }

    console.log(
      "3. Bookings: every free slot, from one address (new X-Forwarded-For each time), then from ten",
    );
    const booking = await bookingPhase(port);
    console.log(
      `   free slots: ${booking.freeSlots}; one address: ${booking.oneClient.made} made ${JSON.stringify(booking.oneClient.statuses)}; ten addresses: ${booking.tenClients.made} made ${JSON.stringify(booking.tenClients.statuses)}`,
    );
    if (booking.oneClient.made > BOOKINGS_PER_CLIENT)
      failures.push(`one address made ${booking.oneClient.made} bookings`);
    if (booking.tenClients.made > BOOKINGS_PER_CLIENT * 10)
      failures.push(`ten addresses made ${booking.tenClients.made} bookings`);

    console.log(`5. Address variants: 40 submissions to ${MAILBOX_VARIANTS.join(", ")} from 10 addresses`);
    const variants = await variantsPhase(port, path.join(dataDir, "mail"));
    console.log(
      `   answers: ${JSON.stringify(variants.statuses)}; e-mails that reached ${MAILBOX}: ${variants.reached} (budget ${MAIL_BUDGET_PER_ADDRESS})`,
    );
    if (variants.reached > MAIL_BUDGET_PER_ADDRESS)
      failures.push(`${variants.reached} e-mails reached ${MAILBOX}`);
    if (Object.keys(variants.statuses).some((status) => Number(status) >= 500 || Number(status) === 0)) {
      failures.push("an address-variant submission failed with a 5xx or a network error");
    }

    console.log("6. Parameters: NUL bytes, overlong and odd queries on the board, the API and the inbox");
    const parameters = await parametersPhase(port);
    console.log(`   ${parameters.requests} requests; answers: ${JSON.stringify(parameters.statuses)}`);
    if (parameters.serverErrors.length > 0)
      failures.push(
        `odd parameters answered 5xx or reset: ${parameters.serverErrors.slice(0, 5).join("; ")}`,
      );

    console.log(
      `6. Rendering: 100 simultaneous requests for ${STAMPEDE_PAGE}, then 300 /jobs query variants`,
    );
    const render = await renderPhase(port, server.pid);
    console.log(
      `   stampede answered in ${render.stampedeMs} ms, variants in ${render.variantsMs} ms; answers: ${JSON.stringify(render.statuses)}; peak memory ${render.peakMb} MB (ceiling ${MEMORY_CEILING_MB} MB)`,
    );
    if (Object.keys(render.statuses).some((status) => status === "reset" || Number(status) >= 500))
      failures.push("a rendered page answered 5xx or reset");
    if (render.peakMb >= MEMORY_CEILING_MB)
      failures.push(`memory peaked at ${render.peakMb} MB while rendering`);
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
