/**
 * The openings store: the public listing (filters, search, pages), one opening by slug, similar
 * openings, and the team's changes (create, edit, publish, close, reopen, duplicate, delete).
 * Every function takes a database or a transaction, so the inbox writes each change together with
 * its audit entry.
 */
import { and, arrayContains, count, desc, eq, gte, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { JobStatus, JobTranslationLocale } from "~/content/job-openings";
import type { Database } from "~server/db/client";
import { type JobOpeningRow, jobOpenings, jobOpeningTexts } from "~server/db/schema";
import { MAX_QUERY_WORDS } from "./job-board-filters";
import type { OpeningInput } from "./schema";
import { slugify } from "./schema";

export const PUBLIC_PAGE_SIZE = 20;
const INBOX_PAGE_SIZE = 50;

export interface OpeningFilters {
  category?: string;
  stack?: string;
  type?: string;
  seniority?: string;
  /** An ISO code: openings candidates from this country may apply to. */
  country?: string;
  /** USD an hour: openings whose range reaches it. */
  minRate?: number;
  /** Words of the title. */
  q?: string;
  /** Only openings with a version in this language (and their titles in it). */
  locale?: JobTranslationLocale;
  /**
   * Every opening, each with its title in this language where it has a version in it (the
   * translated job lists): the search looks in both titles.
   */
  titlesIn?: JobTranslationLocale;
  page?: number;
}

export interface OpeningSummary {
  slug: string;
  title: string;
  /** The language of `title`: "en", or the translated version's locale. */
  titleLocale: "en" | JobTranslationLocale;
  category: string;
  stack: string;
  seniority: string;
  type: string;
  location: string;
  countries: string[];
  rateMin: number;
  rateMax: number;
  publishedAt: string | null;
  validThrough: string | null;
}

export interface OpeningPage {
  openings: OpeningSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** Published and not past its valid-through date: what candidates may see and apply to. */
function isOpen(): SQL {
  return and(
    eq(jobOpenings.status, "published"),
    or(isNull(jobOpenings.validThrough), gte(jobOpenings.validThrough, sql`current_date`)),
  ) as SQL;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filterConditions(filters: OpeningFilters): SQL[] {
  const conditions: SQL[] = [isOpen()];
  if (filters.category) conditions.push(eq(jobOpenings.category, filters.category));
  if (filters.stack) conditions.push(eq(jobOpenings.stack, filters.stack));
  if (filters.type) conditions.push(eq(jobOpenings.type, filters.type as JobOpeningRow["type"]));
  if (filters.seniority) conditions.push(eq(jobOpenings.seniority, filters.seniority));
  if (filters.country) conditions.push(arrayContains(jobOpenings.countries, [filters.country]));
  if (filters.minRate) conditions.push(gte(jobOpenings.rateMax, filters.minRate));
  if (filters.locale) conditions.push(arrayContains(jobOpenings.locales, [filters.locale]));
  for (const word of (filters.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS)) {
    const pattern = `%${escapeLike(word)}%`;
    if (!filters.locale && filters.titlesIn) {
      conditions.push(
        or(
          ilike(jobOpenings.title, pattern),
          sql`exists (select 1 from ${jobOpeningTexts} where ${jobOpeningTexts.openingId} = ${jobOpenings.id} and (${jobOpeningTexts.translations} -> ${filters.titlesIn} ->> 'title') ilike ${pattern})`,
        ) as SQL,
      );
      continue;
    }
    conditions.push(
      filters.locale
        ? sql`exists (select 1 from ${jobOpeningTexts} where ${jobOpeningTexts.openingId} = ${jobOpenings.id} and (${jobOpeningTexts.translations} -> ${filters.locale} ->> 'title') ilike ${pattern})`
        : ilike(jobOpenings.title, pattern),
    );
  }
  return conditions;
}

function toSummary(
  row: typeof jobOpenings.$inferSelect & { translatedTitle?: string | null },
  locale?: JobTranslationLocale,
): OpeningSummary {
  return {
    slug: row.slug,
    title: row.translatedTitle || row.title,
    titleLocale: row.translatedTitle && locale ? locale : "en",
    category: row.category,
    stack: row.stack,
    seniority: row.seniority,
    type: row.type,
    location: row.location,
    countries: row.countries,
    rateMin: row.rateMin,
    rateMax: row.rateMax,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    validThrough: row.validThrough,
  };
}

const summaryColumns = {
  id: jobOpenings.id,
  slug: jobOpenings.slug,
  title: jobOpenings.title,
  category: jobOpenings.category,
  stack: jobOpenings.stack,
  seniority: jobOpenings.seniority,
  type: jobOpenings.type,
  location: jobOpenings.location,
  countries: jobOpenings.countries,
  rateMin: jobOpenings.rateMin,
  rateMax: jobOpenings.rateMax,
  rateOverride: jobOpenings.rateOverride,
  locales: jobOpenings.locales,
  validThrough: jobOpenings.validThrough,
  status: jobOpenings.status,
  publishedAt: jobOpenings.publishedAt,
  closedAt: jobOpenings.closedAt,
  createdById: jobOpenings.createdById,
  updatedById: jobOpenings.updatedById,
  createdAt: jobOpenings.createdAt,
  updatedAt: jobOpenings.updatedAt,
};

/** Summaries of openings, each with its title in `titlesIn` where it has one (from its texts). */
function selectSummaries(db: Database, titlesIn: JobTranslationLocale | undefined) {
  return db
    .select({
      ...summaryColumns,
      translatedTitle: titlesIn
        ? sql<string | null>`(${jobOpeningTexts.translations} -> ${titlesIn} ->> 'title')`
        : sql<null>`null`,
    })
    .from(jobOpenings)
    .leftJoin(jobOpeningTexts, eq(jobOpeningTexts.openingId, jobOpenings.id));
}

/** The public listing: open openings matching every filter, newest first, a page at a time. */
export async function listOpenings(db: Database, filters: OpeningFilters = {}): Promise<OpeningPage> {
  const where = and(...filterConditions(filters));
  const [totalRow] = await db.select({ total: count() }).from(jobOpenings).where(where);
  const total = Number(totalRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pageCount);
  const titleLocale = filters.locale ?? filters.titlesIn;
  const rows = await selectSummaries(db, titleLocale)
    .where(where)
    .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id))
    .limit(PUBLIC_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_PAGE_SIZE);
  return { openings: rows.map((row) => toSummary(row, titleLocale)), total, page, pageCount };
}

/** One opening in any status (the public page decides what a draft or a closed one answers). */
export async function getOpeningBySlug(db: Database, slug: string): Promise<JobOpeningRow | undefined> {
  return getOpeningWhere(db, eq(jobOpenings.slug, slug));
}

export async function getOpeningById(db: Database, id: string): Promise<JobOpeningRow | undefined> {
  return getOpeningWhere(db, eq(jobOpenings.id, id));
}

async function getOpeningWhere(db: Database, where: SQL): Promise<JobOpeningRow | undefined> {
  const [row] = await db
    .select()
    .from(jobOpenings)
    .innerJoin(jobOpeningTexts, eq(jobOpeningTexts.openingId, jobOpenings.id))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const { openingId: _openingId, ...texts } = row.job_opening_texts;
  return { ...row.job_openings, ...texts };
}

/** The opening's columns and its texts' row, from the editor's input. */
function splitInput(input: OpeningInput) {
  const { description, responsibilities, requirements, benefits, translations, ...opening } = input;
  return {
    opening: { ...opening, locales: Object.keys(translations) },
    texts: { description, responsibilities, requirements, benefits, translations },
  };
}

/** Other open openings of the same category, those of the same stack first (titles in `titlesIn` where they have one). */
export async function similarOpenings(
  db: Database,
  opening: Pick<JobOpeningRow, "id" | "category" | "stack">,
  limit = 3,
  titlesIn?: JobTranslationLocale,
): Promise<OpeningSummary[]> {
  const rows = await selectSummaries(db, titlesIn)
    .where(and(isOpen(), eq(jobOpenings.category, opening.category), ne(jobOpenings.id, opening.id)))
    .orderBy(
      desc(sql`${jobOpenings.stack} = ${opening.stack}`),
      desc(jobOpenings.publishedAt),
      desc(jobOpenings.id),
    )
    .limit(limit);
  return rows.map((row) => toSummary(row, titlesIn));
}

/** The part of the board a page speaks of: every opening, one category's or one stack's. */
export interface OpeningScope {
  category?: string;
  /** A stack of `category`: a stack's slug alone may name stacks of several categories. */
  stack?: string;
}

/**
 * The newest open openings of a scope, at most `limit` (titles in `titlesIn` where they have one):
 * the example jobs of the candidate, category and stack pages.
 */
export async function newestOpenings(
  db: Database,
  scope: OpeningScope,
  limit: number,
  titlesIn?: JobTranslationLocale,
): Promise<OpeningSummary[]> {
  const rows = await selectSummaries(db, titlesIn)
    .where(and(...filterConditions({ category: scope.category, stack: scope.stack })))
    .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id))
    .limit(limit);
  return rows.map((row) => toSummary(row, titlesIn));
}

