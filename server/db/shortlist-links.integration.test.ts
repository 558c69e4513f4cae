import { createHash } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findCategory } from "../../app/content/categories";
import {
  categoryRate,
  FULL_TIME_HOURS_PER_WEEK,
  monthlyPrice,
  rateForSeniority,
} from "../../app/content/pricing-model";
import { freshShortlistRequest } from "../../tests/support/shortlist-setup";
import { createShortlistEmails } from "../emails/shortlist-emails";
import { createMailBudget } from "../outbox/mail-budget.server";
import { type DatabaseHandle, openDatabase } from "./client";
import {
  auditLog,
  candidateScorecards,
  candidates,
  hiringRequests,
  inboxUsers,
  outbox,
  shortlistEntries,
  shortlistLinks,
  shortlistPasses,
  shortlists,
} from "./schema";
import {
  issueShortlistLinkToken,
  openShortlistLink,
  recordFirstView,
  revokeShortlistLink,
  SHORTLIST_CLIENT_EVENT,
  SHORTLIST_LINK_EVENT,
  sendShortlist,
} from "./shortlist-links";
import { passOnCandidate, ShortlistPassRefusal, shortlistRoom } from "./shortlist-room";
import { changeShortlist, ShortlistRefusal, shortlistOf } from "./shortlists";
import { testDatabases } from "./test-databases";

/**
 * Sending a shortlist and the client's page against a real database: a link per send whose token
 * only the e-mail carries (its hash alone stored), expiry, revocation and tampered tokens; the
 * e-mail to the request's own address, refused unless ready; the client's pass with its
 * refusals, double submit and odd keys; a new version after a replacement, with what changed.
 */
const databases = await testDatabases("shortlist-links");
const DAY_MS = 86_400_000;
const SITE = "https://latammatch.example";

