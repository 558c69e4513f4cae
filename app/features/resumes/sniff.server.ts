/**
 * What a résumé file is, by its content: the name and the declared type are the sender's word
 * and prove nothing. `file-type` tells a PDF (its `%PDF` header) from a ZIP archive and the Office
 * formats built on one (it reads `[Content_Types].xml`), and from everything else. A ZIP is then a
 * Word document only if its central directory, read with `fflate`, names `[Content_Types].xml`
 * and `word/document.xml` and no macros. Only the directory's names are read: nothing is
 * extracted, so no claimed size is ever allocated, and the entries read are capped.
 */
import { unzipSync } from "fflate";
import { fileTypeFromBuffer } from "file-type";
import type { ResumeKind } from "~server/db/schema";

export type SniffResult = { kind: ResumeKind } | { kind: null; reason: string };

/** Far more entries than any résumé has: reading a directory stops past this many. */
export const MAX_ZIP_ENTRIES = 5_000;

/** What `file-type` calls a ZIP it could not place, and the Word documents and templates it can. */
const WORD_OR_PLAIN_ZIP = new Set(["zip", "docx", "dotx"]);
/** Word's macro-enabled document and template, declared as such in `[Content_Types].xml`. */
const WORD_WITH_MACROS = new Set(["docm", "dotm"]);
/** A macro-enabled document (.docm) renamed .docx carries its macros in this part. */
const MACRO_PART = "word/vbaProject.bin";

export type ZipNames = { ok: true; names: string[] } | { ok: false; reason: string };

class TooManyEntries extends Error {}

/** The entry names of a ZIP archive's central directory, or why they cannot be read. */
export function readZipNames(bytes: Uint8Array): ZipNames {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter({ name }) {
        names.push(name);
        if (names.length > MAX_ZIP_ENTRIES) throw new TooManyEntries();
        // Listed, never extracted.
        return false;
      },
    });
  } catch (error) {
    if (error instanceof TooManyEntries) return { ok: false, reason: "too many entries" };
    return { ok: false, reason: "no end of central directory" };
  }
  if (names.length === 0) return { ok: false, reason: "empty archive" };
  // A count, an offset or a name length pointing outside the directory reads as empty names.
  if (names.includes("")) return { ok: false, reason: "broken central directory" };
  return { ok: true, names };
}

/** PDF or DOCX by content, else the reason (for the logs and tests; the visitor gets one message). */
export async function sniffResume(bytes: Uint8Array): Promise<SniffResult> {
  if (bytes.length === 0) return { kind: null, reason: "empty file" };
  const type = await fileTypeFromBuffer(bytes);
  if (type === undefined) return { kind: null, reason: "neither a PDF nor a ZIP archive" };
  if (type.ext === "pdf") return { kind: "pdf" };
  if (WORD_WITH_MACROS.has(type.ext)) return { kind: null, reason: "a document with macros" };
  if (!WORD_OR_PLAIN_ZIP.has(type.ext)) {
    return { kind: null, reason: `a ${type.ext} file` };
  }
  const zip = readZipNames(bytes);
  if (!zip.ok) return { kind: null, reason: zip.reason };
  const names = new Set(zip.names);
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) {
    return { kind: null, reason: "a ZIP archive that is not a Word document" };
  }
  if (names.has(MACRO_PART)) return { kind: null, reason: "a document with macros" };
  return { kind: "docx" };
}
