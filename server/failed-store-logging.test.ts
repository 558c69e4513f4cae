import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonPost, SITE_ORIGIN, testEnv, validHiringRequest } from "../tests/support/integration";
import type { SubmissionStore } from "./db/submissions";
import * as hiringRoute from "./endpoints/hiring-requests";
import type { RequestContext } from "./load-context";
import { createLogger } from "./logger.server";
import { type RunningServices, startServices } from "./services.server";

type Action = (args: { request: Request; context: RequestContext }) => Promise<Response>;
const hiring = hiringRoute.action as unknown as Action;

// What the visitor typed: none of it may reach the log.
const visitor = { name: "Jane Visitorname", email: "jane.visitor@acme.example", phone: "+1 415 555 0199" };
const clientIp = "198.51.100.23";

describe("a submission the database refuses", () => {
  let dataDir: string;
  let services: RunningServices;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-failed-store-"));
    services = await startServices(testEnv({ DATA_DIR: dataDir }), {
      outbox: { enabled: false },
      retention: { enabled: false },
      log: () => {},
    });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await services?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends the hiring request through a store that fails with `fail`; returns the response and the log. */
  async function submitThrough(fail: (fields: typeof visitor) => Promise<never>) {
    const lines: string[] = [];
    const log = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
    const consoleOutput: unknown[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args) => consoleOutput.push(...args));
    }
    const failingStore = {
      ...services.submissions,
      storeHiringRequest: (fields: typeof visitor) => fail(fields),
    } as unknown as SubmissionStore;
    const response = await hiring({
      request: jsonPost("/api/hiring-requests", validHiringRequest(visitor), { Origin: SITE_ORIGIN }),
      context: {
        services: { ...services, submissions: failingStore },
        clientIp,
        cspNonce: "test",
        log: log.child({ reqId: "req-42" }),
      },
    });
    return { response, log: lines.join(""), console: consoleOutput.map(String).join("\n") };
  }

  const expectNoVisitorData = (text: string) => {
    for (const value of [
      visitor.name,
      visitor.email,
      visitor.phone,
      clientIp,
      "Visitorname",
      "jane.visitor",
    ]) {
      expect(text).not.toContain(value);
    }
  };

  it("logs the error's class, SQLSTATE and request id, never the query's parameters", async () => {
    const { response, log, console } = await submitThrough(async (fields) => {
      // A real failing query whose parameters are the visitor's fields: the driver's error and
      // Drizzle's wrapper both quote them in their messages.
      await services.database.db.execute(
        sql`select ${fields.email}::int as email, ${fields.phone}::int as phone, ${fields.name} as name`,
      );
      throw new Error("unreachable");
    });

    expect(response.status).toBe(503);
    const [line] = log
      .trim()
      .split("\n")
      .map((entry) => JSON.parse(entry));
    expect(line).toMatchObject({
      level: "error",
      reqId: "req-42",
      form: "hiringRequest",
      msg: "Storing a submission failed",
      err: { type: "DrizzleQueryError", cause: { code: "22P02" } },
    });
    expectNoVisitorData(log);
    expectNoVisitorData(console);
  });

  it("keeps a driver error's detail and message out of the log", async () => {
    class DatabaseError extends Error {
      code = "23505";
      detail = `Key (email)=(${visitor.email}) already exists.`;
      constraint = "subscriptions_email_key";
    }
    const { response, log, console } = await submitThrough(async (fields) => {
      throw new DatabaseError(`duplicate key for ${fields.name} <${fields.email}>, ${fields.phone}`);
    });

    expect(response.status).toBe(503);
    expect(JSON.parse(log)).toMatchObject({ err: { type: "DatabaseError", code: "23505" } });
    expectNoVisitorData(log);
    expectNoVisitorData(console);
  });
});
