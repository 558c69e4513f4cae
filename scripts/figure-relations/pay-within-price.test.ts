import { describe, expect, it } from "vitest";
import { payMark, priceMark } from "../../app/content/figure-marks";
import { checkPayWithinPriceHtml, roleRate } from "./pay-within-price";

const attributes = (marks: Record<string, string>) =>
  Object.entries(marks)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

// Cells stand in a table, or the parser drops them.
const page = (body: string) =>
  `<!doctype html><html><body><main>${body.includes("<td") ? `<table><tr>${body}</tr></table>` : body}</main></body></html>`;

describe("pay never exceeds price", () => {
  it("reads a stack's and a category's all-inclusive rate", () => {
    expect(roleRate("backend")).toEqual({ min: 42, max: 55 });
    expect(roleRate("developers")).toEqual({ min: 29, max: 59 });
    expect(roleRate("plumbing")).toBeUndefined();
  });

  it("passes pay inside the share of the rate and reports pay above it, naming both figures", () => {
    const html = page(`
      <p ${attributes(priceMark("backend"))}>$42-55</p>
      <p ${attributes(payMark({ role: "backend" }))}>Pay $46/hour</p>
      <p ${attributes(payMark({ role: "backend" }))}>Pay $54/hour</p>`);
    const findings = checkPayWithinPriceHtml("/candidates/developers/backend", html);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.pay).toContain("$54");
    expect(findings[0]?.price).toContain("$42-55/hour");
    expect(findings[0]?.relation).toBe("pay never exceeds price");
  });

  it("holds a median to mid-level pay and a band to its seniority, per month", () => {
    const median = (amount: number) =>
      `<div ${attributes(payMark({ role: "developers", seniority: "mid" }))}>Median pay $${amount}/h</div>`;
    const band = (range: string, seniority: "junior" | "senior") =>
      `<td ${attributes(payMark({ role: "developers", seniority, period: "month" }))}>${range}</td>`;
    const findings = checkPayWithinPriceHtml(
      "/candidates/developers",
      page(`${median(27)}${median(47)}${band("$1,800-3,800", "junior")}${band("$5,200-8,500", "senior")}
        ${band("$9,800-12,000", "junior")}`),
    );
    expect(findings.map((finding) => finding.pay.split(" (")[0])).toEqual([
      "$47",
      "$9,800-12,000",
      "$9,800-12,000",
    ]);
  });

  it("reads a figure written the Spanish way", () => {
    const html = page(`<td ${attributes(payMark({ role: "developers", seniority: "mid", period: "month" }))}>
      3.200-5.800 US$</td><td ${attributes(payMark({ role: "developers", seniority: "mid", period: "month" }))}>
      9.200-9.800 US$</td>`);
    expect(checkPayWithinPriceHtml("/es/candidates/developers", html)).toHaveLength(2);
  });

  it("lets on-target earnings exceed the rate (commission is billed on top) but not the base", () => {
    const cell = (text: string, part: "base" | "total") =>
      `<td ${attributes(payMark({ role: "enterprise-ae", period: "month", part }))}>${text}</td>`;
    const html = page(
      `${cell("$2,400-3,600", "base")}${cell("$6,000-10,000", "total")}${cell("$9,000", "base")}`,
    );
    expect(checkPayWithinPriceHtml("/candidates/sales", html).map((finding) => finding.pay)).toEqual([
      expect.stringContaining("$9,000"),
    ]);
  });

  it("reports another stack's person on a stack page and another category's on a category page", () => {
    const person = (role: string) => `<div ${attributes(payMark({ role }))}>Pay $40/hour</div>`;
    expect(checkPayWithinPriceHtml("/candidates/developers/backend", page(person("devops")))).toEqual([
      expect.objectContaining({ problem: "a figure of devops on the page of backend" }),
    ]);
    expect(checkPayWithinPriceHtml("/es/candidates/developers/backend", page(person("backend")))).toEqual([]);
    expect(checkPayWithinPriceHtml("/pt-br/candidates/design", page(person("nlp")))).toHaveLength(1);
  });

  it("reports a marked rate that is not its role's, so pay is measured against the printed price", () => {
    const rate = (role: string, text: string) => `<p ${attributes(priceMark(role))}>${text}</p>`;
    const html = page(
      `${rate("backend", "$42-55/hour")}${rate("frontend", "36–49 US$")}${rate("devops", "$40-59")}`,
    );
    expect(checkPayWithinPriceHtml("/candidates/developers", html)).toEqual([
      expect.objectContaining({ price: "$40-59 (devops, all-inclusive rate)" }),
    ]);
  });

  it("reports a pay figure whose role is unknown or which holds no amount", () => {
    const html = page(
      `<p ${attributes(payMark({ role: "astronaut" }))}>$40</p><p ${attributes(payMark({ role: "backend" }))}>soon</p>`,
    );
    expect(checkPayWithinPriceHtml("/talent", html).map((finding) => finding.problem)).toEqual([
      'the pay figure names no known stack or category ("astronaut")',
      "the pay figure holds no amount",
    ]);
  });
});
