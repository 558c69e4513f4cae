/**
 * Serving pages, ours against nginx's: two prerendered pages (the home page and /ai-matching)
 * and two rendered on request and answered from the job board's page cache (a stack page and
 * the job board's listing), from the built server and from Debian's nginx with `gzip_static on`
 * (and `brotli_static on` when Debian's brotli module is installed; then both sides are asked
 * for brotli, otherwise for gzip only). nginx serves the build folder for the prerendered pages;
 * for the pages rendered on request it serves the bytes our server sent once for them, written
 * to a folder of its own with their compressed copies. Same bytes, same Accept-Encoding, same
 * load, loopback only.
 *
 *   npm run bench:static                      3 interleaved rounds of 5 s per page and server
 *   options: --duration <s>  --rounds <n>  --connections <n> (default 50)
 *            --port <n> (ours on n, nginx on n + 1; by default two free ports)
 *
 * Prints, per page, each round's requests per second of each side and their ratio, then the
 * median and range of those ratios and the CPU time each side's processes spent per request
 * (read from /proc, so Linux only; the server's own background work, such as the outbox worker,
 * counts in). Needs a
 * production build (BUILD_DIR, default "build", precompressed by `npm run build`) and nginx:
 * `apt-get install -y nginx` (the brotli module: `apt-get install -y
 * libnginx-mod-http-brotli-static`). nginx runs one worker process, as the server is one
 * Node process; its access log is off, as the server writes no line per request.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { freePort } from "./free-port.mjs";

/** The prerendered pages, files of the build on both sides. */
const PRERENDERED_PAGES = ["/", "/ai-matching"];
/** Pages rendered on request and kept in the job board's page cache. */
const RENDERED_PAGES = ["/candidates/developers/backend", "/jobs"];
const PAGES = [...PRERENDERED_PAGES, ...RENDERED_PAGES];
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    port: { type: "string" },
  },
});
const clamp = (value: string, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number(value) || fallback, min), max);
const duration = clamp(args.duration, 5, 1, 30);
const rounds = clamp(args.rounds, 3, 1, 7);
const connections = clamp(args.connections, 50, 1, 100);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
// The pages Astro builds, with their hashed assets under /_astro/.
const clientDir = path.join(buildDir, "site");

function nginxBinary(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

function nginxConfig(port: number, workDir: string, renderedDir: string, brotli: boolean): string {
  const renderedPages = RENDERED_PAGES.map(
    (page) => `    location = ${page} { root ${renderedDir}; try_files $uri/index.html =404; }\n`,
  ).join("");
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ""}worker_processes 1;
daemon off;
pid ${workDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  gzip_static on;
  gzip_vary on;
${brotli ? "  brotli_static on;\n" : ""}  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
${renderedPages}  }
}
`;
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} at start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} in time`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  return exited;
}

/** The page as the client gets it, decoded, with the encoding the server chose. */
function fetchPage(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string; bytes: number; raw: Buffer; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"] ?? "identity";
          const body =
            encoding === "br"
              ? zlib.brotliDecompressSync(raw)
              : encoding === "gzip"
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: response.statusCode ?? 0, encoding, bytes: raw.length, raw, body });
        });
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    },
  );
}

/**
 * Writes the pages our server renders on request, as it sends them (the document and each
 * compressed copy, byte for byte), under `dir` for nginx to serve with gzip_static.
 */
async function writeRenderedPages(base: string, dir: string, encodings: readonly string[]) {
  const suffixes: Record<string, string> = { identity: "", gzip: ".gz", br: ".br" };
  for (const page of RENDERED_PAGES) {
    const pageDir = path.join(dir, page);
    await mkdir(pageDir, { recursive: true });
    for (const encoding of ["identity", ...encodings]) {
      const answer = await fetchPage(`${base}${page}`, encoding);
      if (answer.status !== 200 || answer.encoding !== encoding) {
        throw new Error(`The server answered ${page} with ${answer.status}, encoding ${answer.encoding}`);
      }
      await writeFile(path.join(pageDir, `index.html${suffixes[encoding]}`), answer.raw);
    }
  }
}

