/**
 * One address per page. A path with trailing slashes is sent for good to the same path without
 * them (`/about/` → `/about`, `/jobs/?page=2` → `/jobs?page=2`), whatever answers it afterwards: a
 * prerendered page, a page rendered on request, an endpoint or the inbox. A language's root
 * (`/es`, `/pt-br/`) has no page of its own: it leads to that language's candidate landing page.
 * The root `/` is left as it is.
 */
import type { RequestHandler } from "express";
import { languageHomePath } from "~/content/localized-pages";
import { localeInfo, TRANSLATED_LOCALES } from "~/lib/i18n/locales";

const LANGUAGE_ROOTS = new Map<string, string>(
  TRANSLATED_LOCALES.map((locale) => [localeInfo[locale].prefix, languageHomePath(locale)]),
);

/**
 * Where a request target (path and query, as sent) belongs, or null when it is already there.
 * The target is always a path of this site: leading slashes and backslashes collapse into one
 * slash, so `//evil.example/` leads to `/evil.example`, never to another host.
 */
export function canonicalTarget(requestTarget: string): string | null {
  const queryStart = requestTarget.indexOf("?");
  const pathname = queryStart === -1 ? requestTarget : requestTarget.slice(0, queryStart);
  const query = queryStart === -1 ? "" : requestTarget.slice(queryStart);
  // The root, and a target in absolute form (sent to proxies), are left to the routes.
  if (pathname === "/" || !pathname.startsWith("/")) return null;
  const trimmed = `/${pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  const target = LANGUAGE_ROOTS.get(trimmed) ?? trimmed;
  return target === pathname ? null : `${target}${query}`;
}

/** Redirects GET and HEAD requests for a path that is not its page's own address. */
export function redirectToCanonicalPath(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = canonicalTarget(req.originalUrl);
    if (target === null) return next();
    res.redirect(301, target);
  };
}
