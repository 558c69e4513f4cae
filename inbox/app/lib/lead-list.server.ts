import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { expr, isUuid, LEAD_TABLES, tableOf } from "./lead-tables.server";
import { listDay } from "./list-day";
import { LEAD_KINDS, type LeadKind } from "./pipelines";

const text = (max: number) => z.string().trim().max(max).catch("");

/** The list's state, all of it in the URL. Unusable values fall back to their defaults. */
export const LeadListQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS).catch("hiring-requests"),
  q: text(200),
  status: text(40),
  /** A user id, "none" (unassigned) or empty (anyone). */
  owner: text(40),
  from: listDay,
  to: listDay,
  spam: z.enum(["", "clean", "possible", "quarantined"]).catch(""),
  utmSource: text(200),
  utmMedium: text(200),
  utmCampaign: text(200),
  /** A job opening's slug: the candidate applications sent from its page. */
  job: text(200),
  sort: z.enum(["newest", "oldest"]).catch("newest"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  per: z.coerce
    .number()
    .int()
    .catch(25)
    .transform((value) => Math.min(50, Math.max(25, value))),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(LeadListQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return LeadListQuerySchema.parse(raw);
}

export interface LeadSummary {
  id: string;
  name: string | null;
  email: string;
  company: string | null;
  status: string | null;
  ownerEmail: string | null;
  spam: boolean;
  spamReason: string | null;
  receivedAt: string;
  utmSource: string | null;
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  pageCount: number;
}

const summaryRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  status: z.string().nullable(),
  owner_email: z.string().nullable(),
  spam: z.boolean(),
  spam_reason: z.string().nullable(),
  received_at: dbTimestamp,
  utm_source: z.string().nullable(),
});

/** The list's filters as SQL over the row alias `t` (shared by the list and the CSV export). */
export function conditions(kind: LeadKind, query: LeadListQuery): SQL[] {
  const info = LEAD_TABLES[kind];
  const where: SQL[] = [];
  if (query.q) {
    // A literal substring match (typed LIKE wildcards are escaped) over the table's generated
    // search_document (every field, lower-cased; drizzle/0004_lead_search.sql), which a trigram
    // index answers.
    where.push(sql`t.search_document like lower(${`%${escapeLike(query.q)}%`})`);
  }
  if (query.status && info.hasPipeline) where.push(sql`t.status = ${query.status}`);
  if (query.owner === "none") where.push(sql`t.owner_id is null`);
  else if (isUuid(query.owner)) where.push(sql`t.owner_id = ${query.owner}::uuid`);
  // Days are UTC days.
  if (query.from) where.push(sql`t.received_at >= ${query.from}::date`);
  if (query.to) where.push(sql`t.received_at < ${query.to}::date + 1`);
  if (query.spam === "quarantined") where.push(sql`t.spam`);
  if (query.spam === "possible") where.push(sql`not t.spam and t.spam_reason is not null`);
  if (query.spam === "clean") where.push(sql`not t.spam and t.spam_reason is null`);
  if (query.utmSource) where.push(sql`t.attribution->>'utmSource' = ${query.utmSource}`);
  if (query.utmMedium) where.push(sql`t.attribution->>'utmMedium' = ${query.utmMedium}`);
  if (query.utmCampaign) where.push(sql`t.attribution->>'utmCampaign' = ${query.utmCampaign}`);
  // The job's slug among the application's answers (an expression index answers it).
  if (query.job && kind === "candidate-applications") where.push(sql`t.details->>'job' = ${query.job}`);
  return where;
}

/** `text` as a LIKE pattern that matches only itself (backslash is LIKE's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The list's order; `id` breaks ties so that pages never overlap. */
export function listOrder(query: LeadListQuery): SQL {
  return query.sort === "oldest" ? sql`t.received_at asc, t.id asc` : sql`t.received_at desc, t.id desc`;
}

/** One page of one kind of lead, filtered and sorted on the server. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<LeadPage> {
  const info = LEAD_TABLES[query.kind];
  const where = conditions(query.kind, query);
  const order = listOrder(query);
  // The page and the count are separate queries: a count window over the page's query would
  // make it read and sort every matching row before the limit (slow past a few thousand leads).
  const [result, total] = await Promise.all([
    db.execute(sql`
      select t.id, ${expr(info.name)} as name, t.email, ${expr(info.company)} as company,
        ${info.hasPipeline ? sql`t.status` : sql`null::text`} as status, u.email as owner_email,
        t.spam, t.spam_reason, t.received_at, t.attribution->>'utmSource' as utm_source
      from ${tableOf(query.kind)} t
      left join inbox_users u on u.id = t.owner_id
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${order}
      limit ${query.per} offset ${(query.page - 1) * query.per}`),
    countLeads(db, query),
  ]);
  const rows = parseRows("lead list page", summaryRow, result);
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / query.per)),
    leads: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      status: row.status,
      ownerEmail: row.owner_email,
      spam: row.spam,
      spamReason: row.spam_reason,
      receivedAt: new Date(row.received_at).toISOString(),
      utmSource: row.utm_source,
    })),
  };
}

/** How many leads the filter matches, on every page. */
async function countLeads(db: Database, query: LeadListQuery): Promise<number> {
  const where = conditions(query.kind, query);
  const result = await db.execute(sql`
    select count(*)::int as total from ${tableOf(query.kind)} t
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`);
  return Number(
    parseRows("leads matching the filter", z.object({ total: z.number() }), result)[0]?.total ?? 0,
  );
}
