/**
 * Times the talent pool's search at /inbox/candidates on 100,000 candidates, through the function
 * the inbox's list calls (inbox/app/lib/candidate-list.server.ts: `listCandidates`, one page of 25
 * and the count of every match).
 *
 *   npm run bench:pool                 a fresh embedded database in a temporary folder, migrated,
 *                                      seeded, timed and deleted
 *   npm run bench:pool -- --postgres   the same on a fresh database created on the PostgreSQL
 *                                      server in DATABASE_URL (or TEST_DATABASE_URL), dropped after
 *   options: --candidates <n>  --runs <n>  --explain (prints the plan of each full-text query)
 *
 * Each candidate has three applications (300,000), 40% a résumé's text on one of them, and those
 * past screening their scorecards. Stacks, countries, rates, English levels, hours and stages are
 * spread as applicants' are; two words ("fintech", "kubernetes") are each on a fifth of the pool,
 * in notes or résumés, and one ("quetzalcoatl") on five candidates' résumés only. Prints the median
 * and p95 per query (the time the call took, and the CPU time it used: the embedded database runs
 * in this process) against the 100 ms target, and exits non-zero when a query's median is above it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { allStacks } from "../app/content/categories";
import { SERVED_COUNTRIES } from "../app/content/countries";
import { listCandidates, parseCandidateListQuery } from "../inbox/app/lib/candidate-list.server";
import { createInboxUser } from "../inbox/app/lib/users.server";
import { type Database, type DatabaseHandle, openDatabase } from "../server/db/client";
import { freshPostgresDatabase, percentile, printTimingTable } from "./timing-support";

const TARGET_MS = 100;
const WARM_UP_RUNS = 2;
const CHUNK = 10_000;

const { values: args } = parseArgs({
  options: {
    candidates: { type: "string", default: "100000" },
    runs: { type: "string", default: "15" },
    explain: { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
  },
});
const candidateCount = Math.min(Math.max(Number(args.candidates) || 100_000, 1_000), 200_000);
const runs = Math.min(Math.max(Number(args.runs) || 15, 5), 200);

const stacks = allStacks();
const FIRST_NAMES = [
  "Ana",
  "Luis",
  "Carla",
  "João",
  "Valentina",
  "Mateo",
  "Camila",
  "Diego",
  "Sofía",
  "Pedro",
];
const LAST_NAMES = ["Souza", "Pérez", "Díaz", "Lima", "Ríos", "Gómez", "Silva", "Torres", "Rojas", "Castro"];
/** Words of résumés and notes: a few hundred, each on a few per cent of the pool. */
const VOCABULARY = Array.from({ length: 400 }, (_, index) => `skill${index}`).concat(
  "react node python java golang rust aws azure docker postgres mongodb graphql terraform figma".split(" "),
);

