/**
 * The public job board's answers, rendered on request by Astro (site/pages/[...locale]/jobs/):
 * the listing of open openings, one opening's page (open, closed, gone or unknown), its
 * JobPosting structured data, and the in-process cache of the rendered pages, each rendered once
 * however many ask for it at the same moment, that every instance purges whenever the team
 * publishes, closes, reopens, edits or deletes an opening.
 */

import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { JobPosting, WithContext } from "schema-dts";
import { isJobBoardPage } from "~/content/astro-pages";
import { categories, findStack } from "~/content/categories";
import type { CountryCode } from "~/content/countries";
import { jobBoardTextFor } from "~/content/job-board-locales";
import { type JobBoardQuery, jobBoardSearch } from "~/content/job-board-search";
import type { JobTranslationLocale } from "~/content/job-openings";
import { categoryText } from "~/content/locale-content";
import { site } from "~/content/site";
import { negotiateEncoding } from "~/lib/content-encoding";
import { type Locale, localizePath, TRANSLATED_LOCALES } from "~/lib/i18n/locales";
import type { Database } from "~server/db/client";
import type { JobOpeningRow } from "~server/db/schema";
import { jobBoardQueryFrom } from "./job-board-filters";
import { renderMarkdown } from "./markdown.server";
import {
  getOpeningBySlug,
  listOpenings,
  newestOpenings,
  type OpeningPage,
  type OpeningScope,
  type OpeningSummary,
  openOpeningsForSitemap,
  similarOpenings,
} from "./openings.server";

/** A closed opening's page answers 410 Gone this long after it closed. */
export const GONE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Shared caches (a CDN) keep a job page a minute; browsers revalidate with the ETag each time. */
export const JOB_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** An opening without a valid-through date is announced as open for this long from today. */
const DEFAULT_VALIDITY_DAYS = 30;

/**
 * The validThrough of an opening without an end date: the end of the current 30-day period
 * counted from its publication. Anchored there, every render and every instance gives the same
 * date, which moves only once it has passed and the opening is still open.
 */
