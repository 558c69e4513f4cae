/** The request checks every form endpoint makes before it looks at the data. */

export interface OriginPolicy {
  siteOrigin: string;
  allowedOrigins: readonly string[];
}

export interface PostOrigin {
  /** The Origin header, or null. */
  origin: string | null;
  /** The Sec-Fetch-Site header, or null. */
  fetchSite: string | null;
  /** The origin of the URL the request was sent to. */
  requestOrigin: string;
}

/**
 * Browsers send Origin on every cross-origin POST (and Sec-Fetch-Site where supported), so a
 * form on another site cannot post leads through a visitor's browser. Clients that send
 * neither (curl, server-to-server) are not browsers and pass. The server's edge applies the
 * same rule to every post before any route runs.
 */
export function isAllowedPostOrigin(
  { origin, fetchSite, requestOrigin }: PostOrigin,
  policy: OriginPolicy,
): boolean {
  if (origin !== null) {
    const normalized = origin.trim().replace(/\/+$/, "");
    // A page sent with `Referrer-Policy: no-referrer` (the candidate's status page) makes the
    // browser send its own forms with `Origin: null`; the browser's Sec-Fetch-Site, which a page
    // cannot set, still tells a same-origin form from a sandboxed or foreign one.
    if (normalized === "null") return fetchSite?.toLowerCase() === "same-origin";
    if (normalized === "") return false;
    if (normalized === policy.siteOrigin) return true;
    if (policy.allowedOrigins.includes(normalized)) return true;
    return normalized === requestOrigin;
  }
  return fetchSite?.toLowerCase() !== "cross-site";
}

export function isAllowedOrigin(request: Request, policy: OriginPolicy): boolean {
  return isAllowedPostOrigin(
    {
      origin: request.headers.get("Origin"),
      fetchSite: request.headers.get("Sec-Fetch-Site"),
      requestOrigin: new URL(request.url).origin,
    },
    policy,
  );
}

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type] = value.split(";");
  return type?.trim().toLowerCase() === "application/json";
}

/** Printable ASCII without spaces, as for any header token; long enough for a UUID or a hash. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export type IdempotencyKeyResult = { ok: true; key: string | null } | { ok: false; error: string };

export function readIdempotencyKey(value: string | null): IdempotencyKeyResult {
  if (value === null) return { ok: true, key: null };
  const key = value.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return { ok: false, error: "Idempotency-Key must be 1 to 128 visible ASCII characters." };
  }
  return { ok: true, key };
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string };

/** Reads at most `maxBytes` of the body (declared length or not) and parses it as JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = {
    ok: false,
    status: 413,
    error: `The request body must be at most ${Math.floor(maxBytes / 1024)} kB.`,
  } as const;
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) return tooLarge;

  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          // Over the network the edge (server/request-body.ts) has already bounded the body
          // under the same limit and drains what a client still sends; here it is only bytes.
          await reader.cancel().catch(() => undefined);
          return tooLarge;
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, status: 400, error: "The request body could not be read." };
    }
  }
  if (total === 0) return { ok: false, status: 400, error: "The request body is empty." };

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid UTF-8." };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}

/**
 * PostgreSQL text cannot hold U+0000, and a lone surrogate is not Unicode at all: either would
 * fail at the database, so such input is refused up front as a bad request.
 */
/** What a request holding U+0000 is told, wherever it is refused (the JSON endpoints, the HTTP edge). */
export const NUL_REFUSED = "Text must not contain NUL characters.";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function findUnstorableText(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return NUL_REFUSED;
      if (LONE_SURROGATE.test(current)) return "Text must be valid Unicode.";
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) pending.push(key, item);
    }
  }
  return null;
}