/** A list as one PostgreSQL array literal (a list in a drizzle template is a row of parameters). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/** The pool, in chunks of one statement each (generate_series; a fixed seed, so every run seeds alike). */
async function seed(db: Database, authorId: string) {
  await db.execute(sql`select setseed(0.2026)`);
  const slugs = stacks.map(({ stack }) => stack.slug);
  const categoryOf = stacks.map(({ category }) => category.slug);
  const countries = SERVED_COUNTRIES.map((country) => country.code);
  for (let start = 1; start <= candidateCount; start += CHUNK) {
    const end = Math.min(candidateCount, start + CHUNK - 1);
    await db.execute(sql`
      insert into candidates (email, name, locale, country, english_level, category, stacks, seniority,
        years_of_experience, hourly_rate_usd, hours_per_week, notes, stage, stage_changed_at,
        created_at, last_activity_at, owner_id)
      select 'candidate' || i || '@pool.example',
        (${textArray(FIRST_NAMES)}::text[])[1 + i % 10] || ' ' || (${textArray(LAST_NAMES)}::text[])[1 + (i / 10) % 10] || ' ' || i,
        (array['en', 'es', 'pt-br'])[1 + i % 3],
        (${textArray(countries)}::text[])[1 + floor(random() * ${countries.length})::int],
        (array['A2', 'B1', 'B2', 'B2', 'C1', 'C1', 'C2'])[1 + floor(random() * 7)::int],
        (${textArray(categoryOf)}::text[])[s.stack], array[(${textArray(slugs)}::text[])[s.stack]],
        (array['junior', 'mid', 'senior', 'senior', 'lead'])[1 + floor(random() * 5)::int],
        floor(random() * 20)::int, 15 + floor(random() * 100)::int,
        (array[10, 20, 30, 40, 40, 40])[1 + floor(random() * 6)::int],
        case when i % 5 = 0 then 'Built fintech payment rails' when i % 3 = 0 then 'Good call, follow up' else '' end,
        s.stage, now() - random() * interval '200 days', now() - (i % 365) * interval '1 day' - random() * interval '1 day',
        now(), case when i % 4 = 0 then ${authorId}::uuid end
      from generate_series(${start}::int, ${end}::int) as i,
        lateral (select 1 + floor(random() * ${slugs.length})::int + i * 0 as stack,
          (array['applied', 'applied', 'applied', 'screening', 'screening', 'technical', 'english',
            'vetted', 'rejected', 'rejected', 'withdrawn'])[1 + floor(random() * 11)::int + i * 0] as stage) as s`);
  }
  // Three applications each: 300,000 for 100,000 candidates.
  await db.execute(sql`
    insert into candidate_applications (name, email, details, locale, candidate_id, received_at, status)
    select c.name, c.email, jsonb_build_object('specialization', c.stacks[1], 'hourlyRate', c.hourly_rate_usd),
      c.locale, c.id, c.created_at + n * interval '3 days', 'new'
    from candidates c, generate_series(0, 2) as n`);
  // A résumé's text on the first application of 40% of them: 150 words of the vocabulary, with
  // "kubernetes" on a fifth of the pool (a fifth of whom also have "fintech" in their notes) and
  // "quetzalcoatl" on five.
  await db.execute(sql`
    insert into resumes (storage_key, kind, file_name, size_bytes, sha256, application_id, attached_at, text, text_read_at)
    select 'resumes/bench-' || a.id, 'pdf', 'cv.pdf', 120000, md5(a.id::text), a.id, a.received_at,
      (select string_agg((${textArray(VOCABULARY)}::text[])[1 + floor(random() * ${VOCABULARY.length})::int], ' ')
        -- Named in the series, the application makes the words its own (else computed once).
        from generate_series(1, 150 + length(a.email) * 0))
        || case when c.n % 5 = 0 then ' kubernetes' else '' end
        || case when c.n in (5, 50, 500, 5000, 50000) then ' quetzalcoatl' else '' end,
      now()
    from (select id, row_number() over (order by created_at, id) as n from candidates) as c
    join lateral (select id, email, received_at from candidate_applications x where x.candidate_id = c.id
      order by received_at limit 1) as a on true
    where c.n % 5 < 2`);
  // Their scorecards: one for each scored stage they have passed.
  await db.execute(sql`
    insert into candidate_scorecards (candidate_id, stage, ratings, author_id, created_at)
    select c.id, s.stage, jsonb_build_object('communication', jsonb_build_object('rating', 3, 'evidence', 'Clear')),
      ${authorId}::uuid, c.stage_changed_at
    from candidates c join (values ('screening', 1), ('technical', 2), ('english', 3)) as s(stage, step)
      on s.step <= case c.stage when 'technical' then 1 when 'english' then 2 when 'vetted' then 3
        when 'rejected' then 1 else 0 end`);
  await db.execute(sql`analyze candidates, candidate_applications, resumes, candidate_scorecards`);
}

