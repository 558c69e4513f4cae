import { createHmac, hkdfSync } from "node:crypto";
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";
import { deleteStoredFilesSql, type FileStorage } from "~server/db/file-storage";
import * as schema from "~server/db/schema";
import { addressCounterKeys } from "~server/outbox/mail-budget.server";
import { reachMailFolders } from "~server/outbox/mail-folders.server";
import { recordAudit } from "./audit.server";

/**
 * Privacy requests about one person, found by e-mail address: an export of everything stored
 * about them, and erasure. The lead tables are read from the schema, so a lead table added later
 * (any table with an e-mail column) is covered without a change here.
 */

/** The team's own accounts: not a person's lead data, and never touched by erasure. */
const TEAM_TABLES = new Set(["inbox_users", "inbox_sessions"]);
/** Counters keyed by client or account: rows whose key names the address are deleted, not rewritten. */
const COUNTER_TABLES = new Set(["rate_limits"]);
/**
 * What the team publishes (the job board's openings), the start-up tasks and the server's own
 * records (its secrets, its instances' mail folders): no person's data.
 */
const CONTENT_TABLES = new Set([
  "job_openings",
  "job_opening_texts",
  "seed_runs",
  "server_secrets",
  "mail_folders",
]);

/**
 * The columns of other people's records where free text can name someone: what visitors typed
 * (names, company, messages, the application's answers, visit attribution, request headers kept
 * with the lead), the team's notes, queued e-mails and delivery errors. Only these are searched for
 * the address and rewritten; JSON columns only in their string values.
 */
export const FREE_TEXT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  hiring_requests: [
    "name",
    "phone",
    "company",
    "additional_info",
    "attribution",
    "user_agent",
    "idempotency_key",
  ],
  candidate_applications: ["name", "details", "attribution", "user_agent", "idempotency_key"],
  subscriptions: ["attribution", "user_agent", "idempotency_key"],
  estimate_requests: ["attribution", "user_agent", "idempotency_key"],
  pilot_requests: ["name", "company", "details", "attribution", "user_agent", "idempotency_key"],
  bookings: ["name", "company", "cancellation_reason", "attribution", "user_agent", "idempotency_key"],
  lead_events: ["data"],
  outbox: ["payload", "last_error"],
  // The name a résumé was uploaded under is the candidate's choice; its text is what they wrote.
  // (The candidates' search vector follows their notes and résumés' text through its triggers.)
  resumes: ["file_name", "text"],
  // The pool's record: what the candidate typed (name, links) and what the team wrote (tags, notes,
  // a rejection's note, the scorecards' evidence).
  candidates: ["name", "links", "tags", "notes"],
  candidate_stage_events: ["note"],
  candidate_scorecards: ["ratings"],
  // The team's pitch of a candidate on a shortlist.
  shortlist_entries: ["pitch"],
  // What a client wrote when passing on a candidate.
  shortlist_passes: ["note"],
  // What a candidate wrote when asking a client for other interview times.
  interviews: ["candidate_note"],
  // What the client said with a trial's outcome (a replacement's reason), or the team's note of it.
  trials: ["outcome_note"],
  // Entries hold ids and counts by rule; searched anyway, so a slip cannot keep an address.
  audit_log: ["detail"],
};

/**
 * Text columns that hold only what the server chose or checked against a fixed set (ids, hashes,
 * statuses, options, slugs, a client's IP, a lead's own validated address), never a name or an
 * address typed into free text. With FREE_TEXT_COLUMNS, the team and counter tables and generated
 * columns, this accounts for every text column of the database (a test checks it): a column
 * added later must be placed in one list or the other.
 */
