import { isbot } from "isbot";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { logRouteError, streamDocument } from "~server/stream-document.server";
import { requestContext } from "./lib/inbox-meta";

export { streamTimeout } from "~server/stream-document.server";

/**
 * Renders an inbox page. Every one is server-rendered per request (nothing is prerendered), so
 * each has the request's CSP nonce; browsers get the shell as soon as it is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return streamDocument({
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    routerContext,
    nonce: loadContext.get(requestContext).cspNonce,
    waitForAll: isbot(request.headers.get("user-agent") ?? ""),
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) =>
  logRouteError(error, request, context.get(requestContext).log);
