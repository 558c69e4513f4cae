/**
 * The name a résumé is shown and downloaded under: the sender's name for it, made harmless. Path
 * parts, control and invisible characters (bidi overrides that disguise an extension among them)
 * are dropped, the length is bounded, and the extension is the one the content proved.
 */
import type { ResumeKind } from "~server/db/schema";

export const MAX_FILE_NAME_LENGTH = 120;

const EXTENSIONS: Record<ResumeKind, string> = { pdf: ".pdf", docx: ".docx" };

export function displayFileName(sent: string | undefined, kind: ResumeKind): string {
  const extension = EXTENSIONS[kind];
  const base = (sent ?? "")
    .normalize("NFC")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/["*:<>?|]/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  const stem = (base.toLowerCase().endsWith(extension) ? base.slice(0, -extension.length) : base)
    .trim()
    // A name that starts with a dot is hidden in some file managers.
    .replace(/^\.+/, "");
  const bounded = Array.from(stem)
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join("")
    .trim();
  return `${bounded || "resume"}${extension}`;
}

/** RFC 6266: an ASCII fallback for old clients, and the exact name as UTF-8 (RFC 8187). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
