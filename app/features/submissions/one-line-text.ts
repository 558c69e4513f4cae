/**
 * One-line fields (names, e-mail, phone, company, chosen options …) end up in e-mail headers and
 * subject lines, where bidirectional controls and invisible characters can reorder or hide what
 * the reader sees. The form schemas strip them, so the browser and the server agree on the value.
 */
import { z } from "zod";

/** Zero-width and directional marks (U+200B–U+200F), bidi embeddings and overrides
 * (U+202A–U+202E), bidi isolates (U+2066–U+2069) and the zero-width no-break space (U+FEFF). */
const INVISIBLE_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function stripInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE_CHARACTERS, "");
}

/** A string without invisible characters and surrounding white space; add length checks after it. */
export function oneLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripInvisibleCharacters).trim();
}
