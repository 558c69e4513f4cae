import { describe, expect, it } from "vitest";
import { OpeningFormSchema, openingFieldErrors, openingFormValues, rateWarning, slugify } from "./schema";

function form(overrides: Record<string, string | string[]> = {}) {
  const data = new FormData();
  const fields: Record<string, string | string[]> = {
    title: "RLHF Specialist",
    category: "llm-specialists",
    stack: "rlhf",
    seniority: "mid",
    type: "Full-Time",
    countries: ["AR", "MX"],
    rateMin: "35",
    rateMax: "40",
    description: "Rank answers.",
    validThrough: "",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) data.append(name, each);
  }
  return OpeningFormSchema.safeParse(openingFormValues(data));
}

const errorsOf = (result: ReturnType<typeof form>) =>
  result.success ? {} : openingFieldErrors(result.error);

describe("the opening form", () => {
  it("accepts a complete opening and drops empty translations", () => {
    const result = form();
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      countries: ["AR", "MX"],
      rateMin: 35,
      translations: {},
      validThrough: null,
    });
  });

  it("refuses a stack of another category, an unknown country and no country", () => {
    expect(errorsOf(form({ stack: "backend" }))).toHaveProperty("stack", "Choose a stack of this category.");
    expect(errorsOf(form({ countries: ["US"] }))).toHaveProperty("countries.0");
    expect(errorsOf(form({ countries: [] }))).toHaveProperty("countries");
  });

  it("asks for a range inside the stack's unless the editor overrides it", () => {
    expect(errorsOf(form({ rateMin: "33", rateMax: "33" })).rateMin).toMatch(/\$34-47\/hour/);
    expect(form({ rateMin: "33", rateMax: "33", rateOverride: "on" }).success).toBe(true);
    expect(rateWarning({ category: "llm-specialists", stack: "rlhf", rateMin: 33, rateMax: 33 })).toMatch(
      /outside/,
    );
    expect(rateWarning({ category: "llm-specialists", stack: "rlhf", rateMin: 35, rateMax: 40 })).toBeNull();
    expect(errorsOf(form({ rateMin: "45", rateMax: "40" })).rateMax).toMatch(/at least the lowest/);
  });

  it("needs a title and a description for a language version that has any text", () => {
    const errors = errorsOf(form({ "es.requirements": "Inglés fluido" }));
    expect(errors).toHaveProperty("es.title");
    expect(errors).toHaveProperty("es.description");
    const result = form({
      "pt-br.title": "Especialista RLHF",
      "pt-br.description": "Classificar respostas.",
    });
    expect(result.data?.translations).toEqual({
      "pt-br": {
        title: "Especialista RLHF",
        description: "Classificar respostas.",
        responsibilities: "",
        requirements: "",
        benefits: "",
      },
    });
  });

  it("checks the valid-through date", () => {
    expect(errorsOf(form({ validThrough: "next week" }))).toHaveProperty("validThrough");
    expect(errorsOf(form({ validThrough: "2027-02-30" }))).toHaveProperty("validThrough");
    expect(errorsOf(form({ validThrough: "0000-01-01" }))).toHaveProperty("validThrough");
    expect(form({ validThrough: "2027-01-31" }).data?.validThrough).toBe("2027-01-31");
  });
});

describe("slugify", () => {
  it("folds accents and punctuation", () => {
    expect(slugify("  Diseñador UX / UI — Sênior!  ")).toBe("disenador-ux-ui-senior");
    expect(slugify("!!!")).toBe("opening");
  });
});
