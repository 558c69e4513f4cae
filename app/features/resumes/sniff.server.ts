/**
 * What a résumé file is, by its content: the name and the declared type are the sender's word
 * and prove nothing. A PDF starts with its `%PDF-x.y` header; a DOCX is a ZIP archive whose central
 * directory names `word/document.xml` and `[Content_Types].xml`. The ZIP reader below reads only
 * the end-of-central-directory record and the central directory's names: every offset and length
 * is checked against the bytes actually there, and the work is bounded whatever the file claims.
 */
import type { ResumeKind } from "~server/db/schema";

export type SniffResult = { kind: ResumeKind } | { kind: null; reason: string };

const PDF_HEADER = /^%PDF-[12]\.\d/;

const LOCAL_FILE_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
/** The EOCD's comment is at most this long, so the record starts within this of the end. */
const MAX_COMMENT = 0xffff;
/** Far more entries than any résumé has: a directory claiming more is refused unread. */
export const MAX_ZIP_ENTRIES = 5_000;

export type ZipNames = { ok: true; names: string[] } | { ok: false; reason: string };

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;

/** The last end-of-central-directory record whose comment reaches exactly to the end of the file. */
function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (
      u32(bytes, at) === END_OF_CENTRAL_DIRECTORY &&
      at + EOCD_SIZE + u16(bytes, at + 20) === bytes.length
    ) {
      return at;
    }
  }
  return -1;
}

/** The entry names of a ZIP archive's central directory, or why they cannot be read. */
export function readZipNames(bytes: Uint8Array): ZipNames {
  if (bytes.length < EOCD_SIZE + 4 || u32(bytes, 0) !== LOCAL_FILE_HEADER) {
    return { ok: false, reason: "not a ZIP archive" };
  }
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return { ok: false, reason: "no end of central directory" };
  const disk = u16(bytes, eocd + 4);
  const directoryDisk = u16(bytes, eocd + 6);
  const entriesHere = u16(bytes, eocd + 8);
  const entries = u16(bytes, eocd + 10);
  const size = u32(bytes, eocd + 12);
  const offset = u32(bytes, eocd + 16);
  // ZIP64 marks its fields with all ones; a 5 MB document never needs it.
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    return { ok: false, reason: "ZIP64 archive" };
  }
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) {
    return { ok: false, reason: "split archive" };
  }
  if (entries === 0) return { ok: false, reason: "empty archive" };
  if (entries > MAX_ZIP_ENTRIES) return { ok: false, reason: "too many entries" };
  const end = offset + size;
  if (end > eocd || entries * CENTRAL_HEADER_SIZE > size) {
    return { ok: false, reason: "central directory out of bounds" };
  }
  const decoder = new TextDecoder("utf-8", { fatal: false });
  const names: string[] = [];
  let at = offset;
  for (let index = 0; index < entries; index += 1) {
    if (at + CENTRAL_HEADER_SIZE > end || u32(bytes, at) !== CENTRAL_DIRECTORY_HEADER) {
      return { ok: false, reason: "broken central directory" };
    }
    const nameLength = u16(bytes, at + 28);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (nameLength === 0 || next > end) return { ok: false, reason: "broken central directory" };
    // Only the names are read: nothing is ever extracted, so no local header or data is trusted.
    names.push(
      decoder.decode(bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength)),
    );
    at = next;
  }
  return { ok: true, names };
}

/** PDF or DOCX by content, else the reason (for the logs and tests; the visitor gets one message). */
export function sniffResume(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { kind: null, reason: "empty file" };
  if (PDF_HEADER.test(new TextDecoder("latin1").decode(bytes.subarray(0, 8)))) return { kind: "pdf" };
  const zip = readZipNames(bytes);
  if (!zip.ok) return { kind: null, reason: zip.reason };
  const names = new Set(zip.names);
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) {
    return { kind: null, reason: "a ZIP archive that is not a Word document" };
  }
  // A macro-enabled document (.docm) renamed .docx carries its macros in this part.
  if (names.has("word/vbaProject.bin")) return { kind: null, reason: "a document with macros" };
  return { kind: "docx" };
}
