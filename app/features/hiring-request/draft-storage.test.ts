import { describe, expect, it } from "vitest";
import { hiringFields } from "../../../tests/support/form-payloads";
import { parseHiringDraft } from "./draft-storage";
import { emptyHiringFormValues, toHiringFormValues } from "./form-values";
import { firstInvalidStep, resumeStep } from "./validation";

const complete = { ...emptyHiringFormValues, ...hiringFields() };

describe("toHiringFormValues", () => {
  it("keeps known fields of the right type and fills in the rest", () => {
    expect(toHiringFormValues({ name: "Dana", roles: ["Product", 3], company: 42, admin: true })).toEqual({
      ...emptyHiringFormValues,
      name: "Dana",
      roles: ["Product"],
    });
    expect(toHiringFormValues(null)).toEqual(emptyHiringFormValues);
  });
});

describe("firstInvalidStep", () => {
  it("names the first step whose fields do not validate", () => {
    expect(firstInvalidStep(emptyHiringFormValues)).toBe(1);
    expect(firstInvalidStep({ ...complete, roles: [] })).toBe(2);
    expect(firstInvalidStep({ ...complete, budgetRange: "" })).toBe(4);
    expect(firstInvalidStep(complete)).toBeUndefined();
  });
});

describe("parseHiringDraft", () => {
  it("restores the values and the step", () => {
    expect(parseHiringDraft({ step: 6, values: complete })).toEqual({ step: 6, values: complete });
  });

  it("never resumes past a step that does not validate", () => {
    const draft = parseHiringDraft({ step: 5, values: { ...complete, primaryGoal: "" } });
    expect(resumeStep(draft.values, draft.step)).toBe(3);
    expect(resumeStep(complete, 6)).toBe(6);
  });

  it("survives malformed or out-of-range stored data", () => {
    expect(parseHiringDraft({ step: 99, values: complete }).step).toBe(6);
    expect(parseHiringDraft({ step: "two", values: "nope" })).toEqual({
      step: 1,
      values: emptyHiringFormValues,
    });
    expect(parseHiringDraft({ formToken: { token: "t" } })).toEqual({
      step: 1,
      values: emptyHiringFormValues,
    });
  });
});
