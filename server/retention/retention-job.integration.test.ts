import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MINIMAL_PDF } from "../../app/features/resumes/test-files.test-support";
import { createSession, hashSessionId, SESSION_IDLE_MS } from "../../inbox/app/lib/sessions.server";
import { estimateRequestFields, hiringFields, subscriptionFields } from "../../tests/support/form-payloads";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { openDiskFileStorage } from "../db/disk-file-storage";
import { createDatabaseFileStorage, type FileStorage } from "../db/file-storage";
import { createResumeStore, resumeStorageKey } from "../db/resumes";
import {
  bookings,
  candidateApplications,
  candidateScorecards,
  candidateStageEvents,
  candidates,
  estimateRequests,
  hiringRequests,
  inboxSessions,
  inboxUsers,
  outbox,
  pilotRequests,
  rateLimits,
  resumes,
  storedFiles,
  subscriptions,
} from "../db/schema";
import { testDatabases } from "../db/test-databases";
import { startOutboxWorker } from "../outbox/worker";
import { deleteOldMailFiles } from "./mail-files";
import { type RetentionReport, runRetention, scheduleRetention } from "./retention-job";

const databases = await testDatabases("retention");
const DAY_MS = 24 * 60 * 60 * 1000;

async function addHiringRequest(db: Database, monthsAgo: number) {
  const [row] = await db
    .insert(hiringRequests)
    .values({
      ...hiringFields(),
      primaryGoal: "Hire LATAM developers",
      receivedAt: sql`now() - make_interval(months => ${monthsAgo}::int)`,
    })
    .returning({ id: hiringRequests.id });
  await db.insert(outbox).values({
    channel: "email",
    event: "hiring_request.created",
    refId: row!.id,
    payload: { type: "hiring_request" },
    status: "sent",
    createdAt: sql`now() - make_interval(months => ${monthsAgo}::int)`,
  });
  return row!.id;
}

/** A pilot request with its notification job, received `monthsAgo`. */
async function addPilotRequest(db: Database, monthsAgo: number) {
  const [row] = await db
    .insert(pilotRequests)
    .values({
      name: "Ada Park",
      email: "ada@lab.example",
      company: "Model Lab",
      details: { annotatorCount: 10, taskTypes: ["Red-teaming"] },
      receivedAt: sql`now() - make_interval(months => ${monthsAgo}::int)`,
    })
    .returning({ id: pilotRequests.id });
  await db.insert(outbox).values({
    channel: "email",
    event: "pilot_request.created",
    refId: row!.id,
    payload: { type: "pilot_request" },
    status: "sent",
  });
  return row!.id;
}

async function addCandidate(db: Database, monthsAgo: number) {
  const [row] = await db
    .insert(candidateApplications)
    .values({
      name: "María González",
      email: "maria@example.com",
      details: { country: "Argentina" },
      receivedAt: sql`now() - make_interval(months => ${monthsAgo}::int)`,
    })
    .returning({ id: candidateApplications.id });
  return row!.id;
}

