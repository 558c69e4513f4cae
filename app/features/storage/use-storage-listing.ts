import * as React from "react";
import type { StorageBucket, StorageFile } from "./storage-path";

export type StorageListing =
  | { status: "loading"; files: readonly StorageFile[] }
  | { status: "ready"; files: readonly StorageFile[] }
  | { status: "error"; files: readonly StorageFile[] };

const loading: StorageListing = { status: "loading", files: [] };

/**
 * Lists a storage folder after hydration (the prerendered page keeps its skeleton, so the HTML
 * stays the same for every visitor). On failure it logs `errorMessage`, the console line the
 * site has always written for that listing, and reports status "error".
 */
export function useStorageListing(
  bucket: StorageBucket,
  options: { prefix?: string; limit: number; errorMessage: string },
): StorageListing {
  const { prefix = "", limit, errorMessage } = options;
  const [listing, setListing] = React.useState<StorageListing>(loading);

  React.useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ limit: String(limit) });
    if (prefix) query.set("prefix", prefix);
    fetch(`/api/storage/${encodeURIComponent(bucket)}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Storage listing failed with status ${response.status}`);
        const body = (await response.json()) as { files?: StorageFile[] };
        setListing({ status: "ready", files: Array.isArray(body.files) ? body.files : [] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(errorMessage, error);
        setListing({ status: "error", files: [] });
      });
    return () => controller.abort();
  }, [bucket, prefix, limit, errorMessage]);

  return listing;
}

/** "lumen-pay.svg" → "Lumen Pay": a readable name for alt text. */
export function displayNameFromFile(name: string): string {
  return name
    .replace(/\.[^.]+$/, "")
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
