/**
 * Test helper: query strings for fuzzing a page's parameters over HTTP (fast-check), and the
 * check every answer must pass: never a 5xx nor a cut connection, and a NUL anywhere in the
 * query (which PostgreSQL text cannot hold) refused by the edge with 400 in the usual error shape.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { NUL_REFUSED } from "../../app/features/submissions/http-guards.server";

/** Values that broke or could break a list: NUL, escapes, SQL and LIKE syntax, huge and odd numbers. */
const nasty = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "%",
  "_",
  "\\",
  "'",
  "''; drop table hiring_requests; --",
  "\uD800",
  "\uFFFF",
  "0",
  "-1",
  "1e309",
  "NaN",
  "99999999999999999999",
  "2024-02-30",
  "9999-99-99",
  "x".repeat(5_000),
  " ",
);

const value = fc.oneof(
  nasty,
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.string({ maxLength: 12, unit: fc.constantFrom("%", "0", "a", "\u0000", "\\", "_", "é") }),
);

/** A query string of the named parameters (and a few others), or a raw one with broken escapes mixed in. */
export function queryOf(keys: readonly string[]): fc.Arbitrary<string> {
  const named = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), value), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const pieces = [...keys.map((key) => `${key}=`), "%", "%0", "%00", "%ZZ", "%E0%A4%A", "&", "=", "+"];
  const raw = fc.array(fc.constantFrom(...pieces), { maxLength: 10 }).map((parts) => parts.join(""));
  return fc.oneof(named, raw);
}

/** GETs `path?query` from `base` with its whole body read, and checks the answer; resolves with its status. */
export async function expectSoundAnswer(
  base: string,
  path: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const target = `${path}?${query}`;
  const response = await fetch(`${base}${target}`, {
    headers: { Accept: "application/json", ...headers },
    redirect: "manual",
  });
  const body = await response.text();
  expect(response.status, target).toBeLessThan(500);
  if (query.includes("%00")) {
    expect(response.status, target).toBe(400);
    expect(JSON.parse(body), target).toMatchObject({ error: NUL_REFUSED, requestId: expect.any(String) });
  }
  return response.status;
}
