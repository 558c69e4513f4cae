import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { createInboxUser } from "../../inbox/app/lib/users.server";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import { candidateStatus } from "./candidate-status";
import { candidateByEmail, rejectCandidate, setConsents } from "./candidates";
import { type DatabaseHandle, openDatabase } from "./client";
import { jobOpenings } from "./schema";
import { createSubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";
import { findRejectionReason } from "./vetting";

/** What the status page reads, against a real database: applications with their openings' state, the reason in the page's language. */
const databases = await testDatabases("candidate-status");

describe.each(databases)("the candidate's status on $name", (database) => {
  let handle: DatabaseHandle;
  let teamMember: string;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    teamMember = (
      await createInboxUser(handle.db, { email: "ines@latammatch.example", role: "sales", password: "x" })
    ).id;
  });
  beforeEach(() =>
    handle.db.execute(sql`truncate candidates, candidate_applications, job_openings, audit_log cascade`),
  );
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  const apply = (fields: Record<string, unknown>) =>
    createSubmissionStore(handle.db, {
      channels: () => ["email"],
      writeConcurrency: 1,
    }).storeCandidateApplication(
      CandidateApplicationSchema.parse(
        candidateApplicationFields({ email: "valentina@example.com", ...fields }),
      ),
      genuineSubmissionMeta(),
    );

  it("lists the applications newest first with each opening's state, and the rejection's reason in the page's language", async () => {
    await handle.db.insert(jobOpenings).values({
      slug: "data-engineer",
      title: "Data Engineer",
      category: "developers",
      stack: "python",
      seniority: "senior",
      type: "Contract",
      rateMin: 40,
      rateMax: 60,
      status: "closed",
    });
    await apply({});
    await apply({ job: "data-engineer" });
    const candidate = (await candidateByEmail(handle.db, "valentina@example.com"))!;
    await setConsents(handle.db, {
      candidateId: candidate.id,
      stayInPool: true,
      shareProfile: false,
      actorId: null,
    });

    const open = await candidateStatus(handle.db, candidate.id, "es");
    expect(open).toMatchObject({
      stage: "applied",
      stayInPool: true,
      shareProfile: false,
      rejectionReason: null,
    });
    expect(open?.applications.map((application) => application.job)).toEqual([
      { slug: "data-engineer", title: "Data Engineer", status: "closed" },
      null,
    ]);

    await rejectCandidate(handle.db, {
      candidateId: candidate.id,
      reason: "rate-mismatch",
      actorId: teamMember,
    });
    const rejected = await candidateStatus(handle.db, candidate.id, "es");
    expect(rejected?.stage).toBe("rejected");
    expect(rejected?.rejectionReason).toBe(findRejectionReason("rate-mismatch")?.message.es);
    expect((await candidateStatus(handle.db, candidate.id, "pt-br"))?.rejectionReason).toBe(
      findRejectionReason("rate-mismatch")?.message["pt-br"],
    );
  });

  it("answers null for a candidate who is not there", async () => {
    expect(await candidateStatus(handle.db, randomUUID(), "en")).toBeNull();
  });
});
