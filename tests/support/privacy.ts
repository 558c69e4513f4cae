/**
 * Shared by the privacy tests (not a test file itself): generators of people, texts and JSON
 * documents that stress erasure (numbers, keys and words named like the person, regular
 * expression characters, quotes, backslashes, Unicode, "__proto__", longer addresses containing
 * the person's), and an account of "the address occurs" and "only the person was replaced" written
 * independently of the code under test.
 */
import fc from "fast-check";
import { ERASED, type JsonStringChange, PrivacyAddressSchema } from "../../inbox/app/lib/privacy.server";

export interface Person {
  address: string;
  names: string[];
}

/** Valid addresses (as the privacy form accepts them), with the characters regular expressions care about. */
export const addressArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_'+-]{1,6}(\.[a-z0-9_'+-]{1,4})?$/),
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,5}\.[a-z]{2,3}$/),
  )
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((address) => PrivacyAddressSchema.safeParse(address).success);

/** Words that collide with JSON keys, literals, numbers, regular expression syntax and our own marker. */
const TRICKY_WORDS = [
  "100",
  "hourlyRate",
  "note",
  "__proto__",
  "constructor",
  "true",
  "null",
  "Erin",
  "O'Brien",
  'Say "hi"',
  "back\\slash",
  ".*",
  "a+b",
  "(x)|y",
  "$&",
  "$1",
  "\\d+",
  "[a-z]",
  "{2}",
  "Zoë Ünïcödé",
  "ŞIRKET İş",
  "名前テスト",
  "🙂 emoji",
  ERASED,
  "erased",
] as const;

/** Text as PostgreSQL stores it: well-formed Unicode without NUL. */
const storable = (text: string) => text.replace(/\p{Cs}/gu, "\uFFFD").replaceAll("\u0000", "");

const freeString = (maxLength: number) => fc.string({ unit: "grapheme", maxLength }).map(storable);

export const nameArbitrary = fc.oneof(
  fc.constantFrom(...TRICKY_WORDS),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 }).map(storable),
  fc.tuple(fc.constantFrom(...TRICKY_WORDS), fc.constantFrom(...TRICKY_WORDS)).map(([a, b]) => `${a} ${b}`),
);

const caseVariants = (address: string) => [
  address,
  address.toUpperCase(),
  address.charAt(0).toUpperCase() + address.slice(1),
];

/** Addresses of other people that contain the person's without being it. */
export const neighbourAddresses = (address: string) => [
  `s${address}`,
  `x.${address}`,
  `${address}.org`,
  `${address}x`,
  `${address.replace("@", "@mail.")}`,
];

/** Free text mixing the person's address (in any case), their names, near misses and anything else. */
export function textArbitrary(person: Person, maxParts = 8) {
  const pieces: fc.Arbitrary<string>[] = [
    freeString(6),
    fc.constantFrom(...TRICKY_WORDS),
    fc.constantFrom(...caseVariants(person.address)),
    fc.constantFrom(...neighbourAddresses(person.address)),
    fc.constantFrom(" ", "\n", "\t", ".", "+", "-", "_", "@", "'", '"', "\\", "(", ")", ":", "<", ">"),
  ];
  if (person.names.length > 0) pieces.push(fc.constantFrom(...person.names));
  return fc.array(fc.oneof(...pieces), { maxLength: maxParts }).map((parts) => storable(parts.join("")));
}

/** JSON documents (objects at the top) whose keys, numbers and strings are named like the person. */
export function jsonDocumentArbitrary(person: Person) {
  const key = fc
    .oneof(
      fc.constantFrom(...TRICKY_WORDS),
      fc.constantFrom("", "0", "hourlyRate", "__proto__"),
      freeString(6),
      ...(person.names.length > 0 ? [fc.constantFrom(...person.names)] : []),
    )
    .filter((candidate) => !occurs(candidate, person.address));
  const { object } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      textArbitrary(person, 6),
      fc.constantFrom(100, 0, -1, 1.5, 1e21, 2 ** 70),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      tie("array"),
      tie("object"),
    ),
    array: fc.array(tie("value"), { maxLength: 4 }),
    // fromEntries makes "__proto__" an ordinary own key, as JSON.parse does.
    object: fc
      .array(fc.tuple(key, tie("value")), { maxLength: 5 })
      .map((entries) => Object.fromEntries(entries)),
  }));
  return object as fc.Arbitrary<Record<string, unknown>>;
}

