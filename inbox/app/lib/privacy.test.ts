import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressArbitrary,
  applyJsonChanges,
  compareScrubbed,
  jsonDocumentArbitrary,
  nameArbitrary,
  occurs,
  onlyPersonReplaced,
  textArbitrary,
} from "../../../tests/support/privacy";
import { ERASED, namesAddress, personMatcher, scrubJson, scrubText } from "./privacy.server";

const ADDRESS = "erin.erase@person.example";

describe("scrubText", () => {
  const matcher = personMatcher(ADDRESS, ["Erin Erase", "100", "hourlyRate"]);

  it("replaces the address in any case, and the person's names only in a text that names it", () => {
    expect(scrubText("Referred by Erin Erase (Erin.Erase@Person.example), rate 100", matcher)).toBe(
      `Referred by ${ERASED} (${ERASED}), rate ${ERASED}`,
    );
    expect(scrubText("Erin Erase asked about a rate of 100", matcher)).toBe(
      "Erin Erase asked about a rate of 100",
    );
  });

  it("leaves longer addresses that contain the address alone", () => {
    const text = `cc sherin.erase@person.example, ${ADDRESS}.org and erin.erase@person.example-mail.com`;
    expect(scrubText(text, matcher)).toBe(text);
    expect(scrubText(`x\n${ADDRESS}\tand "${ADDRESS}"`, matcher)).toBe(`x\n${ERASED}\tand "${ERASED}"`);
  });

  it("takes names with regular expression characters literally", () => {
    const special = personMatcher(ADDRESS, ["$& (a+b)*", "back\\slash", "[erased]"]);
    expect(scrubText(`$& (a+b)* wrote from ${ADDRESS}; back\\slash`, special)).toBe(
      `${ERASED} wrote from ${ERASED}; ${ERASED}`,
    );
    expect(scrubText("$& aab wrote", special)).toBe("$& aab wrote");
  });

  it("leaves no address standing that a replaced name was glued to", () => {
    const glued = personMatcher("+bob@x.example", ["name."]);
    const result = scrubText("+bob@x.example name.+bob@x.example", glued);
    expect(namesAddress(result, glued)).toBe(false);
    expect(result).toBe(`${ERASED} ${ERASED}${ERASED}`);
  });

  it("never leaves the address, and changes only the address and the names (any input)", () => {
    fc.assert(
      fc.property(
        fc
          .record({ address: addressArbitrary, names: fc.array(nameArbitrary, { maxLength: 3 }) })
          .chain((person) => fc.tuple(fc.constant(person), textArbitrary(person))),
        ([person, text]) => {
          const scrubbed = scrubText(text, personMatcher(person.address, person.names));
          expect(occurs(scrubbed, person.address)).toBe(false);
          if (!occurs(text, person.address)) expect(scrubbed).toBe(text);
          else expect(onlyPersonReplaced(text, scrubbed, person)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("scrubJson", () => {
  it("changes string values only: keys, numbers and booleans named like the person stay", () => {
    const matcher = personMatcher(ADDRESS, ["100", "hourlyRate", "__proto__"]);
    const document = JSON.parse(
      `{"hourlyRate": 100, "__proto__": {"100": true, "note": "hourlyRate 100 from ${ADDRESS}"}, "list": ["100", "x\\n${ADDRESS}"]}`,
    );
    expect(scrubJson(document, matcher)).toEqual([
      { path: ["list", "1"], value: `x\n${ERASED}` },
      { path: ["__proto__", "note"], value: `${ERASED} ${ERASED} from ${ERASED}` },
    ]);
  });

  it("leaves every key, number, boolean and other string of any document as it was", () => {
    fc.assert(
      fc.property(
        fc
          .record({ address: addressArbitrary, names: fc.array(nameArbitrary, { maxLength: 3 }) })
          .chain((person) => fc.tuple(fc.constant(person), jsonDocumentArbitrary(person))),
        ([person, document]) => {
          const parsed = JSON.parse(JSON.stringify(document)) as unknown;
          const changes = scrubJson(parsed, personMatcher(person.address, person.names));
          const after = applyJsonChanges(parsed, changes);
          const problems: string[] = [];
          compareScrubbed(parsed, after, person, "$", problems);
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
