/**
 * Times the inbox's lead list on 100,000 leads, through the same query code the inbox uses.
 *
 *   npm run inbox:timing                     a fresh database on the server in DATABASE_URL (or
 *                                            TEST_DATABASE_URL), migrated, seeded, timed, dropped
 *   options: --leads <n>  --runs <n>
 *
 * Prints p50/p95 per representative list page against the 100 ms target. Nothing is kept: the
 * database is dropped at the end, also after a failure.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { listLeads, parseLeadListQuery } from "../inbox/app/lib/lead-list.server";
import type { Database } from "../server/db/client";
import { candidateApplications, hiringRequests, inboxUsers, subscriptions } from "../server/db/schema";
import { freshPostgresDatabase, percentile, printTimingTable, seededRandom } from "./timing-support";

const TARGET_MS = 100;
const BATCH_SIZE = 2_000;
const WARM_UP_RUNS = 2;

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "15" },
  },
});
const leadCount = Math.min(Math.max(Number(args.leads) || 100_000, 1_000), 1_000_000);
const runs = Math.min(Math.max(Number(args.runs) || 15, 3), 200);

const next = seededRandom(20_260_401);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
/** Picks by weight: [[value, weight], …]. */
function weighted<T>(items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of items) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return items[items.length - 1]![0];
}

const FIRST = ["Ana", "Ben", "Carla", "Dev", "Elena", "Frank", "Gia", "Hugo", "Iris", "Jon", "Kai", "Lucia"];
const LAST = ["Smith", "Garcia", "Chen", "Okafor", "Rossi", "Novak", "Silva", "Kim", "Patel", "Moreau"];
const COMPANIES = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Stark", "Wayne", "Tyrell"];
const SOURCES = [
  [undefined, 35],
  ["google", 20],
  ["linkedin", 15],
  ["newsletter", 10],
  ["facebook", 8],
  ["bing", 4],
  ["referral", 5],
  ["twitter", 3],
] as const;
const MEDIUMS = ["cpc", "social", "email", "organic", "referral"] as const;
const CAMPAIGNS = Array.from({ length: 24 }, (_, index) => `campaign-${index + 1}`);
const HIRING_STATUSES = [
  ["new", 30],
  ["contacted", 20],
  ["qualified", 15],
  ["proposal", 10],
  ["won", 10],
  ["lost", 15],
] as const;
const CANDIDATE_STATUSES = [
  ["new", 40],
  ["screening", 25],
  ["interview", 15],
  ["accepted", 8],
  ["rejected", 12],
] as const;

const DAY_MS = 86_400_000;
const now = Date.now();

/** Arrival times over two years, denser in recent months (the site grows). */
function receivedAt(): Date {
  return new Date(now - Math.floor(next() ** 1.6 * 730 * DAY_MS) - Math.floor(next() * DAY_MS));
}

function attribution() {
  const source = weighted(SOURCES);
  if (!source) return {};
  return {
    utmSource: source,
    utmMedium: pick(MEDIUMS),
    ...(next() < 0.7 ? { utmCampaign: pick(CAMPAIGNS) } : {}),
    landingPage: pick(["/", "/saas", "/startups", "/candidates", "/savings-calculator"]),
  };
}

/** Most leads are clean; a few are possible spam, fewer are quarantined. */
function spamVerdict() {
  const roll = next();
  if (roll < 0.03) return { spam: true, spamReason: pick(["honeypot filled", "form filled too fast"]) };
  if (roll < 0.07) return { spam: false, spamReason: "form token missing" };
  return { spam: false, spamReason: null };
}

function owner(owners: string[]): string | null {
  return next() < 0.35 ? null : pick(owners);
}

