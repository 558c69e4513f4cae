/**
 * Closing the HTTP server without cutting anyone off: stop accepting connections, let requests
 * in flight finish (their answers say `Connection: close`), and close keep-alive connections as
 * soon as they fall idle. Whatever is still open after the deadline is closed by force, so the
 * rest of the shutdown (outbox worker, database) still fits in the grace period.
 */
import type { Server, ServerResponse } from "node:http";

export interface HttpDrain {
  /** Resolves once every connection has ended, or after `deadlineMs` when the rest were cut. */
  close(deadlineMs: number): Promise<void>;
}

export function trackForDrain(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  const closeIfIdle = () => setImmediate(() => server.closeIdleConnections());

  // Before the app's own listener, so that even a response sent synchronously is tracked.
  server.prependListener("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      // A keep-alive answer that went out before the shutdown leaves its connection idle.
      if (closing) closeIfIdle();
    });
  });

  return {
    close(deadlineMs) {
      closing = true;
      return new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        for (const res of inFlight) {
          if (!res.headersSent) res.setHeader("Connection", "close");
        }
        server.closeIdleConnections();
      });
    },
  };
}
