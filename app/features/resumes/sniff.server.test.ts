import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ZIP_ENTRIES, readZipNames, sniffResume } from "./sniff.server";
import { EXE_HEADER, MINIMAL_PDF, minimalDocx, zipOf } from "./test-files.test-support";

describe("sniffResume", () => {
  it("knows a PDF by its header and a Word document by its parts", () => {
    expect(sniffResume(MINIMAL_PDF)).toEqual({ kind: "pdf" });
    expect(sniffResume(minimalDocx())).toEqual({ kind: "docx" });
    // An archiver's comment after the directory does not hide it.
    const withComment = zipOf(
      { "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" },
      "made by a word processor",
    );
    expect(sniffResume(withComment)).toEqual({ kind: "docx" });
  });

  it("refuses a program renamed .pdf, text, an empty file and other archives", () => {
    expect(sniffResume(EXE_HEADER).kind).toBeNull();
    expect(sniffResume(Buffer.from("Just some text about me")).kind).toBeNull();
    expect(sniffResume(new Uint8Array()).kind).toBeNull();
    expect(sniffResume(Buffer.from("  %PDF-1.7 a header not at the start")).kind).toBeNull();
    expect(sniffResume(zipOf({ "photo.jpg": "jpeg bytes", "notes.txt": "hi" }))).toEqual({
      kind: null,
      reason: "a ZIP archive that is not a Word document",
    });
    // A spreadsheet is an Office ZIP too, without word/document.xml.
    expect(
      sniffResume(zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<x/>" })).kind,
    ).toBeNull();
    expect(sniffResume(minimalDocx({ "word/vbaProject.bin": "macros" }))).toEqual({
      kind: null,
      reason: "a document with macros",
    });
  });
});

describe("readZipNames", () => {
  const docx = minimalDocx();

  it("reads the central directory's names", () => {
    expect(readZipNames(docx)).toEqual({
      ok: true,
      names: ["[Content_Types].xml", "_rels/.rels", "word/document.xml"],
    });
  });

  it("refuses truncated archives at every length", () => {
    for (let length = 0; length < docx.length; length += 1) {
      expect(readZipNames(docx.subarray(0, length)).ok, `length ${length}`).toBe(false);
    }
  });

  it("refuses directories whose counts, sizes or offsets point outside the file", () => {
    const eocd = docx.length - 22;
    const patched = (write: (copy: Buffer) => void) => {
      const copy = Buffer.from(docx);
      write(copy);
      return readZipNames(copy);
    };
    expect(patched((copy) => copy.writeUInt32LE(0xffffffff, eocd + 16)).ok).toBe(false);
    expect(patched((copy) => copy.writeUInt32LE(docx.length, eocd + 12)).ok).toBe(false);
    expect(patched((copy) => copy.writeUInt32LE(eocd, eocd + 16)).ok).toBe(false);
    expect(patched((copy) => copy.writeUInt16LE(4, eocd + 10)).ok).toBe(false);
    expect(patched((copy) => copy.writeUInt16LE(0xffff, eocd + 10)).ok).toBe(false);
    expect(patched((copy) => copy.writeUInt16LE(0, eocd + 10)).ok).toBe(false);
    // A name running past the directory.
    const directory = docx.readUInt32LE(eocd + 16);
    expect(patched((copy) => copy.writeUInt16LE(0xffff, directory + 28)).ok).toBe(false);
    // A comment length that does not reach the end of the file.
    expect(patched((copy) => copy.writeUInt16LE(5, eocd + 20)).ok).toBe(false);
    expect(MAX_ZIP_ENTRIES).toBeLessThan(0xffff);
  });

  it("never throws and stays bounded on arbitrary bytes, even after a ZIP's signature", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), fc.boolean(), (bytes, zipLike) => {
        const input = zipLike ? Buffer.concat([Buffer.from("PK\x03\x04"), bytes]) : bytes;
        const result = readZipNames(input);
        if (result.ok) expect(result.names.length).toBeLessThanOrEqual(MAX_ZIP_ENTRIES);
        expect(sniffResume(input).kind === "pdf" || true).toBe(true);
      }),
      { numRuns: 300 },
    );
    // Random corruption of a real archive: refused or read, never an exception.
    fc.assert(
      fc.property(fc.nat({ max: docx.length - 1 }), fc.integer({ min: 0, max: 255 }), (at, value) => {
        const copy = Buffer.from(docx);
        copy[at] = value;
        expect(() => sniffResume(copy)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
