import { describe, expect, it } from "vitest";
import { isMatchReportOffered } from "../match-report-popup/offer-rules";
import { isJobAlertOffered, jobAlertFilterOf } from "./offer-rules";

describe("isJobAlertOffered", () => {
  it("offers job alerts on candidate pages in every language, where the match report is not offered", () => {
    for (const path of ["/talent", "/es/talent", "/pt-br/candidates/developers/backend", "/ai-matching"]) {
      expect(isJobAlertOffered("candidates", path)).toBe(true);
      expect(isMatchReportOffered("candidates", path)).toBe(false);
    }
  });

  it("never offers them to companies, nor where the candidate applies or the board has its form", () => {
    expect(isJobAlertOffered("companies", "/")).toBe(false);
    expect(isJobAlertOffered("both", "/about")).toBe(false);
    expect(isJobAlertOffered("candidates", "/talent-apply")).toBe(false);
    expect(isJobAlertOffered("candidates", "/es/jobs")).toBe(false);
    expect(isJobAlertOffered("candidates", "/jobs/senior-backend-developer")).toBe(false);
  });
});

describe("jobAlertFilterOf", () => {
  it("suggests the page's category and stack", () => {
    expect(jobAlertFilterOf("/es/candidates/developers/backend")).toEqual({
      category: "developers",
      stack: "backend",
    });
    expect(jobAlertFilterOf("/candidates/developers")).toEqual({ category: "developers" });
    expect(jobAlertFilterOf("/talent")).toEqual({});
    expect(jobAlertFilterOf("/candidates/unknown/backend")).toEqual({});
  });
});
