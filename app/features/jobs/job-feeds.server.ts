/**
 * The job board's feeds (app/content/job-feeds.ts names their addresses): an RSS 2.0 and an Atom
 * feed of the open openings per language, filtered by the board's own query (job-board-filters.ts),
 * and the XML feed job aggregators read, in Indeed's `<source><job>…</job></source>` structure.
 * Every item links to the opening's page on the site in the feed's language and carries the page's
 * own text (the sanitised HTML the page shows); every string is stripped of the characters XML 1.0
 * cannot hold, so no text typed in the inbox can break a feed.
 */
import { XMLBuilder } from "fast-xml-parser";
import { categories } from "~/content/categories";
import { jobBoardTextFor } from "~/content/job-board-locales";
import { jobNames } from "~/content/job-board-names";
import { type JobBoardQuery, jobBoardSearch } from "~/content/job-board-search";
import { JOB_FEED_TYPES, type JobFeedFormat, jobFeedPath } from "~/content/job-feeds";
import { site } from "~/content/site";
import { fill } from "~/content/ui/ui-text";
import { type Locale, localeInfo, localizePath } from "~/lib/i18n/locales";
import type { Database } from "~server/db/client";
import type { JobOpeningRow } from "~server/db/schema";
import { jobDescriptionHtml, jobView, openEndedValidThrough } from "./job-board.server";
import { formatJobRate } from "./job-board-filters";
import { openOpeningsWithTexts } from "./openings.server";

/** The newest openings an RSS or Atom feed carries: what a reader shows, and more than a week brings. */
const FEED_ENTRY_LIMIT = 50;
/**
 * The aggregators' feed's bounds: the newest openings it reads, and the `<job>`s it writes (one
 * per opening and country, an opening never split). At 5,000 open openings open to most countries
 * an unbounded feed was 82 MB, built in seconds of the one JavaScript thread and over a gigabyte
 * of memory; a catalogue larger than the bounds is read country by country (`?country=AR`),
 * each feed then one job per opening.
 */
const AGGREGATOR_OPENING_LIMIT = 1_000;
const AGGREGATOR_JOB_LIMIT = 2_500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Anything XML 1.0 cannot carry (C0 controls but tab and line ends, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 cannot hold. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, "");
}

/** One open opening as a feed item, in the feed's language. */
export interface FeedEntry {
  id: string;
  /** The opening's page in the feed's language: the item's link and its stable id. */
  url: string;
  title: string;
  /** The language of the texts: the feed's, or "en" where the opening has no version in it. */
  textLocale: Locale;
  /** The page's text as one piece of HTML (jobDescriptionHtml). */
  html: string;
  published: Date;
  /** The last time it was published or edited, as the sitemap counts it. */
  updated: Date;
  /** The end of the last day it takes applications. */
  validThrough: Date;
  categoryName: string;
  stackName: string;
  type: string;
  typeName: string;
  seniorityName: string;
  countries: { code: string; name: string }[];
  rateMin: number;
  rateMax: number;
}

export function feedEntry(
  row: JobOpeningRow,
  options: { locale: Locale; origin: string; now: Date },
): FeedEntry {
  const { locale } = options;
  const view = jobView(row, locale);
  const names = jobNames(locale, jobBoardTextFor(locale));
  const published = row.publishedAt ?? row.createdAt;
  // As the page's JobPosting says: its date, or the end of its current 30-day period.
  const lastDay =
    row.validThrough ?? openEndedValidThrough(published, options.now).toISOString().slice(0, 10);
  return {
    id: row.id,
    url: `${options.origin}${localizePath(`/jobs/${row.slug}`, locale)}`,
    title: view.title,
    textLocale: view.textLocale,
    html: jobDescriptionHtml(view, locale),
    published,
    updated: new Date(Math.max(published.getTime(), row.updatedAt.getTime())),
    validThrough: new Date(`${lastDay}T23:59:59Z`),
    categoryName: names.categoryName(row.category),
    stackName: names.stackName(row.category, row.stack),
    type: row.type,
    typeName: names.typeName(row.type),
    seniorityName: names.seniorityName(row.seniority),
    countries: row.countries.map((code) => ({ code, name: names.countryName(code) })),
    rateMin: row.rateMin,
    rateMax: row.rateMax,
  };
}

/** One RSS or Atom feed: the board's filters in words, its addresses and its newest openings. */
export interface JobFeed {
  locale: Locale;
  title: string;
  description: string;
  /** The board filtered as the feed is (the feed's alternate, HTML). */
  boardUrl: string;
  /** The feed's own address. */
  selfUrl: string;
  /** The newest change of its openings; the start of the day when it has none. */
  updated: Date;
  entries: FeedEntry[];
}

