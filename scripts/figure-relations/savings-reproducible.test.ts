import { describe, expect, it } from "vitest";
import {
  allInclusiveSavingsPercent,
  calculatorHref,
  type ModelInputs,
} from "../../app/content/model-figures";
import { percentValues, savingsReproducibleHtml, scenarioOf } from "./savings-reproducible";

const backendMid: ModelInputs = { role: "backend", seniority: "mid", hoursPerWeek: 40, overheadPercent: 30 };
const promptJunior: ModelInputs = { ...backendMid, role: "prompt-engineering", seniority: "junior" };
const annotationMid: ModelInputs = { ...backendMid, role: "data-annotation" };
const link = (inputs: ModelInputs, text = "the estimate") =>
  `<a href="${calculatorHref(inputs)}">${text}</a>`;
const check = (body: string, page = "/") =>
  savingsReproducibleHtml(page, `<!doctype html><html><body><main>${body}</main></body></html>`);

describe("the savings scenarios of calculator links", () => {
  it("computes a link's saving with the calculator's model", () => {
    const scenario = scenarioOf(calculatorHref(backendMid));
    expect(scenario?.state).toEqual(backendMid);
    expect(scenario?.percent).toBe(allInclusiveSavingsPercent(backendMid));
    expect(scenarioOf(calculatorHref(annotationMid))?.percent).toBeUndefined();
  });

  it("takes only a link whose query holds the whole scenario, as the calculator reads it", () => {
    expect(scenarioOf("/savings-calculator")).toBeUndefined();
    expect(scenarioOf("/savings-calculator?role=backend&seniority=mid&hours=40")).toBeUndefined();
    // The calculator would show the default role, not the one named.
    expect(
      scenarioOf("/savings-calculator?role=astronaut&seniority=mid&hours=40&overhead=30"),
    ).toBeUndefined();
    expect(scenarioOf("/pricing?role=backend&seniority=mid&hours=40&overhead=30")).toBeUndefined();
    expect(scenarioOf("https://elsewhere.example/savings-calculator?role=backend")).toBeUndefined();
  });

  it("reads single figures and ranges", () => {
    expect(percentValues("60%")).toEqual([60]);
    expect(percentValues("40–65 %")).toEqual([40, 65]);
    expect(percentValues("40-65%")).toEqual([40, 65]);
    expect(percentValues("-18%")).toEqual([-18]);
    expect(percentValues("−18%")).toEqual([-18]);
  });
});

describe("the relation", () => {
  const percent = allInclusiveSavingsPercent(backendMid);

  it("accepts a saving its nearest scenario produces", () => {
    expect(check(`<p>Save ${percent}% with ${link(backendMid)}.</p>`)).toEqual([]);
    expect(check(`<p>${link(backendMid, `Save ${percent}% on a backend hire`)}</p>`)).toEqual([]);
  });

  it("wants a saving at another overhead beside the same hire at the calculator's default", () => {
    const highOverhead: ModelInputs = { ...backendMid, overheadPercent: 39 };
    const high = allInclusiveSavingsPercent(highOverhead);
    const alone = check(`<p>Save ${high}% with ${link(highOverhead)}.</p>`);
    expect(alone).toHaveLength(1);
    expect(alone[0]?.problem).toContain("default of 30%");
    expect(
      check(`<p>Save ${high}% with ${link(highOverhead)}, or ${percent}% with ${link(backendMid)}.</p>`),
    ).toEqual([]);
    // The default twin must be the same hire: another role at 30% does not answer for it.
    expect(
      check(`<p>Save ${high}% with ${link(highOverhead)}, or see ${link(promptJunior)}.</p>`),
    ).toHaveLength(1);
  });

  it("names the page, the figure and the scenario's result when the scenario gives another figure", () => {
    const [finding, ...rest] = check(`<p>Save 60% with ${link(backendMid)}.</p>`, "/startups");
    expect(rest).toEqual([]);
    expect(finding?.page).toBe("/startups");
    expect(finding?.figure).toBe("60%");
    expect(finding?.problem).toContain(`${percent}% (${calculatorHref(backendMid)})`);
  });

  it("reads a figure against its nearest link, not a farther one that happens to match", () => {
    const findings = check(
      `<div><p>Save 65% with ${link(backendMid)}.</p><p>Or ${link(promptJunior, "a junior prompt engineer")}.</p></div>`,
    );
    expect(findings.map((finding) => finding.figure)).toEqual(["65%"]);
  });

  it("wants a scenario for each end of a range", () => {
    const range = `${percent}–65%`;
    expect(check(`<p>Savings of ${range} with ${link(backendMid)}.</p>`)).toHaveLength(1);
    expect(check(`<p>Savings of ${range}: ${link(backendMid)} and ${link(promptJunior)}.</p>`)).toEqual([]);
  });

  it("fails an unlinked saving and a negative one", () => {
    expect(check("<p>Save 60% against U.S. hiring.</p>")).toHaveLength(1);
    const [negative] = check(`<p>It costs -18% below the U.S. median: ${link(annotationMid)}.</p>`);
    expect(negative?.problem).toContain("no saving");
  });

  it("takes a scenario's overhead as its input, not as a saving", () => {
    expect(
      check(
        `<p>All-inclusive, ${percent}% below the median wage plus 30% employer overhead: ${link(backendMid)}.</p>`,
      ),
    ).toEqual([]);
    expect(
      check(
        `<p>All-inclusive, ${percent}% below the median wage plus 25% employer overhead: ${link(backendMid)}.</p>`,
      ),
    ).toHaveLength(1);
  });

  it("reads the calculator page against its own scenario, and skips a sample's words", () => {
    expect(check(`<p>Estimated savings: ${percent}%</p>`, "/savings-calculator")).toEqual([]);
    expect(check("<p>Estimated savings: 60%</p>", "/savings-calculator")).toHaveLength(1);
    expect(
      check('<section data-figure-source="sample"><p>Cost per signup rose only 20%.</p></section>'),
    ).toEqual([]);
  });
});
