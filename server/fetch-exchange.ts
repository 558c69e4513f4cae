/**
 * Between Express and the Fetch API that the inbox's React Router app and the site's endpoints
 * are written against. A request's body is the one `readRequestBodies` already read under the
 * body policy (reading the socket again would have no limit) or, for a route whose policy streams
 * its body, the socket read through a stream capped at the policy's limit (`streamedBodyOf`); its
 * URL is built by `requestUrlOf`, the same function the edge's origin check uses.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bufferedBodyOf, streamedBodyOf } from "./request-body";

/**
 * The URL an app or endpoint sees: scheme and host as Express resolves them (forwarded ones only from
 * the proxies TRUST_PROXY trusts), the path as sent. The edge has checked that the Host is usable
 * and that the request target is a path.
 */
export function requestUrlOf(req: ExpressRequest): URL {
  // A forwarded scheme is the proxy's word: anything but https is taken as plain http.
  const protocol = req.protocol === "https" ? "https" : "http";
  return new URL(`${protocol}://${req.host}${req.originalUrl}`);
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const body =
    req.method === "GET" || req.method === "HEAD"
      ? undefined
      : (streamedBodyOf(req, res) ?? bufferedBodyOf(req));
  return new Request(requestUrlOf(req), {
    method: req.method,
    headers: headersOf(req),
    body,
    signal: controller.signal,
    // A stream as a body must be declared as sent while the answer may already be read.
    ...(body instanceof ReadableStream ? { duplex: "half" as const } : {}),
  });
}

export async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A route's own header replaces the app's default of the same name (a download's sandboxing
  // Content-Security-Policy, not both policies); only Set-Cookie comes as several entries.
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