export const FIXED_TEXT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  hiring_requests: [
    "email",
    "roles",
    "primary_goal",
    "budget_range",
    "industries",
    "status",
    "spam_reason",
    "client_ip",
    "request_hash",
  ],
  candidate_applications: ["email", "locale", "status", "spam_reason", "client_ip", "request_hash"],
  // A job alert's language and filter are checked against the locales, categories, stacks and countries.
  subscriptions: [
    "email",
    "source",
    "role",
    "locale",
    "alert_category",
    "alert_stack",
    "alert_country",
    "spam_reason",
    "client_ip",
    "request_hash",
  ],
  estimate_requests: ["email", "role", "seniority", "status", "spam_reason", "client_ip", "request_hash"],
  pilot_requests: ["email", "status", "spam_reason", "client_ip", "request_hash"],
  bookings: [
    "email",
    "mailbox",
    "host_id",
    "status",
    "time_zone",
    "calendar_uid",
    "spam_reason",
    "client_ip",
    "client_network",
    "request_hash",
  ],
  lead_events: ["type"],
  outbox: ["channel", "event", "status"],
  audit_log: ["action", "target_type", "target_id", "summary_key"],
  resumes: ["storage_key", "kind", "sha256", "client_ip"],
  // Codes, slugs and levels from fixed lists (server/db/vetting.ts, app/content), and the
  // candidate's own normalised address.
  candidates: [
    "email",
    "locale",
    "country",
    "time_zone",
    "languages",
    "english_level",
    "category",
    "stacks",
    "seniority",
    "stage",
    // Weekdays and hours, numbers only.
    "interview_windows",
  ],
  candidate_stage_events: ["from_stage", "to_stage", "reason"],
  candidate_scorecards: ["stage"],
  // A shortlist's status and the brief's slugs, level and IANA zone.
  shortlists: ["status", "brief_stacks", "brief_seniority", "brief_time_zone"],
  // A client link's token hash, and a pass's reason from a fixed list.
  shortlist_links: ["token_hash"],
  shortlist_passes: ["reason"],
  // An interview's status, closer, the client's IANA zone and the calendar event's generated UID.
  interviews: ["status", "closed_by", "client_time_zone", "calendar_uid"],
  // A trial's status and actors from fixed lists, and the client's IANA zone.
  trials: ["client_time_zone", "status", "hired_by", "outcome_by"],
  // A hash of a random token, deleted with its candidate; it holds nothing of the person.
  candidate_status_tokens: ["token_hash"],
  // A merged candidate's normalised address, a person's own address like candidates.email.
  candidate_addresses: ["email"],
  // The bytes are a lead's file, deleted with it; the key is the server's.
  stored_files: ["key"],
};

/** Tables left out of the search on purpose: the team's accounts, the counters and the team's content. */
export const UNSEARCHED_TABLES: ReadonlySet<string> = new Set([
  ...TEAM_TABLES,
  ...COUNTER_TABLES,
  ...CONTENT_TABLES,
]);

export const ERASED = "[erased]";

export const PrivacyAddressSchema = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());

/** A table holding people's leads, by the column their address is in. */
export interface PersonTable {
  table: string;
  emailColumn: string;
  /** Column holding the person's name, replaced in other texts that name their address. */
  nameColumn: string | null;
}

interface Reference {
  table: string;
  column: string;
  leadTable: string;
}

const schemaTables = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));

/** Every table of the schema with an e-mail column, except the team's accounts. */
export function personTables(): PersonTable[] {
  return schemaTables()
    .filter((config) => !TEAM_TABLES.has(config.name))
    .flatMap((config) => {
      const email = config.columns.find((column) => column.name === "email");
      if (!email) return [];
      const name = config.columns.find((column) => column.name === "name");
      return [{ table: config.name, emailColumn: email.name, nameColumn: name?.name ?? null }];
    });
}

