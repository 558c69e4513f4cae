/**
 * Every request gets an id, sent back as X-Request-Id and carried by each line it logs, so the
 * id a visitor quotes from an error page finds the matching log lines.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { Logger } from "./logger.server";

const REQUEST_ID_HEADER = "X-Request-Id";

interface RequestLocals {
  requestId?: string;
  log?: Logger;
}

export function assignRequestId(log: Logger): RequestHandler {
  return (_req, res, next) => {
    const requestId = randomUUID();
    const locals = res.locals as RequestLocals;
    locals.requestId = requestId;
    locals.log = log.child({ reqId: requestId });
    res.setHeader(REQUEST_ID_HEADER, requestId);
    next();
  };
}

export function requestIdOf(res: Response): string {
  return (res.locals as RequestLocals).requestId ?? "unknown";
}

/** This request's logger; falls back to `fallback` for a response that never got an id. */
export function requestLogOf(res: Response, fallback: Logger): Logger {
  return (res.locals as RequestLocals).log ?? fallback;
}
