/** English articles for names the pages put in a sentence. */
/**
 * "a" or "an" before an English phrase, by its first sound: "an RLHF Specialist", "an Email &
 * Lifecycle Marketer", "a UX Researcher". An acronym is read letter by letter, so F, H, L, M, N,
 * R, S and X take "an" like the vowels, and U ("you") takes "a".
 */
export function withIndefiniteArticle(phrase: string): string {
  const word = phrase.trim().split(/[\s/&-]+/)[0] ?? "";
  const acronym = /^[A-Z]{2}/.test(word);
  const an = acronym
    ? /^[AEFHILMNORSX]/.test(word)
    : /^[aeio]/i.test(word) || /^u(?![a-z]?[aeiou])/i.test(word);
  return `${an ? "an" : "a"} ${phrase}`;
}
