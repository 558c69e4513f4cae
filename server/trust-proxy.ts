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
 * Either compiles to the one function Express asks (`trust proxy`), which the proxy warning asks
 * too, so both always agree.
 */
import { BlockList, isIP } from "node:net";

export type TrustProxy = number | readonly string[];

/** The names Express documents for the usual private ranges. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

function addRange(list: BlockList, entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** Reads the setting; throws with a message naming what is wrong. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("must be a number of proxies or their addresses");
  const check = new BlockList();
  for (const entry of entries) {
    const ranges = NAMED_RANGES[entry.toLowerCase()] ?? [entry];
    for (const range of ranges) {
      if (!addRange(check, range)) {
        throw new Error(
          `"${entry}" is neither a number of proxies, an IP address, a CIDR range nor loopback, linklocal or uniquelocal`,
        );
      }
    }
  }
  return entries;
}

/** `(address of a hop, its index from the server) → believed?`, as Express's `trust proxy` takes it. */
export function trustProxyTest(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const trusted = new BlockList();
  for (const entry of setting) {
    for (const range of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) addRange(trusted, range);
  }
  return (address) => {
    // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    const family = isIP(plain);
    return family !== 0 && trusted.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}
