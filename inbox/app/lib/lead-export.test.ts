import { describe, expect, it } from "vitest";
import { exportAuditDetail, neutralizeCell } from "./lead-export.server";
import { parseLeadListQuery } from "./lead-list.server";

describe("neutralizeCell", () => {
  it.each(["=1+1", "+1 415 555 0100", "-5", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "quotes %j, which a spreadsheet could read as a formula",
    (value) => {
      expect(neutralizeCell(value)).toBe(`'${value}`);
    },
  );

  it.each(["Acme", "", "1+1=2", " =padded", "'already quoted", "jane@acme.example", "a; b, c", "x;y,z=1"])(
    "keeps %j as it is",
    (value) => {
      expect(neutralizeCell(value)).toBe(value);
    },
  );

  it.each([
    [";=1+1", ";'=1+1"],
    ["Acme,@SUM(A1)", "Acme,'@SUM(A1)"],
    ["a\t-1", "a\t'-1"],
    ["one;+two;-three", "one;'+two;'-three"],
    [";;=x", ";;'=x"],
    [",\t=x", ",'\t'=x"],
    ["=a;=b", "'=a;'=b"],
  ])("quotes each formula after a separator in %j", (value, expected) => {
    expect(neutralizeCell(value)).toBe(expected);
  });
});

describe("exportAuditDetail", () => {
  it("keeps the filters and only whether there was a search, never its text", () => {
    const query = parseLeadListQuery(
      new URLSearchParams("kind=candidate-applications&q=maria%40example.com&status=screening&page=4"),
    );
    expect(exportAuditDetail(query)).toEqual({
      kind: "candidate-applications",
      sort: "newest",
      search: true,
      filters: { status: "screening" },
    });
  });
});
