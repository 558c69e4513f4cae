/**
 * One-line fields (names, e-mail, phone, company, chosen options …) end up in e-mail headers and
 * subject lines, where bidirectional controls and invisible characters can reorder or hide what
 * the reader sees. The form schemas strip them, so the browser and the server agree on the value.
 */
import { z } from "zod";

/** Zero-width and directional marks (U+200B–U+200F, the Arabic letter mark U+061C), bidi
 * embeddings and overrides (U+202A–U+202E), bidi isolates (U+2066–U+2069) and the zero-width
 * no-break space (U+FEFF). */
const INVISIBLE_CHARACTERS = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The bidi controls alone: the marks (U+200E, U+200F, U+061C), embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069). Free text keeps the zero-width joiners, which
 * emoji and several scripts need.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE_CHARACTERS, "");
}

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

/** A string without invisible characters and surrounding white space; add length checks after it. */
export function oneLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripInvisibleCharacters).trim();
}

/**
 * Free text (a message, a note): line breaks kept, bidi controls removed, so the team's inbox and
 * e-mails show what was typed in the order it was typed; add length checks after it.
 */
export function freeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripBidiControls).trim();
}
