import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, requestHash } from "./request-hash.server";

describe("request hash", () => {
  it("ignores key order and absent values, at every level", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":null,"z":1}]},"b":1}',
    );
    expect(requestHash({ name: "Jane", roles: ["A", "B"], note: undefined })).toBe(
      requestHash({ roles: ["A", "B"], name: "Jane" }),
    );
  });

  it("differs when a value or a list's order differs", () => {
    const base = requestHash({ name: "Jane", roles: ["A", "B"] });
    expect(requestHash({ name: "Jan", roles: ["A", "B"] })).not.toBe(base);
    expect(requestHash({ name: "Jane", roles: ["B", "A"] })).not.toBe(base);
    expect(requestHash({ name: "Jane", roles: ["A", "B"], extra: "" })).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is the same for any reordering of an object's keys, prototype names included", () => {
    const keys = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom("__proto__", "constructor", "toString"),
    );
    const objects = fc.dictionary(keys, fc.jsonValue(), { maxKeys: 8 });
    fc.assert(
      fc.property(objects, (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
