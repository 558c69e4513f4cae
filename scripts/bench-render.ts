/**
 * The pages rendered on request under load, loopback only, bounded in count and time: the built
 * server with a fresh embedded database and the default settings, once per build given, in turn.
 *
 * 1. Stampede: 100 simultaneous requests for one cold stack page, then 100 simultaneous requests
 *    for 100 different cold stack and category pages. One render per page is the target.
 * 2. Query spellings: distinct `/jobs?…` queries one after the other, each a few states of the
 *    board written with their parameters in another case and order, their values in another
 *    case, the search in other capitals and with words past the five the store reads, and
 *    parameters the board does not read.
 * 3. Mix: 200 connections over the page mix (stack and category pages, the board and its filters,
 *    job pages, the not-found page, the sitemap, the booking slots, the form token, prerendered
 *    pages) for a fixed time.
 *
 * Each case reports its last answer, p95, the answers that were not 2xx-4xx and the server's peak
 * resident memory; the 1 GB ceiling is the target.
 *
 *   npm run bench:render                               the build in BUILD_DIR (default "build")
 *   npm run bench:render -- --before <dir>             also a build of an earlier commit, first,
 *                                                      for the figures side by side
 *   options: --variants <n> (case 2, default 600)  --seconds <n> (case 3, default 20)
 *            --connections <n> (case 3, default 200)
 *
 * Exits 1 when a target is missed by the build in BUILD_DIR.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { allStacks, categories, categoryPath, stackPath } from "../app/content/categories";
import { sampleOpenings } from "../app/content/job-openings";
import { slugify } from "../app/features/jobs/schema";
import { LOCALES, localizePath } from "../app/lib/i18n/locales";
import { freePort } from "./free-port.mjs";
import { percentile, seededRandom } from "./timing-support";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    variants: { type: "string", default: "600" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "200" },
  },
});
const variantCount = Math.min(Math.max(Number(args.variants) || 600, 50), 3_000);
const mixSeconds = Math.min(Math.max(Number(args.seconds) || 20, 5), 120);
const connections = Math.min(Math.max(Number(args.connections) || 200, 10), 500);
const afterDir = path.resolve(process.env.BUILD_DIR ?? "build");
const beforeDir = args.before ? path.resolve(args.before) : undefined;

const RSS_CEILING_MB = 1024;
const STAMPEDE = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- The server ------------------------------------------------------------------------------

interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(buildDir: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-render-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server in ${buildDir} exited during start-up`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server in ${buildDir} did not become ready in time`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await pause(250);
  }
  return { base, child, stop };
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The highest resident memory of the server while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 50);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

// --- Requests --------------------------------------------------------------------------------

interface Answer {
  ms: number;
  status: number;
}

async function get(base: string, pathAndQuery: string, started = performance.now()): Promise<Answer> {
  try {
    const response = await fetch(`${base}${pathAndQuery}`, {
      headers: { "Accept-Encoding": "gzip, br" },
      redirect: "manual",
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

interface Figures {
  /** The mix's p95 by kind of answer. */
  kinds?: Array<{ kind: string; p95Ms: number }>;
  requests: number;
  lastMs: number;
  p95Ms: number;
  /** Answers that were not 2xx to 4xx: 5xx, resets, timeouts. */
  failed: number;
  peakMb: number;
  totalS: number;
}

function figures(answers: Answer[], peakMb: number, totalMs: number): Figures {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    requests: answers.length,
    lastMs: sorted.at(-1) ?? 0,
    p95Ms: sorted.length ? percentile(sorted, 0.95) : 0,
    failed: answers.filter((answer) => answer.status < 200 || answer.status >= 500).length,
    peakMb,
    totalS: totalMs / 1000,
  };
}

const stackPages = LOCALES.flatMap((locale) =>
  allStacks().map(({ category, stack }) => localizePath(stackPath(category, stack), locale)),
);
const jobPages = sampleOpenings.map((sample) => `/jobs/${slugify(sample.title)}`);
const categoryPages = LOCALES.flatMap((locale) =>
  categories.map((category) => localizePath(categoryPath(category), locale)),
);

