/**
 * TRUST_PROXY names the proxies whose forwarding headers (X-Forwarded-For, -Proto, -Host) are
 * believed, in one of two ways:
 *
 * - a number of hops ("1": the nearest proxy's word is taken, whoever connects). Simple, but a
 *   client that reaches the server directly can then claim any address in X-Forwarded-For;
 * - the proxies' addresses or ranges ("127.0.0.1", "10.0.0.0/8, fd00::/8", or the names
 *   "loopback", "linklocal", "uniquelocal"): the headers are believed only on connections that
 *   come from one of them, so a client that bypasses the proxy is counted by its own address.
 *
 * The parsed value is handed to Express's own `trust proxy` setting as it is (Express compiles
 * hop counts itself and lists with proxy-addr); the proxy warning asks the function Express
 * compiled (`trust proxy fn`), so both always agree. Here the value is only checked, with
 * proxy-addr too, so a wrong entry stops the server at start with the entry named. Entries are
 * lower-cased, so the range names may be written in any case, as before.
 */
import proxyaddr from "proxy-addr";

/** What Express's `trust proxy` takes: a number of hops, or addresses, ranges and range names. */
export type TrustProxy = number | string[];

/** Reads the setting; throws with a message naming what is wrong. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("must be a number of proxies or their addresses");
  for (const entry of entries) {
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(
        `"${entry}" is neither a number of proxies, an IP address, a CIDR range nor loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}
