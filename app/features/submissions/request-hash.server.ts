import { createHash } from "node:crypto";

/**
 * JSON with the keys of every object sorted and absent (undefined) values left out, so that the
 * same data always gives the same text whatever order the client sent it in. Lists keep their
 * order: it is part of the data.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * SHA-256 (hex) of a submission's validated fields. The envelope (token, honeypot, attribution)
 * is left out by the caller, so a retry after the form token was renewed is the same request.
 */
export function requestHash(fields: unknown): string {
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}
