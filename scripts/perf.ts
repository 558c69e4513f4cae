/**
 * First-paint report: for one page of each page type, Lighthouse (mobile) figures of the real
 * page beside those of its zero-JS version — the same prerendered HTML with its scripts and
 * module preloads removed and its CSS inlined — and the ratio of their LCPs. The zero-JS page is
 * the static limit: what the HTML and CSS alone can reach. Targets: Performance ≥ 98,
 * LCP ≤ 1.3 s, TBT ≤ 100 ms, CLS 0, LCP ratio ≤ 1.4.
 *
 * Usage (after `npm run build`): npm run perf [-- --runs 3] [-- /path …]
 * A shared machine is noisy: use --runs 3 (median) for figures worth quoting.
 */
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/chromium.mjs";
import { startServerProcess } from "../tests/e2e/server-process";
import { freePort } from "./free-port.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";

/** One page per page type. */
const PAGE_TYPES: ReadonlyArray<{ type: string; path: string }> = [
  { type: "Home", path: "/" },
  { type: "Talent landing", path: "/talent" },
  { type: "Candidates hub", path: "/candidates" },
  { type: "Category", path: "/candidates/developers" },
  { type: "Stack", path: "/candidates/developers/backend" },
  { type: "AI matching", path: "/ai-matching" },
  { type: "Industry", path: "/startups" },
  { type: "LLM training", path: "/human-data-llm-training" },
  { type: "Clients", path: "/clients" },
  { type: "Service", path: "/services/hires-staffing" },
  { type: "Savings calculator", path: "/savings-calculator" },
  { type: "Hiring form", path: "/hiring-form" },
  { type: "Talent apply", path: "/talent-apply" },
  { type: "Legal", path: "/terms" },
];

function parseArgs(argv: string[]) {
  let runs = 1;
  const paths: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === "--runs") runs = Math.max(1, Number(argv[++index]) || 1);
    else if (arg.startsWith("/")) paths.push(arg);
  }
  const pages = paths.length ? paths.map((path) => ({ type: "—", path })) : PAGE_TYPES;
  return { runs, pages };
}

/**
 * The page's HTML without scripts or module preloads, with its stylesheets inlined and what its
 * `<noscript>` elements hold applied, as a browser without scripts shows it (the brand typeface's
 * stylesheet is linked there for such browsers; the page's script links it after the load).
 */
async function zeroJsHtml(html: string, origin: string): Promise<string> {
  let result = html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, "$1");
  const stylesheets = [
    ...result.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"(?![^>]*disabled)[^>]*>/g),
  ];
  for (const [tag, href] of stylesheets) {
    const css = await fetch(new URL(href as string, origin)).then((response) => response.text());
    result = result.replace(tag, `<style>${css}</style>`);
  }
  return result;
}

/** Serves the zero-JS version of every HTML page of `origin` and passes everything else through. */
async function startZeroJsProxy(origin: string): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? "/", origin));
      const type = upstream.headers.get("content-type") ?? "application/octet-stream";
      const body = type.includes("text/html")
        ? await zeroJsHtml(await upstream.text(), origin)
        : Buffer.from(await upstream.arrayBuffer());
      // Compressed like the real server's responses, or the comparison would favour the site.
      response.writeHead(upstream.status, {
        "content-type": type,
        "content-encoding": "gzip",
        "cache-control": upstream.headers.get("cache-control") ?? "no-cache",
      });
      response.end(gzipSync(body));
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

/**
 * One Lighthouse run, repeated once when Lighthouse could not record the page (it sometimes
 * misses the trace's navigation start on a busy machine); a second failure ends the report.
 */
async function measure(url: string, port: number) {
  try {
    return await runLighthouse(url, port);
  } catch (error) {
    console.error(`  ${(error as Error).message}; measuring again`);
    return runLighthouse(url, port);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

type Figures = Awaited<ReturnType<typeof runLighthouse>>;

function medianFigures(runs: Figures[]): Figures {
  const first = runs[0] as Figures;
  const pick = (
    key: "performance" | "accessibility" | "bestPractices" | "seo" | "lcp" | "fcp" | "tbt" | "cls",
  ) => median(runs.map((run) => run[key]));
  return {
    ...first,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    fcp: pick("fcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
  };
}

const { runs, pages } = parseArgs(process.argv.slice(2));
const site = await startServerProcess();
let proxy: Server | undefined;
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: chromiumArgs });
try {
  await site.ready();
  const zeroJs = await startZeroJsProxy(site.baseUrl);
  proxy = zeroJs.server;
  console.log(`Lighthouse mobile, ${runs === 1 ? "one run" : `median of ${runs} runs`} per page.\n`);
  console.log(
    [
      "Page type".padEnd(20),
      "Path".padEnd(32),
      "Perf".padStart(5),
      "LCP".padStart(8),
      "TBT".padStart(7),
      "CLS".padStart(6),
      " A11y/BP/SEO",
      " │ zero-JS Perf".padStart(14),
      "LCP".padStart(8),
      " │ LCP ratio",
    ].join(" "),
  );
  const ratios: number[] = [];
  for (const page of pages) {
    const real: Figures[] = [];
    const bare: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      real.push(await measure(new URL(page.path, site.baseUrl).href, chrome.port));
      bare.push(await measure(new URL(page.path, zeroJs.url).href, chrome.port));
    }
    const a = medianFigures(real);
    const b = medianFigures(bare);
    const ratio = a.lcp / b.lcp;
    ratios.push(ratio);
    console.log(
      [
        page.type.padEnd(20),
        page.path.padEnd(32),
        String(a.performance).padStart(5),
        `${(a.lcp / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(a.tbt)} ms`.padStart(7),
        a.cls.toFixed(3).padStart(6),
        ` ${a.accessibility}/${a.bestPractices}/${a.seo}`.padEnd(12),
        ` │ ${String(b.performance).padStart(11)}`,
        `${(b.lcp / 1000).toFixed(2)} s`.padStart(8),
        ` │ ${ratio.toFixed(2)}`,
      ].join(" "),
    );
    for (const [category, misses] of Object.entries(a.misses)) {
      if (misses.length) console.log(`${"".padEnd(21)}${category}: ${misses.slice(0, 6).join(", ")}`);
    }
  }
  console.log(`\nLargest LCP ratio: ${Math.max(...ratios).toFixed(2)} (target ≤ 1.4)`);
} finally {
  await chrome.kill();
  proxy?.close();
  await site.stop();
}
