import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseAtomFeed, parseRssFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import type { JobOpeningRow } from "~server/db/schema";
import { jobPostingJsonLd } from "./job-board.server";
import { jobBoardQueryFrom } from "./job-board-filters";
import {
  aggregatorSalary,
  type FeedEntry,
  feedEntry,
  type JobFeed,
  jobFeedTitle,
  renderAggregatorFeed,
  renderAtomFeed,
  renderRssFeed,
  xmlSafe,
} from "./job-feeds.server";

const ORIGIN = "https://latammatch.example";
const NOW = new Date("2026-12-03T10:00:00Z");
/** Every kind of character XML 1.0 cannot hold. */
const NOT_XML = "\u0000\u0001\u0008\u000B\u000C\u001F\uDFFF\uD800\uFFFE\uFFFF";

function row(overrides: Partial<JobOpeningRow> = {}): JobOpeningRow {
  return {
    id: "5f0c3a52-9a3e-4a55-8d57-9b1b8d3c1e01",
    slug: "senior-backend-developer",
    title: "Senior Backend Developer",
    category: "developers",
    stack: "backend",
    seniority: "senior",
    type: "Full-Time",
    location: "Remote",
    countries: ["AR", "BR"],
    rateMin: 45,
    rateMax: 55,
    rateOverride: false,
    locales: [],
    validThrough: null,
    status: "published",
    publishedAt: new Date("2026-11-20T09:30:00Z"),
    closedAt: null,
    createdById: null,
    updatedById: null,
    createdAt: new Date("2026-11-19T08:00:00Z"),
    updatedAt: new Date("2026-11-25T12:00:00Z"),
    description: "Build **APIs** in Go.",
    responsibilities: "- Own the services",
    requirements: "",
    benefits: "",
    translations: {},
    ...overrides,
  };
}

const entryOf = (overrides: Partial<JobOpeningRow> = {}, locale: "en" | "es" = "en") =>
  feedEntry(row(overrides), { locale, origin: ORIGIN, now: NOW });

function feedOf(entries: FeedEntry[]): JobFeed {
  return {
    locale: "en",
    title: "Remote jobs at LatamMatch",
    description: "Open roles",
    boardUrl: `${ORIGIN}/jobs`,
    selfUrl: `${ORIGIN}/jobs/feed.rss`,
    updated: new Date("2026-11-25T12:00:00Z"),
    entries,
  };
}

describe("xmlSafe", () => {
  it("drops what XML 1.0 cannot hold and keeps tabs, line ends, accents and emoji", () => {
    expect(xmlSafe(`a${NOT_XML}b\t\n\r ñ 😀`)).toBe("ab\t\n\r ñ 😀");
  });
});

describe("feed entries", () => {
  it("link to the page in the feed's language, with the page's text and its section headings", () => {
    const entry = entryOf({}, "es");
    expect(entry.url).toBe(`${ORIGIN}/es/jobs/senior-backend-developer`);
    expect(entry.textLocale).toBe("en");
    expect(entry.html).toBe(
      "<p>Build <strong>APIs</strong> in Go.</p><h3>Responsabilidades</h3><ul>\n<li>Own the services</li>\n</ul>",
    );
    expect(entry.updated).toEqual(new Date("2026-11-25T12:00:00Z"));
  });

  it("end on the day the page's JobPosting gives, with or without a valid-through date", () => {
    for (const validThrough of [null, "2027-01-15"]) {
      const posting = jobPostingJsonLd(row({ validThrough }), { now: NOW, origin: ORIGIN });
      expect(entryOf({ validThrough }).validThrough.toISOString().replace(".000", "")).toBe(
        posting.validThrough,
      );
    }
  });
});

describe("the feed title", () => {
  it("puts the board's filters in words of the feed's language", () => {
    const query = jobBoardQueryFrom(new URLSearchParams("q=Go&category=developers&stack=backend&minRate=40"));
    expect(jobFeedTitle(query, "en")).toBe(
      "Remote jobs at LatamMatch: “go” · Developers · Backend Developer · from $40/hour",
    );
    expect(jobFeedTitle(jobBoardQueryFrom(new URLSearchParams("country=mx&type=contract")), "pt-br")).toBe(
      "Vagas remotas na LatamMatch: Contrato · México",
    );
    expect(jobFeedTitle(jobBoardQueryFrom(new URLSearchParams("stack=backend")), "en")).toBe(
      "Remote jobs at LatamMatch: Backend Developer",
    );
    expect(jobFeedTitle(jobBoardQueryFrom(new URLSearchParams("category=nope")), "es")).toBe(
      "Empleos remotos en LatamMatch",
    );
  });
});

