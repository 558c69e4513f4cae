/**
 * A module (or any value) loaded on first use and shared by every use after it. A load that
 * failed is forgotten, so the next use asks again: a dropped connection on a phone costs one
 * press, not the form.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
