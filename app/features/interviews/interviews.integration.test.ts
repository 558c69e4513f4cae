import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withdrawCandidate } from "~server/db/candidates";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import {
  auditLog,
  candidates,
  hiringRequests,
  interviewHolds,
  interviews,
  outbox,
  shortlistEntries,
  shortlists,
  trials,
} from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { hireCandidate } from "~server/db/trials";
import { parseInvitation } from "../../../tests/support/interview-calendar";
import { freshShortlistRequest } from "../../../tests/support/shortlist-setup";
import { createInterviewEmails } from "./interview-emails.server";
import {
  askForOtherTimes,
  cancelInterview,
  candidateInterviews,
  confirmInterview,
  InterviewRefusal,
  interviewSlots,
  requestInterview,
  rescheduleInterview,
} from "./interviews.server";

/**
 * The interview store against a real database: slots, holds, the candidate's answers and the
 * invitation's cancel and move, each refusal with nothing written, and the races (two clients on
 * one time, a withdrawal against a request) with exactly one winner.
 */
const databases = await testDatabases("interviews");
const DAY_MS = 86_400_000;
/** A Monday noon in UTC: Bogotá (UTC-5) weekdays 9-17 are 14:00-22:00 UTC. */
const NOW = Date.parse("2027-03-08T12:00:00Z");
const now = () => NOW;
const TUESDAY_9 = "2027-03-09T14:00:00.000Z";
const TUESDAY_10 = "2027-03-09T15:00:00.000Z";
const TUESDAY_11 = "2027-03-09T16:00:00.000Z";

