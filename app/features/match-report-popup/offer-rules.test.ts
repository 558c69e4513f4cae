import { describe, expect, it } from "vitest";
import { isMatchReportOffered } from "./offer-rules";

describe("isMatchReportOffered", () => {
  it("offers the report on English pages for hiring companies", () => {
    expect(isMatchReportOffered("companies", "/")).toBe(true);
    expect(isMatchReportOffered("companies", "/startups")).toBe(true);
  });

  it("never on pages for candidates or for both, on a 404, or in another language", () => {
    expect(isMatchReportOffered("candidates", "/talent")).toBe(false);
    expect(isMatchReportOffered("both", "/about")).toBe(false);
    expect(isMatchReportOffered(undefined, "/missing")).toBe(false);
    expect(isMatchReportOffered("companies", "/es/startups")).toBe(false);
  });

  it("never where a visitor converts, nor below it", () => {
    expect(isMatchReportOffered("companies", "/hiring-form")).toBe(false);
    expect(isMatchReportOffered("companies", "/book-a-call/confirm")).toBe(false);
    expect(isMatchReportOffered("companies", "/hiring-formula")).toBe(true);
  });
});
