/**
 * Astro's middleware: a page rendered on request gets the Content-Security-Policy the server gives
 * every prerendered page, allowing exactly the inline scripts of this document by their hashes
 * (server/security-headers.ts). Prerendered pages pass through: the server reads theirs from the
 * built files.
 */
import { defineMiddleware } from "astro:middleware";
import { contentSecurityPolicy, inlineScriptHashes } from "../server/security-headers";

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered || !response.headers.get("Content-Type")?.startsWith("text/html"))
    return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
  return new Response(html, { status: response.status, headers });
});