describe.each(databases)("interviews on $name", (database) => {
  let handle: DatabaseHandle;
  let requestId: string;
  let otherRequestId: string;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  let counter = 0;
  async function candidate(overrides: Partial<typeof candidates.$inferInsert> = {}) {
    counter += 1;
    const [row] = await handle.db
      .insert(candidates)
      .values({
        email: `c${counter}@example.com`,
        name: `Candidate ${counter}`,
        stage: "vetted",
        timeZone: "America/Bogota",
        poolConsentUntil: new Date(NOW + 365 * DAY_MS),
        ...overrides,
      })
      .returning();
    return row!;
  }

  async function entryOn(hiringRequestId: string, candidateId: string) {
    const [list] = await handle.db
      .insert(shortlists)
      .values({ hiringRequestId, status: "ready" })
      .onConflictDoUpdate({ target: shortlists.hiringRequestId, set: { status: "ready" } })
      .returning();
    const [entry] = await handle.db
      .insert(shortlistEntries)
      .values({ shortlistId: list!.id, version: 1, candidateId, position: 1 })
      .returning();
    return entry!.id;
  }

  beforeEach(async () => {
    ({ requestId } = await freshShortlistRequest(handle.db));
    await handle.db.execute(sql`truncate outbox`);
    const [other] = await handle.db
      .execute(sql`insert into hiring_requests
        (name, email, phone, company, roles, primary_goal, budget_range, industries)
        values ('Ann Other', 'ann@other.example', '+1 555 0100', 'Other Co', '{react}', 'Hire', '50-75', '{saas}')
        returning id`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    otherRequestId = other!.id;
  });

  const written = async () => ({
    interviews: await handle.db.select().from(interviews),
    holds: await handle.db.select().from(interviewHolds),
    outbox: await handle.db.select().from(outbox),
    audit: await handle.db.select().from(auditLog),
  });

  async function refused(run: () => Promise<unknown>): Promise<InterviewRefusal> {
    const before = await written();
    const error = await run().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InterviewRefusal);
    expect(await written()).toEqual(before);
    return error as InterviewRefusal;
  }

  const request = (entryId: string, startTimes: string[], hiringRequestId = requestId) =>
    requestInterview(
      handle.db,
      { hiringRequestId, shortlistEntryId: entryId, startTimes, clientTimeZone: "America/Los_Angeles" },
      { now },
    );

  /** The candidate hired from the request's shortlist, the trial starting two days after NOW. */
  async function hire(db: DatabaseHandle["db"], hiringRequestId: string, candidateId: string) {
    const [list] = await db.select().from(shortlists).where(eq(shortlists.hiringRequestId, hiringRequestId));
    return hireCandidate(
      db,
      {
        shortlistId: list!.id,
        candidateId,
        fields: { startsOn: "2027-03-10", timeZone: "America/Los_Angeles" },
        actor: { kind: "client", clientIp: null },
      },
      new Date(NOW),
    );
  }

  it("lists the candidate's free hours inside their windows, a day ahead, minus the held ones", async () => {
    const person = await candidate();
    const entryId = await entryOn(requestId, person.id);
    const slots = await interviewSlots(
      handle.db,
      { hiringRequestId: requestId, shortlistEntryId: entryId, days: 2 },
      { now },
    );
    expect(slots.timeZone).toBe("America/Bogota");
    expect(slots.slotMinutes).toBe(60);
    // Monday is inside the day's notice; Tuesday 9-17 Bogotá.
    expect(slots.slots[0]).toBe(TUESDAY_9);
    expect(slots.slots).toHaveLength(8);
    await request(entryId, [TUESDAY_10]);
    const after = await interviewSlots(
      handle.db,
      { hiringRequestId: requestId, shortlistEntryId: entryId, days: 2 },
      { now },
    );
    expect(after.slots).not.toContain(TUESDAY_10);
    expect(after.slots).toHaveLength(7);
  });

  it("holds the requested times, mails the candidate, then confirms one and releases the others", async () => {
    const person = await candidate();
    const entryId = await entryOn(requestId, person.id);
    const interview = await request(entryId, [TUESDAY_11, TUESDAY_9]);
    expect(interview.status).toBe("requested");
    const holds = await handle.db.select().from(interviewHolds);
    expect(holds.map((hold) => hold.startsAt.toISOString()).sort()).toEqual([TUESDAY_9, TUESDAY_11]);
    const jobs = await handle.db.select().from(outbox);
    expect(jobs.map((job) => [job.event, (job.payload as { recipient: string }).recipient])).toEqual([
      ["interview.requested", "candidate"],
    ]);
    const [pending] = await candidateInterviews(handle.db, person.id);
    expect(pending?.times).toEqual([TUESDAY_9, TUESDAY_11]);
    expect(pending?.company).toBeTruthy();

    const confirmed = await confirmInterview(
      handle.db,
      { interviewId: interview.id, startTime: TUESDAY_11, candidateId: person.id },
      { now },
    );
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.startsAt?.toISOString()).toBe(TUESDAY_11);
    expect(
      (await handle.db.select().from(interviewHolds)).map((hold) => hold.startsAt.toISOString()),
    ).toEqual([TUESDAY_11]);
    const events = (await handle.db.select().from(outbox)).map(
      (job) => `${job.event}:${(job.payload as { recipient: string }).recipient}`,
    );
    expect(events.sort()).toEqual([
      "interview.confirmed:candidate",
      "interview.confirmed:client",
      "interview.requested:candidate",
    ]);
    const actions = (await handle.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(["interview.requested", "interview.confirmed"]);

    // A second confirmation (a double submit) is refused.
    const again = await refused(() =>
      confirmInterview(
        handle.db,
        { interviewId: interview.id, startTime: TUESDAY_9, candidateId: person.id },
        { now },
      ),
    );
    expect(again.status).toBe(409);
  });

  it("mails the request in the candidate's language and both invitations at the same instant in each zone", async () => {
    const person = await candidate({ name: "María Fernanda Pérez", locale: "es" });
    const entryId = await entryOn(requestId, person.id);
    const interview = await request(entryId, [TUESDAY_9, TUESDAY_10]);
    const emails = createInterviewEmails({
      db: handle.db,
      siteOrigin: "https://latammatch.example",
      meeting: { url: "https://meet.example/latammatch" },
      organizer: { name: "LatamMatch", email: "team@latammatch.example" },
    });
    const compose = async (event: string) => {
      const jobs = (await handle.db.select().from(outbox)).filter((job) => job.event === event);
      return Promise.all(jobs.map((job) => emails[event]!(job)));
    };
    const [requested] = await compose("interview.requested");
    expect(requested?.to).toBe(person.email);
    expect(requested?.subject).toContain("quiere entrevistarte");
    // 9:00 and 10:00 in Bogotá, in Spanish, with a link to the Spanish status page.
    expect(requested?.text).toMatch(/martes, 9 de marzo, 9:00/);
    expect(requested?.text).toContain("https://latammatch.example/es/candidate/");

    await confirmInterview(
      handle.db,
      { interviewId: interview.id, startTime: TUESDAY_10, candidateId: person.id },
      { now },
    );
    const confirmed = await compose("interview.confirmed");
    const toClient = confirmed.find((mail) => mail?.to !== person.email);
    const toCandidate = confirmed.find((mail) => mail?.to === person.email);
    // The client sees the candidate as the shortlist does without consent to share: first name and initial.
    expect(toClient?.subject).toContain("María P.");
    expect(toClient?.text).not.toContain(person.email);
    const forClient = parseInvitation(toClient!.icalEvent!.content);
    const forCandidate = parseInvitation(toCandidate!.icalEvent!.content);
    expect(forClient.start).toBe(TUESDAY_10);
    expect(forCandidate.start).toBe(TUESDAY_10);
    expect([forClient.zone, forClient.localStart]).toEqual(["America/Los_Angeles", "2027-03-09T07:00:00"]);
    expect([forCandidate.zone, forCandidate.localStart]).toEqual(["America/Bogota", "2027-03-09T10:00:00"]);
    expect(forClient.uid).toBe(forCandidate.uid);
    expect(forCandidate.alarms.sort()).toEqual(["-PT1H", "-PT24H"]);
    expect(toCandidate!.icalEvent!.content.replace(/\r\n /g, "")).toContain(
      "https://latammatch.example/es/candidate/",
    );
  });

  it("moves a confirmed interview keeping its UID with one more SEQUENCE, then cancels it", async () => {
    const person = await candidate();
    const entryId = await entryOn(requestId, person.id);
    const interview = await request(entryId, [TUESDAY_9]);
    await confirmInterview(
      handle.db,
      { interviewId: interview.id, startTime: TUESDAY_9, candidateId: person.id },
      { now },
    );
    const moved = await rescheduleInterview(
      handle.db,
      {
        interviewId: interview.id,
        startTime: TUESDAY_10,
        party: { by: "client", hiringRequestId: requestId },
      },
      { now },
    );
    expect(moved.calendarUid).toBe(interview.calendarUid);
    expect(moved.calendarSequence).toBe(1);
    expect(moved.startsAt?.toISOString()).toBe(TUESDAY_10);
    expect(
      (await handle.db.select().from(interviewHolds)).map((hold) => hold.startsAt.toISOString()),
    ).toEqual([TUESDAY_10]);
    // The other side's request cannot move it outside the candidate's hours.
    const outside = await refused(() =>
      rescheduleInterview(
        handle.db,
        {
          interviewId: interview.id,
          startTime: "2027-03-09T03:00:00Z",
          party: { by: "candidate", candidateId: person.id },
        },
        { now },
      ),
    );
    expect(outside.status).toBe(400);
    const cancelled = await cancelInterview(handle.db, {
      interviewId: interview.id,
      party: { by: "candidate", candidateId: person.id },
    });
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.calendarSequence).toBe(2);
    expect(await handle.db.select().from(interviewHolds)).toEqual([]);
  });

  it("records the candidate's note when they ask for other times and tells the client", async () => {
    const person = await candidate();
    const entryId = await entryOn(requestId, person.id);
    const interview = await request(entryId, [TUESDAY_9]);
    const answered = await askForOtherTimes(handle.db, {
      interviewId: interview.id,
      note: "  Thursday mornings suit me better.  ",
      candidateId: person.id,
    });
    expect(answered.status).toBe("other-times");
    expect(answered.candidateNote).toBe("Thursday mornings suit me better.");
    expect(await handle.db.select().from(interviewHolds)).toEqual([]);
    const events = (await handle.db.select().from(outbox)).map((job) => job.event);
    expect(events).toContain("interview.other_times");
    // A fresh request for the same candidate is allowed again.
    await expect(request(entryId, [TUESDAY_9])).resolves.toMatchObject({ status: "requested" });
  });

  it("goes with its hiring request and with its candidate, as erasure and retention delete them", async () => {
    const first = await candidate();
    const second = await candidate();
    await request(await entryOn(requestId, first.id), [TUESDAY_9]);
    await request(await entryOn(otherRequestId, second.id), [TUESDAY_9], otherRequestId);
    expect(await handle.db.select().from(interviewHolds)).toHaveLength(2);
    await handle.db.delete(hiringRequests).where(eq(hiringRequests.id, requestId));
    await handle.db.delete(candidates).where(eq(candidates.id, second.id));
    expect(await handle.db.select().from(interviews)).toEqual([]);
    expect(await handle.db.select().from(interviewHolds)).toEqual([]);
  });

  it("refuses bad requests with nothing written", async () => {
    const person = await candidate();
    const entryId = await entryOn(requestId, person.id);
    const cases: [unknown[], number][] = [
      [[], 400],
      [[TUESDAY_9, TUESDAY_10, TUESDAY_11, "2027-03-09T17:00:00Z"], 400],
      [[TUESDAY_9, "2027-03-09T14:00:00-00:00"], 400],
      [["2027-03-08T15:00:00Z"], 400], // inside the day's notice
      [["2027-03-09T03:00:00Z"], 400], // 22:00 in Bogotá
      [["2027-03-09T14:30:00Z"], 400], // not a full hour of their day
      [["2027-05-09T14:00:00Z"], 400], // past the horizon
      [["next tuesday"], 400],
      [[42], 400],
    ];
    for (const [startTimes, status] of cases) {
      const refusal = await refused(() => request(entryId, startTimes as string[]));
      expect(refusal.status, JSON.stringify(startTimes)).toBe(status);
    }
    const badZone = await refused(() =>
      requestInterview(
        handle.db,
        {
          hiringRequestId: requestId,
          shortlistEntryId: entryId,
          startTimes: [TUESDAY_9],
          clientTimeZone: "Mars/Base",
        },
        { now },
      ),
    );
    expect(badZone.status).toBe(400);
    const oddKey = await refused(() =>
      requestInterview(
        handle.db,
        JSON.parse(
          `{"hiringRequestId":"${requestId}","shortlistEntryId":"${entryId}","startTimes":["${TUESDAY_9}"],"clientTimeZone":"UTC","__proto__":{"x":1}}`,
        ),
        { now },
      ),
    );
    expect(oddKey.status).toBe(400);
    // Another request's shortlist entry is not this request's to book.
    const elsewhere = await refused(() => request(entryId, [TUESDAY_9], otherRequestId));
    expect(elsewhere.status).toBe(404);
    // A double submit: the first holds, the second is refused.
    await request(entryId, [TUESDAY_9]);
    const twice = await refused(() => request(entryId, [TUESDAY_10]));
    expect(twice.code).toBe("already-requested");
    // An answer for someone else's interview is not found.
    const [open] = await handle.db.select().from(interviews);
    const stranger = await candidate();
    const notTheirs = await refused(() =>
      confirmInterview(
        handle.db,
        { interviewId: open!.id, startTime: TUESDAY_9, candidateId: stranger.id },
        { now },
      ),
    );
    expect(notTheirs.status).toBe(404);
    const longNote = await refused(() =>
      askForOtherTimes(handle.db, { interviewId: open!.id, note: "x".repeat(501), candidateId: person.id }),
    );
    expect(longNote.status).toBe(400);
  });

  it("refuses a candidate who is not vetted, has no pool consent or has withdrawn", async () => {
    for (const overrides of [
      { stage: "english" as const },
      { poolConsentUntil: null },
      { stage: "withdrawn" as const },
    ]) {
      const person = await candidate(overrides);
      const entryId = await entryOn(requestId, person.id);
      const refusal = await refused(() => request(entryId, [TUESDAY_9]));
      expect(refusal.code).toBe("unavailable");
      await handle.db.delete(shortlistEntries).where(eq(shortlistEntries.id, entryId));
    }
  });

  it("lets exactly one of two clients hold the same candidate's same time", async () => {
    const person = await candidate();
    const first = await entryOn(requestId, person.id);
    const second = await entryOn(otherRequestId, person.id);
    const outcomes = await Promise.allSettled([
      request(first, [TUESDAY_9, TUESDAY_10]),
      request(second, [TUESDAY_9], otherRequestId),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(InterviewRefusal);
    expect((reason as InterviewRefusal).code).toBe("taken");
    const holds = await handle.db.select().from(interviewHolds);
    expect(new Set(holds.map((hold) => hold.interviewId)).size).toBe(1);
    expect((await handle.db.select().from(interviews)).length).toBe(1);
  });

  it("lets exactly one of four concurrent requests hold the time, from two instances on PostgreSQL", async () => {
    // The embedded database has one process; on PostgreSQL a second pool is a second instance.
    const second =
      database.name === "PostgreSQL"
        ? await openDatabase({
            databaseUrl: database.databaseUrl,
            pgliteDir: path.join(database.dataDir, "db"),
          })
        : null;
    try {
      const person = await candidate();
      const entries = [
        [requestId, await entryOn(requestId, person.id)],
        [requestId, await entryOn(requestId, person.id)],
        [otherRequestId, await entryOn(otherRequestId, person.id)],
        [otherRequestId, await entryOn(otherRequestId, person.id)],
      ] as const;
      const outcomes = await Promise.allSettled(
        entries.map(([hiringRequestId, shortlistEntryId], index) =>
          requestInterview(
            index % 2 === 1 && second ? second.db : handle.db,
            { hiringRequestId, shortlistEntryId, startTimes: [TUESDAY_9], clientTimeZone: "UTC" },
            { now },
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected"))
        expect(((outcome as PromiseRejectedResult).reason as InterviewRefusal).code).toBe("taken");
      expect(await handle.db.select().from(interviewHolds)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });

  it("decides a withdrawal racing a request one way: never a hold on a withdrawn candidate", async () => {
    for (let round = 0; round < 3; round += 1) {
      const person = await candidate();
      const entryId = await entryOn(requestId, person.id);
      const [requested, withdrawn] = await Promise.allSettled([
        request(entryId, [TUESDAY_9]),
        withdrawCandidate(handle.db, { candidateId: person.id, actorId: null }),
      ]);
      expect(withdrawn.status).toBe("fulfilled");
      const holds = await handle.db
        .select()
        .from(interviewHolds)
        .where(eq(interviewHolds.candidateId, person.id));
      expect(holds).toEqual([]);
      const rows = await handle.db.select().from(interviews).where(eq(interviews.candidateId, person.id));
      if (requested.status === "fulfilled") {
        // The request came first: the withdrawal closed it.
        expect(rows.map((row) => [row.status, row.closedBy])).toEqual([["cancelled", "pool"]]);
      } else {
        expect((requested.reason as InterviewRefusal).code).toBe("unavailable");
        expect(rows).toEqual([]);
      }
      expect(await candidateInterviews(handle.db, person.id)).toEqual([]);
      await handle.db.delete(shortlistEntries).where(eq(shortlistEntries.id, entryId));
    }
  });

  it("refuses a candidate hired on another request, and a hire closes their interviews elsewhere", async () => {
    const person = await candidate();
    const elsewhere = await entryOn(requestId, person.id);
    const confirmedElsewhere = await entryOn(requestId, person.id);
    const here = await entryOn(otherRequestId, person.id);
    const pending = await request(elsewhere, [TUESDAY_9, TUESDAY_10]);
    const confirmed = await request(confirmedElsewhere, [TUESDAY_11]);
    await confirmInterview(
      handle.db,
      { interviewId: confirmed.id, startTime: TUESDAY_11, candidateId: person.id },
      { now },
    );
    const kept = await request(here, ["2027-03-10T14:00:00.000Z"], otherRequestId);

    const { trial } = await hire(handle.db, otherRequestId, person.id);
    const rows = await handle.db.select().from(interviews).where(eq(interviews.candidateId, person.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [pending.id, confirmed.id])
      expect(byId.get(id)).toMatchObject({ status: "cancelled", closedBy: "pool" });
    // The interview on the hiring request itself stays, with its hold.
    expect(byId.get(kept.id)?.status).toBe("requested");
    const holds = await handle.db
      .select()
      .from(interviewHolds)
      .where(eq(interviewHolds.candidateId, person.id));
    expect(holds.map((hold) => hold.interviewId)).toEqual([kept.id]);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'interview.cancelled'`);
    expect(audit.map((entry) => [entry.targetId, entry.detail])).toEqual(
      expect.arrayContaining([
        [
          pending.id,
          expect.objectContaining({
            by: "pool",
            reason: "hired-elsewhere",
            trialId: trial.id,
            was: "requested",
          }),
        ],
        [
          confirmed.id,
          expect.objectContaining({
            by: "pool",
            reason: "hired-elsewhere",
            trialId: trial.id,
            was: "confirmed",
          }),
        ],
      ]),
    );
    expect(audit).toHaveLength(2);

    // A new request, or the slots, for the hired candidate on another request: refused.
    const again = await entryOn(requestId, person.id);
    const refusal = await refused(() => request(again, [TUESDAY_9]));
    expect(refusal).toMatchObject({ status: 409, code: "unavailable" });
    expect(refusal.message).toMatch(/hired elsewhere/);
    await expect(
      interviewSlots(handle.db, { hiringRequestId: requestId, shortlistEntryId: again }, { now }),
    ).rejects.toMatchObject({ status: 409, code: "unavailable" });
    // Once the trial ends in a replacement, the candidate can be interviewed again.
    await handle.db.update(trials).set({ status: "replacement" }).where(eq(trials.id, trial.id));
    expect((await request(again, [TUESDAY_9])).status).toBe("requested");
  });

  it("decides a hire racing a request one way: never a hold on a hired candidate", async () => {
    // On PostgreSQL the hire comes from a second pool: a second instance.
    const second =
      database.name === "PostgreSQL"
        ? await openDatabase({
            databaseUrl: database.databaseUrl,
            pgliteDir: path.join(database.dataDir, "db"),
          })
        : null;
    try {
      for (let round = 0; round < 4; round += 1) {
        const person = await candidate();
        const entryId = await entryOn(requestId, person.id);
        await entryOn(otherRequestId, person.id);
        const [requested, hired] = await Promise.allSettled([
          request(entryId, [TUESDAY_9]),
          hire(second?.db ?? handle.db, otherRequestId, person.id),
        ]);
        expect(hired.status).toBe("fulfilled");
        const holds = await handle.db
          .select()
          .from(interviewHolds)
          .where(eq(interviewHolds.candidateId, person.id));
        expect(holds).toEqual([]);
        const rows = await handle.db.select().from(interviews).where(eq(interviews.candidateId, person.id));
        if (requested.status === "fulfilled") {
          // The request came first: the hire closed it.
          expect(rows.map((row) => [row.status, row.closedBy])).toEqual([["cancelled", "pool"]]);
        } else {
          expect((requested.reason as InterviewRefusal).code).toBe("unavailable");
          expect(rows).toEqual([]);
        }
      }
    } finally {
      await second?.close();
    }
  });
});