// --- The cases -------------------------------------------------------------------------------

async function stampede(server: Server, pid: number) {
  const [one, ...others] = stackPages;
  const run = async (paths: string[]) => {
    const started = performance.now();
    const { result, peakMb } = await withPeakRss(pid, () =>
      Promise.all(paths.map((pagePath) => get(server.base, pagePath, started))),
    );
    return figures(result, peakMb, performance.now() - started);
  };
  const onePage = await run(Array.from({ length: STAMPEDE }, () => one!));
  const distinct = [...others, ...categoryPages].slice(0, STAMPEDE);
  const manyPages = await run(distinct);
  return { onePage, manyPages, distinctPages: distinct.length };
}

/** Case-shuffled spelling of a word: "ReAcT". */
const scramble = (word: string, random: () => number) =>
  [...word].map((letter) => (random() < 0.5 ? letter.toUpperCase() : letter.toLowerCase())).join("");

/** `count` distinct spellings of a few states of the board. */
function querySpellings(count: number): string[] {
  const random = seededRandom(20_261_202);
  const states: Array<Array<[string, string]>> = [
    // Five words each, as many as the store matches: any word after them changes nothing.
    [["q", "senior react developer remote team"]],
    [
      ["q", "python django backend api engineer"],
      ["category", "developers"],
    ],
    [
      ["category", "developers"],
      ["type", "Contract"],
      ["country", "MX"],
    ],
    [
      ["seniority", "senior"],
      ["minRate", "40"],
    ],
  ];
  const spellings = new Set<string>();
  for (let index = 0; spellings.size < count; index += 1) {
    const state = states[index % states.length]!;
    const params = state.map(([name, value]): [string, string] => {
      const spelledName = scramble(name, random);
      if (name !== "q") return [spelledName, scramble(value, random)];
      // Words past the fifth are not searched for.
      const extra = random() < 0.5 ? ` ${scramble("extra", random)} words` : "";
      return [spelledName, `${scramble(value, random)}${extra}`];
    });
    params.push([random() < 0.5 ? "utm_source" : "ref", `n${index}`]);
    params.sort(() => random() - 0.5);
    spellings.add(`/jobs?${new URLSearchParams(params)}`);
  }
  return [...spellings];
}

async function queries(server: Server, pid: number) {
  const spellings = querySpellings(variantCount);
  const started = performance.now();
  const { result, peakMb } = await withPeakRss(pid, async () => {
    const answers: Answer[] = [];
    for (const query of spellings) answers.push(await get(server.base, query));
    return answers;
  });
  return figures(result, peakMb, performance.now() - started);
}

async function mix(server: Server, pid: number) {
  const random = seededRandom(20_261_203);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const jobsQueries = querySpellings(200);
  // Each kind of answer with its share of the mix; the p95 of each is reported apart.
  const paths: Array<[kind: string, next: () => string]> = [
    ["stack or category page", () => pick(stackPages)],
    ["stack or category page", () => pick(categoryPages)],
    ["board or job page", () => pick(["/candidates", "/talent", "/es/talent"])],
    ["board or job page", () => pick(["/jobs", "/es/jobs", "/pt-br/jobs"])],
    ["board or job page", () => pick(jobsQueries)],
    ["board or job page", () => pick(jobPages)],
    ["not-found page", () => `/no-such-page-${Math.floor(random() * 1_000_000)}`],
    ["/sitemap.xml", () => "/sitemap.xml"],
    ["/api/booking-slots", () => "/api/booking-slots?timeZone=America%2FNew_York"],
    ["/api/form-token", () => "/api/form-token"],
    ["prerendered page", () => pick(["/", "/pricing", "/hiring-form", "/book-a-call"])],
  ];
  const deadline = performance.now() + mixSeconds * 1000;
  const started = performance.now();
  const byKind = new Map<string, number[]>();
  const { result, peakMb } = await withPeakRss(pid, async () => {
    const answers: Answer[] = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const [kind, next] = pick(paths);
          const answer = await get(server.base, next());
          answers.push(answer);
          const times = byKind.get(kind) ?? [];
          times.push(answer.ms);
          byKind.set(kind, times);
        }
      }),
    );
    return answers;
  });
  const kinds = [...byKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return { kind, p95Ms: percentile(sorted, 0.95) };
    });
  return { ...figures(result, peakMb, performance.now() - started), kinds };
}

