import { describe, expect, it } from "vitest";
import { type HiringRequest, HiringRequestBodySchema } from "./schema";
import { buildHiringRequestBody, createIdempotencyKeys } from "./submission";

const request: HiringRequest = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "+1 415 555 0134",
  company: "Acme Robotics",
  roles: ["Engineering"],
  primaryGoal: "Other",
  budgetRange: "Just exploring options",
  industries: ["Salesforce"],
  additionalInfo: "",
};

describe("buildHiringRequestBody", () => {
  it("adds the envelope and passes the endpoint's schema", () => {
    const body = buildHiringRequestBody(request, { honeypot: "", fillTimeMs: 12_345.6 });
    expect(body).toEqual({ ...request, website: "", fillTimeMs: 12_346 });
    expect(HiringRequestBodySchema.safeParse(body).success).toBe(true);
  });

  it("never sends a negative fill time", () => {
    expect(buildHiringRequestBody(request, { honeypot: "x", fillTimeMs: -5 }).fillTimeMs).toBe(0);
  });
});

describe("createIdempotencyKeys", () => {
  it("reuses the key for retries of the same data", () => {
    let counter = 0;
    const keys = createIdempotencyKeys(() => `key-${++counter}`);
    expect(keys.keyFor(request)).toBe("key-1");
    expect(keys.keyFor({ ...request })).toBe("key-1");
  });

  it("takes a new key when the data changes or after a success", () => {
    let counter = 0;
    const keys = createIdempotencyKeys(() => `key-${++counter}`);
    expect(keys.keyFor(request)).toBe("key-1");
    expect(keys.keyFor({ ...request, additionalInfo: "Start in May" })).toBe("key-2");
    keys.reset();
    expect(keys.keyFor({ ...request, additionalInfo: "Start in May" })).toBe("key-3");
  });
});
