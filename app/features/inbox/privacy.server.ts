import { createHmac, hkdfSync } from "node:crypto";
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type Database, rowsOf } from "../../../server/db/client";
import * as schema from "../../../server/db/schema";
import { recordAudit } from "./audit.server";

/**
 * Privacy requests about one person, found by e-mail address: an export of everything stored
 * about them, and erasure. The tables are read from the schema, so a lead table added later (any
 * table with an e-mail column) is covered without a change here.
 */

/** The team's own accounts: not a person's lead data, and never touched by erasure. */
const TEAM_TABLES = new Set(["inbox_users", "inbox_sessions"]);
/** Counters keyed by client or account: rows naming the address are deleted, not rewritten. */
const COUNTER_TABLES = new Set(["rate_limits"]);

export const ERASED = "[erased]";

export const PrivacyAddressSchema = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());

/** A table holding people's leads, by the column their address is in. */
export interface PersonTable {
  table: string;
  emailColumn: string;
  /** Column holding the person's name, scrubbed from notes elsewhere that mention them. */
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

/** The address as a regular expression that does not match inside a longer address. */
export function addressPattern(address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(?<![a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/** A salted hash of the address: lets the team confirm a later question about it, never reveals it. */
export function addressHash(secret: string, address: string): string {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "latammatch inbox privacy address hash", 32));
  return createHmac("sha256", key).update(address).digest("hex");
}

function idList(ids: string[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = Record<string, unknown>;

async function leadsOf(db: Database | Tx, address: string) {
  const found: { table: PersonTable; rows: Row[] }[] = [];
  for (const table of personTables()) {
    const rows = rowsOf<{ row: Row }>(
      await db.execute(sql`select to_jsonb(t) as row from ${ident(table.table)} t
        where lower(t.${ident(table.emailColumn)}) = ${address}`),
    ).map((result) => result.row);
    found.push({ table, rows });
  }
  return found;
}

const idsOf = (rows: Row[]) => rows.map((row) => String(row.id));

/**
 * The tables of the public schema and their text-like columns, from the database itself. Generated
 * columns (the search text) are left out: they follow the columns they are computed from.
 */
async function textColumns(db: Database | Tx) {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string; udt_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name, c.data_type, c.udt_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        and (c.data_type in ('text', 'character varying', 'jsonb', 'json')
          or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, { name: string; kind: "text" | "json" | "array" }[]>();
  for (const column of columns) {
    const kind =
      column.data_type === "ARRAY" ? "array" : column.data_type.startsWith("json") ? "json" : "text";
    byTable.set(column.table_name, [
      ...(byTable.get(column.table_name) ?? []),
      { name: column.column_name, kind },
    ]);
  }
  return byTable;
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
  const found = await leadsOf(db, address);
  const leadIds = found.flatMap(({ rows }) => idsOf(rows));
  const leadTables = new Set(found.map(({ table }) => table.table));
  const related: Record<string, Row[]> = {};
  const seen = new Set<string>();
  for (const { rows, table } of found) for (const id of idsOf(rows)) seen.add(`${table.table}/${id}`);

  if (leadIds.length > 0) {
    for (const reference of leadReferences(leadTables)) {
      const rows = rowsOf<{ row: Row }>(
        await db.execute(sql`select to_jsonb(t) as row from ${ident(reference.table)} t
          where t.${ident(reference.column)}::text in (${idList(leadIds)}) order by 1`),
      ).map((result) => result.row);
      if (rows.length === 0) continue;
      related[reference.table] = [...(related[reference.table] ?? []), ...rows];
      for (const row of rows) seen.add(`${reference.table}/${String(row.id)}`);
    }
  }
  const outbox =
    leadIds.length === 0
      ? []
      : rowsOf<{ row: Row }>(
          await db.execute(sql`select to_jsonb(o) as row from outbox o
            where o.ref_id::text in (${idList(leadIds)}) order by o.created_at`),
        ).map((result) => result.row);
  for (const row of outbox) seen.add(`outbox/${String(row.id)}`);

  const mentions: Record<string, Row[]> = {};
  const pattern = addressPattern(address);
  for (const table of (await textColumns(db)).keys()) {
    if (TEAM_TABLES.has(table) || COUNTER_TABLES.has(table)) continue;
    const rows = rowsOf<{ row: Row }>(
      await db.execute(sql`select to_jsonb(t) as row from ${ident(table)} t where t::text ~* ${pattern}`),
    )
      .map((result) => result.row)
      .filter((row) => !seen.has(`${table}/${String(row.id)}`));
    if (rows.length > 0) mentions[table] = rows;
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
  /** Rows elsewhere whose text named the person and was rewritten. */
  scrubbedRows: number;
  mailFiles: number;
}

/** What erasing would remove, for the confirmation step. */
export async function previewErasure(db: Database, mailDir: string, address: string): Promise<ErasureCounts> {
  const data = await exportPerson(db, address);
  return {
    leads: Object.fromEntries(Object.entries(data.leads).map(([table, rows]) => [table, rows.length])),
    relatedRows: Object.values(data.related).reduce((sum, rows) => sum + rows.length, 0),
    outboxRows: data.outbox.length,
    scrubbedRows: Object.values(data.mentions).reduce((sum, rows) => sum + rows.length, 0),
    mailFiles: (await mailFilesMentioning(mailDir, address)).length,
  };
}

/**
 * The text of a stored message as a reader would see it: the raw file plus its quoted-printable
 * and base64 parts decoded, so an address inside an encoded body is found too.
 */
export function searchableMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Blocks = raw.match(/(?:^[A-Za-z0-9+/]{4,}={0,2}\r?\n?)+/gm) ?? [];
  const decoded = base64Blocks.map((block) =>
    Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return [raw, quotedPrintable, ...decoded].join("\n");
}

async function mailFilesMentioning(mailDir: string, address: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const pattern = new RegExp(addressPattern(address), "i");
  const matches: string[] = [];
  for (const name of names) {
    if (!name.endsWith(".eml") && !name.endsWith(".eml.partial")) continue;
    const file = path.join(mailDir, name);
    let raw: string;
    try {
      raw = await readFile(file, "utf8");
    } catch (error) {
      // Renamed or deleted meanwhile (a finished write, or the retention job).
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (pattern.test(searchableMail(raw))) matches.push(file);
  }
  return matches;
}

/**
 * Rewrites every remaining mention of the person in the database: the address, and in rows that
 * named the address also the names their leads gave. Team accounts are left alone; counters
 * naming the address are deleted.
 */
async function scrubMentions(tx: Tx, address: string, names: string[]): Promise<number> {
  const addressOnly = addressPattern(address);
  const escapedNames = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const everything = [addressOnly, ...escapedNames.map((name) => `\\m${name}\\M`)].join("|");
  let scrubbed = 0;
  for (const [table, columns] of await textColumns(tx)) {
    if (TEAM_TABLES.has(table)) continue;
    if (COUNTER_TABLES.has(table)) {
      const deleted = rowsOf(
        await tx.execute(sql`delete from ${ident(table)} t where t::text ~* ${addressOnly} returning 1`),
      );
      scrubbed += deleted.length;
      continue;
    }
    const assignments = columns.map((column) => {
      const name = ident(column.name);
      if (column.kind === "text")
        return sql`${name} = regexp_replace(${name}, ${everything}, ${ERASED}, 'gi')`;
      if (column.kind === "json") {
        return sql`${name} = regexp_replace(${name}::text, ${everything}, ${ERASED}, 'gi')::jsonb`;
      }
      return sql`${name} = array(select regexp_replace(item, ${everything}, ${ERASED}, 'gi')
        from unnest(${name}) with ordinality as u(item, position) order by position)`;
    });
    const updated = rowsOf(
      await tx.execute(sql`update ${ident(table)} t set ${sql.join(assignments, sql`, `)}
        where t::text ~* ${addressOnly} returning 1`),
    );
    scrubbed += updated.length;
  }
  return scrubbed;
}

/**
 * Erases the person: their leads of every kind (with their events and notification jobs), every
 * other mention of them in the database, and the stored e-mails naming them. One audit entry
 * records counts and a salted hash of the address, never the address.
 */
export async function erasePerson(
  db: Database,
  input: { actorId: string; address: string; mailDir: string; secret: string },
): Promise<ErasureCounts> {
  const { address } = input;
  const counts = await db.transaction(async (tx) => {
    const found = await leadsOf(tx, address);
    const leadIds = found.flatMap(({ rows }) => idsOf(rows));
    const names = [
      ...new Set(
        found.flatMap(({ table, rows }) =>
          table.nameColumn
            ? rows
                .map((row) => String(row[table.nameColumn as string] ?? "").trim())
                .filter((name) => name.length >= 3)
            : [],
        ),
      ),
    ];
    let relatedRows = 0;
    let outboxRows = 0;
    const leads: Record<string, number> = {};
    if (leadIds.length > 0) {
      outboxRows = rowsOf(
        await tx.execute(sql`delete from outbox where ref_id::text in (${idList(leadIds)}) returning 1`),
      ).length;
      for (const reference of leadReferences(new Set(found.map(({ table }) => table.table)))) {
        relatedRows += rowsOf(
          await tx.execute(sql`delete from ${ident(reference.table)}
            where ${ident(reference.column)}::text in (${idList(leadIds)}) returning 1`),
        ).length;
      }
    }
    for (const { table, rows } of found) {
      leads[table.table] = rows.length;
      if (rows.length === 0) continue;
      await tx.execute(sql`delete from ${ident(table.table)} where id::text in (${idList(idsOf(rows))})`);
    }
    // Jobs about other leads that mention the person (e.g. in someone else's message) are rewritten.
    const scrubbedRows = await scrubMentions(tx, address, names);
    return { leads, relatedRows, outboxRows, scrubbedRows };
  });

  const files = await mailFilesMentioning(input.mailDir, address);
  for (const file of files) {
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  const result = { ...counts, mailFiles: files.length };
  await recordAudit(db, {
    actorId: input.actorId,
    action: "privacy.erased",
    targetType: "person",
    targetId: null,
    detail: { addressHash: addressHash(input.secret, address), ...result },
  });
  return result;
}
