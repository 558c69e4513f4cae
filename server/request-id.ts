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
  /** The logger the request was given; its child with the id is made when the request first logs. */
  parentLog?: Logger;
  log?: Logger;
}

export function assignRequestId(log: Logger): RequestHandler {
  return (_req, res, next) => {
    const requestId = randomUUID();
    const locals = res.locals as RequestLocals;
    locals.requestId = requestId;
    // Most requests log nothing: making the child logger costs each of them time (decision 036).
    locals.parentLog = log;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    next();
  };
}

export function requestIdOf(res: Response): string {
  return (res.locals as RequestLocals).requestId ?? "unknown";
}

/** This request's logger; falls back to `fallback` for a response that never got an id. */
export function requestLogOf(res: Response, fallback: Logger): Logger {
  const locals = res.locals as RequestLocals;
  if (!locals.log && locals.parentLog && locals.requestId) {
    locals.log = locals.parentLog.child({ reqId: locals.requestId });
  }
  return locals.log ?? fallback;
}