/** Columns of other tables that point at a lead (e.g. lead_events.hiring_request_id). */
function leadReferences(leadTables: Set<string>): Reference[] {
  return schemaTables().flatMap((config) =>
    config.foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference();
      const target = getTableConfig(reference.foreignTable).name;
      const column = reference.columns[0];
      if (
        !leadTables.has(target) ||
        leadTables.has(config.name) ||
        reference.columns.length !== 1 ||
        !column
      ) {
        return [];
      }
      return [{ table: config.name, column: column.name, leadTable: target }];
    }),
  );
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The address as a regular expression that does not match inside a longer address. */
function addressPattern(address: string): string {
  return `(?<![a-z0-9._%+-])${escapeRegExp(address)}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/** A salted hash of the address: lets the team confirm a later question about it, never reveals it. */
export function addressHash(secret: string, address: string): string {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "latammatch inbox privacy address hash", 32));
  return createHmac("sha256", key).update(address).digest("hex");
}

/** What erasure looks for in a text: the address (ASCII, any case) and the names the person gave. */
export interface PersonMatcher {
  address: RegExp;
  names: RegExp | null;
}

/**
 * Names shorter than three characters, or without a letter or digit, are not looked for: they
 * would match too much of other people's text.
 */
const isSearchableName = (name: string) => name.length >= 3 && /[\p{L}\p{N}]/u.test(name);

export function personMatcher(address: string, names: readonly string[] = []): PersonMatcher {
  const searchable = [...new Set(names.map((name) => name.trim()).filter(isSearchableName))].sort(
    (a, b) => b.length - a.length,
  );
  return {
    // Without the u flag, "i" folds ASCII letters only, like the address's own alphabet.
    address: new RegExp(addressPattern(address), "gi"),
    names:
      searchable.length === 0
        ? null
        : new RegExp(
            `(?<![\\p{L}\\p{N}_])(?:${searchable.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}_])`,
            "giu",
          ),
  };
}

/** Whether the text names the address. */
export const namesAddress = (text: string, matcher: PersonMatcher) => text.search(matcher.address) !== -1;

function spansOf(text: string, pattern: RegExp) {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * One text of someone else's record with the person taken out: when it names the address, the
 * address and the person's names in it become [erased]; any other text is returned as it is, so
 * other people's names and words are never touched.
 */
export function scrubText(text: string, matcher: PersonMatcher): string {
  const addresses = spansOf(text, matcher.address);
  if (addresses.length === 0) return text;
  const names = matcher.names
    ? spansOf(text, matcher.names).filter((name) =>
        addresses.every((address) => name.end <= address.start || name.start >= address.end),
      )
    : [];
  let result = "";
  let position = 0;
  for (const span of [...addresses, ...names].sort((a, b) => a.start - b.start)) {
    result += text.slice(position, span.start) + ERASED;
    position = span.end;
  }
  result += text.slice(position);
  // A replaced address or name can leave another address that was glued to it standing alone
  // ("+b@x.example" in "a.+b@x.example" once the name "a." is gone). Each pass removes an "@",
  // so this ends.
  while (namesAddress(result, matcher)) result = result.replace(matcher.address, ERASED);
  return result;
}

/** A string inside a JSON document, by its path of keys and array indexes, and its new text. */
export interface JsonStringChange {
  path: string[];
  value: string;
}

/**
 * The string values of a parsed JSON document that name the address, with their scrubbed text.
 * Keys, numbers, booleans and every other value are left alone. Walked with a stack, so a deeply
 * nested document cannot exhaust the call stack.
 */
export function scrubJson(document: unknown, matcher: PersonMatcher): JsonStringChange[] {
  const changes: JsonStringChange[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: document, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      const scrubbed = scrubText(value, matcher);
      if (scrubbed !== value) changes.push({ path, value: scrubbed });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        pending.push({ value: item, path: [...path, String(index)] });
    } else if (value !== null && typeof value === "object") {
      // JSON.parse makes every key, "__proto__" included, an own property that entries() lists.
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: [...path, key] });
    }
  }
  return changes;
}

function idList(ids: string[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = Record<string, unknown>;
/** A whole row as `to_jsonb(t) as row` selects it. */
const jsonRow = z.object({ row: z.record(z.string(), z.unknown()) });
/** A row that only says a statement found or deleted something (`select 1`, `returning 1`). */
const anyRow = z.unknown();

async function leadsOf(db: Database | Tx, address: string, options: { lock: boolean }) {
  const found: { table: PersonTable; rows: Row[] }[] = [];
  for (const table of personTables()) {
    const rows = parseRows(
      `leads of ${table.table} by address`,
      jsonRow,
      await db.execute(sql`select to_jsonb(t) as row from ${ident(table.table)} t
        where lower(t.${ident(table.emailColumn)}) = ${address}
        ${options.lock ? sql`for update` : sql``}`),
    ).map((result) => result.row);
    found.push({ table, rows });
  }
  return found;
}

const idsOf = (rows: Row[]) => rows.map((row) => String(row.id));

/** How a column is read and rewritten: text, a text array, or JSON (json columns via jsonb). */
type ColumnKind = "text" | "array" | "jsonb" | "json";

interface FreeTextColumn {
  name: string;
  kind: ColumnKind;
}

/** The free-text columns present in the database, with their kinds. */
async function freeTextColumns(db: Database | Tx): Promise<Map<string, FreeTextColumn[]>> {
  const columns = parseRows(
    "free-text columns",
    z.object({ table_name: z.string(), column_name: z.string(), data_type: z.string() }),
    await db.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      where c.table_schema = current_schema() and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, FreeTextColumn[]>();
  for (const column of columns) {
    if (!FREE_TEXT_COLUMNS[column.table_name]?.includes(column.column_name)) continue;
    const kind: ColumnKind =
      column.data_type === "ARRAY"
        ? "array"
        : column.data_type === "jsonb" || column.data_type === "json"
          ? column.data_type
          : "text";
    byTable.set(column.table_name, [
      ...(byTable.get(column.table_name) ?? []),
      { name: column.column_name, kind },
    ]);
  }
  return byTable;
}

/**
 * The address as a case-sensitive PostgreSQL pattern matching it in any case of its ASCII letters
 * ("[eE][rR]…"): the same in every database locale, where lower() and case-insensitive matching
 * follow the locale. It finds the address anywhere, also inside a longer one; the exact match is
 * decided in code. JSON and array output escape none of an address's characters, so a string
 * value naming the address shows it in its column's text.
 */
function anyCasePattern(address: string): string {
  return [...address]
    .map((character) =>
      /[a-z]/.test(character) ? `[${character}${character.toUpperCase()}]` : escapeRegExp(character),
    )
    .join("");
}

/** A column read for the walk: text as it is, arrays and JSON as JSON text. */
function readable(column: FreeTextColumn) {
  return column.kind === "array"
    ? sql`to_jsonb(${ident(column.name)})::text`
    : sql`${ident(column.name)}::text`;
}

/** One column's value as read for the walk. */
interface ColumnValue {
  column: FreeTextColumn;
  /** Text for text columns; the parsed document for arrays and JSON. */
  value: unknown;
}

interface MentioningRow {
  table: string;
  id: string;
  values: ColumnValue[];
}

function valueNamesAddress({ column, value }: ColumnValue, matcher: PersonMatcher): boolean {
  if (value === null) return false;
  return column.kind === "text"
    ? namesAddress(value as string, matcher)
    : scrubJson(value, matcher).length > 0;
}

/**
 * Rows of other records whose free-text columns name the address. The database narrows the rows
 * down by a plain search for the address; the exact match (not inside a longer address) is decided
 * here, value by value. With `lock`, the rows are locked until the transaction ends.
 */
async function rowsNamingAddress(
  db: Database | Tx,
  address: string,
  options: { lock: boolean },
): Promise<MentioningRow[]> {
  const matcher = personMatcher(address);
  const found: MentioningRow[] = [];
  for (const [table, columns] of await freeTextColumns(db)) {
    if (UNSEARCHED_TABLES.has(table)) continue;
    const values = sql.join(
      columns.map((column, index) => sql`${readable(column)} as ${ident(`c${index}`)}`),
      sql`, `,
    );
    const candidates = sql.join(
      columns.map((column) => sql`${ident(column.name)}::text ~ ${anyCasePattern(address)}`),
      sql` or `,
    );
    const rows = parseRows(
      `rows of ${table} naming an address`,
      z.record(z.string(), z.string().nullable()),
      await db.execute(sql`select id::text as id, ${values} from ${ident(table)}
        where ${candidates} ${options.lock ? sql`for update` : sql``}`),
    );
    for (const row of rows) {
      const read = columns.map((column, index) => {
        const raw = row[`c${index}`] ?? null;
        return { column, value: raw === null || column.kind === "text" ? raw : JSON.parse(raw) };
      });
      if (read.some((value) => valueNamesAddress(value, matcher))) {
        found.push({ table, id: String(row.id), values: read });
      }
    }
  }
  return found;
}

export interface PersonExport {
  address: string;
  exportedAt: string;
  /** Lead rows by table: every kind of lead with this address. */
  leads: Record<string, Row[]>;
  /** Rows about those leads in other tables (their events and notes), by table. */
  related: Record<string, Row[]>;
  /** Notification jobs about those leads. */
  outbox: Row[];
  /**
   * Other stored rows that mention the address (e.g. a note on someone else's lead), by table.
   * They belong to other records: review them before sending the export on.
   */
  mentions: Record<string, Row[]>;
}

/** Everything stored about the person with this address, as one JSON document. */
export async function exportPerson(db: Database, address: string): Promise<PersonExport> {
  const found = await leadsOf(db, address, { lock: false });
  const leadIds = found.flatMap(({ rows }) => idsOf(rows));
  const leadTables = new Set(found.map(({ table }) => table.table));
  const related: Record<string, Row[]> = {};
  const seen = new Set<string>();
  for (const { rows, table } of found) for (const id of idsOf(rows)) seen.add(`${table.table}/${id}`);

  if (leadIds.length > 0) {
    for (const reference of leadReferences(leadTables)) {
      const rows = parseRows(
        `${reference.table} rows of the leads`,
        jsonRow,
        await db.execute(sql`select to_jsonb(t) as row from ${ident(reference.table)} t
          where t.${ident(reference.column)} in (${idList(leadIds)}) order by 1`),
      ).map((result) => result.row);
      if (rows.length === 0) continue;
      related[reference.table] = [...(related[reference.table] ?? []), ...rows];
      for (const row of rows) seen.add(`${reference.table}/${String(row.id)}`);
    }
  }
  const outbox =
    leadIds.length === 0
      ? []
      : parseRows(
          "outbox jobs of the leads",
          jsonRow,
          await db.execute(sql`select to_jsonb(o) as row from outbox o
            where o.ref_id in (${idList(leadIds)}) order by o.created_at`),
        ).map((result) => result.row);
  for (const row of outbox) seen.add(`outbox/${String(row.id)}`);

  const mentionIds = new Map<string, string[]>();
  for (const row of await rowsNamingAddress(db, address, { lock: false })) {
    if (seen.has(`${row.table}/${row.id}`)) continue;
    mentionIds.set(row.table, [...(mentionIds.get(row.table) ?? []), row.id]);
  }
  const mentions: Record<string, Row[]> = {};
  for (const [table, ids] of mentionIds) {
    mentions[table] = parseRows(
      `${table} rows naming the address`,
      jsonRow,
      await db.execute(sql`select to_jsonb(t) as row from ${ident(table)} t
        where t.id in (${idList(ids)}) order by 1`),
    ).map((result) => result.row);
  }

  return {
    address,
    exportedAt: new Date().toISOString(),
    leads: Object.fromEntries(found.map(({ table, rows }) => [table.table, rows])),
    related,
    outbox,
    mentions,
  };
}

export interface ErasureCounts {
  leads: Record<string, number>;
  relatedRows: number;
  outboxRows: number;
  /** Rows elsewhere whose text named the person and was rewritten, and counters naming them. */
  scrubbedRows: number;
  mailFiles: number;
  /** The mail folders of other instances that this one cannot read ("host:path"): erase there too. */
  mailFoldersNotReached: string[];
}

/** What erasing would remove, for the confirmation step. */
export async function previewErasure(db: Database, mailDir: string, address: string): Promise<ErasureCounts> {
  const data = await exportPerson(db, address);
  const folders = await reachMailFolders(db, mailDir);
  return {
    leads: Object.fromEntries(Object.entries(data.leads).map(([table, rows]) => [table, rows.length])),
    relatedRows: Object.values(data.related).reduce((sum, rows) => sum + rows.length, 0),
    outboxRows: data.outbox.length,
    scrubbedRows: Object.values(data.mentions).reduce((sum, rows) => sum + rows.length, 0),
    mailFiles: (await mailFilesMentioning(folders.reachable, address)).files.length,
    mailFoldersNotReached: folders.unreachable,
  };
}

/**
 * The text of a stored message as a reader would see it: the raw file plus its quoted-printable
 * and base64 parts decoded, so an address inside an encoded body is found too.
 */
function searchableMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Blocks = raw.match(/(?:^[A-Za-z0-9+/]{4,}={0,2}\r?\n?)+/gm) ?? [];
  const decoded = base64Blocks.map((block) =>
    Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [raw, quotedPrintable, ...decoded].join("\n");
}

/** Which stored e-mail files name the address, by path: a later scan reads only new files. */
type MailVerdicts = Map<string, boolean>;

async function mailFilesMentioning(
  mailDirs: string[],
  address: string,
  known: MailVerdicts = new Map(),
): Promise<{ files: string[]; verdicts: MailVerdicts }> {
  const pattern = new RegExp(addressPattern(address), "i");
  const verdicts: MailVerdicts = new Map();
  for (const mailDir of mailDirs) {
    let names: string[];
    try {
      names = await readdir(mailDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for (const name of names) {
      if (!name.endsWith(".eml") && !name.endsWith(".eml.partial")) continue;
      const file = path.join(mailDir, name);
      // A file is written once under its name (a finished write renames it), so a verdict holds.
      const knownVerdict = known.get(file);
      if (knownVerdict !== undefined) {
        verdicts.set(file, knownVerdict);
        continue;
      }
      let raw: string;
      try {
        raw = await readFile(file, "utf8");
      } catch (error) {
        // Renamed or deleted meanwhile (a finished write, or the retention job).
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      verdicts.set(file, pattern.test(searchableMail(raw)));
    }
  }
  const files = [...verdicts].filter(([, named]) => named).map(([file]) => file);
  return { files, verdicts };
}

async function deleteMailFiles(files: string[]): Promise<void> {
  for (const file of files) {
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      // The retention job or another instance deleted it first.
      if (error.code !== "ENOENT") throw error;
    });
  }
}

/** At most this many JSON strings are replaced per statement, so the expression stays shallow. */
const JSON_CHANGES_PER_STATEMENT = 50;

/** `jsonb_set` over the column for each changed string: the rest of the document stays as stored. */
function jsonWithChanges(column: FreeTextColumn, changes: JsonStringChange[]): SQL {
  let expression: SQL = sql`${ident(column.name)}::jsonb`;
  for (const change of changes) {
    const value = sql`to_jsonb(${change.value}::text)`;
    expression =
      change.path.length === 0
        ? value
        : sql`jsonb_set(${expression}, array[${sql.join(
            change.path.map((key) => sql`${key}::text`),
            sql`, `,
          )}]::text[], ${value}, false)`;
  }
  return column.kind === "json" ? sql`(${expression})::json` : expression;
}

/**
 * Rewrites one record that names the address: in each free-text column the address and, in a
 * text that names it, the person's names; JSON columns string by string. Returns whether anything
 * changed.
 */
async function scrubRow(tx: Tx, row: MentioningRow, matcher: PersonMatcher): Promise<boolean> {
  const assignments: SQL[] = [];
  const jsonChanges: { column: FreeTextColumn; changes: JsonStringChange[] }[] = [];
  for (const { column, value } of row.values) {
    if (value === null) continue;
    if (column.kind === "text") {
      const scrubbed = scrubText(value as string, matcher);
      if (scrubbed !== value) assignments.push(sql`${ident(column.name)} = ${scrubbed}`);
    } else if (column.kind === "array") {
      const items = value as (string | null)[];
      const scrubbed = items.map((item) => (typeof item === "string" ? scrubText(item, matcher) : item));
      if (scrubbed.some((item, index) => item !== items[index])) {
        assignments.push(sql`${ident(column.name)} = array(
          select item from jsonb_array_elements_text(${JSON.stringify(scrubbed)}::jsonb)
            with ordinality as element(item, position) order by position)`);
      }
    } else {
      const changes = scrubJson(value, matcher);
      if (changes.length > 0) jsonChanges.push({ column, changes });
    }
  }
  const changed = assignments.length > 0 || jsonChanges.length > 0;
  for (const { column, changes } of jsonChanges) {
    for (let start = 0; start < changes.length; start += JSON_CHANGES_PER_STATEMENT) {
      const chunk = changes.slice(start, start + JSON_CHANGES_PER_STATEMENT);
      assignments.push(sql`${ident(column.name)} = ${jsonWithChanges(column, chunk)}`);
      // The text columns' assignments go with the first statement.
      await updateRow(tx, row, assignments.splice(0));
    }
  }
  if (assignments.length > 0) await updateRow(tx, row, assignments);
  return changed;
}

async function updateRow(tx: Tx, row: MentioningRow, assignments: SQL[]) {
  await tx.execute(sql`update ${ident(row.table)} set ${sql.join(assignments, sql`, `)}
    where id = ${row.id}`);
}

/**
 * Deletes counters whose key names the address (e.g. failed logins typed with it), and the
 * e-mail budget's counters of the address, whose keys hold it hashed.
 */
async function deleteCounters(tx: Tx, address: string, matcher: PersonMatcher): Promise<number> {
  let deleted = 0;
  const hashedKeys = addressCounterKeys(address);
  for (const table of COUNTER_TABLES) {
    const keys = parseRows(
      `${table} counters of the address`,
      z.object({ key: z.string() }),
      await tx.execute(sql`select key from ${ident(table)}
        where key ~ ${anyCasePattern(address)} or key in (${idList(hashedKeys)})
        for update`),
    )
      .map((row) => row.key)
      .filter((key) => hashedKeys.includes(key) || namesAddress(key, matcher));
    if (keys.length === 0) continue;
    deleted += parseRows(
      `delete ${table} counters of the address`,
      anyRow,
      await tx.execute(sql`delete from ${ident(table)} where key in (${idList(keys)}) returning 1`),
    ).length;
  }
  return deleted;
}

/**
 * Deletes the stored bytes of the résumés attached to these leads or candidates (with the database storage, in
 * this transaction) and answers their keys, for a storage outside the database.
 */
async function deleteResumeFiles(tx: Tx, leadIds: string[]): Promise<string[]> {
  // A résumé sent from the status page belongs to the candidate, not to an application.
  const keys = sql`select storage_key from resumes
    where application_id in (${idList(leadIds)}) or candidate_id in (${idList(leadIds)})`;
  const found = parseRows(
    "resume files of the leads",
    z.object({ storage_key: z.string() }),
    await tx.execute(keys),
  ).map((row) => row.storage_key);
  await tx.execute(deleteStoredFilesSql(keys));
  return found;
}

/**
 * Erases the person: their leads of every kind (with their events, résumés and their bytes, and
 * notification jobs), every
 * other mention of them in the free-text columns, and the stored e-mails naming them — in one
 * transaction with its audit entry, which records counts and a salted hash of the address, never
 * the address. The e-mail files are deleted last, just before the commit: should the commit fail,
 * the erasure can be run again and finds the rest.
 */
export async function erasePerson(
  db: Database,
  input: { actorId: string; address: string; mailDir: string; secret: string; files?: FileStorage },
): Promise<ErasureCounts> {
  const [counts] = await eraseAddresses(db, { ...input, addresses: [input.address], detail: {} });
  if (!counts) throw new Error("The erasure counted nothing");
  return counts;
}

/**
 * Deletes a candidate from the pool by erasing the person: every address they are known by (the
 * candidate's own, those merged into them and those of their applications), all in one
 * transaction with one audit entry per address that also names the candidate's id. Answers false
 * for an unknown candidate.
 */
export async function eraseCandidate(
  db: Database,
  input: { actorId: string; candidateId: string; mailDir: string; secret: string; files?: FileStorage },
): Promise<ErasureCounts[] | undefined> {
  const rows = parseRows(
    "addresses of a candidate",
    z.object({ email: z.string() }),
    await db.execute(sql`select email from candidates where id = ${input.candidateId}::uuid
      union select email from candidate_applications where candidate_id = ${input.candidateId}::uuid
      union select email from candidate_addresses where candidate_id = ${input.candidateId}::uuid`),
  );
  if (rows.length === 0) return undefined;
  const addresses = [...new Set(rows.map((row) => PrivacyAddressSchema.parse(row.email.trim())))];
  return eraseAddresses(db, { ...input, addresses, detail: { candidateId: input.candidateId } });
}

async function eraseAddresses(
  db: Database,
  input: {
    actorId: string;
    addresses: string[];
    mailDir: string;
    secret: string;
    files?: FileStorage | undefined;
    detail: Record<string, unknown>;
  },
): Promise<ErasureCounts[]> {
  const addresses = input.addresses.map((address) => PrivacyAddressSchema.parse(address));
  // Reading every stored e-mail takes a while: done first, outside the transaction (which, on the
  // embedded database, holds up every other query); inside it only files written since are read.
  const folders = await reachMailFolders(db, input.mailDir);
  const verdicts = new Map<string, MailVerdicts>();
  for (const address of addresses) {
    verdicts.set(address, (await mailFilesMentioning(folders.reachable, address)).verdicts);
  }
  const resumeKeys: string[] = [];
  const erased = await db.transaction(async (tx) => {
    const all: ErasureCounts[] = [];
    const mailFiles = new Set<string>();
    for (const address of addresses) {
      const { counts, files, keys } = await eraseAddressIn(tx, address, folders, verdicts.get(address));
      resumeKeys.push(...keys);
      for (const file of files) mailFiles.add(file);
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "privacy.erased",
        targetType: "person",
        targetId: null,
        detail: { addressHash: addressHash(input.secret, address), ...input.detail, ...counts },
      });
      all.push(counts);
    }
    // Last, once everything else has succeeded: a file cannot be restored by a rollback.
    await deleteMailFiles([...mailFiles]);
    return all;
  });
  // An object store cannot join the transaction: the résumés' objects go once it has committed.
  if (input.files && !input.files.inDatabase) await input.files.delete(resumeKeys);
  return erased;
}

/** One address's erasure inside the erasure's transaction; the mail files are only found. */
async function eraseAddressIn(
  tx: Tx,
  address: string,
  folders: { reachable: string[]; unreachable: string[] },
  verdicts: MailVerdicts | undefined,
): Promise<{ counts: ErasureCounts; files: string[]; keys: string[] }> {
  const found = await leadsOf(tx, address, { lock: true });
  const leadIds = found.flatMap(({ rows }) => idsOf(rows));
  const names = found.flatMap(({ table, rows }) =>
    table.nameColumn ? rows.map((row) => String(row[table.nameColumn as string] ?? "")) : [],
  );
  let relatedRows = 0;
  let outboxRows = 0;
  let keys: string[] = [];
  const leads: Record<string, number> = {};
  if (leadIds.length > 0) {
    outboxRows = parseRows(
      "delete outbox jobs of the leads",
      anyRow,
      await tx.execute(sql`delete from outbox where ref_id in (${idList(leadIds)}) returning 1`),
    ).length;
    // The résumés' bytes first, while their metadata still says where they are: with the
    // database storage in this same transaction.
    keys = await deleteResumeFiles(tx, leadIds);
    for (const reference of leadReferences(new Set(found.map(({ table }) => table.table)))) {
      relatedRows += parseRows(
        `delete ${reference.table} rows of the leads`,
        anyRow,
        await tx.execute(sql`delete from ${ident(reference.table)}
          where ${ident(reference.column)} in (${idList(leadIds)}) returning 1`),
      ).length;
    }
  }
  for (const { table, rows } of found) {
    leads[table.table] = rows.length;
    if (rows.length === 0) continue;
    await tx.execute(sql`delete from ${ident(table.table)} where id in (${idList(idsOf(rows))})`);
  }

  const matcher = personMatcher(address, names);
  let scrubbedRows = await deleteCounters(tx, address, matcher);
  for (const row of await rowsNamingAddress(tx, address, { lock: true })) {
    if (await scrubRow(tx, row, matcher)) scrubbedRows += 1;
  }

  const { files } = await mailFilesMentioning(folders.reachable, address, verdicts);
  const counts = {
    leads,
    relatedRows,
    outboxRows,
    scrubbedRows,
    mailFiles: files.length,
    mailFoldersNotReached: folders.unreachable,
  };
  return { counts, files, keys };
}
