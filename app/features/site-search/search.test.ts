import { describe, expect, it } from "vitest";
import { MAX_RESULTS, type SearchEntry, searchPages, searchTerms } from "./search";
import { notFoundSearchData, searchEntries } from "./search-index.server";

const entries: SearchEntry[] = [
  {
    path: "/pricing",
    title: "Pricing: Hourly Rates, Packages and Fees",
    description: "Monthly prices by role.",
  },
  {
    path: "/candidates/design/ux-research",
    title: "Hire UX Researchers",
    description: "Diseño de experiencia.",
  },
  {
    path: "/security",
    title: "Security and Data Handling",
    description: "What we store and the rates of retention.",
  },
];

describe("searchPages", () => {
  it("matches every word, ignoring case and accents, at the start of words", () => {
    expect(searchPages(entries, "DISENO").map((entry) => entry.path)).toEqual([
      "/candidates/design/ux-research",
    ]);
    expect(searchPages(entries, "ux resea").map((entry) => entry.path)).toEqual([
      "/candidates/design/ux-research",
    ]);
    expect(searchPages(entries, "pricing security")).toEqual([]);
    // Inside a word is no match: "ates" is not the start of "Rates".
    expect(searchPages(entries, "ates")).toEqual([]);
  });

  it("ranks a word in the title above the same word in a description", () => {
    expect(searchPages(entries, "rates").map((entry) => entry.path)).toEqual(["/pricing", "/security"]);
  });

  it("finds nothing for an empty or punctuation-only query, and at most MAX_RESULTS", () => {
    expect(searchPages(entries, "   ")).toEqual([]);
    expect(searchPages(entries, "?!")).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => ({
      path: `/p${index}`,
      title: "Same",
      description: "",
    }));
    expect(searchPages(many, "same")).toHaveLength(MAX_RESULTS);
    expect(searchTerms("x".repeat(500)).join("")).toHaveLength(100);
  });
});

describe("the page list a not-found page searches", () => {
  it("holds every listed English page and every category and stack page, each once", () => {
    const paths = searchEntries("en").map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/pricing",
      "/about",
      "/security",
      "/candidates/developers",
      "/candidates/sales/sdr-bdr",
    ])
      expect(paths).toContain(path);
    expect(paths).not.toContain("/thank-you");
    expect(searchPages(searchEntries("en"), "backend")[0]?.path).toBe("/candidates/developers/backend");
  });

  it("searches a translated 404 in its own language, on its own paths", () => {
    const entries = searchEntries("es");
    expect(entries.every((entry) => entry.path.startsWith("/es/"))).toBe(true);
    expect(searchPages(entries, "diseño").length).toBeGreaterThan(0);
  });

  it("carries the query sent with ?q= and the suggested links in the request's language", () => {
    const data = notFoundSearchData(new Request("https://latammatch.example/es/nope?q=ventas"));
    expect(data.kind).toBe("not-found-search");
    expect(data.query).toBe("ventas");
    expect(data.text.searchButton).toBe("Buscar");
    const hrefs = data.suggestions.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toContain("/es/talent");
    expect(hrefs).toContain("/hiring-form");
  });
});
