/**
 * The Node HTTP server around the app, with its timeouts chosen rather than inherited: Node's
 * defaults let a client take 300 s to send one request, so a few hundred slow connections
 * would hold the server. Every form body is at most 64 kB, which any real connection sends in
 * a few seconds.
 */
import { createServer, type RequestListener, type Server } from "node:http";
import { markAwaitingContinue } from "./request-body";

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

export function createHttpServer(app: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  // Without a listener Node answers `Expect: 100-continue` at once; with it, the body reader
  // sends the 100 only for a request it will read, so an oversize body is refused unsent. The
  // request then goes the usual way, past every "request" listener (the shutdown's tracking too).
  server.on("checkContinue", (req, res) => {
    markAwaitingContinue(req);
    server.emit("request", req, res);
  });
  return server;
}
