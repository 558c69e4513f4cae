import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "~/content/forms/candidate-application-schema";
import { STATUS_LINK_EVENT } from "~server/db/candidate-status-link";
import { issueStatusToken } from "~server/db/candidate-tokens";
import { candidateByEmail } from "~server/db/candidates";
import { candidates, outbox, resumes } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { runRetention } from "~server/retention/retention-job";
import { type RunningServices, startServices } from "~server/services.server";
import { erasePerson } from "../../../inbox/app/lib/privacy.server";
import { createInboxUser } from "../../../inbox/app/lib/users.server";
import { readMailDir } from "../../../tests/support/eml";
import { candidateApplicationFields } from "../../../tests/support/form-payloads";
import { testEnv } from "../../../tests/support/integration";
import { genuineSubmissionMeta } from "../../../tests/support/submission-meta";
import { EXE_HEADER, MINIMAL_PDF } from "../resumes/test-files.test-support";
import { createRateLimiter } from "../submissions/rate-limit.server";
import { answerStatusPage, STATUS_PAGE_HEADERS } from "./status-page.server";

/**
 * The status page's answers against a real database: each form's refusals (stale, odd keys,
 * overlong or wrong values, a wrong token) are 4xx with nothing written, and the fresh-link form
 * answers a known and an unknown address alike, queuing an e-mail for the known one only.
 */
const databases = await testDatabases("candidate-status-page");

