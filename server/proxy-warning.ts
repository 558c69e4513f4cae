/**
 * Behind a reverse proxy every request comes from the proxy's address, over plain HTTP, unless
 * TRUST_PROXY trusts the proxy: the per-IP rate limits then treat all visitors as one, and URLs
 * say http. The first request that carries forwarding headers on a connection TRUST_PROXY does
 * not trust (none, with the default 0; or one that bypassed the listed proxies) is worth one
 * warning; more would flood the log. On a trusted connection, a proxy that sends only the
 * standard `Forwarded` header is worth one too: Express reads the X-Forwarded-* headers only.
 */
import type { RequestHandler } from "express";
import type { Logger } from "./logger.server";
import { requestLogOf } from "./request-id";

const X_FORWARDED = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"] as const;

export const UNTRUSTED_PROXY_WARNING =
  "A request arrived with forwarding headers (X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host or " +
  "Forwarded) on a connection TRUST_PROXY does not trust: they are ignored, so client IPs, which the rate limits use, are the " +
  "proxy's address (all visitors behind it share one limit) and the protocol and host are those of the " +
  "proxy's connection. Set TRUST_PROXY to the number of proxies in front of the server or to their addresses.";

export const FORWARDED_ONLY_WARNING =
  "A request arrived with a Forwarded header and no X-Forwarded-For: the server reads X-Forwarded-For, " +
  "X-Forwarded-Proto and X-Forwarded-Host only. Configure the proxy to send those.";

/** `trustsProxy`: the compiled TRUST_PROXY (server/trust-proxy.ts), asked about the connection's peer. */
export function warnOnceAboutUntrustedProxy(
  trustsProxy: (address: string, hop: number) => boolean,
  fallbackLog: Logger,
): RequestHandler {
  let warned = false;
  return (req, res, next) => {
    if (!warned) {
      const forwarded = req.headers.forwarded !== undefined;
      const xForwarded = X_FORWARDED.some((name) => req.headers[name] !== undefined);
      const message = !trustsProxy(req.socket?.remoteAddress ?? "", 0)
        ? (forwarded || xForwarded) && UNTRUSTED_PROXY_WARNING
        : forwarded && req.headers["x-forwarded-for"] === undefined && FORWARDED_ONLY_WARNING;
      if (message) {
        warned = true;
        requestLogOf(res, fallbackLog).warn(message);
      }
    }
    next();
  };
}
