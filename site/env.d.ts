/// <reference types="astro/client" />

type SiteRequestContext = import("~server/load-context").RequestContext;

/** What the server hands to a page rendered on request (server/app.ts), as `Astro.locals`. */
declare namespace App {
  interface Locals extends SiteRequestContext {}
}
