import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "~server/db/client";
import { jobOpenings } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { createServerMetrics } from "~server/metrics";
import { createReadiness } from "~server/readiness";
import { type RunningServices, startServices } from "~server/services.server";
import { testEnv } from "../../../tests/support/integration";
import { answerFromPageCache, type JobBoard } from "./job-board.server";
import { jobBoardQueryFrom } from "./job-board-filters";
import { JOB_BOARD_PURGE_CHANNEL } from "./job-board-purge.server";
import { createOpening, listOpenings, transitionOpening } from "./openings.server";
import { openingInput } from "./openings.test-support";

const databases = await testDatabases("job-board-purge");
const postgres = databases.find((database) => database.name === "PostgreSQL");

afterAll(async () => {
  for (const database of databases) await database.drop();
});

/** Resolves with the time it took for the board's cache to be purged, or fails after `withinMs`. */
function purgeOf(board: JobBoard, withinMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`The cache was not purged within ${withinMs} ms`));
    }, withinMs);
    const stop = board.pages.onPurge(() => {
      clearTimeout(timer);
      stop();
      resolve(performance.now() - started);
    });
  });
}

/** The listing as a cached page: the titles of the open openings. */
const listing = (board: JobBoard) =>
  answerFromPageCache(new Request("https://latammatch.example/jobs"), board.pages, "/jobs", async () => {
    const { openings } = await listOpenings(board.db, jobBoardQueryFrom(new URLSearchParams()));
    return { status: 200, body: openings.map((item) => item.title).join("|"), headers: {} };
  }).then((response) => response.text());

describe.skipIf(!postgres)("the job board cache on two instances of one PostgreSQL database", () => {
  const instances: RunningServices[] = [];
  const start = (dataDir: string) =>
    startServices(testEnv({ DATA_DIR: dataDir, DATABASE_URL: postgres!.databaseUrl, SMTP_URL: undefined }), {
      outbox: { enabled: false },
      retention: { enabled: false },
      jobAlertDigests: { enabled: false },
      log: () => {},
    });
  let first: RunningServices;
  let second: RunningServices;

  beforeAll(async () => {
    // Each instance with its own data folder, as two servers on two machines have.
    first = await start(`${postgres!.dataDir}/first`);
    second = await start(`${postgres!.dataDir}/second`);
    instances.push(first, second);
  });
  // No openings (not even SPEC's samples, seeded at start) and empty caches before each test.
  const reset = async () => {
    await first.database.db.delete(jobOpenings);
    for (const instance of instances) instance.jobBoard.pages.purge();
  };
  beforeEach(reset);
  afterEach(reset);
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
  });

  it("purges the other instance's cache within a second of a change made through one", async () => {
    expect(await listing(second.jobBoard)).toBe("");
    const opening = await first.database.db.transaction((tx) =>
      createOpening(tx, openingInput({ title: "Senior Go Engineer" }), {
        actorId: null,
        status: "published",
      }),
    );
    // Cached on the second instance: the new opening is not there yet.
    expect(await listing(second.jobBoard)).toBe("");
    const purged = purgeOf(second.jobBoard, 1_000);
    const ownPurges: number[] = [];
    first.jobBoard.pages.onPurge((generation) => ownPurges.push(generation));
    await first.inbox.onOpeningsChanged();
    expect(await purged).toBeLessThan(1_000);
    expect(await listing(second.jobBoard)).toBe("Senior Go Engineer");
    // Its own announcement comes back to the first instance too; it purged once, not twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownPurges).toHaveLength(1);

    // The other instance's /metrics shows the purge's arrival, for a test that has only HTTP.
    const readiness = createReadiness();
    const metrics = createServerMetrics({
      database: second.database,
      readiness,
      jobBoard: second.jobBoard,
      processMetrics: false,
    });
    const purgesOnSecond = async () =>
      Number(/^latammatch_page_cache_purges (\d+)$/m.exec(await metrics.render())?.[1]);
    const purgesBefore = await purgesOnSecond();

    // Closing it is seen the same way.
    await transitionOpening(first.database.db, opening.id, "close", null);
    const closed = purgeOf(second.jobBoard, 1_000);
    await first.inbox.onOpeningsChanged();
    await closed;
    expect(await listing(second.jobBoard)).toBe("");
    expect(await purgesOnSecond()).toBe(purgesBefore + 1);
  });

  it("purges after its listening connection was lost and made again, since it may have missed a change", async () => {
    expect(await listing(second.jobBoard)).toBe("");
    // Every listening connection of this database dropped, as a failover or a restart does.
    const purged = purgeOf(second.jobBoard, 5_000);
    const listeners = sql`from pg_stat_activity where datname = current_database() and query = ${`listen "${JOB_BOARD_PURGE_CHANNEL}"`}`;
    await first.database.db.execute(sql`select pg_terminate_backend(pid) ${listeners}`);
    // The change is announced while nobody listens, so the message is lost for good.
    for (;;) {
      const result = await first.database.db.execute(sql`select count(*)::int as count ${listeners}`);
      if (rowsOf<{ count: number }>(result)[0]?.count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await first.database.db.transaction((tx) =>
      createOpening(tx, openingInput({ title: "Data Engineer" }), { actorId: null, status: "published" }),
    );
    await first.inbox.onOpeningsChanged();
    await purged;
    expect(await listing(second.jobBoard)).toBe("Data Engineer");
    // Listening again: the next change arrives as a message.
    const next = purgeOf(second.jobBoard, 1_000);
    await first.inbox.onOpeningsChanged();
    await next;
  });
});
