/**
 * The one policy for request bodies. Every body the server reads — the JSON endpoints, the
 * inbox's forms and the pages' confirm buttons, signed in or not — is read here, before
 * authentication and before an endpoint, a page or the inbox sees the request: its content type must be one the
 * route takes (else 415), and it may not be larger than the route's limit (else 413, answered as
 * soon as the declared length or the bytes read so far pass it); a multipart body that cannot be
 * parsed, or a form (URL-encoded or multipart) whose fields hold a NUL, is a 400. What passes is read
 * with `raw-body` under the limit, held in memory (a few kB) and handed on as the request's body
 * (`bufferedBodyOf`) — except for a
 * route whose policy is `streamed` (the résumé upload, megabytes): its body is checked the same
 * way up front but left unread, and the endpoint reads it from the socket through a stream that
 * fails once it passes the limit (`streamedBodyOf`), so a file is never held whole twice.
 *
 * A client told "no" before it finished sending must still get to read the answer: closing a
 * socket with unread data makes the kernel send a reset, and the client's copy of the answer is
 * lost with it. So the rest of an unread body is read and dropped — up to a bound in bytes and
 * time, then the connection is cut (`drainUnreadBodies`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import getRawBody from "raw-body";
import { MAX_BODY_BYTES } from "../app/content/forms/envelope";
import { BODY_TOO_LARGE_CODE, RESUME_MAX_BODY_BYTES, RESUME_TOO_LARGE } from "../app/features/resumes/limits";
import { NUL_REFUSED } from "../app/features/submissions/http-guards.server";
import { HttpError } from "./http-error";

export const FORM_URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART_FORM = "multipart/form-data";
export const JSON_BODY = "application/json";

export interface BodyPolicy {
  /** Media types the route takes, without parameters. */
  types: readonly string[];
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Left unread here: the route reads it as a stream capped at maxBytes (`streamedBodyOf`). */
  streamed?: boolean;
  /** The 413's message, when the route's own words say more than a size in kB. */
  tooLargeMessage?: string;
}

/**
 * Per route, first match wins; paths as requested, React Router's `.data` requests included.
 * A new route whose form posts something else (a file upload) needs its own line here.
 */
