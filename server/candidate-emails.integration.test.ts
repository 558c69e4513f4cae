/**
 * The candidate hears about their vetting: every e-mail they get carries a link to their status
 * page whose token is issued when the e-mail is sent, and the stage moves they should hear about
 * queue exactly one e-mail in the move's own transaction, in their language, within the
 * per-address budget.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, lte, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createInboxUser } from "../inbox/app/lib/users.server";
import { refusalOf } from "../tests/support/candidate-refusal";
import { readMailDir } from "../tests/support/eml";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
  validCandidateApplication,
} from "../tests/support/integration";
import { candidateIdForStatusToken } from "./db/candidate-tokens";
import {
  addScorecard,
  candidateByEmail,
  moveStage,
  rejectCandidate,
  withdrawCandidate,
} from "./db/candidates";
import { outbox } from "./db/schema";
import { testDatabases } from "./db/test-databases";
import { findRejectionReason } from "./db/vetting";
import { VISITOR_EMAIL_EVENTS } from "./emails/visitor-events";
import * as candidateRoute from "./endpoints/candidate-applications";
import { type RunningServices, startServices } from "./services.server";

const databases = await testDatabases("candidate-emails");

const SCREENING = {
  "relevant-experience": { rating: 3, evidence: "Six years of Node services." },
  communication: { rating: 4, evidence: "Clear answers." },
  "availability-and-rate": { rating: 3, evidence: "40 hours." },
  motivation: { rating: 3, evidence: "Wants U.S. product teams." },
};

/** The status links of an e-mail's plain text, as tokens, with the path's language prefix. */
const statusLinks = (text: string) =>
  [...text.matchAll(/https:\/\/latammatch\.example(\/(?:es|pt-br))?\/candidate\/([A-Za-z0-9_-]{43})\b/g)].map(
    (match) => ({ prefix: match[1] ?? "", token: match[2] ?? "" }),
  );

