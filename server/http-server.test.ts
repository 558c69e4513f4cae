import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawResponse, rawExchange, rawRequest } from "../tests/support/raw-http";
import { createHttpServer } from "./http-server";
import { baseSecurityHeaders, NOTHING_LOADED_CSP } from "./security-headers";

/** Requests Node's HTTP parser refuses before any app sees them: they are answered by the server alone. */
describe("the HTTP server's own refusals", () => {
  let server: Server;
  let port: number;
  let reached = 0;

  beforeAll(async () => {
    server = createHttpServer(
      (_req, res) => {
        reached += 1;
        res.end("ok");
      },
      { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 5_000, connectionsCheckingInterval: 50 },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const expectSecurityHeaders = (response: RawResponse) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(response.headers["content-security-policy"]).toBe(NOTHING_LOADED_CSP);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.connection).toBe("close");
  };

  it("answers a malformed request with 400 and the headers of every other answer", async () => {
    for (const head of [
      "GET / HTTP/1.1\nHost: x\nBroken header line",
      "GET /a b c HTTP/1.1\nHost: x",
      "GET / HTTP/9.9\nHost: x",
      "GET / HTTP/1.1\nHost: x\nContent-Length: 1\nContent-Length: 2",
      "GET /healthz HTTP/1.1",
    ]) {
      const response = await rawRequest(port, head);
      expect(response.status, head).toBe(400);
      expect(response.body).toBe("400 Bad Request\n");
      expectSecurityHeaders(response);
    }
  });

  it("answers headers larger than Node takes with 431, the same way", async () => {
    const response = await rawRequest(port, `GET / HTTP/1.1\nHost: x\nX-Big: ${"a".repeat(20 * 1024)}`);
    expect(response.status).toBe(431);
    expectSecurityHeaders(response);
  });

  it("answers a request that arrives too slowly with 408, the same way", async () => {
    const response = await rawExchange(port, (socket) => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    });
    expect(response.status).toBe(408);
    expectSecurityHeaders(response);
  });

  it("leaves a request Node can read to the app", async () => {
    const before = reached;
    const response = await rawRequest(port, "GET / HTTP/1.1\nHost: x\nConnection: close");
    expect(response.status).toBe(200);
    expect(reached).toBe(before + 1);
  });
});
