import { deflateSync } from "node:zlib";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  docxWithText,
  MINIMAL_PDF,
  minimalDocx,
  pdfWithText,
} from "../../app/features/resumes/test-files.test-support";
import { extractResumeText } from "./resume-text";

describe("extractResumeText", () => {
  it("reads the words of every page of a PDF", async () => {
    const pdf = pdfWithText([["Valentina Rios", "Kotlin (Android) & Go"], ["Quechua speaker"]]);
    const result = await extractResumeText(pdf, "pdf");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).toContain("Valentina Rios");
    expect(result.text).toContain("Kotlin (Android) & Go");
    expect(result.text).toContain("Quechua");
  });

  it("reads the paragraphs of a Word document, its entities decoded", async () => {
    const result = await extractResumeText(
      docxWithText(["Ana Souza", "Rust & <WebAssembly>", "Olá"]),
      "docx",
    );
    expect(result).toEqual({ ok: true, text: "Ana Souza\nRust & <WebAssembly>\nOlá" });
  });

  it("answers an empty text for a PDF without words", async () => {
    expect(await extractResumeText(MINIMAL_PDF, "pdf")).toEqual({ ok: true, text: "" });
  });

  it("keeps only the first characters allowed", async () => {
    const result = await extractResumeText(docxWithText(["a".repeat(500)]), "docx", { maxChars: 100 });
    expect(result).toEqual({ ok: true, text: "a".repeat(100) });
  });

  it("answers a reason, never an error, for a damaged file", async () => {
    const damaged = pdfWithText([["Lost words"]]).subarray(0, 120);
    const pdf = await extractResumeText(damaged, "pdf");
    expect(pdf.ok).toBe(false);
    const docx = await extractResumeText(minimalDocx().subarray(0, 200), "docx");
    expect(docx.ok).toBe(false);
  });

  it("refuses a Word document whose text would inflate past its limit, before inflating it", async () => {
    // 40 MB of one repeated run, compressed to a few kilobytes: a document-shaped bomb.
    const bomb = zipSync(
      {
        "[Content_Types].xml": new TextEncoder().encode("<Types/>"),
        "word/document.xml": new TextEncoder().encode(`<w:t>${"a".repeat(40 * 1024 * 1024)}</w:t>`),
      },
      { level: 9 },
    );
    expect(bomb.byteLength).toBeLessThan(200_000);
    expect(await extractResumeText(bomb, "docx")).toEqual({
      ok: false,
      reason: "word/document.xml is too large",
    });
  });

  it("ends the reading of a PDF whose stream inflates past the memory allowed", async () => {
    // One content stream of 300 MB of spaces, compressed to about 300 kB. The spaces stay held
    // until the end, so that freeing them cannot hide the reader's growth.
    const spaces = Buffer.alloc(300 * 1024 * 1024, 0x20);
    const content = deflateSync(Buffer.concat([Buffer.from("BT (Bomb) Tj ET\n"), spaces]), { level: 9 });
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    ].map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`);
    const bomb = Buffer.concat([
      Buffer.from(
        `%PDF-1.4\n${objects.join("")}4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      content,
      Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
    ]);
    expect(await extractResumeText(bomb, "pdf", { maxGrowthMb: 64 })).toEqual({
      ok: false,
      reason: "needed more than 64 MB",
    });
    expect(spaces.byteLength).toBe(300 * 1024 * 1024);
  });

  it("gives up on a file that takes longer than its deadline", async () => {
    const pages = Array.from({ length: 400 }, (_, page) =>
      Array.from({ length: 50 }, (_, line) => `Page ${page} line ${line} TypeScript React Node`),
    );
    const result = await extractResumeText(pdfWithText(pages), "pdf", { timeoutMs: 5 });
    expect(result).toEqual({ ok: false, reason: "took longer than 5 ms" });
  });
});
