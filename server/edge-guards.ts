/**
 * Checks at the protocol edge, before anything builds a URL or a Fetch Request from the raw
 * request: methods the site does not serve and unusable Host headers are refused with a 4xx
 * here, instead of failing deeper down as a 500 with a stack in the log.
 */
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import {
  isAllowedPostOrigin,
  NUL_REFUSED,
  type OriginPolicy,
} from "../app/features/submissions/http-guards.server";
import { requestUrlOf } from "./fetch-exchange";
import { HttpError } from "./http-error";
import { bufferedBodyOf } from "./request-body";
import type { RouteTable } from "./route-patterns";

const READ_METHODS = new Set(["GET", "HEAD"]);
/** The methods a route's action answers (the inbox's and the site's endpoints alike). */
const ACTION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type ActionPathTest = (pathname: string) => boolean;

function patternOf(routePath: string): string {
  return routePath
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
}

/** Which URL paths belong to a route with an action (the form endpoints), from the route table. */
export function actionPathTest(routes: RouteTable): ActionPathTest {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = Object.values(routes)
    .filter((route) => route?.module.action)
    .map((route) => new RegExp(`^/${patternOf(fullPath(route?.id))}$`, "i"));
  return (pathname) => {
    // React Router's data requests (the inbox's `/x.data`) reach the same action as `/x`.
    const path = pathname
      .replace(/\.data$/, "")
      .replace(/^\/_root$/, "/")
      .replace(/(.)\/+$/, "$1");
    return patterns.some((pattern) => pattern.test(path));
  };
}

/**
 * GET and HEAD everywhere; POST, PUT, PATCH and DELETE only where a route has an action (it
 * answers them itself, e.g. a form endpoint's 405 for PUT). Anything else, including TRACE and
 * methods React Router does not know (PURGE, SEARCH …), gets 405 here.
 */
export function allowMethods(
  loadActionPaths: () => ActionPathTest | Promise<ActionPathTest>,
): RequestHandler {
  const checkAction: RequestHandler = async (req, _res, next) => {
    try {
      const isActionPath = (await loadActionPaths())(req.path);
      if (isActionPath && ACTION_METHODS.has(req.method)) return next();
      next(new HttpError(405, "Method not allowed.", { Allow: isActionPath ? "POST" : "GET, HEAD" }));
    } catch (error) {
      next(error);
    }
  };
  // A read goes on at once, with no promise of its own for Express to wait on (decision 036).
  return (req, res, next) => (READ_METHODS.has(req.method) ? next() : checkAction(req, res, next));
}

// RFC 3986 host (IP literal or registered name) and optional port; no spaces, slashes or "@".
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{0,5})?$/;

export function isUsableHost(host: string | undefined): boolean {
  return host !== undefined && HOST_PATTERN.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * Every page and endpoint builds its URL from the Host header (or X-Forwarded-Host behind a
 * trusted proxy). HTTP/1.1 without Host never gets here (Node answers 400); HTTP/1.0 may omit
 * it, and an empty or malformed one would make an invalid URL.
 */
export function requireUsableHost(): RequestHandler {
  // Nearly every request names the host the one before it named: its check is not repeated.
  let lastUsable: string | undefined;
  return (req, _res, next) => {
    const host = req.host;
    if (host !== undefined && host === lastUsable) return next();
    if (isUsableHost(host)) {
      lastUsable = host;
      return next();
    }
    next(new HttpError(400, "Bad request: the Host header is missing or invalid."));
  };
}

/**
 * Requests name their target as a path (RFC 9112 "origin-form"). The absolute form
 * (`GET http://x/inbox`), meant for forward proxies, and the asterisk form (`OPTIONS *`) are
 * refused: everything after this builds its URL from the Host header and the path.
 */
export function requireOriginFormTarget(): RequestHandler {
  return (req, _res, next) => {
    if (req.url.startsWith("/")) return next();
    next(new HttpError(400, "Bad request: the request target must be a path."));
  };
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query (a search, a filter, a slug)
 * fails there with an error, which a page or a stream can only turn into a 500 or a cut
 * connection. The only way to put one in a request target is `%00` (Node refuses a raw NUL byte
 * in the request line), so a target holding it, in its path or its query, is refused here, before
 * any route, session lookup or database work. Form bodies get the same rule where they are read
 * (server/request-body.ts).
 */
export function refuseNulInTarget(): RequestHandler {
  return (req, _res, next) => {
    if (!req.url.includes("%00")) return next();
    next(new HttpError(400, NUL_REFUSED));
  };
}

/**
 * One origin rule for every post, before any route runs: our own origin (SITE_ORIGIN, the URL
 * the request came to) or an ALLOWED_ORIGINS entry, the rule the form endpoints apply. It runs
 * before the inbox's React Router check, which would answer a foreign origin with a 400 and log it as
 * an error with a stack; here it is a 403 and a warning.
 */
export function refuseForeignOrigins(policy: OriginPolicy): RequestHandler {
  return (req, _res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    const allowed = isAllowedPostOrigin(
      {
        origin: req.get("Origin") ?? null,
        fetchSite: req.get("Sec-Fetch-Site") ?? null,
        requestOrigin: requestUrlOf(req).origin,
      },
      policy,
    );
    if (allowed) return next();
    // A mail provider's one-click unsubscribe comes from its own origin: the signed token in the
    // URL is the authority there, so it is let through to requireOneClickBody, which accepts
    // only the RFC 8058 body.
    if (req.method === "POST" && ONE_CLICK_PATH.test(req.path) && typeof req.query.token === "string") {
      foreignOneClick.add(req);
      return next();
    }
    next(foreignOriginError());
  };
}

const ONE_CLICK_PATH = /^\/unsubscribe\/?$/i;
const foreignOneClick = new WeakSet<IncomingMessage>();
const foreignOriginError = () =>
  new HttpError(403, "Cross-origin form submissions are not allowed.", {}, "warn");

/**
 * After the body is read: a cross-origin POST to the unsubscribe link is answered only when its
 * body is `List-Unsubscribe=One-Click` (RFC 8058 §3.1), so no other form can be posted across
 * origins.
 */
export function requireOneClickBody(): RequestHandler {
  return async (req, _res, next) => {
    if (!foreignOneClick.has(req)) return next();
    const bytes = bufferedBodyOf(req);
    const form = bytes
      ? await new Response(bytes, { headers: { "Content-Type": req.get("Content-Type") ?? "" } })
          .formData()
          .catch(() => null)
      : null;
    if (form?.get("List-Unsubscribe") === "One-Click") return next();
    next(foreignOriginError());
  };
}

/**
 * The hosts React Router's own action check (`allowedActionOrigins`) accepts besides the
 * request's: those of SITE_ORIGIN and ALLOWED_ORIGINS. Behind a TLS proxy with TRUST_PROXY=0 the
 * request URL says http while the browser's Origin says https; `refuseForeignOrigins` has then
 * already checked the whole origin, scheme included, so the framework must not refuse it again.
 */
export function allowedActionHosts(policy: OriginPolicy): string[] {
  const hosts = [policy.siteOrigin, ...policy.allowedOrigins].flatMap((origin) =>
    URL.canParse(origin) ? [new URL(origin).host] : [],
  );
  return [...new Set(hosts)];
}
