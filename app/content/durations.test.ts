import { describe, expect, it } from "vitest";
import { claims } from "./claims";
import { candidateDurations, companyDurations, durationText, sumDurations } from "./durations";
import { trial } from "./pricing-model";

describe("durations", () => {
  it("make a candidate's first paycheck the review, the hire and the trial one after the other", () => {
    expect(candidateDurations.firstPaycheck).toEqual({ min: 4, max: 5, unit: "week" });
    expect(
      sumDurations([candidateDurations.applicationReview, candidateDurations.hire, candidateDurations.trial]),
    ).toEqual(candidateDurations.firstPaycheck);
  });

  it("agree with the figures other modules print for the same steps", () => {
    // The pricing model prices the trial; the claims print the hire time and the shortlist.
    expect(companyDurations.trial).toEqual({ min: trial.weeks, max: trial.weeks, unit: "week" });
    expect(claims.hireTime.value.toLowerCase()).toBe(durationText(companyDurations.hire));
    expect(claims.shortlistTime.value).toBe(`${companyDurations.shortlist.max}h`);
  });

  it("are written the way each locale writes them", () => {
    expect(durationText(candidateDurations.applicationReview)).toBe("5 business days");
    expect(durationText(candidateDurations.applicationReview, "es")).toBe("5 días hábiles");
    expect(durationText(candidateDurations.firstPaycheck, "pt-br")).toBe("4–5 semanas");
    expect(durationText(companyDurations.trial, "en", { adjective: true })).toBe("2-week");
  });
});