async function count(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** A fresh database to seed, embedded or on the PostgreSQL server, and how to remove it. */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; remove: () => Promise<void> }> {
  if (!args.postgres) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-bench-pool-"));
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    return { handle, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  return freshPostgresDatabase("latammatch_bench_pool");
}

async function main() {
  const { handle, remove } = await freshDatabase();
  try {
    const db = handle.db;
    const seeding = performance.now();
    const author = await createInboxUser(db, {
      email: "bench@latammatch.example",
      role: "admin",
      password: "x",
    });
    await seed(db, author.id);
    const pool = await count(db, "candidates");
    const applications = await count(db, "candidate_applications");
    const resumes = await count(db, "resumes");
    const scorecards = await count(db, "candidate_scorecards");
    const figure = (value: number) => value.toLocaleString("en-US");
    console.log(
      `Seeded ${figure(pool)} candidates, ${figure(applications)} applications, ${figure(resumes)} résumés' texts and ${figure(scorecards)} scorecards into a fresh ${args.postgres ? "PostgreSQL" : "embedded"} database in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${runs} timed runs per query after ${WARM_UP_RUNS} warm-up runs.\n`,
    );

    const queries: [string, string][] = [
      ["No filter, newest first", ""],
      ["Stack: backend", "stack=backend"],
      ["Category: developers", "category=developers"],
      ["Seniority: senior", "seniority=senior"],
      ["Country: Brazil", "country=BR"],
      ["Maximum rate: $40", "maxRate=40"],
      ["English: C1 or better", "english=C1"],
      ["Hours: 40 a week", "minHours=40"],
      ["Stage: vetted", "stage=vetted"],
      ["Owner: unassigned", "owner=none"],
      [`Owner: one user`, `owner=${author.id}`],
      [
        "Vetted since 90 days",
        `vettedSince=${new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10)}`,
      ],
      ["Sort: lowest rate", "sort=rate"],
      ["Sort: longest in stage", "sort=stage-age"],
      ['Text: a rare word (résumés only), "quetzalcoatl"', "q=quetzalcoatl"],
      ['Text: a common word (notes), "fintech"', "q=fintech"],
      ['Text: a common word (résumés), "kubernetes"', "q=kubernetes"],
      ['Text: two common words, "fintech kubernetes"', "q=fintech+kubernetes"],
      ['Text: a name and a start, "valentina sou"', "q=valentina+sou"],
      ['Text: "kubernetes", sorted by rate', "q=kubernetes&sort=rate"],
      ["Text and filters: kubernetes, C1, $60", "q=kubernetes&english=C1&maxRate=60"],
      ["Last page, no filter", `page=${Math.ceil(candidateCount / 25)}`],
    ];
    const table: string[][] = [];
    for (const [label, params] of queries) {
      const query = parseCandidateListQuery(new URLSearchParams(params));
      let total = 0;
      for (let run = 0; run < WARM_UP_RUNS; run += 1) total = (await listCandidates(db, query)).total;
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await listCandidates(db, query);
        const cpu = process.cpuUsage(cpuStarted);
        samples.push(performance.now() - started);
        cpuSamples.push((cpu.user + cpu.system) / 1000);
      }
      samples.sort((a, b) => a - b);
      cpuSamples.sort((a, b) => a - b);
      const median = percentile(samples, 0.5);
      table.push([
        label,
        figure(total),
        median.toFixed(1),
        percentile(samples, 0.95).toFixed(1),
        percentile(cpuSamples, 0.5).toFixed(1),
        median < TARGET_MS ? "yes" : "NO",
      ]);
      // The plans of a search alone, its page in the list's default order and its count.
      if (args.explain && /^q=[^&]+$/.test(params)) {
        const where = sql`where t.search_vector @@ pool_search_query(${query.q})`;
        for (const [part, statement] of [
          [
            "page",
            sql`select t.id from candidates t ${where} order by t.created_at desc, t.id desc limit 25`,
          ],
          ["count", sql`select count(*) from candidates t ${where}`],
        ] as const) {
          const plan = (await db.execute(sql`explain (analyze, buffers, costs off) ${statement}`)) as {
            rows: Record<string, string>[];
          };
          console.log(
            `${label}, ${part}\n${plan.rows.map((row) => `  ${Object.values(row)[0]}`).join("\n")}\n`,
          );
        }
      }
    }
    printTimingTable(
      ["Query", "Matches", "median ms", "p95 ms", "CPU median", `median < ${TARGET_MS} ms`],
      table,
      "queries",
    );
  } finally {
    await handle.close();
    await remove();
  }
}

await main();
