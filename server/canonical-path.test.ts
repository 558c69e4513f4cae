import { describe, expect, it } from "vitest";
import { canonicalTarget } from "./canonical-path";

describe("canonicalTarget", () => {
  it("drops trailing slashes, keeping the query, and leaves canonical paths and the root alone", () => {
    expect(canonicalTarget("/about/")).toBe("/about");
    expect(canonicalTarget("/jobs//?page=2&q=react")).toBe("/jobs?page=2&q=react");
    expect(canonicalTarget("/es/jobs/prompt-engineer/")).toBe("/es/jobs/prompt-engineer");
    expect(canonicalTarget("/about")).toBeNull();
    expect(canonicalTarget("/jobs?page=2")).toBeNull();
    expect(canonicalTarget("/")).toBeNull();
    expect(canonicalTarget("/?utm_source=mail")).toBeNull();
  });

  it("sends a language's root to its candidate landing page", () => {
    expect(canonicalTarget("/es")).toBe("/es/talent");
    expect(canonicalTarget("/es/")).toBe("/es/talent");
    expect(canonicalTarget("/pt-br/?ref=x")).toBe("/pt-br/talent?ref=x");
    expect(canonicalTarget("/es/talent")).toBeNull();
  });

  it("never leads to another host", () => {
    for (const target of [
      "//evil.example/",
      "///evil.example//",
      "/\\evil.example/",
      "/\\/evil.example",
      "//evil.example",
    ]) {
      const location = canonicalTarget(target) ?? "";
      expect(location, target).toBe("/evil.example");
      expect(new URL(location, "https://latammatch.example").host, target).toBe("latammatch.example");
    }
    expect(canonicalTarget("//")).toBe("/");
    expect(canonicalTarget("http://evil.example/")).toBeNull();
  });
});
