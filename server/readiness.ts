/**
 * Readiness for load balancers and orchestrators (GET /readyz), apart from liveness (/healthz):
 * 503 until the server has started (its port opens only once the migrations have run, so this is
 * short), from the moment a shutdown begins, and while the database does not answer in time;
 * 200 otherwise. A 503 takes the instance out of rotation without restarting it.
 */
import type { RequestHandler } from "express";

export type ReadinessState = "starting" | "ready" | "draining";

export interface Readiness {
  state(): ReadinessState;
  /** The migrations have run and the port is open. */
  markReady(): void;
  /** A shutdown began: from now on the instance asks for no new traffic (it cannot come back). */
  markDraining(): void;
}

export function createReadiness(): Readiness {
  let state: ReadinessState = "starting";
  return {
    state: () => state,
    markReady() {
      if (state === "starting") state = "ready";
    },
    markDraining() {
      state = "draining";
    },
  };
}

/** How long the database gets to answer a readiness or metrics probe. */
export const PROBE_TIMEOUT_MS = 2_000;

class TimeoutError extends Error {}

/** `promise`, or a TimeoutError once `ms` have passed (the work itself is not cancelled). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const STATE_ANSWERS: Record<Exclude<ReadinessState, "ready">, string> = {
  starting: "starting",
  draining: "shutting down",
};

/** GET /readyz: never cached; the body names the reason of a 503. */
export function readinessProbe(
  readiness: Readiness,
  ping: (() => Promise<void>) | undefined,
  timeoutMs = PROBE_TIMEOUT_MS,
): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const state = readiness.state();
    if (state !== "ready") {
      res.status(503).json({ status: STATE_ANSWERS[state] });
      return;
    }
    try {
      if (ping) await withTimeout(ping(), timeoutMs);
    } catch {
      res.status(503).json({ status: "unavailable" });
      return;
    }
    // The shutdown may have begun while the database answered.
    if (readiness.state() !== "ready") {
      res.status(503).json({ status: STATE_ANSWERS.draining });
      return;
    }
    res.json({ status: "ready" });
  };
}
