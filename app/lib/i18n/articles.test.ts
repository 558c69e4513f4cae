import { describe, expect, it } from "vitest";
import { allStacks } from "~/content/categories";
import { withIndefiniteArticle } from "./articles";

describe("the indefinite article before a role name", () => {
  it("follows the first sound, acronyms letter by letter", () => {
    const names = Object.fromEntries(
      allStacks().map(({ stack }) => [stack.slug, withIndefiniteArticle(stack.name)]),
    );
    expect(names.rlhf).toBe("an RLHF Specialist");
    expect(names.sft).toBe("an SFT Specialist");
    expect(names.mlops).toBe("an MLOps Engineer");
    expect(names.nlp).toBe("an NLP Engineer");
    expect(names.automation).toBe("an AI Automation Engineer");
    expect(names["sdr-bdr"]).toBe("an SDR / BDR");
    expect(names.email).toBe("an Email & Lifecycle Marketer");
    expect(names["enterprise-ae"]).toBe("an Enterprise Account Executive");
    expect(names["ux-research"]).toBe("a UX Researcher");
    expect(names["ui-visual"]).toBe("a UI / Visual Designer");
    expect(names["qa-testing"]).toBe("a QA & Testing Engineer");
    expect(names.devops).toBe("a DevOps Engineer");
    expect(names.backend).toBe("a Backend Developer");
  });
});
