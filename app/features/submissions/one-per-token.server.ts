/**
 * Runs the submissions that carry one form token one after another, in arrival order. A button
 * pressed twice, or a client retrying before the first answer, sends the same request with the
 * same token and Idempotency-Key at the same instant. Counted side by side, the copy could count
 * as the token's second use and reach the store first, leaving the real lead quarantined as a
 * replay. One at a time, the first is stored clean and the copy finds it by its key.
 *
 * Per process: the embedded database has a single instance, and on PostgreSQL a double submit
 * reaches one instance over the browser's one connection.
 */
export function createOnePerToken() {
  const tails = new Map<string, Promise<unknown>>();

  return async function run<T>(token: string | undefined, work: () => Promise<T>): Promise<T> {
    if (token === undefined) return work();
    const previous = tails.get(token) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => {});
    tails.set(token, tail);
    try {
      return await current;
    } finally {
      // The last one out leaves no entry behind.
      if (tails.get(token) === tail) tails.delete(token);
    }
  };
}
