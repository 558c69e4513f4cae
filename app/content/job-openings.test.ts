import { describe, expect, it } from "vitest";
import { categories, findStack } from "./categories";
import { sampleOpenings } from "./job-openings";
import { llmJobSamples } from "./job-samples";
import { payFitsRate } from "./pricing-model";

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
    // The pricing model's share of the rate, the base share for roles paid plus commission or bonus.
    expect(payFitsRate(sample.rate, found.stack.salaryRange)).toBe(true);
  });

  it("have distinct titles, so each gets its own page", () => {
    const titles = sampleOpenings.map((sample) => sample.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