describe.each(databases)("the candidate's e-mails on $name", (database) => {
  let services: RunningServices;
  let interviewer: string;
  const mailDir = path.join(database.dataDir, "mail");
  const db = () => services.database.db;
  const mailBudget = () => services.inbox.mailBudget;

  beforeAll(async () => {
    services = await startServices(
      testEnv({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        SMTP_URL: undefined,
        MAIL_BUDGET_PER_ADDRESS: "3",
      }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    interviewer = (
      await createInboxUser(db(), { email: "ines@latammatch.example", role: "sales", password: "x" })
    ).id;
  });
  afterEach(async () => {
    await clearTables(db());
    await db().execute(sql`truncate candidates, rate_limits cascade`);
    for (const file of await readdir(mailDir).catch(() => [] as string[])) await rm(path.join(mailDir, file));
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const post = (fields: Record<string, unknown>) =>
    (candidateRoute.action as unknown as (args: unknown) => Promise<Response>)({
      request: jsonPost(
        "/api/candidate-applications",
        validCandidateApplication({ formToken: formTokenFor("candidateApplication"), ...fields }),
        { Origin: SITE_ORIGIN, "Idempotency-Key": crypto.randomUUID() },
      ),
      context: requestContextFor(services),
    });

  async function apply(fields: Record<string, unknown>) {
    const response = await post(fields);
    expect(response.status).toBe(201);
    const candidate = await candidateByEmail(db(), String(fields.email));
    if (!candidate) throw new Error("No candidate was made");
    return candidate;
  }

  /** Sends every job due now as the worker would, then answers every e-mail written so far. */
  async function deliverDue() {
    const due = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)));
    for (const job of due) {
      await services.deliver(job);
      await db().update(outbox).set({ status: "sent", payload: {} }).where(eq(outbox.id, job.id));
    }
    return readMailDir(mailDir);
  }

  const stageJobs = () =>
    db().select().from(outbox).where(eq(outbox.event, VISITOR_EMAIL_EVENTS.candidateStageChanged));

  it("links the acknowledgment to a status page in the candidate's language that its token opens", async () => {
    const candidate = await apply({ email: "lucia@example.com", locale: "es" });
    const [mail] = await deliverDue();
    const [link] = statusLinks(mail?.text ?? "");
    expect(link?.prefix).toBe("/es");
    expect(await candidateIdForStatusToken(db(), link?.token)).toBe(candidate.id);
    expect(mail?.html).toContain(`/es/candidate/${link?.token}`);
  });

  it("queues one e-mail per announced move in the move's transaction, none for a refused or undone one", async () => {
    const { id: candidateId } = await apply({ email: "lucia@example.com", locale: "es" });
    await moveStage(db(), { candidateId, to: "screening", actorId: interviewer, mailBudget: mailBudget() });
    // Screening is not announced: the acknowledgment said the profile is reviewed.
    expect(await stageJobs()).toHaveLength(0);

    const refused = await refusalOf(
      moveStage(db(), { candidateId, to: "technical", actorId: interviewer, mailBudget: mailBudget() }),
    );
    expect(refused.code).toBe("scorecard-missing");
    await addScorecard(db(), { candidateId, stage: "screening", ratings: SCREENING, authorId: interviewer });
    // A move whose transaction is rolled back takes its e-mail with it.
    await expect(
      db().transaction(async (tx) => {
        await moveStage(tx, { candidateId, to: "technical", actorId: interviewer, mailBudget: mailBudget() });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await stageJobs()).toHaveLength(0);

    await moveStage(db(), { candidateId, to: "technical", actorId: interviewer, mailBudget: mailBudget() });
    const jobs = await stageJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ refId: candidateId, status: "pending" });
    expect(jobs[0]?.payload).toEqual({
      to: "lucia@example.com",
      locale: "es",
      fullName: "María González",
      stage: "technical",
    });
    const mails = await deliverDue();
    const assessment = mails.find((mail) => mail.text.includes("evaluación técnica"));
    expect(assessment?.text).toContain("prueba de inglés");
    const [link] = statusLinks(assessment?.text ?? "");
    expect(await candidateIdForStatusToken(db(), link?.token)).toBe(candidateId);
  });

  it("tells a Spanish candidate the rejection's reason in Spanish, with no token in the job", async () => {
    const { id: candidateId } = await apply({ email: "lucia@example.com", locale: "es" });
    await deliverDue();
    await rejectCandidate(db(), {
      candidateId,
      reason: "english-level",
      note: "Team-only note: struggled with the listening part",
      actorId: interviewer,
      mailBudget: mailBudget(),
    });
    const [job] = await stageJobs();
    expect(job?.payload).toEqual({
      to: "lucia@example.com",
      locale: "es",
      fullName: "María González",
      stage: "rejected",
      reason: "english-level",
    });
    const mails = await deliverDue();
    const rejection = mails.at(-1);
    expect(rejection?.headers.subject).toBeTruthy();
    expect(rejection?.text).toContain(findRejectionReason("english-level")?.message.es);
    // The team's note stays the team's.
    expect(rejection?.text).not.toContain("Team-only note");
    const [link] = statusLinks(rejection?.text ?? "");
    expect(link?.prefix).toBe("/es");
    expect(await candidateIdForStatusToken(db(), link?.token)).toBe(candidateId);
    // The token went into the e-mail only: neither the job nor any other row holds it.
    const rows = await db().execute(sql`select to_jsonb(o)::text as row from outbox o`);
    expect(JSON.stringify(rows)).not.toContain(link?.token);
  });

  it("sets the consents the form ticked on the candidate, and refuses a consent of the wrong type", async () => {
    const candidate = await apply({
      email: "lucia@example.com",
      locale: "es",
      stayInPool: true,
      shareProfile: true,
    });
    expect(candidate.poolConsentUntil).not.toBeNull();
    expect(candidate.shareProfileConsent).toBe(true);
    const refused = await post({ email: "other@example.com", shareProfile: "on" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { shareProfile: [expect.any(String)] } });
    expect(await candidateByEmail(db(), "other@example.com")).toBeUndefined();
  });

  it("confirms a withdrawal within the address's budget, held back past it", async () => {
    const { id: candidateId } = await apply({ email: "lucia@example.com", locale: "pt-br" });
    // Three vetting e-mails fill the address's budget of three for them (the acknowledgment counts apart).
    for (let index = 0; index < 3; index += 1) {
      await services.inbox.mailBudget?.take(db(), {
        to: "lucia@example.com",
        kind: "candidate-stage",
        clientIp: null,
      });
    }
    await withdrawCandidate(db(), { candidateId, actorId: null, mailBudget: mailBudget() });
    const [job] = await stageJobs();
    expect(job).toMatchObject({
      status: "suppressed",
      payload: expect.objectContaining({ stage: "withdrawn" }),
    });
    expect(job?.lastError).toMatch(/already got 3 vetting e-mails/);
  });
});
