/**
 * Group commit: while one write is in flight, the submissions that arrive queue up and go into
 * the next write together. A lone submission is written at once; under load, one statement
 * (one commit) carries many, which is what lets the single-connection embedded database keep up
 * (one transaction per lead managed 40–54 % of the batched rate:
 * docs/decisions/023-folder-lock-and-batched-lead-insert-stay.md).
 */
export interface Batcher<I, R> {
  add(item: I): Promise<R>;
}

export function createBatcher<I, R>(
  /** Writes the items; one settled result per item, in order. */
  flush: (items: I[]) => Promise<PromiseSettledResult<R>[]>,
  options: {
    maxBatch?: number;
    concurrency?: number;
    /**
     * How long a write waits for company. The embedded database runs queries on the main thread,
     * so without a short wait the next requests are still being parsed when the write starts.
     */
    lingerMs?: number;
  } = {},
): Batcher<I, R> {
  const maxBatch = options.maxBatch ?? 100;
  const concurrency = options.concurrency ?? 1;
  const lingerMs = options.lingerMs ?? 0;
  let lingering: NodeJS.Timeout | undefined;
  const queue: { item: I; resolve: (value: R) => void; reject: (reason: unknown) => void }[] = [];
  let active = 0;

  function pump() {
    if (lingering) return;
    if (lingerMs > 0 && active < concurrency && queue.length > 0 && queue.length < maxBatch) {
      lingering = setTimeout(() => {
        lingering = undefined;
        drain();
      }, lingerMs);
      return;
    }
    drain();
  }

  function drain() {
    while (active < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      active += 1;
      flush(batch.map((entry) => entry.item))
        .then(
          (results) =>
            batch.forEach((entry, index) => {
              const result = results[index];
              if (result?.status === "fulfilled") entry.resolve(result.value);
              else
                entry.reject(result ? result.reason : new Error("The batch returned no result for an item"));
            }),
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  }

  return {
    add(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
