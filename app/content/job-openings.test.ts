import { describe, expect, it } from "vitest";
import { categories, findStack } from "./categories";
import { sampleOpenings } from "./job-openings";
import { llmJobSamples } from "./job-samples";

// What the talent can be paid of a stack's all-inclusive rate: at least 40% of its bottom and at
// most 80% of its top (the rest pays payroll, benefits, equipment and the margin).
const LOWEST_PAY_SHARE = 0.4;
const HIGHEST_PAY_SHARE = 0.8;

describe("the sample openings of a fresh install", () => {
  it("cover every category", () => {
    expect(new Set(sampleOpenings.map((sample) => sample.category))).toEqual(
      new Set(categories.map((category) => category.slug)),
    );
  });

  it("keep SPEC's three LLM samples with their titles, types and rates", () => {
    expect(
      sampleOpenings
        .filter((sample) => sample.category === "llm-specialists")
        .map(({ title, type, rate }) => [title, type, `$${rate}/hour`]),
    ).toEqual(llmJobSamples.map(({ title, type, rate }) => [title, type, rate]));
  });

  it.each(
    sampleOpenings
      .filter((sample) => sample.category !== "llm-specialists")
      .map((sample) => [sample.title, sample]),
  )("%s pays the talent a part of its stack's all-inclusive rate", (_title, sample) => {
    const found = findStack(sample.category, sample.stack);
    if (!found) throw new Error(`No stack ${sample.category}/${sample.stack}`);
    const { min, max } = found.stack.salaryRange;
    expect(sample.rate).toBeGreaterThanOrEqual(min * LOWEST_PAY_SHARE);
    expect(sample.rate).toBeLessThanOrEqual(max * HIGHEST_PAY_SHARE);
  });

  it("have distinct titles, so each gets its own page", () => {
    const titles = sampleOpenings.map((sample) => sample.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
