/**
 * Behind a reverse proxy every request comes from the proxy's address, over plain HTTP, unless
 * TRUST_PROXY trusts the proxy: the per-IP rate limits then treat all visitors as one, and URLs
 * say http. The first request that carries forwarding headers on a connection TRUST_PROXY does
 * not trust (none, with the default 0; or one that bypassed the listed proxies) is worth one
 * warning; more would flood the log. On a trusted connection, a proxy that sends only the
 * standard `Forwarded` header is worth one too: Express reads the X-Forwarded-* headers only.
 *
 * At start, a hop count on a port other machines can reach is worth a warning of its own
 * (`hopCountExposureWarning`): whoever connects directly is then believed.
 */
import { BlockList, isIP } from "node:net";
import type { RequestHandler } from "express";
import type { Logger } from "./logger.server";
import { requestLogOf } from "./request-id";
import type { TrustProxy } from "./trust-proxy";

const X_FORWARDED = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"] as const;

export const UNTRUSTED_PROXY_WARNING =
  "A request arrived with forwarding headers (X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host or " +
  "Forwarded) on a connection TRUST_PROXY does not trust: they are ignored, so client IPs, which the rate limits use, are the " +
  "proxy's address (all visitors behind it share one limit) and the protocol and host are those of the " +
  "proxy's connection. Set TRUST_PROXY to the number of proxies in front of the server or to their addresses.";

export const FORWARDED_ONLY_WARNING =
  "A request arrived with a Forwarded header and no X-Forwarded-For: the server reads X-Forwarded-For, " +
  "X-Forwarded-Proto and X-Forwarded-Host only. Configure the proxy to send those.";

/**
 * Asks the app's compiled `trust proxy` (Express's `trust proxy fn`, from TRUST_PROXY) about the
 * connection's peer, so the warning and `req.ip` always agree.
 */
export function warnOnceAboutUntrustedProxy(fallbackLog: Logger): RequestHandler {
  let warned = false;
  return (req, res, next) => {
    if (!warned) {
      const forwarded = req.headers.forwarded !== undefined;
      const xForwarded = X_FORWARDED.some((name) => req.headers[name] !== undefined);
      const trustsProxy: (address: string, hop: number) => boolean = req.app.get("trust proxy fn");
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

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether only this machine can connect to an address the server listens on (a wildcard is every interface). */
function isLoopbackOnly(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The warning for TRUST_PROXY given as a number of hops while the server listens on an address
 * other machines can reach (`0.0.0.0`, `::` or a non-loopback interface), or null. A hop count
 * believes the nearest hop whoever it is: a client that reaches the port without the proxy writes
 * any address into X-Forwarded-For and is a new visitor to every per-address limit each time
 * (one client booked every free slot that way). Listing the proxies' addresses closes it.
 */
export function hopCountExposureWarning(trustProxy: TrustProxy, listeningAddress: string): string | null {
  if (typeof trustProxy !== "number" || trustProxy === 0 || isLoopbackOnly(listeningAddress)) return null;
  return (
    `TRUST_PROXY=${trustProxy} trusts the nearest ${trustProxy === 1 ? "hop" : `${trustProxy} hops`} of every connection, and the server listens on ` +
    `${listeningAddress}, which other machines can reach: a client that connects to the port directly, bypassing the proxy, ` +
    "can write any address into X-Forwarded-For, and the per-address limits (bookings, forms, e-mails, sign-ins) then count it as " +
    "someone new each time. Set TRUST_PROXY to the proxies' addresses instead (loopback, 10.0.0.0/8, …), " +
    "or HOST to 127.0.0.1 when the proxy runs on this machine."
  );
}
