import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  candidates,
  hiringRequests,
  interviews,
  outbox,
  resumes,
  shortlistLinks,
  shortlistPasses,
  trials,
} from "~server/db/schema";
import {
  issueShortlistLinkToken,
  revokeShortlistLink,
  SHORTLIST_CLIENT_EVENT,
  sendShortlist,
} from "~server/db/shortlist-links";
import { changeShortlist, shortlistOf } from "~server/db/shortlists";
import { testDatabases } from "~server/db/test-databases";
import { createShortlistEmails } from "~server/emails/shortlist-emails";
import { type RunningServices, startServices } from "~server/services.server";
import { createInboxUser } from "../../../inbox/app/lib/users.server";
import { hiringFields } from "../../../tests/support/form-payloads";
import { testEnv } from "../../../tests/support/integration";
import { confirmInterview } from "../interviews/interviews.server";
import { MINIMAL_PDF } from "../resumes/test-files.test-support";
import { createRateLimiter } from "../submissions/rate-limit.server";
import {
  answerShortlistPage,
  answerShortlistResume,
  clientShortlistUrl,
  type ShortlistRoomPages,
} from "./shortlist-page.server";

/**
 * The client's shortlist page's answers against a real database: its headers, 404 for a tampered
 * token, 410 with the owner's address for a revoked or expired link, the pass form's refusals
 * (no reason, odd keys, a field twice, the wrong content type, another method) as 4xx with
 * nothing written, a double submit answered once, and the view limit.
 */
const databases = await testDatabases("shortlist-page");

