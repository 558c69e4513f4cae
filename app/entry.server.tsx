import { isbot } from "isbot";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { type RequestContext, requestContext } from "../server/load-context";
import { logRouteError, streamDocument } from "../server/stream-document.server";

export { streamTimeout } from "../server/stream-document.server";

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
  return streamDocument({
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    routerContext,
    nonce,
    waitForAll,
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

export const handleError: HandleErrorFunction = (error, { request, context }) =>
  logRouteError(error, request, readRequestContext(context)?.log);
