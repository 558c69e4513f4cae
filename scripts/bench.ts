/**
 * Load test of POST /api/hiring-requests against the built server on the embedded database.
 *
 *   npm run bench                 20 s, 50 connections, then checks every acknowledged id is stored
 *   npm run bench -- --kill       SIGKILLs the server mid-load, restarts it, checks again
 *   options: --duration <s>  --connections <n>  --port <n> (default: any free one)
 *
 * Needs a production build (BUILD_DIR, default "build"). Only 127.0.0.1 is contacted.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase, parseRows } from "../server/db/client";
import { hiringRequests } from "../server/db/schema";
import { hiringRequestBody } from "../tests/support/form-payloads";
import { formTokenFor, TEST_FORM_TOKEN_SECRET } from "../tests/support/integration";
import { freePort } from "./free-port.mjs";

const { values: args } = parseArgs({
  options: {
    kill: { type: "boolean", default: false },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    keep: { type: "boolean", default: false },
    port: { type: "string" },
  },
});
const duration = Math.min(Math.max(Number(args.duration) || 20, 2), 120);
const connections = Math.min(Math.max(Number(args.connections) || 50, 1), 200);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

function startServer(port: number, dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    // The run measures the write path, not the abuse brake.
    RATE_LIMIT_MAX: "0",
    // Requests carry form tokens signed with this secret, issued a minute earlier, as a visitor's
    // would be, so every lead is genuine and queues its notification.
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
  };
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} during start-up`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy in time");
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

const ROLES = [
  "Engineering",
  "Product",
  "Operations",
  "Sales/Marketing",
  "Executive",
  "HR/Recruiting",
  "Other",
];
let sequence = 0;
function body() {
  sequence += 1;
  return JSON.stringify(
    hiringRequestBody(formTokenFor("hiringRequest"), {
      name: `Bench Person ${sequence}`,
      email: `lead${sequence}@bench.example`,
      company: `Bench Company ${sequence}`,
      roles: [ROLES[sequence % ROLES.length]],
      additionalInfo: "Two senior engineers for a twelve-month roadmap.",
      attribution: { utmSource: "bench", landingPage: "/hiring-form" },
    }),
  );
}

interface LoadResult {
  acknowledged: Set<string>;
  statuses: Record<number, number>;
  result: autocannon.Result;
  seconds: number;
}

function load(base: string, seconds: number, onStart?: (instance: autocannon.Instance) => void) {
  const acknowledged = new Set<string>();
  const statuses: Record<number, number> = {};
  const started = performance.now();
  return new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/hiring-requests`,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                "content-type": "application/json",
                "idempotency-key": randomUUID(),
              },
              body: body(),
            }),
            onResponse: (status, responseBody) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status !== 201) return;
              try {
                acknowledged.add((JSON.parse(responseBody) as { id: string }).id);
              } catch {
                // counted as not acknowledged
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ acknowledged, statuses, result, seconds: (performance.now() - started) / 1000 });
      },
    );
    onStart?.(instance);
  });
}

async function verify(dataDir: string, acknowledged: Set<string>) {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const ids = [...acknowledged];
    let found = 0;
    for (let index = 0; index < ids.length; index += 1_000) {
      const rows = await handle.db
        .select({ id: hiringRequests.id })
        .from(hiringRequests)
        .where(inArray(hiringRequests.id, ids.slice(index, index + 1_000)));
      found += rows.length;
    }
    const [{ total, quarantined } = { total: 0, quarantined: 0 }] = await handle.db
      .select({
        total: sql<number>`count(*)::int`,
        quarantined: sql<number>`(count(*) filter (where ${hiringRequests.spam}))::int`,
      })
      .from(hiringRequests);
    const outbox = await handle.db.execute(
      sql`select status, count(*)::int as n from outbox group by status`,
    );
    return {
      lost: ids.length - found,
      stored: Number(total),
      quarantined: Number(quarantined),
      outbox: parseRows("outbox jobs by status", z.object({ status: z.string(), n: z.number() }), outbox),
    };
  } finally {
    await handle.close();
  }
}

function report(label: string, run: LoadResult) {
  const { result } = run;
  const accepted = run.acknowledged.size;
  console.log(`\n${label}`);
  console.log(
    `  accepted (201):   ${accepted} in ${run.seconds.toFixed(1)} s = ${(accepted / run.seconds).toFixed(0)} req/s`,
  );
  console.log(
    `  latency:          p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  answers:          ${Object.entries(run.statuses)
      .map(([status, count]) => `HTTP ${status} × ${count}`)
      .join(", ")}; connection errors ${result.errors}, timeouts ${result.timeouts}`,
  );
}

async function main() {
  if (!existsSync(path.join(buildDir, "runtime", "server", "index.js"))) {
    console.error(
      `No production build in ${buildDir}. Run "npm run build" first (or set BUILD_DIR to an existing build).`,
    );
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-"));
  const port = args.port ? Number(args.port) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(
    `Benchmark: POST /api/hiring-requests, ${connections} connections, ${duration} s${args.kill ? ", SIGKILL mid-load" : ""}`,
  );
  console.log(`Build ${buildDir}; embedded database in ${dataDir}; server on ${base}`);

  let server = startServer(port, dataDir);
  let failed = false;
  try {
    await waitHealthy(base, server);
    // A short warm-up so that the first measured requests do not pay for lazy initialisation.
    await load(base, 2);

    let run: LoadResult;
    if (!args.kill) {
      run = await load(base, duration);
      report("Result", run);
    } else {
      const victim = server;
      run = await load(base, duration, (instance) => {
        setTimeout(
          () => {
            console.log(`\nSIGKILL to the server (pid ${victim.pid}) under load`);
            victim.kill("SIGKILL");
            setTimeout(() => instance.stop(), 1_000);
          },
          (duration * 1000) / 2,
        );
      });
      await exited(victim);
      report("Until the kill", run);
      console.log("Restarting the server on the same data directory");
      server = startServer(port, dataDir);
      await waitHealthy(base, server);
    }

    server.kill("SIGTERM");
    await exited(server);
    const check = await verify(dataDir, run.acknowledged);
    const mail = await readdir(path.join(dataDir, "mail")).catch(() => []);
    console.log(
      `  stored rows:      ${check.stored} (acknowledged ${run.acknowledged.size}; quarantined as spam ${check.quarantined})`,
    );
    console.log(
      `  outbox:           ${check.outbox.map((row) => `${row.status} ${row.n}`).join(", ") || "empty"}; .eml files ${mail.length}`,
    );
    console.log(`  lost:             ${check.lost}`);
    const rate = run.acknowledged.size / run.seconds;
    if (check.lost > 0) failed = true;
    console.log(
      `\nTargets: >= 300 req/s ${rate >= 300 ? "met" : "MISSED"}; p99 < 250 ms ${run.result.latency.p99 < 250 ? "met" : "MISSED"}; zero lost ${check.lost === 0 ? "met" : "MISSED"}`,
    );
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGKILL");
      await exited(server);
    }
    if (!args.keep) await rm(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
