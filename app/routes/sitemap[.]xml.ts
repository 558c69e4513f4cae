import { renderSitemap } from "~/lib/sitemap";

export function loader() {
  return new Response(renderSitemap(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
