import { describe, expect, it } from "vitest";
import { jobBoardSearch } from "~/content/job-board-search";
import { formatJobRate, hasFilters, jobBoardQueryFrom } from "./job-board-filters";

const read = (search: string) => jobBoardQueryFrom(new URLSearchParams(search));

describe("the job board's filters in the URL", () => {
  it("reads every filter the form sends", () => {
    expect(
      read(
        "q=react%20%20lead&category=developers&stack=frontend&type=Contract&seniority=senior&country=mx&minRate=40&page=2",
      ),
    ).toEqual({
      q: "react lead",
      category: "developers",
      stack: "frontend",
      type: "Contract",
      seniority: "senior",
      country: "MX",
      minRate: 40,
      page: 2,
    });
  });

  it("drops what it does not know, and empty fields, instead of failing", () => {
    expect(
      read(
        "q=&category=astronauts&stack=&type=Part-Time&seniority=guru&country=US&minRate=abc&page=-3&utm_source=x",
      ),
    ).toEqual({
      q: undefined,
      category: undefined,
      stack: undefined,
      type: undefined,
      seniority: undefined,
      country: undefined,
      minRate: undefined,
      page: 1,
    });
    expect(read("minRate=0").minRate).toBeUndefined();
    expect(read("minRate=99999").minRate).toBe(500);
    expect(read(`q=${"a".repeat(200)}`).q).toHaveLength(80);
  });

  it("reads one state from every spelling of it: names and values in any case, any order, unknown parameters, extra words", () => {
    const canonical = jobBoardSearch(
      read("q=react lead&category=developers&type=Contract&country=MX&page=2"),
    );
    const spellings = [
      "page=2&country=mx&type=Contract&category=developers&q=react%20lead",
      "Q=React%20%20LEAD&CATEGORY=Developers&Type=contract&Country=Mx&Page=2&utm_source=mail",
      "q=REACT+lead&category=DEVELOPERS&type=CONTRACT&country=mx&page=2&category=astronauts&fbclid=1",
    ];
    for (const search of spellings) expect(jobBoardSearch(read(search))).toBe(canonical);
    expect(canonical).toBe("?q=react+lead&category=developers&type=Contract&country=MX&page=2");
    // The store matches the first five words; a sixth would make a new key for the same answer.
    expect(read("q=a b c d e f g").q).toBe("a b c d e");
  });

  it("keeps a stack only when it belongs to the chosen category", () => {
    expect(read("category=developers&stack=rlhf").stack).toBeUndefined();
    expect(read("category=llm-specialists&stack=rlhf").stack).toBe("rlhf");
    expect(read("stack=rlhf").stack).toBe("rlhf");
  });

  it("writes the query back in one order, so one state has one address", () => {
    const query = read("minRate=40&category=developers&q=react&page=3&junk=1");
    expect(jobBoardSearch(query)).toBe("?q=react&category=developers&minRate=40&page=3");
    expect(jobBoardSearch(query, 1)).toBe("?q=react&category=developers&minRate=40");
    expect(jobBoardSearch(read(""))).toBe("");
    expect(hasFilters(read("page=2"))).toBe(false);
    expect(hasFilters(read("country=AR"))).toBe(true);
  });

  it("writes a rate or a range per hour in the page's language", () => {
    expect(formatJobRate(33, 33, "en")).toBe("$33/hour");
    expect(formatJobRate(40, 55, "en")).toBe("$40-55/hour");
    expect(formatJobRate(40, 55, "es")).toMatch(/40.*55.* por hora$/);
    expect(formatJobRate(33, 33, "pt-br")).toMatch(/33 por hora$/);
  });
});