/**
 * The newest open openings matching the board's filters, each with its texts, at most `limit`:
 * what the board's feeds carry (job-feeds.server.ts). The filters are the listing's, so a feed
 * holds the openings its board page lists, page after page.
 */
export async function openOpeningsWithTexts(
  db: Database,
  filters: Omit<OpeningFilters, "page">,
  limit: number,
): Promise<JobOpeningRow[]> {
  const rows = await db
    .select()
    .from(jobOpenings)
    .innerJoin(jobOpeningTexts, eq(jobOpeningTexts.openingId, jobOpenings.id))
    .where(and(...filterConditions(filters)))
    .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id))
    .limit(limit);
  return rows.map((row) => {
    const { openingId: _openingId, ...texts } = row.job_opening_texts;
    return { ...row.job_openings, ...texts };
  });
}

/** Every open opening's address and the time it last changed (published or edited), for the sitemap. */
export async function openOpeningsForSitemap(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  const rows = await db
    .select({
      slug: jobOpenings.slug,
      publishedAt: jobOpenings.publishedAt,
      updatedAt: jobOpenings.updatedAt,
    })
    .from(jobOpenings)
    .where(isOpen())
    .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id));
  return rows.map((row) => ({
    slug: row.slug,
    lastModified: row.publishedAt && row.publishedAt > row.updatedAt ? row.publishedAt : row.updatedAt,
  }));
}

