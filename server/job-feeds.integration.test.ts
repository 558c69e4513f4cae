/**
 * The job board's feeds fetched from the real server app over HTTP on each database and read the
 * way their readers read them: RSS and Atom with a feed parser (feedsmith), the aggregators' feed
 * with an XML parser (fast-xml-parser). Each item must be an open opening linking to its page in
 * the feed's language with the page's own text; filters, unknown values, caching and HEAD behave
 * as the board's.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseAtomFeed, parseRssFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerJobPage, jobDescriptionHtml } from "../app/features/jobs/job-board.server";
import { loadAggregatorEntries, xmlSafe } from "../app/features/jobs/job-feeds.server";
import { createOpening, transitionOpening } from "../app/features/jobs/openings.server";
import { openingInput } from "../app/features/jobs/openings.test-support";
import type { Locale } from "../app/lib/i18n/locales";
import { SITE_ORIGIN, testEnv } from "../tests/support/integration";
import { expectSoundAnswer, queryOf } from "../tests/support/query-fuzz";
import { createApp } from "./app";
import { testDatabases } from "./db/test-databases";
import { createHttpServer } from "./http-server";
import { createLogger } from "./logger.server";
import { type RunningServices, startServices } from "./services.server";

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/**
 * Characters XML 1.0 cannot carry, typed into an opening's title and text (PostgreSQL itself
 * refuses NUL; the builders' unit tests take it and lone surrogates).
 */
const NOT_XML = "\u0001\u0008\u000B\u001F\uFFFE\uFFFF";

const databases = await testDatabases("job-feeds");

