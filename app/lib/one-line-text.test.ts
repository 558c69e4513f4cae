import { describe, expect, it } from "vitest";
import { freeText, oneLineText, stripBidiControls, stripInvisibleCharacters } from "./one-line-text";

/** Every Unicode bidi control: the marks, embeddings and overrides, and isolates. */
const BIDI_CONTROLS = [
  ..."\u200E\u200F\u061C",
  ..."\u202A\u202B\u202C\u202D\u202E",
  ..."\u2066\u2067\u2068\u2069",
];

const INVISIBLE = [
  "\u061C",
  ..."\u200B\u200C\u200D\u200E\u200F",
  ..."\u202A\u202B\u202C\u202D\u202E",
  ..."\u2066\u2067\u2068\u2069",
  "\uFEFF",
];

describe("one-line text", () => {
  it("removes every bidi control and invisible character", () => {
    for (const character of INVISIBLE) {
      expect(stripInvisibleCharacters(`Ac${character}me`)).toBe("Acme");
    }
    expect(stripInvisibleCharacters("\u202Egnp.exe\u202C María 😀")).toBe("gnp.exe María 😀");
  });

  it("strips before trimming and before the length checks", () => {
    const name = oneLineText().min(2);
    expect(name.parse("\uFEFF  Jane Doe \u200B")).toBe("Jane Doe");
    expect(name.safeParse("\u200BJ\u200B").success).toBe(false);
  });

  it("removes every bidi control from free text, keeping its lines and joined emoji", () => {
    for (const character of BIDI_CONTROLS) {
      expect(stripBidiControls(`Ac${character}me`)).toBe("Acme");
    }
    const note = freeText().max(20);
    expect(note.parse("\u2067 Two lines\u2069\nsecond 👩\u200D💻 ")).toBe("Two lines\nsecond 👩\u200D💻");
    // Stripped before the length check: controls do not count against it.
    expect(note.safeParse(`${"x".repeat(20)}${BIDI_CONTROLS.join("")}`).success).toBe(true);
  });
});