describe("RSS and Atom", () => {
  const hostile = entryOf({
    title: `Backend${NOT_XML} & <Go>`,
    description: `Ships ]]> fast${NOT_XML} &lt;script&gt; & more`,
    responsibilities: "",
  });

  it("stay well-formed and carry the text escaped once, whatever the job's text holds", () => {
    const rss = renderRssFeed(feedOf([hostile]));
    const atom = renderAtomFeed(feedOf([hostile]));
    for (const body of [rss, atom]) {
      expect(XMLValidator.validate(body)).toBe(true);
      for (const character of NOT_XML) expect(body).not.toContain(character);
    }
    const item = new XMLParser().parse(rss).rss.channel.item;
    expect(item.title).toBe("Backend & <Go>");
    // The page's HTML escapes the typed "<script>"; the feed keeps it escaped.
    expect(item.description).toBe("<p>Ships ]]&gt; fast &lt;script&gt; &amp; more</p>");
    const entry = parseAtomFeed(atom).entries?.[0];
    expect(entry?.title?.value).toBe("Backend & <Go>");
    expect(entry?.content?.value).toBe("<p>Ships ]]&gt; fast &lt;script&gt; &amp; more</p>");
  });

  it("date RSS items in RFC 822 and Atom entries in RFC 3339, with a permalink guid and an id per opening", () => {
    const entry = entryOf();
    const rss = parseRssFeed(renderRssFeed(feedOf([entry])));
    expect(rss.items?.[0]?.pubDate).toBe("Fri, 20 Nov 2026 09:30:00 GMT");
    expect(rss.items?.[0]?.guid).toEqual({ value: entry.url, isPermaLink: true });
    expect(rss.lastBuildDate).toBe("Wed, 25 Nov 2026 12:00:00 GMT");
    const atom = parseAtomFeed(renderAtomFeed(feedOf([entry])));
    expect(atom.updated).toBe("2026-11-25T12:00:00.000Z");
    expect(atom.entries?.[0]).toMatchObject({
      id: entry.url,
      published: "2026-11-20T09:30:00.000Z",
      updated: "2026-11-25T12:00:00.000Z",
    });
    expect(atom.links?.map((link) => link.rel)).toEqual(["self", "alternate"]);
  });
});

describe("the aggregators' feed", () => {
  it("holds one job per opening and country, each field in CDATA, the required ones all present", () => {
    const body = renderAggregatorFeed(
      [
        entryOf({ description: `Ships ]]> fast${NOT_XML}`, responsibilities: "" }),
        entryOf({ id: "other", slug: "sdr", type: "Contract", countries: ["MX"] }),
      ],
      { origin: ORIGIN, now: NOW },
    );
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain("<title><![CDATA[Senior Backend Developer]]></title>");
    const jobs = new XMLParser({ isArray: (name) => name === "job" }).parse(body).source.job;
    expect(jobs.map((job: { referencenumber: string }) => job.referencenumber)).toEqual([
      "5f0c3a52-9a3e-4a55-8d57-9b1b8d3c1e01-AR",
      "5f0c3a52-9a3e-4a55-8d57-9b1b8d3c1e01-BR",
      "other-MX",
    ]);
    expect(jobs[0]).toMatchObject({
      title: "Senior Backend Developer",
      date: "2026-11-20T09:30:00.000Z",
      requisitionid: "5f0c3a52-9a3e-4a55-8d57-9b1b8d3c1e01",
      url: `${ORIGIN}/jobs/senior-backend-developer`,
      company: "LatamMatch",
      country: "AR",
      description: "<p>Ships ]]&gt; fast</p>",
      salary: "$45 - $55 per hour",
      jobtype: "fulltime",
      category: "Developers, Backend Developer",
      experience: "Senior",
      remotetype: "Fully remote",
    });
    expect(jobs[2].jobtype).toBe("contract");
  });

  it("writes a rate aggregators read", () => {
    expect(aggregatorSalary(30, 30)).toBe("$30 per hour");
    expect(aggregatorSalary(30, 42)).toBe("$30 - $42 per hour");
  });

  it("is a well-formed, empty source without openings", () => {
    const body = renderAggregatorFeed([], { origin: ORIGIN, now: NOW });
    expect(XMLValidator.validate(body)).toBe(true);
    expect(new XMLParser().parse(body).source.lastBuildDate).toBe("Thu, 03 Dec 2026 00:00:00 GMT");
  });
});
