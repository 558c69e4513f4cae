// Checks the JavaScript the built pages load without interaction against each page type's
// limit, measured in a real browser.
//
// What counts: every JavaScript response the page fetches from the start of its navigation
// until WINDOW_AFTER_LOAD_MS after its load event, with no input at all — classic and module
// scripts, dynamic imports, prefetched modules, workers' scripts — each file once, as the gzip
// size of its body (level 9: the size of the `.gz` copy the build serves), plus the page's
// inline script code. Code a page keeps until the visitor shows up is not counted; code it runs
// for something that opens by itself (the match report offer) is. The page is opened in Debian's Chromium at a phone
// viewport, so islands that wait to be scrolled into view stay out, and runs on virtual time
// after its load event (see measurePage), so the figures do not depend on how busy the machine
// is: they are what the page fetches in those 6 s on a phone that is never slow to run it, on a
// line without delay — the most it can fetch in that time.
//
// Page types: a page is a form page when app/content/form-pages.ts lists it (or its English
// version), a landing page otherwise, each with its limit. Every page the build holds is
// opened, and every page of the sitemap the server renders on request (the candidate pages that
// show the job board's openings: scripts/built-pages.mjs); a page in the build that Astro did not
// build fails.
//
// Also reported, with a limit of its own: the CSS the page loads in that window (stylesheets
// fetched plus inline `<style>`).
//
// Usage, after `npm run build`: npm run budget [-- --files] [-- --blocking] [-- /path …] (paths:
// only those; --files: the scripts each page fetched; --blocking: each English page's blocking
// time beside the reference page too)
// It starts the built server itself (BUILD_DIR, default build) on a free port (BUDGET_PORT to
// choose one) with a throwaway data folder, and opens BUDGET_CONCURRENCY pages at a time
// (default 4), each in a browser context of its own. Exits 1 when a page is over a limit.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { formPagePaths } from "../app/content/form-pages.ts";
import { unlocalizedPath } from "../app/lib/i18n/locales.ts";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.mjs";
import {
  BLOCKING_LIMITS,
  BLOCKING_ROUNDS,
  BLOCKING_WINDOW_MS,
  blockingVerdict,
  measureBlockingTime,
  REFERENCE_PAGE,
} from "./blocking-time.mjs";
import { builtPages, onRequestPages } from "./built-pages.mjs";
import { startServer } from "./built-server.mjs";

const KB = 1024;

/** How long after the load event a page's fetches still count: the measure's definition. */
export const WINDOW_AFTER_LOAD_MS = 6_000;

/** A mid-sized phone. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** The JavaScript limit of each page type, gzip bytes (the design's targets), and what the type is. */
export const PAGE_TYPES = {
  landing: { limit: 75 * KB, about: "a landing page" },
  form: { limit: 120 * KB, about: "main content is a form (app/content/form-pages.ts)" },
};

export const CSS_LIMIT = 30 * KB;

/**
 * The type of a page: form when the list of form pages holds it or its English version,
 * landing otherwise.
 * @param {string} page  URL path
 * @param {ReadonlySet<string>} [formPaths]
 * @returns {keyof typeof PAGE_TYPES}
 */
export function pageType(page, formPaths = formPagePaths) {
  return formPaths.has(unlocalizedPath(page)) ? "form" : "landing";
}

/**
 * Each measured page with its type, its JavaScript limit and what is over a limit.
 * @param {import("./js-budget.d.mts").Measurement[]} measurements
 * @param {ReadonlySet<string>} [formPaths]
 * @returns {import("./js-budget.d.mts").Verdict[]}
 */
export function evaluate(measurements, formPaths = formPagePaths) {
  return measurements.map((measurement) => {
    const type = pageType(measurement.page, formPaths);
    const limit = PAGE_TYPES[type].limit;
    const over = [];
    if (measurement.error) over.push(`not measured: ${measurement.error}`);
    else {
      if (!measurement.astro) over.push("not built by Astro");
      if (measurement.js > limit) over.push("JS");
      if (measurement.css > CSS_LIMIT) over.push("CSS");
      if (measurement.blocking && !measurement.blocking.ok) over.push("blocking time");
    }
    return { ...measurement, type, limit, over, ok: over.length === 0 };
  });
}

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/**
 * What the document itself carries: the gzip size of its inline script code (each script on
 * its own; JSON and structured data left out) and of its inline CSS.
 * @param {string} html
 */
export function inlineFigures(html) {
  let js = 0;
  let css = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /application\/(ld\+)?json/.test(attributes) || !body.trim()) continue;
    js += gzipSize(body);
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gzipSize(body);
  return { js, css };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** A page's blocking time over the reference page's, ms, signed. */
const blockingFigure = (blocking) =>
  blocking ? `${blocking.difference >= 0 ? "+" : ""}${Math.round(blocking.difference)}` : "-";

/**
 * The report: one line per page, grouped by type, largest first, and a line per type.
 * @param {import("./js-budget.d.mts").Verdict[]} verdicts
 */
