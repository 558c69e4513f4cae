import { expect, test } from "@playwright/test";
import {
  chunk,
  LAST_CHUNK,
  type RawResponse,
  rawExchange,
  rawRequest,
  writeAll,
} from "../../server/raw-http";
import { type ServerProcess, startServerProcess } from "./server-process";

// The built server as its own process, spoken to over raw sockets: the requests here are ones
// browsers and HTTP clients never send, and the process's own log output is part of the check.
let server: ServerProcess;
let port: number;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServerProcess();
  await server.ready();
  port = Number(new URL(server.baseUrl).port);
});
test.afterAll(async () => {
  await server?.stop();
});

const STACK_LINE = /^\s+at /m;
const ABSOLUTE_PATH = /(?:\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|file:\/\/)/;

function expectCleanErrorResponse(response: RawResponse) {
  const requestId = response.headers["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.body).toContain(requestId);
  expect(response.body).not.toMatch(STACK_LINE);
  expect(response.body).not.toMatch(ABSOLUTE_PATH);
  expect(response.body).not.toMatch(/\b(TypeError|Error):/);
  return requestId as string;
}

/** Waits until the process has written a line containing `text` (log lines are written async). */
async function logLineWith(text: string) {
  await expect.poll(() => server.output().includes(text)).toBe(true);
}

test("TRACE, unknown methods and unusable Host headers get 405/400 with an id and no stack", async () => {
  const cases: [string, number][] = [
    ["TRACE / HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["TRACE /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["PURGE /talent HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["SEARCH / HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["OPTIONS / HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["PUT /talent HTTP/1.1\nHost: 127.0.0.1\nContent-Length: 0\nConnection: close", 405],
    ["GET /no-such-page HTTP/1.0", 400],
    ["GET /no-such-page HTTP/1.1\nHost:\nConnection: close", 400],
    ["GET /talent HTTP/1.1\nHost:\nConnection: close", 400],
    ["GET /no-such-page HTTP/1.1\nHost: a b\nConnection: close", 400],
  ];
  const ids: string[] = [];
  for (const [head, status] of cases) {
    const response = await rawRequest(port, head);
    expect(response.status, head).toBe(status);
    ids.push(expectCleanErrorResponse(response));
  }

  const json = await rawRequest(
    port,
    "SEARCH /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nConnection: close",
  );
  expect(json.headers.allow).toBe("POST");
  expect(JSON.parse(json.body)).toEqual({
    error: "Method not allowed.",
    requestId: json.headers["x-request-id"],
  });

  for (const id of ids) await logLineWith(id);
  expect(server.output()).not.toMatch(STACK_LINE);
  expect(server.output()).not.toContain('"frames"');
});

test("the form endpoints still answer their own methods", async () => {
  const put = await rawRequest(
    port,
    "PUT /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: 2\nConnection: close",
    "{}",
  );
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe("POST");
  expect(JSON.parse(put.body).error).toContain("POST");
});

test("a chunked body over the size limit gets 413 with the JSON error, not a reset", async () => {
  const response = await rawExchange(port, async (socket) => {
    await writeAll(
      socket,
      "POST /api/hiring-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
    );
    await writeAll(socket, chunk(`{"name":"${"x".repeat(4000)}`));
    for (let sent = 0; sent < 96 * 1024; sent += 4096) await writeAll(socket, chunk("x".repeat(4096)));
    await writeAll(socket, chunk('"}'));
    await writeAll(socket, LAST_CHUNK);
  });
  expect(response.status).toBe(413);
  expect(JSON.parse(response.body)).toEqual({ error: "The request body must be at most 32 kB." });
});

test("index.html paths redirect to the canonical page, keeping the query", async () => {
  const root = await fetch(`${server.baseUrl}/index.html`, { redirect: "manual" });
  expect(root.status).toBe(301);
  expect(root.headers.get("location")).toBe("/");

  const talent = await fetch(`${server.baseUrl}/talent/index.html?utm_source=mail&x=1`, {
    redirect: "manual",
  });
  expect(talent.status).toBe(301);
  expect(talent.headers.get("location")).toBe("/talent?utm_source=mail&x=1");

  const page = await fetch(`${server.baseUrl}/talent?utm_source=mail&x=1`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toContain("script-src");
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
});

test("X-Forwarded-For without TRUST_PROXY logs one warning, once", async () => {
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${server.baseUrl}/talent`, {
      headers: { "X-Forwarded-For": "203.0.113.50" },
    });
    expect(response.status).toBe(200);
  }
  await logLineWith("TRUST_PROXY is 0");
  expect(server.output().split("TRUST_PROXY is 0")).toHaveLength(2);
  expect(server.output()).not.toContain("203.0.113.50");
});
