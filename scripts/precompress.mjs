// Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the builds (Astro's
// and the inbox's: HTML, CSS, JS, SVG, JSON, XML, text and `.data` files) of at least
// MIN_BYTES, each only when it is smaller than the file. The server sends these copies as they
// are (server/static-files.ts), and so would nginx's `gzip_static` or a CDN: a page costs a
// memory read per request instead of a compression, and gets settings far too slow to run per
// request (gzip level 9, brotli up to quality 11). Run after the other
// build steps (see `npm run build`); it replaces the copies a previous run left.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Below this, the encoded copy saves less than the bytes a response's headers take. */
export const MIN_BYTES = 1024;

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".data",
]);

/**
 * Brotli's quality 11 costs about a second per 190 kB page on the 2-core reference machine (a
 * 140-page build: three minutes) and saves 9% over quality 9, which takes a seventh of that:
 * 2.5 kB of a page's 29 kB, under one round trip's worth on a slow line. Smaller files (the
 * scripts, styles, images and route data, which a visitor fetches again after each release)
 * get quality 11, which costs them little.
 */
export function brotliQuality(size) {
  return size <= 64 * 1024 ? zlib.constants.BROTLI_MAX_QUALITY : 9;
}

/** File suffix of each encoding, as nginx's `gzip_static` and `brotli_static` look them up. */
export const ENCODING_SUFFIXES = { br: ".br", gzip: ".gz" };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Both encodings of `content`: gzip at its strongest, brotli at `brotliQuality`. */
export async function encode(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const isEncodedCopy = (file) => Object.values(ENCODING_SUFFIXES).some((suffix) => file.endsWith(suffix));

/**
 * Precompresses the files of `clientDir`; returns how many files got a copy and the bytes
 * before and after (the smallest variant of each).
 */
export async function precompress(clientDir) {
  const files = await filesUnder(clientDir);
  // Copies from an earlier run may belong to a file that changed or shrank below MIN_BYTES.
  await Promise.all(files.filter(isEncodedCopy).map((file) => rm(file)));
  const candidates = files.filter(
    (file) => !isEncodedCopy(file) && COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()),
  );
  const totals = { files: 0, bytes: 0, smallest: 0 };
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) continue;
      const encoded = await encode(content);
      let smallest = content.length;
      for (const [encoding, suffix] of Object.entries(ENCODING_SUFFIXES)) {
        const body = encoded[encoding];
        if (body.length >= content.length) continue;
        await writeFile(`${file}${suffix}`, body);
        smallest = Math.min(smallest, body.length);
      }
      if (smallest < content.length) {
        totals.files += 1;
        totals.bytes += content.length;
        totals.smallest += smallest;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, worker));
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  // The pages and files Astro builds, and the inbox's client build.
  for (const folder of ["site", "inbox/client"]) {
    const started = Date.now();
    const totals = await precompress(path.join(buildDir, folder));
    console.log(
      `Precompressed ${totals.files} files of ${folder}/: ${(totals.bytes / 1024).toFixed(0)} kB to ${(totals.smallest / 1024).toFixed(0)} kB ` +
        `(brotli and gzip copies beside them) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
}
