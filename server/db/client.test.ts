import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseRows } from "./client";

describe("parseRows", () => {
  const counted = z.object({ status: z.string(), count: z.number() });

  it("answers the rows of a result, in its order, with only the columns the schema names", () => {
    const result = {
      rows: [
        { status: "new", count: 2, extra: true },
        { status: "won", count: 0 },
      ],
      fields: [],
    };
    expect(parseRows("leads by status", counted, result)).toEqual([
      { status: "new", count: 2 },
      { status: "won", count: 0 },
    ]);
  });

  it("throws, naming the query and the column, when a row is of another shape", () => {
    const result = { rows: [{ status: "new", count: "2" }] };
    expect(() => parseRows("leads by status", counted, result)).toThrow(/"leads by status".*\n.*count/s);
  });

  it("throws on a result without rows", () => {
    expect(() => parseRows("leads by status", counted, { rowCount: 1 })).toThrow(/"leads by status"/);
  });
});