const ROUTE_POLICIES: readonly { path: RegExp; policy: BodyPolicy }[] = [
  // A résumé upload: one file of up to 5 MB, streamed to the route rather than held here.
  {
    path: /^\/api\/resumes(?:\.data)?\/?$/i,
    policy: {
      types: [MULTIPART_FORM],
      maxBytes: RESUME_MAX_BODY_BYTES,
      streamed: true,
      tooLargeMessage: RESUME_TOO_LARGE,
    },
  },
  // The candidate's status page: its plain forms, and its résumé form with one file of up to 5 MB,
  // read whole (one candidate's occasional upload behind their own link, under the upload limit).
  {
    path: /^(?:\/(?:es|pt-br))?\/candidate\/[^/]+\/?$/i,
    policy: {
      types: [FORM_URLENCODED, MULTIPART_FORM],
      maxBytes: RESUME_MAX_BODY_BYTES,
      tooLargeMessage: RESUME_TOO_LARGE,
    },
  },
  // The JSON endpoints, with the intake's own limit.
  { path: /^\/api\//i, policy: { types: [JSON_BODY], maxBytes: MAX_BODY_BYTES } },
  // Mail providers send the one-click unsubscribe (RFC 8058) as multipart/form-data or URL-encoded.
  {
    path: /^\/unsubscribe(?:\.data)?\/?$/i,
    policy: { types: [FORM_URLENCODED, MULTIPART_FORM], maxBytes: 8 * 1024 },
  },
  // A lead's note: 5,000 characters, up to 9 bytes each once percent-encoded, plus the other fields.
  { path: /^\/inbox\/leads\//i, policy: { types: [FORM_URLENCODED], maxBytes: 64 * 1024 } },
  // An opening: four Markdown texts of 5,000 characters in up to three languages, encoded as above.
  { path: /^\/inbox\/openings\//i, policy: { types: [FORM_URLENCODED], maxBytes: 640 * 1024 } },
];

/** Every other form (inbox login and actions, the pages' confirm buttons): URL-encoded, a few kB. */
export const DEFAULT_FORM_POLICY: BodyPolicy = { types: [FORM_URLENCODED], maxBytes: 16 * 1024 };

export function bodyPolicyFor(pathname: string): BodyPolicy {
  return ROUTE_POLICIES.find(({ path }) => path.test(pathname))?.policy ?? DEFAULT_FORM_POLICY;
}

/** After an early answer, at most this much more of the body is read (and dropped)… */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/** …for at most this long; then the connection is cut. */
const DRAIN_MAX_MS = 5_000;
/** Past the byte bound, reading stops and the connection is cut this much later. */
const DRAIN_CUT_GRACE_MS = 1_000;

/** The methods an action answers (the inbox's and the site's endpoints), each of which may carry a body. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const bodies = new WeakMap<IncomingMessage, Uint8Array<ArrayBuffer>>();
const streamedLimits = new WeakMap<IncomingMessage, number>();
const awaitingContinue = new WeakSet<IncomingMessage>();

/** The body `readRequestBodies` read, for the request the endpoints, the inbox and Astro get. */
export function bufferedBodyOf(req: IncomingMessage): Uint8Array<ArrayBuffer> | undefined {
  return bodies.get(req);
}

/** The error a streamed body ends with once it passes its route's limit. */
function bodyTooLargeError(maxBytes: number): Error {
  return Object.assign(new Error(`The request body is larger than ${maxBytes} bytes`), {
    code: BODY_TOO_LARGE_CODE,
  });
}

/**
 * The body of a request whose policy is `streamed`, read from the socket as the route pulls it
 * (undefined for any other request). Past the limit the stream errors with `bodyTooLargeError`;
 * a client that goes away errors it too. Cancelling it stops reading without closing the socket:
 * once the answer is out, `drainUnreadBodies` reads the rest within its bounds.
 */
export function streamedBodyOf(
  req: IncomingMessage,
  res: ServerResponse,
): ReadableStream<Uint8Array> | undefined {
  const maxBytes = streamedLimits.get(req);
  if (maxBytes === undefined) return undefined;
  streamedLimits.delete(req);
  let total = 0;
  let detach = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          total += chunk.byteLength;
          if (total > maxBytes) {
            detach();
            req.pause();
            controller.error(bodyTooLargeError(maxBytes));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          // Backpressure: the socket waits while the route has not taken what was read.
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        const onEnd = () => {
          detach();
          controller.close();
        };
        const onGone = () => {
          detach();
          controller.error(new Error("The client went away before sending the whole body"));
        };
        detach = () => {
          req.off("data", onData);
          req.off("end", onEnd);
          req.off("close", onGone);
          req.off("error", onGone);
        };
        req.on("data", onData);
        req.once("end", onEnd);
        req.once("close", onGone);
        req.once("error", onGone);
        // An answer sent before the route read the body (a refused origin, a rate limit): the
        // drain takes the socket over, and this stream must not pause it again.
        res.once("prefinish", () => detach());
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        detach();
        req.pause();
      },
    },
    { highWaterMark: 4 },
  );
}

/**
 * For the server's `checkContinue` event: the client sent `Expect: 100-continue` and waits. The
 * 100 goes out only once the request passed its checks, so a refused or oversize body is never
 * sent at all.
 */
export function markAwaitingContinue(req: IncomingMessage): void {
  awaitingContinue.add(req);
}

/** `text/plain; charset=utf-8` → `text/plain`; undefined when absent or empty. */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type || undefined;
}

function drainThenClose(req: IncomingMessage): void {
  const { socket } = req;
  let drained = 0;
  const cut = () => socket.destroy();
  const deadline = setTimeout(cut, DRAIN_MAX_MS);
  deadline.unref();
  // An answer with `Connection: close` makes Node close the socket as soon as it is written,
  // unread body and all. Until the body is in, only the sending side is closed.
  const closeSoon = socket.destroySoon.bind(socket);
  let bodyEnded = false;
  let closeAfterBody = false;
  socket.destroySoon = () => {
    if (bodyEnded) return closeSoon();
    closeAfterBody = true;
    if (socket.writable) socket.end();
  };
  let stopped = false;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained <= DRAIN_MAX_BYTES || stopped) return;
    // Enough read: stop reading, so the client's sends wait on a full window rather than meet a
    // reset at once, and cut a moment later. A client busy sending still gets to read the answer.
    stopped = true;
    req.pause();
    setTimeout(cut, DRAIN_CUT_GRACE_MS).unref();
  });
  req.once("end", () => {
    // The whole body is in: a keep-alive connection may serve the next request.
    bodyEnded = true;
    clearTimeout(deadline);
    if (closeAfterBody) closeSoon();
  });
  socket.once("close", () => clearTimeout(deadline));
  req.resume();
}

