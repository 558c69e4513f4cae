import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { refusalOf } from "../../tests/support/candidate-refusal";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import { candidateVersion, updateCandidateAvailability } from "./candidate-availability";
import { changeOwnConsents, withdrawOwnCandidacy } from "./candidate-own-actions";
import { candidateByEmail } from "./candidates";
import { type DatabaseHandle, openDatabase } from "./client";
import { auditLog, type CandidateRow, candidateStageEvents, candidates } from "./schema";
import { createSubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";

/** The status page's consents and withdrawal forms against a real database: stale or odd forms write nothing. */
const databases = await testDatabases("candidate-own-actions");

describe.each(databases)("the candidate's own actions on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(() =>
    handle.db.execute(
      sql`truncate candidates, candidate_applications, candidate_stage_events, audit_log cascade`,
    ),
  );
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function newCandidate(): Promise<CandidateRow> {
    await createSubmissionStore(handle.db, {
      channels: () => ["email"],
      writeConcurrency: 1,
    }).storeCandidateApplication(
      CandidateApplicationSchema.parse(candidateApplicationFields({ email: "valentina@example.com" })),
      genuineSubmissionMeta(),
    );
    return (await candidateByEmail(handle.db, "valentina@example.com"))!;
  }
  const current = async (id: string) =>
    (await handle.db.select().from(candidates).where(eq(candidates.id, id)))[0]!;

  it("sets the ticked consents and clears the unticked one", async () => {
    const candidate = await newCandidate();
    const updated = await changeOwnConsents(handle.db, {
      candidateId: candidate.id,
      fields: { shareProfile: "on", version: candidateVersion(candidate) },
    });
    expect(updated).toMatchObject({ poolConsentUntil: null, shareProfileConsent: true });
    const again = await changeOwnConsents(handle.db, {
      candidateId: candidate.id,
      fields: { stayInPool: "on", version: candidateVersion(updated) },
    });
    expect(again.poolConsentUntil).not.toBeNull();
    expect(again.shareProfileConsent).toBe(false);
  });

  it("withdraws the candidate with a stage event by the candidate", async () => {
    const candidate = await newCandidate();
    await withdrawOwnCandidacy(handle.db, {
      candidateId: candidate.id,
      fields: { version: candidateVersion(candidate) },
    });
    expect((await current(candidate.id)).stage).toBe("withdrawn");
    const events = await handle.db.select().from(candidateStageEvents);
    expect(events).toMatchObject([{ fromStage: "applied", toStage: "withdrawn", actorId: null }]);
  });

  it("refuses stale and odd forms, writing nothing", async () => {
    const candidate = await newCandidate();
    const stale = candidateVersion(candidate);
    await updateCandidateAvailability(handle.db, {
      candidateId: candidate.id,
      fields: {
        hoursPerWeek: "20",
        earliestStart: "2027-01-04",
        hourlyRateUsd: "40",
        timeZone: "UTC",
        version: stale,
      },
    });
    const before = await current(candidate.id);
    const audits = (await handle.db.select().from(auditLog)).length;

    const refusals = [
      await refusalOf(
        changeOwnConsents(handle.db, {
          candidateId: candidate.id,
          fields: { stayInPool: "on", version: stale },
        }),
      ),
      await refusalOf(
        withdrawOwnCandidacy(handle.db, { candidateId: candidate.id, fields: { version: stale } }),
      ),
      await refusalOf(
        changeOwnConsents(handle.db, {
          candidateId: candidate.id,
          fields: { stayInPool: "yes", version: candidateVersion(before) },
        }),
      ),
      await refusalOf(
        withdrawOwnCandidacy(handle.db, {
          candidateId: candidate.id,
          fields: { version: candidateVersion(before), stage: "vetted" },
        }),
      ),
    ];
    expect(refusals.map(({ code, status }) => ({ code, status }))).toEqual([
      { code: "stale-form", status: 409 },
      { code: "stale-form", status: 409 },
      { code: "invalid-form", status: 400 },
      { code: "invalid-form", status: 400 },
    ]);
    expect(await current(candidate.id)).toEqual(before);
    expect(await handle.db.select().from(auditLog)).toHaveLength(audits);
    expect(await handle.db.select().from(candidateStageEvents)).toHaveLength(0);
  });

  it("refuses a second withdrawal from a page rendered after the first", async () => {
    const candidate = await newCandidate();
    await withdrawOwnCandidacy(handle.db, {
      candidateId: candidate.id,
      fields: { version: candidateVersion(candidate) },
    });
    const withdrawn = await current(candidate.id);
    const refusal = await refusalOf(
      withdrawOwnCandidacy(handle.db, {
        candidateId: candidate.id,
        fields: { version: candidateVersion(withdrawn) },
      }),
    );
    expect(refusal).toMatchObject({ code: "closed", status: 409 });
  });
});