describe.each(databases)("the job feeds on $name", (database) => {
  let services: RunningServices;
  let server: Server;
  let base: string;
  const db = () => services.database.db;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const app = createApp({
      services,
      sitePages: (_req, res) => void res.writeHead(404).end(),
      log: createLogger({ level: "silent" }),
    });
    server = createHttpServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const publish = (overrides: Parameters<typeof openingInput>[0]) =>
      createOpening(db(), openingInput(overrides), { actorId: null, status: "published" });
    await publish({
      title: "Feedwright Rust Engineer",
      translations: {
        es: {
          title: "Ingeniero Rust de Feedwright",
          description: "Construir **servicios**.",
          responsibilities: "",
          requirements: "",
          benefits: "",
        },
      },
    });
    await publish({
      title: "Feedwright Sales Lead",
      category: "sales",
      stack: "sdr-bdr",
      type: "Contract",
      rateMin: 28,
      rateMax: 36,
    });
    await publish({ title: "Feedwright Expired Role", validThrough: "2020-01-01" });
    await createOpening(db(), openingInput({ title: "Feedwright Draft Role" }), { actorId: null });
    const closed = await publish({ title: "Feedwright Closed Role" });
    await transitionOpening(db(), closed.id, "close", null);
    // Text typed with characters XML cannot hold, and the end of a CDATA section.
    const broken = openingInput({ title: "Feedwright Control Role" });
    broken.title = `Feedwright${NOT_XML} Control Role`;
    broken.description = `Ships ]]> fast${NOT_XML} <script>alert(1)</script> & more`;
    await createOpening(db(), broken, { actorId: null, status: "published" });
    await services.jobBoard.purge();
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await services?.stop();
    await database.drop();
  });

  const text = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    return { response, body: await response.text() };
  };

  /** The item links to an open opening's page in `locale`, and carries that page's text. */
  const expectRealJobPage = async (link: string, locale: Locale, html: string | undefined) => {
    const prefix = `${SITE_ORIGIN}${locale === "en" ? "" : `/${locale}`}/jobs/`;
    expect(link.startsWith(prefix)).toBe(true);
    const answer = await answerJobPage(db(), link.slice(prefix.length), { locale, now: new Date() });
    expect(answer.state).toBe("open");
    // The page's text as it shows it, less what XML cannot carry.
    if (answer.state === "open") expect(html).toBe(xmlSafe(jobDescriptionHtml(answer.job, locale)));
  };

  /**
   * Each RSS item's description as XML holds it (one level of escaping undone): feedsmith decodes
   * the HTML's own entities too, so the text is compared as an XML parser reads it.
   */
  const rssDescriptions = (body: string): Map<string, string> => {
    const items = new XMLParser({ isArray: (name) => name === "item" }).parse(body).rss.channel.item ?? [];
    return new Map(items.map((item: { link: string; description: string }) => [item.link, item.description]));
  };

  it("serves RSS 2.0 of the open openings, each linking to its page with its text and an RFC 822 date", async () => {
    const { response, body } = await text("/jobs/feed.rss");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(XMLValidator.validate(body)).toBe(true);
    const feed = parseRssFeed(body);
    expect(feed.title).toBe("Remote jobs at LatamMatch");
    expect(feed.link).toBe(`${SITE_ORIGIN}/jobs`);
    const items = feed.items ?? [];
    const titles = items.map((item) => item.title);
    const descriptions = rssDescriptions(body);
    expect(titles).toContain("Feedwright Rust Engineer");
    expect(titles).toContain("Feedwright Sales Lead");
    expect(titles).toContain("Feedwright Control Role");
    for (const gone of ["Expired", "Draft", "Closed"])
      expect(titles).not.toContain(`Feedwright ${gone} Role`);
    for (const item of items) {
      expect(item.pubDate).toMatch(RFC_822);
      expect(item.guid?.value).toBe(item.link);
      await expectRealJobPage(item.link ?? "", "en", descriptions.get(item.link ?? ""));
    }
  });

  it("filters with the board's parameters, in any case, and drops unknown values as the board does", async () => {
    const { body } = await text("/jobs/feed.rss?CATEGORY=Sales&type=contract");
    const feed = parseRssFeed(body);
    expect(feed.title).toBe("Remote jobs at LatamMatch: Sales · Contract");
    expect(feed.link).toBe(`${SITE_ORIGIN}/jobs?category=sales&type=Contract`);
    const titles = (feed.items ?? []).map((item) => item.title);
    expect(titles).toContain("Feedwright Sales Lead");
    expect(titles).not.toContain("Feedwright Rust Engineer");
    const search = parseRssFeed((await text("/jobs/feed.rss?q=RUST")).body);
    expect((search.items ?? []).map((item) => item.title)).toEqual(["Feedwright Rust Engineer"]);
    // Unknown values: the unfiltered feed, as on the board.
    const unknown = await text("/jobs/feed.rss?category=astronauts&minRate=lots&page=9&colour=red");
    expect(unknown.response.status).toBe(200);
    expect(unknown.body).toBe((await text("/jobs/feed.rss")).body);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/jobs/feed.rss", "/es/jobs/feed.atom", "/jobs/feed.xml"),
        queryOf(["q", "category", "stack", "type", "seniority", "country", "minRate", "page"]),
        async (path, query) => {
          await expectSoundAnswer(base, path, query);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("serves Atom per language: the translated title and page, the English text where it has none, RFC 3339 dates", async () => {
    const { response, body } = await text("/es/jobs/feed.atom?category=developers");
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = parseAtomFeed(body);
    expect(feed.title?.value).toBe("Empleos remotos en LatamMatch: Desarrolladores");
    expect(feed.id).toBe(`${SITE_ORIGIN}/es/jobs/feed.atom?category=developers`);
    expect(feed.updated).toMatch(RFC_3339);
    const entries = feed.entries ?? [];
    const titles = entries.map((entry) => entry.title?.value);
    expect(titles).toContain("Ingeniero Rust de Feedwright");
    expect(titles).not.toContain("Feedwright Sales Lead");
    for (const entry of entries) {
      expect(entry.published).toMatch(RFC_3339);
      expect(entry.updated).toMatch(RFC_3339);
      const link = entry.links?.find((candidate) => candidate.rel === "alternate")?.href ?? "";
      expect(entry.id).toBe(link);
      await expectRealJobPage(link, "es", entry.content?.value);
    }
    // An opening without a Spanish version says its text is English.
    expect(titles).toContain("Feedwright Control Role");
    expect(body).toMatch(/<entry xml:lang="en">\s*<id>[^<]*\/es\/jobs\/feedwright-control-role</);
  });

  it("keeps every feed well-formed when an opening's text holds characters XML cannot", async () => {
    for (const path of ["/jobs/feed.rss", "/jobs/feed.atom", "/es/jobs/feed.rss", "/jobs/feed.xml"]) {
      const { response, body } = await text(path);
      expect(response.status).toBe(200);
      expect(XMLValidator.validate(body)).toBe(true);
      expect(body).toContain("Feedwright Control Role");
      for (const character of NOT_XML) expect(body).not.toContain(character);
    }
    const atom = parseAtomFeed((await text("/jobs/feed.atom")).body);
    const entry = atom.entries?.find((candidate) => candidate.title?.value === "Feedwright Control Role");
    // The page's sanitised HTML: the script is text, the "]]>" whole.
    expect(entry?.content?.value).toBe(
      "<p>Ships ]]&gt; fast &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>",
    );
  });

  it("answers the aggregators' XML with every field they require, one job per opening and country", async () => {
    const { response, body } = await text("/jobs/feed.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(XMLValidator.validate(body)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === "job", cdataPropName: false }).parse(body);
    const jobs: Record<string, string>[] = parsed.source.job;
    expect(jobs.length).toBeGreaterThan(0);
    const required = ["title", "date", "referencenumber", "requisitionid", "url", "company", "country"];
    const references = new Set<string>();
    for (const job of jobs) {
      for (const field of [...required, "description", "salary", "jobtype", "remotetype", "expirationdate"]) {
        expect(job[field], `${field} of ${job.title}`).toBeTruthy();
      }
      expect(job).toHaveProperty("city");
      expect(job).toHaveProperty("state");
      expect(job.date).toMatch(RFC_3339);
      expect(job.remotetype).toBe("Fully remote");
      expect(job.salary).toMatch(/^\$\d+( - \$\d+)? per hour$/);
      references.add(job.referencenumber as string);
      await expectRealJobPage(job.url as string, "en", job.description);
    }
    expect(references.size).toBe(jobs.length);
    const rust = jobs.filter((job) => job.title === "Feedwright Rust Engineer");
    expect(rust.map((job) => job.country).sort()).toEqual(["AR", "BR", "MX"]);
    expect(rust[0]).toMatchObject({
      salary: "$45 - $55 per hour",
      jobtype: "fulltime",
      company: "LatamMatch",
    });
    expect(body).toContain("<![CDATA[Feedwright Rust Engineer]]>");
    // Split across two sections, the "]]>" of the text comes back whole.
    const control = jobs.find((job) => job.title === "Feedwright Control Role");
    expect(control?.description).toContain("Ships ]]&gt; fast");
  });

  it("bounds the aggregators' feed by whole openings, and lists a country's feed once per opening", async () => {
    const country = new XMLParser({ isArray: (name) => name === "job" }).parse(
      (await text("/jobs/feed.xml?country=br")).body,
    ).source.job as Record<string, string>[];
    expect(country.length).toBeGreaterThan(0);
    for (const job of country) {
      expect(job.country).toBe("BR");
      expect(job.referencenumber).toBe(`${job.requisitionid}-BR`);
    }
    const bounded = await loadAggregatorEntries(db(), { page: 1 }, { now: new Date(), jobLimit: 7 });
    const jobs = bounded.reduce((sum, entry) => sum + entry.countries.length, 0);
    expect(jobs).toBeLessThanOrEqual(7);
    // Every opening it lists with all its countries; the next one would not have fitted.
    const all = await loadAggregatorEntries(db(), { page: 1 }, { now: new Date() });
    expect(bounded.map((entry) => entry.countries)).toEqual(
      all.slice(0, bounded.length).map((entry) => entry.countries),
    );
    expect(jobs + (all[bounded.length]?.countries.length ?? 0)).toBeGreaterThan(7);
  });

  it("caches like the board: an ETag answered with 304, the board's lifetime, HEAD without a body", async () => {
    const first = await text("/pt-br/jobs/feed.rss");
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const again = await fetch(`${base}/pt-br/jobs/feed.rss`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    const head = await text("/pt-br/jobs/feed.rss", { method: "HEAD" });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(head.body).toBe("");
    const post = await fetch(`${base}/jobs/feed.rss`, { method: "POST" });
    expect(post.status).toBe(405);
    // A change to an opening purges the cache: the feed then carries it.
    await createOpening(db(), openingInput({ title: "Feedwright Fresh Role" }), {
      actorId: null,
      status: "published",
    });
    await services.jobBoard.purge();
    const fresh = await text("/pt-br/jobs/feed.rss");
    expect(fresh.response.headers.get("etag")).not.toBe(etag);
    expect(fresh.body).toContain("Feedwright Fresh Role");
  });
});
