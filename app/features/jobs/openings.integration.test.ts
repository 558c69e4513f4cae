import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleOpenings } from "~/content/job-openings";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import { jobOpenings } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import {
  createOpening,
  deleteOpening,
  duplicateOpening,
  getOpeningBySlug,
  listOpenings,
  listOpeningsForInbox,
  PUBLIC_PAGE_SIZE,
  similarOpenings,
  transitionOpening,
  updateOpening,
} from "./openings.server";
import { openingInput } from "./openings.test-support";
import type { OpeningInput } from "./schema";
import { seedSampleOpenings } from "./seed.server";

const databases = await testDatabases("job-openings");

function opening(overrides: Partial<OpeningInput> = {}): OpeningInput {
  return openingInput({ description: "Build **APIs**.", ...overrides });
}

describe.each(databases)("job openings on $name", (database) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const publish = async (overrides: Partial<OpeningInput> = {}) =>
    createOpening(db(), opening(overrides), { actorId: null, status: "published" });

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(async () => {
    await db().execute(sql`truncate job_openings, job_opening_texts, seed_runs`);
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("seeds the sample openings of every category as published openings once, and not again after a deletion", async () => {
    expect(await seedSampleOpenings(db())).toBe(sampleOpenings.length);
    const page = await listOpenings(db());
    expect(
      page.openings.map((row) => [row.title, row.category, row.type, row.rateMin, row.rateMax]).sort(),
    ).toEqual(
      sampleOpenings
        .map((sample) => [sample.title, sample.category, sample.type, sample.rate, sample.rate])
        .sort(),
    );
    const rlhf = await getOpeningBySlug(db(), "rlhf-specialist");
    expect(rlhf).toMatchObject({
      status: "published",
      category: "llm-specialists",
      stack: "rlhf",
      rateOverride: true,
    });
    expect(rlhf?.countries).toHaveLength(12);
    await deleteOpening(db(), rlhf!.id);
    expect(await seedSampleOpenings(db())).toBe(0);
    expect((await listOpenings(db())).total).toBe(sampleOpenings.length - 1);
  });

  it.runIf(database.name === "PostgreSQL")("seeds once when several instances start together", async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: "unused", poolSize: 2 }),
      ),
    );
    try {
      const created = await Promise.all([handle, ...others].map((each) => seedSampleOpenings(each.db)));
      expect(created.sort((a, b) => a - b)).toEqual([0, 0, 0, sampleOpenings.length]);
      expect((await listOpenings(db())).total).toBe(sampleOpenings.length);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  it("lists only published openings that are still valid, with every filter", async () => {
    await publish({ title: "Backend A" });
    await publish({
      title: "Backend B",
      type: "Contract",
      seniority: "mid",
      countries: ["CL"],
      rateMin: 42,
      rateMax: 44,
    });
    await publish({
      title: "Designer",
      category: "design",
      stack: "product-design",
      rateMin: 40,
      rateMax: 50,
    });
    await publish({ title: "Expired", validThrough: "2020-01-01" });
    await createOpening(db(), opening({ title: "Draft" }), { actorId: null });
    const titles = async (filters: Parameters<typeof listOpenings>[1]) =>
      (await listOpenings(db(), filters)).openings.map((row) => row.title).sort();

    expect(await titles({})).toEqual(["Backend A", "Backend B", "Designer"]);
    expect(await titles({ category: "developers" })).toEqual(["Backend A", "Backend B"]);
    expect(await titles({ stack: "product-design" })).toEqual(["Designer"]);
    expect(await titles({ type: "Contract" })).toEqual(["Backend B"]);
    expect(await titles({ seniority: "mid" })).toEqual(["Backend B"]);
    expect(await titles({ country: "CL" })).toEqual(["Backend B"]);
    expect(await titles({ country: "MX" })).toEqual(["Backend A", "Designer"]);
    expect(await titles({ minRate: 50 })).toEqual(["Backend A", "Designer"]);
    expect(await titles({ q: "backend" })).toEqual(["Backend A", "Backend B"]);
    expect(await titles({ q: "SIGN" })).toEqual(["Designer"]);
    expect(await titles({ q: "100%" })).toEqual([]);
  });

  it("pages newest first and lists a language's versions only", async () => {
    for (let index = 0; index < PUBLIC_PAGE_SIZE + 2; index += 1)
      await publish({ title: `Opening ${index}` });
    const second = await listOpenings(db(), { page: 2 });
    expect(second).toMatchObject({ total: PUBLIC_PAGE_SIZE + 2, page: 2, pageCount: 2 });
    expect(second.openings.map((row) => row.title)).toEqual(["Opening 1", "Opening 0"]);
    expect((await listOpenings(db(), { page: 99 })).page).toBe(2);

    const texts = {
      title: "Desarrollador backend",
      description: "APIs",
      responsibilities: "",
      requirements: "",
      benefits: "",
    };
    await publish({ title: "Bilingual", translations: { es: texts } });
    const spanish = await listOpenings(db(), { locale: "es" });
    expect(spanish.openings.map((row) => row.title)).toEqual(["Desarrollador backend"]);
    expect((await listOpenings(db(), { locale: "pt-br" })).total).toBe(0);
  });

  it("gives similar openings of the category, the same stack first", async () => {
    const base = await publish({ title: "Base" });
    await publish({ title: "Other stack", stack: "frontend", rateMin: 40, rateMax: 45 });
    await publish({ title: "Same stack" });
    await publish({
      title: "Other category",
      category: "design",
      stack: "product-design",
      rateMin: 40,
      rateMax: 50,
    });
    expect((await similarOpenings(db(), base)).map((row) => row.title)).toEqual([
      "Same stack",
      "Other stack",
    ]);
  });

  it("runs the team's changes: slugs, edits, publish, close, reopen, duplicate, delete, counts", async () => {
    const draft = await createOpening(db(), opening({ title: "Prompt Engineer!" }), { actorId: null });
    expect(draft).toMatchObject({ slug: "prompt-engineer", status: "draft", publishedAt: null });
    const second = await createOpening(db(), opening({ title: "Prompt engineer" }), { actorId: null });
    expect(second.slug).toBe("prompt-engineer-2");

    const edited = await updateOpening(db(), draft.id, opening({ title: "Lead Prompt Engineer" }), null);
    expect(edited).toMatchObject({ title: "Lead Prompt Engineer", slug: "prompt-engineer" });

    expect(await transitionOpening(db(), draft.id, "close", null)).toBeUndefined();
    const published = await transitionOpening(db(), draft.id, "publish", null);
    expect(published?.status).toBe("published");
    expect(published?.publishedAt).toBeInstanceOf(Date);
    expect(await transitionOpening(db(), draft.id, "publish", null)).toBeUndefined();
    const closed = await transitionOpening(db(), draft.id, "close", null);
    expect(closed?.closedAt).toBeInstanceOf(Date);
    expect((await listOpenings(db())).total).toBe(0);
    const reopened = await transitionOpening(db(), draft.id, "reopen", null);
    expect(reopened).toMatchObject({ status: "published", closedAt: null });

    const copy = await duplicateOpening(db(), draft.id, null);
    expect(copy).toMatchObject({
      title: "Lead Prompt Engineer",
      slug: "lead-prompt-engineer",
      status: "draft",
    });

    const inbox = await listOpeningsForInbox(db());
    expect(inbox.counts).toEqual({ all: 3, draft: 2, published: 1, closed: 0 });
    expect((await listOpeningsForInbox(db(), { status: "draft" })).openings).toHaveLength(2);

    await deleteOpening(db(), second.id);
    expect(await getOpeningBySlug(db(), "prompt-engineer-2")).toBeUndefined();
  });

  it("refuses a rate range the wrong way round, in the database too", async () => {
    await expect(
      db()
        .insert(jobOpenings)
        .values({ ...opening(), slug: "bad", rateMin: 50, rateMax: 40 }),
    ).rejects.toThrow();
  });
});
