import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { auditHtml, extractFigures, type FigureRule, normalizeFigure } from "./figure-audit";

const figuresOf = (body: string) =>
  extractFigures(new JSDOM(`<!doctype html><body>${body}</body>`).window.document).map(
    (found) => found.figure,
  );

const rules: FigureRule[] = [
  { pages: "/", figure: "$48K", labels: ["pay of a mid-level LATAM developer"], source: "spec" },
  { pages: /^\/candidates\//, figure: "$42-55", labels: ["all-inclusive", "/hour"], source: "model" },
  { pages: "/", figure: "60%", labels: ["on salary"], source: "spec" },
];
const page = (body: string) =>
  `<!doctype html><html><head><title>$1 title</title></head><body>${body}</body></html>`;

describe("figure extraction", () => {
  it("finds amounts however they are written, in each language", () => {
    expect(
      figuresOf(
        "<p>From $42-55/hour, $1,800-3,800 a month, $120K+ a year, $48.50 an hour, US$ 39–52 and 39-52 US$.</p>",
      ),
    ).toEqual(["$42-55", "$1,800-3,800", "$120K+", "$48.50", "US$ 39–52", "39-52 US$"]);
  });

  it("finds a percentage only in a clause about saving or cost", () => {
    expect(figuresOf("<p>48-hour shortlists, 60% savings on salary and 95% 90-day retention.</p>")).toEqual([
      "60%",
    ]);
    expect(figuresOf("<p>Only 3% of applicants pass. English B2+ 92%.</p>")).toEqual([]);
    expect(figuresOf("<p>Los clientes ahorran 40–65%.</p><p>Custo 50% menor.</p>")).toEqual([
      "40–65%",
      "50%",
    ]);
    // "At least" is not a saving: al menos, pelo menos.
    expect(figuresOf("<p>Precisión de al menos un 85%.</p><p>Pelo menos 85% de precisão.</p>")).toEqual([]);
  });

  it("reads a stat tile as one: a bare figure takes the words of its tile", () => {
    expect(figuresOf("<dl><div><dt>Savings against U.S. hiring</dt><dd>50%</dd></div></dl>")).toEqual([
      "50%",
    ]);
    expect(figuresOf("<dl><div><dt>90-day retention</dt><dd>94%</dd></div></dl>")).toEqual([]);
  });

  it("joins a figure split over inline elements, never over blocks", () => {
    expect(figuresOf("<p><span>$</span><span>48</span>/h</p>")).toEqual(["$48"]);
    expect(figuresOf("<p>$</p><p>48</p>")).toEqual([]);
  });

  it("normalises spaces, dashes and thousands separators", () => {
    expect(normalizeFigure("US$ 1.800–3.800")).toBe(normalizeFigure("US$1,800-3,800"));
    expect(normalizeFigure("$48.50")).not.toBe(normalizeFigure("$4850"));
  });
});

describe("the audit", () => {
  it("accepts a figure its rule gives, with the label next to it", () => {
    expect(
      auditHtml(
        "/",
        page(
          "<p>A mid-level LATAM developer is paid $48K: the yearly pay of a mid-level LATAM developer.</p>",
        ),
        rules,
      ),
    ).toEqual([]);
    expect(
      auditHtml(
        "/candidates/developers/backend",
        page("<dl><dt>All-inclusive rate</dt><dd>$42-55/hour</dd></dl>"),
        rules,
      ),
    ).toEqual([]);
  });

  it("fails an unlabelled figure", () => {
    const findings = auditHtml("/", page("<section><p>Save 60% against U.S. hiring.</p></section>"), rules);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.problem).toMatch(/label is missing/);
  });

  it("fails a figure no rule gives: a contradicting or a new amount", () => {
    const findings = auditHtml(
      "/",
      page("<p>A developer through LatamMatch costs $52K a year, all-inclusive.</p>"),
      rules,
    );
    expect(findings.map((finding) => finding.figure)).toEqual(["$52K"]);
    expect(findings[0]?.problem).toMatch(/no rule/);
  });

  it("holds a rule to its pages", () => {
    const findings = auditHtml("/startups", page("<p>$42-55/hour all-inclusive</p>"), rules);
    expect(findings).toHaveLength(1);
  });

  it("does not count a label far away from the figure", () => {
    const filler = "<p>Lorem ipsum dolor sit amet. </p>".repeat(40);
    const findings = auditHtml(
      "/",
      page(`<section><p>On salary</p>${filler}<p>Save 60%.</p></section>`),
      rules,
    );
    expect(findings).toHaveLength(1);
  });

  it("ignores the document head", () => {
    expect(auditHtml("/", page(""), rules)).toEqual([]);
  });
});