export function formatReport(verdicts) {
  const order = Object.keys(PAGE_TYPES);
  const sorted = [...verdicts].sort(
    (a, b) => order.indexOf(a.type) - order.indexOf(b.type) || b.js - a.js || a.page.localeCompare(b.page),
  );
  const width = Math.max(4, ...sorted.map((row) => row.page.length));
  const header = `${"page".padEnd(width)}  ${"type".padEnd(8)} ${"JS kB".padStart(7)} ${"limit".padStart(7)} ${"CSS kB".padStart(7)} ${"TBT +ms".padStart(8)}  result`;
  const lines = [header, "-".repeat(header.length)];
  for (const row of sorted) {
    const result = row.ok ? "pass" : `FAIL (${row.over.join(", ")})`;
    lines.push(
      `${row.page.padEnd(width)}  ${row.type.padEnd(8)} ${kb(row.js).padStart(7)} ${kb(row.limit).padStart(7)} ${kb(row.css).padStart(7)} ${blockingFigure(row.blocking).padStart(8)}  ${result}`,
    );
  }
  lines.push("");
  for (const type of order) {
    const rows = sorted.filter((row) => row.type === type && !row.error);
    if (rows.length === 0) continue;
    const js = rows.map((row) => row.js);
    lines.push(
      `${type.padEnd(8)} ${String(rows.length).padStart(3)} page(s), JS ${kb(Math.min(...js))}-${kb(Math.max(...js))} kB, limit ${kb(PAGE_TYPES[type].limit)} kB (${PAGE_TYPES[type].about})`,
    );
  }
  lines.push(
    `Blocking time: each page's median over its rounds less the reference page's (${REFERENCE_PAGE}) beside it, until ${BLOCKING_WINDOW_MS / 1000} s after load, processor slowed 4x; limit ${Object.entries(
      BLOCKING_LIMITS,
    )
      .map(([type, limit]) => `${type} ${limit} ms`)
      .join(", ")}.`,
  );
  lines.push(
    `Every type: CSS limit ${kb(CSS_LIMIT)} kB. JS: gzip, fetched until ${WINDOW_AFTER_LOAD_MS / 1000} s after load without interaction, ${PHONE.viewport.width}x${PHONE.viewport.height} viewport.`,
  );
  return lines.join("\n");
}

/**
 * The gzip size of a file the server serves, by URL: its body fetched once more, decoded, and
 * compressed here (the browser does not hand out the bodies of prefetched files, and hashed
 * assets are the same on every page).
 */
const fileSizes = new Map();

function fileSize(url) {
  if (!fileSizes.has(url)) {
    fileSizes.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return gzipSize(Buffer.from(await response.arrayBuffer()));
      }),
    );
  }
  return fileSizes.get(url);
}

const kindOf = (contentType = "") =>
  /(java|ecma)script/i.test(contentType) ? "js" : /^text\/css/i.test(contentType) ? "css" : undefined;

/** Resolves when the page's virtual time budget next runs out. */
const nextBudgetExpiry = (session) =>
  new Promise((resolve) => session.once("Emulation.virtualTimeBudgetExpired", resolve));