/** The feed's title: the board's filters in words of its language ("… : Developers · Backend"). */
export function jobFeedTitle(query: JobBoardQuery, locale: Locale): string {
  const text = jobBoardTextFor(locale);
  const names = jobNames(locale, text);
  const parts = [
    query.q ? `“${query.q}”` : undefined,
    query.category ? names.categoryName(query.category) : undefined,
    query.stack
      ? query.category
        ? names.stackName(query.category, query.stack)
        : stackNameAnywhere(names, query.stack)
      : undefined,
    query.type ? names.typeName(query.type) : undefined,
    query.seniority ? names.seniorityName(query.seniority) : undefined,
    query.country ? names.countryName(query.country) : undefined,
    query.minRate
      ? fill(text.feeds.minRate, { rate: formatJobRate(query.minRate, query.minRate, locale) })
      : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? fill(text.feeds.titleFiltered, { filter: parts.join(" · ") }) : text.feeds.title;
}

/** A stack's name when no category is chosen: the category that has it names it. */
function stackNameAnywhere(names: ReturnType<typeof jobNames>, stack: string): string {
  const category = categories.find((entry) => entry.stacks.some((candidate) => candidate.slug === stack));
  return category ? names.stackName(category.slug, stack) : stack;
}

/** The newest change of the entries; the start of the day when there are none (one value all day). */
function newestUpdate(entries: readonly FeedEntry[], now: Date): Date {
  let newest: Date | undefined;
  for (const entry of entries) if (!newest || entry.updated > newest) newest = entry.updated;
  return newest ?? new Date(now.getTime() - (now.getTime() % DAY_MS));
}

/** The feed of a board query in a language: its newest open openings (the page number aside). */
export async function loadJobFeed(
  db: Database,
  query: JobBoardQuery,
  locale: Locale,
  format: JobFeedFormat,
  options: { now: Date; origin?: string; limit?: number },
): Promise<JobFeed> {
  const origin = options.origin ?? site.origin;
  const filters = { ...query, page: 1 };
  const { page: _page, ...where } = filters;
  const titlesIn = locale === "en" ? undefined : locale;
  const rows = await openOpeningsWithTexts(db, { ...where, titlesIn }, options.limit ?? FEED_ENTRY_LIMIT);
  const entries = rows.map((row) => feedEntry(row, { locale, origin, now: options.now }));
  const search = jobBoardSearch(filters);
  return {
    locale,
    title: jobFeedTitle(query, locale),
    description: jobBoardTextFor(locale).list.description,
    boardUrl: `${origin}${localizePath("/jobs", locale)}${search}`,
    selfUrl: `${origin}${jobFeedPath(format, locale, search)}`,
    updated: newestUpdate(entries, options.now),
    entries,
  };
}

/**
 * XML from a tree of plain objects (fast-xml-parser): "@_" names an attribute, "#text" an
 * element's text beside its attributes, "#cdata" a CDATA section (one with a "]]>" in it is
 * split in two, the only way CDATA can carry one). It escapes every text and attribute; the
 * characters XML cannot hold are dropped before (xmlSafe).
 */
const xml = (format: boolean) =>
  new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    cdataPropName: "#cdata",
    suppressBooleanAttributes: false,
    format,
  });
const DECLARATION = { "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" } };
const render = (tree: Record<string, unknown>, format = true) =>
  `${xml(false).build(DECLARATION)}\n${xml(format).build(tree)}`;

/** RFC 822 (as RSS 2.0 asks, with a four-digit year): "Thu, 03 Dec 2026 06:15:37 GMT". */
const rfc822 = (date: Date) => date.toUTCString();
/** RFC 3339 (as Atom asks): "2026-12-03T06:15:37.000Z". */
const rfc3339 = (date: Date) => date.toISOString();

const entryCategories = (entry: FeedEntry) =>
  [entry.categoryName, entry.stackName, entry.typeName, entry.seniorityName].map(xmlSafe);

/** The feed as RSS 2.0, with its own address as an `atom:link` (as the W3C validator recommends). */
export function renderRssFeed(feed: JobFeed): string {
  return render({
    rss: {
      "@_version": "2.0",
      "@_xmlns:atom": "http://www.w3.org/2005/Atom",
      channel: {
        title: xmlSafe(feed.title),
        link: feed.boardUrl,
        description: xmlSafe(feed.description),
        language: localeInfo[feed.locale].tag,
        "atom:link": { "@_href": feed.selfUrl, "@_rel": "self", "@_type": JOB_FEED_TYPES.rss },
        lastBuildDate: rfc822(feed.updated),
        item: feed.entries.map((entry) => ({
          title: xmlSafe(entry.title),
          link: entry.url,
          guid: { "@_isPermaLink": "true", "#text": entry.url },
          pubDate: rfc822(entry.published),
          description: xmlSafe(entry.html),
          category: entryCategories(entry),
        })),
      },
    },
  });
}

