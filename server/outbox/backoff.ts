export interface BackoffPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all; after the last one fails the job stays 'failed'. */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 8,
};

/** Delay before the next try after `failedAttempts` attempts have failed (1-based). */
export function backoffDelayMs(failedAttempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, Math.floor(failedAttempts) - 1);
  // Capped before multiplying so large attempt counts cannot overflow to Infinity.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(exponent, 40), policy.maxDelayMs);
}

/** What happens after a failed attempt: another try after a delay, or give up. */
export function nextAfterFailure(
  attempts: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): { status: "pending"; delayMs: number } | { status: "failed" } {
  if (attempts >= policy.maxAttempts) return { status: "failed" };
  return { status: "pending", delayMs: backoffDelayMs(attempts, policy) };
}