// --- The team's side -------------------------------------------------------------------------

export interface InboxOpeningItem {
  id: string;
  slug: string;
  title: string;
  category: string;
  stack: string;
  type: string;
  rateMin: number;
  rateMax: number;
  status: JobStatus;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
}

export interface InboxOpeningPage {
  openings: InboxOpeningItem[];
  counts: Record<JobStatus | "all", number>;
  page: number;
  pageCount: number;
}

/** The inbox's list: every status or one, most recently changed first, with the count per status. */
export async function listOpeningsForInbox(
  db: Database,
  query: { status?: JobStatus | ""; page?: number } = {},
): Promise<InboxOpeningPage> {
  const countRows = await db
    .select({ status: jobOpenings.status, total: count() })
    .from(jobOpenings)
    .groupBy(jobOpenings.status);
  const counts: InboxOpeningPage["counts"] = { all: 0, draft: 0, published: 0, closed: 0 };
  for (const row of countRows) {
    counts[row.status] = Number(row.total);
    counts.all += Number(row.total);
  }
  const total = query.status ? counts[query.status] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1) || 1), pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(jobOpenings)
    .where(query.status ? eq(jobOpenings.status, query.status) : undefined)
    .orderBy(desc(jobOpenings.updatedAt), desc(jobOpenings.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return {
    openings: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      stack: row.stack,
      type: row.type,
      rateMin: row.rateMin,
      rateMax: row.rateMax,
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
    counts,
    page,
    pageCount,
  };
}

/** The title's slug, or it with the next free number ("prompt-engineer-2"). */
async function freeSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: jobOpenings.slug })
    .from(jobOpenings)
    .where(or(eq(jobOpenings.slug, base), sql`${jobOpenings.slug} ~ ${`^${base}-[0-9]+$`}`));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let number = 2;
  while (used.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/**
 * A new opening (a draft unless `status` says otherwise) with a slug from its title. Two editors
 * saving the same title at once: the one whose slug was taken first takes the next number. It
 * writes two rows: call it in a transaction (as the inbox and the seed do).
 */
export async function createOpening(
  db: Database,
  input: OpeningInput,
  options: { actorId: string | null; status?: JobStatus } = { actorId: null },
): Promise<JobOpeningRow> {
  const status = options.status ?? "draft";
  const { opening, texts } = splitInput(input);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(jobOpenings)
      .values({
        ...opening,
        slug: await freeSlug(db, input.title),
        status,
        publishedAt: status === "published" ? new Date() : null,
        createdById: options.actorId,
        updatedById: options.actorId,
      })
      .onConflictDoNothing({ target: jobOpenings.slug })
      .returning();
    if (row) {
      await db.insert(jobOpeningTexts).values({ openingId: row.id, ...texts });
      return { ...row, ...texts };
    }
    // Taken meanwhile: the next round picks the next free number.
  }
  throw new Error("No free slug for the opening");
}

