import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MINIMAL_PDF, minimalDocx } from "~/features/resumes/test-files.test-support";
import { STATUS_LINK_EVENT } from "~server/db/candidate-status-link";
import { candidateIdForStatusToken, issueStatusToken } from "~server/db/candidate-tokens";
import { rowsOf } from "~server/db/client";
import { createResumeStore } from "~server/db/resumes";
import { auditLog, candidateApplications, candidates, outbox, resumes } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as pageRoute from "../routes/inbox.candidates.$id";
import * as resumeRoute from "../routes/inbox.candidates.$id.resumes.$resumeId";
import type { CandidatePageData } from "./candidate-page.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

type RouteFunction = (args: { request: Request; context: unknown; params: unknown }) => Promise<unknown>;
const fn = (value: unknown) => value as RouteFunction;

const databases = await testDatabases("inbox-candidate-page");

/** The action's answer and status: `data(…, { status })` carries one, a plain object is a 200. */
function answerOf(result: unknown): {
  status: number;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
} {
  const wrapped = result as { init?: { status?: number } | null; data?: unknown };
  const body = (wrapped.init !== undefined ? wrapped.data : result) as {
    ok: boolean;
    message: string;
    errors: Record<string, string>;
  };
  return { status: wrapped.init?.status ?? 200, ...body };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status;
  }
  throw new Error("Expected the call to throw");
}

const SCREENING = {
  "rating.relevant-experience": "4",
  "evidence.relevant-experience": "Five years of React at a fintech",
  "rating.communication": "3",
  "evidence.communication": "Clear, a little slow",
  "rating.availability-and-rate": "3",
  "evidence.availability-and-rate": "40 h, $45",
  "rating.motivation": "2",
  "evidence.motivation": "Unsure why remote",
};

