import { OpeningFormSchema, type OpeningInput } from "./schema";

/**
 * An opening as the inbox's editor sends it, for tests: a senior backend role open to three
 * countries at $45–55 an hour, the fields a test does not name left empty.
 */
export function openingInput(overrides: Partial<OpeningInput> = {}): OpeningInput {
  return OpeningFormSchema.parse({
    title: "Senior Backend Developer",
    category: "developers",
    stack: "backend",
    seniority: "senior",
    type: "Full-Time",
    countries: ["AR", "BR", "MX"],
    rateMin: 45,
    rateMax: 55,
    description: "Build APIs.",
    responsibilities: "",
    requirements: "",
    benefits: "",
    translations: {},
    validThrough: "",
    ...overrides,
  });
}