/** /proc counts CPU time in these (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) used so far by `pid` and its child processes (nginx's worker). */
function cpuSecondsOf(pid: number): number {
  const ticksOf = (stat: string) => {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  };
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = ticksOf(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (Number(entry) === pid || stat.parent === pid) ticks += stat.ticks;
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

interface Run {
  perSecond: number;
  /** CPU time the serving side spent per request, in microseconds. */
  cpuMicroseconds: number;
}

async function measure(url: string, pid: number, acceptEncoding: string, seconds: number): Promise<Run> {
  const cpuBefore = cpuSecondsOf(pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": acceptEncoding },
  });
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  }
  return {
    perSecond: result.requests.total / (result.duration || seconds),
    cpuMicroseconds: (cpu / result.requests.total) * 1e6,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const nginx = nginxBinary();
  if (!nginx) {
    console.error(
      "nginx is not installed. On Debian: apt-get install -y nginx (and, for brotli on both sides, libnginx-mod-http-brotli-static).",
    );
    process.exit(1);
  }
  for (const page of PRERENDERED_PAGES) {
    const html = path.join(clientDir, page, "index.html");
    if (!existsSync(html) || !existsSync(`${html}.gz`)) {
      console.error(`No precompressed build of ${page} in ${clientDir}. Run "npm run build" first.`);
      process.exit(1);
    }
  }
  const brotli = existsSync(BROTLI_MODULE);
  const acceptEncoding = brotli ? "br, gzip" : "gzip";
  const expectedEncoding = brotli ? "br" : "gzip";

  const workDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-static-"));
  const dataDir = path.join(workDir, "data");
  await mkdir(dataDir);
  // nginx's worker runs as its own user when started by root: it must be able to read the pages.
  await chmod(workDir, 0o755);
  const renderedDir = path.join(workDir, "rendered");
  const [ourPort, nginxPort] = args.port
    ? [Number(args.port), Number(args.port) + 1]
    : [await freePort(), await freePort()];
  await writeFile(path.join(workDir, "nginx.conf"), nginxConfig(nginxPort, workDir, renderedDir, brotli));

  let server: ChildProcess | undefined;
  let proxy: ChildProcess | undefined;
  try {
    server = startServer(ourPort, dataDir);
    await waitFor(`http://127.0.0.1:${ourPort}/healthz`, server, "The server");
    await writeRenderedPages(`http://127.0.0.1:${ourPort}`, renderedDir, brotli ? ["gzip", "br"] : ["gzip"]);
    proxy = spawn(nginx, ["-p", workDir, "-c", path.join(workDir, "nginx.conf"), "-e", "stderr"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitFor(`http://127.0.0.1:${nginxPort}/`, proxy, "nginx");
    const sides = [
      { name: "ours", base: `http://127.0.0.1:${ourPort}`, pid: server.pid ?? 0 },
      { name: "nginx", base: `http://127.0.0.1:${nginxPort}`, pid: proxy.pid ?? 0 },
    ];

    console.log(
      `Serving pages: ${PAGES.join(", ")}, Accept-Encoding "${acceptEncoding}"${
        brotli ? "" : " (nginx has no brotli module: gzip on both sides)"
      }, ${connections} connections, ${rounds} interleaved rounds of ${duration} s, nginx with 1 worker.`,
    );
    const figures: { page: string; ours: Run; nginx: Run; ratios: number[] }[] = [];
    for (const page of PAGES) {
      // The same document, in the same encoding, from both sides.
      const answers = await Promise.all(
        sides.map((side) => fetchPage(`${side.base}${page}`, acceptEncoding)),
      );
      answers.forEach((answer, index) => {
        if (answer.status !== 200 || answer.encoding !== expectedEncoding) {
          throw new Error(
            `${sides[index]?.name} answered ${page} with ${answer.status}, encoding ${answer.encoding}`,
          );
        }
      });
      const [ours, theirs] = answers as [(typeof answers)[0], (typeof answers)[0]];
      if (!ours.body.equals(theirs.body)) throw new Error(`${page}: the two sides sent different documents`);
      console.log(
        `\n${page}: ${ours.bytes} bytes (${expectedEncoding}) from ours, ${theirs.bytes} from nginx`,
      );

      // Warm-up (JIT, connections), not counted.
      for (const side of sides) await measure(`${side.base}${page}`, side.pid, acceptEncoding, 1);
      const runs: Record<string, Run[]> = { ours: [], nginx: [] };
      // Each round's ratio is of two runs side by side, under the same load from elsewhere.
      const ratios: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const line: string[] = [];
        for (const side of sides) {
          const run = await measure(`${side.base}${page}`, side.pid, acceptEncoding, duration);
          runs[side.name]?.push(run);
          line.push(
            `${side.name} ${run.perSecond.toFixed(0)}/s (${run.cpuMicroseconds.toFixed(0)} µs CPU each)`,
          );
        }
        const ratio = (runs.ours?.at(-1)?.perSecond ?? 0) / (runs.nginx?.at(-1)?.perSecond ?? 1);
        ratios.push(ratio);
        console.log(`  round ${round}: ${line.join(", ")}, ratio ${ratio.toFixed(2)}×`);
      }
      const medianOf = (name: string): Run => ({
        perSecond: median((runs[name] ?? []).map((run) => run.perSecond)),
        cpuMicroseconds: median((runs[name] ?? []).map((run) => run.cpuMicroseconds)),
      });
      figures.push({ page, ours: medianOf("ours"), nginx: medianOf("nginx"), ratios });
    }

    // On a shared machine the CPU time per request moves less than the rate with the other load.
    console.log("\nMedians (requests/s; CPU time per request; ratio of the rounds, median and range):");
    for (const { page, ours, nginx: theirs, ratios } of figures) {
      console.log(
        `  ${page.padEnd(32)} ours ${ours.perSecond.toFixed(0).padStart(5)}/s ${ours.cpuMicroseconds.toFixed(0).padStart(4)} µs` +
          `   nginx ${theirs.perSecond.toFixed(0).padStart(5)}/s ${theirs.cpuMicroseconds.toFixed(0).padStart(4)} µs` +
          `   ratio ${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)};` +
          ` by CPU time ${(theirs.cpuMicroseconds / ours.cpuMicroseconds).toFixed(2)}×)`,
      );
    }
  } finally {
    await Promise.all([stop(server), stop(proxy)]);
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
