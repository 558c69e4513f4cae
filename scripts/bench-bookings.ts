/**
 * Double-booking check under load: starts the built server on 127.0.0.1 with a fresh embedded
 * database, fires 50 concurrent bookings aimed at 5 slots, and prints how many were made, how
 * many got "slot taken" (409) and how many failed otherwise. Expected: 5, 45, 0. Each request
 * is a different visitor (its own address and signed form token); the per-network booking limit
 * is off, since they all come from 127.0.0.1: the run measures the slot race, not the limits.
 *
 *   npm run bench:bookings                     options: --requests <n>  --slots <n>
 *   DATABASE_URL=postgres://… npm run bench:bookings    the same against a PostgreSQL server
 *
 * Needs a production build (BUILD_DIR, default "build"). Only 127.0.0.1 is contacted.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { SlotsResponse } from "../app/features/booking/api";
import { bookingBody } from "../tests/support/form-payloads";
import { formTokenFor, TEST_FORM_TOKEN_SECRET } from "../tests/support/integration";
import { freePort } from "./free-port.mjs";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "50" },
    slots: { type: "string", default: "5" },
  },
});
const requests = Math.min(Math.max(Number(args.requests) || 50, 1), 500);
const slotCount = Math.min(Math.max(Number(args.slots) || 5, 1), requests);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // Every request comes from this one address: the check is about slots, not the abuse brakes.
      RATE_LIMIT_MAX: "0",
      BOOKING_MAX_OPEN_PER_IP: "0",
      // Requests carry form tokens signed with this secret, as a visitor's would be.
      FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} during start-up`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy in time");
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function freeSlots(base: string): Promise<SlotsResponse["slots"]> {
  const response = await fetch(`${base}/api/booking-slots?timeZone=UTC`);
  if (!response.ok) throw new Error(`GET /api/booking-slots answered ${response.status}`);
  return ((await response.json()) as SlotsResponse).slots;
}

async function main() {
  if (!existsSync(path.join(buildDir, "runtime", "server", "index.js"))) {
    console.error(`No build in ${buildDir}: run "npm run build" first.`);
    process.exit(1);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-bookings-"));
  const server = startServer(port, dataDir);
  try {
    await waitHealthy(base, server);
    const targets = (await freeSlots(base)).slice(0, slotCount);
    if (targets.length < slotCount) throw new Error(`Only ${targets.length} free slots are offered`);

    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: requests }, async (_, index) => {
        const slot = targets[index % slotCount]!;
        const response = await fetch(`${base}/api/bookings`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), Origin: base },
          body: JSON.stringify(
            bookingBody(formTokenFor("booking"), slot, {
              name: `Bench Visitor ${index}`,
              email: `bench-${index}@example.com`,
              company: `Bench Company ${index}`,
            }),
          ),
        }).catch(() => null);
        if (!response) return "network error";
        const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
        // A 409 counts as a conflict only when it says the slot was taken.
        return response.status === 409 && body?.reason !== "slot-taken" ? "409 (other)" : response.status;
      }),
    );
    const elapsedMs = Math.round(performance.now() - started);
    const made = statuses.filter((status) => status === 201).length;
    const conflicts = statuses.filter((status) => status === 409).length;
    const errors = statuses.length - made - conflicts;

    // Each target slot is now taken: none of them is offered any more.
    const after = await freeSlots(base);
    const stillOffered = targets.filter((slot) =>
      after.some((free) => free.hostId === slot.hostId && free.start === slot.start),
    ).length;

    console.log(`${requests} concurrent bookings aimed at ${slotCount} slots, in ${elapsedMs} ms`);
    console.log(`bookings made: ${made}`);
    console.log(`conflicts (409): ${conflicts}`);
    const others = statuses.filter((status) => status !== 201 && status !== 409);
    console.log(`errors: ${errors}${errors ? ` (answers: ${[...new Set(others)].join(", ")})` : ""}`);
    console.log(`target slots still offered afterwards: ${stillOffered}`);
    const ok = made === slotCount && conflicts === requests - slotCount && errors === 0 && stillOffered === 0;
    console.log(
      ok ? "OK: exactly one booking per slot" : "FAILED: expected one booking per slot and no errors",
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    await exited(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
