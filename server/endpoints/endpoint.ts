import type { RequestContext } from "../load-context";

/**
 * What one of the site's endpoints (server/site-endpoints.ts) gets for a request: the request, the
 * values of its path's parameters (`:bucket`), and the server's request context.
 */
export interface EndpointArgs {
  request: Request;
  params: Readonly<Record<string, string>>;
  context: RequestContext;
}

/** An endpoint's answer to one kind of request. */
export type EndpointHandler = (args: EndpointArgs) => Response | Promise<Response>;
