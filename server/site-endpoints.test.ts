import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RequestContext } from "./load-context";
import { createLogger } from "./logger.server";
import { readRequestBodies } from "./request-body";
import { type SiteEndpoint, serveSiteEndpoints } from "./site-endpoints";

const lines: string[] = [];
const log = createLogger({ level: "error", destination: { write: (line: string) => lines.push(line) } });

/** Stand-in endpoints: what each answers says which handler ran, with what. */
const endpoints: Record<string, SiteEndpoint> = {
  "api/echo/:name": {
    loader: ({ request, params, context }) =>
      Response.json(
        { method: request.method, params, clientIp: context.clientIp },
        { headers: { "X-Echo": "1" } },
      ),
    action: async ({ request }) =>
      Response.json({ method: request.method, body: await request.text() }, { status: 201 }),
  },
  "api/read-only": { loader: () => new Response("read") },
  "api/throws": {
    loader: () => {
      throw new Error("broken");
    },
    action: () => {
      throw Response.json({ error: "thrown answer" }, { status: 409 });
    },
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  // As in the app: the body is read under the body policy before an endpoint sees it.
  app.use(readRequestBodies());
  app.use(
    serveSiteEndpoints({
      mode: "production",
      endpoints,
      contextOf: () => ({ clientIp: "203.0.113.9", log }) as unknown as RequestContext,
    }),
  );
  app.use((_req, res) => {
    res.status(404).send("passed on");
  });
  server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("serveSiteEndpoints", () => {
  it("hands GET to the loader with the decoded parameters and the request context", async () => {
    const response = await fetch(`${base}/api/echo/caf%C3%A9%2Fx?q=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "GET",
      params: { name: "café/x" },
      clientIp: "203.0.113.9",
    });
  });

  it("matches in any case and with trailing slashes, and passes every other path on", async () => {
    for (const path of ["/API/Echo/a", "/api/echo/a/", "/api/echo/a//"]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
    for (const path of ["/api/echo", "/api/echo/a/b", "/api/nope", "/api/read-only.data"]) {
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe("passed on");
    }
  });

  it("answers HEAD with the loader's status and headers, without its body", async () => {
    const response = await fetch(`${base}/api/echo/a`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-echo")).toBe("1");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.text()).toBe("");
  });

  it("hands POST, PUT, PATCH and DELETE to the action, with the body", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${base}/api/echo/a`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: '"hello"',
      });
      expect(response.status, method).toBe(201);
      expect(await response.json(), method).toEqual({ method, body: '"hello"' });
    }
  });

  it("refuses a post to an endpoint without an action with 405", async () => {
    const app = express();
    const errors: unknown[] = [];
    app.use(serveSiteEndpoints({ mode: "production", endpoints, contextOf: () => ({}) as RequestContext }));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(error);
      res.status(405).end();
    });
    const other = await new Promise<Server>((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    try {
      const port = (other.address() as AddressInfo).port;
      expect((await fetch(`http://127.0.0.1:${port}/api/read-only`, { method: "POST" })).status).toBe(405);
      expect(errors).toMatchObject([{ status: 405, headers: { Allow: "GET, HEAD" } }]);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it("answers a thrown Response as it is, and any other error with a plain 500 it logs", async () => {
    const thrown = await fetch(`${base}/api/throws`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(thrown.status).toBe(409);
    expect(await thrown.json()).toEqual({ error: "thrown answer" });

    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const broken = await fetch(`${base}/api/throws`);
      expect(broken.status).toBe(500);
      expect(broken.headers.get("content-type")).toBe("text/plain");
      expect(await broken.text()).toBe("Unexpected Server Error");
      expect(lines.join("")).toContain("Unhandled error in a route");
      expect(lines.join("")).not.toContain("broken");
    } finally {
      consoleError.mockRestore();
    }
  });
});
