/**
 * The talent pool's list at /inbox/candidates and its CSV export: the filters, the free-text
 * search and the orders, all of the state in the URL, answered by one set of SQL conditions.
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { allStacks, categories } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import { seniorityLevels } from "~/content/seniority";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import {
  CANDIDATE_STAGES,
  type CandidateStage,
  type CefrLevel,
  ENGLISH_LEVELS_CEFR,
  STAGE_LABELS,
} from "~server/db/vetting";
import { cellText, neutralizeCell } from "./lead-export.server";
import { isUuid } from "./lead-tables.server";
import { listDay } from "./list-day";

const text = (max: number) => z.string().trim().max(max).catch("");
/** Free text: its first `max` characters (a longer search is still a search), or empty. */
const freeText = (max: number) =>
  z
    .string()
    .catch("")
    // Control characters (a NUL no query takes) are spaces.
    .transform((value) =>
      value
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
        .replace(/[\u0000-\u001f\u007f]/g, " ")
        .trim()
        .slice(0, max)
        .trim(),
    );
const oneOf = (values: readonly string[]) =>
  z
    .string()
    .catch("")
    .transform((value) => (values.includes(value) ? value : ""));
/** A positive whole number, or empty (no bound) when the value is not one. */
const bound = (max: number) =>
  z
    .string()
    .trim()
    .catch("")
    .transform((value) =>
      /^\d{1,6}$/.test(value) && Number(value) > 0 && Number(value) <= max ? value : "",
    );

const CANDIDATE_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "rate", label: "Lowest rate first" },
  { value: "stage-age", label: "Longest in their stage" },
] as const;
type CandidateSort = (typeof CANDIDATE_SORTS)[number]["value"];

