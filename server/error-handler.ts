/**
 * The one place where an error that left a middleware becomes a response: a short page or JSON
 * (whichever the client accepts) with the status and the request id, never a stack, a path or
 * an error's own message. The log line carries the same id.
 */
import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, Request } from "express";
import { HttpError } from "./http-error";
import { describeError, type Logger, stackFrames } from "./logger.server";
import { requestIdOf, requestLogOf } from "./request-id";
import { NOTHING_LOADED_CSP } from "./security-headers";

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  // Errors from Express and its middleware (a malformed path, a refused file) carry a status.
  const { status, statusCode } = (typeof error === "object" && error !== null ? error : {}) as {
    status?: unknown;
    statusCode?: unknown;
  };
  const candidate = typeof status === "number" ? status : statusCode;
  return typeof candidate === "number" && candidate >= 400 && candidate <= 599 ? candidate : 500;
}

function publicMessageOf(error: unknown, status: number): string {
  if (error instanceof HttpError) return error.publicMessage;
  if (status >= 500) return "Something went wrong on our side. Please try again in a moment.";
  return `${STATUS_CODES[status] ?? "Bad request"}.`;
}

function prefersJson(req: Request): boolean {
  // API clients get JSON unless they ask for HTML; everything else gets a page unless it asks for JSON.
  const order = req.path.startsWith("/api/") ? ["json", "html"] : ["html", "json"];
  return req.accepts(order) === "json";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function errorPage(status: number, message: string, requestId: string): string {
  const title = `${status} ${STATUS_CODES[status] ?? "Error"}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>Reference: <code>${escapeHtml(requestId)}</code></p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;
}

export function handleErrors(fallbackLog: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    const requestId = requestIdOf(res);
    const log = requestLogOf(res, fallbackLog);
    if (status >= 500) {
      log.error(
        { err: describeError(error), status, method: req.method, frames: stackFrames(error) },
        "Request failed",
      );
    } else {
      const level = error instanceof HttpError ? error.logLevel : "info";
      log[level]({ err: describeError(error), status, method: req.method }, "Request refused");
    }

    if (res.headersSent) {
      // Part of the answer is on its way: ending it normally would pass a truncated body as whole.
      req.socket.destroy();
      return;
    }
    const message = publicMessageOf(error, status);
    res.status(status);
    // The page has no scripts, styles or images; an error may leave before a page's policy was set.
    res.set({
      "Cache-Control": "no-store",
      "Content-Security-Policy": NOTHING_LOADED_CSP,
      ...(error instanceof HttpError ? error.headers : {}),
    });
    if (prefersJson(req)) {
      res.json({ error: message, requestId });
    } else {
      res.type("html").send(errorPage(status, message, requestId));
    }
  };
}
