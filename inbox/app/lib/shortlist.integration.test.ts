import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import { candidates } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { freshShortlistRequest } from "../../../tests/support/shortlist-setup";
import { CSRF_FIELD_NAME } from "../components/csrf-field";
import { getLeadDetail, leadTimeline } from "./lead-detail.server";
import { runShortlistAction, shortlistSection } from "./shortlist.server";

/**
 * The hiring request page's shortlist section against a real database: the forms as the page
 * posts them, the ranked pool with its reasons, the 48-hour clock and the timeline's entries.
 */
const databases = await testDatabases("inbox-shortlist");
const HOUR_MS = 3_600_000;

describe.each(databases)("the shortlist section on $name", (database) => {
  let handle: DatabaseHandle;
  let actorId: string;
  let requestId: string;
  let receivedAt: Date;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(async () => {
    receivedAt = new Date(Date.now() - 50 * HOUR_MS);
    ({ actorId, requestId } = await freshShortlistRequest(handle.db, receivedAt));
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function vetted(name: string, stacks: string[]) {
    const [row] = await handle.db
      .insert(candidates)
      .values({
        email: `${name.toLowerCase()}@example.com`,
        name,
        stage: "vetted",
        stacks,
        timeZone: "America/Sao_Paulo",
        hourlyRateUsd: 40,
        hoursPerWeek: 40,
        poolConsentUntil: new Date(Date.now() + 365 * 24 * HOUR_MS),
      })
      .returning();
    return row!.id;
  }

  const post = async (fields: Record<string, string>) => {
    const form = new FormData();
    form.set(CSRF_FIELD_NAME, "token");
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return runShortlistAction(handle.db, { hiringRequestId: requestId, actorId, form });
  };
  const section = async () => (await shortlistSection(handle.db, requestId))!;

  it("ranks the pool by the brief, builds the list from the forms and shows each change in the timeline", async () => {
    const ana = await vetted("Ana", ["react"]);
    await vetted("Bruno", ["python"]);
    await vetted("Carla", ["react", "node"]);
    expect(
      await post({
        intent: "shortlist-brief",
        revision: "1",
        stacks: "react, node",
        seniority: "",
        timeZone: "America/New_York",
        maxRateUsd: "",
      }),
    ).toMatchObject({ ok: true });
    const ranked = await section();
    expect(ranked.pool.map((row) => [row.name, row.reasons.join(", ")])).toEqual([
      ["Carla", "stack match, 6 h overlap, rate inside budget"],
      ["Ana", "1 of 2 stacks match, 6 h overlap, rate inside budget"],
      ["Bruno", "no stack match, 6 h overlap, rate inside budget"],
    ]);
    for (const row of ranked.pool) {
      expect(
        await post({
          intent: "shortlist-add",
          revision: String((await section()).revision),
          candidateId: row.id,
        }),
      ).toMatchObject({ ok: true });
    }
    expect(
      await post({
        intent: "shortlist-pitch",
        revision: String((await section()).revision),
        candidateId: ana,
        pitch: "Strong React.",
      }),
    ).toMatchObject({ ok: true });
    const readyAt = (await section()).revision;
    // The answer carries the revision after the change, for the forms shown with it.
    expect(await post({ intent: "shortlist-ready", revision: String(readyAt) })).toEqual({
      ok: true,
      message: "The shortlist is ready.",
      revision: readyAt + 1,
    });
    const done = await section();
    expect(done.revision).toBe(readyAt + 1);
    expect(done.entries.map((entry) => [entry.name, entry.pitch])).toEqual([
      ["Carla", ""],
      ["Ana", "Strong React."],
      ["Bruno", ""],
    ]);
    expect(done.pool).toEqual([]);
    // Received 50 hours ago, ready now: two hours late.
    expect(done.dueAt).toBe(new Date(receivedAt.getTime() + 48 * HOUR_MS).toISOString());
    expect(done.overdue).toBe(true);
    const lead = await getLeadDetail(handle.db, "hiring-requests", requestId);
    const timeline = await leadTimeline(handle.db, lead!, { statusLabel: String, userEmail: String });
    expect(
      timeline
        .filter((item) => item.title.includes("shortlist") || item.title.includes("pitch"))
        .map((item) => item.title),
    ).toEqual([
      "Changed the shortlist's brief by sam@latammatch.example",
      "Added a candidate to the shortlist by sam@latammatch.example",
      "Added a candidate to the shortlist by sam@latammatch.example",
      "Added a candidate to the shortlist by sam@latammatch.example",
      "Wrote a candidate's pitch by sam@latammatch.example",
      "Marked the shortlist ready by sam@latammatch.example",
    ]);
  });

  it("answers a refused form with its status and message, and an unexpected field with 400", async () => {
    await post({ intent: "shortlist-add", revision: "1", candidateId: await vetted("Ana", ["react"]) });
    expect(await post({ intent: "shortlist-ready", revision: "2" })).toEqual({
      ok: false,
      status: 409,
      message: "A shortlist holds 3 to 5 candidates; this one has 1.",
    });
    expect(await post({ intent: "shortlist-ready", revision: "1" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await post({ intent: "shortlist-ready", revision: "2", ...JSON.parse('{"__proto__":"x"}') }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await post({ intent: "shortlist-ready", revision: "2", owner: "x" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect((await section()).overdue).toBe(true);
  });
});