const ADDRESS_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Whether the address stands in the text (ASCII letters in any case), not as part of a longer
 * address: no address character before it, no letter, digit or hyphen (nor a dot and more of a
 * domain) after it.
 */
export function occurs(text: string, address: string): boolean {
  const lower = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  for (let at = lower.indexOf(address); at !== -1; at = lower.indexOf(address, at + 1)) {
    const before = at > 0 ? (lower[at - 1] as string) : "";
    const after = lower.slice(at + address.length, at + address.length + 2);
    if (before !== "" && `${ADDRESS_CHARACTERS}._%+-`.includes(before)) continue;
    const next = after.charAt(0);
    if (next !== "" && `${ADDRESS_CHARACTERS}-`.includes(next)) continue;
    if (next === "." && after.length === 2 && ADDRESS_CHARACTERS.includes(after.charAt(1))) continue;
    return true;
  }
  return false;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Whether `after` is `before` with some stretches replaced by [erased], each stretch being the
 * address (ASCII letters in any case), one of the person's names (any case) or [erased] itself;
 * everything between them unchanged.
 */
export function onlyPersonReplaced(before: string, after: string, person: Person): boolean {
  const address = [...person.address]
    .map((character) =>
      /[a-z]/.test(character) ? `[${character}${character.toUpperCase()}]` : literal(character),
    )
    .join("");
  const names = person.names.map((name) => name.trim()).filter((name) => name.length > 0);
  const replaced = `(?:${[literal(ERASED), address, ...names.map((name) => `(?i:${literal(name)})`)].join("|")})`;
  const pattern = after.split(ERASED).map(literal).join(replaced);
  return new RegExp(`^${pattern}$`, "u").test(before);
}

/** The document with the changes applied, as the database applies them with jsonb_set. */
export function applyJsonChanges(document: unknown, changes: JsonStringChange[]): unknown {
  let result = JSON.parse(JSON.stringify(document)) as unknown;
  for (const change of changes) {
    if (change.path.length === 0) {
      result = change.value;
      continue;
    }
    let target = result as Record<string, unknown>;
    for (const key of change.path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    Object.defineProperty(target, change.path.at(-1) as string, {
      value: change.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/**
 * Compares a record (or any JSON value) before and after erasure: same shape, keys, numbers,
 * booleans and nulls; strings that did not name the address unchanged; those that did, without it
 * and changed only where the address or a name of the person stood. Problems are appended.
 */
export function compareScrubbed(
  before: unknown,
  after: unknown,
  person: Person,
  where: string,
  problems: string[],
) {
  if (typeof before === "string") {
    if (typeof after !== "string") problems.push(`${where}: no longer a string`);
    else if (!occurs(before, person.address)) {
      if (after !== before)
        problems.push(`${where}: ${JSON.stringify(before)} changed to ${JSON.stringify(after)}`);
    } else if (occurs(after, person.address) || !onlyPersonReplaced(before, after, person)) {
      problems.push(`${where}: ${JSON.stringify(before)} became ${JSON.stringify(after)}`);
    }
  } else if (Array.isArray(before)) {
    if (!Array.isArray(after) || after.length !== before.length) problems.push(`${where}: array changed`);
    else {
      for (const [index, item] of before.entries()) {
        compareScrubbed(item, after[index], person, `${where}[${index}]`, problems);
      }
    }
  } else if (before !== null && typeof before === "object") {
    const keys = Object.keys(before).sort();
    if (after === null || typeof after !== "object" || Array.isArray(after)) {
      problems.push(`${where}: no longer an object`);
      return;
    }
    if (JSON.stringify(Object.keys(after).sort()) !== JSON.stringify(keys)) {
      problems.push(
        `${where}: keys ${JSON.stringify(keys)} became ${JSON.stringify(Object.keys(after).sort())}`,
      );
      return;
    }
    for (const key of keys) {
      compareScrubbed(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        person,
        `${where}.${key}`,
        problems,
      );
    }
  } else if (!Object.is(before, after)) {
    problems.push(`${where}: ${String(before)} became ${String(after)}`);
  }
}

/** Every string in a value, keys included (for "no trace of the address anywhere"). */
export function stringsIn(value: unknown): string[] {
  const found: string[] = [];
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === "string") found.push(next);
    else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        found.push(key);
        pending.push(item);
      }
    }
  }
  return found;
}
