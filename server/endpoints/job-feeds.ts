/**
 * The job board's feeds (app/content/job-feeds.ts): `/jobs/feed.rss` and `/jobs/feed.atom` in
 * every language (`/es/jobs/feed.rss` …) and the aggregators' `/jobs/feed.xml`. A feed reads the
 * board's own query parameters as its filters (jobBoardQueryFrom: an unknown or malformed value is
 * dropped, as the board drops it), and is answered from the board's page cache under its
 * canonical address and query, so it is built once until an opening changes, with the board's
 * weak ETag (304 on a match) and shared-cache lifetime; HEAD gets the headers alone.
 */

import { jobBoardSearch } from "~/content/job-board-search";
import { AGGREGATOR_FEED_PATH, JOB_FEED_TYPES, type JobFeedFormat, jobFeedPath } from "~/content/job-feeds";
import { site } from "~/content/site";
import { answerFromPageCache } from "~/features/jobs/job-board.server";
import { jobBoardQueryFrom } from "~/features/jobs/job-board-filters";
import {
  loadAggregatorEntries,
  loadJobFeed,
  renderAggregatorFeed,
  renderJobFeed,
} from "~/features/jobs/job-feeds.server";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import type { EndpointArgs, EndpointHandler } from "./endpoint";

const contentType = (type: string) => `${type}; charset=utf-8`;

/** The loader of one language's RSS or Atom feed. */
export function jobFeedLoader(format: JobFeedFormat, locale: Locale): EndpointHandler {
  return ({ request, context }: EndpointArgs) => {
    const { jobBoard } = context.services;
    const query = { ...jobBoardQueryFrom(new URL(request.url).searchParams), page: 1 };
    const key = jobFeedPath(format, locale, jobBoardSearch(query));
    return answerFromPageCache(request, jobBoard.pages, key, async () => {
      const feed = await loadJobFeed(jobBoard.db, query, locale, format, {
        now: jobBoard.now(),
        origin: site.origin,
      });
      return {
        status: 200,
        body: renderJobFeed(feed, format),
        headers: { "Content-Type": contentType(JOB_FEED_TYPES[format]) },
      };
    });
  };
}

/** The loader of the aggregators' feed: every open opening matching the query, in English. */
export const aggregatorFeedLoader: EndpointHandler = ({ request, context }) => {
  const { jobBoard } = context.services;
  const query = { ...jobBoardQueryFrom(new URL(request.url).searchParams), page: 1 };
  const key = `${AGGREGATOR_FEED_PATH}${jobBoardSearch(query)}`;
  return answerFromPageCache(request, jobBoard.pages, key, async () => {
    const now = jobBoard.now();
    const entries = await loadAggregatorEntries(jobBoard.db, query, { now, origin: site.origin });
    return {
      status: 200,
      body: renderAggregatorFeed(entries, { origin: site.origin, now }),
      headers: { "Content-Type": contentType(JOB_FEED_TYPES.aggregator) },
    };
  });
};

/** Every feed by its path, as the site's endpoint table takes them (server/site-endpoints.ts). */
export const JOB_FEED_ENDPOINTS: Readonly<Record<string, { loader: EndpointHandler }>> = {
  ...Object.fromEntries(
    LOCALES.flatMap((locale) =>
      (["rss", "atom"] as const).map((format) => [
        jobFeedPath(format, locale).slice(1),
        { loader: jobFeedLoader(format, locale) },
      ]),
    ),
  ),
  [AGGREGATOR_FEED_PATH.slice(1)]: { loader: aggregatorFeedLoader },
};
