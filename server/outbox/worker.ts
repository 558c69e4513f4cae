import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type OutboxRow, outbox } from "../db/schema";
import { describeError, logger } from "../logger.server";
import { type BackoffPolicy, DEFAULT_BACKOFF, nextAfterFailure } from "./backoff";

export type Deliver = (job: OutboxRow) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Database;
  deliver: Deliver;
  backoff?: BackoffPolicy;
  /** How often the table is checked when nothing woke the worker. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** A wake-up waits this long so that a burst of new jobs is claimed in one pass. */
  wakeDelayMs?: number;
  /** How long a claimed job stays reserved; a job still 'sending' after that is claimed again. */
  leaseMs?: number;
  /** Receives the worker's problems; by default the server's logger at level error. */
  log?: (fields: Record<string, unknown>, message: string) => void;
}

export interface OutboxWorker {
  /** Asks for a pass soon, e.g. right after a job was written. */
  wake(): void;
  /** Claims and delivers one batch of due jobs; returns how many were claimed. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

const MAX_ERROR_LENGTH = 1_000;

const millis = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/** Claims due jobs in one short transaction; SKIP LOCKED lets several processes share the table. */
export async function claimDueJobs(db: Database, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.status, ["pending", "sending"]), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(outbox.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    // The attempt is counted when claimed, so a job that crashes the process cannot loop for ever.
    return tx
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: millis(leaseMs),
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, deliver } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const wakeDelayMs = options.wakeDelayMs ?? 100;
  const log = options.log ?? ((fields, message) => logger.error(fields, message));

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let wakeScheduled = false;
  // A wake-up that came while a pass was running: the job it announced may have missed the claim.
  let missedWake = false;
  let inFlight: Promise<number> | undefined;

  async function settle(job: OutboxRow, error: unknown) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const next = nextAfterFailure(job.attempts, backoff);
    // The message stays in the row (last_error) for the team; the log gets ids and codes only.
    if (next.status === "failed") {
      log(
        { jobId: job.id, channel: job.channel, attempts: job.attempts, err: describeError(error) },
        "Outbox job failed for good",
      );
    }
    await db
      .update(outbox)
      .set({
        status: next.status,
        lastError: message,
        updatedAt: sql`now()`,
        ...(next.status === "pending" ? { nextAttemptAt: millis(next.delayMs) } : {}),
      })
      // Only while this claim still holds: a job re-claimed after its lease belongs to that claim.
      .where(and(eq(outbox.id, job.id), eq(outbox.status, "sending"), eq(outbox.attempts, job.attempts)));
  }

  async function runOnce(): Promise<number> {
    const jobs = await claimDueJobs(db, batchSize, leaseMs);
    if (jobs.length === 0) return 0;
    const results = await Promise.allSettled(jobs.map((job) => deliver(job)));
    const sent: string[] = [];
    for (const [index, result] of results.entries()) {
      const job = jobs[index]!;
      if (result.status === "fulfilled") sent.push(job.id);
      else await settle(job, result.reason);
    }
    if (sent.length > 0) {
      // A delivered job keeps no copy of the lead: the lead's own row is the one record, and the
      // retention job deletes it in time.
      await db
        .update(outbox)
        .set({ status: "sent", payload: {}, sentAt: sql`now()`, updatedAt: sql`now()`, lastError: null })
        .where(and(inArray(outbox.id, sent), eq(outbox.status, "sending")));
    }
    return jobs.length;
  }

  let pause: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  /** A rest that wake() does not cut short (stop() does). */
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      pause = { timer: setTimeout(resolve, ms), resolve };
    });

  async function loop() {
    while (!stopped) {
      let claimed = 0;
      const started = performance.now();
      try {
        inFlight = runOnce();
        claimed = await inFlight;
      } catch (error) {
        log({ err: describeError(error) }, "Outbox pass failed");
      } finally {
        inFlight = undefined;
      }
      if (stopped) break;
      // Deliveries share the process with the request path: during a burst of submissions they
      // take at most about a fifth of its time, and catch up once the burst is over.
      if (claimed > 0) {
        await rest((performance.now() - started) * 4);
        pause = undefined;
        if (stopped) break;
      }
      if (claimed >= batchSize || missedWake) {
        missedWake = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, pollIntervalMs);
      });
      wakeUp = undefined;
      wakeScheduled = false;
    }
  }

  const running = loop();

  return {
    wake() {
      if (!wakeUp) {
        missedWake = true;
        return;
      }
      if (wakeScheduled) return;
      wakeScheduled = true;
      clearTimeout(timer);
      timer = setTimeout(wakeUp, wakeDelayMs);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeUp?.();
      if (pause) {
        clearTimeout(pause.timer);
        pause.resolve();
      }
      await inFlight?.catch(() => undefined);
      await running;
    },
  };
}
