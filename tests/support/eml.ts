/** Reads the .eml files the mailer writes, for tests (not a test file itself). */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface ParsedEml {
  /** Header fields by lower-case name, unfolded (the first of repeated fields). */
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) head[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return { head, body };
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
      .replace(/%(?![0-9A-F]{2})/gi, "%25");
    return decodeURIComponent(bytes);
  }
  return body;
}

function parseEml(raw: string): ParsedEml {
  const { head, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(head["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r?\n/, "")))
    : [{ head, body }];
  const partOf = (type: string) => {
    const part = parts.find((candidate) => candidate.head["content-type"]?.startsWith(type));
    return part ? decode(part.body, part.head["content-transfer-encoding"]) : "";
  };
  return { headers: head, text: partOf("text/plain"), html: partOf("text/html"), raw };
}

/** Every .eml file in a folder, oldest first (file names start with the time). */
export async function readMailDir(mailDir: string): Promise<ParsedEml[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml"))
    .sort();
  return Promise.all(files.map(async (file) => parseEml(await readFile(path.join(mailDir, file), "utf8"))));
}
