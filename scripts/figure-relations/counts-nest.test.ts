import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { countBounds } from "../../app/content/claims";
import { checkCountsHtml, extractCounts } from "./counts-nest";

const page = (body: string) => `<!doctype html><html><body><main>${body}</main></body></html>`;
const relations = (body: string) => checkCountsHtml("/test", page(body)).map((found) => found.relation);
const tile = (value: string, label: string, description: string) =>
  `<div><dt><span>${label}</span><span>${description}</span></dt><dd>${value}</dd></div>`;

describe("count bounds", () => {
  it("reads a '+' as rounding down to the last significant digit", () => {
    expect(countBounds("15,000", true)).toEqual({ low: 15_000, high: 16_000 });
    expect(countBounds("120K", true)).toEqual({ low: 120_000, high: 130_000 });
    expect(countBounds("1.2M", true)).toEqual({ low: 1_200_000, high: 1_300_000 });
    expect(countBounds("35.000", false)).toEqual({ low: 35_000, high: 35_000 });
  });
});

describe("count extraction", () => {
  it("places each count in its funnel stage or company count, in each language", () => {
    const counts = extractCounts(
      new JSDOM(
        page(
          `<dl>${tile("120K+", "Vetted Talent", "assessed: professionals who went through our vetting")}${tile(
            "15.000+",
            "Candidatos avaliados",
            "disponíveis agora: aprovados, na nossa rede",
          )}</dl><p>Join 35,000 pre-vetted professionals. Más de 180 empresas que han contratado a través de nosotros.</p>`,
        ),
      ).window.document,
    );
    expect(counts.map(({ figure, kind, stage }) => [figure, kind, stage])).toEqual([
      ["120K+", "talent", "assessed"],
      ["15.000+", "talent", "available"],
      ["35,000", "talent", "vetted"],
      ["Más de 180", "company", "hired"],
    ]);
  });

  it("leaves money, small counts and years alone", () => {
    const counts = extractCounts(
      new JSDOM(
        page("<p>US$ 92.560 por ano, $1,800-3,800 a month, 12+ countries, 3-5 candidates in 2025.</p>"),
      ).window.document,
    );
    expect(counts).toEqual([]);
  });
});

describe("counts nest", () => {
  it("accepts the funnel in order and the rate it implies", () => {
    expect(
      relations(
        `<p>1.2M+ professionals applied or were sourced, 120K+ assessed, 35,000 vetted, 15,000+ available now.</p><p>Top 3% of applicants pass.</p>`,
      ),
    ).toEqual([]);
  });

  it("finds a later stage larger than an earlier one", () => {
    expect(
      relations("<p>Join 35,000 pre-vetted professionals.</p><p>50,000 candidates available now.</p>"),
    ).toEqual([
      'the "available" stage counts more than the "vetted" stage before it',
      'the "available" stage counts more than the funnel\'s "vetted" stage (talentAvailable)',
    ]);
  });

  it("finds a rate the counts it relates do not give", () => {
    expect(
      relations("<p>Join 35,000 pre-vetted professionals.</p><p>Top 10% of applicants pass.</p>"),
    ).toEqual(["the approval rate is vetted over applied: 2.7-2.9%, not 10%"]);
    // The page's own total is used where it gives one.
    expect(relations("<p>Join 50,000 pre-vetted professionals.</p><p>Top 3% of applicants.</p>")).toEqual([
      "the approval rate is vetted over applied: 3.8-4.2%, not 3%",
    ]);
  });

  it("reads a rate against the widest stage in sight, as a reader checks it", () => {
    // 35,000 vetted at the top 3% takes about 1.2M applicants: beside 120K+ assessed and no
    // applied count, the rate does not add up.
    expect(
      relations("<p>120K+ professionals assessed.</p><p>35,000 vetted.</p><p>Top 3% of applicants pass.</p>"),
    ).toEqual(["the approval rate is vetted over applied: 26.9-29.2%, not 3%"]);
    // Naming the applied stage beside the rate makes both true at once.
    expect(
      relations(
        "<p>120K+ professionals assessed.</p><p>35,000 vetted.</p><div><p>3%</p><p>Approval rate</p><p>of the 1.2M+ professionals who applied or were sourced, the share that passes every vetting step</p></div>",
      ),
    ).toEqual([]);
    expect(
      relations(
        "<p>120K+ professionals assessed.</p><p>35,000 vetted.</p><div><p>10%</p><p>Approval rate</p><p>of the 1.2M+ professionals who applied or were sourced, the share that passes every vetting step</p></div>",
      ),
    ).toEqual(["the approval rate is vetted over applied: 2.7-2.9%, not 10%"]);
  });

  it("asks every company count to say what it counts, the hired never above the served", () => {
    expect(relations("<p>Trusted by 500+ companies.</p>")).toEqual([
      "a company count that does not say what it counts (hired through us, or served in any way)",
    ]);
    expect(
      relations("<p>700+ companies have hired through us.</p><p>500+ companies we served in any way.</p>"),
    ).toEqual([
      "more companies hired through us than we served in any way",
      'more companies "hired" than the count of all companies hired',
    ]);
  });
});