/** The list's state, all of it in the URL. Unusable values fall back to "any". */
const CandidateListQuerySchema = z.object({
  q: freeText(200),
  stack: oneOf(allStacks().map(({ stack }) => stack.slug)),
  category: oneOf(categories.map((category) => category.slug)),
  seniority: oneOf(seniorityLevels.map((level) => level.value)),
  country: oneOf(SERVED_COUNTRIES.map((country) => country.code)),
  /** The highest expected hourly rate in USD. */
  maxRate: bound(10_000),
  /** The lowest English level (CEFR). */
  english: oneOf(ENGLISH_LEVELS_CEFR),
  /** The fewest hours a week the candidate is available. */
  minHours: bound(168),
  stage: oneOf(CANDIDATE_STAGES),
  /** A user id, "none" (unassigned) or empty (anyone). */
  owner: text(40),
  /** Vetted on or after this UTC day. */
  vettedSince: listDay,
  sort: z
    .enum(CANDIDATE_SORTS.map((sort) => sort.value) as [CandidateSort, ...CandidateSort[]])
    .catch("newest"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type CandidateListQuery = z.infer<typeof CandidateListQuerySchema>;

export function parseCandidateListQuery(params: URLSearchParams): CandidateListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(CandidateListQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return CandidateListQuerySchema.parse(raw);
}

const CANDIDATES_PER_PAGE = 25;

/** The choices of the list's filters that the vetting rules define, for the view. */
export function candidateFilterOptions() {
  return {
    stages: CANDIDATE_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
    englishLevels: ENGLISH_LEVELS_CEFR.map((level) => ({ value: level, label: level })),
    sorts: CANDIDATE_SORTS.map((sort) => ({ value: sort.value, label: sort.label })),
  };
}
export type CandidateFilterOptions = ReturnType<typeof candidateFilterOptions>;

/** The English levels at or above `level`. */
function levelsFrom(level: string): string[] {
  return ENGLISH_LEVELS_CEFR.slice(ENGLISH_LEVELS_CEFR.indexOf(level as CefrLevel));
}

/** The list's filters as SQL over the row alias `t` (shared by the list and the CSV export). */
function conditions(query: CandidateListQuery): SQL[] {
  const where: SQL[] = [];
  // Every word of the search (or a longer word it begins) is somewhere in the candidate's name,
  // stacks, notes or résumés, in any order (drizzle/0020_pool_full_text.sql).
  if (query.q) where.push(sql`t.search_vector @@ pool_search_query(${query.q})`);
  if (query.stack) where.push(sql`${query.stack} = any(t.stacks)`);
  if (query.category) where.push(sql`t.category = ${query.category}`);
  if (query.seniority) where.push(sql`t.seniority = ${query.seniority}`);
  if (query.country) where.push(sql`t.country = ${query.country}`);
  if (query.maxRate) where.push(sql`t.hourly_rate_usd <= ${Number(query.maxRate)}`);
  if (query.english) {
    where.push(
      sql`t.english_level in (${sql.join(
        levelsFrom(query.english).map((level) => sql`${level}`),
        sql`, `,
      )})`,
    );
  }
  if (query.minHours) where.push(sql`t.hours_per_week >= ${Number(query.minHours)}`);
  if (query.stage) where.push(sql`t.stage = ${query.stage}`);
  if (query.owner === "none") where.push(sql`t.owner_id is null`);
  else if (isUuid(query.owner)) where.push(sql`t.owner_id = ${query.owner}::uuid`);
  // Still vetted, and vetted on or after that UTC day (the stage index answers it).
  if (query.vettedSince) {
    where.push(sql`t.stage = 'vetted' and t.stage_changed_at >= ${query.vettedSince}::date`);
  }
  return where;
}

const whereOf = (query: CandidateListQuery) => {
  const where = conditions(query);
  return where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
};

/** The list's order; `id` breaks ties so that pages never overlap. */
function listOrder(query: CandidateListQuery): SQL {
  if (query.sort === "rate") return sql`t.hourly_rate_usd asc nulls last, t.id asc`;
  if (query.sort === "stage-age") return sql`t.stage_changed_at asc, t.id asc`;
  return sql`t.created_at desc, t.id desc`;
}

export interface CandidateSummary {
  id: string;
  name: string;
  email: string;
  country: string | null;
  category: string | null;
  stacks: string[];
  seniority: string | null;
  englishLevel: string | null;
  hourlyRateUsd: number | null;
  hoursPerWeek: number | null;
  stage: CandidateStage;
  stageLabel: string;
  stageChangedAt: string;
  ownerEmail: string | null;
  createdAt: string;
}

/** A row of `pageQuery`. */
const candidateRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  time_zone: z.string().nullable(),
  languages: z.array(z.string()),
  english_level: z.string().nullable(),
  category: z.string().nullable(),
  stacks: z.array(z.string()),
  seniority: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  // numeric: its text (the export writes it as stored).
  hourly_rate_usd: z.union([z.string(), z.number()]).nullable(),
  hours_per_week: z.number().nullable(),
  earliest_start: z.string().nullable(),
  stage: z.enum(CANDIDATE_STAGES),
  stage_changed_at: dbTimestamp,
  tags: z.array(z.string()),
  links: z.array(z.string()),
  notes: z.string(),
  created_at: dbTimestamp,
  owner_email: z.string().nullable(),
});
type Row = z.output<typeof candidateRow>;

/**
 * One page of the matches in the list's order, with what the list and the export show (never
 * `t.*`, which would carry the search vector). The page's ids are found first and only their rows
 * are joined to their owner: an offset then skips bare ids, not joined rows.
 */
function pageQuery(query: CandidateListQuery, limit: number, offset: number): SQL {
  const order = listOrder(query);
  return sql`select t.id, t.name, t.email, t.country, t.time_zone, t.languages, t.english_level,
      t.category, t.stacks, t.seniority, t.years_of_experience, t.hourly_rate_usd, t.hours_per_week,
      t.earliest_start, t.stage, t.stage_changed_at, t.tags, t.links, t.notes, t.created_at,
      u.email as owner_email
    from (select t.id from candidates t ${whereOf(query)} order by ${order} limit ${limit} offset ${offset}) as p
    join candidates t on t.id = p.id
    left join inbox_users u on u.id = t.owner_id
    order by ${order}`;
}

function summaryOf(row: Row): CandidateSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    category: row.category,
    stacks: row.stacks,
    seniority: row.seniority,
    englishLevel: row.english_level,
    hourlyRateUsd: row.hourly_rate_usd === null ? null : Number(row.hourly_rate_usd),
    hoursPerWeek: row.hours_per_week,
    stage: row.stage,
    stageLabel: STAGE_LABELS[row.stage],
    stageChangedAt: new Date(row.stage_changed_at).toISOString(),
    ownerEmail: row.owner_email,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the pool, filtered and sorted on the server, with the count of every match. */
export async function listCandidates(
  db: Database,
  query: CandidateListQuery,
): Promise<{ candidates: CandidateSummary[]; total: number; pageCount: number }> {
  const where = whereOf(query);
  const [rows, counted] = await Promise.all([
    db.execute(pageQuery(query, CANDIDATES_PER_PAGE, (query.page - 1) * CANDIDATES_PER_PAGE)),
    db.execute(sql`select count(*)::int as total from candidates t ${where}`),
  ]);
  const total = parseRows("candidate count", z.object({ total: z.coerce.number() }), counted)[0]?.total ?? 0;
  return {
    candidates: parseRows("candidate list page", candidateRow, rows).map(summaryOf),
    total,
    pageCount: Math.max(1, Math.ceil(total / CANDIDATES_PER_PAGE)),
  };
}

/** Rows read per query while streaming the export. */
const EXPORT_BATCH_SIZE = 500;

const EXPORT_COLUMNS: { header: string; value: (row: Row) => unknown }[] = [
  { header: "Id", value: (row) => row.id },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Country", value: (row) => row.country },
  { header: "Time zone", value: (row) => row.time_zone },
  { header: "Languages", value: (row) => row.languages },
  { header: "English level", value: (row) => row.english_level },
  { header: "Category", value: (row) => row.category },
  { header: "Stacks", value: (row) => row.stacks },
  { header: "Seniority", value: (row) => row.seniority },
  { header: "Years of experience", value: (row) => row.years_of_experience },
  { header: "Hourly rate (USD)", value: (row) => row.hourly_rate_usd },
  { header: "Hours a week", value: (row) => row.hours_per_week },
  { header: "Earliest start", value: (row) => row.earliest_start },
  { header: "Stage", value: (row) => STAGE_LABELS[row.stage] },
  { header: "In stage since (UTC)", value: (row) => new Date(row.stage_changed_at) },
  { header: "Owner", value: (row) => row.owner_email },
  { header: "Tags", value: (row) => row.tags },
  { header: "Links", value: (row) => row.links },
  { header: "Notes", value: (row) => row.notes },
  { header: "Created (UTC)", value: (row) => new Date(row.created_at) },
];

/** Every candidate the list would show for this query, in its order, in batches. */
async function* matchingRows(db: Database, query: CandidateListQuery): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const page = parseRows(
      "candidate export batch",
      candidateRow,
      await db.execute(pageQuery(query, EXPORT_BATCH_SIZE, offset)),
    );
    yield* page;
    if (page.length < EXPORT_BATCH_SIZE) return;
  }
}

/**
 * The CSV of the list's current filter, every page, with the leads export's rules: a BOM for
 * spreadsheets and every cell formula-neutralised.
 */
export function candidatesCsvStream(db: Database, query: CandidateListQuery): ReadableStream<Uint8Array> {
  async function* records() {
    for await (const row of matchingRows(db, query)) {
      yield EXPORT_COLUMNS.map((column) => neutralizeCell(cellText(column.value(row))));
    }
  }
  const csv = stringify({ bom: true, header: true, columns: EXPORT_COLUMNS.map((column) => column.header) });
  // A failed query part-way ends the download with an error rather than a short file.
  pipeline(Readable.from(records()), csv, () => {});
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** The filter an export used, for the audit log: the search text is left out (it may name a person). */
export function candidateExportAuditDetail(query: CandidateListQuery): Record<string, unknown> {
  const { q, page: _page, sort, ...rest } = query;
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ""));
  return { sort, search: q !== "", filters };
}
