import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueStatusToken } from "~server/db/candidate-tokens";
import {
  auditLog,
  candidates,
  hiringRequests,
  interviewHolds,
  interviews,
  outbox,
  shortlistEntries,
  shortlists,
} from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import { hiringFields } from "../../../tests/support/form-payloads";
import { testEnv } from "../../../tests/support/integration";
import { answerStatusPage } from "../candidate-status/status-page.server";
import { interviewSlots, requestInterview } from "./interviews.server";

/**
 * The interviews section of the status page through the page's own answers: the hours form
 * stores the week (and refuses half a day, a stale form, odd keys), a pending request is
 * confirmed or answered with a note, and a double submit or someone else's interview is a 4xx
 * with nothing written.
 */
const databases = await testDatabases("interview-status-section");

describe.each(databases)("the status page's interviews on $name", (database) => {
  let services: RunningServices;
  let candidateId: string;
  let token: string;
  let requestId: string;
  let entryId: string;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      {
        outbox: { enabled: false },
        retention: { enabled: false },
        log: () => {},
      },
    );
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });
  const db = () => services.database.db;

  beforeEach(async () => {
    await db().execute(sql`truncate hiring_requests, candidates, audit_log, outbox cascade`);
    const [person] = await db()
      .insert(candidates)
      .values({
        email: "lucia@example.com",
        name: "Lucía Gómez",
        locale: "es",
        stage: "vetted",
        timeZone: "America/Bogota",
        poolConsentUntil: new Date(Date.now() + 365 * 86_400_000),
      })
      .returning();
    candidateId = person!.id;
    token = await issueStatusToken(db(), candidateId);
    const [request] = await db()
      .insert(hiringRequests)
      .values({ ...hiringFields(), primaryGoal: "Hire LATAM developers" })
      .returning();
    requestId = request!.id;
    const [list] = await db()
      .insert(shortlists)
      .values({ hiringRequestId: requestId, status: "ready" })
      .returning();
    const [entry] = await db()
      .insert(shortlistEntries)
      .values({ shortlistId: list!.id, version: 1, candidateId, position: 1 })
      .returning();
    entryId = entry!.id;
  });

  const post = (fields: Record<string, string>, pageToken = token) =>
    answerStatusPage(
      new Request(`https://latammatch.example/es/candidate/${pageToken}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      services.candidateStatus,
      { token: pageToken, locale: "es", clientIp: "203.0.113.9" },
    );
  const version = async () => {
    const [row] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
    return row!.updatedAt.toISOString();
  };
  const snapshot = async () => ({
    candidate: await db().select().from(candidates),
    interviews: await db().select().from(interviews),
    holds: await db().select().from(interviewHolds),
    audit: await db().select().from(auditLog),
    outbox: await db().select().from(outbox),
  });
  const pending = async () => {
    const slots = await interviewSlots(db(), { hiringRequestId: requestId, shortlistEntryId: entryId });
    const times = slots.slots.slice(0, 2);
    const interview = await requestInterview(db(), {
      hiringRequestId: requestId,
      shortlistEntryId: entryId,
      startTimes: times,
      clientTimeZone: "America/Chicago",
    });
    return { interview, times };
  };
  const interviewNotice = (answer: Awaited<ReturnType<typeof post>>) =>
    answer.page.state === "status" ? answer.page.interviewNotice : null;

  it("stores the candidate's weekly hours, and shows the default ones until then", async () => {
    const before = await post({ intent: "interview-hours", version: await version() }).then(
      (answer) => answer.page,
    );
    // Before the first post, the page shows the default week; an all-empty form states "no hours".
    expect(before.state).toBe("status");
    const [row] = await db().select().from(candidates);
    expect(row?.interviewWindows).toEqual([]);
    const answer = await post({
      intent: "interview-hours",
      version: await version(),
      from1: "8",
      to1: "12",
      from3: "14",
      to3: "18",
    });
    expect(answer.status).toBe(200);
    expect(interviewNotice(answer)).toEqual({ tone: "success", key: "windows-saved" });
    const [saved] = await db().select().from(candidates);
    expect(saved?.interviewWindows).toEqual([
      { weekday: 1, fromHour: 8, toHour: 12 },
      { weekday: 3, fromHour: 14, toHour: 18 },
    ]);
    expect(answer.page.state === "status" && answer.page.interviews.stated).toBe(true);
  });

  it("refuses half a day, an end before the start, a stale form and odd keys, with nothing written", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ from1: "9" }, 400],
      [{ from1: "17", to1: "9" }, 400],
      [{ from1: "9", to1: "25" }, 400],
      [{ from1: "nine", to1: "17" }, 400],
      [JSON.parse('{"from1": "9", "to1": "17", "__proto__": "x"}'), 400],
      [{ from1: "9", to1: "17", extra: "1" }, 400],
      [{ from1: "9", to1: "17", version: "2020-01-01T00:00:00.000Z" }, 409],
    ];
    for (const [fields, status] of cases) {
      const before = await snapshot();
      const answer = await post({ intent: "interview-hours", version: await version(), ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(await snapshot()).toEqual(before);
    }
  });

  it("lists a pending request in the candidate's zone and confirms the time picked", async () => {
    const { interview, times } = await pending();
    const page = (await post({ intent: "interview-hours", version: await version(), from1: "9", to1: "17" }))
      .page;
    expect(page.state === "status" && page.interviews.pending.map((view) => view.times)).toEqual([times]);
    const answer = await post({
      intent: "interview-confirm",
      interviewId: interview.id,
      startTime: times[1]!,
    });
    expect(answer.status).toBe(200);
    expect(interviewNotice(answer)?.key).toBe("confirmed");
    const [row] = await db().select().from(interviews);
    expect([row?.status, row?.startsAt?.toISOString()]).toEqual(["confirmed", times[1]]);
    expect(answer.page.state === "status" && answer.page.interviews.upcoming.map((view) => view.id)).toEqual([
      interview.id,
    ]);
    // The same form again (a double submit) is refused, nothing written.
    const before = await snapshot();
    const again = await post({
      intent: "interview-confirm",
      interviewId: interview.id,
      startTime: times[0]!,
    });
    expect(again.status).toBe(409);
    expect(interviewNotice(again)?.key).toBe("not-pending");
    expect(await snapshot()).toEqual(before);
  });

  it("sends the candidate's note when they ask for other times", async () => {
    const { interview } = await pending();
    const answer = await post({
      intent: "interview-other-times",
      interviewId: interview.id,
      note: "Jueves por la mañana",
    });
    expect(interviewNotice(answer)?.key).toBe("other-times-sent");
    const [row] = await db().select().from(interviews);
    expect([row?.status, row?.candidateNote]).toEqual(["other-times", "Jueves por la mañana"]);
    expect((await db().select().from(outbox)).map((job) => job.event)).toContain("interview.other_times");
  });

  it("refuses a time not proposed, a tampered interview and a wrong token", async () => {
    const { interview, times } = await pending();
    const before = await snapshot();
    const wrongTime = await post({
      intent: "interview-confirm",
      interviewId: interview.id,
      startTime: "2030-01-01T14:00:00Z",
    });
    expect(wrongTime.status).toBe(400);
    const notATime = await post({
      intent: "interview-confirm",
      interviewId: interview.id,
      startTime: "soon",
    });
    expect(notATime.status).toBe(400);
    const tampered = await post({
      intent: "interview-confirm",
      interviewId: "not-a-uuid",
      startTime: times[0]!,
    });
    expect(tampered.status).toBe(404);
    const missing = await post({ intent: "interview-confirm", startTime: times[0]! });
    expect(missing.status).toBe(400);
    const strangerToken = await post(
      { intent: "interview-confirm", interviewId: interview.id, startTime: times[0]! },
      "x".repeat(43),
    );
    expect(strangerToken.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
