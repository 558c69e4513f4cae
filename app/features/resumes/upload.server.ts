/**
 * POST /api/resumes: one résumé file as multipart/form-data (field `resume`), streamed under the
 * body policy's cap, checked by content (PDF or DOCX), stored, and answered with 201 `{ id }`. The
 * id goes into the application's JSON as `resumeId` (the application attaches it). Every refusal
 * is a 4xx with a JSON `{ error }` saying what is accepted; never a 5xx for what a client sent.
 */
import { createBatcher } from "~server/db/batcher";
import { logger } from "~server/logger.server";
import { isAllowedOrigin } from "../submissions/http-guards.server";
import { type EndpointArgs, jsonError } from "../submissions/intake.server";
import { displayFileName } from "./file-name";
import { RESUME_ACCEPTED, RESUME_FIELD, RESUME_MAX_BYTES, RESUME_TOO_LARGE } from "./limits";
import { readSingleFile } from "./multipart.server";
import { sniffResume } from "./sniff.server";

const NO_STORE = { "Cache-Control": "no-store" };

const RESUME_MESSAGES = {
  method: "Method not allowed. Upload the résumé with POST.",
  origin: "Cross-origin uploads are not allowed.",
  contentType: `Send the résumé as multipart/form-data with the file in the field "${RESUME_FIELD}".`,
  rateLimited: "Too many uploads from your network. Please try again later.",
  tooLarge: RESUME_TOO_LARGE,
  malformed: `The upload could not be read. Send multipart/form-data with one file in the field "${RESUME_FIELD}".`,
  noFile: `No résumé was sent. Send one file in the field "${RESUME_FIELD}".`,
  empty: `The file is empty: upload ${RESUME_ACCEPTED}.`,
  unsupported: `This file is not a PDF or a Word document: upload ${RESUME_ACCEPTED}.`,
  unavailable: "We could not save your résumé just now. Please try again in a moment.",
  tooSlow: "The résumé arrived too slowly to be received. Please try again on a faster connection.",
} as const;

export function resumeMethodNotAllowed(): Response {
  return jsonError(405, RESUME_MESSAGES.method, {}, { Allow: "POST" });
}

const isMultipart = (value: string | null) =>
  (value ?? "").split(";")[0]?.trim().toLowerCase() === "multipart/form-data";

export async function handleResumeUpload({ request, context }: EndpointArgs): Promise<Response> {
  if (request.method !== "POST") return resumeMethodNotAllowed();
  const { env } = context.services;
  if (!isAllowedOrigin(request, { siteOrigin: env.SITE_ORIGIN, allowedOrigins: env.ALLOWED_ORIGINS })) {
    return jsonError(403, RESUME_MESSAGES.origin);
  }
  if (!isMultipart(request.headers.get("Content-Type"))) return jsonError(415, RESUME_MESSAGES.contentType);

  const limit = await context.services.resumeUploadLimiter.hit(context.clientIp);
  if (!limit.allowed) {
    return jsonError(
      429,
      RESUME_MESSAGES.rateLimited,
      {},
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  return uploadLane.add(() => storeUpload({ request, context }));
}

/**
 * Uploads are parsed, hashed and stored one at a time in each process; the others wait, their
 * bodies unread (TCP holds the client back). Parsing a 5 MB body takes this thread tens of
 * milliseconds: twenty at once held every page behind them for seconds, and on PostgreSQL their
 * inserts took every pooled connection (docs/decisions/002-resume-files-beside-the-embedded-database.md).
 */
/**
 * The upload at the head of the line must keep coming: at the average a 5 MB body needs to beat the
 * server's 20 s request timeout anyway, after a few seconds' start. A slower one would only hold
 * the others back until that timeout; it is ended at once instead.
 */
const UPLOAD_MIN_RATE = { bytesPerSecond: 256 * 1024, graceMs: 3_000 };

const uploadLane = createBatcher<() => Promise<Response>, Response>(
  async ([run]) => Promise.allSettled([run ? run() : Promise.reject(new Error("no upload"))]),
  { maxBatch: 1, concurrency: 1 },
);

async function storeUpload({ request, context }: EndpointArgs): Promise<Response> {
  const read = await readSingleFile(request.body, request.headers, {
    field: RESUME_FIELD,
    maxFileBytes: RESUME_MAX_BYTES,
    minRate: UPLOAD_MIN_RATE,
  });
  if (!read.ok) {
    if (read.kind === "too-large") return jsonError(413, RESUME_MESSAGES.tooLarge);
    if (read.kind === "too-slow") return jsonError(408, RESUME_MESSAGES.tooSlow);
    if (read.kind === "no-file") return jsonError(400, RESUME_MESSAGES.noFile);
    return jsonError(400, RESUME_MESSAGES.malformed);
  }
  const { bytes, fileName } = read.file;
  if (bytes.byteLength === 0) return jsonError(400, RESUME_MESSAGES.empty);
  const sniffed = await sniffResume(bytes);
  if (sniffed.kind === null)
    return jsonError(415, RESUME_MESSAGES.unsupported, { accepted: ["pdf", "docx"] });

  let id: string;
  try {
    id = await context.services.resumes.save({
      bytes,
      kind: sniffed.kind,
      fileName: displayFileName(fileName, sniffed.kind),
      clientIp: context.clientIp || null,
    });
  } catch (error) {
    (context.log ?? logger).error({ err: error }, "Storing a résumé failed");
    return jsonError(503, RESUME_MESSAGES.unavailable, {}, { "Retry-After": "5" });
  }
  return Response.json({ id }, { status: 201, headers: NO_STORE });
}
