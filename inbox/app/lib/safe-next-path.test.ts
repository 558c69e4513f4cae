import { describe, expect, it } from "vitest";
import { safeNextPath } from "./auth.server";

describe("safeNextPath", () => {
  it("keeps paths inside the inbox, with their query", () => {
    expect(safeNextPath("/inbox")).toBe("/inbox");
    expect(safeNextPath("/inbox/leads/hiring-requests/42")).toBe("/inbox/leads/hiring-requests/42");
    expect(safeNextPath("/inbox?kind=subscriptions&q=a%20b")).toBe("/inbox?kind=subscriptions&q=a%20b");
  });

  it("sends everything else to the inbox", () => {
    for (const value of [
      null,
      "",
      "/",
      "https://evil.example/inbox",
      "//evil.example/inbox",
      "/inboxes",
      "/inbox/../talent",
      "/inbox/%2e%2e/talent",
      "/inbox\\..\\talent",
      "/inbox/login",
      "/inbox/login/code?next=/inbox",
    ]) {
      expect(safeNextPath(value), String(value)).toBe("/inbox");
    }
  });

  it("ignores a value with control characters, which would split the Location header", () => {
    for (const value of ["/inbox\r\nSet-Cookie: a=b", "/inbox/users\n", "/inbox\u0000", "/inbox\t"]) {
      expect(safeNextPath(value)).toBe("/inbox");
    }
  });

  it("percent-encodes what a header cannot carry", () => {
    const next = safeNextPath("/inbox?q=José €");
    expect(next).toBe("/inbox?q=Jos%C3%A9%20%E2%82%AC");
    expect(() => new Headers({ Location: next })).not.toThrow();
  });
});
