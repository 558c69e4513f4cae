import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { MINIMAL_PDF } from "../../app/features/resumes/test-files.test-support";
import { createInboxServices } from "../../inbox/app/lib/inbox-services.server";
import { releaseFromQuarantine } from "../../inbox/app/lib/lead-changes.server";
import { DEFAULT_LOGIN_THROTTLE } from "../../inbox/app/lib/login-throttle.server";
import { erasePerson } from "../../inbox/app/lib/privacy.server";
import { createInboxUser } from "../../inbox/app/lib/users.server";
import { refusalOf } from "../../tests/support/candidate-refusal";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import {
  addEarlierApplicationsToPool,
  addScorecard,
  candidateByEmail,
  moveStage,
  rejectCandidate,
  reopenCandidate,
  scoresOf,
  setConsents,
  stageHistoryOf,
  withdrawCandidate,
} from "./candidates";
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from "./client";
import { createDatabaseFileStorage } from "./file-storage";
import { createResumeStore } from "./resumes";
import {
  auditLog,
  candidateApplications,
  candidateScorecards,
  candidateStageEvents,
  candidates,
} from "./schema";
import { createSubmissionStore, type SubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";
import { POOL_CONSENT_MONTHS } from "./vetting";

/**
 * The talent pool against a real database: one candidate per person whatever the race, the
 * vetting rules refusing what they must with nothing written, and erasure leaving no trace.
 */
const databases = await testDatabases("candidates");

const meta = genuineSubmissionMeta;

const application = (overrides: Record<string, unknown> = {}) =>
  CandidateApplicationSchema.parse(candidateApplicationFields(overrides));

const SCREENING = {
  "relevant-experience": { rating: 3, evidence: "Six years of Node services for U.S. fintechs." },
  communication: { rating: 4, evidence: "Clear, structured answers." },
  "availability-and-rate": { rating: 3, evidence: "40 hours, rate inside the stack's range." },
  motivation: { rating: 2, evidence: "Vague about what comes next." },
};

const TECHNICAL = (rating: number) => ({
  "problem-solving": { rating, evidence: "Split the task into parsing and scheduling." },
  "code-quality": { rating, evidence: "Typed, tested, small functions." },
  "system-design": { rating, evidence: "Queue and idempotency keys without prompting." },
  communication: { rating, evidence: "Thought aloud throughout." },
});

/** What a call threw, for the refusal checks. */

describe.each(databases)("the talent pool on $name", (database) => {
  let handle: DatabaseHandle;
  /** A second instance on the same PostgreSQL database (PGlite has one process at a time). */
  let second: DatabaseHandle | undefined;
  let db: Database;
  let store: SubmissionStore;
  let interviewer: string;
  let otherInterviewer: string;

  const storeFor = (target: Database) =>
    createSubmissionStore(target, { channels: () => ["email"], writeConcurrency: 4 });

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    if (database.databaseUrl) {
      second = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: database.dataDir });
    }
    db = handle.db;
    store = storeFor(db);
    interviewer = (
      await createInboxUser(db, { email: "ines@latammatch.example", role: "sales", password: "x" })
    ).id;
    otherInterviewer = (
      await createInboxUser(db, { email: "omar@latammatch.example", role: "sales", password: "x" })
    ).id;
  });
  beforeEach(() =>
    db.execute(
      sql`truncate candidates, candidate_applications, candidate_stage_events, candidate_scorecards, outbox, audit_log, resumes, stored_files cascade`,
    ),
  );
  afterAll(async () => {
    await second?.close();
    await handle?.close();
    await database.drop();
  });

  const applicationsOf = async (candidateId: string) =>
    db
      .select({ id: candidateApplications.id })
      .from(candidateApplications)
      .where(eq(candidateApplications.candidateId, candidateId));

  /** A new candidate through a genuine application; answers their id. */
  async function newCandidate(email = "valentina@example.com") {
    const result = await store.storeCandidateApplication(application({ email }), meta());
    expect(result).toMatchObject({ kind: "stored", created: true });
    const candidate = await candidateByEmail(db, email);
    if (!candidate) throw new Error("No candidate was made");
    return candidate.id;
  }

  it("makes one candidate of applications racing for a new address, in batches, transactions and instances", async () => {
    const stores = [store, ...(second ? [storeFor(second.db)] : [])];
    const resumes = createResumeStore(db, createDatabaseFileStorage(db));
    const variants = [
      "Racer@Example.com",
      "racer@example.com",
      " RACER@EXAMPLE.COM",
      "racer@Example.com ",
      "rAcEr@example.com",
    ];
    const resumeIds = await Promise.all(
      variants
        .slice(0, 2)
        .map(() => resumes.save({ bytes: MINIMAL_PDF, kind: "pdf", fileName: "cv.pdf", clientIp: null })),
    );
    const attempts = stores.flatMap((target) =>
      variants.map((email, index) => {
        const fields = application({
          email: email.trim(),
          specialization: index % 2 ? "backend" : "frontend",
        });
        // Two of them with a résumé: those take their own transaction.
        const resumeId = target === store ? resumeIds[index] : undefined;
        return target.storeCandidateApplication({ ...fields, ...(resumeId ? { resumeId } : {}) }, meta());
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.every((result) => result.kind === "stored" && result.created)).toBe(true);

    const pool = await db.select().from(candidates);
    expect(pool).toHaveLength(1);
    expect(pool[0]).toMatchObject({ email: "racer@example.com", stage: "applied" });
    expect(new Set(pool[0]?.stacks)).toEqual(new Set(["frontend", "backend"]));
    const linked = await applicationsOf(pool[0]!.id);
    expect(linked).toHaveLength(attempts.length);
  });

  it("joins a second application in another case to the same candidate, keeping what the team decided", async () => {
    const first = await store.storeCandidateApplication(
      application({ email: "Ana.Souza@Example.com", fullName: "Ana Souza", locale: "pt-br" }),
      meta(),
    );
    const candidate = await candidateByEmail(db, "ana.souza@example.com");
    expect(candidate).toMatchObject({
      name: "Ana Souza",
      locale: "pt-br",
      country: "AR",
      englishLevel: "C1",
      category: "developers",
      stacks: ["full-stack"],
      seniority: "senior",
      yearsOfExperience: 6,
      hourlyRateUsd: 45,
      links: ["https://www.linkedin.com/in/maria-gonzalez"],
      poolConsentUntil: null,
      shareProfileConsent: false,
    });
    await moveStage(db, { candidateId: candidate!.id, to: "screening", actorId: interviewer });
    await db.update(candidates).set({ englishLevel: "B2" }).where(eq(candidates.id, candidate!.id));

    // The same person applies to an opening, typing the address in another case.
    const second = await store.storeCandidateApplication(
      application({
        email: "  ANA.SOUZA@example.COM ",
        fullName: "Ana Paula Souza",
        specialization: "backend",
        hourlyRate: 52.5,
        englishLevel: "Native",
        profileUrl: "https://github.com/anasouza",
        job: "senior-backend-engineer",
      }),
      meta(),
    );
    const pool = await db.select().from(candidates);
    expect(pool).toHaveLength(1);
    expect(pool[0]).toMatchObject({
      id: candidate!.id,
      name: "Ana Paula Souza",
      stacks: ["full-stack", "backend"],
      hourlyRateUsd: 52.5,
      links: ["https://www.linkedin.com/in/maria-gonzalez", "https://github.com/anasouza"],
      // The team's assessment and stage stand.
      englishLevel: "B2",
      stage: "screening",
    });
    expect(pool[0]!.lastActivityAt.getTime()).toBeGreaterThanOrEqual(candidate!.lastActivityAt.getTime());
    const ids = (await applicationsOf(candidate!.id)).map((row) => row.id).sort();
    expect(ids).toEqual([first, second].map((result) => (result.kind === "stored" ? result.id : "")).sort());
  });

  it("makes no candidate of a retried request or of spam, and links spam once released", async () => {
    const retried = meta();
    const fields = application({ email: "retry@example.com" });
    await store.storeCandidateApplication(fields, retried);
    await store.storeCandidateApplication(fields, retried);
    const spam = await store.storeCandidateApplication(
      application({ email: "quarantined@example.com" }),
      meta({ spam: true, spamReason: "honeypot" }),
    );
    expect(await db.select({ email: candidates.email }).from(candidates)).toEqual([
      { email: "retry@example.com" },
    ]);
    expect(await db.select().from(candidateApplications)).toHaveLength(2);

    const inbox = createInboxServices({
      db,
      siteOrigin: "https://latammatch.example",
      channels: () => [],
      onQueued: () => {},
      throttle: DEFAULT_LOGIN_THROTTLE,
      mailDir: path.join(database.dataDir, "mail"),
      secret: "candidates-test-secret-0123456789abcdef",
    });
    const id = spam.kind === "stored" ? spam.id : "";
    expect(
      await releaseFromQuarantine(inbox, { kind: "candidate-applications", id, actorId: interviewer }),
    ).toEqual({
      ok: true,
    });
    const released = await candidateByEmail(db, "quarantined@example.com");
    expect((await applicationsOf(released!.id)).map((row) => row.id)).toEqual([id]);
  });

  it("brings applications stored before the pool into it once, each person's latest answers winning", async () => {
    await db.execute(sql`delete from seed_runs where name like 'talent-pool:%'`);
    const stored = (email: string, monthsAgo: number, overrides: Record<string, unknown> = {}) => {
      const { fullName, email: _email, locale, ...details } = application({ email, ...overrides });
      return {
        name: fullName,
        email,
        locale,
        details,
        receivedAt: sql`now() - make_interval(months => ${monthsAgo}::int)`,
      };
    };
    await db.insert(candidateApplications).values([
      stored("Early@Example.com", 20, { fullName: "Early Bird" }),
      stored("early@example.com", 3, { fullName: "Early B. Bird", specialization: "backend" }),
      stored("other@example.com", 5),
      { ...stored("spam@example.com", 1), spam: true },
      // Answers an older form took that today's checks refuse.
      { ...stored("odd@example.com", 2), details: { country: "Atlantis" } },
    ]);

    expect(await addEarlierApplicationsToPool(db)).toEqual({ linked: 3, skipped: 1 });
    expect(await addEarlierApplicationsToPool(db)).toEqual({ linked: 0, skipped: 0 });
    const pool = await db.select().from(candidates).orderBy(candidates.email);
    expect(pool.map((row) => [row.email, row.name, [...row.stacks].sort()])).toEqual([
      ["early@example.com", "Early B. Bird", ["backend", "full-stack"]],
      ["other@example.com", "María González", ["full-stack"]],
    ]);
    // Retention counts from the latest application, not from the day the pool was filled.
    const [latest] = rowsOf<{ months: number }>(
      await db.execute(sql`select extract(month from age(now(), last_activity_at))::int as months
        from candidates where email = 'early@example.com'`),
    );
    expect(latest?.months).toBe(3);
    expect(await applicationsOf(pool[0]!.id)).toHaveLength(2);
  });

  it("gives the consents an application ticks, in its own statement, and lets a later one withdraw none", async () => {
    const email = "consents@example.com";
    const consentsOf = async () => {
      const candidate = await candidateByEmail(db, email);
      return {
        stayInPool: candidate?.poolConsentUntil !== null && candidate?.poolConsentUntil !== undefined,
        shareProfile: candidate?.shareProfileConsent,
        until: candidate?.poolConsentUntil?.getTime(),
      };
    };
    // The general application's default: stay in the pool, not shared.
    await store.storeCandidateApplication(
      application({ email, stayInPool: true, shareProfile: false }),
      meta(),
    );
    const first = await consentsOf();
    expect(first).toMatchObject({ stayInPool: true, shareProfile: false });
    const [period] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`select pool_consent_until
          between consents_changed_at + make_interval(months => ${POOL_CONSENT_MONTHS}::int) - interval '1 second'
          and consents_changed_at + make_interval(months => ${POOL_CONSENT_MONTHS}::int) as ok
        from candidates where email = ${email}`),
    );
    expect(period?.ok).toBe(true);

    // A job application with both boxes unticked (its default) withdraws nothing.
    await store.storeCandidateApplication(
      application({ email: "Consents@Example.com", stayInPool: false, shareProfile: false }),
      meta(),
    );
    expect(await consentsOf()).toEqual(first);
    // One that ticks sharing turns it on, and keeps the pool consent given before.
    await store.storeCandidateApplication(application({ email, shareProfile: true }), meta());
    expect(await consentsOf()).toMatchObject({ stayInPool: true, shareProfile: true });
    expect((await consentsOf()).until).toBeGreaterThanOrEqual(first.until ?? Number.POSITIVE_INFINITY);

    // An application that asks nothing (sent before the consents were asked) gives nothing.
    await store.storeCandidateApplication(application({ email: "quiet@example.com" }), meta());
    expect(await candidateByEmail(db, "quiet@example.com")).toMatchObject({
      poolConsentUntil: null,
      shareProfileConsent: false,
      consentsChangedAt: null,
    });
  });

  it("keeps a consent to stay in the pool for its months from when it is given, and drops it when withdrawn", async () => {
    const candidateId = await newCandidate();
    const given = await setConsents(db, {
      candidateId,
      stayInPool: true,
      shareProfile: false,
      actorId: null,
    });
    const [period] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`select pool_consent_until
          between now() + make_interval(months => ${POOL_CONSENT_MONTHS}::int) - interval '1 minute'
          and now() + make_interval(months => ${POOL_CONSENT_MONTHS}::int) as ok
        from candidates where id = ${candidateId}::uuid`),
    );
    expect(period?.ok).toBe(true);
    expect(given.shareProfileConsent).toBe(false);
    const withdrawn = await setConsents(db, {
      candidateId,
      stayInPool: false,
      shareProfile: true,
      actorId: null,
    });
    expect(withdrawn).toMatchObject({ poolConsentUntil: null, shareProfileConsent: true });
  });

  it("refuses a stage move without a scorecard of the stage passed, and a skipped or stale move", async () => {
    const candidateId = await newCandidate();
    // Applied has no scorecard: the screening starts.
    await moveStage(db, { candidateId, to: "screening", actorId: interviewer });

    const missing = await refusalOf(moveStage(db, { candidateId, to: "technical", actorId: interviewer }));
    expect([missing.code, missing.status]).toEqual(["scorecard-missing", 409]);
    const skipped = await refusalOf(moveStage(db, { candidateId, to: "english", actorId: interviewer }));
    expect([skipped.code, skipped.status]).toEqual(["not-next-stage", 409]);
    const unknown = await refusalOf(moveStage(db, { candidateId, to: "hired", actorId: interviewer }));
    expect(unknown.code).toBe("not-next-stage");
    expect(
      await refusalOf(moveStage(db, { candidateId: "not-a-uuid", to: "technical", actorId: interviewer })),
    ).toMatchObject({
      code: "not-found",
      status: 404,
    });
    expect((await db.select().from(candidates))[0]?.stage).toBe("screening");

    await addScorecard(db, { candidateId, stage: "screening", ratings: SCREENING, authorId: interviewer });
    // Two interviewers move at once: one moves, the other's move is stale.
    const moves = await Promise.allSettled([
      moveStage(db, { candidateId, to: "technical", actorId: interviewer }),
      moveStage(db, { candidateId, to: "technical", actorId: otherInterviewer }),
    ]);
    expect(moves.filter((move) => move.status === "fulfilled")).toHaveLength(1);
    const stale = moves.find((move) => move.status === "rejected") as PromiseRejectedResult;
    expect(stale.reason).toMatchObject({ code: "not-next-stage", status: 409 });

    const history = await stageHistoryOf(db, candidateId);
    expect(history.map((event) => [event.fromStage, event.toStage])).toEqual([
      ["applied", "screening"],
      ["screening", "technical"],
    ]);
    expect(history[0]?.actorId).toBe(interviewer);
    const audit = await db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.targetId, candidateId))
      .orderBy(auditLog.seq);
    expect(audit.map((entry) => entry.action)).toEqual([
      "candidate.stage_changed",
      "candidate.scorecard_added",
      "candidate.stage_changed",
    ]);
    expect(audit[2]?.detail).toEqual({ from: "screening", to: "technical" });
  });

  it("rates every criterion 1–4 with evidence, averages two interviewers, and writes nothing for a bad scorecard", async () => {
    const candidateId = await newCandidate();
    await moveStage(db, { candidateId, to: "screening", actorId: interviewer });
    const bad = [
      { ...SCREENING, motivation: { rating: 5, evidence: "Off the scale" } },
      { ...SCREENING, motivation: { rating: 0, evidence: "Below it" } },
      { ...SCREENING, motivation: { rating: 2.5, evidence: "Halfway" } },
      { ...SCREENING, motivation: { rating: 2, evidence: "  " } },
      { ...SCREENING, charisma: { rating: 4, evidence: "Not a criterion" } },
      { communication: SCREENING.communication },
      "3",
    ];
    for (const ratings of bad) {
      const refusal = await refusalOf(
        addScorecard(db, { candidateId, stage: "screening", ratings, authorId: interviewer }),
      );
      expect([refusal.code, refusal.status], JSON.stringify(ratings)).toEqual(["invalid-scorecard", 400]);
    }
    const wrongStage = await refusalOf(
      addScorecard(db, { candidateId, stage: "technical", ratings: TECHNICAL(3), authorId: interviewer }),
    );
    expect(wrongStage.code).toBe("stage-not-scored");
    expect(await db.select().from(candidateScorecards)).toEqual([]);

    await addScorecard(db, { candidateId, stage: "screening", ratings: SCREENING, authorId: interviewer });
    await moveStage(db, { candidateId, to: "technical", actorId: interviewer });
    await addScorecard(db, { candidateId, stage: "technical", ratings: TECHNICAL(4), authorId: interviewer });
    await addScorecard(db, {
      candidateId,
      stage: "technical",
      ratings: TECHNICAL(2),
      authorId: otherInterviewer,
    });
    const scores = await scoresOf(db, candidateId);
    expect(scores.map((stage) => [stage.stage, stage.scorecards.length, stage.average])).toEqual([
      ["screening", 1, 3],
      ["technical", 2, 3],
    ]);
  });

  it("refuses a scorecard and any move on a rejected candidate until reopened", async () => {
    const candidateId = await newCandidate();
    await moveStage(db, { candidateId, to: "screening", actorId: interviewer });
    const unknownReason = await refusalOf(
      rejectCandidate(db, { candidateId, reason: "too-expensive", actorId: interviewer }),
    );
    expect([unknownReason.code, unknownReason.status]).toEqual(["unknown-reason", 400]);
    const longNote = await refusalOf(
      rejectCandidate(db, {
        candidateId,
        reason: "english-level",
        note: "x".repeat(1001),
        actorId: interviewer,
      }),
    );
    expect(longNote.code).toBe("invalid-note");
    await rejectCandidate(db, {
      candidateId,
      reason: "english-level",
      note: "Retry in six months",
      actorId: interviewer,
    });

    const scorecard = await refusalOf(
      addScorecard(db, { candidateId, stage: "screening", ratings: SCREENING, authorId: interviewer }),
    );
    expect([scorecard.code, scorecard.status]).toEqual(["closed", 409]);
    expect(await db.select().from(candidateScorecards)).toEqual([]);
    expect(
      (await refusalOf(moveStage(db, { candidateId, to: "technical", actorId: interviewer }))).code,
    ).toBe("closed");
    expect(
      (await refusalOf(rejectCandidate(db, { candidateId, reason: "no-response", actorId: interviewer })))
        .code,
    ).toBe("closed");
    expect((await refusalOf(withdrawCandidate(db, { candidateId, actorId: null }))).code).toBe("closed");

    const rejection = (await stageHistoryOf(db, candidateId)).at(-1);
    expect(rejection).toMatchObject({
      fromStage: "screening",
      toStage: "rejected",
      reason: "english-level",
      note: "Retry in six months",
    });

    // Reopened, the candidate is back where they left; then they withdraw from their status page.
    await reopenCandidate(db, { candidateId, actorId: interviewer });
    expect((await db.select().from(candidates))[0]?.stage).toBe("screening");
    expect((await refusalOf(reopenCandidate(db, { candidateId, actorId: interviewer }))).code).toBe(
      "not-closed",
    );
    await addScorecard(db, { candidateId, stage: "screening", ratings: SCREENING, authorId: interviewer });
    await withdrawCandidate(db, { candidateId, actorId: null });
    expect((await stageHistoryOf(db, candidateId)).at(-1)).toMatchObject({
      toStage: "withdrawn",
      actorId: null,
    });
    const [withdrawal] = await db
      .select({ actorId: auditLog.actorId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, "candidate.withdrawn"));
    expect(withdrawal).toEqual({
      actorId: null,
      detail: { from: "screening", to: "withdrawn", by: "candidate" },
    });
  });

  it("erases the candidate with both applications, their history and scorecards, and every trace of the address", async () => {
    const address = "erase.me@example.com";
    await store.storeCandidateApplication(
      application({ email: "Erase.Me@Example.com", fullName: "Lucía Pérez" }),
      meta(),
    );
    await store.storeCandidateApplication(application({ email: address, job: "data-engineer" }), meta());
    const candidateId = (await candidateByEmail(db, address))!.id;
    await moveStage(db, { candidateId, to: "screening", actorId: interviewer });
    await addScorecard(db, {
      candidateId,
      stage: "screening",
      ratings: { ...SCREENING, communication: { rating: 4, evidence: `Wrote from ${address}` } },
      authorId: interviewer,
    });
    await setConsents(db, { candidateId, stayInPool: true, shareProfile: true, actorId: null });
    await rejectCandidate(db, {
      candidateId,
      reason: "rate-mismatch",
      note: `Asked ${address} twice`,
      actorId: interviewer,
    });
    // Someone else's record names them.
    const otherId = await newCandidate("referrer@example.com");
    await db
      .update(candidates)
      .set({ notes: `Referred Lucía Pérez, ${address}` })
      .where(eq(candidates.id, otherId));
    await moveStage(db, { candidateId: otherId, to: "screening", actorId: interviewer });
    await addScorecard(db, {
      candidateId: otherId,
      stage: "screening",
      ratings: {
        ...SCREENING,
        motivation: { rating: 3, evidence: `Knows ${address.toUpperCase()} from work` },
      },
      authorId: interviewer,
    });

    const counts = await erasePerson(db, {
      actorId: interviewer,
      address,
      mailDir: path.join(database.dataDir, "mail"),
      secret: "candidates-test-secret-0123456789abcdef",
    });
    expect(counts.leads).toMatchObject({ candidates: 1, candidate_applications: 2 });
    expect(await db.select({ id: candidates.id }).from(candidates)).toEqual([{ id: otherId }]);
    expect(
      (await db.select({ id: candidateStageEvents.candidateId }).from(candidateStageEvents)).every(
        (row) => row.id === otherId,
      ),
    ).toBe(true);
    expect(
      (await db.select({ id: candidateScorecards.candidateId }).from(candidateScorecards)).every(
        (row) => row.id === otherId,
      ),
    ).toBe(true);
    const other = (await db.select().from(candidates))[0];
    expect(other?.notes).toBe("Referred [erased], [erased]");
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`),
    );
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await db.execute(sql`select to_jsonb(t)::text as row from ${sql.raw(`"${name}"`)} t`),
      );
      for (const { row } of rows) expect(row.toLowerCase(), name).not.toContain(address);
    }
  });
});
