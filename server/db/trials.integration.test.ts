import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { terms } from "../../app/content/pricing-model";
import { hiringFields } from "../../tests/support/form-payloads";
import { freshShortlistRequest } from "../../tests/support/shortlist-setup";
import { createTrialEmails, trialDayText } from "../emails/trial-emails";
import { createDeliver } from "../outbox/deliver";
import { createMailBudget } from "../outbox/mail-budget.server";
import type { MailMessage } from "../outbox/mailer";
import { claimDueJobs, startOutboxWorker } from "../outbox/worker";
import { mergeCandidates } from "./candidate-merge";
import { type DatabaseHandle, openDatabase } from "./client";
import {
  auditLog,
  candidates,
  hiringRequests,
  leadEvents,
  outbox,
  shortlistEntries,
  shortlists,
  trials,
} from "./schema";
import { shortlistClockStart, shortlistDueAt } from "./shortlist-clock";
import { shortlistablePool } from "./shortlist-ranking";
import { changeShortlist, shortlistOf } from "./shortlists";
import { testDatabases } from "./test-databases";
import {
  addDays,
  candidateAvailabilityForShortlist,
  clientFacingName,
  hireCandidate,
  recordTrialOutcome,
  TRIAL_EVENTS,
  TRIAL_LENGTH_DAYS,
  TrialRefusal,
  trialMailTime,
} from "./trials";

/**
 * The hire and its trial against a real database: the rules of a hire with nothing written on a
 * refusal, a double submit, a hire elsewhere making a candidate unavailable on every shortlist,
 * two hires of one person at once, the scheduled e-mails each sent once by two workers, and the
 * replacement reopening the request with a new shortlist version and a new 48-hour clock.
 */
const databases = await testDatabases("trials");
const DAY_MS = 86_400_000;
const ZONE = "America/New_York";

/** Today in New York, as the client's form would pick it. */
function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
}

