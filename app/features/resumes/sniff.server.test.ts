import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ZIP_ENTRIES, readZipNames, sniffResume } from "./sniff.server";
import { EXE_HEADER, MINIMAL_PDF, minimalDocx, zipOf } from "./test-files.test-support";

describe("sniffResume", () => {
  it("knows a PDF by its header and a Word document by its parts", async () => {
    expect(await sniffResume(MINIMAL_PDF)).toEqual({ kind: "pdf" });
    expect(await sniffResume(minimalDocx())).toEqual({ kind: "docx" });
    // An archiver's comment after the directory does not hide it.
    const withComment = zipOf(
      { "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" },
      "made by a word processor",
    );
    expect(await sniffResume(withComment)).toEqual({ kind: "docx" });
  });

  it("refuses a program renamed .pdf, text, an empty file and other archives", async () => {
    expect((await sniffResume(EXE_HEADER)).kind).toBeNull();
    expect((await sniffResume(Buffer.from("Just some text about me"))).kind).toBeNull();
    expect((await sniffResume(new Uint8Array())).kind).toBeNull();
    expect((await sniffResume(Buffer.from("  %PDF-1.7 a header not at the start"))).kind).toBeNull();
    expect(await sniffResume(zipOf({ "photo.jpg": "jpeg bytes", "notes.txt": "hi" }))).toEqual({
      kind: null,
      reason: "a ZIP archive that is not a Word document",
    });
    // A spreadsheet is an Office ZIP too, without word/document.xml.
    expect(
      (await sniffResume(zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<x/>" }))).kind,
    ).toBeNull();
    expect(await sniffResume(minimalDocx({ "word/vbaProject.bin": "macros" }))).toEqual({
      kind: null,
      reason: "a document with macros",
    });
  });

  it("refuses what its content types declare macro-enabled or another Office format", async () => {
    const declaring = (mainType: string) =>
      minimalDocx({
        "[Content_Types].xml": `<Types><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`,
      });
    expect(await sniffResume(declaring("application/vnd.ms-word.document.macroEnabled.main+xml"))).toEqual({
      kind: null,
      reason: "a document with macros",
    });
    // A workbook that also carries a word/document.xml part is still a workbook.
    expect(
      (
        await sniffResume(
          declaring("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
        )
      ).kind,
    ).toBeNull();
    // An encrypted Office document is an OLE compound file, not a ZIP.
    const compoundFile = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    expect((await sniffResume(compoundFile)).kind).toBeNull();
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

  it("refuses truncated archives at every length", async () => {
    for (let length = 0; length < docx.length; length += 1) {
      expect(readZipNames(docx.subarray(0, length)).ok, `length ${length}`).toBe(false);
      expect((await sniffResume(docx.subarray(0, length))).kind, `length ${length}`).toBeNull();
    }
  });

  it("refuses directories whose offsets or name lengths point outside the file", async () => {
    const eocd = docx.length - 22;
    const patched = (write: (copy: Buffer) => void) => {
      const copy = Buffer.from(docx);
      write(copy);
      return copy;
    };
    const directory = docx.readUInt32LE(eocd + 16);
    const broken = [
      patched((copy) => copy.writeUInt32LE(0xffffffff, eocd + 16)),
      patched((copy) => copy.writeUInt32LE(eocd, eocd + 16)),
      patched((copy) => copy.writeUInt16LE(0, eocd + 8)),
      // A name running past the directory.
      patched((copy) => copy.writeUInt16LE(0xffff, directory + 28)),
    ];
    for (const bytes of broken) {
      expect(readZipNames(bytes).ok).toBe(false);
      expect((await sniffResume(bytes)).kind).toBeNull();
    }
  });

  it("stops reading past MAX_ZIP_ENTRIES entries", () => {
    const entries = Object.fromEntries(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, index) => [`part-${index}.xml`, ""]),
    );
    expect(readZipNames(zipOf(entries))).toEqual({ ok: false, reason: "too many entries" });
    delete entries["part-0.xml"];
    expect(readZipNames(zipOf(entries)).ok).toBe(true);
  });

  it("never throws and stays bounded on arbitrary bytes, even after a ZIP's signature", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.boolean(), async (bytes, zipLike) => {
        const input = zipLike ? Buffer.concat([Buffer.from("PK\x03\x04"), bytes]) : bytes;
        const result = readZipNames(input);
        if (result.ok) expect(result.names.length).toBeLessThanOrEqual(MAX_ZIP_ENTRIES);
        await expect(sniffResume(input)).resolves.toBeDefined();
      }),
      { numRuns: 300 },
    );
    // Random corruption of a real archive: refused or read, never an exception.
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: docx.length - 1 }),
        fc.integer({ min: 0, max: 255 }),
        async (at, value) => {
          const copy = Buffer.from(docx);
          copy[at] = value;
          await expect(sniffResume(copy)).resolves.toBeDefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});
