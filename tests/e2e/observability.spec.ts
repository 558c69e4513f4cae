import { spawnSync } from "node:child_process";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { parseRawResponse, type RawResponse, writeAll } from "../support/raw-http";
import { startServerProcess } from "./server-process";

/** /metrics and /readyz of the built server, started the way production starts it. */
const TOKEN = "e2e-metrics-token-0123456789abcdef";

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });

/** Everything the server sends on the socket until it closes it. */
const receiveAll = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let received = "";
    socket.on("data", (data) => {
      received += data.toString("utf8");
    });
    socket.once("error", reject);
    socket.once("close", () => resolve(received));
  });

/** A whole response with a Content-Length body. */
const isWholeResponse = (text: string) => {
  const headerEnd = text.indexOf("\r\n\r\n");
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headerEnd));
  return (
    headerEnd !== -1 && length !== null && Buffer.byteLength(text.slice(headerEnd + 4)) >= Number(length[1])
  );
};

/** The first response on the socket, once it is whole; the socket stays open. */
const receiveOne = (socket: net.Socket) =>
  new Promise<RawResponse>((resolve, reject) => {
    let received = "";
    const onData = (data: Buffer) => {
      received += data.toString("utf8");
      if (!isWholeResponse(received)) return;
      socket.off("data", onData);
      socket.off("error", reject);
      resolve(parseRawResponse(received));
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });

/**
 * A probe the server has taken in but not yet answered: one write holding a whole GET /healthz
 * and the start of `requestLine` (its headers unfinished), on a keep-alive connection. The answer
 * to the first request shows that the server has accepted the connection and read that write,
 * and with it begun the second request: from then on the server counts it as in flight, and a
 * shutdown lets it finish. (A connection that only the kernel has accepted, or bytes still
 * unread, are no request yet: a shutdown may refuse or reset those, as any server does.)
 */
async function probeInFlight(port: number, requestLine: string) {
  const socket = await connect(port);
  const first = receiveOne(socket);
  await writeAll(
    socket,
    `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n${requestLine}\r\nHost: 127.0.0.1\r\n`,
  );
  expect((await first).status).toBe(200);
  const answer = receiveAll(socket);
  return {
    /** Ends the headers, and resolves with the answer once the server has closed the connection. */
    async finish() {
      await writeAll(socket, "\r\n");
      return parseRawResponse(await answer);
    },
  };
}

test("the built server reports requests by route pattern, and /readyz turns 503 when the shutdown begins", async () => {
  // A server of its own: its start (migrations on a fresh embedded database) and its shutdown.
  test.setTimeout(120_000);
  const server = await startServerProcess({ env: { METRICS_TOKEN: TOKEN } });
  try {
    await server.ready();
    const port = Number(new URL(server.baseUrl).port);

    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });

    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.baseUrl}/metrics`, {
      headers: { Authorization: "Bearer wrong-token-0000000" },
    });
    expect(wrong.status).toBe(403);

    // A prerendered page, a category page and an unknown path, each read to its end (a request is
    // counted once its answer is complete).
    const statusOf = async (path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await statusOf("/talent")).toBe(200);
    expect(await statusOf("/candidates/developers")).toBe(200);
    expect(await statusOf("/no-such-page-5b1e")).toBe(404);

    const scrape = await fetch(`${server.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("cache-control")).toBe("no-store");
    const text = await scrape.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/talent",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/candidates/:category",status="200"} 1',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/*",status="404"} 1');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/talent",status="200"\} 1$/m,
    );
    expect(text).not.toContain("5b1e");
    expect(text).toContain("latammatch_database_up 1");
    expect(text).toContain("latammatch_site_figures_up 1");
    expect(text).toMatch(/^latammatch_outbox_jobs\{status="suppressed"\} 0$/m);
    expect(text).toContain("process_resident_memory_bytes");
    // What Prometheus's own linter says of the scrape: nothing (it names each problem otherwise).
    const lint = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(lint.error, "promtool (Debian's prometheus package) must be installed").toBeUndefined();
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe("");
    expect(lint.status).toBe(0);

    // Two probes the server has begun to receive, whose headers are still on their way when the
    // signal arrives: they are in flight, so they are answered during the drain.
    const readiness = await probeInFlight(port, "GET /readyz HTTP/1.1");
    const liveness = await probeInFlight(port, "GET /healthz HTTP/1.1");

    process.kill(server.child.pid!, "SIGTERM");
    await expect.poll(() => server.output()).toContain("Shutting down");

    const notReady = await readiness.finish();
    expect(notReady.status).toBe(503);
    expect(notReady.headers.connection).toBe("close");
    expect(JSON.parse(notReady.body)).toEqual({ status: "shutting down" });
    // Liveness is another question: the process is alive and finishing its work.
    const alive = await liveness.finish();
    expect(alive.status).toBe(200);
    expect(alive.headers.connection).toBe("close");

    expect(await server.exited).toBe(0);
  } finally {
    await server.stop();
  }
});

test("without METRICS_TOKEN, /metrics is not served", async () => {
  test.setTimeout(120_000);
  const server = await startServerProcess();
  try {
    await server.ready();
    const response = await fetch(`${server.baseUrl}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_request_duration_seconds");
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});
