import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { createInboxUser } from "../../inbox/app/lib/users.server";
import { candidateApplicationFields, hiringFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import { candidateReferences, mergeCandidates } from "./candidate-merge";
import { issueStatusToken } from "./candidate-tokens";
import { addScorecard, CandidateRefusal, candidateByEmail, moveStage, setConsents } from "./candidates";
import { type DatabaseHandle, openDatabase, rowsOf } from "./client";
import {
  auditLog,
  hiringRequests,
  interviewHolds,
  interviews,
  shortlistEntries,
  shortlistPasses,
  shortlists,
} from "./schema";
import { createSubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";

/**
 * The merge of two candidates against a real database: every row that points at either one ends on
 * the kept candidate, none is lost and none stays on the deleted one; a refused merge writes nothing.
 */
const databases = await testDatabases("candidate-merge");

const SCREENING = {
  "relevant-experience": { rating: 4, evidence: "Six years of full-stack work" },
  communication: { rating: 3, evidence: "Clear" },
  "availability-and-rate": { rating: 3, evidence: "40 h" },
  motivation: { rating: 3, evidence: "Wants U.S. teams" },
};

describe.each(databases)("merging candidates on $name", (database) => {
  let handle: DatabaseHandle;
  let admin: string;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    admin = (await createInboxUser(handle.db, { email: "admin@merge.example", role: "admin", password: "x" }))
      .id;
  });
  beforeEach(() =>
    handle.db.execute(sql`truncate candidates, candidate_applications, outbox, audit_log cascade`),
  );
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function apply(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const store = createSubmissionStore(handle.db, { channels: () => ["email"], writeConcurrency: 1 });
    await store.storeCandidateApplication(
      CandidateApplicationSchema.parse(candidateApplicationFields({ email, ...overrides })),
      genuineSubmissionMeta(),
    );
    const candidate = await candidateByEmail(handle.db, email);
    if (!candidate) throw new Error("No candidate was made");
    return candidate.id;
  }

  const updatedAt = async (id: string) =>
    rowsOf<{ at: Date | string }>(
      await handle.db.execute(sql`select updated_at as at from candidates where id = ${id}::uuid`),
    ).map((row) => new Date(row.at).toISOString())[0] ?? "";

  /** Rows per referencing table (and the audit log) that name each candidate. */
  async function referenceCounts(ids: string[]) {
    const counts: Record<string, Record<string, number>> = {};
    const references = [
      ...candidateReferences().map((reference) => ({
        key: `${reference.table}.${reference.column}`,
        query: (id: string) =>
          sql`select count(*)::int as n from ${sql.raw(`"${reference.table}"`)} where ${sql.raw(`"${reference.column}"`)} = ${id}::uuid`,
      })),
      {
        key: "outbox.ref_id",
        query: (id: string) => sql`select count(*)::int as n from outbox where ref_id = ${id}::uuid`,
      },
      {
        key: "audit_log.target_id",
        query: (id: string) =>
          sql`select count(*)::int as n from audit_log where target_type = 'candidate' and target_id = ${id}`,
      },
    ];
    for (const reference of references) {
      counts[reference.key] = {};
      for (const id of ids) {
        const [row] = rowsOf<{ n: number }>(await handle.db.execute(reference.query(id)));
        counts[reference.key]![id] = Number(row?.n ?? 0);
      }
    }
    return counts;
  }

  /** Everything a refused merge could have half-written. */
  const snapshot = async () =>
    rowsOf(
      await handle.db.execute(sql`select
        (select json_agg(c order by c.id) from candidates c) as candidates,
        (select json_agg(a.candidate_id order by a.id) from candidate_applications a) as applications,
        (select count(*)::int from audit_log) as audit`),
    );

  it("finds every table that points at a candidate in the schema", () => {
    expect(candidateReferences().map((reference) => reference.table)).toEqual(
      expect.arrayContaining([
        "candidate_applications",
        "candidate_stage_events",
        "candidate_scorecards",
        "candidate_status_tokens",
        "candidate_addresses",
      ]),
    );
  });

  it("moves every row of the merged candidate to the kept one, and deletes the merged row", async () => {
    const kept = await apply("maria@example.com");
    const merged = await apply("maria.gonzalez@work.example", {
      specialization: "backend",
      profileUrl: "https://github.com/maria",
    });
    await apply("maria.gonzalez@work.example", { specialization: "backend" });
    for (const id of [kept, merged]) await issueStatusToken(handle.db, id);
    await moveStage(handle.db, { candidateId: merged, to: "screening", actorId: admin });
    await addScorecard(handle.db, {
      candidateId: merged,
      stage: "screening",
      ratings: SCREENING,
      authorId: admin,
    });
    await moveStage(handle.db, { candidateId: merged, to: "technical", actorId: admin });
    await setConsents(handle.db, {
      candidateId: merged,
      stayInPool: true,
      shareProfile: true,
      actorId: null,
    });
    await handle.db.execute(
      sql`update candidates set notes = 'Met at a meetup', tags = array['react'] where id = ${kept}::uuid`,
    );
    await handle.db.execute(
      sql`update candidates set notes = 'Strong in Go', tags = array['go', 'react'], time_zone = 'America/Argentina/Buenos_Aires' where id = ${merged}::uuid`,
    );

    // A message queued about the merged candidate themself (not one of their applications), beside
    // the e-mail the move to the technical assessment queued.
    await handle.db.execute(sql`insert into outbox (channel, event, ref_id, payload)
      values ('email', 'candidate.stage_changed', ${merged}::uuid, '{}'::jsonb)`);
    const before = await referenceCounts([kept, merged]);
    const result = await mergeCandidates(handle.db, {
      keptId: kept,
      mergedId: merged,
      keptUpdatedAt: await updatedAt(kept),
      mergedUpdatedAt: await updatedAt(merged),
      actorId: admin,
    });
    const after = await referenceCounts([kept, merged]);

    for (const [key, counts] of Object.entries(before)) {
      expect(after[key]?.[merged], key).toBe(0);
      // The merge's own audit entry and the merged address are the new rows.
      const added = key === "audit_log.target_id" || key === "candidate_addresses.candidate_id" ? 1 : 0;
      expect(after[key]?.[kept], key).toBe((counts[kept] ?? 0) + (counts[merged] ?? 0) + added);
    }
    expect(before["candidate_applications.candidate_id"]?.[merged]).toBe(2);
    expect(before["candidate_scorecards.candidate_id"]?.[merged]).toBe(1);
    expect(before["candidate_stage_events.candidate_id"]?.[merged]).toBe(2);
    expect(before["candidate_status_tokens.candidate_id"]?.[merged]).toBe(1);
    expect(before["outbox.ref_id"]?.[merged]).toBe(2);

    const rows = rowsOf<Record<string, unknown>>(
      await handle.db.execute(sql`select id, email, stage, stacks, tags, notes, links, time_zone,
        share_profile_consent, pool_consent_until from candidates order by email`),
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.email).toBe("maria@example.com");
    // Further along on the merged record: the kept one takes its stage.
    expect(row.stage).toBe("technical");
    expect(result).toMatchObject({ stage: "technical", stageFrom: "merged" });
    expect(row.stacks).toEqual(["full-stack", "backend"]);
    expect(row.tags).toEqual(["react", "go"]);
    expect(row.notes).toBe("Met at a meetup\n\nStrong in Go");
    expect(row.links).toEqual(expect.arrayContaining(["https://github.com/maria"]));
    expect(row.time_zone).toBe("America/Argentina/Buenos_Aires");
    // A filled field of the kept record is kept: its consent to share was never given.
    expect(row.share_profile_consent).toBe(false);
    expect(row.pool_consent_until).not.toBeNull();

    const [audit] = rowsOf<{ detail: Record<string, unknown>; actor_id: string }>(
      await handle.db.execute(
        sql`select detail, actor_id from audit_log where action = 'candidate.merged' and target_id = ${kept}`,
      ),
    );
    expect(audit?.actor_id).toBe(admin);
    expect(audit?.detail).toMatchObject({ mergedId: merged, stage: "technical", stageFrom: "merged" });
    expect(JSON.stringify(audit?.detail)).not.toContain("@");

    // The merged address now names the kept candidate: applying with it again makes no duplicate.
    expect((await candidateByEmail(handle.db, "Maria.Gonzalez@Work.example"))?.id).toBe(kept);
    expect(await apply("Maria.Gonzalez@Work.example", { specialization: "devops" })).toBe(kept);
    const [pool] = rowsOf<{ candidates: number; applications: number; stacks: string[] }>(
      await handle.db.execute(sql`select (select count(*)::int from candidates) as candidates,
        (select count(*)::int from candidate_applications where candidate_id = ${kept}::uuid) as applications,
        (select stacks from candidates where id = ${kept}::uuid) as stacks`),
    );
    expect(pool).toEqual({ candidates: 1, applications: 4, stacks: ["full-stack", "backend", "devops"] });
  });

  it("keeps the kept candidate's stage when the merged one got no further, even if rejected later", async () => {
    const kept = await apply("ana@example.com");
    const merged = await apply("ana@work.example");
    await moveStage(handle.db, { candidateId: kept, to: "screening", actorId: admin });
    await handle.db.execute(sql`update candidates set stage = 'withdrawn' where id = ${merged}::uuid`);
    const result = await mergeCandidates(handle.db, {
      keptId: kept,
      mergedId: merged,
      keptUpdatedAt: await updatedAt(kept),
      mergedUpdatedAt: await updatedAt(merged),
      actorId: admin,
    });
    expect(result).toMatchObject({ stage: "screening", stageFrom: "kept" });
  });

  /** A hiring request with a ready shortlist holding `candidateIds`, one entry each. */
  async function shortlistWith(candidateIds: string[]) {
    const [request] = await handle.db
      .insert(hiringRequests)
      .values({ ...hiringFields({ email: `client-${randomUUID()}@example.com` }) })
      .returning();
    const [list] = await handle.db
      .insert(shortlists)
      .values({ hiringRequestId: request!.id, status: "ready" })
      .returning();
    const entries = await handle.db
      .insert(shortlistEntries)
      .values(
        candidateIds.map((candidateId, index) => ({
          shortlistId: list!.id,
          version: 1,
          candidateId,
          position: index + 1,
        })),
      )
      .returning();
    return { requestId: request!.id, shortlistId: list!.id, entries };
  }

  /** An interview of the entry's candidate holding `starts`, requested or confirmed. */
  async function interviewAt(
    entry: { id: string; candidateId: string },
    requestId: string,
    status: "requested" | "confirmed",
    starts: string[],
  ) {
    const [row] = await handle.db
      .insert(interviews)
      .values({
        shortlistEntryId: entry.id,
        candidateId: entry.candidateId,
        hiringRequestId: requestId,
        status,
        clientTimeZone: "UTC",
        calendarUid: `interview-${randomUUID()}@latammatch`,
        ...(status === "confirmed"
          ? {
              startsAt: new Date(starts[0]!),
              endsAt: new Date(Date.parse(starts[0]!) + 3_600_000),
              confirmedAt: new Date(),
            }
          : {}),
      })
      .returning();
    await handle.db.insert(interviewHolds).values(
      starts.map((start) => ({
        interviewId: row!.id,
        candidateId: entry.candidateId,
        startsAt: new Date(start),
        endsAt: new Date(Date.parse(start) + 3_600_000),
      })),
    );
    return row!.id;
  }

  const mergeOf = async (kept: string, merged: string) =>
    mergeCandidates(handle.db, {
      keptId: kept,
      mergedId: merged,
      keptUpdatedAt: await updatedAt(kept),
      mergedUpdatedAt: await updatedAt(merged),
      actorId: admin,
    });

  it("keeps one hold of a start both records hold, and cancels the interview left without a time", async () => {
    const kept = await apply("ana@example.com");
    const merged = await apply("ana@work.example");
    const T9 = "2027-03-09T14:00:00.000Z";
    const T10 = "2027-03-09T15:00:00.000Z";
    const T11 = "2027-03-09T16:00:00.000Z";
    const first = await shortlistWith([kept]);
    const second = await shortlistWith([merged]);
    const third = await shortlistWith([merged]);
    const fourth = await shortlistWith([kept]);
    const fifth = await shortlistWith([merged]);
    const keptRequested = await interviewAt(first.entries[0]!, first.requestId, "requested", [T9, T10]);
    // The merged record's request shares 9:00 only: it keeps 11:00 and stays open.
    const mergedPartly = await interviewAt(second.entries[0]!, second.requestId, "requested", [T9, T11]);
    // The merged record's request held 10:00 alone: it is cancelled.
    const mergedOnly = await interviewAt(third.entries[0]!, third.requestId, "requested", [T10]);
    // A confirmed 12:00 of the merged record wins over the kept record's request at that time.
    const T12 = "2027-03-09T17:00:00.000Z";
    const keptAtNoon = await interviewAt(fourth.entries[0]!, fourth.requestId, "requested", [T12]);
    const mergedConfirmed = await interviewAt(fifth.entries[0]!, fifth.requestId, "confirmed", [T12]);

    const result = await mergeOf(kept, merged);
    expect(result.dropped).toEqual({ shortlistPasses: 0, interviewHolds: 3 });
    const holds = await handle.db.select().from(interviewHolds);
    expect(holds.every((hold) => hold.candidateId === kept)).toBe(true);
    const held = holds.map((hold) => [hold.interviewId, hold.startsAt.toISOString()]);
    expect(held).toEqual(
      expect.arrayContaining([
        [keptRequested, T9],
        [keptRequested, T10],
        [mergedPartly, T11],
        [mergedConfirmed, T12],
      ]),
    );
    expect(held).toHaveLength(4);
    const statuses = Object.fromEntries(
      (await handle.db.select().from(interviews)).map((row) => [
        row.id,
        [row.status, row.closedBy, row.candidateId],
      ]),
    );
    expect(statuses).toEqual({
      [keptRequested]: ["requested", null, kept],
      [mergedPartly]: ["requested", null, kept],
      [mergedOnly]: ["cancelled", "pool", kept],
      [keptAtNoon]: ["cancelled", "pool", kept],
      [mergedConfirmed]: ["confirmed", null, kept],
    });
    const cancellations = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "interview.cancelled"));
    expect(cancellations.map((entry) => entry.targetId).sort()).toEqual([mergedOnly, keptAtNoon].sort());
    expect(cancellations[0]!.detail).toMatchObject({ by: "pool", reason: "merged-duplicate" });
  });

  it("keeps one pass when both records were passed on the same shortlist", async () => {
    const kept = await apply("ana@example.com");
    const merged = await apply("ana@work.example");
    const both = await shortlistWith([kept, merged]);
    const mergedOnly = await shortlistWith([merged]);
    const [keptPass] = await handle.db
      .insert(shortlistPasses)
      .values({ shortlistId: both.shortlistId, candidateId: kept, reason: "rate" })
      .returning();
    await handle.db.insert(shortlistPasses).values([
      { shortlistId: both.shortlistId, candidateId: merged, reason: "rate" },
      { shortlistId: mergedOnly.shortlistId, candidateId: merged, reason: "rate" },
    ]);

    const result = await mergeOf(kept, merged);
    expect(result.dropped).toEqual({ shortlistPasses: 1, interviewHolds: 0 });
    const passes = await handle.db.select().from(shortlistPasses);
    expect(passes.map((pass) => [pass.shortlistId, pass.candidateId]).sort()).toEqual(
      [
        [both.shortlistId, kept],
        [mergedOnly.shortlistId, kept],
      ].sort(),
    );
    expect(passes.some((pass) => pass.id === keptPass!.id)).toBe(true);
  });

  it("refuses a merge into itself, an unknown candidate and a stale form, writing nothing", async () => {
    const kept = await apply("ana@example.com");
    const merged = await apply("ana@work.example");
    const fresh = { keptUpdatedAt: await updatedAt(kept), mergedUpdatedAt: await updatedAt(merged) };
    const before = await snapshot();
    const refusals: [Parameters<typeof mergeCandidates>[1], number][] = [
      [{ keptId: kept, mergedId: kept, ...fresh, actorId: admin }, 400],
      [{ keptId: kept, mergedId: randomUUID(), ...fresh, actorId: admin }, 404],
      [{ keptId: kept, mergedId: "not-a-uuid", ...fresh, actorId: admin }, 404],
      [
        {
          keptId: kept,
          mergedId: merged,
          ...fresh,
          mergedUpdatedAt: new Date(0).toISOString(),
          actorId: admin,
        },
        409,
      ],
    ];
    for (const [input, status] of refusals) {
      const error = await mergeCandidates(handle.db, input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CandidateRefusal);
      expect((error as CandidateRefusal).status).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