describe.each(databases)("the candidate's status page on $name", (database) => {
  let services: RunningServices;
  let candidateId: string;
  let token: string;
  let teamMember: string;
  const address = "valentina.status@example.com";

  beforeAll(async () => {
    services = await startServices(
      testEnv({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        MAIL_BUDGET_PER_ADDRESS: "5",
      }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    teamMember = (
      await createInboxUser(services.database.db, {
        email: "admin@status.example",
        role: "admin",
        password: "x",
      })
    ).id;
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });
  beforeEach(async () => {
    await services.database.db.execute(
      sql`truncate candidates, candidate_applications, candidate_status_tokens, audit_log, outbox, rate_limits, resumes cascade`,
    );
    await services.submissions.storeCandidateApplication(
      CandidateApplicationSchema.parse(candidateApplicationFields({ email: address })),
      genuineSubmissionMeta(),
    );
    const candidate = await candidateByEmail(services.database.db, address);
    if (!candidate) throw new Error("No candidate was made");
    candidateId = candidate.id;
    token = await issueStatusToken(services.database.db, candidateId);
  });

  const call = (method: string, pageToken: string, body?: string | URLSearchParams | FormData) =>
    answerStatusPage(
      new Request(`https://latammatch.example/es/candidate/${pageToken}`, {
        method,
        ...(body === undefined
          ? {}
          : body instanceof FormData
            ? { body }
            : { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      }),
      services.candidateStatus,
      { token: pageToken, locale: "es", clientIp: "203.0.113.9" },
    );
  const record = async () => {
    const [row] = await services.database.db.select().from(candidates).where(eq(candidates.id, candidateId));
    if (!row) throw new Error("The candidate is gone");
    return row;
  };
  const version = async () => (await record()).updatedAt.toISOString();
  const availability = (fields: Record<string, string>) =>
    new URLSearchParams({
      intent: "availability",
      hoursPerWeek: "30",
      earliestStart: "2027-02-01",
      hourlyRateUsd: "42.5",
      timeZone: "America/Bogota",
      ...fields,
    });
  const statusLinkJobs = () =>
    services.database.db
      .select({ status: outbox.status, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.event, STATUS_LINK_EVENT));

  it("shows the record with private, unindexed, referrer-free headers", async () => {
    const answer = await call("GET", token);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject(STATUS_PAGE_HEADERS);
    expect(answer.page).toMatchObject({
      state: "status",
      status: { stage: "applied", version: await version() },
    });
  });

  it("answers a wrong, malformed or revoked token with the 404 page", async () => {
    for (const wrong of ["x".repeat(43), "short", `${token}extra`]) {
      const answer = await call("GET", wrong);
      expect(answer.status).toBe(404);
      expect(answer.page.state).toBe("not-found");
      expect(answer.headers).toMatchObject(STATUS_PAGE_HEADERS);
    }
    const post = await call("POST", "y".repeat(43), availability({ version: await version() }));
    expect(post.status).toBe(404);
    expect((await record()).hoursPerWeek).not.toBe(30);
  });

  it("saves the availability, then refuses the same form again as stale", async () => {
    const form = availability({ version: await version() });
    const saved = await call("POST", token, form);
    expect(saved.status).toBe(200);
    expect(saved.page.notice).toEqual({ tone: "success", key: "availability-saved", intent: "availability" });
    expect(await record()).toMatchObject({
      hoursPerWeek: 30,
      hourlyRateUsd: 42.5,
      timeZone: "America/Bogota",
    });

    const stale = await call(
      "POST",
      token,
      availability({ version: form.get("version") ?? "", hoursPerWeek: "10" }),
    );
    expect(stale.status).toBe(409);
    expect(stale.page.notice).toMatchObject({ tone: "error", key: "stale-form" });
    expect((await record()).hoursPerWeek).toBe(30);
  });

  it("refuses odd keys, overlong or wrong values and repeated fields with a 4xx, writing nothing", async () => {
    const before = await record();
    const current = before.updatedAt.toISOString();
    const refusals: (string | URLSearchParams)[] = [
      "",
      "intent=unknown",
      `${availability({ version: current })}&__proto__=x`,
      availability({ version: current, extra: "1" }),
      availability({ version: current, timeZone: "Mars/Olympus_Mons" }),
      availability({ version: current, timeZone: "A".repeat(10_000) }),
      availability({ version: current, hoursPerWeek: "169" }),
      availability({ version: current, hourlyRateUsd: "12.345" }),
      availability({ version: "yesterday" }),
      `${availability({ version: current })}&hoursPerWeek=20`,
      new URLSearchParams({ intent: "consents", stayInPool: "yes", version: current }),
      new URLSearchParams({ intent: "withdraw", version: current }),
    ];
    for (const body of refusals) {
      const answer = await call("POST", token, body);
      expect(answer.status, String(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, String(body).slice(0, 80)).toBeLessThan(500);
      expect(answer.page.notice?.tone).toBe("error");
    }
    const put = await call("PUT", token, "intent=withdraw");
    expect(put.status).toBe(405);
    expect(await record()).toEqual(before);
  });

  it("changes the consents and withdraws once confirmed", async () => {
    const consents = await call(
      "POST",
      token,
      new URLSearchParams({ intent: "consents", shareProfile: "on", version: await version() }),
    );
    expect(consents.status).toBe(200);
    expect(await record()).toMatchObject({ shareProfileConsent: true, poolConsentUntil: null });

    const withdrawn = await call(
      "POST",
      token,
      new URLSearchParams({ intent: "withdraw", confirm: "on", version: await version() }),
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.page).toMatchObject({ state: "status", status: { stage: "withdrawn" } });
    const again = await call(
      "POST",
      token,
      new URLSearchParams({ intent: "withdraw", confirm: "on", version: await version() }),
    );
    expect(again.status).toBe(409);
    expect(again.page.notice).toMatchObject({ key: "closed" });
  });

  const resumeForm = (file: Blob | null, fields: Record<string, string>) => {
    const form = new FormData();
    form.set("intent", "resume");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set("resume", file, "cv.pdf");
    return form;
  };
  const candidateResumes = () =>
    services.database.db
      .select({ fileName: resumes.fileName, kind: resumes.kind })
      .from(resumes)
      .where(eq(resumes.candidateId, candidateId));

  it("stores a new résumé as the candidate's own, checked like every upload", async () => {
    const saved = await call(
      "POST",
      token,
      resumeForm(new Blob([MINIMAL_PDF]), { version: await version() }),
    );
    expect(saved.status).toBe(200);
    expect(saved.page.notice).toMatchObject({ tone: "success", key: "resume-saved" });
    expect(await candidateResumes()).toEqual([{ fileName: "cv.pdf", kind: "pdf" }]);

    const current = await version();
    const refusals: [FormData, number][] = [
      [resumeForm(new Blob([EXE_HEADER]), { version: current }), 415],
      [resumeForm(new Blob([]), { version: current }), 400],
      [resumeForm(null, { version: current }), 400],
      [resumeForm(new Blob([MINIMAL_PDF]), { version: current, extra: "1" }), 400],
      [resumeForm(new Blob([MINIMAL_PDF]), { version: "2020-01-01T00:00:00.000Z" }), 409],
    ];
    for (const [form, status] of refusals) {
      const answer = await call("POST", token, form);
      expect(answer.status).toBe(status);
      expect(answer.page.notice?.tone).toBe("error");
    }
    // A file on any other form is not a form of this page.
    const other = availability({ version: current });
    const withFile = new FormData();
    for (const [name, value] of other) withFile.set(name, value);
    withFile.set("resume", new Blob([MINIMAL_PDF]), "cv.pdf");
    expect((await call("POST", token, withFile)).status).toBe(400);
    expect(await candidateResumes()).toHaveLength(1);
    expect((await record()).hoursPerWeek).not.toBe(30);
  });

  it("erases the candidate's own résumé and its bytes with them, and keeps it from the upload hold", async () => {
    await call("POST", token, resumeForm(new Blob([MINIMAL_PDF]), { version: await version() }));
    const [stored] = await services.database.db
      .select()
      .from(resumes)
      .where(eq(resumes.candidateId, candidateId));
    if (!stored) throw new Error("The résumé was not stored");
    // Past the upload's hold, the retention job leaves an attached résumé alone.
    await services.database.db.execute(sql`update resumes set uploaded_at = now() - interval '3 days'`);
    await runRetention({
      db: services.database.db,
      mailDir: path.join(database.dataDir, "mail"),
      retentionMonths: 24,
      mailRetentionDays: 30,
      files: services.inbox.files,
    });
    expect(await services.resumes.find(stored.id)).not.toBeNull();

    await erasePerson(services.database.db, {
      actorId: teamMember,
      address,
      mailDir: path.join(database.dataDir, "mail"),
      secret: "status-page-test-secret-0123456789",
      files: services.inbox.files,
    });
    expect(await services.resumes.find(stored.id)).toBeNull();
    expect(await services.resumes.bytesOf(stored)).toBeNull();
  });

  it("answers the fresh-link form alike for a known and an unknown address, mailing the known one only", async () => {
    const known = await call(
      "POST",
      "z".repeat(43),
      new URLSearchParams({ intent: "fresh-link", email: "Valentina.Status@Example.com" }),
    );
    const unknown = await call(
      "POST",
      "z".repeat(43),
      new URLSearchParams({ intent: "fresh-link", email: "nobody@example.com" }),
    );
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
    expect(known.page).toEqual({
      state: "not-found",
      notice: { tone: "success", key: "link-sent", intent: "fresh-link" },
    });
    // Queued after the answer; the job holds the candidate only: the link is issued when sent.
    await expect.poll(statusLinkJobs).toEqual([{ status: "pending", payload: { candidateId } }]);
  });

  it("issues the new link when the e-mail is sent, in the candidate's language, and sends nothing once they are erased", async () => {
    await services.database.db
      .update(candidates)
      .set({ locale: "pt-br" })
      .where(eq(candidates.id, candidateId));
    await call("POST", "z".repeat(43), new URLSearchParams({ intent: "fresh-link", email: address }));
    await expect.poll(async () => (await statusLinkJobs()).length).toBe(1);
    const [job] = await services.database.db.select().from(outbox).where(eq(outbox.event, STATUS_LINK_EVENT));
    if (!job) throw new Error("No status-link job was queued");
    const mailDir = path.join(database.dataDir, "mail");
    const before = (await readMailDir(mailDir)).length;
    await services.deliver(job);
    const mails = await readMailDir(mailDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    const link = /https:\/\/\S+\/candidate\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(new URL(link).pathname).toMatch(/^\/pt-br\/candidate\//);
    expect(mail?.headers.to).toContain(address);
    const mailed = new URL(link).pathname.split("/").at(-1);
    expect((await call("GET", mailed ?? "")).page).toMatchObject({ state: "status" });

    await erasePerson(services.database.db, {
      actorId: teamMember,
      address,
      mailDir,
      secret: "status-page-test-secret-0123456789",
      files: services.inbox.files,
    });
    const sent = (await readMailDir(mailDir)).length;
    await services.deliver(job);
    expect(await readMailDir(mailDir)).toHaveLength(sent);
  });

  it("holds the fresh link back past the address's mail budget, answering the same", async () => {
    const ask = () =>
      call("POST", "z".repeat(43), new URLSearchParams({ intent: "fresh-link", email: address }));
    // The application's acknowledgment took one of the address's five e-mails a day.
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await ask());
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await expect.poll(async () => (await statusLinkJobs()).length).toBe(6);
    const jobs = await statusLinkJobs();
    expect(jobs.filter((job) => job.status === "pending")).toHaveLength(4);
    expect(jobs.filter((job) => job.status === "suppressed")).toHaveLength(2);
  });

  it("limits the fresh-link form per client network, with the same answer for every address", async () => {
    const pages = {
      ...services.candidateStatus,
      linkLimiter: createRateLimiter({
        db: services.database.db,
        name: "statusLinkTest",
        max: 2,
        windowMs: 60_000,
      }),
    };
    const ask = (email: string) =>
      answerStatusPage(
        new Request("https://latammatch.example/candidate/unknown", {
          method: "POST",
          body: new URLSearchParams({ intent: "fresh-link", email }),
        }),
        pages,
        { token: "unknown", locale: "en", clientIp: "198.51.100.20" },
      );
    expect((await ask(address)).status).toBe(200);
    expect((await ask("nobody@example.com")).status).toBe(200);
    for (const email of [address, "nobody@example.com"]) {
      const limited = await ask(email);
      expect(limited.status).toBe(429);
      expect(limited.page.notice).toMatchObject({ tone: "error", key: "rate-limited" });
    }
    await expect.poll(async () => (await statusLinkJobs()).length).toBe(1);
  });

  it("refuses a fresh-link form without an address or with other fields", async () => {
    for (const body of [
      "intent=fresh-link",
      "intent=fresh-link&email=not-an-address",
      `intent=fresh-link&email=${"a".repeat(250)}%40example.com`,
      `intent=fresh-link&email=${encodeURIComponent(address)}&__proto__=1`,
    ]) {
      const answer = await call("POST", "z".repeat(43), body);
      expect(answer.status, body.slice(0, 60)).toBe(400);
      expect(answer.page.notice).toMatchObject({ key: "invalid-email" });
    }
    expect(await statusLinkJobs()).toEqual([]);
  });
});