describe.each(databases)("the inbox's candidate page on $name", (database) => {
  let services: RunningServices;
  let id: string;
  const users: Record<"sales" | "admin", { id: string; session: string; csrf: string }> = {} as never;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const db = services.database.db;
    for (const role of ["sales", "admin"] as const) {
      const user = await createInboxUser(db, {
        email: `${role}@page.example`,
        role,
        password: "one-time-password-1",
      });
      await setInboxPassword(db, user.id, "chosen-password-1");
      const session = await createSession(db, user.id);
      const csrf = rowsOf<{ csrf_token: string }>(
        await db.execute(sql`select csrf_token from inbox_sessions where user_id = ${user.id}::uuid`),
      )[0]!.csrf_token;
      users[role] = { id: user.id, session, csrf };
    }
  });
  beforeEach(async () => {
    const db = services.database.db;
    await db.execute(sql`truncate candidates, audit_log, outbox cascade`);
    const [row] = await db
      .insert(candidates)
      .values({
        email: "ana@page.example",
        name: "Ana Souza",
        category: "developers",
        stacks: ["frontend"],
        country: "BR",
        hourlyRateUsd: 45,
        stage: "screening",
      })
      .returning();
    id = row!.id;
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const load = async (as: "sales" | "admin" = "sales", candidateId = id) =>
    (await fn(pageRoute.loader)({
      request: new Request(`${SITE_ORIGIN}/inbox/candidates/${candidateId}`, {
        headers: { Cookie: await sessionCookieHeader(users[as].session) },
      }),
      context: contextFor(services),
      params: { id: candidateId },
    })) as { page: CandidatePageData; isAdmin: boolean };
  const post = async (
    intent: string,
    fields: Record<string, string> = {},
    options: { as?: "sales" | "admin"; csrf?: string; raw?: [string, string][] } = {},
  ) => {
    const user = users[options.as ?? "sales"];
    const body = new URLSearchParams({ csrf: options.csrf ?? user.csrf, intent, ...fields });
    for (const [key, value] of options.raw ?? []) body.append(key, value);
    return answerOf(
      await fn(pageRoute.action)({
        request: new Request(`${SITE_ORIGIN}/inbox/candidates/${id}`, {
          method: "POST",
          headers: { Cookie: await sessionCookieHeader(user.session), Origin: SITE_ORIGIN },
          body,
        }),
        context: contextFor(services),
        params: { id },
      }),
    );
  };
  /** Everything a refused change could have half-written. */
  const written = async () =>
    rowsOf<Record<string, unknown>>(
      await services.database.db.execute(sql`select
        (select stage from candidates where id = ${id}::uuid) as stage,
        (select updated_at::text from candidates where id = ${id}::uuid) as updated_at,
        (select count(*)::int from candidate_scorecards) as scorecards,
        (select count(*)::int from candidate_stage_events) as events,
        (select count(*)::int from audit_log) as audit`),
    )[0];

  it("scores screening with two interviewers, averages them, moves on and records who did what", async () => {
    expect((await post("scorecard", { stage: "screening", ...SCREENING })).status).toBe(200);
    const second = { ...SCREENING, "rating.motivation": "4", "rating.communication": "4" };
    expect((await post("scorecard", { stage: "screening", ...second }, { as: "admin" })).status).toBe(200);
    const moved = await post("move", { to: "technical" });
    expect(moved).toMatchObject({ status: 200, message: "Moved to Technical assessment." });

    const { page } = await load();
    expect(page.candidate.stage).toBe("technical");
    expect(page.scoring.map((criterion) => criterion.key)).toEqual([
      "problem-solving",
      "code-quality",
      "system-design",
      "communication",
    ]);
    expect(page.next).toEqual({ stage: "english", label: "English" });
    const [screening] = page.scores;
    expect(screening?.scorecards.map((scorecard) => scorecard.by)).toEqual([
      "sales@page.example",
      "admin@page.example",
    ]);
    // (4+3+3+2)/4 = 3 and (4+4+3+4)/4 = 3.75: each interviewer counts once.
    expect(screening?.average).toBe(3.375);
    expect(page.history).toEqual([
      expect.objectContaining({ from: "Screening", to: "Technical assessment", by: "sales@page.example" }),
    ]);
    expect(page.timeline.map((entry) => `${entry.label} by ${entry.by}`)).toEqual([
      "Moved a candidate to the next stage by sales@page.example",
      "Added a scorecard by admin@page.example",
      "Added a scorecard by sales@page.example",
    ]);
  });

  it("refuses a move without a scorecard, a skipping move and a stale one, writing nothing", async () => {
    const before = await written();
    const missing = await post("move", { to: "technical" });
    expect(missing.status).toBe(409);
    expect(missing.message).toBe("Screening is passed with a scorecard: add one before moving on.");
    expect((await post("move", { to: "english" })).status).toBe(409);
    expect((await post("move", { to: "hired" })).status).toBe(409);
    expect((await post("move", { to: "technical", extra: "1" })).status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it("refuses a bad scorecard with a clear 4xx and nothing half-written", async () => {
    const before = await written();
    const cases: [Record<string, string>, number, string?][] = [
      [{ stage: "screening", ...SCREENING, "rating.motivation": "5" }, 400, "motivation"],
      [{ stage: "screening", ...SCREENING, "evidence.motivation": "" }, 400, "motivation"],
      [{ stage: "screening", ...SCREENING, "evidence.motivation": "x".repeat(2001) }, 400, "motivation"],
      [{ stage: "screening", ...SCREENING, "rating.charisma": "4", "evidence.charisma": "Lovely" }, 400],
      [{ stage: "screening", ...SCREENING, favourite: "yes" }, 400],
      // A form shown for another stage: the candidate moved on (or back) since.
      [{ stage: "technical", ...SCREENING }, 400],
      [{ stage: "nonsense", ...SCREENING }, 400],
    ];
    for (const [fields, status, field] of cases) {
      const answer = await post("scorecard", fields);
      expect(answer.status).toBe(status);
      if (field) expect(answer.errors[field]).toBeTruthy();
    }
    const { "rating.motivation": _, ...withoutOne } = SCREENING;
    expect((await post("scorecard", { stage: "screening", ...withoutOne })).errors.motivation).toBeTruthy();
    expect(await written()).toEqual(before);
  });

  it("rejects with a template reason and a note, then refuses scorecards, moves and a second rejection", async () => {
    expect((await post("reject", { reason: "made-up" })).status).toBe(400);
    expect((await post("reject", { reason: "rate-mismatch", note: "x".repeat(1001) })).status).toBe(400);
    expect((await post("reject", { reason: "rate-mismatch", colour: "red" })).status).toBe(400);
    expect((await written())?.events).toBe(0);

    const rejected = await post("reject", { reason: "rate-mismatch", note: "Asked for $90" });
    expect(rejected).toMatchObject({ status: 200, message: "Rejected the candidate." });
    const before = await written();
    expect((await post("scorecard", { stage: "screening", ...SCREENING })).status).toBe(409);
    expect((await post("move", { to: "technical" })).status).toBe(409);
    expect((await post("reject", { reason: "availability" })).status).toBe(409);
    expect((await post("withdraw")).status).toBe(409);
    expect(await written()).toEqual(before);

    const { page } = await load();
    expect(page.candidate.closed).toBe(true);
    expect(page.scoring).toEqual([]);
    expect(page.next).toBeNull();
    expect(page.history.at(-1)).toMatchObject({
      to: "Rejected",
      reason: "Expected rate outside clients' budgets",
      note: "Asked for $90",
    });
    expect(page.choices.reasons.find((reason) => reason.value === "rate-mismatch")?.text).toBe(
      "Your expected hourly rate is outside the budgets of our clients' current openings.",
    );
  });

  it("records a withdrawal from any stage", async () => {
    expect((await post("withdraw")).status).toBe(200);
    expect((await load()).page.history.at(-1)).toMatchObject({ to: "Withdrawn", by: "sales@page.example" });
  });

  it("revokes the candidate's status links and queues the e-mail that mails a new one", async () => {
    const token = await issueStatusToken(services.database.db, id);
    const answer = await post("revoke-links");
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(answer.message).toBe("Closed 1 status link; the candidate is mailed a new one.");
    expect(await candidateIdForStatusToken(services.database.db, token)).toBeNull();
    const jobs = await services.database.db
      .select({ payload: outbox.payload, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.event, STATUS_LINK_EVENT));
    expect(jobs).toEqual([{ payload: { candidateId: id }, status: "pending" }]);
    expect((await post("revoke-links", { extra: "1" })).status).toBe(400);
  });

  it("edits the record, naming the changed fields in the audit log and the timeline", async () => {
    const { page } = await load();
    const record = { ...page.record, updatedAt: page.candidate.updatedAt };
    const saved = await post("save", {
      ...record,
      owner: users.admin.id,
      timeZone: "America/Sao_Paulo",
      hoursPerWeek: "30",
      tags: "frontend lead, payments, payments",
      notes: "Strong on accessibility",
    });
    expect(saved).toMatchObject({ status: 200, message: "Saved the record." });
    const [row] = await services.database.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row).toMatchObject({
      ownerId: users.admin.id,
      timeZone: "America/Sao_Paulo",
      hoursPerWeek: 30,
      tags: ["frontend lead", "payments"],
      notes: "Strong on accessibility",
      country: "BR",
      hourlyRateUsd: 45,
    });
    const after = await load();
    expect(after.page.timeline[0]).toMatchObject({
      label: "Edited a candidate's record",
      by: "sales@page.example",
      fields: ["owner", "timeZone", "hoursPerWeek", "tags", "notes"],
    });
    const [entry] = rowsOf<{ detail: unknown }>(
      await services.database.db.execute(
        sql`select detail from audit_log where action = 'candidate.updated'`,
      ),
    );
    expect(JSON.stringify(entry)).not.toContain("accessibility");

    // The form loaded before that save is stale now.
    const stale = await post("save", { ...record, notes: "Overwrites the other edit" });
    expect(stale.status).toBe(409);
  });

  it("refuses a bad record edit with a clear 4xx and nothing written", async () => {
    const { page } = await load();
    const record = { ...page.record, updatedAt: page.candidate.updatedAt };
    const before = await written();
    const cases: [Record<string, string>, string | null][] = [
      [{ ...record, country: "US" }, "country"],
      [{ ...record, timeZone: "Mars/Olympus" }, "timeZone"],
      [{ ...record, englishLevel: "D1" }, "englishLevel"],
      [{ ...record, hourlyRateUsd: "-3" }, "hourlyRateUsd"],
      [{ ...record, hoursPerWeek: "200" }, "hoursPerWeek"],
      [{ ...record, earliestStart: "2026-02-30" }, "earliestStart"],
      [{ ...record, notes: "x".repeat(10_001) }, "notes"],
      [{ ...record, tags: Array.from({ length: 21 }, (_, index) => `t${index}`).join(",") }, "tags"],
      [{ ...record, owner: "00000000-0000-4000-8000-000000000000" }, "owner"],
      [{ ...record, email: "someone@else.example" }, null],
    ];
    for (const [fields, field] of cases) {
      const answer = await post("save", fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      if (field) expect(answer.errors[field]).toBeTruthy();
    }
    const { notes: _, ...withoutNotes } = record;
    expect((await post("save", withoutNotes)).status).toBe(400);
    expect((await post("save", record, { raw: [["notes", "twice"]] })).status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it("needs the session's form token, and answers an unknown candidate or action clearly", async () => {
    expect(await thrownStatus(post("withdraw", {}, { csrf: "forged" }))).toBe(403);
    expect((await post("promote")).status).toBe(400);
    expect(await thrownStatus(load("sales", "00000000-0000-4000-8000-000000000000"))).toBe(404);
    expect(await thrownStatus(load("sales", "not-a-uuid"))).toBe(404);
    expect((await written())?.stage).toBe("screening");
  });

  it("lists the résumés of both paths newest first and downloads only the candidate's own", async () => {
    const db = services.database.db;
    const store = createResumeStore(db, services.inbox.files);
    const docx = minimalDocx();
    const save = (fileName: string, kind: "pdf" | "docx" = "pdf") =>
      store.save({ bytes: kind === "pdf" ? MINIMAL_PDF : docx, kind, fileName, clientIp: null });
    const [other] = await db
      .insert(candidates)
      .values({ email: "bo@page.example", name: "Bo Lima", category: "developers", stacks: [] })
      .returning();
    const applicationOf = async (candidateId: string, job?: string) =>
      (
        await db
          .insert(candidateApplications)
          .values({ name: "Someone", email: "x@page.example", details: job ? { job } : {}, candidateId })
          .returning()
      )[0]!.id;
    const general = await applicationOf(id);
    const othersApplication = await applicationOf(other!.id);
    const place = async (
      resumeId: string,
      at: string,
      owner: { applicationId?: string; candidateId?: string },
    ) => {
      await db
        .update(resumes)
        .set({ ...owner, uploadedAt: new Date(at), attachedAt: new Date(at) })
        .where(eq(resumes.id, resumeId));
      return resumeId;
    };
    const older = await place(await save("ana-2025.pdf"), "2026-01-05T10:00:00Z", { applicationId: general });
    const newer = await place(await save("Ana – CV.docx", "docx"), "2026-02-01T09:30:00Z", {
      candidateId: id,
    });
    await place(await save("ana-status.pdf"), "2026-01-20T08:00:00Z", { candidateId: id });
    const others = await place(await save("bo.pdf"), "2026-03-01T00:00:00Z", {
      applicationId: othersApplication,
    });
    const othersOwn = await place(await save("bo-own.pdf"), "2026-03-02T00:00:00Z", {
      candidateId: other!.id,
    });
    const unattached = await save("nobody.pdf");

    const { page } = await load();
    expect(
      page.resumes.map((resume) => [resume.fileName, resume.current, resume.application?.id ?? null]),
    ).toEqual([
      ["Ana – CV.docx", true, null],
      ["ana-status.pdf", false, null],
      ["ana-2025.pdf", false, general],
    ]);
    expect(page.resumes[0]).toMatchObject({
      id: newer,
      kindLabel: "Word document (.docx)",
      sizeBytes: docx.byteLength,
      uploadedAt: "2026-02-01T09:30:00.000Z",
      downloadPath: `/inbox/candidates/${id}/resumes/${newer}`,
    });
    expect(page.resumes[2]?.application).toMatchObject({ id: general, job: null });

    const cookie = await sessionCookieHeader(users.sales.session);
    const download = (
      resumeId: string,
      candidateId = id,
      headers: Record<string, string> = { Cookie: cookie },
    ) =>
      fn(resumeRoute.loader)({
        request: new Request(`${SITE_ORIGIN}/inbox/candidates/${candidateId}/resumes/${resumeId}`, {
          headers,
        }),
        context: contextFor(services),
        params: { id: candidateId, resumeId },
      }) as Promise<Response>;
    const downloads = () =>
      db.select().from(auditLog).where(eq(auditLog.action, "candidate.resume_downloaded"));

    for (const [resumeId, bytes, type] of [
      [newer, docx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [older, MINIMAL_PDF, "application/pdf"],
    ] as const) {
      const response = await download(resumeId);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(await downloads()).toMatchObject([
      { actorId: users.sales.id, targetType: "candidate", targetId: id, detail: { resumeId: newer } },
      { actorId: users.sales.id, targetType: "candidate", targetId: id, detail: { resumeId: older } },
    ]);

    // Another candidate's résumé (by either path), an unattached upload, an unknown or malformed
    // id, or the right résumé under another candidate: 404, nothing served, nothing audited.
    const missing: [string, string][] = [
      [others, id],
      [othersOwn, id],
      [unattached, id],
      ["00000000-0000-4000-8000-000000000000", id],
      ["not-a-uuid", id],
      [newer, other!.id],
      [newer, "not-a-uuid"],
    ];
    for (const [resumeId, candidateId] of missing) {
      const response = await download(resumeId, candidateId);
      expect(response.status, `${resumeId} of ${candidateId}`).toBe(404);
      expect(response.headers.get("content-disposition")).toBeNull();
    }
    expect(await downloads()).toHaveLength(2);
    // Signed out: sent to the login page.
    expect(await thrownStatus(download(newer, id, {}))).toBe(302);
  });

  it("offers the deletion to admins only", async () => {
    expect((await load("admin")).isAdmin).toBe(true);
    expect((await load("sales")).isAdmin).toBe(false);
  });
});
