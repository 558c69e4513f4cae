import { describe, expect, it } from "vitest";
import { SubscriptionRequestSchema, SubscriptionSchema } from "./subscription-schema";

describe("subscription schema", () => {
  it("accepts an address and a known source, trimming the address", () => {
    expect(SubscriptionSchema.parse({ email: "  reader@acme.example ", source: "match-report" })).toEqual({
      email: "reader@acme.example",
      source: "match-report",
    });
  });

  it("rejects a bad address, an unknown source and unknown keys with clear messages", () => {
    const result = SubscriptionSchema.safeParse({ email: "reader@", source: "podcast", name: "x" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Please enter a valid email address", "Unknown subscription source"]),
    );
    expect(result.error?.issues.some((issue) => issue.code === "unrecognized_keys")).toBe(true);
    expect(
      SubscriptionSchema.safeParse({ email: `${"a".repeat(250)}@x.io`, source: "newsletter" }).success,
    ).toBe(false);
  });

  it("strips bidi and invisible characters from the address and the source", () => {
    expect(
      SubscriptionSchema.parse({ email: "\u202Ereader@acme.example\u200B", source: "news\uFEFFletter" }),
    ).toEqual({ email: "reader@acme.example", source: "newsletter" });
  });

  it("takes the shared envelope in requests", () => {
    expect(
      SubscriptionRequestSchema.safeParse({
        email: "reader@acme.example",
        source: "newsletter",
        website: "",
        formToken: "eyJmb3JtIjoic3Vic2NyaXB0aW9uIn0.c2lnbmF0dXJl",
        fillTimeMs: 2_000,
        attribution: { utmSource: "footer" },
      }).success,
    ).toBe(true);
  });
});
