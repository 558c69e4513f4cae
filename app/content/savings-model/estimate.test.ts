import { describe, expect, it } from "vitest";
import { estimate } from "./estimate";

const backend = { min: 42, max: 55 };

describe("estimate", () => {
  it("costs a full-time senior against a U.S. wage with 30% overhead", () => {
    // LATAM: 55 × 40 × 52 / 12 = 9,533.33 a month, 114,400 a year.
    // U.S.: 104,000 / 2,080 = 50 an hour; × 1.3 = 65; 65 × 2,080 = 135,200 a year, 11,266.67 a month.
    const result = estimate({
      range: backend,
      seniority: "senior",
      hoursPerWeek: 40,
      usAnnualWage: 104_000,
      usHoursPerYear: 2080,
      overheadPercent: 30,
    });
    expect(result.latam.hourly).toBe(55);
    expect(result.latam.monthly).toBeCloseTo(9533.333, 3);
    expect(result.latam.annual).toBeCloseTo(114_400, 6);
    expect(result.us?.hourlyWage).toBe(50);
    expect(result.us?.hourly).toBeCloseTo(65, 9);
    expect(result.us?.monthly).toBeCloseTo(11_266.667, 3);
    expect(result.us?.annual).toBeCloseTo(135_200, 6);
    expect(result.savings?.annual).toBeCloseTo(20_800, 6);
    expect(result.savings?.monthly).toBeCloseTo(1733.333, 3);
    expect(result.savings?.percent).toBeCloseTo((20_800 / 135_200) * 100, 9);
  });

  it("costs a part-time junior without overhead", () => {
    // LATAM: 42 × 10 × 52 / 12 = 1,820 a month, 21,840 a year.
    // U.S.: 62,400 / 2,080 = 30 an hour; 30 × 10 × 52 = 15,600 a year: the LATAM rate costs more.
    const result = estimate({
      range: backend,
      seniority: "junior",
      hoursPerWeek: 10,
      usAnnualWage: 62_400,
      usHoursPerYear: 2080,
      overheadPercent: 0,
    });
    expect(result.latam.monthly).toBeCloseTo(1820, 9);
    expect(result.latam.annual).toBeCloseTo(21_840, 9);
    expect(result.us?.annual).toBeCloseTo(15_600, 9);
    expect(result.savings?.annual).toBeCloseTo(-6240, 9);
    expect(result.savings?.percent).toBeCloseTo(-40, 9);
  });

  it("doubles the U.S. cost at 100% overhead and uses the midpoint for mid-level", () => {
    // LATAM: 48.5 × 20 × 52 = 50,440 a year. U.S.: 2 × (132,270 / 2,080) × 20 × 52 = 132,270.
    const result = estimate({
      range: backend,
      seniority: "mid",
      hoursPerWeek: 20,
      usAnnualWage: 132_270,
      usHoursPerYear: 2080,
      overheadPercent: 100,
    });
    expect(result.latam.annual).toBeCloseTo(50_440, 9);
    expect(result.us?.annual).toBeCloseTo(132_270, 6);
    expect(result.savings?.annual).toBeCloseTo(81_830, 6);
    expect(result.savings?.percent).toBeCloseTo((81_830 / 132_270) * 100, 9);
  });

  it("gives only the LATAM side for a role without a U.S. figure", () => {
    const result = estimate({
      range: { min: 23, max: 36 },
      seniority: "mid",
      hoursPerWeek: 30,
      usHoursPerYear: 2080,
      overheadPercent: 30,
    });
    // 29.5 × 30 × 52 / 12 = 3,835 a month.
    expect(result.latam.hourly).toBe(29.5);
    expect(result.latam.monthly).toBeCloseTo(3835, 9);
    expect(result.latam.annual).toBeCloseTo(46_020, 9);
    expect(result.us).toBeUndefined();
    expect(result.savings).toBeUndefined();
  });
});
