/**
 * Reads the one file of a multipart upload as it streams in: busboy parses the parts under
 * tight limits, and the file's bytes are kept once (in one buffer when the body's length is
 * declared, else as the chunks that arrived). A malformed body is "malformed", a file or body over
 * its limit "too-large": never an exception.
 */
import { setImmediate } from "node:timers/promises";
import busboy from "busboy";
import { BODY_TOO_LARGE_CODE } from "./limits";

export interface UploadedFile {
  bytes: Uint8Array;
  /** The name the client sent, unchecked. */
  fileName: string | undefined;
}

export type MultipartResult =
  | { ok: true; file: UploadedFile }
  | { ok: false; kind: "too-large" | "malformed" | "no-file" | "gone" | "too-slow"; detail: string };

export interface MultipartLimits {
  field: string;
  maxFileBytes: number;
  /**
   * The slowest a body may arrive, on average after the first `graceMs`: a slower one is "too-slow"
   * (its reader is given up at once, so the uploads waiting behind it go on).
   */
  minRate?: { bytesPerSecond: number; graceMs: number };
}

const isTooLarge = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === BODY_TOO_LARGE_CODE;

/** Collects a file's bytes without copying them twice: into one buffer when the size is known. */
function byteCollector(expectedMax: number | undefined) {
  const chunks: Buffer[] = [];
  let buffer = expectedMax !== undefined ? Buffer.allocUnsafe(expectedMax) : undefined;
  let size = 0;
  return {
    add(chunk: Buffer) {
      if (buffer && size + chunk.byteLength <= buffer.byteLength) {
        chunk.copy(buffer, size);
      } else {
        // Cannot happen for a truthful Content-Length; the chunks are kept instead.
        if (buffer) chunks.push(buffer.subarray(0, size));
        buffer = undefined;
        chunks.push(chunk);
      }
      size += chunk.byteLength;
    },
    bytes(): Uint8Array {
      return buffer ? buffer.subarray(0, size) : Buffer.concat(chunks, size);
    },
  };
}

export async function readSingleFile(
  body: ReadableStream<Uint8Array> | null,
  headers: Headers,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  if (!body) return { ok: false, kind: "no-file", detail: "no body" };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": headers.get("Content-Type") ?? "" },
      // Browsers send a file's name as UTF-8 bytes, not as the old default, Latin-1.
      defParamCharset: "utf8",
      limits: {
        files: 1,
        // busboy stops a file that reaches its limit, so a file of exactly the largest size
        // allowed would be refused: its limit is one byte past ours.
        fileSize: limits.maxFileBytes + 1,
        // The form may send a few small fields beside the file (none is read).
        fields: 4,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 16,
      },
    });
  } catch (error) {
    // No or a broken boundary.
    return { ok: false, kind: "malformed", detail: (error as Error).message };
  }
  const declared = Number(headers.get("Content-Length") ?? Number.NaN);
  const collector = byteCollector(
    Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, limits.maxFileBytes) : undefined,
  );
  const reader = body.getReader();
  let received = 0;

  const parsed = new Promise<MultipartResult>((resolve) => {
    let file: UploadedFile | undefined;
    let fileDone: Promise<void> = Promise.resolve();
    let settled = false;
    const finish = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    parser.on("file", (name, stream, info) => {
      if (name !== limits.field || file) {
        stream.resume();
        finish({ ok: false, kind: "malformed", detail: `unexpected file field ${name}` });
        return;
      }
      file = { bytes: new Uint8Array(), fileName: info.filename };
      fileDone = new Promise((done) => {
        stream.on("data", (chunk: Buffer) => collector.add(chunk));
        stream.on("limit", () => finish({ ok: false, kind: "too-large", detail: "file over the limit" }));
        stream.on("end", () => done());
        stream.on("error", () => done());
      });
    });
    for (const event of ["filesLimit", "partsLimit", "fieldsLimit"] as const) {
      parser.on(event, () => finish({ ok: false, kind: "malformed", detail: event }));
    }
    parser.on("error", (error: Error) => finish({ ok: false, kind: "malformed", detail: error.message }));
    parser.on("close", async () => {
      await fileDone;
      if (!file) return finish({ ok: false, kind: "no-file", detail: "no file part" });
      finish({ ok: true, file: { ...file, bytes: collector.bytes() } });
    });
  });

  const pump = (async (): Promise<MultipartResult | undefined> => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (!parser.write(value)) await new Promise((resume) => parser.once("drain", resume));
        // Chunks already buffered are handed over as microtasks, which never let the event loop
        // turn: without this, parsing megabytes would hold every other request until the end.
        await setImmediate();
      }
      parser.end();
      return undefined;
    } catch (error) {
      if (isTooLarge(error)) return { ok: false, kind: "too-large", detail: "body over the limit" };
      return { ok: false, kind: "gone", detail: "the body ended early" };
    }
  })();

  let watchdog: NodeJS.Timeout | undefined;
  const slow = new Promise<MultipartResult>((resolve) => {
    const rate = limits.minRate;
    if (!rate) return;
    const started = Date.now();
    watchdog = setInterval(() => {
      const owed = ((Date.now() - started - rate.graceMs) / 1000) * rate.bytesPerSecond;
      if (received < owed) resolve({ ok: false, kind: "too-slow", detail: `${received} bytes in time` });
    }, 250);
  });
  const result = await Promise.race([parsed, slow, pump.then((failed) => failed ?? parsed)]);
  clearInterval(watchdog);
  // Whatever is left of the body is not read here: the server drains it within bounds.
  if (!result.ok) {
    await reader.cancel().catch(() => {});
    parser.removeAllListeners();
    parser.on("error", () => {});
    parser.destroy();
  }
  return result;
}
