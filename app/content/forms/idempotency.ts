/**
 * Header carrying the client's retry key: the same key returns the first answer again. A module
 * of its own, without zod, as the browser's submit code (app/features/submissions/submit.ts)
 * needs it on pages that load their form checks only when they validate.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
