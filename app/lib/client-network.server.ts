import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, dotted.index);
    // "::ffff:1.2.3.4" leaves "::ffff:", "::1.2.3.4" leaves "::".
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head = "", rest] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const restGroups = rest ? rest.split(":") : [];
  const missing = 8 - tail.length - headGroups.length - restGroups.length;
  const zeros = rest === undefined ? [] : Array<string>(missing).fill("0");
  return [...headGroups, ...zeros, ...restGroups].map((group) => Number.parseInt(group, 16)).concat(tail);
}

/**
 * The client's network as per-client budgets count it: an IPv4 address as it is, an IPv6 address
 * as its /64 (what one subscriber is usually given, so changing the last 64 bits is not a new
 * client), an IPv4-mapped IPv6 address as its IPv4 address. Anything else is returned trimmed.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().split("%")[0] ?? "";
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
