import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleOpenings } from "~/content/job-openings";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import { jobOpenings } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import {
  answerFromPageCache,
  answerJobPage,
  createJobBoard,
  createPageCache,
  GONE_AFTER_DAYS,
  isOpenOpening,
  JOB_PAGE_CACHE_CONTROL,
  jobBoardSitemapEntries,
  jobPostingJsonLd,
  listJobBoard,
} from "./job-board.server";
import { jobBoardQueryFrom } from "./job-board-filters";
import { createOpening, getOpeningBySlug, listOpenings, transitionOpening } from "./openings.server";
import { openingInput } from "./openings.test-support";
import type { OpeningInput } from "./schema";
import { seedSampleOpenings } from "./seed.server";

const databases = await testDatabases("job-board");
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = "https://latammatch.example";

function opening(overrides: Partial<OpeningInput> = {}): OpeningInput {
  return openingInput({
    rateOverride: true,
    description: "Build **APIs** <script>alert(1)</script>.",
    responsibilities: "- Design services\n- Review code",
    requirements: "- 6 years of Node.js",
    ...overrides,
  });
}

/**
 * Google's JobPosting rules (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the required properties, and the recommended ones this site can give, with their shapes.
 */
function expectValidJobPosting(posting: object) {
  const data = posting as Record<string, unknown>;
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("JobPosting");
  // Required.
  expect(typeof data.title).toBe("string");
  expect((data.title as string).length).toBeGreaterThan(0);
  expect(data.description).toMatch(/^<p>[\s\S]+<\/(p|ul|ol)>$/);
  expect(data.description).not.toMatch(/<script|onerror|javascript:/i);
  expect(Number.isNaN(Date.parse(data.datePosted as string))).toBe(false);
  const organization = data.hiringOrganization as Record<string, unknown>;
  expect(organization).toMatchObject({ "@type": "Organization", name: "LatamMatch" });
  expect(organization.sameAs).toMatch(/^https:\/\//);
  expect(organization.logo).toMatch(/^https:\/\/.+\.png$/);
  // A remote job: TELECOMMUTE with the countries candidates may live in, instead of jobLocation.
  expect(data.jobLocationType).toBe("TELECOMMUTE");
  const countries = data.applicantLocationRequirements as Record<string, unknown>[];
  expect(countries.length).toBeGreaterThan(0);
  for (const country of countries) {
    expect(country["@type"]).toBe("Country");
    expect(typeof country.name).toBe("string");
  }
  // Recommended.
  expect(Date.parse(data.validThrough as string)).toBeGreaterThan(Date.parse(data.datePosted as string));
  expect(["FULL_TIME", "CONTRACTOR"]).toContain(data.employmentType);
  const salary = data.baseSalary as { "@type": string; currency: string; value: Record<string, unknown> };
  expect(salary["@type"]).toBe("MonetaryAmount");
  expect(salary.currency).toBe("USD");
  expect(salary.value["@type"]).toBe("QuantitativeValue");
  expect(salary.value.unitText).toBe("HOUR");
  expect(salary.value.minValue).toBeGreaterThan(0);
  expect(salary.value.maxValue as number).toBeGreaterThanOrEqual(salary.value.minValue as number);
  expect(data.directApply).toBe(true);
  expect(data.identifier).toMatchObject({ "@type": "PropertyValue", name: "LatamMatch" });
  expect(typeof (data.identifier as { value: unknown }).value).toBe("string");
  expect(data.url).toMatch(/^https:\/\/latammatch\.example(\/es|\/pt-br)?\/jobs\/[a-z0-9-]+$/);
}

describe.each(databases)("the public job board on $name", (database) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const publish = (overrides: Partial<OpeningInput> = {}) =>
    createOpening(db(), opening(overrides), { actorId: null, status: "published" });

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(async () => {
    await db().execute(sql`truncate job_openings, job_opening_texts, seed_runs`);
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("filters the listing by the URL's query", async () => {
    await publish();
    await publish({
      title: "React Developer",
      stack: "frontend",
      type: "Contract",
      rateMin: 36,
      rateMax: 40,
    });
    await publish({
      title: "SDR",
      category: "sales",
      stack: "sdr-bdr",
      seniority: "junior",
      countries: ["CO"],
      rateMin: 15,
      rateMax: 20,
    });
    const titles = async (search: string) =>
      (await listJobBoard(db(), jobBoardQueryFrom(new URLSearchParams(search)), "en")).openings
        .map((row) => row.title)
        .sort();
    expect(await titles("")).toEqual(["React Developer", "SDR", "Senior Backend Developer"]);
    expect(await titles("category=developers&type=Contract")).toEqual(["React Developer"]);
    expect(await titles("country=CO")).toEqual(["SDR"]);
    expect(await titles("minRate=41")).toEqual(["Senior Backend Developer"]);
    expect(await titles("seniority=junior&category=sales")).toEqual(["SDR"]);
    expect(await titles("q=react")).toEqual(["React Developer"]);
    expect(await titles("category=nothing-known")).toHaveLength(3);
  });

  it("lists every opening in a translated language, each in that language where it has a version", async () => {
    await publish({
      title: "Backend Developer",
      translations: {
        es: {
          title: "Desarrollador Backend",
          description: "Construye **APIs**.",
          responsibilities: "",
          requirements: "",
          benefits: "",
        },
      },
    });
    await publish({ title: "Frontend Developer", stack: "frontend", rateMin: 36, rateMax: 45 });
    const spanish = await listJobBoard(db(), jobBoardQueryFrom(new URLSearchParams()), "es");
    expect(spanish.openings.map((row) => [row.title, row.titleLocale]).sort()).toEqual([
      ["Desarrollador Backend", "es"],
      ["Frontend Developer", "en"],
    ]);
    const searched = await listJobBoard(
      db(),
      jobBoardQueryFrom(new URLSearchParams("q=desarrollador")),
      "es",
    );
    expect(searched.openings.map((row) => row.title)).toEqual(["Desarrollador Backend"]);
    const portuguese = await listJobBoard(db(), jobBoardQueryFrom(new URLSearchParams()), "pt-br");
    expect(portuguese.openings.every((row) => row.titleLocale === "en")).toBe(true);
  });

  it("shows an open opening with its sanitised sections, similar roles and its JobPosting", async () => {
    await publish();
    await publish({ title: "Backend Developer", seniority: "mid", rateMin: 40, rateMax: 50 });
    const now = new Date();
    const answer = await answerJobPage(db(), "senior-backend-developer", {
      locale: "en",
      now,
      origin: ORIGIN,
    });
    expect(answer.state).toBe("open");
    if (answer.state !== "open") return;
    expect(answer.job.sections.map((section) => section.key)).toEqual([
      "description",
      "responsibilities",
      "requirements",
    ]);
    // A tag the sanitiser does not allow is shown as the text it is, never run.
    expect(answer.job.sections[0]?.html).toBe(
      "<p>Build <strong>APIs</strong> &lt;script&gt;alert(1)&lt;/script&gt;.</p>",
    );
    expect(answer.similar.map((row) => row.title)).toEqual(["Backend Developer"]);
    expectValidJobPosting(answer.jobPosting);
    expect(answer.jobPosting).toMatchObject({
      title: "Senior Backend Developer",
      employmentType: "FULL_TIME",
      baseSalary: { value: { minValue: 45, maxValue: 55 } },
      applicantLocationRequirements: [
        { "@type": "Country", name: "Argentina" },
        { "@type": "Country", name: "Brazil" },
        { "@type": "Country", name: "Mexico" },
      ],
    });
    expect(answer.jobPosting.description).toContain("<h3>Responsibilities</h3><ul>");
  });

  it("gives the page of every language its JobPosting in that language, with that page's address", async () => {
    await publish({
      translations: {
        es: {
          title: "Desarrollador backend sénior",
          description: "APIs.",
          responsibilities: "- Diseñar APIs",
          requirements: "",
          benefits: "",
        },
      },
    });
    const now = new Date();
    const spanish = await answerJobPage(db(), "senior-backend-developer", {
      locale: "es",
      now,
      origin: ORIGIN,
    });
    const portuguese = await answerJobPage(db(), "senior-backend-developer", {
      locale: "pt-br",
      now,
      origin: ORIGIN,
    });
    if (spanish.state !== "open" || portuguese.state !== "open") throw new Error("the opening is open");
    expectValidJobPosting(spanish.jobPosting);
    expect(spanish.jobPosting).toMatchObject({
      title: "Desarrollador backend sénior",
      url: `${ORIGIN}/es/jobs/senior-backend-developer`,
      occupationalCategory: "Desarrolladores",
      applicantLocationRequirements: expect.arrayContaining([{ "@type": "Country", name: "Brasil" }]),
    });
    expect(spanish.jobPosting.description).toContain("<h3>Responsabilidades</h3>");
    // No Portuguese version: the English text under the Portuguese page's headings and names.
    expectValidJobPosting(portuguese.jobPosting);
    expect(portuguese.jobPosting).toMatchObject({
      title: "Senior Backend Developer",
      url: `${ORIGIN}/pt-br/jobs/senior-backend-developer`,
    });
    expect(portuguese.jobPosting.description).toContain("<h3>Responsabilidades</h3><ul>");
  });

  it("gives every open opening a JobPosting with Google's required and recommended fields", async () => {
    await seedSampleOpenings(db());
    await publish({ type: "Contract", validThrough: "2099-01-31" });
    const now = new Date();
    const { openings } = await listOpenings(db());
    expect(openings.length).toBe(sampleOpenings.length + 1);
    for (const summary of openings) {
      const row = await getOpeningBySlug(db(), summary.slug);
      if (!row) throw new Error(`No opening ${summary.slug}`);
      const data = jobPostingJsonLd(row, { now, origin: ORIGIN });
      expectValidJobPosting(data);
      expect(data.employmentType).toBe(row.type === "Contract" ? "CONTRACTOR" : "FULL_TIME");
    }
    const dated = await getOpeningBySlug(db(), "senior-backend-developer");
    if (!dated) throw new Error("No opening");
    expect(jobPostingJsonLd(dated, { now, origin: ORIGIN }).validThrough).toBe("2099-01-31T23:59:59Z");
  });

  it("shows a closed opening as closed, without structured data, and answers 410 after 30 days", async () => {
    const row = await publish();
    await publish({ title: "Backend Developer", seniority: "mid", rateMin: 40, rateMax: 50 });
    await transitionOpening(db(), row.id, "close", null);
    const closed = await getOpeningBySlug(db(), row.slug);
    const closedAt = closed?.closedAt?.getTime() ?? 0;
    expect(closedAt).toBeGreaterThan(0);
    const at = (ms: number) => answerJobPage(db(), row.slug, { locale: "en", now: new Date(ms) });

    const justClosed = await at(closedAt + 1000);
    expect(justClosed).toMatchObject({ state: "closed", status: 200 });
    expect(justClosed).not.toHaveProperty("jobPosting");
    if (justClosed.state === "closed")
      expect(justClosed.similar.map((s) => s.title)).toEqual(["Backend Developer"]);
    expect(await at(closedAt + GONE_AFTER_DAYS * DAY - 1000)).toMatchObject({ state: "closed" });
    expect(await at(closedAt + GONE_AFTER_DAYS * DAY)).toEqual({
      state: "gone",
      status: 410,
      title: "Senior Backend Developer",
    });
    expect(await isOpenOpening(db(), row.slug, new Date())).toBe(false);
  });

  it("treats a published opening past its valid-through date as closed from the next day", async () => {
    const row = await publish({ validThrough: "2026-01-10" });
    const at = (iso: string) => answerJobPage(db(), row.slug, { locale: "en", now: new Date(iso) });
    expect((await at("2026-01-10T23:00:00Z")).state).toBe("open");
    expect((await at("2026-01-11T00:00:01Z")).state).toBe("closed");
    expect((await at("2026-02-10T00:00:00Z")).state).toBe("gone");
    expect(await isOpenOpening(db(), row.slug, new Date("2026-01-10T12:00:00Z"))).toBe(true);
    expect(await isOpenOpening(db(), row.slug, new Date("2026-01-12T12:00:00Z"))).toBe(false);
  });

  it("answers 404 for a draft, an unknown slug and a malformed one", async () => {
    const draft = await createOpening(db(), opening({ title: "Draft Role" }), { actorId: null });
    const now = new Date();
    for (const slug of [draft.slug, "no-such-role", "Bad Slug", "../etc"]) {
      expect(await answerJobPage(db(), slug, { locale: "en", now })).toEqual({
        state: "missing",
        status: 404,
      });
    }
    expect(await isOpenOpening(db(), draft.slug, now)).toBe(false);
  });

  it("uses a translated version on that language's page, and English with a mark elsewhere", async () => {
    await publish({
      translations: {
        "pt-br": {
          title: "Desenvolvedor Backend Sênior",
          description: "Construa **APIs**.",
          responsibilities: "",
          requirements: "",
          benefits: "",
        },
      },
    });
    const now = new Date();
    const portuguese = await answerJobPage(db(), "senior-backend-developer", { locale: "pt-br", now });
    const spanish = await answerJobPage(db(), "senior-backend-developer", { locale: "es", now });
    if (portuguese.state !== "open" || spanish.state !== "open") throw new Error("Not open");
    expect([portuguese.job.title, portuguese.job.textLocale]).toEqual([
      "Desenvolvedor Backend Sênior",
      "pt-br",
    ]);
    expect(portuguese.job.sections.map((section) => section.key)).toEqual(["description"]);
    expect([spanish.job.title, spanish.job.textLocale]).toEqual(["Senior Backend Developer", "en"]);
  });

  it("lists the listing and every open opening in every language in the sitemap with its last change", async () => {
    const open = await publish({
      translations: {
        es: { title: "Backend", description: "APIs.", responsibilities: "", requirements: "", benefits: "" },
      },
    });
    const closed = await publish({ title: "Closed Role" });
    await transitionOpening(db(), closed.id, "close", null);
    await createOpening(db(), opening({ title: "Draft Role" }), { actorId: null });
    await db()
      .update(jobOpenings)
      .set({ updatedAt: new Date("2026-03-04T10:00:00Z"), publishedAt: new Date("2026-03-01T10:00:00Z") })
      .where(eq(jobOpenings.id, open.id));
    const entries = await jobBoardSitemapEntries(db(), new Date("2026-05-01T00:00:00Z"));
    expect(entries).toEqual([
      { path: "/jobs", lastModified: "2026-03-04", priority: 0.8 },
      { path: "/es/jobs", lastModified: "2026-03-04", priority: 0.7 },
      { path: "/pt-br/jobs", lastModified: "2026-03-04", priority: 0.7 },
      { path: "/jobs/senior-backend-developer", lastModified: "2026-03-04", priority: 0.6 },
      { path: "/es/jobs/senior-backend-developer", lastModified: "2026-03-04", priority: 0.5 },
      // A language the opening has no version in still has its page: the English text, that
      // language's board around it.
      { path: "/pt-br/jobs/senior-backend-developer", lastModified: "2026-03-04", priority: 0.5 },
    ]);
  });

  it("purges the cached pages when the board is told an opening changed", async () => {
    const board = createJobBoard({ db: db() });
    const request = new Request("https://latammatch.example/jobs");
    let renders = 0;
    const render = async () => {
      renders += 1;
      const { total } = await listJobBoard(board.db, jobBoardQueryFrom(new URLSearchParams()), "en");
      return { status: 200, body: `<p>${total} open roles</p>`, headers: { "Content-Type": "text/html" } };
    };
    const first = await answerFromPageCache(request, board.pages, "/jobs", render);
    expect(await first.text()).toBe("<p>0 open roles</p>");
    await publish();
    // Cached: the new opening is not there until the inbox purges the cache.
    expect(await (await answerFromPageCache(request, board.pages, "/jobs", render)).text()).toBe(
      "<p>0 open roles</p>",
    );
    await board.purge();
    expect(await (await answerFromPageCache(request, board.pages, "/jobs", render)).text()).toBe(
      "<p>1 open roles</p>",
    );
    expect(renders).toBe(2);
  });
});

describe("the job pages' cache and validators", () => {
  const page = (body: string) => async () => ({
    status: 200,
    body,
    headers: { "Content-Type": "text/html" },
  });

  it("sends a stored page as the compressed copy the browser accepts, made once when it was stored", async () => {
    const cache = createPageCache();
    const html = `<p>${"opening ".repeat(500)}</p>`;
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page(html)();
    };
    const ask = (acceptEncoding?: string) =>
      answerFromPageCache(
        new Request(
          "https://x.example/jobs",
          acceptEncoding ? { headers: { "Accept-Encoding": acceptEncoding } } : {},
        ),
        cache,
        "/jobs",
        render,
      );
    const brotli = await ask("gzip, deflate, br");
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.byteLength).toBeLessThan(html.length / 10);
    expect(zlib.brotliDecompressSync(brotliBytes).toString()).toBe(html);
    const gzip = await ask("gzip");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = await ask();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(renders).toBe(1);
    // The one validator names the page in every encoding.
    expect(new Set([brotli, gzip, plain].map((response) => response.headers.get("ETag"))).size).toBe(1);
  });

  it("answers with a weak ETag (one for every encoding), the short shared-cache lifetime, and 304 for a current copy", async () => {
    const cache = createPageCache();
    const response = await answerFromPageCache(
      new Request("https://x.example/jobs"),
      cache,
      "/jobs",
      page("<p>a</p>"),
    );
    const etag = response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers.get("Cache-Control")).toBe(JOB_PAGE_CACHE_CONTROL);
    expect(JOB_PAGE_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60");
    const revalidated = await answerFromPageCache(
      new Request("https://x.example/jobs", { headers: { "If-None-Match": `W/"other", ${etag}` } }),
      cache,
      "/jobs",
      page("<p>never rendered</p>"),
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(revalidated.headers.get("Content-Type")).toBe("text/html");
    expect(await revalidated.text()).toBe("");
    const head = await answerFromPageCache(
      new Request("https://x.example/jobs", { method: "HEAD" }),
      cache,
      "/jobs",
      page(""),
    );
    expect(await head.text()).toBe("");
  });

  it("keeps a page for its lifetime, a bounded number of pages, and nothing rendered across a purge", async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, now: () => now });
    const entry = { status: 200, body: "x", headers: {}, etag: '"x"' };
    cache.set("/a", entry, cache.generation);
    now = 59_999;
    expect(cache.get("/a")).toBe(entry);
    now = 60_000;
    expect(cache.get("/a")).toBeUndefined();
    cache.set("/a", entry, cache.generation);
    cache.set("/b", entry, cache.generation);
    cache.set("/c", entry, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get("/a")).toBeUndefined();
    // A page rendered before a purge and stored after it would be stale: it is not kept.
    const generation = cache.generation;
    cache.purge();
    expect(cache.size).toBe(0);
    cache.set("/d", entry, generation);
    expect(cache.get("/d")).toBeUndefined();
  });

  it("does not keep an error page", async () => {
    const cache = createPageCache();
    let renders = 0;
    const failing = async () => {
      renders += 1;
      return { status: 500, body: "oops", headers: {} };
    };
    await answerFromPageCache(new Request("https://x.example/jobs/a"), cache, "/jobs/a", failing);
    await answerFromPageCache(new Request("https://x.example/jobs/a"), cache, "/jobs/a", failing);
    expect(renders).toBe(2);
  });
});
