import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./content-encoding";

describe("negotiateEncoding", () => {
  const both = { br: true, gzip: true };
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["br;q=2, gzip;q=abc", "identity"],
    [" br ; q=0.8 , gzip ; q=0.9", "gzip"],
  ])("Accept-Encoding %j with both copies gives %s", (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it("picks only a copy the build wrote", () => {
    expect(negotiateEncoding("br", { gzip: true })).toBe("identity");
    expect(negotiateEncoding("br, gzip", { gzip: true })).toBe("gzip");
    expect(negotiateEncoding("br, gzip", {})).toBe("identity");
  });
});