/** The editor's changes; the slug stays (it is the opening's public address). Two rows: in a transaction. */
export async function updateOpening(
  db: Database,
  id: string,
  input: OpeningInput,
  actorId: string | null,
): Promise<JobOpeningRow | undefined> {
  const { opening, texts } = splitInput(input);
  const [row] = await db
    .update(jobOpenings)
    .set({ ...opening, updatedById: actorId, updatedAt: new Date() })
    .where(eq(jobOpenings.id, id))
    .returning();
  if (!row) return undefined;
  await db.update(jobOpeningTexts).set(texts).where(eq(jobOpeningTexts.openingId, id));
  return { ...row, ...texts };
}

export type OpeningTransition = "publish" | "close" | "reopen";

const TRANSITIONS: Record<OpeningTransition, { from: JobStatus; to: JobStatus }> = {
  publish: { from: "draft", to: "published" },
  close: { from: "published", to: "closed" },
  reopen: { from: "closed", to: "published" },
};

/**
 * Moves an opening along draft → published → closed → published. Only from the status the move
 * starts from, so two editors clicking at once change it once; undefined when it was not there.
 */
export async function transitionOpening(
  db: Database,
  id: string,
  transition: OpeningTransition,
  actorId: string | null,
): Promise<typeof jobOpenings.$inferSelect | undefined> {
  const { from, to } = TRANSITIONS[transition];
  const now = new Date();
  const [row] = await db
    .update(jobOpenings)
    .set({
      status: to,
      ...(transition === "publish" ? { publishedAt: now } : {}),
      closedAt: transition === "close" ? now : null,
      updatedById: actorId,
      updatedAt: now,
    })
    .where(and(eq(jobOpenings.id, id), eq(jobOpenings.status, from)))
    .returning();
  return row;
}

/** A draft copy, titled like the original and with its own slug. */
export async function duplicateOpening(
  db: Database,
  id: string,
  actorId: string | null,
): Promise<JobOpeningRow | undefined> {
  const original = await getOpeningById(db, id);
  if (!original) return undefined;
  const {
    id: _id,
    slug: _slug,
    status: _status,
    publishedAt: _publishedAt,
    closedAt: _closedAt,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    createdById: _createdById,
    updatedById: _updatedById,
    locales: _locales,
    ...input
  } = original;
  return createOpening(db, input as OpeningInput, { actorId });
}

/** Deletes the opening and, with it, its texts. */
export async function deleteOpening(
  db: Database,
  id: string,
): Promise<typeof jobOpenings.$inferSelect | undefined> {
  const [row] = await db.delete(jobOpenings).where(eq(jobOpenings.id, id)).returning();
  return row;
}
