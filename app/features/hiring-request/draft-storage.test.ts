import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from "./draft-storage";
import { emptyHiringFormValues, firstInvalidStep, toHiringFormValues } from "./form-values";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
}

const complete = {
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

describe("draft storage", () => {
  it("saves, loads and clears the draft", () => {
    const storage = memoryStorage();
    expect(loadDraft(storage)).toBeNull();
    saveDraft({ step: 6, values: complete }, storage);
    expect(loadDraft(storage)).toEqual({ step: 6, values: complete });
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it("never resumes past a step that does not validate", () => {
    const storage = memoryStorage();
    saveDraft({ step: 5, values: { ...complete, primaryGoal: "" } }, storage);
    expect(loadDraft(storage)?.step).toBe(3);
  });

  it("survives malformed or out-of-range stored data", () => {
    const storage = memoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, "{oops");
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 99, values: complete }));
    expect(loadDraft(storage)?.step).toBe(6);
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: "two", values: "nope" }));
    expect(loadDraft(storage)).toEqual({ step: 1, values: emptyHiringFormValues });
  });

  it("does not throw when storage is unavailable or full", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(loadDraft(throwing)).toBeNull();
    expect(() => saveDraft({ step: 1, values: complete }, throwing)).not.toThrow();
    expect(() => clearDraft(throwing)).not.toThrow();
    expect(loadDraft(undefined)).toBeNull();
  });
});
