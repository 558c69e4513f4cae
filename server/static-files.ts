/**
 * The client build served the way a CDN serves it. Every file is read once at start-up, with the
 * brotli and gzip copies the build wrote beside it (scripts/precompress.mjs) and a strong ETag
 * per copy, so a request costs a map look-up and a write from memory: no compression, no stat,
 * no hashing. The whole client build is a few tens of MB.
 *
 * Each request gets the copy its Accept-Encoding prefers (brotli on a tie, then gzip, else the
 * file itself) with `Vary: Accept-Encoding`, answers 304 to a matching If-None-Match (or
 * If-Modified-Since), and a single byte range of the copy it would get.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { negotiateEncoding } from "../app/lib/content-encoding";

/** The precompressed copies, by encoding, and the suffix the build gives each (nginx's too). */
const ENCODED_COPIES = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** What `express.static` sent for these; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

export interface Variant {
  body: Buffer;
  /** Strong: a hash of these very bytes, so each encoding of a file has its own. */
  etag: string;
}

export interface StaticFile {
  contentType: string;
  /** The file's modification time, as an HTTP date. */
  lastModified: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

const variantOf = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

/** Reads `file` and its precompressed copies (when the build wrote them) into memory. */
export function loadStaticFile(file: string, content: Buffer = readFileSync(file)): StaticFile {
  const loaded: StaticFile = {
    contentType: contentTypeOf(file),
    lastModified: statSync(file).mtime.toUTCString(),
    identity: variantOf(content),
  };
  for (const { encoding, suffix } of ENCODED_COPIES) {
    let body: Buffer;
    try {
      body = readFileSync(`${file}${suffix}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    loaded[encoding] = variantOf(body);
  }
  return loaded;
}

const isEncodedCopy = (name: string) => ENCODED_COPIES.some(({ suffix }) => name.endsWith(suffix));

/**
 * Every file of the client build by URL path ("/_astro/client.x.js", "/favicon.svg"), except the
 * prerendered documents (`index.html`, served as their page by server/prerendered-pages.ts),
 * the precompressed copies (sent only as an encoding of their file) and dotfiles. Only these
 * paths are ever answered, so no request path can reach a file outside the folder.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${urlPath}${entry.name}/`);
      else if (entry.isFile() && entry.name !== "index.html" && !isEncodedCopy(entry.name)) {
        files.set(`${urlPath}${entry.name}`, loadStaticFile(full));
      }
    }
  };
  walk(clientDir, "/");
  return files;
}

/** Whether If-Range allows the range: the same strong ETag, or a date no older than the file. */
function rangeStillValid(req: Request, variant: Variant, lastModified: string): boolean {
  const ifRange = req.get("If-Range");
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange === variant.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Date.parse(lastModified) <= date;
}

const staticFileResponses = new WeakSet<ServerResponse>();

/**
 * Whether `res` carries a file of the client build, which goes out exactly as the build
 * precompressed it (or as is): compression() must not encode it again, nor encode the file
 * itself for a client that accepts only an encoding the build did not write (deflate).
 */
export function isStaticFileResponse(res: ServerResponse): boolean {
  return staticFileResponses.has(res);
}

/**
 * Answers a GET or HEAD with `file`: 200 (or 206 for one satisfiable range, 416 for none), or
 * 304 when the client's copy is current. `headers` are the response's own (Cache-Control, a
 * page's Content-Security-Policy); the headers set earlier (security, request id) stay.
 */
export function sendStaticFile(
  req: Request,
  res: Response,
  file: StaticFile,
  headers: Readonly<Record<string, string>>,
): void {
  staticFileResponses.add(res);
  const encoding = negotiateEncoding(req.headers["accept-encoding"], file);
  const variant = file[encoding] ?? file.identity;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  // A cache must not hand the brotli copy to a client that did not ask for it.
  if (file.br || file.gzip) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", variant.etag);
  res.setHeader("Last-Modified", file.lastModified);
  res.setHeader("Accept-Ranges", "bytes");
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Type", file.contentType);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);

  let body = variant.body;
  const rangeHeader = req.headers.range;
  if (rangeHeader !== undefined && rangeStillValid(req, variant, file.lastModified)) {
    const ranges = req.range(body.length, { combine: true });
    if (ranges === -1) {
      res.statusCode = 416;
      res.removeHeader("Content-Type");
      res.removeHeader("Content-Encoding");
      res.setHeader("Content-Range", `bytes */${body.length}`);
      res.setHeader("Content-Length", "0");
      res.end();
      return;
    }
    // Malformed or several ranges: the whole file, which a client must accept instead.
    if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 && ranges[0]) {
      const { start, end } = ranges[0];
      res.statusCode = 206;
      res.setHeader("Content-Range", `bytes ${start}-${end}/${body.length}`);
      body = body.subarray(start, end + 1);
    }
  }
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Hashed file names change with their content: browsers and CDNs may keep them for good. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Other files of the build (images, route data) keep their names across releases. */
const SHORT_CACHE = "public, max-age=3600";

/** Decoded request path, or null when its percent-encoding is broken. */
function decodedPath(requestPath: string): string | null {
  if (!requestPath.includes("%")) return requestPath;
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return null;
  }
}

/** Files whose names carry their content's hash: Astro's `/_astro/` and the inbox's `/inbox/assets/`. */
const isHashedAsset = (requestPath: string | null) =>
  requestPath !== null && (requestPath.startsWith("/_astro/") || requestPath.startsWith("/inbox/assets/"));

/** Serves the files of `loadStaticFiles` on GET and HEAD; everything else goes on. */
export function serveStaticFiles(files: Map<string, StaticFile>): RequestHandler {
  const immutable = { "Cache-Control": IMMUTABLE_CACHE };
  const short = { "Cache-Control": SHORT_CACHE };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const requestPath = decodedPath(req.path);
    const file = requestPath === null ? undefined : files.get(requestPath);
    if (!file) return next();
    sendStaticFile(req, res, file, isHashedAsset(requestPath) ? immutable : short);
  };
}
