/**
 * Times the job board's listing on 5,000 open openings, through the store the /jobs page uses
 * (app/features/jobs/openings.server.ts: `listOpenings`, one page and the count).
 *
 *   npm run bench:jobs                 a fresh embedded database in a temporary folder, migrated,
 *                                      seeded, timed and deleted
 *   options: --jobs <n>  --runs <n>
 *
 * Besides the open ones it seeds a fifth as many drafts and closed openings, which the listing
 * must skip. Prints the median and p95 per filter (the time the call took, and the CPU time it
 * used: the embedded database runs in this process) against the 100 ms target, and exits non-zero
 * when a filter's p95 time is above it.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { allStacks } from "../app/content/categories";
import { SERVED_COUNTRIES } from "../app/content/countries";
import { JOB_TYPES, type JobStatus } from "../app/content/job-openings";
import { seniorityLevels } from "../app/content/seniority";
import { listOpenings, type OpeningFilters } from "../app/features/jobs/openings.server";
import { openDatabase } from "../server/db/client";
import { jobOpenings, jobOpeningTexts } from "../server/db/schema";
import { percentile, printTimingTable, seededRandom } from "./timing-support";

const TARGET_MS = 100;
const BATCH_SIZE = 500;
const WARM_UP_RUNS = 3;

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "5000" },
    runs: { type: "string", default: "30" },
  },
});
const jobCount = Math.min(Math.max(Number(args.jobs) || 5_000, 100), 100_000);
const runs = Math.min(Math.max(Number(args.runs) || 30, 5), 500);

const next = seededRandom(20_261_126);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const stacks = allStacks();
const codes = SERVED_COUNTRIES.map((country) => country.code);
const DESCRIPTION = `${"A remote role with a U.S. team. ".repeat(20)}\n\n- Ship work every week\n- Write it down`;
const DAY_MS = 86_400_000;
const now = Date.now();

function opening(index: number, status: JobStatus) {
  const { category, stack } = pick(stacks);
  const { min, max } = stack.salaryRange;
  const rateMin = min + Math.floor(next() * (max - min));
  // Most openings take every country; a third a few of them.
  const countries = next() < 0.67 ? codes : codes.filter(() => next() < 0.4).concat(pick(codes));
  const publishedAt = new Date(now - Math.floor(next() * 180 * DAY_MS));
  const spanish = next() < 0.3;
  const id = randomUUID();
  return {
    opening: {
      id,
      slug: `${stack.slug}-${index}`,
      title: `${pick(["", "Senior ", "Lead "])}${stack.name} ${index}`,
      category: category.slug,
      stack: stack.slug,
      seniority: pick(seniorityLevels).value,
      type: pick(JOB_TYPES),
      countries: [...new Set(countries)],
      rateMin,
      rateMax: rateMin + Math.floor(next() * (max - rateMin + 1)),
      locales: spanish ? ["es"] : [],
      status,
      publishedAt: status === "draft" ? null : publishedAt,
      closedAt: status === "closed" ? new Date(publishedAt.getTime() + 30 * DAY_MS) : null,
      validThrough: next() < 0.5 ? new Date(now + 60 * DAY_MS).toISOString().slice(0, 10) : null,
    },
    texts: {
      openingId: id,
      description: DESCRIPTION,
      requirements: "- Fluent English\n- Three years in the role",
      translations: spanish
        ? {
            es: {
              title: `Puesto ${index}`,
              description: "Rol remoto.",
              responsibilities: "",
              requirements: "",
              benefits: "",
            },
          }
        : {},
    },
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-jobs-"));
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const db = handle.db;
    const seeding = performance.now();
    const others = Math.round(jobCount / 5);
    const rows = [
      ...Array.from({ length: jobCount }, (_, index) => opening(index, "published")),
      ...Array.from({ length: others }, (_, index) =>
        opening(jobCount + index, index % 2 ? "draft" : "closed"),
      ),
    ];
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE);
      await db.insert(jobOpenings).values(batch.map((row) => row.opening));
      await db.insert(jobOpeningTexts).values(batch.map((row) => row.texts));
    }
    await db.execute(sql`analyze job_openings, job_opening_texts`);
    console.log(
      `Seeded ${jobCount.toLocaleString("en-US")} open openings and ${others.toLocaleString("en-US")} drafts and closed ones into a fresh embedded database in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${runs} timed runs per filter after ${WARM_UP_RUNS} warm-up runs.\n`,
    );

    const filters: [string, OpeningFilters][] = [
      ["No filter, newest first", {}],
      ["Category: developers", { category: "developers" }],
      ["Stack: rlhf", { category: "llm-specialists", stack: "rlhf" }],
      ["Type: Contract", { type: "Contract" }],
      ["Seniority: senior", { seniority: "senior" }],
      ["Country: Bolivia", { country: "BO" }],
      ["Minimum rate: $50/hour", { minRate: 50 }],
      ['Search: "backend"', { q: "backend" }],
      ["Spanish versions only", { locale: "es" }],
      ['Spanish versions, search "puesto 12"', { locale: "es", q: "puesto 12" }],
      ["/es/jobs: every opening, Spanish titles", { titlesIn: "es" }],
      ['/es/jobs, search "puesto 12"', { titlesIn: "es", q: "puesto 12" }],
      [
        "Category + type + seniority + country + rate",
        { category: "developers", type: "Full-Time", seniority: "senior", country: "AR", minRate: 45 },
      ],
      ["Last page, no filter", { page: Math.ceil(jobCount / 20) }],
    ];
    const table: string[][] = [];
    for (const [label, filter] of filters) {
      let total = 0;
      for (let run = 0; run < WARM_UP_RUNS; run += 1) total = (await listOpenings(db, filter)).total;
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await listOpenings(db, filter);
        const cpu = process.cpuUsage(cpuStarted);
        samples.push(performance.now() - started);
        cpuSamples.push((cpu.user + cpu.system) / 1000);
      }
      samples.sort((a, b) => a - b);
      cpuSamples.sort((a, b) => a - b);
      const p95 = percentile(samples, 0.95);
      table.push([
        label,
        total.toLocaleString("en-US"),
        percentile(samples, 0.5).toFixed(1),
        p95.toFixed(1),
        percentile(cpuSamples, 0.5).toFixed(1),
        percentile(cpuSamples, 0.95).toFixed(1),
        p95 < TARGET_MS ? "yes" : "NO",
      ]);
    }
    printTimingTable(
      ["Filter", "Matches", "median ms", "p95 ms", "CPU median", "CPU p95", `p95 < ${TARGET_MS} ms`],
      table,
      "filters",
    );
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