/**
 * First in the chain: whenever an answer goes out before the request's body was read (a 405,
 * 413, 415, a refused origin, a page answered while a body was still on its way), the rest of
 * the body is drained within bounds instead of the socket being closed on unread data.
 */
export function drainUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    // Node marks even a request without a body complete only after its listeners return, so an
    // answer written at once to a GET would look like one sent ahead of an unread body.
    if (!announcesBody(req)) return next();
    res.once("prefinish", () => {
      if (!req.complete) drainThenClose(req);
    });
    next();
  };
}

/** A body follows the headers only when they say so (RFC 9112 §6.3). */
function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length.trim() !== "0");
}

/**
 * A form's fields as a route will read them; null for a multipart body that cannot be parsed
 * (parsed once here, so a broken one is a 400 rather than an error in a route).
 */
async function formFieldsOf(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  contentType: string,
): Promise<Iterable<[string, FormDataEntryValue]> | null> {
  if (type === FORM_URLENCODED) return new URLSearchParams(new TextDecoder().decode(bytes));
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}

/**
 * A NUL in a field's name or value, or in a file's name (a file's content is its own): PostgreSQL
 * text cannot hold one, so it would fail in the route's query (server/edge-guards.ts,
 * refuseNulInTarget, says the same of the query string).
 */
function holdsNul(fields: Iterable<[string, FormDataEntryValue]>): boolean {
  for (const [name, value] of fields) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes("\u0000") || text.includes("\u0000")) return true;
  }
  return false;
}

/**
 * Reads the body of every request that may carry one to an action, under the route's policy.
 * Place it after the method check (only routes with an action get this far with a body).
 */
export function readRequestBodies(): RequestHandler {
  return async (req, res, next) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const policy = bodyPolicyFor(req.path);
    const contentType = req.headers["content-type"] ?? "";
    const type = mediaTypeOf(contentType);
    if (type === undefined || !policy.types.includes(type)) {
      return next(new HttpError(415, `Send the request body as ${policy.types.join(" or ")}.`));
    }
    const tooLarge = new HttpError(
      413,
      policy.tooLargeMessage ?? `The request body must be at most ${Math.floor(policy.maxBytes / 1024)} kB.`,
    );
    // Node has already refused a malformed Content-Length, so this is a number.
    if (Number(req.headers["content-length"] ?? 0) > policy.maxBytes) return next(tooLarge);

    if (awaitingContinue.has(req)) res.writeContinue();
    if (policy.streamed) {
      // Checked and capped, but read by the route (streamedBodyOf); a broken multipart body is
      // the route's 400 then.
      streamedLimits.set(req, policy.maxBytes);
      return next();
    }
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      // Past the limit raw-body stops reading and pauses the request; the 413 going out then
      // hands the rest of the body to drainUnreadBodies.
      const read = await getRawBody(req, { limit: policy.maxBytes, length: req.headers["content-length"] });
      // Joined with Buffer.concat: memory of its own (or Node's pool), never a SharedArrayBuffer.
      bytes = read as Buffer<ArrayBuffer>;
    } catch (error) {
      if ((error as getRawBody.RawBodyError).type === "entity.too.large") return next(tooLarge);
      // The client went away: nobody is left to answer.
      if (req.destroyed) return;
      return next(error);
    }
    if (type === FORM_URLENCODED || type === MULTIPART_FORM) {
      const fields = await formFieldsOf(bytes, type, contentType);
      if (fields === null) return next(new HttpError(400, "The form data could not be read."));
      if (holdsNul(fields)) return next(new HttpError(400, NUL_REFUSED));
    }
    bodies.set(req, bytes);
    next();
  };
}