async function addSubscription(
  db: Database,
  email: string,
  options: { monthsAgo?: number; spam?: boolean; unsubscribed?: boolean } = {},
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...subscriptionFields({ email }),
      spam: options.spam ?? false,
      receivedAt: sql`now() - make_interval(months => ${options.monthsAgo ?? 0}::int)`,
      unsubscribedAt: options.unsubscribed ? sql`now()` : null,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

async function addEstimateRequest(db: Database, monthsAgo: number) {
  const [row] = await db
    .insert(estimateRequests)
    .values({
      ...estimateRequestFields(),
      receivedAt: sql`now() - make_interval(months => ${monthsAgo}::int)`,
    })
    .returning({ id: estimateRequests.id });
  return row!.id;
}

/** A discovery call that took place `monthsAgo` months ago. */
async function addBooking(db: Database, monthsAgo: number) {
  const startsAt = sql`now() - make_interval(months => ${monthsAgo}::int)`;
  const [row] = await db
    .insert(bookings)
    .values({
      hostId: "host-1",
      startsAt,
      endsAt: sql`${startsAt} + interval '30 minutes'`,
      name: "Ana Client",
      email: "ana@acme.example",
      mailbox: "ana@acme.example",
      company: "Acme",
      timeZone: "America/New_York",
      calendarUid: `call-${monthsAgo}@latammatch.test`,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const ids = async (
  db: Database,
  table:
    | typeof bookings
    | typeof hiringRequests
    | typeof candidateApplications
    | typeof pilotRequests
    | typeof subscriptions
    | typeof estimateRequests,
) => (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();

describe.each(databases)("retention on $name", (database) => {
  let handle: DatabaseHandle;
  let db: Database;
  const mailDir = path.join(database.dataDir, "mail");

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    db = handle.db;
  });
  afterEach(() =>
    db.execute(
      sql`truncate candidates, hiring_requests, candidate_applications, subscriptions, outbox, rate_limits, lead_events, bookings, estimate_requests, resumes, stored_files, inbox_users cascade`,
    ),
  );
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("deletes leads older than the retention period with their outbox jobs, and keeps the rest", async () => {
    await addHiringRequest(db, 25);
    const recentLead = await addHiringRequest(db, 23);
    await addCandidate(db, 30);
    const recentCandidate = await addCandidate(db, 1);
    const activeOldSubscriber = await addSubscription(db, "reader@acme.example", { monthsAgo: 40 });
    await addSubscription(db, "gone@acme.example", { unsubscribed: true });
    await addSubscription(db, "bot@spam.example", { monthsAgo: 25, spam: true });
    const recentSpam = await addSubscription(db, "bot2@spam.example", { monthsAgo: 1, spam: true });
    await addEstimateRequest(db, 25);
    const recentEstimate = await addEstimateRequest(db, 2);
    await addBooking(db, 25);
    const recentCall = await addBooking(db, 3);
    await addPilotRequest(db, 25);
    const recentPilot = await addPilotRequest(db, 4);

    const report = await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30 });

    expect(report).toEqual({
      hiringRequests: 1,
      candidates: 0,
      candidateApplications: 1,
      subscriptions: 2,
      estimateRequests: 1,
      pilotRequests: 1,
      bookings: 1,
      // The old hiring request's job, and the old pilot request's (queued recently, gone with it).
      outboxJobs: 2,
      unattachedResumes: 0,
      orphanFiles: 0,
      mailFiles: 0,
      inboxSessions: 0,
    });
    expect(await ids(db, estimateRequests)).toEqual([recentEstimate]);
    expect(await ids(db, bookings)).toEqual([recentCall]);
    expect(await ids(db, pilotRequests)).toEqual([recentPilot]);
    expect(await ids(db, hiringRequests)).toEqual([recentLead]);
    expect(await ids(db, candidateApplications)).toEqual([recentCandidate]);
    // Subscribers stay until they unsubscribe, however long ago they signed up.
    expect(await ids(db, subscriptions)).toEqual([activeOldSubscriber, recentSpam].sort());
    const jobs = await db.select({ refId: outbox.refId }).from(outbox);
    expect(jobs.map((job) => job.refId).sort()).toEqual([recentLead, recentPilot].sort());

    // Nothing is left to delete the second time.
    expect(await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30 })).toMatchObject({
      hiringRequests: 0,
      candidates: 0,
      candidateApplications: 0,
      subscriptions: 0,
      outboxJobs: 0,
    });
  });

  it("deletes pool candidates inactive for the months with their history, unless a running consent keeps them", async () => {
    const [author] = await db
      .insert(inboxUsers)
      .values({ email: "recruiter@latammatch.example", role: "sales", passwordHash: "x" })
      .returning({ id: inboxUsers.id });
    /** A candidate last active `activeMonthsAgo`, who applied `appliedMonthsAgo`, with a stage move and a scorecard. */
    const addPoolCandidate = async (
      email: string,
      options: { activeMonthsAgo: number; appliedMonthsAgo: number; consentUntil?: SQL },
    ) => {
      const [row] = await db
        .insert(candidates)
        .values({
          email,
          name: "Camila Rojas",
          stage: "screening",
          lastActivityAt: sql`now() - make_interval(months => ${options.activeMonthsAgo}::int)`,
          poolConsentUntil: options.consentUntil ?? null,
        })
        .returning({ id: candidates.id });
      const id = row!.id;
      const [application] = await db
        .insert(candidateApplications)
        .values({
          name: "Camila Rojas",
          email,
          details: {},
          candidateId: id,
          receivedAt: sql`now() - make_interval(months => ${options.appliedMonthsAgo}::int)`,
        })
        .returning({ id: candidateApplications.id });
      await db
        .insert(candidateStageEvents)
        .values({ candidateId: id, fromStage: "applied", toStage: "screening" });
      await db.insert(candidateScorecards).values({
        candidateId: id,
        stage: "screening",
        ratings: { motivation: { rating: 3, evidence: "Keen" } },
        authorId: author!.id,
      });
      await db.insert(outbox).values({ channel: "email", event: "candidate.test", refId: id, payload: {} });
      return { id, application: application!.id };
    };
    await addPoolCandidate("inactive@example.com", {
      activeMonthsAgo: 30,
      appliedMonthsAgo: 30,
    });
    await addPoolCandidate("lapsed@example.com", {
      activeMonthsAgo: 30,
      appliedMonthsAgo: 31,
      consentUntil: sql`now() - interval '1 day'`,
    });
    const consenting = await addPoolCandidate("pool@example.com", {
      activeMonthsAgo: 30,
      appliedMonthsAgo: 30,
      consentUntil: sql`now() + interval '1 year'`,
    });
    // Applied long ago, but the team scored them last month: their old application is their history.
    const active = await addPoolCandidate("active@example.com", { activeMonthsAgo: 1, appliedMonthsAgo: 30 });

    const report = await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30 });

    expect(report).toMatchObject({ candidates: 2, candidateApplications: 2, outboxJobs: 2 });
    const kept = [consenting, active];
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(idsOf(await db.select({ id: candidates.id }).from(candidates))).toEqual(idsOf(kept));
    expect(await ids(db, candidateApplications)).toEqual(
      kept.map((candidate) => candidate.application).sort(),
    );
    for (const table of [candidateStageEvents, candidateScorecards]) {
      const left = await db.select({ id: table.candidateId }).from(table);
      expect(idsOf(left)).toEqual(idsOf(kept));
    }
    expect(idsOf((await db.select({ id: outbox.refId }).from(outbox)) as { id: string }[])).toEqual(
      idsOf(kept),
    );
  });

  it("deletes résumés with their applications and uploads never attached after their hold, bytes included", async () => {
    const store = createResumeStore(db, createDatabaseFileStorage(db));
    const save = () => store.save({ bytes: MINIMAL_PDF, kind: "pdf", fileName: "cv.pdf", clientIp: null });
    const oldCandidate = await addCandidate(db, 30);
    const recentCandidate = await addCandidate(db, 1);
    const [ofOld, ofRecent, staleUpload, freshUpload] = [
      await save(),
      await save(),
      await save(),
      await save(),
    ];
    await db.update(resumes).set({ applicationId: oldCandidate }).where(eq(resumes.id, ofOld));
    await db.update(resumes).set({ applicationId: recentCandidate }).where(eq(resumes.id, ofRecent));
    await db
      .update(resumes)
      .set({ uploadedAt: sql`now() - interval '25 hours'` })
      .where(eq(resumes.id, staleUpload));
    // Bytes whose metadata was never written, from long ago and from just now.
    await db.insert(storedFiles).values([
      { key: "resumes/orphan-old", bytes: MINIMAL_PDF, createdAt: sql`now() - interval '2 days'` },
      { key: "resumes/orphan-new", bytes: MINIMAL_PDF },
    ]);

    const report = await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30 });

    expect(report).toMatchObject({ candidateApplications: 1, unattachedResumes: 1 });
    expect((await db.select({ id: resumes.id }).from(resumes)).map((row) => row.id).sort()).toEqual(
      [ofRecent, freshUpload].sort(),
    );
    expect(
      (await db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key).sort(),
    ).toEqual([resumeStorageKey(ofRecent), resumeStorageKey(freshUpload), "resumes/orphan-new"].sort());
  });

  it("deletes the objects of a storage outside the database once the rows are gone", async () => {
    const objects = new Map<string, Uint8Array>();
    const bucket: FileStorage = {
      inDatabase: false,
      put: async (key, bytes) => void objects.set(key, bytes),
      get: async (key) => objects.get(key) ?? null,
      delete: async (keys) => {
        for (const key of keys) objects.delete(key);
      },
    };
    const store = createResumeStore(db, bucket);
    const save = () => store.save({ bytes: MINIMAL_PDF, kind: "pdf", fileName: "cv.pdf", clientIp: null });
    const oldCandidate = await addCandidate(db, 30);
    const [ofOld, staleUpload, kept] = [await save(), await save(), await save()];
    await db.update(resumes).set({ applicationId: oldCandidate }).where(eq(resumes.id, ofOld));
    await db
      .update(resumes)
      .set({ uploadedAt: sql`now() - interval '25 hours'` })
      .where(eq(resumes.id, staleUpload));

    await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30, files: bucket });

    expect([...objects.keys()]).toEqual([resumeStorageKey(kept)]);
    expect(await db.select().from(storedFiles)).toHaveLength(0);
  });

  it("deletes and counts each expired row once when two instances' schedules run at the same moment", async () => {
    // Another instance: its own connections to the same PostgreSQL database (PGlite has one process).
    const second = database.databaseUrl
      ? await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: "" })
      : undefined;
    try {
      for (let index = 0; index < 40; index++) {
        await addHiringRequest(db, 30);
        await addCandidate(db, 30);
        await addEstimateRequest(db, 30);
      }
      await addHiringRequest(db, 1);
      const reports: RetentionReport[] = [];
      const failures: string[] = [];
      const schedules = [db, second?.db ?? db].map((instanceDb) =>
        scheduleRetention({
          run: async () => {
            const report = await runRetention({
              db: instanceDb,
              mailDir,
              retentionMonths: 24,
              mailRetentionDays: 30,
            });
            reports.push(report);
            return report;
          },
          log: (message) => {
            if (message.includes("failed")) failures.push(message);
          },
          firstRunDelayMs: 0,
        }),
      );
      await vi.waitFor(() => expect(reports.length + failures.length).toBe(2));
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      expect(failures).toEqual([]);
      const sum = (key: keyof RetentionReport) => reports.reduce((total, report) => total + report[key], 0);
      expect([sum("hiringRequests"), sum("candidateApplications"), sum("estimateRequests")]).toEqual([
        40, 40, 40,
      ]);
      // The hiring requests' 40 notification jobs.
      expect(sum("outboxJobs")).toBe(40);
      expect(await ids(db, hiringRequests)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });

  it("deletes résumé files beside the database with their rows, and files a crash left without a row", async () => {
    const files = await openDiskFileStorage(path.join(database.dataDir, "files"));
    const store = createResumeStore(db, files);
    const save = () => store.save({ bytes: MINIMAL_PDF, kind: "pdf", fileName: "cv.pdf", clientIp: null });
    const oldCandidate = await addCandidate(db, 30);
    const [ofOld, staleUpload, kept] = [await save(), await save(), await save()];
    await db.update(resumes).set({ applicationId: oldCandidate }).where(eq(resumes.id, ofOld));
    await db
      .update(resumes)
      .set({ uploadedAt: sql`now() - interval '25 hours'` })
      .where(eq(resumes.id, staleUpload));
    // Files whose row was never inserted: one from two days ago, one an upload under way.
    await files.put("resumes/orphan-old", MINIMAL_PDF);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await utimes(path.join(files.root, "resumes", "orphan-old"), twoDaysAgo, twoDaysAgo);
    await files.put("resumes/orphan-new", MINIMAL_PDF);
    // A kept résumé's file, however old, stays.
    await utimes(path.join(files.root, ...resumeStorageKey(kept).split("/")), twoDaysAgo, twoDaysAgo);

    const report = await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30, files });

    expect(report).toMatchObject({ candidateApplications: 1, unattachedResumes: 1, orphanFiles: 1 });
    expect((await readdir(path.join(files.root, "resumes"))).sort()).toEqual(
      [resumeStorageKey(kept).split("/")[1], "orphan-new"].sort(),
    );
    expect(await store.bytesOf((await store.find(kept))!)).toEqual(new Uint8Array(MINIMAL_PDF));
    await files.delete(["resumes/orphan-new", resumeStorageKey(kept)]);
  });

  it("follows RETENTION_MONTHS", async () => {
    await addHiringRequest(db, 7);
    const kept = await addHiringRequest(db, 5);
    expect(
      (await runRetention({ db, mailDir, retentionMonths: 6, mailRetentionDays: 30 })).hiringRequests,
    ).toBe(1);
    expect(await ids(db, hiringRequests)).toEqual([kept]);
  });

  it("deletes finished rate-limit windows", async () => {
    await db.insert(rateLimits).values([
      { key: "hiringRequest:203.0.113.7", hits: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: "hiringRequest:203.0.113.8", hits: 1, resetAt: sql`now() + interval '1 minute'` },
    ]);
    await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30 });
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left).toEqual([{ key: "hiringRequest:203.0.113.8" }]);
  });

  it("deletes inbox sessions past their idle or absolute end and keeps a live one", async () => {
    const [user] = await db
      .insert(inboxUsers)
      .values({ email: "team@latammatch.example", role: "admin", passwordHash: "not-a-real-hash" })
      .returning({ id: inboxUsers.id });
    const userId = user!.id;
    const live = hashSessionId(await createSession(db, userId));
    const idle = hashSessionId(await createSession(db, userId));
    const ended = hashSessionId(await createSession(db, userId));
    // A browser that went away more than the idle time ago, and one past the absolute end.
    await db
      .update(inboxSessions)
      .set({ lastSeenAt: sql`now() - ${SESSION_IDLE_MS + 60_000} * interval '1 millisecond'` })
      .where(eq(inboxSessions.idHash, idle));
    await db
      .update(inboxSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(inboxSessions.idHash, ended));

    const report = await runRetention({ db, mailDir, retentionMonths: 24, mailRetentionDays: 30 });

    expect(report.inboxSessions).toBe(2);
    const left = await db.select({ idHash: inboxSessions.idHash }).from(inboxSessions);
    expect(left).toEqual([{ idHash: live }]);
  });

  it("clears an outbox job's payload once it is delivered, and keeps it while it is not", async () => {
    const [delivered, failing] = await db
      .insert(outbox)
      .values([
        {
          channel: "email",
          event: "hiring_request.created",
          refId: crypto.randomUUID(),
          payload: { name: "A" },
        },
        {
          channel: "webhook",
          event: "hiring_request.created",
          refId: crypto.randomUUID(),
          payload: { name: "B" },
        },
      ])
      .returning();
    const worker = startOutboxWorker({
      db,
      pollIntervalMs: 60_000,
      log: () => {},
      deliver: async (job) => {
        if (job.channel === "webhook") throw new Error("receiver down");
      },
    });
    try {
      await vi.waitFor(async () => {
        const [row] = await db.select().from(outbox).where(eq(outbox.id, delivered!.id));
        expect(row).toMatchObject({ status: "sent", payload: {} });
      });
      const [kept] = await db.select().from(outbox).where(eq(outbox.id, failing!.id));
      expect(kept).toMatchObject({ status: "pending", payload: { name: "B" } });
    } finally {
      await worker.stop();
    }
  });
});

