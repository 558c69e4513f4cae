/**
 * The addresses of the job board's feeds: an RSS 2.0 and an Atom feed of its open openings per
 * language (`/jobs/feed.rss`, `/es/jobs/feed.atom` …) that take the board's own query parameters
 * as filters, and one feed for job aggregators (`/jobs/feed.xml`). The board's pages link the
 * first two from their head, the job-alert e-mails from their body.
 */
import { type Locale, localizePath } from "~/lib/i18n/locales";

export type JobFeedFormat = "rss" | "atom";

const JOB_FEED_FILES: Readonly<Record<JobFeedFormat, string>> = { rss: "feed.rss", atom: "feed.atom" };

export const JOB_FEED_TYPES: Readonly<Record<JobFeedFormat | "aggregator", string>> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
  aggregator: "application/xml",
};

/** The aggregators' feed: every open opening, in English, one language for their indexes. */
export const AGGREGATOR_FEED_PATH = "/jobs/feed.xml";

/** The feed's path in a language, with the board's search (`?category=developers`, or ""). */
export function jobFeedPath(format: JobFeedFormat, locale: Locale, search = ""): string {
  return `${localizePath(`/jobs/${JOB_FEED_FILES[format]}`, locale)}${search}`;
}
