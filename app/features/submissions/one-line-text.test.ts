import { describe, expect, it } from "vitest";
import { oneLineText, stripInvisibleCharacters } from "./one-line-text";

const INVISIBLE = [
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
});
