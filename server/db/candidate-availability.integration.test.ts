import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { refusalOf } from "../../tests/support/candidate-refusal";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import { candidateVersion, updateCandidateAvailability } from "./candidate-availability";
import { candidateByEmail, setConsents } from "./candidates";
import { type DatabaseHandle, openDatabase } from "./client";
import { auditLog, type CandidateRow, candidates } from "./schema";
import { createSubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";

/**
 * The status page's availability form against a real database: the candidate's answers stored
 * with their audit entry; a stale form or a value out of bounds refused with nothing written.
 */
const databases = await testDatabases("candidate-availability");

describe.each(databases)("the candidate's availability on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(() => handle.db.execute(sql`truncate candidates, candidate_applications, audit_log cascade`));
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function newCandidate(): Promise<CandidateRow> {
    const store = createSubmissionStore(handle.db, { channels: () => ["email"], writeConcurrency: 1 });
    await store.storeCandidateApplication(
      CandidateApplicationSchema.parse(candidateApplicationFields({ email: "valentina@example.com" })),
      genuineSubmissionMeta(),
    );
    const candidate = await candidateByEmail(handle.db, "valentina@example.com");
    if (!candidate) throw new Error("No candidate was made");
    return candidate;
  }

  const form = (row: CandidateRow, overrides: Record<string, string> = {}) => ({
    hoursPerWeek: "30",
    earliestStart: "2027-01-11",
    hourlyRateUsd: "52.50",
    timeZone: "America/Bogota",
    version: candidateVersion(row),
    ...overrides,
  });

  it("stores the answers of a plain form post with an audit entry by the candidate", async () => {
    const candidate = await newCandidate();
    const updated = await updateCandidateAvailability(handle.db, {
      candidateId: candidate.id,
      fields: form(candidate),
    });
    expect(updated).toMatchObject({
      hoursPerWeek: 30,
      earliestStart: "2027-01-11",
      hourlyRateUsd: 52.5,
      timeZone: "America/Bogota",
    });
    expect(candidateVersion(updated)).not.toBe(candidateVersion(candidate));
    const [entry] = await handle.db
      .select({ actorId: auditLog.actorId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, "candidate.availability_changed"));
    expect(entry).toEqual({ actorId: null, detail: { by: "candidate" } });
  });

  it("refuses a form opened before the record last changed, writing nothing", async () => {
    const candidate = await newCandidate();
    await setConsents(handle.db, {
      candidateId: candidate.id,
      stayInPool: true,
      shareProfile: false,
      actorId: null,
    });
    const refusal = await refusalOf(
      updateCandidateAvailability(handle.db, { candidateId: candidate.id, fields: form(candidate) }),
    );
    expect(refusal).toMatchObject({ code: "stale-form", status: 409 });
    const [row] = await handle.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row).toMatchObject({ hoursPerWeek: candidate.hoursPerWeek, timeZone: candidate.timeZone });
  });

  it.each([
    ["hoursPerWeek", "0"],
    ["hoursPerWeek", "169"],
    ["hoursPerWeek", "20.5"],
    ["earliestStart", "2027-02-30"],
    ["earliestStart", "next week"],
    ["hourlyRateUsd", "0"],
    ["hourlyRateUsd", "100000"],
    ["hourlyRateUsd", "40.125"],
    ["timeZone", "Mars/Olympus"],
    ["timeZone", "+05:00"],
    ["version", "yesterday"],
  ])("refuses %s = %j with a 400 naming the field, writing nothing", async (field, value) => {
    const candidate = await newCandidate();
    const refusal = await refusalOf(
      updateCandidateAvailability(handle.db, {
        candidateId: candidate.id,
        fields: form(candidate, { [field]: value }),
      }),
    );
    expect(refusal).toMatchObject({ code: "invalid-availability", status: 400 });
    expect(Object.keys(refusal.fieldErrors)).toEqual([field]);
    const [row] = await handle.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(candidateVersion(row!)).toBe(candidateVersion(candidate));
  });

  it("refuses odd keys and an unknown candidate", async () => {
    const candidate = await newCandidate();
    const odd = await refusalOf(
      updateCandidateAvailability(handle.db, {
        candidateId: candidate.id,
        fields: { ...form(candidate), stage: "vetted" },
      }),
    );
    expect(odd).toMatchObject({ code: "invalid-availability", status: 400 });
    const unknown = await refusalOf(
      updateCandidateAvailability(handle.db, { candidateId: randomUUID(), fields: form(candidate) }),
    );
    expect(unknown).toMatchObject({ code: "not-found", status: 404 });
    expect(await handle.db.select().from(auditLog)).toHaveLength(0);
  });
});