export function openEndedValidThrough(publishedAt: Date, now: Date): Date {
  const period = DEFAULT_VALIDITY_DAYS * DAY_MS;
  const periods = Math.max(1, Math.ceil((now.getTime() - publishedAt.getTime()) / period));
  return new Date(publishedAt.getTime() + periods * period);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The language of a page's openings: English, or a translated version's locale. */
const translatedLocale = (locale: Locale): JobTranslationLocale | undefined =>
  locale === "en" ? undefined : locale;

/** The listing's page: the store's open openings for the query, titles in the page's language where they have one. */
export function listJobBoard(db: Database, query: JobBoardQuery, locale: Locale): Promise<OpeningPage> {
  const { page, ...filters } = query;
  return listOpenings(db, { ...filters, page, titlesIn: translatedLocale(locale) });
}

/** The example jobs a candidate, category or stack page shows: as many as its row of samples. */
export const EXAMPLE_JOBS_LIMIT = 3;

/**
 * The example jobs of a page: the newest open openings of its scope (a stack's, a category's, or
 * every one), titles in the page's language where they have one; none when the scope has none.
 */
export function exampleOpenings(
  db: Database,
  scope: OpeningScope,
  locale: Locale,
): Promise<OpeningSummary[]> {
  return newestOpenings(db, scope, EXAMPLE_JOBS_LIMIT, translatedLocale(locale));
}

export interface JobSection {
  key: "description" | "responsibilities" | "requirements" | "benefits";
  /** Sanitised HTML from the team's Markdown (markdown.server.ts). */
  html: string;
}

/** One opening as its page shows it, in the page's language where the opening has that version. */
export interface JobView {
  slug: string;
  title: string;
  /** The language of the texts: the page's, or "en" where the opening has no version in it. */
  textLocale: "en" | JobTranslationLocale;
  category: string;
  stack: string;
  stackName: string;
  seniority: string;
  type: string;
  countries: string[];
  rateMin: number;
  rateMax: number;
  sections: JobSection[];
  publishedAt: string | null;
  updatedAt: string;
}

export type JobPageAnswer =
  | {
      state: "open";
      status: 200;
      job: JobView;
      similar: OpeningSummary[];
      jobPosting: WithContext<JobPosting>;
    }
  | { state: "closed"; status: 200; job: JobView; similar: OpeningSummary[]; closedAt: string }
  | { state: "gone"; status: 410; title: string }
  | { state: "missing"; status: 404 };

const SECTION_KEYS = ["description", "responsibilities", "requirements", "benefits"] as const;

/** The opening's texts and facts in `locale` where it has a version in it, its English ones otherwise. */
export function jobView(row: JobOpeningRow, locale: Locale): JobView {
  const translated = translatedLocale(locale);
  const texts = translated ? row.translations[translated] : undefined;
  const textOf = (key: (typeof SECTION_KEYS)[number]) => (texts ? texts[key] : row[key]);
  return {
    slug: row.slug,
    title: texts?.title || row.title,
    textLocale: texts && translated ? translated : "en",
    category: row.category,
    stack: row.stack,
    stackName: findStack(row.category, row.stack)?.stack.name ?? row.stack,
    seniority: row.seniority,
    type: row.type,
    countries: row.countries,
    rateMin: row.rateMin,
    rateMax: row.rateMax,
    sections: SECTION_KEYS.map((key) => ({ key, html: renderMarkdown(textOf(key) ?? "") })).filter(
      (section) => section.html,
    ),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * When an opening stopped taking applications: its closing time, or the end of its valid-through
 * day for a published one past it; null while it is open.
 */
function closedSince(
  row: Pick<JobOpeningRow, "status" | "closedAt" | "validThrough">,
  now: Date,
): Date | null {
  if (row.status === "closed") return row.closedAt ?? now;
  if (row.status === "published" && row.validThrough) {
    const end = new Date(`${row.validThrough}T00:00:00Z`).getTime() + DAY_MS;
    if (end <= now.getTime()) return new Date(end);
  }
  return null;
}

/**
 * What `/jobs/{slug}` answers: an open opening with its JobPosting, a closed one without it (and
 * with similar open roles), 410 once it has been closed for 30 days, 404 for a draft or an unknown
 * slug.
 */
export async function answerJobPage(
  db: Database,
  slug: string,
  options: { locale: Locale; now: Date; origin?: string },
): Promise<JobPageAnswer> {
  if (!SLUG.test(slug) || slug.length > 100) return { state: "missing", status: 404 };
  const row = await getOpeningBySlug(db, slug);
  if (!row || row.status === "draft") return { state: "missing", status: 404 };
  const closed = closedSince(row, options.now);
  if (closed && options.now.getTime() - closed.getTime() >= GONE_AFTER_DAYS * DAY_MS) {
    return { state: "gone", status: 410, title: row.title };
  }
  const job = jobView(row, options.locale);
  const similar = await similarOpenings(db, row, 3, translatedLocale(options.locale));
  if (closed) return { state: "closed", status: 200, job, similar, closedAt: closed.toISOString() };
  return {
    state: "open",
    status: 200,
    job,
    similar,
    jobPosting: jobPostingJsonLd(row, {
      now: options.now,
      origin: options.origin ?? site.origin,
      locale: options.locale,
    }),
  };
}

/**
 * The title, in `locale` when the opening has a version in it, of the opening of this slug if
 * candidates may apply to it now (published, not past its date); null otherwise.
 */
export async function openOpeningTitle(
  db: Database,
  slug: string,
  now: Date,
  locale: Locale,
): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const row = await getOpeningBySlug(db, slug);
  if (!(row?.status === "published" && closedSince(row, now) === null)) return null;
  return jobView(row, locale).title;
}

/** Whether candidates may apply to the opening of this slug now (published, not past its date). */
export async function isOpenOpening(db: Database, slug: string, now: Date): Promise<boolean> {
  if (!SLUG.test(slug)) return false;
  const row = await getOpeningBySlug(db, slug);
  return row?.status === "published" && closedSince(row, now) === null;
}

const EMPLOYMENT_TYPES: Record<string, string> = { "Full-Time": "FULL_TIME", Contract: "CONTRACTOR" };

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The opening's whole text as one piece of HTML: its description, then each other section under
 * its heading in the page's language. The sections are the page's own sanitised HTML, so the
 * structured data and the feeds carry what the page shows.
 */
export function jobDescriptionHtml(view: JobView, locale: Locale): string {
  const text = jobBoardTextFor(locale);
  return view.sections
    .map((section) =>
      section.key === "description"
        ? section.html
        : `<h3>${text.job.sections[section.key]}</h3>${section.html}`,
    )
    .join("");
}

/**
 * The opening as Google for Jobs reads it (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * a remote (TELECOMMUTE) posting open to the listed countries, paid an hourly USD range, that
 * candidates apply to on the page itself. Only an open opening's page carries it, in the page's
 * language: the opening's version in it (or its English text), the page's section headings,
 * country and category names.
 */
export function jobPostingJsonLd(
  row: JobOpeningRow,
  options: { now: Date; origin: string; locale?: Locale },
): WithContext<JobPosting> {
  const locale = options.locale ?? "en";
  const view = jobView(row, locale);
  const text = jobBoardTextFor(locale);
  const description = jobDescriptionHtml(view, locale);
  const path = localizePath(`/jobs/${row.slug}`, locale);
  const validThrough = row.validThrough
    ? `${row.validThrough}T23:59:59Z`
    : `${isoDate(openEndedValidThrough(row.publishedAt ?? row.createdAt, options.now))}T23:59:59Z`;
  const category = categories.find((entry) => entry.slug === row.category);
  const categoryName =
    category && (locale === "en" ? category.name : categoryText(locale, category.slug).name);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: view.title,
    description,
    identifier: { "@type": "PropertyValue", name: site.name, value: row.id },
    datePosted: (row.publishedAt ?? row.createdAt).toISOString(),
    validThrough,
    employmentType: EMPLOYMENT_TYPES[row.type] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: `${options.origin}/`,
      logo: `${options.origin}/apple-touch-icon.png`,
    },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: row.countries.map((code) => ({
      "@type": "Country",
      name: text.countryNames[code as CountryCode] ?? code,
    })),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: row.rateMin, maxValue: row.rateMax, unitText: "HOUR" },
    },
    directApply: true,
    url: `${options.origin}${path}`,
    ...(categoryName ? { occupationalCategory: categoryName } : {}),
  };
}

