import { renderSitemap } from "~/content/sitemap";
import { JOB_PAGE_CACHE_CONTROL, jobBoardSitemapEntries } from "~/features/jobs/job-board.server";
import type { EndpointArgs } from "./endpoint";

/** Generated on each request: the open openings come from the database, published without a build. */
export async function loader({ context }: EndpointArgs) {
  const { jobBoard } = context.services;
  const jobs = await jobBoardSitemapEntries(jobBoard.db, jobBoard.now());
  return new Response(renderSitemap(jobs), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": JOB_PAGE_CACHE_CONTROL },
  });
}
