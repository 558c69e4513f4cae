import { readAttribution } from "~/features/attribution/attribution";
import { HONEYPOT_FIELD } from "~/features/submissions/envelope";
import { newIdempotencyKey } from "~/features/submissions/submit";
import type { HiringRequest, HiringRequestBody } from "./schema";

export const HIRING_REQUESTS_URL = "/api/hiring-requests";

/** The request body: the validated fields plus the envelope (honeypot, fill time, attribution). */
export function buildHiringRequestBody(
  request: HiringRequest,
  envelope: { honeypot: string; fillTimeMs: number },
): HiringRequestBody {
  const attribution = readAttribution();
  return {
    ...request,
    [HONEYPOT_FIELD]: envelope.honeypot,
    fillTimeMs: Math.max(0, Math.round(envelope.fillTimeMs)),
    ...(attribution ? { attribution } : {}),
  };
}

/**
 * Hands out idempotency keys: retries of the same data reuse the key (so a request that reached
 * the server before the answer got lost is stored once), changed data or a success starts anew.
 */
export function createIdempotencyKeys(createKey: () => string = newIdempotencyKey) {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(request: HiringRequest): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { key: createKey(), fingerprint };
      return current.key;
    },
    reset(): void {
      current = null;
    },
  };
}
