import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { erasePerson } from "../../inbox/app/lib/privacy.server";
import { createInboxUser } from "../../inbox/app/lib/users.server";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import { STATUS_LINK_EVENT } from "./candidate-status-link";
import { candidateIdForStatusToken, issueStatusToken, revokeStatusTokens } from "./candidate-tokens";
import { candidateByEmail } from "./candidates";
import { type DatabaseHandle, openDatabase, rowsOf } from "./client";
import { auditLog, candidateStatusTokens, outbox } from "./schema";
import { createSubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";

/**
 * The status page's tokens against a real database: only a hash is kept, a revoked or made-up
 * token opens nothing, and erasure takes the tokens with the candidate.
 */
const databases = await testDatabases("candidate-tokens");

describe.each(databases)("status tokens on $name", (database) => {
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
    handle.db.execute(
      sql`truncate candidates, candidate_applications, candidate_status_tokens, audit_log, outbox cascade`,
    ),
  );
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function newCandidate(email: string): Promise<string> {
    const store = createSubmissionStore(handle.db, { channels: () => ["email"], writeConcurrency: 1 });
    await store.storeCandidateApplication(
      CandidateApplicationSchema.parse(candidateApplicationFields({ email })),
      genuineSubmissionMeta(),
    );
    const candidate = await candidateByEmail(handle.db, email);
    if (!candidate) throw new Error("No candidate was made");
    return candidate.id;
  }

  it("opens the candidate's page with a 256-bit token whose hash alone is stored", async () => {
    const candidateId = await newCandidate("valentina@example.com");
    const token = await issueStatusToken(handle.db, candidateId);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await handle.db.select().from(candidateStatusTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await candidateIdForStatusToken(handle.db, token)).toBe(candidateId);
  });

  it("opens nothing for a tampered, malformed or missing token", async () => {
    const candidateId = await newCandidate("valentina@example.com");
    const token = await issueStatusToken(handle.db, candidateId);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [
      tampered,
      `${token}x`,
      token.slice(1),
      "",
      null,
      undefined,
      `${token.slice(0, -1)}=`,
    ]) {
      expect(await candidateIdForStatusToken(handle.db, wrong)).toBeNull();
    }
  });

  it("revokes every link of the candidate at once, queues the e-mail with a new one and audits it", async () => {
    const candidateId = await newCandidate("valentina@example.com");
    const otherId = await newCandidate("mateo@example.com");
    const mailed = [
      await issueStatusToken(handle.db, candidateId),
      await issueStatusToken(handle.db, candidateId),
    ];
    const others = await issueStatusToken(handle.db, otherId);

    expect(await revokeStatusTokens(handle.db, { candidateId, actorId: teamMember })).toBe(2);

    for (const token of mailed) expect(await candidateIdForStatusToken(handle.db, token)).toBeNull();
    // The new link is issued when its e-mail is sent: the job holds no token, and none is open yet.
    const open = await handle.db
      .select()
      .from(candidateStatusTokens)
      .where(
        and(eq(candidateStatusTokens.candidateId, candidateId), isNull(candidateStatusTokens.revokedAt)),
      );
    expect(open).toEqual([]);
    const jobs = await handle.db
      .select({ refId: outbox.refId, payload: outbox.payload, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.event, STATUS_LINK_EVENT));
    expect(jobs).toEqual([{ refId: candidateId, payload: { candidateId }, status: "pending" }]);
    expect(await candidateIdForStatusToken(handle.db, others)).toBe(otherId);
    const [entry] = await handle.db
      .select({ actorId: auditLog.actorId, targetId: auditLog.targetId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, "candidate.status_links_revoked"));
    expect(entry).toEqual({ actorId: teamMember, targetId: candidateId, detail: { revoked: 2 } });
  });

  it("writes nothing when revoking fails half-way", async () => {
    const candidateId = await newCandidate("valentina@example.com");
    const token = await issueStatusToken(handle.db, candidateId);
    // An actor who is not an inbox user makes the audit entry, the last write, fail.
    await expect(revokeStatusTokens(handle.db, { candidateId, actorId: randomUUID() })).rejects.toThrow();
    expect(await candidateIdForStatusToken(handle.db, token)).toBe(candidateId);
    expect(await handle.db.select().from(candidateStatusTokens)).toHaveLength(1);
    expect(await handle.db.select().from(outbox).where(eq(outbox.event, STATUS_LINK_EVENT))).toEqual([]);
  });

  it("goes with the candidate when their data is erased", async () => {
    const address = "erase.me@example.com";
    const candidateId = await newCandidate(address);
    const token = await issueStatusToken(handle.db, candidateId);
    const keptId = await newCandidate("kept@example.com");
    const kept = await issueStatusToken(handle.db, keptId);
    await erasePerson(handle.db, {
      actorId: teamMember,
      address,
      mailDir: path.join(database.dataDir, "mail"),
      secret: "candidate-tokens-test-secret-0123456789",
    });
    expect(await candidateIdForStatusToken(handle.db, token)).toBeNull();
    const left = rowsOf<{ candidate_id: string }>(
      await handle.db.execute(sql`select candidate_id from candidate_status_tokens`),
    );
    expect(left).toEqual([{ candidate_id: keptId }]);
    expect(await candidateIdForStatusToken(handle.db, kept)).toBe(keptId);
  });
});
