import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { describeError, type Logger, stackFrames } from "./logger.server";

/** How long a streamed page may wait for its data before React gives up on the rest. */
export const streamTimeout = 5_000;

/**
 * Renders a React Router document to a streamed response: the inbox's pages
 * (inbox/app/entry.server.tsx). With `waitForAll` (crawlers, prerendering) the
 * response starts once the whole document is ready; otherwise as soon as its shell is.
 */
export function streamDocument({
  request,
  status,
  headers,
  routerContext,
  nonce,
  waitForAll,
}: {
  request: Request;
  status: number;
  headers: Headers;
  routerContext: EntryContext;
  nonce: string | undefined;
  waitForAll: boolean;
}): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished document keeps every Suspense boundary in place: React would otherwise move
        // large ones to the end of the HTML and reveal them with a script a moment after the
        // first paint (a late paint, and nothing at all without JavaScript).
        progressiveChunkSize: waitForAll ? Number.POSITIVE_INFINITY : undefined,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatus = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * An error thrown by a loader, an action or rendering. React Router would print it with its
 * message, which can quote what was typed; the request's logger keeps class, code and stack
 * lines only. Requests the client aborted are not errors of ours.
 */
export function logRouteError(error: unknown, request: Request, log: Logger | undefined): void {
  if (request.signal.aborted) return;
  if (log) log.error({ err: describeError(error), frames: stackFrames(error) }, "Unhandled error in a route");
  else console.error(error);
}
