import { describe, expect, it } from "vitest";
import { CANDIDATE_COUNTRIES, MESSAGES } from "~/content/candidate-application";
import { categories } from "~/content/categories";
import { APPLICATION_FIELDS } from "../../features/candidate-application/fields";
import {
  CandidateApplicationRequestSchema,
  CandidateApplicationSchema,
  candidateApplicationShape,
} from "./candidate-application-schema";

const valid = {
  fullName: "Valentina Ríos",
  email: "valentina.rios@example.com",
  country: "Colombia",
  category: "developers",
  specialization: "backend",
  yearsOfExperience: 7,
  englishLevel: "Fluent",
  profileUrl: "https://www.linkedin.com/in/valentina-rios",
  hourlyRate: 45,
  note: "Available from next month, overlapping with U.S. Eastern hours.",
};

function issuesOf(input: unknown): Record<string, string[]> {
  const result = CandidateApplicationSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "(root)";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe("CandidateApplicationSchema", () => {
  it("accepts a complete application and trims text", () => {
    const parsed = CandidateApplicationSchema.parse({ ...valid, fullName: "  Valentina Ríos  " });
    expect(parsed.fullName).toBe("Valentina Ríos");
  });

  it("takes the job applied to from its page as its slug, and nothing else in its place", () => {
    expect(CandidateApplicationSchema.parse({ ...valid, job: "senior-react-developer" }).job).toBe(
      "senior-react-developer",
    );
    expect(CandidateApplicationSchema.parse(valid).job).toBeUndefined();
    for (const job of ["", "Senior React", "../inbox", "a".repeat(101), 7]) {
      expect(issuesOf({ ...valid, job }).job, String(job)).toEqual(["Unknown job opening"]);
    }
  });

  it("accepts an application without the optional note", () => {
    const { note: _note, ...withoutNote } = valid;
    expect(CandidateApplicationSchema.safeParse(withoutNote).success).toBe(true);
  });

  it("lists the twelve countries of the spec", () => {
    expect(CANDIDATE_COUNTRIES).toHaveLength(12);
    expect(CandidateApplicationSchema.safeParse({ ...valid, country: "Spain" }).success).toBe(false);
  });

  it("accepts every stack within its own category", () => {
    for (const category of categories) {
      for (const stack of category.stacks) {
        const result = CandidateApplicationSchema.safeParse({
          ...valid,
          category: category.slug,
          specialization: stack.slug,
        });
        expect(result.success, `${category.slug}/${stack.slug}`).toBe(true);
      }
    }
  });

  it("rejects a specialization from another category", () => {
    expect(issuesOf({ ...valid, category: "sales", specialization: "backend" })).toEqual({
      specialization: [MESSAGES.specialization],
    });
  });

  it.each([
    ["fullName", "A", MESSAGES.fullNameShort],
    ["fullName", "x".repeat(101), MESSAGES.fullNameLong],
    ["email", "not-an-email", MESSAGES.email],
    ["email", `${"a".repeat(250)}@example.com`, MESSAGES.emailLong],
    ["country", "", MESSAGES.country],
    ["category", "plumbers", MESSAGES.category],
    ["yearsOfExperience", 2.5, MESSAGES.yearsOfExperience],
    ["yearsOfExperience", 51, MESSAGES.yearsOfExperience],
    ["yearsOfExperience", -1, MESSAGES.yearsOfExperience],
    ["yearsOfExperience", Number.NaN, MESSAGES.yearsOfExperience],
    ["englishLevel", "Excellent", MESSAGES.englishLevel],
    ["profileUrl", "linkedin.com/in/someone", MESSAGES.profileUrl],
    ["profileUrl", "ftp://example.com/cv.pdf", MESSAGES.profileUrl],
    ["profileUrl", "javascript:alert(1)", MESSAGES.profileUrl],
    ["profileUrl", `https://example.com/${"a".repeat(300)}`, MESSAGES.profileUrlLong],
    ["hourlyRate", 4, MESSAGES.hourlyRate],
    ["hourlyRate", 501, MESSAGES.hourlyRate],
    ["hourlyRate", "45", MESSAGES.hourlyRate],
    ["note", "x".repeat(1001), MESSAGES.note],
  ])("rejects %s = %j with a clear message", (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("accepts the boundaries", () => {
    expect(
      CandidateApplicationSchema.safeParse({
        ...valid,
        yearsOfExperience: 0,
        hourlyRate: 500,
        fullName: "Al",
        note: "x".repeat(1000),
      }).success,
    ).toBe(true);
    expect(
      CandidateApplicationSchema.safeParse({ ...valid, yearsOfExperience: 50, hourlyRate: 5 }).success,
    ).toBe(true);
  });

  it("is strict: unknown keys are rejected", () => {
    expect(CandidateApplicationSchema.safeParse({ ...valid, role: "admin" }).success).toBe(false);
  });
});

describe("CandidateApplicationRequestSchema", () => {
  it("accepts the envelope fields", () => {
    const result = CandidateApplicationRequestSchema.safeParse({
      ...valid,
      website: "",
      formToken: "eyJmb3JtIjoiY2FuZGlkYXRlQXBwbGljYXRpb24ifQ.c2lnbmF0dXJl",
      attribution: { utmSource: "newsletter", landingPage: "/candidates/developers" },
    });
    expect(result.success).toBe(true);
  });

  it("still checks the specialization against the category", () => {
    const result = CandidateApplicationRequestSchema.safeParse({
      ...valid,
      category: "design",
      fillTimeMs: 9000,
    });
    expect(result.success).toBe(false);
  });
});

describe("invisible characters", () => {
  it("are stripped from the name, the address, the link and every chosen option", () => {
    const parsed = CandidateApplicationSchema.parse({
      ...valid,
      fullName: "\u202EMaría\u200B González\u2069",
      email: `\uFEFF${valid.email}`,
      country: `${valid.country}\u200E`,
      category: `\u2066${valid.category}`,
      specialization: `${valid.specialization}\u202C`,
      englishLevel: `\u200D${valid.englishLevel}`,
      profileUrl: `${valid.profileUrl}\u200B`,
    });
    expect(parsed).toMatchObject({
      fullName: "María González",
      email: valid.email,
      country: valid.country,
      category: valid.category,
      specialization: valid.specialization,
      englishLevel: valid.englishLevel,
      profileUrl: valid.profileUrl,
    });
  });
});

describe("APPLICATION_FIELDS", () => {
  it("lists every field of the application but the page's locale and the job page's job", () => {
    expect([...APPLICATION_FIELDS, "locale", "job"].sort()).toEqual(
      Object.keys(candidateApplicationShape).sort(),
    );
  });
});

describe("availability", () => {
  it("is optional: absent or an empty choice is no answer", () => {
    expect(CandidateApplicationSchema.parse(valid)).not.toHaveProperty("availability");
    expect(CandidateApplicationSchema.parse({ ...valid, availability: "" }).availability).toBeUndefined();
  });

  it("takes one of the listed choices and refuses anything else", () => {
    expect(CandidateApplicationSchema.parse({ ...valid, availability: " In 2 weeks " }).availability).toBe(
      "In 2 weeks",
    );
    expect(issuesOf({ ...valid, availability: "Tomorrow" })).toEqual({
      availability: [MESSAGES.availability],
    });
    expect(issuesOf({ ...valid, availability: 14 })).toEqual({ availability: [MESSAGES.availability] });
  });
});
