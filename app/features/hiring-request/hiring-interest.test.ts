import { describe, expect, it } from "vitest";
import {
  hiringFormHref,
  interestAttribution,
  interestFromSearch,
  parseInterest,
  shortlistHref,
} from "./hiring-interest";

describe("hiring interest", () => {
  it("carries the stack, seniority and package through /hiring-form's query string", () => {
    const href = hiringFormHref({ stackSlug: "backend", seniority: "senior", hoursPerWeek: 20 });
    expect(href).toBe("/hiring-form?role=backend&seniority=senior&package=20");
    const interest = interestFromSearch(new URL(href, "https://example.test").searchParams);
    expect(interest).toEqual({
      role: "Backend Developer (Senior)",
      package: "Growth, 20 hours/week",
      category: "developers",
    });
    expect(interestAttribution(interest)).toEqual({
      interestRole: "Backend Developer (Senior)",
      interestPackage: "Growth, 20 hours/week",
    });
  });

  it("names full-time as 40 hours and ignores unknown roles or packages", () => {
    expect(interestFromSearch(new URLSearchParams("role=rlhf&package=40"))).toEqual({
      role: "RLHF Specialist",
      package: "Enterprise, Full-Time (40 hours/week)",
      category: "llm-specialists",
    });
    expect(interestFromSearch(new URLSearchParams("role=pilot&package=20"))).toBeUndefined();
    expect(interestFromSearch(new URLSearchParams("role=backend&package=25"))).toBeUndefined();
    expect(interestAttribution(undefined)).toEqual({});
  });

  it("accepts only well-formed interests from stored drafts", () => {
    expect(parseInterest({ role: "QA & Testing Engineer", package: "Scale, 30 hours/week" })).toEqual({
      role: "QA & Testing Engineer",
      package: "Scale, 30 hours/week",
    });
    expect(parseInterest({ role: "x".repeat(201), package: "Scale" })).toBeUndefined();
    expect(parseInterest({ role: 3, package: "Scale" })).toBeUndefined();
    expect(parseInterest("backend")).toBeUndefined();
  });

  it("carries the matcher's role, a specialization or a whole category, with no package", () => {
    const href = shortlistHref({ role: "frontend", seniority: "senior" });
    expect(href).toBe("/hiring-form?role=frontend&seniority=senior");
    const interest = interestFromSearch(new URL(href, "https://example.test").searchParams);
    expect(interest).toEqual({ role: "Frontend Developer (Senior)", category: "developers" });
    expect(interestAttribution(interest)).toEqual({ interestRole: "Frontend Developer (Senior)" });
    expect(
      interestFromSearch(new URL(shortlistHref({ role: "design" }), "https://example.test").searchParams),
    ).toEqual({
      role: "Design",
      category: "design",
    });
    // Only the category list's slugs: anything else fills nothing in.
    for (const query of [
      "role=plumbers",
      "role=toString",
      "role=",
      "seniority=senior",
      "role=design&package=7",
    ])
      expect(interestFromSearch(new URLSearchParams(query)), query).toBeUndefined();
  });

  it("reads a stored interest without a package, and drops an unknown category", () => {
    expect(parseInterest({ role: "Design", category: "design" })).toEqual({
      role: "Design",
      category: "design",
    });
    expect(parseInterest({ role: "Design", category: "plumbing" })).toEqual({ role: "Design" });
    expect(parseInterest({ role: "Design", package: 3 })).toBeUndefined();
  });
});
