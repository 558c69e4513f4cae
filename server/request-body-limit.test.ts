import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJsonBody } from "../app/features/submissions/http-guards.server";
import { chunk, LAST_CHUNK, rawExchange, writeAll } from "./raw-http";

// The body reader behind a real Node HTTP server, fed the way React Router's adapter feeds it.
const LIMIT = 32 * 1024;

describe("readJsonBody over HTTP", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: createReadableStreamFromReadable(req),
        duplex: "half",
      } as RequestInit);
      const result = await readJsonBody(request, LIMIT);
      res.writeHead(result.ok ? 200 : result.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(result.ok ? { ok: true } : { error: result.error }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const chunkedPost = (totalBytes: number) =>
    rawExchange(port, async (socket) => {
      await writeAll(
        socket,
        "POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      );
      const piece = "x".repeat(4096);
      for (let sent = 0; sent < totalBytes; sent += piece.length) await writeAll(socket, chunk(piece));
      await writeAll(socket, LAST_CHUNK);
    });

  it("answers a chunked body over the limit with 413 instead of resetting the connection", async () => {
    const response = await chunkedPost(3 * LIMIT);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: "The request body must be at most 32 kB." });
  });

  it("still reads a chunked body within the limit", async () => {
    const response = await rawExchange(port, (socket) => {
      socket.write(
        `POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk('{"a":')}${chunk("1}")}${LAST_CHUNK}`,
      );
    });
    expect(response.status).toBe(200);
  });
});
