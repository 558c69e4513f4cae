/** What the endpoints learn of a genuine submission beside its fields, for the stores' tests. */
import { randomUUID } from "node:crypto";
import type { SubmissionMeta } from "../../server/db/submissions";

/** A submission that is not spam, from one documentation address, each with its own keys. */
export function genuineSubmissionMeta(overrides: Partial<SubmissionMeta> = {}): SubmissionMeta {
  return {
    spam: false,
    spamReason: null,
    attribution: {},
    userAgent: null,
    clientIp: "203.0.113.9",
    idempotencyKey: randomUUID(),
    requestHash: randomUUID(),
    ...overrides,
  };
}
