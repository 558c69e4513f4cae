// The résumé text extraction, run in a worker thread of its own (resume-text.ts starts one
// per file, with a memory cap and a deadline): parsing a PDF holds its thread for as long as the
// file asks, so it never runs on the server's. Receives `{ bytes, kind, maxChars }` as workerData
// and posts `{ text }` or `{ error }`. Plain JavaScript, so the built server runs it as it is.
import { parentPort, workerData } from "node:worker_threads";
import { unzipSync } from "fflate";
import { getDocumentProxy } from "unpdf";

/** The largest `word/document.xml` inflated: far past any résumé, far short of the memory cap. */
const MAX_DOCUMENT_XML_BYTES = 32 * 1024 * 1024;

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
  });
}

/** The words of a Word document's body: its text runs, a space for each tab, a line per paragraph. */
function docxText(bytes) {
  let tooLarge = false;
  const files = unzipSync(bytes, {
    filter(file) {
      if (file.name !== "word/document.xml") return false;
      if (file.originalSize > MAX_DOCUMENT_XML_BYTES) tooLarge = true;
      return !tooLarge;
    },
  });
  if (tooLarge) throw new Error("word/document.xml is too large");
  const xml = files["word/document.xml"];
  if (!xml) throw new Error("no word/document.xml");
  const source = new TextDecoder().decode(xml);
  const parts = [];
  for (const match of source.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>|<\/w:p>/g)) {
    if (match[1] !== undefined) parts.push(decodeXml(match[1]));
    else parts.push(match[0] === "</w:p>" ? "\n" : " ");
  }
  return parts.join("");
}

/** The words of a PDF's pages in order, read until `maxChars` are had: the rest is never parsed. */
async function pdfText(bytes, maxChars) {
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, useSystemFonts: false });
  const pages = [];
  let length = 0;
  for (let number = 1; number <= pdf.numPages && length < maxChars; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const page = content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
      .join("");
    pages.push(page);
    length += page.length;
  }
  return pages.join("\n");
}

try {
  const { bytes, kind, maxChars } = workerData;
  const raw = kind === "pdf" ? await pdfText(bytes, maxChars) : docxText(bytes);
  // Control characters (a NUL no database column takes) become spaces; runs of spaces and blank
  // lines say nothing to a search; a pair cut at the limit is not left half.
  const text = raw
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
  parentPort.postMessage({ text: text.slice(0, maxChars).toWellFormed() });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
