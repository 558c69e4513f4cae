import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import {
  auditLog,
  candidates,
  hiringRequests,
  interviews,
  outbox,
  shortlists,
  trials,
} from "~server/db/schema";
import { sendShortlist } from "~server/db/shortlist-links";
import { shortlistOf } from "~server/db/shortlists";
import { testDatabases } from "~server/db/test-databases";
import { addDays, hireCandidate } from "~server/db/trials";
import { hiringFields } from "../../../tests/support/form-payloads";
import { freshShortlistRequest } from "../../../tests/support/shortlist-setup";
import { CSRF_FIELD_NAME } from "../components/csrf-field";
import { getLeadDetail, leadTimeline } from "./lead-detail.server";
import { runShortlistAction } from "./shortlist.server";
import { shortlistFunnel } from "./shortlist-funnel.server";
import { runTrialAction, trialSection } from "./trials.server";

/**
 * The hiring request page's "Hire and trial" section and the dashboard's funnel against a real
 * database: the team's forms as the page posts them, the e-mails' states, the timeline's lines
 * and the funnel's counts over 30 and 90 days.
 */
const databases = await testDatabases("inbox-trials");
const DAY_MS = 86_400_000;
const ZONE = "America/Chicago";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());

describe.each(databases)("the trial section on $name", (database) => {
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
    await handle.db.execute(sql`truncate outbox`);
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  let counter = 0;
  async function vetted(name: string) {
    counter += 1;
    const [row] = await handle.db
      .insert(candidates)
      .values({
        email: `trial${counter}@example.com`,
        name,
        stage: "vetted",
        stacks: ["react"],
        hourlyRateUsd: 45,
        poolConsentUntil: new Date(Date.now() + 365 * DAY_MS),
      })
      .returning();
    return row!.id;
  }

  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    form.set(CSRF_FIELD_NAME, "token");
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  };

  async function readyShortlist(hiringRequestId: string, ids: string[]) {
    const revision = async () =>
      String((await shortlistOf(handle.db, hiringRequestId)).shortlist?.revision ?? 1);
    for (const id of ids) {
      await runShortlistAction(handle.db, {
        hiringRequestId,
        actorId,
        form: formOf({ intent: "shortlist-add", revision: await revision(), candidateId: id }),
      });
    }
    await runShortlistAction(handle.db, {
      hiringRequestId,
      actorId,
      form: formOf({ intent: "shortlist-ready", revision: await revision() }),
    });
    return (await shortlistOf(handle.db, hiringRequestId)).shortlist!.id;
  }

  const post = (
    intent: "trial-hire" | "trial-outcome",
    fields: Record<string, string>,
    hiringRequestId = requestId,
  ) =>
    runTrialAction(
      { db: handle.db, mailBudget: undefined },
      { hiringRequestId, actorId, intent, form: formOf({ intent, ...fields }) },
    );

  it("records a hire and its outcome for the client, shows the trial's e-mails and writes the timeline", async () => {
    const ids = [await vetted("Ana Souza"), await vetted("Bruno Lima"), await vetted("Carla Ruiz")];
    expect((await trialSection(handle.db, requestId)).hireable).toEqual([]);
    await readyShortlist(requestId, ids);
    const before = await trialSection(handle.db, requestId);
    expect(before.trials).toEqual([]);
    expect(before.hireable.map((row) => row.name)).toEqual(["Ana Souza", "Bruno Lima", "Carla Ruiz"]);

    const startsOn = addDays(today(), 5);
    for (const [fields, status] of [
      [{ candidateId: ids[0]!, startsOn, timeZone: ZONE, extra: "x" }, 400],
      [{ candidateId: ids[0]!, startsOn: addDays(today(), -2), timeZone: ZONE }, 400],
      [{ candidateId: crypto.randomUUID(), startsOn, timeZone: ZONE }, 409],
    ] as const) {
      expect(await post("trial-hire", fields)).toMatchObject({ ok: false, status });
    }
    const twice = new FormData();
    twice.set("intent", "trial-hire");
    twice.append("startsOn", startsOn);
    twice.append("startsOn", startsOn);
    expect(
      await runTrialAction(
        { db: handle.db, mailBudget: undefined },
        { hiringRequestId: requestId, actorId, intent: "trial-hire", form: twice },
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await handle.db.select().from(trials)).toEqual([]);

    const hired = await post("trial-hire", { candidateId: ids[1]!, startsOn, timeZone: ZONE });
    expect(hired).toEqual({
      ok: true,
      message: `Recorded the hire: the trial runs from ${startsOn} to ${addDays(startsOn, 13)}.`,
    });
    expect(await post("trial-hire", { candidateId: ids[1]!, startsOn, timeZone: ZONE })).toMatchObject({
      ok: true,
      message: expect.stringContaining("already recorded"),
    });
    const section = await trialSection(handle.db, requestId);
    expect(section.hireable.map((row) => row.name)).toEqual(["Ana Souza", "Carla Ruiz"]);
    const [trial] = section.trials;
    expect(trial).toMatchObject({
      candidateName: "Bruno Lima",
      startsOn,
      lastDay: addDays(startsOn, 13),
      status: "running",
      hiredBy: "team",
      started: { state: "due" },
      checkIns: [
        { day: 3, mail: { state: "due" } },
        { day: 10, mail: { state: "due" } },
      ],
      ending: { state: "due" },
      outcome: null,
    });

    // The start and the day-3 check-in go out: sent jobs lose their payload, the days still show.
    await handle.db
      .update(outbox)
      .set({ status: "sent", payload: {}, sentAt: new Date() })
      .where(
        sql`${outbox.event} = 'trial.started' or (${outbox.event} = 'trial.check_in' and ${outbox.payload}->>'day' = '3')`,
      );
    const sent = (await trialSection(handle.db, requestId)).trials[0]!;
    expect(sent.started.state).toBe("sent");
    expect(sent.checkIns.map((checkIn) => checkIn.mail.state)).toEqual(["sent", "due"]);

    // An outcome for another request's trial is not found here; before the start, it is refused.
    const otherRequest = (
      await handle.db
        .insert(hiringRequests)
        .values({ ...requestFields() })
        .returning()
    )[0]!;
    expect(
      await post("trial-outcome", { trialId: trial!.id, outcome: "placed", note: "" }, otherRequest.id),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await post("trial-outcome", { trialId: trial!.id, outcome: "placed", note: "" })).toMatchObject({
      ok: false,
      status: 409,
    });
    await handle.db
      .update(trials)
      .set({ startsOn: addDays(today(), -1), endsOn: addDays(today(), 13) })
      .where(eq(trials.id, trial!.id));
    expect(
      await post("trial-outcome", { trialId: trial!.id, outcome: "replacement", note: "" }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await post("trial-outcome", {
        trialId: trial!.id,
        outcome: "replacement",
        note: "Needed more backend depth.",
      }),
    ).toMatchObject({ ok: true, message: expect.stringContaining("open again") });
    const after = (await trialSection(handle.db, requestId)).trials[0]!;
    expect(after).toMatchObject({
      status: "replacement",
      outcome: { by: "team", note: "Needed more backend depth." },
      checkIns: [
        { day: 3, mail: { state: "sent" } },
        { day: 10, mail: { state: "not-needed" } },
      ],
      ending: { state: "not-needed" },
    });
    // The reopened shortlist is a draft: no hire from it until it is ready again.
    expect((await trialSection(handle.db, requestId)).hireable).toEqual([]);

    const lead = (await getLeadDetail(handle.db, "hiring-requests", requestId))!;
    const titles = (await leadTimeline(handle.db, lead, { statusLabel: String, userEmail: () => "sam" })).map(
      (item) => item.title,
    );
    expect(titles).toContain("Recorded a hire and its trial by sam@latammatch.example");
    expect(titles).toContain("Asked for a replacement after the trial by sam@latammatch.example");
    const actions = await handle.db.select({ action: auditLog.action }).from(auditLog);
    expect(
      actions.filter((row) => row.action.startsWith("shortlist.h") || row.action.startsWith("shortlist.r")),
    ).toHaveLength(3);
  });

  it("counts the funnel over 30 and 90 days from the first send: confirmed interviews, hires and trials passed", async () => {
    const requestIds = [requestId];
    for (let index = 0; index < 4; index += 1) {
      const [row] = await handle.db
        .insert(hiringRequests)
        .values({ ...requestFields() })
        .returning();
      requestIds.push(row!.id);
    }
    const shortlistIds: string[] = [];
    for (const id of requestIds) {
      shortlistIds.push(
        await readyShortlist(id, [await vetted("A B"), await vetted("C D"), await vetted("E F")]),
      );
    }
    // The first four are sent to the client; the fifth is ready but never sent: not counted.
    for (const id of requestIds.slice(0, 4)) {
      const { shortlist } = await shortlistOf(handle.db, id);
      await sendShortlist(handle.db, {
        hiringRequestId: id,
        actorId,
        fields: { revision: shortlist!.revision },
      });
    }
    // The fourth request's shortlist was first sent 60 days ago (and again today, which keeps its
    // first send): in the 90-day window only.
    await handle.db
      .update(shortlists)
      .set({ sentAt: new Date(Date.now() - 60 * DAY_MS) })
      .where(eq(shortlists.id, shortlistIds[3]!));
    const { shortlist: fourth } = await shortlistOf(handle.db, requestIds[3]!);
    await sendShortlist(handle.db, {
      hiringRequestId: requestIds[3]!,
      actorId,
      fields: { revision: fourth!.revision },
    });
    // A quarantined request is never counted.
    await handle.db.update(hiringRequests).set({ spam: true }).where(eq(hiringRequests.id, requestIds[2]!));

    // Interviews: the first request's was confirmed and later cancelled (it still counts), the
    // second's is only requested (not counted), the fourth's confirmed (90 days only).
    const interview = async (
      index: number,
      confirmed: boolean,
      status: "confirmed" | "requested" | "cancelled",
    ) => {
      const { entries } = await shortlistOf(handle.db, requestIds[index]!);
      await handle.db.insert(interviews).values({
        shortlistEntryId: entries[1]!.id,
        candidateId: entries[1]!.candidateId,
        hiringRequestId: requestIds[index]!,
        status,
        clientTimeZone: ZONE,
        calendarUid: crypto.randomUUID(),
        confirmedAt: confirmed ? new Date() : null,
      });
    };
    await interview(0, true, "cancelled");
    await interview(1, false, "requested");
    await interview(3, true, "confirmed");

    const hireFirst = async (index: number) => {
      const { entries } = await shortlistOf(handle.db, requestIds[index]!);
      const { trial } = await hireCandidate(handle.db, {
        shortlistId: shortlistIds[index]!,
        candidateId: entries[0]!.candidateId,
        fields: { startsOn: today(), timeZone: ZONE },
        actor: { kind: "team", userId: actorId },
      });
      return trial;
    };
    const first = await hireFirst(0);
    await hireFirst(1);
    await hireFirst(3);
    await handle.db.update(trials).set({ status: "placed" }).where(eq(trials.id, first.id));

    expect(await shortlistFunnel(handle.db, new Date())).toEqual([
      { days: 30, sent: 2, interviewed: 1, hired: 2, placed: 1, trialsDecided: 1, trialsPlaced: 1 },
      { days: 90, sent: 3, interviewed: 2, hired: 3, placed: 1, trialsDecided: 1, trialsPlaced: 1 },
    ]);
  });
});

let requests = 0;
function requestFields() {
  requests += 1;
  return hiringFields({ email: `client${requests}@example.com`, company: `Company ${requests}` });
}
