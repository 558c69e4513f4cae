/**
 * Hands a request to React Router (the inbox's app). It does what @react-router/express does, with
 * the request and the answer converted by server/fetch-exchange.ts: the body read under the body
 * policy, and the URL built as the edge's origin check builds it.
 */
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { send, toFetchRequest } from "./fetch-exchange";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}

export function reactRouterHandler({
  build,
  mode,
  getLoadContext,
}: ReactRouterHandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      await send(res, await handle(toFetchRequest(req, res), getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
