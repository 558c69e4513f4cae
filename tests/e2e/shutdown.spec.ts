import net from "node:net";
import { expect, test } from "@playwright/test";
import { parseRawResponse, writeAll } from "../support/raw-http";
import { startServerProcess } from "./server-process";

/** Resolves with everything received once `done(received)` holds; rejects if the socket fails. */
function receiveUntil(socket: net.Socket, done: (received: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (data: Buffer) => {
      received += data.toString("utf8");
      if (done(received)) {
        socket.off("data", onData);
        resolve(received);
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });

const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once("close", () => resolve())));

test("SIGTERM lets a request in flight finish, closes idle connections and exits 0", async () => {
  // A server of its own, on a fresh embedded database.
  test.setTimeout(120_000);
  const server = await startServerProcess();
  try {
    await server.ready();
    const port = Number(new URL(server.baseUrl).port);

    // A keep-alive connection that has had its answer and now sits idle.
    const idle = await connect(port);
    const idleAnswer = receiveUntil(idle, (text) => text.includes('{"status":"ok"}'));
    await writeAll(idle, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(await idleAnswer).toContain("HTTP/1.1 200");
    const idleClosed = closed(idle);

    // A submission whose body is still on its way when the signal arrives. The interim
    // "100 Continue" shows that the server has taken the request in.
    const body = JSON.stringify({ email: `shutdown-${Date.now()}@acme.example`, source: "newsletter" });
    const half = Math.floor(body.length / 2);
    const slow = await connect(port);
    const interim = receiveUntil(slow, (text) => text.includes("100 Continue\r\n\r\n"));
    await writeAll(
      slow,
      `POST /api/subscriptions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await interim;
    await writeAll(slow, body.slice(0, half));

    process.kill(server.child.pid!, "SIGTERM");
    await expect.poll(() => server.output()).toContain("Shutting down");

    // No new connections once the signal has been handled; the idle one is closed.
    await expect(connect(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await idleClosed;

    const answer = new Promise<string>((resolve, reject) => {
      let received = "";
      slow.on("data", (data) => {
        received += data.toString("utf8");
      });
      slow.once("error", reject);
      slow.once("close", () => resolve(received));
    });
    await writeAll(slow, body.slice(half));
    const response = parseRawResponse(await answer);
    expect(response.status).toBe(201);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(response.body)).toEqual({ id: expect.any(String) });

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Stopped");
  } finally {
    await server.stop();
  }
});