// --- The sitemap -----------------------------------------------------------------------------

export interface JobSitemapEntry {
  path: string;
  /** YYYY-MM-DD: the last time it was published or changed. */
  lastModified: string;
  priority: number;
}

/** The listing in every language, then every open opening in every language. */
export async function jobBoardSitemapEntries(db: Database, now: Date): Promise<JobSitemapEntry[]> {
  const openings = await openOpeningsForSitemap(db);
  const newest = openings.reduce<Date | null>(
    (latest, opening) => (!latest || opening.lastModified > latest ? opening.lastModified : latest),
    null,
  );
  const listingDate = isoDate(newest ?? now);
  return [
    { path: "/jobs", lastModified: listingDate, priority: 0.8 },
    { path: "/es/jobs", lastModified: listingDate, priority: 0.7 },
    { path: "/pt-br/jobs", lastModified: listingDate, priority: 0.7 },
    ...openings.flatMap((opening) => [
      { path: `/jobs/${opening.slug}`, lastModified: isoDate(opening.lastModified), priority: 0.6 },
      ...TRANSLATED_LOCALES.map((locale) => ({
        path: localizePath(`/jobs/${opening.slug}`, locale),
        lastModified: isoDate(opening.lastModified),
        priority: 0.5,
      })),
    ]),
  ];
}

// --- The page cache --------------------------------------------------------------------------

export interface CachedPage {
  status: number;
  body: string;
  headers: Record<string, string>;
  etag: string;
  /** Its brotli and gzip copies, made once as it is stored (encodedCopies). */
  encoded?: EncodedCopies;
}

