import { listStorageFolder, StoragePathError } from "~/features/storage/listing.server";
import { isStorageBucket, parseLimit, parsePrefix } from "~/features/storage/storage-path";
import type { EndpointArgs } from "./endpoint";

/** GET /api/storage/:bucket?prefix=<folder>&limit=<n>: the files of one folder, by name. */
export async function loader({ request, params, context }: EndpointArgs) {
  if (!isStorageBucket(params.bucket)) return Response.json({ error: "Unknown bucket" }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const segments = parsePrefix(query.get("prefix"));
  if (!segments) return Response.json({ error: "Invalid prefix" }, { status: 400 });
  const limit = parseLimit(query.get("limit"));
  if (limit === null) return Response.json({ error: "Invalid limit" }, { status: 400 });
  try {
    const files = await listStorageFolder(context.services.env.storageDir, params.bucket, segments, limit);
    return Response.json({ files }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    if (error instanceof StoragePathError) return Response.json({ error: "Invalid prefix" }, { status: 400 });
    throw error;
  }
}

export function action() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}
