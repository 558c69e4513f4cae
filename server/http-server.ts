/**
 * The Node HTTP server around the app, with its timeouts chosen rather than inherited: Node's
 * defaults let a client take 300 s to send one request, so a few hundred slow connections
 * would hold the server. Every form body is at most 64 kB, which any real connection sends in
 * a few seconds.
 */
import {
  createServer,
  type RequestListener,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import type { Duplex } from "node:stream";
import { markAwaitingContinue } from "./request-body";
import { baseSecurityHeaders, NOTHING_LOADED_CSP } from "./security-headers";

export interface HttpTimeouts {
  /** The request line and headers must have arrived within this (answered 408). */
  headersTimeout: number;
  /** The whole request, body included, must have arrived within this (answered 408). */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this; longer than a load balancer's 60 s. */
  keepAliveTimeout: number;
  /** How often Node checks the two request timeouts, so they fire within this of the limit. */
  connectionsCheckingInterval: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
};

/** The status Node's parser gives each of its refusals (its own choice, kept). */
function parserRefusalStatus(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW" || code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/** A refusal the server gives before any app runs: a line of text with the headers of every other answer. */
function refusal(status: number): { headers: Record<string, string>; body: string } {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  return {
    body,
    headers: {
      ...baseSecurityHeaders,
      "Content-Security-Policy": NOTHING_LOADED_CSP,
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    },
  };
}

/**
 * What Node answers on its own when a request cannot be parsed (400), its headers are too large
 * (431) or it arrives too slowly (408), never reaching the app: the same answer, with the
 * headers every other answer carries. As Node does, nothing is written once an answer to the
 * connection's current request has begun.
 */
function answerParserRefusal(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent) {
    const status = parserRefusalStatus(error.code);
    const { headers, body } = refusal(status);
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  }
  socket.destroy(error);
}

export function createHttpServer(app: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
      // Checked below instead, so that the 400 carries the headers every other answer does.
      requireHostHeader: false,
    },
    (req, res) => {
      // HTTP/1.1 without Host is a 400 (RFC 9112, section 3.2), /healthz included; an HTTP/1.0
      // probe may omit it and goes on (server/edge-guards.ts, requireUsableHost).
      if (req.httpVersion === "1.1" && req.headers.host === undefined) {
        const { headers, body } = refusal(400);
        res.writeHead(400, headers).end(body);
        return;
      }
      app(req, res);
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  // Without a listener Node answers `Expect: 100-continue` at once; with it, the body reader
  // sends the 100 only for a request it will read, so an oversize body is refused unsent. The
  // request then goes the usual way, past every "request" listener (the shutdown's tracking too).
  server.on("checkContinue", (req, res) => {
    markAwaitingContinue(req);
    server.emit("request", req, res);
  });
  server.on("clientError", answerParserRefusal);
  return server;
}