export interface EncodedCopies {
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * A page's compressed copies, made once when the cache stores it: each request then gets the
 * copy its browser accepts, as a built file does, instead of being compressed again each time.
 * Brotli at quality 9 keeps a first request after a change quick, as it does for the build's
 * larger files (scripts/precompress.mjs).
 */
async function encodedCopies(body: string): Promise<EncodedCopies> {
  const bytes = Buffer.from(body, "utf8");
  const [br, gzip] = await Promise.all([
    brotliCompress(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipCompress(bytes, { level: 9 }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gzip) };
}

/**
 * Renders allowed to run at once, in the whole process. A render holds its page's whole tree and
 * strings until it ends (tens of megabytes for a stack page), and rendering is work for the one
 * JavaScript thread: more at once only adds memory and makes every one of them finish later.
 * Two keep a database wait overlapped with the other render; the rest wait their turn in order.
 */
const RENDERS_AT_ONCE = 2;

/** Runs tasks with at most `limit` of them running at once, the others queued in order. */
export interface RenderSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
}

export function createRenderSlots(limit = RENDERS_AT_ONCE): RenderSlots {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(task) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return queue.length;
    },
  };
}

/** A page as a render returns it: the cache adds its ETag and, when it keeps it, its compressed copies. */
export type RenderedPage = CachedPage | Omit<CachedPage, "etag">;

/**
 * The rendered job pages, by path and query, kept in memory for `ttlMs` (a safety net: every
 * instance's cache is purged when an opening changes anywhere, job-board-purge.server.ts), at most
 * `maxEntries` of them and `maxBytes` of bodies and copies. `load` renders a missing page once
 * however many requests ask for it meanwhile (single flight), through the process's render slots.
 * `purge` empties it; a page rendered while a purge happened is served to those who asked but not
 * stored (its generation is gone), and a request after the purge renders anew.
 */
export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage, generation: number): void;
  /** The page of `key`: the stored one, the render in flight for it, or a new render. */
  load(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage>;
  readonly generation: number;
  readonly size: number;
  /** The renders in flight, one per key. */
  readonly rendering: number;
  purge(): void;
  /** Calls `listener` after every purge, with the new generation; returns its removal. */
  onPurge(listener: (generation: number) => void): () => void;
}

/** What a page holds in memory: its body (UTF-16 in the heap, counted as bytes) and its copies. */
const sizeOf = (page: CachedPage) =>
  page.body.length * 2 + (page.encoded ? page.encoded.br.byteLength + page.encoded.gzip.byteLength : 0);