describe.each(databases)("trials on $name", (database) => {
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
    await handle.db.execute(sql`truncate outbox, rate_limits`);
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  let counter = 0;
  async function candidate(name?: string) {
    counter += 1;
    const [row] = await handle.db
      .insert(candidates)
      .values({
        email: `t${counter}@example.com`,
        name: name ?? `Candidate Number${counter}`,
        stage: "vetted",
        stacks: ["react"],
        timeZone: "America/Bogota",
        hourlyRateUsd: 40,
        poolConsentUntil: new Date(Date.now() + 365 * DAY_MS),
      })
      .returning();
    return row!.id;
  }

  /** A ready shortlist of `ids` on the request `hiringRequestId`; its id. */
  async function readyShortlist(hiringRequestId: string, ids: string[]): Promise<string> {
    const revision = async () => (await shortlistOf(handle.db, hiringRequestId)).shortlist?.revision ?? 1;
    const change = async (fields: Record<string, unknown>) =>
      changeShortlist(handle.db, {
        hiringRequestId,
        actorId,
        fields: { ...fields, revision: await revision() },
      });
    for (const id of ids) await change({ intent: "shortlist-add", candidateId: id });
    const { shortlist } = await change({ intent: "shortlist-ready" });
    return shortlist!.id;
  }

  async function otherRequest(): Promise<string> {
    const [row] = await handle.db
      .insert(hiringRequests)
      .values({ ...hiringFields({ email: "kim@globex.example", company: "Globex" }) })
      .returning();
    return row!.id;
  }

  const client = { kind: "client", clientIp: "203.0.113.9" } as const;
  const startsOn = () => addDays(today(), 7);
  const hire = (
    shortlistId: string,
    candidateId: string,
    fields: unknown = { startsOn: startsOn(), timeZone: ZONE },
  ) => hireCandidate(handle.db, { shortlistId, candidateId, fields, actor: client });

  const written = async () => ({
    trials: await handle.db.select().from(trials),
    outbox: await handle.db.select().from(outbox),
    audit: await handle.db.select().from(auditLog),
  });

  async function refused(run: () => Promise<unknown>): Promise<TrialRefusal> {
    const before = await written();
    try {
      await run();
    } catch (error) {
      if (!(error instanceof TrialRefusal)) throw error;
      expect(await written()).toEqual(before);
      return error;
    }
    throw new Error("Expected a refusal");
  }

  it("hires a candidate: the trial's end from its length, the audit entry and the scheduled e-mails", async () => {
    const ids = [await candidate(), await candidate(), await candidate()];
    const shortlistId = await readyShortlist(requestId, ids);
    const { trial, replayed } = await hire(shortlistId, ids[1]!);
    expect(replayed).toBe(false);
    expect(trial).toMatchObject({
      hiringRequestId: requestId,
      candidateId: ids[1],
      shortlistVersion: 1,
      startsOn: startsOn(),
      endsOn: addDays(startsOn(), TRIAL_LENGTH_DAYS),
      status: "running",
      hiredBy: "client",
      clientTimeZone: ZONE,
    });
    expect(TRIAL_LENGTH_DAYS).toBe(14);
    const jobs = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.refId, trial.id))
      .orderBy(outbox.nextAttemptAt);
    expect(jobs.map((job) => [job.event, job.payload.day ?? null, job.nextAttemptAt.toISOString()])).toEqual([
      [TRIAL_EVENTS.started, null, expect.any(String)],
      [TRIAL_EVENTS.checkIn, 3, trialMailTime(addDays(startsOn(), 2), ZONE).toISOString()],
      [TRIAL_EVENTS.checkIn, 10, trialMailTime(addDays(startsOn(), 9), ZONE).toISOString()],
      [TRIAL_EVENTS.ending, null, trialMailTime(trial.endsOn, ZONE).toISOString()],
    ]);
    // 9:00 in New York: 14:00 UTC in winter, 13:00 in summer.
    expect(trialMailTime("2027-01-04", ZONE).toISOString()).toBe("2027-01-04T14:00:00.000Z");
    expect(trialMailTime("2027-07-05", ZONE).toISOString()).toBe("2027-07-05T13:00:00.000Z");
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "shortlist.hired"));
    expect(entry).toMatchObject({ actorId: null, targetType: "hiring-requests", targetId: requestId });
    expect(entry?.detail).toMatchObject({ trialId: trial.id, candidateId: ids[1], by: "client" });
  });

  it("answers a double submit with the first hire and writes nothing more", async () => {
    const ids = [await candidate(), await candidate(), await candidate()];
    const shortlistId = await readyShortlist(requestId, ids);
    const [first, second] = [await hire(shortlistId, ids[0]!), await hire(shortlistId, ids[0]!)];
    expect(second.replayed).toBe(true);
    expect(second.trial.id).toBe(first.trial.id);
    expect(await handle.db.select().from(trials)).toHaveLength(1);
    expect(await handle.db.select().from(outbox)).toHaveLength(4);
    const other = await refused(() =>
      hire(shortlistId, ids[0]!, { startsOn: addDays(startsOn(), 1), timeZone: ZONE }),
    );
    expect(other.status).toBe(409);
  });

  it("refuses bad input and broken rules with a 4xx and nothing written", async () => {
    const ids = [await candidate(), await candidate(), await candidate()];
    const outsider = await candidate();
    const shortlistId = await readyShortlist(requestId, ids);
    const cases: [unknown, 400][] = [
      [{ startsOn: addDays(today(), -1), timeZone: ZONE }, 400],
      [{ startsOn: addDays(today(), 61), timeZone: ZONE }, 400],
      [{ startsOn: "2027-02-30", timeZone: ZONE }, 400],
      [{ startsOn: "tomorrow", timeZone: ZONE }, 400],
      [{ startsOn: startsOn(), timeZone: "Mars/Olympus" }, 400],
      [{ startsOn: startsOn(), timeZone: ZONE, extra: "1" }, 400],
      [JSON.parse(`{"startsOn": "${startsOn()}", "timeZone": "${ZONE}", "__proto__": {"x": 1}}`), 400],
      [{ startsOn: 20270104, timeZone: ZONE }, 400],
      [{ startsOn: startsOn() }, 400],
      [null, 400],
      [["2027-01-04"], 400],
    ];
    for (const [fields, status] of cases) {
      expect((await refused(() => hire(shortlistId, ids[0]!, fields))).status, JSON.stringify(fields)).toBe(
        status,
      );
    }
    expect((await refused(() => hire(shortlistId, outsider))).status).toBe(409);
    expect((await refused(() => hire(shortlistId, "not-a-uuid"))).status).toBe(409);
    expect((await refused(() => hire(crypto.randomUUID(), ids[0]!))).status).toBe(404);
    expect((await refused(() => hire("x'; drop table trials; --", ids[0]!))).status).toBe(404);

    await handle.db.update(candidates).set({ stage: "withdrawn" }).where(eq(candidates.id, ids[2]!));
    expect((await refused(() => hire(shortlistId, ids[2]!))).message).toMatch(/has withdrawn/);

    // A precondition the hire is given (an interview first) refuses with its message.
    const precondition = async () => "Interview the candidate before hiring them.";
    const blocked = await refused(() =>
      hireCandidate(handle.db, {
        shortlistId,
        candidateId: ids[0]!,
        fields: { startsOn: startsOn(), timeZone: ZONE },
        actor: client,
        precondition,
      }),
    );
    expect(blocked).toMatchObject({ status: 409, message: "Interview the candidate before hiring them." });

    // A shortlist back in draft is not the one the client saw.
    await changeShortlist(handle.db, {
      hiringRequestId: requestId,
      actorId,
      fields: {
        intent: "shortlist-pitch",
        revision: (await shortlistOf(handle.db, requestId)).shortlist!.revision,
        candidateId: ids[0],
        pitch: "New",
      },
    });
    expect((await refused(() => hire(shortlistId, ids[0]!))).status).toBe(409);
  });

  it("shows a candidate hired elsewhere as unavailable on every open shortlist, and refuses a second hire", async () => {
    const shared = await candidate();
    const ids = [shared, await candidate(), await candidate()];
    const first = await readyShortlist(requestId, ids);
    const secondRequest = await otherRequest();
    const second = await readyShortlist(secondRequest, [shared, await candidate(), await candidate()]);
    expect((await candidateAvailabilityForShortlist(handle.db, second)).get(shared)).toEqual({
      status: "available",
    });

    const { trial } = await hire(first, shared);
    expect((await candidateAvailabilityForShortlist(handle.db, first)).get(shared)).toEqual({
      status: "hired-here",
      trialId: trial.id,
    });
    expect((await candidateAvailabilityForShortlist(handle.db, second)).get(shared)).toEqual({
      status: "unavailable",
      reason: "hired-elsewhere",
    });
    // The team's ranked pool no longer offers them for another shortlist.
    expect((await shortlistablePool(handle.db)).map((row) => row.id)).not.toContain(shared);
    const again = await refused(() => hire(second, shared));
    expect(again).toMatchObject({ status: 409 });
    expect(again.message).toMatch(/hired elsewhere/);

    await handle.db.update(candidates).set({ stage: "withdrawn" }).where(eq(candidates.id, ids[1]!));
    expect((await candidateAvailabilityForShortlist(handle.db, first)).get(ids[1]!)).toEqual({
      status: "unavailable",
      reason: "withdrawn",
    });
    expect(await candidateAvailabilityForShortlist(handle.db, "nope")).toEqual(new Map());
  });

  it("lets exactly one of two clients hiring the same candidate at once succeed", async () => {
    const shared = await candidate();
    const first = await readyShortlist(requestId, [shared, await candidate(), await candidate()]);
    const second = await readyShortlist(await otherRequest(), [shared, await candidate(), await candidate()]);
    const results = await Promise.allSettled([hire(first, shared), hire(second, shared)]);
    const made = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(made).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(TrialRefusal);
    expect((lost[0] as PromiseRejectedResult).reason.status).toBe(409);
    expect(await handle.db.select().from(trials)).toHaveLength(1);
    expect(await handle.db.select().from(outbox)).toHaveLength(4);
  });

  it("sends each scheduled e-mail once with two workers, only when due, and none after the outcome", async () => {
    const ids = [await candidate("María José García"), await candidate(), await candidate()];
    await handle.db.update(candidates).set({ shareProfileConsent: false }).where(eq(candidates.id, ids[0]!));
    const shortlistId = await readyShortlist(requestId, ids);
    const { trial } = await hire(shortlistId, ids[0]!);
    const sent: MailMessage[] = [];
    const deliver = createDeliver({
      mailer: { send: async (message) => void sent.push(message), close() {}, describe: () => "test" },
      siteOrigin: "https://latammatch.example",
      emails: createTrialEmails({ db: handle.db, siteOrigin: "https://latammatch.example" }),
    });
    // Two instances at a time, each claiming with its own worker; stopping waits for their sends.
    const passes = async () => {
      const workers = [0, 1].map(() => startOutboxWorker({ db: handle.db, deliver, pollIntervalMs: 60_000 }));
      await Promise.all(workers.map((worker) => worker.runOnce()));
      await Promise.all(workers.map((worker) => worker.stop()));
    };
    {
      await passes();
      // Only the start is due now; the check-ins wait for their mornings.
      expect(sent.map((message) => message.subject)).toEqual([
        "Your 2-week paid trial with María G. is booked",
      ]);
      expect(sent[0]?.to).toBe("jane@acme.example");
      expect(sent[0]?.text).toContain(trialDayText(trial.startsOn));

      // Day 3 comes: its job is due, and two workers send it once.
      await handle.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
        .where(and(eq(outbox.event, TRIAL_EVENTS.checkIn), sql`${outbox.payload}->>'day' = '3'`));
      await passes();
      expect(sent.map((message) => message.subject).slice(1)).toEqual([
        "Day 3 of your trial with María G.: how is it going?",
      ]);

      // The trial starts; the client confirms early: the day-10 check-in and the end are withdrawn.
      await handle.db
        .update(trials)
        .set({ startsOn: addDays(today(), -3), endsOn: addDays(today(), TRIAL_LENGTH_DAYS - 3) })
        .where(eq(trials.id, trial.id));
      await recordTrialOutcome(handle.db, {
        trialId: trial.id,
        fields: { outcome: "placed", note: "" },
        actor: client,
      });
      const left = await handle.db.select().from(outbox).where(eq(outbox.refId, trial.id));
      expect(left.map((job) => [job.event, job.status]).sort()).toEqual([
        [TRIAL_EVENTS.checkIn, "sent"],
        [TRIAL_EVENTS.started, "sent"],
      ]);
      expect(sent).toHaveLength(2);
      // A follow-up claimed as the outcome landed is not sent either.
      const [late] = await handle.db
        .insert(outbox)
        .values({
          channel: "email",
          event: TRIAL_EVENTS.ending,
          refId: trial.id,
          payload: { trialId: trial.id },
        })
        .returning();
      await passes();
      expect(sent).toHaveLength(2);
      const [afterwards] = await handle.db.select().from(outbox).where(eq(outbox.id, late!.id));
      expect(afterwards?.status).toBe("sent");
      expect(await claimDueJobs(handle.db, 10, 60_000)).toEqual([]);
    }
  });

  it("asks the client at the trial's end to confirm or ask for a replacement, with the pricing model's guarantees", async () => {
    const ids = [await candidate("Lucía Méndez"), await candidate(), await candidate()];
    await handle.db.update(candidates).set({ shareProfileConsent: true }).where(eq(candidates.id, ids[0]!));
    const { trial } = await hire(await readyShortlist(requestId, ids), ids[0]!);
    await handle.db
      .update(outbox)
      .set({ status: "sent" })
      .where(and(eq(outbox.refId, trial.id), eq(outbox.event, TRIAL_EVENTS.started)));
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(and(eq(outbox.refId, trial.id), eq(outbox.event, TRIAL_EVENTS.ending)));
    const sent: MailMessage[] = [];
    const deliver = createDeliver({
      mailer: { send: async (message) => void sent.push(message), close() {}, describe: () => "test" },
      siteOrigin: "https://latammatch.example",
      emails: createTrialEmails({ db: handle.db, siteOrigin: "https://latammatch.example" }),
    });
    const worker = startOutboxWorker({ db: handle.db, deliver, pollIntervalMs: 60_000 });
    await worker.runOnce();
    await worker.stop();
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      ["jane@acme.example", "Your trial with Lucía Méndez ends today: confirm or ask for a replacement"],
    ]);
    expect(sent[0]?.text).toContain(terms.staffAugmentationGuarantee);
    expect(sent[0]?.text).toContain(terms.directHiringGuarantee);
    expect(sent[0]?.text).toContain("within 48 hours");
    expect(sent[0]?.text).toContain(trialDayText(addDays(trial.endsOn, -1)));
  });

  it("holds the trial's e-mails back with the start when the client's address is over its budget", async () => {
    const ids = [await candidate(), await candidate(), await candidate()];
    const shortlistId = await readyShortlist(requestId, ids);
    const mailBudget = createMailBudget({ perAddress: 1, confirmationsPerAddress: 0, perClient: 0 });
    const fields = { startsOn: startsOn(), timeZone: ZONE };
    await mailBudget.take(handle.db, {
      to: "jane@acme.example",
      kind: "hiring-acknowledgment",
      clientIp: null,
    });
    const { trial } = await hireCandidate(handle.db, {
      shortlistId,
      candidateId: ids[0]!,
      fields,
      actor: client,
      mailBudget,
    });
    const jobs = await handle.db.select().from(outbox).where(eq(outbox.refId, trial.id));
    expect(jobs).toHaveLength(4);
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(["suppressed"]));
  });

  it("records a replacement: the request reopens with a new shortlist version and a new 48-hour clock", async () => {
    const ids = [await candidate(), await candidate(), await candidate()];
    const shortlistId = await readyShortlist(requestId, ids);
    await handle.db.update(hiringRequests).set({ status: "won" }).where(eq(hiringRequests.id, requestId));
    const { trial } = await hire(shortlistId, ids[1]!);
    const outcome = (
      fields: unknown,
      actor: Parameters<typeof recordTrialOutcome>[1]["actor"] = client,
      now?: Date,
    ) => recordTrialOutcome(handle.db, { trialId: trial.id, fields, actor }, now);

    // Before the trial starts there is no outcome to give.
    expect((await refused(() => outcome({ outcome: "placed", note: "" }))).status).toBe(409);
    const started = new Date(trialMailTime(addDays(trial.startsOn, 13), ZONE).getTime());
    for (const fields of [
      { outcome: "replacement", note: "   " },
      { outcome: "fired", note: "" },
      { outcome: "placed" },
      { outcome: "placed", note: "x".repeat(1_001) },
      { outcome: "placed", note: "", trialId: trial.id },
      "placed",
    ]) {
      expect((await refused(() => outcome(fields, client, started))).status, JSON.stringify(fields)).toBe(
        400,
      );
    }
    expect(
      (await refused(() => recordTrialOutcome(handle.db, { trialId: "1", fields: {}, actor: client })))
        .status,
    ).toBe(404);

    const team = { kind: "team", userId: actorId } as const;
    const done = await outcome(
      { outcome: "replacement", note: "  Time zone overlap was too short. " },
      team,
      started,
    );
    expect(done.trial).toMatchObject({
      status: "replacement",
      outcomeBy: "team",
      outcomeById: actorId,
      outcomeNote: "Time zone overlap was too short.",
    });
    expect((await outcome({ outcome: "replacement", note: "Again" }, team, started)).replayed).toBe(true);
    expect((await refused(() => outcome({ outcome: "placed", note: "" }, team, started))).status).toBe(409);

    const { shortlist, entries } = await shortlistOf(handle.db, requestId);
    expect(shortlist).toMatchObject({ version: 2, status: "draft", readyAt: null });
    expect(shortlist?.reopenedAt?.toISOString()).toBe(started.toISOString());
    expect(entries.map((entry) => [entry.candidateId, entry.position])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
    ]);
    // The first version stays, so the client can be shown what changed.
    const firstVersion = await handle.db
      .select()
      .from(shortlistEntries)
      .where(and(eq(shortlistEntries.shortlistId, shortlistId), eq(shortlistEntries.version, 1)));
    expect(firstVersion).toHaveLength(3);
    const [request] = await handle.db.select().from(hiringRequests).where(eq(hiringRequests.id, requestId));
    const due = shortlistDueAt(shortlistClockStart(request!.receivedAt, shortlist!.reopenedAt));
    expect(due.getTime() - started.getTime()).toBe(48 * 3_600_000);
    expect(request?.status).toBe("qualified");
    const [reopened] = await handle.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.hiringRequestId, requestId));
    expect(reopened?.data).toEqual({ from: "won", to: "qualified", reason: "replacement" });
    const actions = await handle.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, "shortlist.replacement_asked"));
    expect(actions).toEqual([
      {
        action: "shortlist.replacement_asked",
        detail: expect.objectContaining({ trialId: trial.id, version: 2, by: "team" }),
      },
    ]);
    // The replaced candidate is free for another client again.
    expect((await candidateAvailabilityForShortlist(handle.db, shortlistId)).get(ids[0]!)).toEqual({
      status: "available",
    });
    expect((await handle.db.select().from(shortlists))[0]?.status).toBe("draft");
  });

  it("refuses to merge two candidates who are both in a trial, with nothing written", async () => {
    const [a, b] = [await candidate(), await candidate()];
    await hire(await readyShortlist(requestId, [a, await candidate(), await candidate()]), a);
    await hire(await readyShortlist(await otherRequest(), [b, await candidate(), await candidate()]), b);
    const rows = await handle.db
      .select()
      .from(candidates)
      .where(inArray(candidates.id, [a, b]));
    const updated = (id: string) => rows.find((row) => row.id === id)!.updatedAt.toISOString();
    const before = await written();
    await expect(
      mergeCandidates(handle.db, {
        keptId: a,
        mergedId: b,
        keptUpdatedAt: updated(a),
        mergedUpdatedAt: updated(b),
        actorId,
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await written()).toEqual(before);
  });

  it("names a candidate to clients by first name and initial unless they consented to share", () => {
    expect(clientFacingName("María José García", false)).toBe("María G.");
    expect(clientFacingName("  Ana   Lima ", true)).toBe("Ana Lima");
    expect(clientFacingName("Cher", false)).toBe("Cher");
    expect(clientFacingName("Ola Ñúñez", false)).toBe("Ola Ñ.");
  });
});
