import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseAtomFeed, parseRssFeed } from "feedsmith";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * The job board's feeds on the built server, found the way a reader finds them: from the
 * `<link rel="alternate">` tags of a filtered board page. The feed lists what the page lists, and
 * each item's link opens the opening's real page, whose heading and text are the item's.
 */
let dataDir: string;
let server: ServerProcess;
/** A link of the site (its canonical origin) on the server under test. */
const local = (href: string) => {
  const url = new URL(href);
  return `${server.baseUrl}${url.pathname}${url.search}`;
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-feeds-"));
  server = await startServerProcess({ dataDir });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a filtered board links its RSS and Atom feeds, which list its openings and link their real pages", async ({
  page,
  request,
}) => {
  await page.goto(`${server.baseUrl}/es/jobs?CATEGORY=llm-specialists&page=1`);
  const boardTitles = await page.locator('section[aria-labelledby="jobs-count"] li h2 a').allTextContents();
  expect(boardTitles.length).toBeGreaterThan(0);

  const rssLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  const atomLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(rssLink).toHaveCount(1);
  await expect(atomLink).toHaveCount(1);
  const rssHref = (await rssLink.getAttribute("href")) ?? "";
  expect(new URL(rssHref).pathname + new URL(rssHref).search).toBe(
    "/es/jobs/feed.rss?category=llm-specialists",
  );
  expect(await rssLink.getAttribute("title")).toMatch(/^Empleos remotos en LatamMatch: .+ \(RSS\)$/);

  const rssResponse = await request.get(local(rssHref));
  expect(rssResponse.status()).toBe(200);
  expect(rssResponse.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const rss = parseRssFeed(await rssResponse.text());
  const items = rss.items ?? [];
  expect(items.map((item) => item.title?.trim()).sort()).toEqual(
    boardTitles.map((title) => title.trim()).sort(),
  );

  const atom = parseAtomFeed(
    await (await request.get(local((await atomLink.getAttribute("href")) ?? ""))).text(),
  );
  expect(atom.entries?.map((entry) => entry.title?.value).sort()).toEqual(
    items.map((item) => item.title).sort(),
  );

  // Each item opens its page in Spanish: the same heading, and the page shows the item's text.
  const descriptions = new Map<string, string>(
    new XMLParser({ isArray: (name) => name === "item" })
      .parse(await rssResponse.text())
      .rss.channel.item.map((item: { link: string; description: string }) => [item.link, item.description]),
  );
  for (const item of items) {
    expect(new URL(item.link ?? "").pathname).toMatch(/^\/es\/jobs\/[a-z0-9-]+$/);
    const answer = await page.goto(local(item.link ?? ""));
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title ?? "");
    // The item's HTML read by the browser: every paragraph and list item of it is on the page.
    const pieces = await page.evaluate(
      (html) => {
        const holder = document.createElement("div");
        holder.innerHTML = html;
        return [...holder.querySelectorAll("p, li")].map((element) => element.textContent?.trim() ?? "");
      },
      descriptions.get(item.link ?? "") ?? "",
    );
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) await expect(page.locator("article")).toContainText(piece);
  }
});

test("the aggregators' feed lists every open opening once per country, each with its page", async ({
  request,
}) => {
  const response = await request.get(`${server.baseUrl}/jobs/feed.xml`);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const body = await response.text();
  expect(XMLValidator.validate(body)).toBe(true);
  const jobs: Record<string, string>[] = new XMLParser({ isArray: (name) => name === "job" }).parse(body)
    .source.job;
  const board = await (await request.get(`${server.baseUrl}/jobs/feed.rss`)).text();
  const openings = parseRssFeed(board).items ?? [];
  expect(new Set(jobs.map((job) => job.url))).toEqual(new Set(openings.map((item) => item.link)));
  for (const job of jobs) {
    for (const field of [
      "title",
      "date",
      "referencenumber",
      "url",
      "company",
      "country",
      "description",
      "salary",
    ]) {
      expect(job[field], field).toBeTruthy();
    }
  }
  const head = await request.head(`${server.baseUrl}/jobs/feed.xml`);
  expect(head.status()).toBe(200);
  expect(await head.text()).toBe("");
});
