/**
 * Query results reach the code as checked values: the code outside tests reads a raw
 * `db.execute` result with `parseRows` (a zod schema per query) or runs a typed Drizzle query,
 * never through `rowsOf` or a cast of the result. This test scans the source so that neither
 * comes back.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["server", "inbox", "app", "site", "scripts"];

/**
 * Files still reading rows through `rowsOf`: the shortlist's store, its ranking and the inbox's
 * shortlist section, converted to `parseRows` when the shortlist feature work under way lands.
 */
const NOT_YET_CONVERTED = new Set([
  "server/db/shortlists.ts",
  "server/db/shortlist-ranking.ts",
  "inbox/app/lib/shortlist.server.ts",
]);

/** Where `rowsOf` itself is defined. */
const DEFINITION = "server/db/client.ts";

const UNCHECKED = [
  { name: "rowsOf(...)", pattern: /\browsOf\s*[<(]/ },
  // e.g. `(result as unknown as { rows: Row[] }).rows` or `result.rows as Row[]`.
  { name: "a cast to { rows }", pattern: /\bas\s+(unknown\s+as\s+)?\{\s*rows\s*:/ },
  { name: "a cast of .rows", pattern: /\.rows\s+as\s/ },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.(ts|tsx|mts)$/.test(entry.name)) return [];
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (/(^|\/)(node_modules|\.react-router)\//.test(file) || /\.test\.tsx?$/.test(file)) return [];
    return [file];
  });
}

/** Each unchecked read in `text`, as "line: what". */
function uncheckedReads(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      UNCHECKED.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${index + 1}: ${name}`),
    );
}

describe("query results outside tests", () => {
  it("are parsed with a schema or come from typed Drizzle queries", () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => file !== DEFINITION && !NOT_YET_CONVERTED.has(file))
      .flatMap((file) =>
        uncheckedReads(readFileSync(path.join(root, file), "utf8")).map((hit) => `${file}:${hit}`),
      );
    expect(found).toEqual([]);
  });

  it("lists only files that exist and still read rows unchecked", () => {
    for (const file of NOT_YET_CONVERTED) {
      // A converted file leaves the list, so the exemption cannot outlive its reason.
      expect(uncheckedReads(readFileSync(path.join(root, file), "utf8")), file).not.toEqual([]);
    }
  });

  it("recognises each unchecked form", () => {
    expect(uncheckedReads("const rows = rowsOf<{ id: string }>(result);")).toEqual(["1: rowsOf(...)"]);
    expect(uncheckedReads("x\nconst [row] = rowsOf(await db.execute(query));")).toEqual(["2: rowsOf(...)"]);
    expect(uncheckedReads("return (result as unknown as { rows: Row[] }).rows;")).toEqual([
      "1: a cast to { rows }",
    ]);
    expect(uncheckedReads("const rows = result.rows as Row[];")).toEqual(["1: a cast of .rows"]);
    expect(uncheckedReads('const rows = parseRows("leads", leadRow, result);')).toEqual([]);
  });
});