describe("mail file retention", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "latammatch-mail-retention-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("deletes .eml files older than the setting and keeps newer ones and other files", async () => {
    const mailDir = path.join(dataDir, "mail-retention");
    await mkdir(mailDir, { recursive: true });
    const now = Date.now();
    const files = {
      "old.eml": now - 31 * DAY_MS,
      "old.eml.partial": now - 40 * DAY_MS,
      "recent.eml": now - 29 * DAY_MS,
      "notes.txt": now - 400 * DAY_MS,
    };
    for (const [name, time] of Object.entries(files)) {
      const file = path.join(mailDir, name);
      await writeFile(file, "Subject: test\n");
      await utimes(file, new Date(time), new Date(time));
    }
    expect(await deleteOldMailFiles(mailDir, { maxAgeDays: 30, now })).toBe(2);
    expect((await readdir(mailDir)).sort()).toEqual(["notes.txt", "recent.eml"]);
  });

  it("treats a missing mail folder as empty", async () => {
    expect(await deleteOldMailFiles(path.join(dataDir, "no-mail-yet"), { maxAgeDays: 30 })).toBe(0);
  });
});

describe("retention schedule", () => {
  it("runs first after the start delay, then at every interval, and reports counts", async () => {
    const report = {
      hiringRequests: 1,
      candidates: 0,
      candidateApplications: 0,
      subscriptions: 0,
      estimateRequests: 0,
      pilotRequests: 0,
      bookings: 0,
      outboxJobs: 1,
      unattachedResumes: 0,
      orphanFiles: 0,
      mailFiles: 2,
      inboxSessions: 3,
    };
    const run = vi.fn(async () => report);
    const messages: string[] = [];
    const schedule = scheduleRetention({
      run,
      log: (message) => messages.push(message),
      firstRunDelayMs: 0,
      intervalMs: 10,
    });
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(3));
    await schedule.stop();
    expect(messages[0]).toBe(
      "Retention: deleted 1 hiring requests, 0 talent pool candidates, 0 candidate applications, 0 subscriptions, 0 estimate requests, 0 pilot requests, 0 discovery calls, 1 outbox jobs, 0 résumés never attached to an application, 0 stored files no résumé named, 2 mail files and 3 expired inbox sessions",
    );
  });

  it("logs a failed run and tries again at the next interval", async () => {
    const run = vi
      .fn<() => Promise<never>>()
      .mockRejectedValueOnce(new Error("database unavailable"))
      .mockRejectedValue(new Error("still unavailable"));
    const messages: string[] = [];
    const schedule = scheduleRetention({
      run,
      log: (message) => messages.push(message),
      firstRunDelayMs: 0,
      intervalMs: 5,
    });
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2));
    await schedule.stop();
    expect(messages[0]).toBe("Retention job failed: database unavailable");
  });
});