async function seed(db: Database, owners: string[]) {
  const counts = {
    hiring: Math.round(leadCount * 0.55),
    candidates: Math.round(leadCount * 0.25),
    subscriptions: 0,
  };
  counts.subscriptions = leadCount - counts.hiring - counts.candidates;
  for (let start = 0; start < counts.hiring; start += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, counts.hiring - start);
    await db.insert(hiringRequests).values(
      Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        const first = pick(FIRST);
        const last = pick(LAST);
        const company = `${pick(COMPANIES)} ${index % 500}`;
        return {
          name: `${first} ${last}`,
          email: `${first}.${last}${index}@${company.replace(" ", "").toLowerCase()}.example`.toLowerCase(),
          phone: `+1 415 555 ${String(index % 10_000).padStart(4, "0")}`,
          company,
          roles: [pick(["Engineering", "Design", "Product", "Data", "Marketing"])],
          primaryGoal: pick(["Scale existing team", "Build a new team", "Fill a specific role"]),
          budgetRange: pick(["$10K-50K/quarter", "$50K-200K/quarter", "$200K+/quarter"]),
          industries: [pick(["Software Development", "Fintech", "Healthcare", "E-commerce"])],
          additionalInfo: next() < 0.4 ? "Looking for senior engineers who overlap with EST hours." : null,
          status: weighted(HIRING_STATUSES),
          ownerId: owner(owners),
          attribution: attribution(),
          receivedAt: receivedAt(),
          ...spamVerdict(),
        };
      }),
    );
  }
  for (let start = 0; start < counts.candidates; start += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, counts.candidates - start);
    await db.insert(candidateApplications).values(
      Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        const first = pick(FIRST);
        const last = pick(LAST);
        return {
          name: `${first} ${last}`,
          email: `${first}.${last}.${index}@mail.example`.toLowerCase(),
          details: {
            country: pick(["Argentina", "Brazil", "Colombia", "Mexico", "Chile"]),
            category: pick(["developers", "designers", "data"]),
            yearsOfExperience: 1 + Math.floor(next() * 15),
            englishLevel: pick(["Conversational", "Fluent", "Native"]),
            hourlyRate: 20 + Math.floor(next() * 60),
          },
          status: weighted(CANDIDATE_STATUSES),
          ownerId: owner(owners),
          attribution: attribution(),
          receivedAt: receivedAt(),
          ...spamVerdict(),
        };
      }),
    );
  }
  for (let start = 0; start < counts.subscriptions; start += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, counts.subscriptions - start);
    await db.insert(subscriptions).values(
      Array.from({ length: size }, (_, offset) => ({
        email: `reader${start + offset}@mail.example`,
        source: next() < 0.7 ? ("newsletter" as const) : ("match-report" as const),
        ownerId: owner(owners),
        attribution: attribution(),
        receivedAt: receivedAt(),
        ...spamVerdict(),
      })),
    );
  }
  await db.execute(sql`analyze`);
  return counts;
}

async function time(db: Database, query: string) {
  const parsed = parseLeadListQuery(new URLSearchParams(query));
  let total = 0;
  for (let run = 0; run < WARM_UP_RUNS; run += 1) total = (await listLeads(db, parsed)).total;
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await listLeads(db, parsed);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { total, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

async function main() {
  const { handle, remove } = await freshPostgresDatabase("latammatch_timing");
  try {
    const db = handle.db;
    const users = await db
      .insert(inboxUsers)
      .values(
        ["ana", "ben", "carla", "dev", "elena"].map((person) => ({
          email: `${person}@latammatch.example`,
          role: "sales" as const,
          // Not a valid hash: these accounts exist to own leads, nobody can sign in as them.
          passwordHash: "!",
        })),
      )
      .returning({ id: inboxUsers.id });
    const owners = users.map((user) => user.id);

    const seeding = performance.now();
    const counts = await seed(db, owners);
    console.log(
      `Seeded ${leadCount.toLocaleString("en-US")} leads (${counts.hiring} hiring requests, ${counts.candidates} candidate applications, ${counts.subscriptions} subscriptions) in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${runs} timed runs per page after ${WARM_UP_RUNS} warm-up runs.\n`,
    );

    const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
    const owner = owners[1]!;
    const pages: [string, string][] = [
      ["Hiring requests, newest first", "kind=hiring-requests"],
      ["Status: qualified", "kind=hiring-requests&status=qualified"],
      ["Owner: one person", `kind=hiring-requests&owner=${owner}`],
      ["Owner: unassigned", "kind=hiring-requests&owner=none"],
      ["Search: company text", "kind=hiring-requests&q=globex%2042"],
      ["Search: an e-mail address", "kind=hiring-requests&q=ana.smith1234%40"],
      ["Date range: last 30 days", `kind=hiring-requests&from=${day(30)}&to=${day(0)}`],
      ["UTM source: linkedin", "kind=hiring-requests&utmSource=linkedin"],
      ["UTM campaign: campaign-7", "kind=hiring-requests&utmCampaign=campaign-7"],
      ["Spam: quarantined", "kind=hiring-requests&spam=quarantined"],
      ["Status + owner, oldest first", `kind=hiring-requests&status=new&owner=${owner}&sort=oldest`],
      ["Page 50 of 50 per page", "kind=hiring-requests&per=50&page=50"],
      [
        "Candidates: screening, source google",
        "kind=candidate-applications&status=screening&utmSource=google",
      ],
      ["Subscriptions: newest first", "kind=subscriptions"],
    ];
    const rows: string[][] = [];
    for (const [label, query] of pages) {
      const result = await time(db, query);
      rows.push([
        label,
        result.total.toLocaleString("en-US"),
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.p95 <= TARGET_MS ? "yes" : "NO",
      ]);
    }
    printTimingTable(["List page", "Matches", "p50 ms", "p95 ms", `p95 ≤ ${TARGET_MS} ms`], rows, "pages");
  } finally {
    await handle.close();
    await remove();
  }
}

await main();
