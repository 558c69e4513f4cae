import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshShortlistRequest } from "../../tests/support/shortlist-setup";
import { type DatabaseHandle, openDatabase } from "./client";
import { auditLog, candidates, hiringRequests, shortlistEntries, shortlists } from "./schema";
import { rankCandidates, shortlistablePool } from "./shortlist-ranking";
import { changeShortlist, ShortlistRefusal, shortlistOf } from "./shortlists";
import { testDatabases } from "./test-databases";
import type { CandidateStage } from "./vetting";

/**
 * The shortlist store against a real database: the team's changes in order with their audit
 * entries, and every refusal of "ready" (too few, too many, not vetted, withdrawn, no consent,
 * a stale form) with nothing written.
 */
const databases = await testDatabases("shortlists");
const DAY_MS = 86_400_000;

describe.each(databases)("shortlists on $name", (database) => {
  let handle: DatabaseHandle;
  let actorId: string;
  let requestId: string;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(async () => {
    ({ actorId, requestId } = await freshShortlistRequest(handle.db));
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  let counter = 0;
  async function candidate(
    overrides: { stage?: CandidateStage; consentDays?: number | null; stacks?: string[]; rate?: number } = {},
  ) {
    counter += 1;
    const consentDays = overrides.consentDays === undefined ? 365 : overrides.consentDays;
    const [row] = await handle.db
      .insert(candidates)
      .values({
        email: `c${counter}@example.com`,
        name: `Candidate ${counter}`,
        stage: overrides.stage ?? "vetted",
        stacks: overrides.stacks ?? ["react"],
        timeZone: "America/Bogota",
        hourlyRateUsd: overrides.rate ?? 40,
        hoursPerWeek: 40,
        poolConsentUntil: consentDays === null ? null : new Date(Date.now() + consentDays * DAY_MS),
      })
      .returning();
    return row!.id;
  }

  const change = (fields: Record<string, unknown>) =>
    changeShortlist(handle.db, { hiringRequestId: requestId, actorId, fields });
  const revisionNow = async () => (await shortlistOf(handle.db, requestId)).shortlist?.revision ?? 1;

  async function addAll(ids: string[]) {
    for (const id of ids)
      await change({ intent: "shortlist-add", revision: await revisionNow(), candidateId: id });
  }

  async function refusal(fields: Record<string, unknown>): Promise<ShortlistRefusal> {
    const written = async () => ({
      audit: await handle.db.select().from(auditLog),
      shortlists: await handle.db.select().from(shortlists),
      entries: await handle.db.select().from(shortlistEntries),
    });
    const before = await written();
    try {
      await change(fields);
    } catch (error) {
      if (!(error instanceof ShortlistRefusal)) throw error;
      expect(await written()).toEqual(before);
      return error;
    }
    throw new Error("Expected a refusal");
  }

  it("builds an ordered shortlist with pitches, audits each change and marks it ready", async () => {
    const [a, b, c] = [await candidate(), await candidate(), await candidate()];
    await addAll([a!, b!, c!]);
    await change({
      intent: "shortlist-move",
      revision: await revisionNow(),
      candidateId: c,
      direction: "up",
    });
    await change({
      intent: "shortlist-pitch",
      revision: await revisionNow(),
      candidateId: a,
      pitch: "  Led a React team.  ",
    });
    const ready = await change({ intent: "shortlist-ready", revision: await revisionNow() });
    expect(ready.shortlist?.status).toBe("ready");
    expect(ready.shortlist?.readyAt).toBeInstanceOf(Date);
    expect(ready.entries.map((entry) => [entry.candidateId, entry.position, entry.pitch])).toEqual([
      [a, 1, "Led a React team."],
      [c, 2, ""],
      [b, 3, ""],
    ]);
    const actions = await handle.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.seq);
    expect(actions.map((row) => row.action)).toEqual([
      "shortlist.add",
      "shortlist.add",
      "shortlist.add",
      "shortlist.move",
      "shortlist.pitch",
      "shortlist.ready",
    ]);
    // A change after "ready" sends it back to draft; the first ready time stays.
    const firstReady = ready.shortlist?.readyAt;
    const removed = await change({
      intent: "shortlist-remove",
      revision: await revisionNow(),
      candidateId: b,
    });
    expect(removed.shortlist?.status).toBe("draft");
    expect(removed.shortlist?.readyAt).toEqual(firstReady);
    expect(removed.entries.map((entry) => entry.position)).toEqual([1, 2]);
  });

  it("refuses ready with fewer than 3 or more than 5 candidates", async () => {
    await addAll([await candidate(), await candidate()]);
    const few = await refusal({ intent: "shortlist-ready", revision: await revisionNow() });
    expect([few.status, few.message]).toEqual([409, "A shortlist holds 3 to 5 candidates; this one has 2."]);
    await addAll([await candidate(), await candidate(), await candidate(), await candidate()]);
    const many = await refusal({ intent: "shortlist-ready", revision: await revisionNow() });
    expect(many.message).toBe("A shortlist holds 3 to 5 candidates; this one has 6.");
  });

  it("refuses ready with a candidate not vetted, withdrawn or without the pool consent", async () => {
    const fit = [await candidate(), await candidate()];
    for (const [overrides, message] of [
      [{ stage: "technical" }, "is not vetted yet."],
      [{ stage: "withdrawn" }, "has withdrawn."],
      [{ stage: "rejected" }, "was rejected."],
      [{ consentDays: null }, "has not consented to the pool."],
      [{ consentDays: -1 }, "has not consented to the pool."],
    ] as const) {
      await handle.db.delete(shortlistEntries);
      const odd = await candidate(overrides);
      await addAll([...fit, odd].map(String));
      const refused = await refusal({ intent: "shortlist-ready", revision: await revisionNow() });
      expect(refused.status).toBe(409);
      expect(refused.message).toContain(message);
    }
  });

  it("refuses ready with one person twice, as a candidate merge can leave them", async () => {
    const [a, b] = [await candidate(), await candidate()];
    await addAll([a!, b!, await candidate()]);
    const { shortlist } = await shortlistOf(handle.db, requestId);
    await handle.db
      .update(shortlistEntries)
      .set({ candidateId: a })
      .where(
        sql`${shortlistEntries.shortlistId} = ${shortlist!.id} and ${shortlistEntries.candidateId} = ${b}`,
      );
    const twice = await refusal({ intent: "shortlist-ready", revision: await revisionNow() });
    expect(twice.message).toBe("A candidate is on the shortlist twice: remove one of the entries first.");
  });

  it("refuses a stale form, odd keys, a long pitch and an unknown request with nothing written", async () => {
    const id = await candidate();
    await addAll([id]);
    expect((await refusal({ intent: "shortlist-remove", revision: 1, candidateId: id })).status).toBe(409);
    const revision = await revisionNow();
    expect((await refusal({ intent: "shortlist-ready", revision, __proto__x: "1" })).status).toBe(400);
    expect(
      (await refusal({ intent: "shortlist-pitch", revision, candidateId: id, pitch: "x".repeat(1_001) }))
        .message,
    ).toBe("Keep a pitch within 1000 characters.");
    expect((await refusal({ intent: "shortlist-add", revision, candidateId: "not-a-uuid" })).status).toBe(
      400,
    );
    expect((await refusal({ intent: "shortlist-add", revision, candidateId: id })).status).toBe(409);
    expect(
      (
        await refusal({
          intent: "shortlist-brief",
          revision,
          stacks: "",
          seniority: "guru",
          timeZone: "",
          maxRateUsd: "",
        })
      ).status,
    ).toBe(400);
    await expect(
      changeShortlist(handle.db, {
        hiringRequestId: crypto.randomUUID(),
        actorId,
        fields: { intent: "shortlist-ready", revision: 1 },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("stores the brief and ranks the consenting vetted pool by it", async () => {
    const react = await candidate({ stacks: ["react", "node"], rate: 45 });
    const python = await candidate({ stacks: ["python"], rate: 35 });
    await candidate({ stage: "english" });
    await candidate({ consentDays: -1 });
    const { shortlist } = await change({
      intent: "shortlist-brief",
      revision: 1,
      stacks: "React, node",
      seniority: "",
      timeZone: "America/New_York",
      maxRateUsd: "50",
    });
    expect([shortlist?.briefStacks, shortlist?.briefTimeZone, shortlist?.briefMaxRateUsd]).toEqual([
      ["react", "node"],
      "America/New_York",
      50,
    ]);
    const pool = await shortlistablePool(handle.db);
    expect(pool.map((row) => row.id).sort()).toEqual([react, python].sort());
    const ranked = rankCandidates(
      pool,
      {
        budgetRange: "$50K-200K/quarter",
        stacks: ["react", "node"],
        seniority: null,
        timeZone: "America/New_York",
        maxRateUsd: 50,
      },
      "2026-01-14",
    );
    expect(ranked.map((row) => [row.candidate.id, row.reasons])).toEqual([
      [react, ["stack match", "8 h overlap", "rate inside budget"]],
      [python, ["no stack match", "8 h overlap", "rate inside budget"]],
    ]);
  });

  it("goes with its hiring request and its candidates", async () => {
    const ids = [await candidate(), await candidate()];
    await addAll(ids.map(String));
    await handle.db.delete(candidates).where(eq(candidates.id, ids[0]!));
    expect(await handle.db.select().from(shortlistEntries)).toHaveLength(1);
    await handle.db.delete(hiringRequests).where(eq(hiringRequests.id, requestId));
    expect(await handle.db.select().from(shortlistEntries)).toHaveLength(0);
    expect((await shortlistOf(handle.db, requestId)).shortlist).toBeNull();
  });
});
