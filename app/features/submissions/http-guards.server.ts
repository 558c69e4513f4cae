/** The request checks every form endpoint makes before it looks at the data. */

export interface OriginPolicy {
  siteOrigin: string;
  allowedOrigins: readonly string[];
}

/**
 * Browsers send Origin on every cross-origin POST (and Sec-Fetch-Site where supported), so a
 * form on another site cannot post leads through a visitor's browser. Clients that send
 * neither (curl, server-to-server) are not browsers and pass.
 */
export function isAllowedOrigin(request: Request, policy: OriginPolicy): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    const normalized = origin.trim().replace(/\/+$/, "");
    if (normalized === "null" || normalized === "") return false;
    if (normalized === policy.siteOrigin) return true;
    if (policy.allowedOrigins.includes(normalized)) return true;
    return normalized === new URL(request.url).origin;
  }
  return request.headers.get("Sec-Fetch-Site")?.toLowerCase() !== "cross-site";
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

/** A client still sending after this much past the limit is not a form: it is cut off. */
const MAX_DISCARDED_BYTES = 1024 * 1024;

/**
 * Reads and drops the rest of an oversized body before the 413 goes out. Cancelling the stream
 * instead destroys the socket with the client's data unread, and the kernel then answers with a
 * reset, so the client never sees the 413.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > MAX_DISCARDED_BYTES) {
        await reader.cancel().catch(() => undefined);
        return;
      }
    }
  } catch {
    // The client went away: there is nobody left to answer.
  }
}

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
          await discardRest(reader);
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
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function findUnstorableText(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return "Text must not contain NUL characters.";
      if (LONE_SURROGATE.test(current)) return "Text must be valid Unicode.";
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) pending.push(key, item);
    }
  }
  return null;
}
