import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { type RequestContext, requestContext } from "../server/load-context";
import { describeError, stackFrames } from "../server/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider | undefined,
) {
  // Prerendering at build time has no load context: those pages get CSP hashes instead of a nonce.
  const nonce = readRequestContext(loadContext)?.cspNonce || undefined;
  // Crawlers and prerendering wait for the whole document; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode || !nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
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
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** The server's per-request values; absent while pages are prerendered at build time. */
function readRequestContext(
  loadContext: Readonly<RouterContextProvider> | undefined,
): RequestContext | undefined {
  try {
    return loadContext?.get(requestContext);
  } catch {
    return undefined;
  }
}

/**
 * Errors thrown by loaders, actions or rendering. React Router would print them with their
 * message, which can quote a visitor's input; the request's logger keeps class, code and stack
 * lines only. Requests the client aborted are not errors of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = readRequestContext(context)?.log;
  if (log) log.error({ err: describeError(error), frames: stackFrames(error) }, "Unhandled error in a route");
  else console.error(error);
};