describe.each(databases)("shortlist links on $name", (database) => {
  let handle: DatabaseHandle;
  let actorId: string;
  let requestId: string;
  const db = () => handle.db;

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
  async function candidate(overrides: { name?: string; share?: boolean } = {}) {
    counter += 1;
    const [row] = await db()
      .insert(candidates)
      .values({
        email: `c${counter}@example.com`,
        name: overrides.name ?? `Candidate Number${counter}`,
        stage: "vetted",
        category: "developers",
        stacks: ["react"],
        seniority: "senior",
        yearsOfExperience: 6,
        country: "CO",
        englishLevel: "C1",
        timeZone: "America/Bogota",
        hourlyRateUsd: 45,
        hoursPerWeek: 40,
        shareProfileConsent: overrides.share ?? false,
        poolConsentUntil: new Date(Date.now() + 365 * DAY_MS),
      })
      .returning();
    return row!.id;
  }

  const revisionNow = async () => (await shortlistOf(db(), requestId)).shortlist?.revision ?? 1;
  const change = async (fields: Record<string, unknown>) =>
    changeShortlist(db(), {
      hiringRequestId: requestId,
      actorId,
      fields: { revision: await revisionNow(), ...fields },
    });

  async function readyShortlist(ids: string[]) {
    for (const id of ids) await change({ intent: "shortlist-add", candidateId: id });
    await change({ intent: "shortlist-ready" });
  }

  const send = async (
    extra: { mailBudget?: ReturnType<typeof createMailBudget>; linkDays?: number; now?: Date } = {},
  ) =>
    sendShortlist(db(), {
      hiringRequestId: requestId,
      actorId,
      fields: { revision: await revisionNow() },
      ...extra,
    });

  const emails = () => createShortlistEmails({ db: db(), siteOrigin: SITE });

  /** Sends the shortlist and delivers its e-mail: the token the client's link carries. */
  async function sendAndOpen(): Promise<{ token: string; to: string | undefined }> {
    const link = await send();
    const [job] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.event, SHORTLIST_LINK_EVENT))
      .orderBy(sql`created_at desc`);
    expect((job!.payload as { linkId: string }).linkId).toBe(link.id);
    const message = await emails()[SHORTLIST_LINK_EVENT]!(job!);
    const token = /\/shortlists\/([A-Za-z0-9_-]{43})/.exec(message?.html ?? "")?.[1];
    expect(token).toBeDefined();
    return { token: token!, to: message?.to };
  }

  async function opened(token: string) {
    const result = await openShortlistLink(db(), token);
    if (result.state !== "open") throw new Error(`Expected an open link, got ${result.state}`);
    return result;
  }

  it("refuses to send a draft, a stale form or a request without a shortlist, writing nothing", async () => {
    await expect(send()).rejects.toMatchObject({ status: 409 });
    const a = await candidate();
    await change({ intent: "shortlist-add", candidateId: a });
    const before = await db().select().from(auditLog);
    await expect(send()).rejects.toBeInstanceOf(ShortlistRefusal);
    await expect(
      sendShortlist(db(), { hiringRequestId: requestId, actorId, fields: { revision: 1 } }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      sendShortlist(db(), { hiringRequestId: requestId, actorId, fields: { revision: "x", __proto__: 1 } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      sendShortlist(db(), { hiringRequestId: "not-a-uuid", actorId, fields: { revision: 2 } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(auditLog)).toEqual(before);
    expect(await db().select().from(shortlistLinks)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it("sends a ready shortlist to the request's own address with a link whose hash alone is stored", async () => {
    await readyShortlist([await candidate(), await candidate(), await candidate()]);
    const { token, to } = await sendAndOpen();
    expect(to).toBe("jane@acme.example");
    const [link] = await db().select().from(shortlistLinks);
    expect(link!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(await db().select().from(outbox))).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(30 * DAY_MS);
    const { shortlist } = await shortlistOf(db(), requestId);
    expect(shortlist).toMatchObject({ status: "sent", sentVersion: 1 });
    expect(shortlist!.sentAt).toBeInstanceOf(Date);
    expect((await opened(token)).link.id).toBe(link!.id);
    const actions = (await db().select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toContain("shortlist.sent");
  });

  it("counts the e-mail against the address's budget: past it the link's e-mail is held back", async () => {
    await readyShortlist([await candidate(), await candidate(), await candidate()]);
    const mailBudget = createMailBudget({ perAddress: 1, confirmationsPerAddress: 1, perClient: 0 });
    await send({ mailBudget });
    await send({ mailBudget });
    const jobs = await db().select().from(outbox).orderBy(outbox.createdAt);
    expect(jobs.map((job) => job.status)).toEqual(["pending", "suppressed"]);
    expect(jobs.every((job) => job.refId === requestId)).toBe(true);
  });

  it("answers unknown for a malformed or tampered token and gone for an expired or revoked link", async () => {
    await readyShortlist([await candidate(), await candidate(), await candidate()]);
    const { token } = await sendAndOpen();
    expect(await openShortlistLink(db(), undefined)).toEqual({ state: "unknown" });
    expect(await openShortlistLink(db(), "short")).toEqual({ state: "unknown" });
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await openShortlistLink(db(), tampered)).toEqual({ state: "unknown" });
    expect(await openShortlistLink(db(), token, new Date(Date.now() + 31 * DAY_MS))).toMatchObject({
      state: "gone",
      why: "expired",
    });
    const [link] = await db().select().from(shortlistLinks);
    await expect(
      revokeShortlistLink(db(), { hiringRequestId: requestId, actorId, fields: { linkId: "nope" } }),
    ).rejects.toMatchObject({ status: 400 });
    await revokeShortlistLink(db(), { hiringRequestId: requestId, actorId, fields: { linkId: link!.id } });
    expect(await openShortlistLink(db(), token)).toMatchObject({
      state: "gone",
      why: "revoked",
      hiringRequestId: requestId,
    });
    await expect(
      revokeShortlistLink(db(), { hiringRequestId: requestId, actorId, fields: { linkId: link!.id } }),
    ).rejects.toMatchObject({ status: 409 });
    // A revoked link's e-mail, retried, issues no token and sends nothing.
    expect(await issueShortlistLinkToken(db(), link!.id)).toBeNull();
  });

  it("keeps an earlier link working after 'Send again' until it is revoked", async () => {
    await readyShortlist([await candidate(), await candidate(), await candidate()]);
    const first = await sendAndOpen();
    const second = await sendAndOpen();
    expect((await opened(first.token)).link.id).not.toBe((await opened(second.token)).link.id);
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toContain(
      "shortlist.sent_again",
    );
  });

  it("shows the cards by name privacy, scorecards and price, and a withdrawal at once", async () => {
    const shared = await candidate({ name: "Ana María Torres", share: true });
    const privateOne = await candidate({ name: "Bruno Silva" });
    const third = await candidate({ name: "Carla Díaz" });
    await db()
      .insert(candidateScorecards)
      .values({
        candidateId: shared,
        stage: "technical",
        authorId: actorId,
        ratings: {
          "problem-solving": { rating: 4, evidence: "x" },
          "code-quality": { rating: 3, evidence: "y" },
        },
      });
    await readyShortlist([shared, privateOne, third]);
    const { token } = await sendAndOpen();
    const room = await shortlistRoom(db(), await opened(token));
    const senior = rateForSeniority(categoryRate(findCategory("developers")!), "senior");
    expect(room.cards.map((card) => card.name)).toEqual(["Ana María Torres", "Bruno S.", "Carla D."]);
    expect(room.cards[0]).toMatchObject({
      initials: "AT",
      available: true,
      years: 6,
      country: "Colombia",
      englishLevel: "C1",
      // The pricing model's price at the candidate's category ("react" is no stack of it) and
      // seniority, never the candidate's own expected pay of $45.
      hourlyRateUsd: senior,
      monthlyPriceUsd: Math.round(monthlyPrice(FULL_TIME_HOURS_PER_WEEK, senior)),
      scorecards: [{ stage: "Technical assessment", average: 3.5, count: 1 }],
    });
    expect(room.cards[1]!.initials).toBeNull();
    expect(room.zone).toEqual({ value: "America/New_York", source: "default" });
    expect(room.cards[0]!.overlaps["America/New_York"]).toBeGreaterThan(0);
    await db().update(candidates).set({ stage: "withdrawn" }).where(eq(candidates.id, third));
    const after = await shortlistRoom(db(), await opened(token), "Europe/Madrid");
    expect(after.cards[2]!.available).toBe(false);
    expect(after.zone).toEqual({ value: "Europe/Madrid", source: "chosen" });
  });

  it("records a pass with its reason once, audited and mailed to the owner, and refuses bad forms", async () => {
    const ids = [await candidate(), await candidate(), await candidate()];
    await readyShortlist(ids);
    const [owner] = await db()
      .insert(inboxUsers)
      .values({ email: "owner@latammatch.example", role: "sales", passwordHash: "x" })
      .returning();
    await db().update(hiringRequests).set({ ownerId: owner!.id }).where(eq(hiringRequests.id, requestId));
    const { token } = await sendAndOpen();
    const link = await opened(token);
    const refused = async (fields: Record<string, string>, key: string) => {
      const error = await passOnCandidate(db(), link, fields).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ShortlistPassRefusal);
      expect((error as ShortlistPassRefusal).key).toBe(key);
    };
    await refused({ candidateId: ids[0]!, reason: "", note: "" }, "no-reason");
    await refused({ candidateId: ids[0]!, reason: "constructor", note: "" }, "no-reason");
    await refused({ candidateId: ids[0]!, reason: "rate", note: "x".repeat(501) }, "note-too-long");
    await refused({ candidateId: ids[0]!, reason: "rate" } as Record<string, string>, "invalid-form");
    await refused(
      Object.fromEntries([
        ["candidateId", ids[0]!],
        ["reason", "rate"],
        ["note", ""],
        ["__proto__", "x"],
      ]),
      "invalid-form",
    );
    await refused({ candidateId: "not-a-uuid", reason: "rate", note: "" }, "invalid-form");
    await refused({ candidateId: crypto.randomUUID(), reason: "rate", note: "" }, "invalid-form");
    expect(await db().select().from(shortlistPasses)).toEqual([]);

    const fields = { candidateId: ids[1]!, reason: "rate", note: "  Above what we planned.  " };
    const [first, second] = await Promise.all([
      passOnCandidate(db(), link, fields),
      passOnCandidate(db(), link, fields),
    ]);
    expect([first, second].sort()).toEqual(["already-passed", "passed"]);
    const passes = await db().select().from(shortlistPasses);
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ reason: "rate", note: "Above what we planned.", linkId: link.link.id });
    const audits = (await db().select().from(auditLog)).filter(
      (entry) => entry.action === "shortlist.client_passed",
    );
    expect(audits).toHaveLength(1);
    const [job] = await db().select().from(outbox).where(eq(outbox.event, SHORTLIST_CLIENT_EVENT));
    const message = await emails()[SHORTLIST_CLIENT_EVENT]!(job!);
    expect(message?.to).toBe("owner@latammatch.example");
    expect(message?.text).toContain("Rate is above our budget");
    expect(message?.text).toContain("Above what we planned.");
    const room = await shortlistRoom(db(), link);
    expect(room.cards[1]!.passed).toEqual({ reason: "rate", note: "Above what we planned." });
  });

  it("records the first view once however many tabs open the link, mailed to the team without an owner", async () => {
    await readyShortlist([await candidate(), await candidate(), await candidate()]);
    const { token } = await sendAndOpen();
    const link = await opened(token);
    const views = await Promise.all([1, 2, 3].map(() => recordFirstView(db(), link.link, requestId)));
    expect(views.filter(Boolean)).toHaveLength(1);
    const jobs = await db().select().from(outbox).where(eq(outbox.event, SHORTLIST_CLIENT_EVENT));
    expect(jobs).toHaveLength(1);
    const message = await emails()[SHORTLIST_CLIENT_EVENT]!(jobs[0]!);
    expect(message?.to).toBeUndefined();
  });

  it("makes a new version when a sent shortlist changes; the client sees what changed once it is sent", async () => {
    const ids = [
      await candidate({ name: "Ana Torres" }),
      await candidate({ name: "Bruno Silva" }),
      await candidate({ name: "Carla Díaz" }),
    ];
    const replacement = await candidate({ name: "Diego Ruiz" });
    await readyShortlist(ids);
    const { token } = await sendAndOpen();
    await change({ intent: "shortlist-remove", candidateId: ids[2]! });
    const edited = await shortlistOf(db(), requestId);
    expect(edited.shortlist).toMatchObject({ version: 2, sentVersion: 1, status: "draft" });
    // The client still sees version 1 while the team edits version 2.
    expect((await shortlistRoom(db(), await opened(token))).cards).toHaveLength(3);
    await change({ intent: "shortlist-add", candidateId: replacement });
    await change({ intent: "shortlist-ready" });
    await send();
    const room = await shortlistRoom(db(), await opened(token));
    expect(room.cards.map((card) => card.name)).toEqual(["Ana T.", "Bruno S.", "Diego R."]);
    expect(room.changes).toEqual({ added: ["Diego R."], removed: ["Carla D."] });
    const versions = await db().select({ version: shortlistEntries.version }).from(shortlistEntries);
    expect(versions.filter((row) => row.version === 1)).toHaveLength(3);
    const [row] = await db().select().from(shortlists);
    expect(row).toMatchObject({ status: "sent", version: 2, sentVersion: 2 });
  });
});
