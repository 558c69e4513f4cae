import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "~/content/claims";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import { candidateStageEvents, candidates } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import type { CandidateStage } from "~server/db/vetting";
import { poolFigures } from "./pool-dashboard.server";

/** The dashboard's pool figures from a small pool whose answers are worked out by hand. */
const databases = await testDatabases("pool-dashboard");

const NOW = new Date("2026-03-10T00:00:00Z");
const DAY1 = Date.parse("2026-03-01T00:00:00Z");
const at = (seconds: number) => new Date(DAY1 + seconds * 1000);

describe.each(databases)("the pool on the dashboard on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    await handle.db.execute(sql`truncate candidates cascade`);
    /** A candidate who joined at `created` and then moved through `moves` ([to, seconds after day 1]). */
    async function candidate(name: string, created: Date, moves: [CandidateStage, number][]) {
      const stage = moves.at(-1)?.[0] ?? "applied";
      const [row] = await handle.db
        .insert(candidates)
        .values({ email: `${name}@pool.example`, name, stage, createdAt: created })
        .returning({ id: candidates.id });
      let from: CandidateStage = "applied";
      for (const [to, seconds] of moves) {
        await handle.db
          .insert(candidateStageEvents)
          .values({ candidateId: row!.id, fromStage: from, toStage: to, createdAt: at(seconds) });
        from = to;
      }
    }
    const HOUR = 3600;
    // Vetted: first decided after 1 h.
    await candidate("vetted", at(0), [
      ["screening", HOUR],
      ["technical", 2 * 24 * HOUR],
      ["english", 3 * 24 * HOUR],
      ["vetted", 4 * 24 * HOUR],
    ]);
    // Rejected from Applied after 3 h.
    await candidate("rejected-early", at(0), [["rejected", 3 * HOUR]]);
    // Screened after 5 h, rejected in Screening.
    await candidate("rejected-screening", at(0), [
      ["screening", 5 * HOUR],
      ["rejected", 6 * HOUR],
    ]);
    // Still waiting: joined a day before now.
    await candidate("waiting", new Date(NOW.getTime() - 24 * HOUR * 1000), []);
    // Withdrew before any decision: no wait counted, nothing decided.
    await candidate("withdrawn", at(0), [["withdrawn", 2 * HOUR]]);
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("counts the pool by stage", async () => {
    const figures = await poolFigures(handle.db, NOW);
    expect(Object.fromEntries(figures.byStage.map((row) => [row.stage, row.count]))).toEqual({
      applied: 1,
      screening: 0,
      technical: 0,
      english: 0,
      vetted: 1,
      rejected: 2,
      withdrawn: 1,
    });
  });

  it("takes the median and 90th percentile of the wait for a first decision, the waiting at their wait so far", async () => {
    const { firstDecision } = await poolFigures(handle.db, NOW);
    // Waits of 1 h, 3 h, 5 h and 24 h (still waiting): continuous percentiles.
    expect(firstDecision).toMatchObject({ decided: 3, waiting: 1, medianSeconds: (3 * 3600 + 5 * 3600) / 2 });
    expect(firstDecision.p90Seconds).toBeCloseTo(5 * 3600 + 0.7 * (24 * 3600 - 5 * 3600), 3);
  });

  it("gives each stage's pass rate and the measured approval rate beside the claimed one", async () => {
    const { passRates, approval } = await poolFigures(handle.db, NOW);
    expect(passRates.map(({ stage, reached, passed }) => [stage, reached, passed])).toEqual([
      ["applied", 5, 2],
      ["screening", 2, 1],
      ["technical", 1, 1],
      ["english", 1, 1],
    ]);
    expect(approval).toMatchObject({ vetted: 1, decided: 3, claimed: claims.approvalRate.value });
  });
});
