/**
 * The text of a stored résumé, for the pool's search: a PDF's through `unpdf` (Mozilla's pdf.js
 * for servers), a Word document's from its `word/document.xml` through `fflate`. Each file is read
 * in a worker thread of its own with a memory cap and a deadline, so a hostile file costs at most
 * that and never holds the server's thread (docs/decisions/028-pool-search-full-text.md). A file
 * that cannot be read answers a reason instead of text; the résumé is kept all the same.
 */
import { Worker } from "node:worker_threads";
import type { ResumeKind } from "./schema";

/** The text kept of one résumé: its first 100,000 characters, far more than a résumé says. */
export const RESUME_TEXT_MAX_CHARS = 100_000;

export interface ResumeTextLimits {
  /** How long the worker may take, start-up included. */
  timeoutMs: number;
  /** The worker's heap. */
  maxHeapMb: number;
  /**
   * How much the process may grow while the worker reads: a PDF's compressed streams inflate into
   * buffers outside any heap (a 1 MB file of one stream reached 3.9 GB), so the process's resident
   * memory is watched and the worker ended past this.
   */
  maxGrowthMb: number;
  maxChars: number;
}

const DEFAULT_LIMITS: ResumeTextLimits = {
  timeoutMs: 10_000,
  maxHeapMb: 256,
  maxGrowthMb: 512,
  maxChars: RESUME_TEXT_MAX_CHARS,
};

/** How often the process's memory is read while a worker runs. */
const MEMORY_CHECK_MS = 20;

export type ResumeText = { ok: true; text: string } | { ok: false; reason: string };

/** Beside this module in the sources, and copied beside the bundle by scripts/build-server.mjs. */
const WORKER_URL = new URL("./resume-text-worker.mjs", import.meta.url);

export function extractResumeText(
  bytes: Uint8Array,
  kind: ResumeKind,
  limits: Partial<ResumeTextLimits> = {},
): Promise<ResumeText> {
  const { timeoutMs, maxHeapMb, maxGrowthMb, maxChars } = { ...DEFAULT_LIMITS, ...limits };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: ResumeText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memory);
      resolve(result);
      void worker.terminate();
    };
    const worker = new Worker(WORKER_URL, {
      // A copy: the caller's bytes stay the caller's.
      workerData: { bytes: Uint8Array.from(bytes), kind, maxChars },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const baseline = process.memoryUsage.rss();
    const memory = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > maxGrowthMb * 1024 * 1024) {
        settle({ ok: false, reason: `needed more than ${maxGrowthMb} MB` });
      }
    }, MEMORY_CHECK_MS);
    const timer = setTimeout(
      () => settle({ ok: false, reason: `took longer than ${timeoutMs} ms` }),
      timeoutMs,
    );
    worker.on("message", (message: { text?: unknown; error?: unknown }) => {
      if (typeof message.text === "string") settle({ ok: true, text: message.text });
      else settle({ ok: false, reason: String(message.error ?? "no text") });
    });
    worker.on("error", (error) => settle({ ok: false, reason: error.message }));
    worker.on("exit", (code) => settle({ ok: false, reason: `the reader stopped (exit ${code})` }));
  });
}