// --- The run ---------------------------------------------------------------------------------

interface Run {
  label: string;
  startMb: number;
  stampedeOne: Figures;
  stampedeMany: Figures;
  queries: Figures;
  mix: Figures;
}

async function measure(label: string, buildDir: string): Promise<Run> {
  console.log(`\n${label}: ${path.relative(process.cwd(), buildDir) || "."}`);
  const server = await startServer(buildDir);
  try {
    const pid = server.child.pid!;
    // The first render of any page loads the site's server code: not a cold page's cost.
    await get(server.base, "/candidates");
    const startMb = rssMb(pid);
    console.log(`  ready, ${startMb.toFixed(0)} MB`);
    const { onePage, manyPages, distinctPages } = await stampede(server, pid);
    console.log(`  stampede: done (${distinctPages} distinct pages)`);
    const spelled = await queries(server, pid);
    console.log(`  ${variantCount} query spellings: done`);
    const mixed = await mix(server, pid);
    console.log(`  mix: done`);
    return { label, startMb, stampedeOne: onePage, stampedeMany: manyPages, queries: spelled, mix: mixed };
  } finally {
    await server.stop();
  }
}

const format = (value: number, digits = 0) => value.toFixed(digits);

function report(runs: Run[]) {
  const cases: Array<[string, keyof Omit<Run, "label" | "startMb">]> = [
    [`${STAMPEDE} × one cold stack page`, "stampedeOne"],
    [`${STAMPEDE} cold pages at once`, "stampedeMany"],
    [`${variantCount} /jobs spellings in turn`, "queries"],
    [`${connections} connections, ${mixSeconds} s of the mix`, "mix"],
  ];
  console.log("");
  for (const [title, key] of cases) {
    console.log(title);
    for (const run of runs) {
      const figure = run[key];
      console.log(
        `  ${run.label.padEnd(7)} requests ${String(figure.requests).padStart(6)}  last ${format(figure.lastMs).padStart(6)} ms  p95 ${format(figure.p95Ms).padStart(6)} ms  total ${format(figure.totalS, 1).padStart(6)} s  failed ${String(figure.failed).padStart(4)}  peak RSS ${format(figure.peakMb).padStart(5)} MB`,
      );
    }
    for (const run of key === "mix" ? runs : []) {
      const kinds = (run.mix.kinds ?? []).map((entry) => `${entry.kind} ${format(entry.p95Ms)}`);
      console.log(`  ${run.label.padEnd(7)} p95 by kind (ms): ${kinds.join(", ")}`);
    }
    if (runs.length === 2) {
      const [before, after] = runs as [Run, Run];
      const ratio = (a: number, b: number) => (b > 0 ? `${format(a / b, 1)}×` : "—");
      console.log(
        `  ratio   last ${ratio(before[key].lastMs, after[key].lastMs)}  p95 ${ratio(before[key].p95Ms, after[key].p95Ms)}  total ${ratio(before[key].totalS, after[key].totalS)}  peak RSS ${ratio(before[key].peakMb, after[key].peakMb)}`,
      );
    }
  }
}

async function main() {
  const runs: Run[] = [];
  if (beforeDir) runs.push(await measure("before", beforeDir));
  const after = await measure(beforeDir ? "after" : "build", afterDir);
  runs.push(after);
  report(runs);
  const cases = [after.stampedeOne, after.stampedeMany, after.queries, after.mix];
  const missed = [
    ...cases.filter((figure) => figure.peakMb >= RSS_CEILING_MB).map(() => "peak RSS at or above 1 GB"),
    ...cases.filter((figure) => figure.failed > 0).map(() => "answers that failed"),
  ];
  if (missed.length > 0) {
    console.log(`\nMissed: ${[...new Set(missed)].join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery case stayed under ${RSS_CEILING_MB} MB of RSS without a failed answer.`);
  }
}

await main();