/** The feed as Atom (RFC 4287): each entry's id its page's address, an opening's for good. */
export function renderAtomFeed(feed: JobFeed): string {
  return render({
    feed: {
      "@_xmlns": "http://www.w3.org/2005/Atom",
      "@_xml:lang": localeInfo[feed.locale].tag,
      id: feed.selfUrl,
      title: xmlSafe(feed.title),
      subtitle: xmlSafe(feed.description),
      updated: rfc3339(feed.updated),
      link: [
        { "@_rel": "self", "@_type": JOB_FEED_TYPES.atom, "@_href": feed.selfUrl },
        { "@_rel": "alternate", "@_type": "text/html", "@_href": feed.boardUrl },
      ],
      author: { name: site.name, uri: `${new URL(feed.boardUrl).origin}/` },
      entry: feed.entries.map((entry) => ({
        // An opening without a version in the feed's language says its text is English.
        ...(entry.textLocale === feed.locale ? {} : { "@_xml:lang": localeInfo[entry.textLocale].tag }),
        id: entry.url,
        title: xmlSafe(entry.title),
        link: { "@_rel": "alternate", "@_type": "text/html", "@_href": entry.url },
        published: rfc3339(entry.published),
        updated: rfc3339(entry.updated),
        category: entryCategories(entry).map((term) => ({ "@_term": term })),
        content: { "@_type": "html", "#text": xmlSafe(entry.html) },
      })),
    },
  });
}

/** The feed in a format. */
export function renderJobFeed(feed: JobFeed, format: JobFeedFormat): string {
  return format === "rss" ? renderRssFeed(feed) : renderAtomFeed(feed);
}

/** Indeed's words for the board's job types. */
const AGGREGATOR_JOB_TYPES: Record<string, string> = { "Full-Time": "fulltime", Contract: "contract" };

/** "$40 - $55 per hour", as aggregators read a pay range (one amount when both ends are equal). */
export function aggregatorSalary(rateMin: number, rateMax: number): string {
  return rateMin === rateMax ? `$${rateMin} per hour` : `$${rateMin} - $${rateMax} per hour`;
}

/**
 * The newest open openings matching the query, in English, for the aggregators' feed: as many as
 * fit in its `<job>`s (AGGREGATOR_JOB_LIMIT), each with the countries it is listed in (the
 * query's country alone when it names one).
 */
export async function loadAggregatorEntries(
  db: Database,
  query: JobBoardQuery,
  options: { now: Date; origin?: string; openingLimit?: number; jobLimit?: number },
): Promise<FeedEntry[]> {
  const origin = options.origin ?? site.origin;
  const { page: _page, ...filters } = query;
  const rows = await openOpeningsWithTexts(db, filters, options.openingLimit ?? AGGREGATOR_OPENING_LIMIT);
  const jobLimit = options.jobLimit ?? AGGREGATOR_JOB_LIMIT;
  const entries: FeedEntry[] = [];
  let jobs = 0;
  for (const row of rows) {
    const entry = feedEntry(row, { locale: "en", origin, now: options.now });
    if (query.country) entry.countries = entry.countries.filter((country) => country.code === query.country);
    if (jobs + entry.countries.length > jobLimit) break;
    jobs += entry.countries.length;
    entries.push(entry);
  }
  return entries;
}

/**
 * The aggregators' feed in Indeed's structure (https://docs.indeed.com/indeed-apply/xml-feed),
 * which other aggregators read too: one `<job>` per opening and country it is open to (Indeed
 * asks a job in several locations for one each, with its own reference number), every field in
 * CDATA, a fully remote role of the company, applied to on its page on the site.
 */
export function renderAggregatorFeed(
  entries: readonly FeedEntry[],
  options: { origin: string; now: Date },
): string {
  const cdata = (text: string) => ({ "#cdata": xmlSafe(text) });
  const jobs = entries.flatMap((entry) =>
    entry.countries.map((country) => ({
      title: cdata(entry.title),
      date: cdata(rfc3339(entry.published)),
      referencenumber: cdata(`${entry.id}-${country.code}`),
      requisitionid: cdata(entry.id),
      url: cdata(entry.url),
      company: cdata(site.name),
      sourcename: cdata(site.name),
      city: cdata(""),
      state: cdata(""),
      country: cdata(country.code),
      description: cdata(entry.html),
      salary: cdata(aggregatorSalary(entry.rateMin, entry.rateMax)),
      jobtype: cdata(AGGREGATOR_JOB_TYPES[entry.type] ?? entry.type.toLowerCase()),
      category: cdata(`${entry.categoryName}, ${entry.stackName}`),
      experience: cdata(entry.seniorityName),
      expirationdate: cdata(rfc3339(entry.validThrough)),
      remotetype: cdata("Fully remote"),
    })),
  );
  return render(
    {
      source: {
        publisher: site.name,
        publisherurl: `${options.origin}/`,
        lastBuildDate: rfc822(newestUpdate(entries, options.now)),
        job: jobs,
      },
    },
    // Unformatted: whitespace beside a CDATA section would be part of the field.
    false,
  );
}