export function createPageCache(
  options: {
    ttlMs?: number;
    maxEntries?: number;
    maxBytes?: number;
    slots?: RenderSlots;
    now?: () => number;
  } = {},
): PageCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const slots = options.slots ?? createRenderSlots();
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; storedAt: number; bytes: number }>();
  const inFlight = new Map<string, Promise<CachedPage>>();
  const listeners = new Set<(generation: number) => void>();
  let generation = 0;
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const cache: PageCache = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        remove(key);
        return undefined;
      }
      return entry.page;
    },
    set(key, page, pageGeneration) {
      if (pageGeneration !== generation) return;
      remove(key);
      const size = sizeOf(page);
      if (size > maxBytes) return;
      // The oldest entries make room: searches with any words cannot grow the map without end.
      while (entries.size >= maxEntries || (entries.size > 0 && bytes + size > maxBytes)) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      entries.set(key, { page, storedAt: now(), bytes: size });
      bytes += size;
    },
    load(key, render) {
      const stored = cache.get(key);
      if (stored) return Promise.resolve(stored);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const pageGeneration = generation;
      const loading = slots
        .run(async () => {
          const rendered = await render();
          const page: CachedPage = { ...rendered, etag: pageEtag(rendered.body) };
          if (page.status === 200 || page.status === 404 || page.status === 410) {
            page.encoded = await encodedCopies(page.body);
            cache.set(key, page, pageGeneration);
          }
          return page;
        })
        .finally(() => {
          if (inFlight.get(key) === loading) inFlight.delete(key);
        });
      inFlight.set(key, loading);
      return loading;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get rendering() {
      return inFlight.size;
    },
    purge() {
      generation += 1;
      entries.clear();
      bytes = 0;
      // Renders begun before the purge still answer their own requests; later ones start afresh.
      inFlight.clear();
      for (const listener of listeners) listener(generation);
    },
    onPurge(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return cache;
}

/** The job board's share of the server's services: its database, clock, page cache and render slots. */
export interface JobBoard {
  db: Database;
  now: () => Date;
  pages: PageCache;
  /** The process's render slots: every page rendered on request takes one, cached or not. */
  renders: RenderSlots;
  /**
   * Empties the page cache here and, through `announce`, in every other instance: the inbox
   * calls it after every change to an opening. It resolves once the others have been told.
   */
  purge(): Promise<void>;
}

export function createJobBoard(options: {
  db: Database;
  now?: () => Date;
  cache?: PageCache;
  /** Tells the other instances sharing the database (job-board-purge.server.ts). */
  announce?: () => Promise<void>;
}): JobBoard {
  const now = options.now ?? (() => new Date());
  const renders = createRenderSlots();
  const pages = options.cache ?? createPageCache({ now: () => now().getTime(), slots: renders });
  return {
    db: options.db,
    now,
    pages,
    renders,
    purge: async () => {
      pages.purge();
      await options.announce?.();
    },
  };
}

/**
 * The validator of a page's content. It is weak: a page goes out as its brotli or gzip copy or
 * uncompressed, whichever the browser accepts, and a strong tag would name one sequence of bytes
 * while being sent with three (RFC 9110, section 8.8.1). A weak tag still answers If-None-Match
 * with a 304.
 */
function pageEtag(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * The cache key of a request for a page the cache answers (isJobBoardCachedPage): its path, and
 * for the listing its query in the board's own order; no other page reads the query.
 */
export function jobPageCacheKey(url: URL): string {
  const path = url.pathname.replace(/(.)\/+$/, "$1");
  const isListing = isJobBoardPage(path) && /\/jobs$/.test(path);
  return isListing ? `${path}${jobBoardSearch(jobBoardQueryFrom(url.searchParams))}` : path;
}

/** What a cached page's answer depends on in its request. */
export interface PageRequest {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/** A cached page's answer to one request: its status, its headers and its body (none for HEAD and 304). */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer of a page of the cache: a weak ETag (304 when the browser's copy is current), a
 * short shared-cache lifetime, and the compressed copy the browser accepts.
 */
export function cachedPageAnswer(page: CachedPage, request: PageRequest): PageAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) {
    headers[name.toLowerCase() === "vary" ? "Vary" : name] = value;
  }
  headers.ETag = page.etag;
  headers["Cache-Control"] = JOB_PAGE_CACHE_CONTROL;
  headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding";
  if (etagMatches(request.ifNoneMatch, page.etag)) {
    // The page's own headers too: the browser replaces its stored ones with a 304's, and a
    // Content-Security-Policy left to the server's default would block the page's inline scripts.
    return { status: 304, headers, body: null };
  }
  // A stored page goes out as the copy the browser accepts; the server's compression leaves an
  // encoded answer alone. Any other answer is compressed by the server as usual.
  const encoding = page.encoded ? negotiateEncoding(request.acceptEncoding, page.encoded) : "identity";
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  const body = encoding === "identity" || !page.encoded ? page.body : page.encoded[encoding];
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

/**
 * Answers a GET or HEAD of a job board page from the cache, rendering and storing it when absent
 * (cachedPageAnswer).
 */
export async function answerFromPageCache(
  request: Request,
  cache: PageCache,
  key: string,
  render: () => Promise<RenderedPage>,
): Promise<Response> {
  const page = await cache.load(key, render);
  const { status, headers, body } = cachedPageAnswer(page, {
    method: request.method,
    ifNoneMatch: request.headers.get("If-None-Match") ?? undefined,
    acceptEncoding: request.headers.get("Accept-Encoding") ?? undefined,
  });
  return new Response(body, { status, headers });
}
