/** Buckets the storage listing may read: the folders directly under STORAGE_DIR. */
export const STORAGE_BUCKETS = ["Images", "Clients"] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

const DEFAULT_LIST_LIMIT = 100;
const MAX_LIST_LIMIT = 1000;

/** Entries that exist only so an otherwise empty folder is kept; never listed. */
export const PLACEHOLDER_NAME = "empty-folder";

export interface StorageFile {
  name: string;
  /** Public URL of the file, under /storage/. */
  url: string;
}

export function isStorageBucket(value: string | undefined): value is StorageBucket {
  return (STORAGE_BUCKETS as readonly string[]).includes(value ?? "");
}

/**
 * The longest prefix taken, in UTF-8 bytes: a name longer than this is one no common file system
 * holds (ENAMETOOLONG), so the listing could only fail on it; bounding the whole prefix bounds
 * every segment and the work of each request too.
 */
export const MAX_PREFIX_BYTES = 255;

/**
 * The folder path inside a bucket as a list of segments, or null when it is unsafe or too long. The query
 * string has already been percent-decoded once, so a remaining "%" means a second encoding
 * layer meant to smuggle "..", "/" or "\" past this check: it is refused rather than decoded.
 */
export function parsePrefix(prefix: string | null | undefined): string[] | null {
  if (!prefix) return [];
  if (new TextEncoder().encode(prefix).byteLength > MAX_PREFIX_BYTES) return null;
  if (/[%\\\0]/.test(prefix) || prefix.startsWith("/") || /^[a-zA-Z]:/.test(prefix)) return null;
  // Control characters never occur in our folder names.
  if (/\p{Cc}/u.test(prefix)) return null;
  const segments = prefix.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment === "." || segment === "..")) return null;
  return segments;
}

/**
 * Public URL of a stored file. encodeURIComponent leaves the apostrophe of "VC's" as is; it is
 * encoded too so the URL survives being placed in quoted HTML attributes and CSS.
 */
export function publicUrl(bucket: string, segments: readonly string[], name: string): string {
  const encode = (part: string) => encodeURIComponent(part).replace(/'/g, "%27");
  return `/storage/${[bucket, ...segments, name].map(encode).join("/")}`;
}

/** The limit query parameter: the default when absent, clamped to the maximum, null when invalid. */
export function parseLimit(value: string | null): number | null {
  if (value === null || value === "") return DEFAULT_LIST_LIMIT;
  if (!/^\d{1,6}$/.test(value)) return null;
  const limit = Number(value);
  if (limit < 1) return null;
  return Math.min(limit, MAX_LIST_LIMIT);
}