describe.each(databases)("the client's shortlist page on $name", (database) => {
  let services: RunningServices;
  let ownerId: string;
  let requestId: string;
  let token: string;
  let linkId: string;
  let candidateIds: string[];
  const db = () => services.database.db;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      {
        outbox: { enabled: false },
        retention: { enabled: false },
        log: () => {},
      },
    );
    ownerId = (await createInboxUser(db(), { email: "owner@room.example", role: "sales", password: "x" })).id;
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate hiring_requests, candidates, audit_log, outbox, rate_limits cascade`);
    const [request] = await db()
      .insert(hiringRequests)
      .values({ ...hiringFields(), ownerId })
      .returning();
    requestId = request!.id;
    candidateIds = [];
    for (const name of ["Ana Torres", "Bruno Silva", "Carla Díaz"]) {
      const [row] = await db()
        .insert(candidates)
        .values({
          email: `${name.split(" ")[0]!.toLowerCase()}@pool.example`,
          name,
          stage: "vetted",
          poolConsentUntil: new Date(Date.now() + 86_400_000 * 365),
        })
        .returning();
      candidateIds.push(row!.id);
    }
    const change = async (fields: Record<string, unknown>) =>
      changeShortlist(db(), {
        hiringRequestId: requestId,
        actorId: ownerId,
        fields: { revision: (await shortlistOf(db(), requestId)).shortlist?.revision ?? 1, ...fields },
      });
    for (const id of candidateIds) await change({ intent: "shortlist-add", candidateId: id });
    await change({ intent: "shortlist-ready" });
    const link = await sendShortlist(db(), {
      hiringRequestId: requestId,
      actorId: ownerId,
      fields: { revision: (await shortlistOf(db(), requestId)).shortlist!.revision },
    });
    linkId = link.id;
    token = (await issueShortlistLinkToken(db(), link.id))!;
  });

  const call = (
    method: string,
    pageToken: string,
    body?: string,
    contentType = "application/x-www-form-urlencoded",
    pages: ShortlistRoomPages = services.shortlistRoom,
    picking: string | null = null,
  ) =>
    answerShortlistPage(
      new Request(`https://latammatch.example/shortlists/${pageToken}`, {
        method,
        ...(body === undefined ? {} : { body, headers: { "Content-Type": contentType } }),
      }),
      pages,
      { token: pageToken, clientIp: "203.0.113.7", zone: null, picking },
    );
  const pass = (fields: Record<string, string>) =>
    new URLSearchParams({ intent: "pass", ...fields }).toString();
  const written = async () => ({
    passes: await db().select().from(shortlistPasses),
    audit: (await db().select().from(auditLog)).filter((entry) =>
      entry.action.startsWith("shortlist.client"),
    ),
  });

  it("shows the shortlist privately, records the first view once and answers 404 to a tampered token", async () => {
    const shown = await call("GET", token);
    expect(shown.status).toBe(200);
    expect(shown.headers).toMatchObject({
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    });
    expect(shown.page.state === "room" && shown.page.room.cards.map((card) => card.name)).toEqual([
      "Ana T.",
      "Bruno S.",
      "Carla D.",
    ]);
    await call("GET", token);
    expect((await written()).audit.map((entry) => entry.action)).toEqual(["shortlist.client_viewed"]);
    const tampered = `${token.slice(0, 42)}${token.endsWith("x") ? "y" : "x"}`;
    expect(await call("GET", tampered)).toMatchObject({ status: 404, page: { state: "not-found" } });
    expect(await call("GET", "../../etc")).toMatchObject({ status: 404 });
    expect((await call("PUT", token)).status).toBe(405);
  });

  it("answers 410 with the owner's address for a revoked or expired link, and writes nothing on its form", async () => {
    await revokeShortlistLink(db(), { hiringRequestId: requestId, actorId: ownerId, fields: { linkId } });
    expect(await call("GET", token)).toMatchObject({
      status: 410,
      page: { state: "gone", why: "revoked", contact: "owner@room.example" },
    });
    const posted = await call(
      "POST",
      token,
      pass({ candidateId: candidateIds[0]!, reason: "rate", note: "" }),
    );
    expect(posted.status).toBe(410);
    expect((await written()).passes).toEqual([]);
    await db()
      .update(shortlistLinks)
      .set({
        revokedAt: null,
        createdAt: new Date(Date.now() - 40 * 86_400_000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(shortlistLinks.id, linkId));
    expect(await call("GET", token)).toMatchObject({ status: 410, page: { state: "gone", why: "expired" } });
  });

  it("refuses a pass without a reason, with odd keys, a field twice or the wrong content type", async () => {
    const before = await written();
    const refused = async (body: string, key: string, contentType?: string) => {
      const answer = await call("POST", token, body, contentType);
      expect(answer.status).toBe(400);
      expect(answer.page.state === "room" && answer.page.notice?.key).toBe(key);
    };
    await refused(pass({ candidateId: candidateIds[0]!, reason: "", note: "" }), "no-reason");
    await refused(pass({ candidateId: candidateIds[0]!, reason: "toString", note: "" }), "no-reason");
    await refused(
      `${pass({ candidateId: candidateIds[0]!, reason: "rate", note: "" })}&__proto__=x`,
      "invalid-form",
    );
    await refused(
      `${pass({ candidateId: candidateIds[0]!, reason: "rate", note: "" })}&reason=skills`,
      "invalid-form",
    );
    await refused(
      pass({ candidateId: candidateIds[0]!, reason: "rate", note: "x".repeat(501) }),
      "note-too-long",
    );
    await refused(JSON.stringify({ intent: "pass" }), "invalid-form", "application/json");
    await refused("intent=hire", "invalid-form");
    expect(await written()).toEqual(before);
  });

  it("records a pass once on a double submit and shows it on the card", async () => {
    const body = pass({ candidateId: candidateIds[1]!, reason: "time-zone", note: "We need more overlap." });
    const answers = await Promise.all([call("POST", token, body), call("POST", token, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.page.state === "room" && answer.page.notice?.key).sort()).toEqual([
      "already-passed",
      "passed",
    ]);
    const { passes, audit } = await written();
    expect(passes).toHaveLength(1);
    expect(audit.filter((entry) => entry.action === "shortlist.client_passed")).toHaveLength(1);
    const shown = await call("GET", token);
    expect(shown.page.state === "room" && shown.page.room.cards[1]?.passed).toEqual({
      reason: "time-zone",
      note: "We need more overlap.",
    });
  });

  it("answers 429 past the view limit of a client network", async () => {
    const pages = {
      ...services.shortlistRoom,
      viewLimiter: createRateLimiter({ db: db(), name: "shortlistViewTest", max: 2, windowMs: 60_000 }),
    };
    expect((await call("GET", token, undefined, undefined, pages)).status).toBe(200);
    expect((await call("GET", token, undefined, undefined, pages)).status).toBe(200);
    expect(await call("GET", token, undefined, undefined, pages)).toMatchObject({
      status: 429,
      page: { state: "rate-limited" },
    });
  });

  it("serves a résumé only of a candidate who consented to share it, while the link is open", async () => {
    const [shared, privateOne] = candidateIds as [string, string];
    for (const candidateId of [shared, privateOne]) {
      const resumeId = await services.resumes.save({
        bytes: new Uint8Array(MINIMAL_PDF),
        kind: "pdf",
        fileName: "cv.pdf",
        clientIp: null,
      });
      await db().update(resumes).set({ candidateId }).where(eq(resumes.id, resumeId));
    }
    await db().update(candidates).set({ shareProfileConsent: true }).where(eq(candidates.id, shared));
    const shown = await call("GET", token);
    expect(shown.page.state === "room" && shown.page.resumeLinks).toEqual({
      [shared]: `/shortlists/${token}/resume/${shared}`,
    });
    const download = (candidateId: string, pageToken = token) =>
      answerShortlistResume(services.shortlistRoom, {
        token: pageToken,
        candidateId,
        clientIp: "203.0.113.7",
      });
    const served = await download(shared);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(served.headers.get("Content-Disposition")).toContain("attachment");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(MINIMAL_PDF));
    expect((await download(privateOne)).status).toBe(404);
    expect((await download("not-a-uuid")).status).toBe(404);
    expect((await download(shared, "x".repeat(43))).status).toBe(404);
    const audited = (await db().select().from(auditLog)).filter(
      (entry) => entry.action === "shortlist.client_resume_downloaded",
    );
    expect(audited).toHaveLength(1);
    await revokeShortlistLink(db(), { hiringRequestId: requestId, actorId: ownerId, fields: { linkId } });
    expect((await download(shared)).status).toBe(410);
  });

  it("takes a client from an interview request through the hire to the placement, refusing what the rules forbid", async () => {
    const [first] = candidateIds;
    await db()
      .update(candidates)
      .set({ timeZone: "America/Bogota", category: "developers", stacks: ["backend"], seniority: "senior" })
      .where(eq(candidates.id, first!));
    const room = async () => {
      const shown = await call("GET", token, undefined, undefined, undefined, first!);
      if (shown.page.state !== "room") throw new Error("The room did not open.");
      return shown.page;
    };
    const cardOf = async () => (await room()).room.cards.find((card) => card.candidateId === first)!;
    // The price comes from the pricing model: a senior backend developer at the top of the stack's range.
    expect((await cardOf()).hourlyRateUsd).toBe(55);
    // The times are read only for the card whose "Request interview" the client opened.
    const closed = await call("GET", token);
    expect(closed.page.state === "room" && closed.page.interviewSlots).toEqual({});
    const slots = (await room()).interviewSlots[first!]!;
    expect(slots.length).toBeGreaterThan(3);
    const post = (fields: Record<string, string>) =>
      call("POST", token, new URLSearchParams({ candidateId: first!, ...fields }).toString());

    // A hire before any interview, a time the candidate does not offer and odd keys are refused.
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await post({ intent: "hire", startsOn: start })).status).toBe(409);
    expect((await post({ intent: "interview", time1: "2030-01-01T03:00:00.000Z" })).status).toBe(400);
    const oddKey = `${new URLSearchParams({ candidateId: first!, intent: "interview", time1: slots[0]! })}&__proto__=x`;
    expect((await call("POST", token, oddKey)).status).toBe(400);
    expect((await post({ intent: "interview", time1: slots[0]!, time2: slots[0]! })).status).toBe(400);
    expect(await db().select().from(interviews)).toHaveLength(0);

    const requested = await post({ intent: "interview", time1: slots[0]!, time2: slots[2]! });
    expect(requested.status).toBe(200);
    expect(requested.page.state === "room" && requested.page.notice?.key).toBe("interview-requested");
    const [interview] = await db().select().from(interviews);
    // The request's owner hears of it through the outbox, with the candidate named.
    const ownerMails = async () =>
      (await db().select().from(outbox))
        .filter((job) => job.event === SHORTLIST_CLIENT_EVENT)
        .map((job) => (job.payload as { action: string }).action);
    expect(await ownerMails()).toContain("interview-requested");
    const emails = createShortlistEmails({ db: db(), siteOrigin: "https://latammatch.example" });
    const [job] = (await db().select().from(outbox)).filter(
      (row) => (row.payload as { action?: string }).action === "interview-requested",
    );
    const mail = await emails[SHORTLIST_CLIENT_EVENT]!(job!);
    expect(mail?.subject).toMatch(/asked for an interview from their shortlist$/);
    expect(mail?.text).toContain("asked to interview Ana Torres");
    expect((await cardOf()).interview).toMatchObject({
      status: "requested",
      times: [new Date(slots[0]!), new Date(slots[2]!)],
    });
    // A second request while one is open is refused, and the card no longer offers the form.
    expect((await post({ intent: "interview", time1: slots[1]! })).status).toBe(409);
    expect((await room()).interviewSlots[first!]).toBeUndefined();

    await confirmInterview(db(), { interviewId: interview!.id, startTime: slots[2]!, candidateId: first! });
    expect((await cardOf()).interview).toMatchObject({ status: "confirmed", startsAt: new Date(slots[2]!) });
    expect((await post({ intent: "hire", startsOn: "2000-01-01" })).status).toBe(400);
    // The trial starts today in the client's zone, so its outcome can be given at once.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const hired = await post({ intent: "hire", startsOn: today });
    expect(hired.page.state === "room" && hired.page.notice?.key).toBe("hired");
    expect((await cardOf()).trial).toMatchObject({ status: "running", startsOn: today });

    expect((await post({ intent: "outcome", outcome: "replacement", note: "" })).status).toBe(400);
    const placed = await post({ intent: "outcome", outcome: "placed", note: "" });
    expect(placed.page.state === "room" && placed.page.notice?.key).toBe("placed");
    expect(await db().select().from(trials)).toMatchObject([{ status: "placed", candidateId: first }]);
    expect(await ownerMails()).toEqual(expect.arrayContaining(["hired", "placed"]));
  });

  it("opens the shortlist from the signed way back of an interview e-mail, only while its link is open", async () => {
    const tokens = services.shortlistRoom.tokens!;
    const url = await clientShortlistUrl(db(), tokens, "https://latammatch.example", requestId);
    const signed = new URL(url!).pathname.split("/").at(-1)!;
    expect(signed).not.toBe(token);
    expect((await call("GET", signed)).status).toBe(200);
    // A signature changed by one character, or a link id signed for another purpose, opens nothing.
    const tampered = `${signed.slice(0, -2)}${signed.endsWith("AA") ? "BB" : "AA"}`;
    expect((await call("GET", tampered)).status).toBe(404);
    expect((await call("GET", tokens.sign("unsubscribe", { l: linkId }))).status).toBe(404);
    await revokeShortlistLink(db(), { hiringRequestId: requestId, actorId: ownerId, fields: { linkId } });
    expect((await call("GET", signed)).status).toBe(410);
    expect(await clientShortlistUrl(db(), tokens, "https://latammatch.example", requestId)).toBeUndefined();
  });
});
