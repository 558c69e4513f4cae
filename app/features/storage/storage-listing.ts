import type { StorageBucket, StorageFile } from "./storage-path";

export type StorageListing =
  | { status: "ready"; files: readonly StorageFile[] }
  | { status: "error"; files: readonly StorageFile[] };

/**
 * Lists a storage folder through the site's API (routes/api.storage.$bucket.ts). On failure it
 * logs `errorMessage`, the console line the site has always written for that listing, and
 * reports status "error". Plain code with no framework: a page's own script calls it.
 */
export async function fetchStorageListing(
  bucket: StorageBucket,
  options: { prefix?: string; limit: number; errorMessage: string },
): Promise<StorageListing> {
  const { prefix = "", limit, errorMessage } = options;
  const query = new URLSearchParams({ limit: String(limit) });
  if (prefix) query.set("prefix", prefix);
  try {
    const response = await fetch(`/api/storage/${encodeURIComponent(bucket)}?${query}`);
    if (!response.ok) throw new Error(`Storage listing failed with status ${response.status}`);
    const body = (await response.json()) as { files?: StorageFile[] };
    return { status: "ready", files: Array.isArray(body.files) ? body.files : [] };
  } catch (error: unknown) {
    console.error(errorMessage, error);
    return { status: "error", files: [] };
  }
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
