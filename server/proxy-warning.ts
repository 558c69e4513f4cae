/**
 * Behind a reverse proxy every request comes from the proxy's address unless TRUST_PROXY says
 * how many proxies to trust, and the per-IP rate limits then treat all visitors as one. The
 * first request that shows a proxy (an X-Forwarded-For header) while TRUST_PROXY is 0 is worth
 * one warning; more would flood the log.
 */
import type { RequestHandler } from "express";
import type { Logger } from "./logger.server";
import { requestLogOf } from "./request-id";

export const UNTRUSTED_PROXY_WARNING =
  "A request arrived with X-Forwarded-For but TRUST_PROXY is 0: client IPs, which the rate limits use, " +
  "are the proxy's address, so all visitors behind it share one limit. Set TRUST_PROXY to the number of " +
  "proxies in front of the server.";

export function warnOnceAboutUntrustedProxy(trustProxy: number, fallbackLog: Logger): RequestHandler {
  let warned = trustProxy > 0;
  return (req, res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      requestLogOf(res, fallbackLog).warn(UNTRUSTED_PROXY_WARNING);
    }
    next();
  };
}
