/** Reads the .eml files the mailer writes: headers (encoded words decoded) and every leaf part, decoded. */

export interface Mail {
  raw: string;
  headers: Record<string, string>;
  parts: { headers: Record<string, string>; body: string }[];
}

/** Header values with RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head: Record<string, string> = {};
  for (const line of raw
    .slice(0, at)
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) head[line.slice(0, colon).toLowerCase()] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers: head, body: raw.slice(at).replace(/^\r?\n\r?\n/, "") };
}

function decode(body: string, encoding = "") {
  if (encoding.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding.toLowerCase() === "quoted-printable") {
    const bytes = Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    );
    return bytes.toString("utf8");
  }
  return body;
}

/** The leaf parts of a MIME entity, multiparts opened at every level. */
function leafParts(headers: Record<string, string>, body: string): Mail["parts"] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary) return [{ headers, body: decode(body, headers["content-transfer-encoding"]) }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const parsed = splitHead(part.replace(/^\r?\n/, ""));
      return leafParts(parsed.headers, parsed.body);
    });
}

export function parseMail(raw: string): Mail {
  const { headers, body } = splitHead(raw);
  return { raw, headers, parts: leafParts(headers, body) };
}

export const partOf = (mail: Mail, type: string) =>
  mail.parts.find((part) => part.headers["content-type"]?.toLowerCase().startsWith(type))?.body ?? "";
