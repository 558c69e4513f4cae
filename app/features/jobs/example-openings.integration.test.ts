import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import { jobOpenings } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { EXAMPLE_JOBS_LIMIT, exampleOpenings } from "./job-board.server";
import { createOpening, transitionOpening } from "./openings.server";
import { openingInput } from "./openings.test-support";
import type { OpeningInput } from "./schema";

const databases = await testDatabases("example-openings");

function opening(overrides: Partial<OpeningInput> = {}): OpeningInput {
  return openingInput({ rateOverride: true, ...overrides });
}

describe.each(databases)("the example jobs of the candidate pages on $name", (database) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  let minute = 0;
  /** A published opening, each one published a minute after the one before. */
  const publish = async (overrides: Partial<OpeningInput> = {}) => {
    const row = await createOpening(db(), opening(overrides), { actorId: null, status: "published" });
    minute += 1;
    await db()
      .update(jobOpenings)
      .set({ publishedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) })
      .where(eq(jobOpenings.id, row.id));
    return row;
  };
  const titles = async (
    ...args: Parameters<typeof exampleOpenings> extends [unknown, ...infer Rest] ? Rest : never
  ) => (await exampleOpenings(db(), ...args)).map((row) => row.title);

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(async () => {
    await db().execute(sql`truncate job_openings, job_opening_texts, seed_runs`);
    minute = 0;
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("shows a stack page its stack's openings, a category page its category's, the others every one", async () => {
    await publish({ title: "Backend A" });
    await publish({ title: "Frontend A", stack: "frontend", rateMin: 36, rateMax: 45 });
    await publish({ title: "Closer", category: "sales", stack: "enterprise-ae", rateMin: 30, rateMax: 40 });
    expect(await titles({ category: "developers", stack: "backend" }, "en")).toEqual(["Backend A"]);
    expect(await titles({ category: "developers" }, "en")).toEqual(["Frontend A", "Backend A"]);
    expect(await titles({ category: "sales" }, "en")).toEqual(["Closer"]);
    expect(await titles({}, "en")).toEqual(["Closer", "Frontend A", "Backend A"]);
    // A stack is one category's: the same slug under another category names no opening here.
    expect(await titles({ category: "marketing", stack: "backend" }, "en")).toEqual([]);
  });

  it("shows the newest open openings only, at most as many as a row of samples", async () => {
    for (const name of ["One", "Two", "Three", "Four"]) await publish({ title: `Backend ${name}` });
    const draft = await createOpening(db(), opening({ title: "Backend draft" }), { actorId: null });
    const closed = await publish({ title: "Backend closed" });
    await transitionOpening(db(), closed.id, "close", null);
    await publish({ title: "Backend expired", validThrough: "2020-01-01" });
    expect(draft.status).toBe("draft");
    expect(EXAMPLE_JOBS_LIMIT).toBe(3);
    expect(await titles({ category: "developers", stack: "backend" }, "en")).toEqual([
      "Backend Four",
      "Backend Three",
      "Backend Two",
    ]);
  });

  it("gives a translated page an opening's title in its language where it has one, English otherwise", async () => {
    await publish({
      title: "Backend Developer",
      translations: {
        es: {
          title: "Desarrollador Backend",
          description: "APIs.",
          responsibilities: "",
          requirements: "",
          benefits: "",
        },
      },
    });
    const spanish = await exampleOpenings(db(), { category: "developers" }, "es");
    expect(spanish.map((row) => [row.title, row.titleLocale])).toEqual([["Desarrollador Backend", "es"]]);
    const portuguese = await exampleOpenings(db(), { category: "developers" }, "pt-br");
    expect(portuguese.map((row) => [row.title, row.titleLocale])).toEqual([["Backend Developer", "en"]]);
  });

  it("has none for a scope without an open opening: the page keeps its samples", async () => {
    const closed = await publish();
    await transitionOpening(db(), closed.id, "close", null);
    expect(await exampleOpenings(db(), { category: "developers", stack: "backend" }, "en")).toEqual([]);
    expect(await exampleOpenings(db(), {}, "en")).toEqual([]);
  });
});
