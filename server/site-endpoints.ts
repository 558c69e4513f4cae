/**
 * The site's endpoints: the JSON API its pages call (/api/*), /sitemap.xml, /robots.txt, the job
 * board's feeds (/jobs/feed.rss …) and a booked call's .ics (/book-a-call/calendar.ics). They
 * are Express routes of this server rather than Astro endpoints (docs/site.md, "Endpoints"): they
 * keep the request URL, the body read under the body policy (the résumé upload's capped stream
 * included) and the matching rules every other check of the server uses.
 *
 * Each endpoint module has a `loader`, which answers GET and HEAD (HEAD gets its headers without
 * the body), and may have an `action`, which answers POST, PUT, PATCH and DELETE (the form
 * endpoints answer all but POST with 405 themselves). A path takes those methods only where an
 * action exists: `allowMethods` (server/edge-guards.ts) refuses the rest from this table.
 */
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import * as bookingCalendar from "./endpoints/booking-calendar";
import * as bookingReschedules from "./endpoints/booking-reschedules";
import * as bookingSlots from "./endpoints/booking-slots";
import * as bookings from "./endpoints/bookings";
import * as candidateApplications from "./endpoints/candidate-applications";
import type { EndpointHandler } from "./endpoints/endpoint";
import * as estimateRequests from "./endpoints/estimate-requests";
import * as formToken from "./endpoints/form-token";
import * as hiringRequests from "./endpoints/hiring-requests";
import * as jobAlerts from "./endpoints/job-alerts";
import { JOB_FEED_ENDPOINTS } from "./endpoints/job-feeds";
import * as pilotRequests from "./endpoints/pilot-requests";
import * as resumes from "./endpoints/resumes";
import * as robots from "./endpoints/robots";
import * as shortlistResume from "./endpoints/shortlist-resume";
import * as sitemap from "./endpoints/sitemap";
import * as storage from "./endpoints/storage";
import * as subscriptions from "./endpoints/subscriptions";
import { send, toFetchRequest } from "./fetch-exchange";
import { HttpError } from "./http-error";
import type { RequestContext } from "./load-context";
import { decodedPath, type RoutePattern, type RouteTable, routePatterns } from "./route-patterns";
import { logRouteError } from "./stream-document.server";

export interface SiteEndpoint {
  loader: EndpointHandler;
  action?: EndpointHandler;
}

/** Every endpoint by its path (`:name` a segment, handed to it in `params`). */
export const SITE_ENDPOINTS: Readonly<Record<string, SiteEndpoint>> = {
  "api/hiring-requests": hiringRequests,
  "api/candidate-applications": candidateApplications,
  "api/resumes": resumes,
  "api/subscriptions": subscriptions,
  "api/job-alerts": jobAlerts,
  "api/estimate-requests": estimateRequests,
  "api/pilot-requests": pilotRequests,
  "api/form-token": formToken,
  "api/storage/:bucket": storage,
  "api/booking-slots": bookingSlots,
  "api/bookings": bookings,
  "api/booking-reschedules": bookingReschedules,
  "book-a-call/calendar.ics": bookingCalendar,
  "shortlists/:token/resume/:candidateId": shortlistResume,
  "sitemap.xml": sitemap,
  "robots.txt": robots,
  // The job board's RSS, Atom and aggregator feeds, /jobs/feed.rss and the like in every language.
  ...JOB_FEED_ENDPOINTS,
};

/** The endpoints as a route table, for the checks that look a route up by path (methods, metrics). */
function routeTableOf(endpoints: Readonly<Record<string, SiteEndpoint>>): RouteTable {
  return Object.fromEntries(
    Object.entries(endpoints).map(([path, module]) => [path, { id: path, path, module }]),
  );
}

export const SITE_ROUTES: RouteTable = routeTableOf(SITE_ENDPOINTS);

const READ_METHODS = new Set(["GET", "HEAD"]);

/** The answer to an error an endpoint threw: a plain 500, with the error itself outside production. */
function unexpectedError(error: unknown, mode: string): Response {
  const message = "Unexpected Server Error";
  return new Response(mode === "production" ? message : `${message}\n\n${String(error)}`, {
    status: 500,
    headers: { "Content-Type": "text/plain" },
  });
}

/** The best-ranked pattern that matches a path, with the values of its capture groups. */
function matchOf(
  patterns: readonly RoutePattern[],
  path: string,
): { pattern: RoutePattern; values: RegExpExecArray } | undefined {
  for (const pattern of patterns) {
    const values = pattern.test.exec(path);
    if (values) return { pattern, values };
  }
  return undefined;
}

export interface SiteEndpointsOptions {
  /** NODE_ENV: outside production a 500 says which error it was. */
  mode: string;
  /** The request context an endpoint gets (services, client IP, logger). */
  contextOf: (req: ExpressRequest, res: ExpressResponse) => RequestContext;
  endpoints?: Readonly<Record<string, SiteEndpoint>>;
}

/**
 * Answers the paths of the endpoints (in any case, with trailing slashes, as they have always
 * been matched) and passes every other request on.
 */
export function serveSiteEndpoints({
  mode,
  contextOf,
  endpoints = SITE_ENDPOINTS,
}: SiteEndpointsOptions): RequestHandler {
  const patterns = routePatterns(routeTableOf(endpoints));
  return async (req, res, next) => {
    // A path that cannot be decoded is matched as sent, as the API has always matched it.
    const decoded = decodedPath(req.path) ?? req.path;
    const found = matchOf(patterns, decoded);
    const endpoint = found && endpoints[found.pattern.id];
    if (!found || !endpoint) return next();
    const handler = READ_METHODS.has(req.method) ? endpoint.loader : endpoint.action;
    if (!handler) return next(new HttpError(405, "Method not allowed.", { Allow: "GET, HEAD" }));
    // A parameter's value is its decoded segment (a "/" in it was sent as %2F).
    const params = Object.fromEntries(
      found.pattern.params.map((name, index) => [name, (found.values[index + 1] ?? "").replace(/%2F/g, "/")]),
    );
    try {
      const request = toFetchRequest(req, res);
      const context = contextOf(req, res);
      let response: Response;
      try {
        response = await handler({ request, params, context });
      } catch (error) {
        // A thrown Response is the answer; anything else is logged and answered with a 500.
        if (error instanceof Response) response = error;
        else {
          logRouteError(error, request, context.log);
          response = unexpectedError(error, mode);
        }
      }
      if (req.method === "HEAD") {
        await response.body?.cancel();
        response = new Response(null, {
          headers: response.headers,
          status: response.status,
          statusText: response.statusText,
        });
      }
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
