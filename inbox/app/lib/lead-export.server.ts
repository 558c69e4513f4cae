import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";
import { ATTRIBUTION_LABELS, answersFromColumns, LEAD_FORMS } from "~server/lead-forms";
import { conditions, type LeadListQuery, listOrder } from "./lead-list.server";
import { LEAD_TABLES, tableOf } from "./lead-tables.server";
import { spamVerdictOf, statusLabel } from "./pipelines";

/** Rows read per query while streaming: memory stays flat however many leads match. */
const EXPORT_BATCH_SIZE = 500;

/** What makes a spreadsheet read a cell as a formula, or a control character it may strip first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A separator some spreadsheet may split on (a comma, a semicolon where it is the list separator,
 * a tab) followed by a formula: split there, the rest of the text becomes a cell of its own that
 * starts with the formula. `;=1+1` is one cell for a comma-separated reader and two for a
 * semicolon-separated one, the second being `=1+1`.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t])(?=[=+\-@\t\r])/g;

/**
 * A cell a spreadsheet would read as a formula gets a leading quote, and so does every piece of it
 * that would start a formula after a separator: each piece is shown as text, never evaluated,
 * whichever separator the spreadsheet splits on.
 */
export function neutralizeCell(value: string): string {
  const pieces = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(pieces) ? `'${pieces}` : pieces;
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellText).join("; ");
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

type Row = Record<string, unknown>;

interface ExportColumn {
  header: string;
  value: (row: Row) => unknown;
}

/** The columns of one kind: every answer of its form, the team's fields and the attribution. */
function columnsOf(query: LeadListQuery): ExportColumn[] {
  const info = LEAD_TABLES[query.kind];
  const form = info.notifiedAs;
  const answers: ExportColumn[] = form
    ? Object.entries(LEAD_FORMS[form].fields).map(([key, field]) => ({
        header: field.label,
        value: (row) => answersFromColumns(form, row)[key],
      }))
    : (info.columns ?? []).map(({ label, column, time }) => ({
        header: time ? `${label} (UTC)` : label,
        value: (row: Row) => row[column],
      }));
  const pipeline: ExportColumn[] = info.hasPipeline
    ? [{ header: "Status", value: (row) => statusLabel(query.kind, String(row.status)) }]
    : [];
  const attribution = Object.entries(ATTRIBUTION_LABELS).map(([key, label]) => ({
    header: label,
    value: (row: Row) => (row.attribution as Record<string, unknown> | null)?.[key],
  }));
  return [
    { header: "Id", value: (row) => row.id },
    { header: "Received (UTC)", value: (row) => row.received_at },
    ...answers,
    ...pipeline,
    { header: "Owner", value: (row) => row.owner_email },
    {
      header: "Spam verdict",
      value: (row) =>
        spamVerdictOf({ spam: Boolean(row.spam), spamReason: row.spam_reason as string | null }),
    },
    { header: "Spam reason", value: (row) => row.spam_reason },
    ...attribution,
  ];
}

/**
 * Every lead the list would show for this query, in its order, read in keyset batches (the
 * list's own filters and order, without its pages).
 */
async function* matchingRows(db: Database, query: LeadListQuery): AsyncGenerator<Row> {
  const where = conditions(query.kind, query);
  const after = query.sort === "oldest" ? sql`>` : sql`<`;
  // received_at as text keeps its microseconds, which a JavaScript Date would drop.
  let cursor: { at: string; id: string } | null = null;
  while (true) {
    const page: Row[] = parseRows(
      "leads to export",
      z.record(z.string(), z.unknown()),
      await db.execute(sql`
        select t.*, u.email as owner_email, t.received_at::text as cursor_at
        from ${tableOf(query.kind)} t
        left join inbox_users u on u.id = t.owner_id
        where ${sql.join(
          [
            ...where,
            cursor
              ? sql`(t.received_at, t.id) ${after} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
              : sql`true`,
          ],
          sql` and `,
        )}
        order by ${listOrder(query)}
        limit ${EXPORT_BATCH_SIZE}`),
    );
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_BATCH_SIZE) return;
    cursor = { at: String(last.cursor_at), id: String(last.id) };
  }
}

/** The CSV of the list's current filter, as a stream of UTF-8 bytes (with a BOM for spreadsheets). */
export function leadsCsvStream(db: Database, query: LeadListQuery): ReadableStream<Uint8Array> {
  const columns = columnsOf(query);
  async function* records() {
    for await (const row of matchingRows(db, query)) {
      yield columns.map((column) => neutralizeCell(cellText(column.value(row))));
    }
  }
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header) });
  // A failed query part-way ends the download with an error rather than a short file.
  pipeline(Readable.from(records()), csv, () => {});
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

export function exportFileName(query: LeadListQuery, now = new Date()): string {
  return `leads-${query.kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The filter an export used, for the audit log: the search text is left out (it may name a person). */
export function exportAuditDetail(query: LeadListQuery): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const key of [
    "status",
    "owner",
    "from",
    "to",
    "spam",
    "utmSource",
    "utmMedium",
    "utmCampaign",
  ] as const) {
    if (query[key]) filters[key] = query[key];
  }
  return { kind: query.kind, sort: query.sort, search: query.q !== "", filters };
}
