/**
 * Astro's middleware: a page rendered on request gets the Content-Security-Policy the server gives
 * every prerendered page, allowing exactly the inline scripts of this document by their hashes
 * (server/security-headers.ts). Prerendered pages pass through: the server reads theirs from the
 * built files. The job board's pages, and the candidate pages showing its openings as example jobs
 * (/talent, /candidates, the category and stack pages), are answered on GET and HEAD from the job
 * board's page cache, rendered once until an opening changes, with a weak ETag and a short
 * shared-cache lifetime (answerFromPageCache, app/features/jobs/job-board.server.ts); once stored,
 * the server answers them itself before they reach Astro (server/cached-pages.ts). Every page
 * rendered on request, cached or not, takes one of the process's render slots (RENDERS_AT_ONCE), so
 * a crowd of requests queues instead of holding a render each in memory at once.
 */
import { defineMiddleware } from "astro:middleware";
import { isJobBoardCachedPage } from "~/content/astro-pages";
import { answerFromPageCache, jobPageCacheKey } from "~/features/jobs/job-board.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~server/security-headers";

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const jobBoard = context.locals.services?.jobBoard;
  const { method } = context.request;
  if (jobBoard && isJobBoardCachedPage(context.url.pathname)) {
    if (method !== "GET" && method !== "HEAD") {
      return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    return answerFromPageCache(context.request, jobBoard.pages, jobPageCacheKey(context.url), async () => {
      const response = await next();
      const body = await response.text();
      const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
      if (response.headers.get("Content-Type")?.startsWith("text/html")) {
        headers["Content-Security-Policy"] = contentSecurityPolicy(inlineScriptHashes(body));
      }
      return { status: response.status, body, headers };
    });
  }
  const render = async () => {
    const response = await next();
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
    return new Response(html, { status: response.status, headers });
  };
  return jobBoard ? jobBoard.renders.run(render) : render();
});