/** Resolves with `promise`'s value, or rejects after `ms` with `what` in the message. */
const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * Opens one page in a fresh context and returns its figures: the JavaScript and CSS fetched
 * from the start of the navigation until WINDOW_AFTER_LOAD_MS after the load event, and the
 * document's inline code and CSS.
 *
 * The page runs on virtual time (Chromium's `Emulation.setVirtualTimePolicy`): its clock moves
 * only while it is idle and no fetch is pending, so its timers, idle callbacks and deadlines
 * come as if running the page and fetching its files took no time, and what it fetches in the
 * window does not depend on how busy this machine is (on real time, a loaded machine reached
 * fewer of a page's late imports before the window closed). Nothing waits on the wall clock:
 * the window ends when the page's clock says so.
 */
export async function measurePage(browser, baseUrl, { page, astro }) {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const session = await context.newCDPSession(tab);
    const requests = [];
    let windowOpen = true;
    context.on("request", (request) => {
      if (windowOpen) requests.push(request);
    });
    // The page's clock runs on virtual time from the start of the navigation (the policy waits
    // for it), first for a window's length, which cannot end after the window does; each time
    // the budget runs out before the window's end, it gets what is left: the load event's time
    // plus the window, less the clock's time.
    let budgetSpent = nextBudgetExpiry(session);
    await session.send("Emulation.setVirtualTimePolicy", {
      policy: "pauseIfNetworkFetchesPending",
      budget: WINDOW_AFTER_LOAD_MS,
      waitForNavigation: true,
    });
    const documentResponse = await tab.goto(new URL(page, baseUrl).href, {
      waitUntil: "commit",
      timeout: 60_000,
    });
    if (!documentResponse?.ok()) throw new Error(`HTTP ${documentResponse?.status()}`);
    for (;;) {
      // A fetch that never ends would hold the page's clock: then the page fails, unmeasured.
      await within(budgetSpent, 120_000, "the page's clock");
      const { now, load } = await tab.evaluate(() => ({
        now: performance.now(),
        load: performance.getEntriesByType("navigation")[0]?.loadEventStart ?? 0,
      }));
      const left = load > 0 ? load + WINDOW_AFTER_LOAD_MS - now : WINDOW_AFTER_LOAD_MS;
      if (load > 0 && left < 1) break;
      if (load === 0 && now > 60_000) throw new Error("no load event in 60 s");
      budgetSpent = nextBudgetExpiry(session);
      await session.send("Emulation.setVirtualTimePolicy", {
        policy: "pauseIfNetworkFetchesPending",
        budget: Math.ceil(left),
      });
    }
    windowOpen = false;
    const html = await documentResponse.text();

    // Each file once, whatever fetched it (a prefetch, then the import it was for).
    const files = new Map();
    for (const request of requests) {
      if (request === documentResponse.request() || !/^https?:/.test(request.url())) continue;
      const response = await within(request.response(), 30_000, request.url());
      const kind = kindOf(response?.headers()["content-type"]);
      if (!kind || files.has(request.url())) continue;
      files.set(request.url(), { kind, size: fileSize(request.url()) });
    }
    for (const file of files.values()) file.size = await within(file.size, 30_000, "a file's body");
    const inline = inlineFigures(html);
    const sum = (kind) =>
      [...files.values()].filter((file) => file.kind === kind).reduce((total, file) => total + file.size, 0);
    return {
      page,
      astro,
      js: sum("js") + inline.js,
      css: sum("css") + inline.css,
      files: [...files.keys()]
        .filter((url) => files.get(url)?.kind === "js")
        .map((url) => new URL(url).pathname),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { page, astro, js: 0, css: 0, files: [], error: message };
  } finally {
    await context.close();
  }
}

/** Runs `task` over `items`, at most `concurrency` at a time, keeping their order. */
async function inPool(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * A page's blocking-time verdict: one round (the reference page, then the page), and more up to
 * BLOCKING_ROUNDS while the median is over the page type's limit.
 */
async function blockingOf(browser, baseUrl, page) {
  const rounds = [];
  let verdict;
  do {
    const reference = await measureBlockingTime(browser, new URL(REFERENCE_PAGE, baseUrl).href, PHONE);
    rounds.push({ reference, page: await measureBlockingTime(browser, new URL(page, baseUrl).href, PHONE) });
    verdict = blockingVerdict(rounds, pageType(page));
  } while (!verdict.ok && rounds.length < BLOCKING_ROUNDS);
  return verdict;
}

async function main() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const args = process.argv.slice(2);
  const only = args.filter((arg) => arg.startsWith("/"));
  const files = builtPages(buildDir);
  if (files.length === 0) {
    console.error(`No built pages under ${buildDir}: build first.`);
    process.exit(1);
  }
  const concurrency = Math.max(1, Number(process.env.BUDGET_CONCURRENCY) || 4);
  const started = Date.now();
  const server = await startServer(buildDir, { port: Number(process.env.BUDGET_PORT) || undefined });
  const stopOnSignal = () => {
    server.stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  let measurements;
  try {
    // The built files, then the pages Astro renders on request for the sitemap.
    const built = [
      ...files.map((entry) => ({ page: entry.page, astro: path.basename(entry.dir) === "site" })),
      ...(await onRequestPages(server.baseUrl, files)).map((page) => ({ page, astro: true })),
    ];
    const pages = only.length > 0 ? built.filter((entry) => only.includes(entry.page)) : built;
    if (pages.length === 0) throw new Error(`No page of the build is ${only.join(", ")}.`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      console.log(
        `Opening ${pages.length} page(s), ${concurrency} at a time, at ${PHONE.viewport.width}x${PHONE.viewport.height} without interaction: JavaScript fetched until ${WINDOW_AFTER_LOAD_MS / 1000} s after load.\n`,
      );
      measurements = await inPool(pages, concurrency, (entry) => measurePage(browser, server.baseUrl, entry));
      // Blocking time is measured on demand (--blocking): on a shared machine its noise is above
      // the pages' target (decision 026), and the pass takes minutes.
      const blocking = args.includes("--blocking");
      if (blocking) {
        console.log(
          `Blocking time: the English pages one at a time, each beside ${REFERENCE_PAGE}, until ${BLOCKING_WINDOW_MS / 1000} s after load.\n`,
        );
      }
      // Translated pages share their English page's layout and scripts: the English ones stand for them.
      for (const measurement of blocking ? measurements : []) {
        const english = unlocalizedPath(measurement.page) === measurement.page;
        if (measurement.error || !english || measurement.page === REFERENCE_PAGE) continue;
        measurement.blocking = await blockingOf(browser, server.baseUrl, measurement.page);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  if (args.includes("--files")) {
    for (const { page, files } of measurements) console.log(`${page}: ${files.join(" ")}\n`);
  }
  const verdicts = evaluate(measurements);
  console.log(formatReport(verdicts));
  const failed = verdicts.filter((row) => !row.ok);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${verdicts.length} page(s) checked in ${seconds} s.`);
  if (failed.length > 0) {
    console.error(`${failed.length} page(s) over a limit: ${failed.map((row) => row.page).join(", ")}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
