import { describe, expect, it } from "vitest";
import {
  additionalInfoStepSchema,
  budgetRangeStepSchema,
  detailsStepSchema,
  HIRING_FIELDS,
  HIRING_STEPS,
  HiringRequestBodySchema,
  HiringRequestSchema,
  industriesStepSchema,
  industryOptions,
  MESSAGES,
  primaryGoalStepSchema,
  roleOptions,
  rolesStepSchema,
} from "./hiring-request-schema";

const valid = {
  name: "Dana Whitfield",
  email: "dana@acme-robotics.com",
  phone: "+1 415 555 0134",
  company: "Acme Robotics",
  roles: ["Engineering", "Product"],
  primaryGoal: "Scale existing team",
  budgetRange: "$50K-200K/quarter",
  industries: ["Software Development"],
  additionalInfo: "Two senior React engineers overlapping with Pacific time.",
};

function issuesOf(schema: { safeParse: (input: unknown) => unknown }, input: unknown) {
  const result = schema.safeParse(input) as
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "(root)";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const requestIssues = (patch: Record<string, unknown>) =>
  issuesOf(HiringRequestSchema, { ...valid, ...patch });

describe("HiringRequestSchema", () => {
  it("accepts a complete request and trims text", () => {
    const parsed = HiringRequestSchema.parse({
      ...valid,
      name: "  Dana Whitfield ",
      email: " dana@acme.io ",
    });
    expect(parsed.name).toBe("Dana Whitfield");
    expect(parsed.email).toBe("dana@acme.io");
  });

  it("accepts a request without additional information", () => {
    const { additionalInfo: _omit, ...rest } = valid;
    expect(HiringRequestSchema.safeParse(rest).success).toBe(true);
    expect(HiringRequestSchema.safeParse({ ...rest, additionalInfo: "" }).success).toBe(true);
  });

  it("uses the spec's messages for each field", () => {
    expect(requestIssues({ name: "A" })).toEqual({ name: [MESSAGES.name] });
    expect(requestIssues({ name: "  A  " })).toEqual({ name: ["Name must be at least 2 characters"] });
    expect(requestIssues({ email: "not-an-email" })).toEqual({
      email: ["Please enter a valid email address"],
    });
    expect(requestIssues({ email: "" })).toEqual({ email: ["Please enter a valid email address"] });
    expect(requestIssues({ phone: "12345" })).toEqual({ phone: ["Please enter a valid phone number"] });
    expect(requestIssues({ company: "X" })).toEqual({ company: ["Company name is required"] });
    expect(requestIssues({ roles: [] })).toEqual({ roles: ["Please select at least one role"] });
    expect(requestIssues({ primaryGoal: "" })).toEqual({ primaryGoal: ["Please select your primary goal"] });
    expect(requestIssues({ budgetRange: "" })).toEqual({ budgetRange: ["Please select your budget range"] });
    expect(requestIssues({ industries: [] })).toEqual({
      industries: ["Please select at least one industry"],
    });
  });

  it("accepts the boundary lengths of the spec", () => {
    expect(requestIssues({ name: "Al", phone: "555012", company: "3M" })).toEqual({});
  });

  it("answers 'Required' for missing fields and wrong types", () => {
    for (const field of [
      "name",
      "email",
      "phone",
      "company",
      "roles",
      "primaryGoal",
      "budgetRange",
      "industries",
    ]) {
      const { [field]: _omit, ...rest } = valid as Record<string, unknown>;
      expect(issuesOf(HiringRequestSchema, rest), field).toEqual({ [field]: ["Required"] });
    }
    expect(requestIssues({ name: 42 })).toEqual({ name: ["Required"] });
    expect(requestIssues({ roles: "Engineering" })).toEqual({ roles: ["Required"] });
    expect(requestIssues({ primaryGoal: null })).toEqual({ primaryGoal: ["Required"] });
    expect(requestIssues({ additionalInfo: 7 })).toEqual({ additionalInfo: ["Required"] });
  });

  it("rejects values outside the option lists", () => {
    expect(requestIssues({ roles: ["Engineering", "Astronaut"] })).toEqual({
      "roles.1": [MESSAGES.unknownOption],
    });
    expect(requestIssues({ industries: ["Mining"] })).toEqual({ "industries.0": [MESSAGES.unknownOption] });
    expect(requestIssues({ primaryGoal: "Get rich" })).toEqual({ primaryGoal: [MESSAGES.unknownOption] });
    expect(requestIssues({ budgetRange: "$1M/quarter" })).toEqual({ budgetRange: [MESSAGES.unknownOption] });
  });

  it("removes duplicate options and bounds lists by the option count", () => {
    const parsed = HiringRequestSchema.parse({ ...valid, roles: ["Product", "Product", "Other"] });
    expect(parsed.roles).toEqual(["Product", "Other"]);
    expect(requestIssues({ roles: [...roleOptions, "Other"] })).toEqual({ roles: [MESSAGES.tooManyOptions] });
    expect(requestIssues({ industries: [...industryOptions, "Other"] })).toEqual({
      industries: [MESSAGES.tooManyOptions],
    });
  });

  it("enforces the server-side maximum lengths", () => {
    expect(requestIssues({ name: "n".repeat(100) })).toEqual({});
    expect(requestIssues({ name: "n".repeat(101) })).toEqual({
      name: ["Name must be at most 100 characters"],
    });
    expect(requestIssues({ email: `${"e".repeat(242)}@example.com` })).toEqual({});
    expect(requestIssues({ email: `${"e".repeat(243)}@example.com` })).toEqual({
      email: ["Email must be at most 254 characters"],
    });
    expect(requestIssues({ phone: "1".repeat(33) })).toEqual({
      phone: ["Phone number must be at most 32 characters"],
    });
    expect(requestIssues({ company: "c".repeat(121) })).toEqual({
      company: ["Company name must be at most 120 characters"],
    });
    expect(requestIssues({ additionalInfo: "a".repeat(5_000) })).toEqual({});
    expect(requestIssues({ additionalInfo: "a".repeat(5_001) })).toEqual({
      additionalInfo: ["Additional information must be at most 5,000 characters"],
    });
  });

  it("rejects unknown keys, including the envelope's", () => {
    expect(requestIssues({ role: "CEO" })).toHaveProperty("(root)");
    expect(requestIssues({ website: "" })).toHaveProperty("(root)");
  });
});

describe("HiringRequestBodySchema", () => {
  it("accepts the request with the envelope fields", () => {
    const result = HiringRequestBodySchema.safeParse({
      ...valid,
      website: "",
      formToken: "eyJmb3JtIjoiaGlyaW5nUmVxdWVzdCJ9.c2lnbmF0dXJl",
      attribution: { utmSource: "newsletter", landingPage: "/clients" },
    });
    expect(result.success).toBe(true);
  });

  it("still accepts the fill time of pages cached before the form token", () => {
    expect(HiringRequestBodySchema.safeParse({ ...valid, fillTimeMs: 42_000 }).success).toBe(true);
  });

  it("still rejects unknown keys", () => {
    expect(issuesOf(HiringRequestBodySchema, { ...valid, admin: true })).toHaveProperty("(root)");
  });
});

describe("step schemas", () => {
  it("validate only their own fields", () => {
    const empty = {
      name: "",
      email: "",
      phone: "",
      company: "",
      roles: [],
      primaryGoal: "",
      budgetRange: "",
      industries: [],
      additionalInfo: "",
    };
    expect(issuesOf(detailsStepSchema, empty)).toEqual({
      name: [MESSAGES.name],
      email: [MESSAGES.email],
      phone: [MESSAGES.phone],
      company: [MESSAGES.company],
    });
    expect(issuesOf(rolesStepSchema, empty)).toEqual({ roles: [MESSAGES.roles] });
    expect(issuesOf(primaryGoalStepSchema, empty)).toEqual({ primaryGoal: [MESSAGES.primaryGoal] });
    expect(issuesOf(budgetRangeStepSchema, empty)).toEqual({ budgetRange: [MESSAGES.budgetRange] });
    expect(issuesOf(industriesStepSchema, empty)).toEqual({ industries: [MESSAGES.industries] });
    expect(issuesOf(additionalInfoStepSchema, empty)).toEqual({});
    expect(issuesOf(detailsStepSchema, valid)).toEqual({});
  });

  it("cover every field of the request exactly once, in six steps", () => {
    expect(HIRING_STEPS).toHaveLength(6);
    const fields = HIRING_STEPS.flatMap((step) => step.fields);
    expect(fields.sort()).toEqual(Object.keys(HiringRequestSchema.shape).sort());
    expect([...HIRING_FIELDS].sort()).toEqual(Object.keys(HiringRequestSchema.shape).sort());
    for (const step of HIRING_STEPS)
      expect(Object.keys(step.schema.shape).sort()).toEqual([...step.fields].sort());
  });
});

describe("invisible characters", () => {
  const hidden = "\u202E\u200B\u2066\uFEFF";

  it("are stripped from names, contact details and chosen options", () => {
    const parsed = HiringRequestSchema.parse({
      ...valid,
      name: `Dana${hidden} Whitfield`,
      email: `dana@acme-robotics.com${hidden}`,
      phone: `${hidden}+1 415 555 0134`,
      company: `\u202EscitoboR emcA\u202C`,
      roles: [`Engineer${hidden}ing`, "Product"],
      primaryGoal: `Scale existing team\u200F`,
      budgetRange: `\u2067$50K-200K/quarter\u2069`,
      industries: [`Software Development\u200D`],
    });
    expect(parsed).toMatchObject({
      name: "Dana Whitfield",
      email: "dana@acme-robotics.com",
      phone: "+1 415 555 0134",
      company: "scitoboR emcA",
      roles: ["Engineering", "Product"],
      primaryGoal: "Scale existing team",
      budgetRange: "$50K-200K/quarter",
      industries: ["Software Development"],
    });
  });

  it("do not count towards the minimum lengths", () => {
    expect(requestIssues({ name: `J${hidden}` })).toEqual({ name: [MESSAGES.name] });
    expect(requestIssues({ company: `${hidden}` })).toEqual({ company: [MESSAGES.company] });
  });
});
